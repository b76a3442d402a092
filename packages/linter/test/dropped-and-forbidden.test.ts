import { describe, expect, it } from 'vitest';
import { conceptOfHeading, isHandoffName, isInvocation, offersIdeasOnly } from '@handoff/core/read';
import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { type Finding, NO_FAILED, findingsOf, STEP_TO_RUN } from './lint-one-handoff.js';

// docs/real-files.md, the readings of 2026-12-03: "An approach dropped is recorded wherever it is written; a
// heading that forbids names a rule", "Batch 9's development part", "A problem stated with its cause or
// solution …", "Batch 10's development part" and "A resume card defers to the record it names". Each
// hand-over is linted in a project of its own, found by walking it, as a checkout is.

const HEAD = '# Handoff\n\n## Status\n\nThe importer is half done.\n\n## Done\n\n';
const TAIL = STEP_TO_RUN;

describe('an approach given up, with its reason, anywhere in a free-form hand-over records a failed approach', () => {
  it.each([
    ['dropped, a parenthesis', '- Search channels: V2EX dropped (its API has no search endpoint)\n', []],
    ['rejected, a colon', '- Auto-detection **rejected**: the model string lacks the size\n', []],
    ['reverted, because', '- Reverted the cache layer because it served stale pages\n', []],
    ['a dot inside a name ends no sentence', '- Reverted `cache.ts` because it served stale pages\n', []],
    ['reverted, a colon after the object', '- Reverted the cache: it served stale pages\n', []],
    ['did not work, a dash', '- Tried a worker pool — did not work — the sandbox forbids threads\n', []],
    ['ruled out, since', 'The streaming parser was ruled out since it needs Node 22.\n', []],
    ['rolled back, due to', '- Rolled back the schema change due to a lock timeout in prod\n', []],
    // A warning not to bring a thing back says it was tried: it needs no reason after it.
    ['should not be reintroduced', '- `1024` is invalid and should not be reintroduced.\n', []],
    ['do not retry', '- Do not retry the worker pool.\n', []],
    ["don't go back to", "- Don't go back to polling.\n", []],
    ['do not, something else', '- Do not publish until the visual check passes.\n', [NO_FAILED]],
    ['switched, because', '- Switched to PublicNode because the default RPC timed out\n', []],
    ['switched, no reason', '- Switched the theme to dark\n', [NO_FAILED]],
    // A failure or a premise found wrong, with why (the thirty-fourth sample's held-back claims, after its
    // measurement).
    ['failed, a colon', '- The T-lite gate failed on the temporal holdout: moved to the appendix\n', []],
    ['was wrong, a dash', '- The CRITICAL premise was wrong — the bug is not there in this build\n', []],
    ['did not complete, a parenthesis', '- The full suite did NOT complete (the harness reaped it)\n', []],
    ['timed out, because', '- The remote read timed out because the VRT is slow\n', []],
    ['failed, no reason', '- 3 tests failed\n', [NO_FAILED]],
    // The reason may come first, in a parenthesis or a clause; a lesson named after it says why; an approach replaced
    // is given up (the fifty-sixth sample's held-back claims, after its measurement).
    ['the reason first', '- Fork steps died (SIGKILL, exit 143), so fork was dropped for fresh steps\n', []],
    ['a parenthesis around both', '- Python sandbox in WASM (Docker descartado por cold-start)\n', []],
    ['reverted, with lessons', '- Custom components reverted with lessons captured in SCOPES.md\n', []],
    ['was replaced, a colon', '- Launching under automation was replaced by attaching: it got bot-detected\n', []],
    ['a parenthesis before names', '- Wrote the ADR (Cookie Mine), 3 rejected alternatives\n', [NO_FAILED]],
    ['replaced, no reason', '- The banner was replaced by a toast\n', [NO_FAILED]],
    // The other languages of the synonym table written with spaces: a word of giving up and a reason after it (the
    // thirty-first whole-repository sample's Russian hand-over, after its measurement).
    [
      'отвергнуты, a parenthesis',
      '- Claude Code Channels и iia отвергнуты (Channels = пульт к ПК, iia = платная)\n',
      [],
    ],
    ['решили не использовать, a dash', '- iia — платная платформа, решили не использовать, так как дорого\n', []],
    ['verworfen, weil', '- Den Worker-Pool verworfen, weil die Sandbox keine Threads erlaubt\n', []],
    ['descartado, porque', '- Caché descartado porque servía páginas viejas\n', []],
    ["n'a pas marché, a colon", "- Le pool de workers n'a pas marché : le bac à sable interdit les threads\n", []],
    ['abandonné, no reason', '- Support de Node 16 abandonné\n', [NO_FAILED]],
    ['an English car is no reason', '- Dropped the car sharing feature\n', [NO_FAILED]],
    // In the scripts without spaces: a word of switching away and a word of cause in one sentence, either order.
    ['改为, 导致', '- 串行获取导致超时 → 全部改为并行获取\n', []],
    ['切り替え, ため', '- 既定の RPC がタイムアウトするため PublicNode に切り替え\n', []],
    ['改为 alone', '- 全部改为并行获取\n', [NO_FAILED]],
    // Traditional Chinese reads as Simplified; a table row is one sentence; a problem is a cause to give a way up
    // (the held-out corpus's 交接.md, read as a hand-over since session 23).
    [
      '放棄, 問題, a table row',
      '| 設計文件說 | 實測 |\n|---|---|\n| logo 當金鑰 | 兩個定義上補不掉的問題，已放棄 |\n',
      [],
    ],
    ['推翻, 因為', '- 因為兩張圖不同，舊推論已被推翻\n', []],
    ['a table row of two facts', '| 項目 | 狀態 |\n|---|---|\n| logo | 已完成 |\n', [NO_FAILED]],
    // A way of working forbidden, with its cause, in one sentence.
    ['하지 않는다, 므로', '- 최적화 지점이 확인되지 않았으므로 게이트를 병렬화하지 않는다\n', []],
    ['不要, 因为', '- 因为缓存会过期，不要再用本地缓存\n', []],
    ['しないこと alone', '- 本番環境では直接編集しないこと\n', [NO_FAILED]],
    // One long sentence: the reason may stand far after the word; many words with no reason are still none.
    [
      'a reason far after the word',
      `- Dropped the cache ${'and more '.repeat(2000)}because it served stale pages\n`,
      [],
    ],
    ['many words, no reason', `- ${'dropped x '.repeat(2000)}\n`, [NO_FAILED]],
    // A lesson stated where it was learned, closing a paragraph or opening a line (the hundred-and-sixteenth sample).
    [
      'a lesson closing a paragraph',
      '- We reset the branch to drop the duplicate. Lesson for next time: **sync before starting a shared row.**\n',
      [],
    ],
    ['lessons learned, a line', '- Lessons learned: the sandbox forbids threads\n', []],
    ['Spanish, a lesson', '- Lección: no usar el caché local\n', []],
    ['Chinese, a lesson', '- 教训：先同步再开始\n', []],
    ['a lesson plan is no lesson', '- Wrote the lesson plan for week two\n', [NO_FAILED]],
    ['a lesson label with nothing after it', '- Lessons:\n', [NO_FAILED]],
    // A problem stated with its cause or solution, as labelled lines, in any language.
    ['problem, then solution', '- **Problem:** ports 5001/5002 blocked\n  **Solution:** a local participant\n', []],
    [
      'symptom, then root cause',
      '- Symptom: 403 on every filter call\n- Root cause: the endpoint blocks filters\n',
      [],
    ],
    ['問題, then 解決', '- 問題: 子が親の環境変数を継承\n- 解決: TTY チェックを先に\n', []],
    ['a problem alone', '- Problem: the import is slow on large files\n', [NO_FAILED]],
    ['a fix alone', '- Fix: the import reads in chunks now\n', [NO_FAILED]],
    ['labels inside a sentence', '- The problem: nobody knows. The fix: later.\n', [NO_FAILED]],
    // A word of giving up with no reason is a change, not a record of why an approach failed.
    ['dropped, no reason', '- Dropped Node 16 support\n', [NO_FAILED]],
    ['a word inside another', '- Undropped frames counted in the HUD\n', [NO_FAILED]],
    ['a reason in the next sentence only', '- Rejected. The sizes were wrong\n', [NO_FAILED]],
    ['no word of giving up', '- Added the importer (it reads CSV)\n', [NO_FAILED]],
  ])('%s', async (_name, done, expected) => {
    expect(await findingsOf(HEAD + done + TAIL)).toEqual(expected);
  });
});

describe('with no next steps read, a hand-over that gives something to run is not reported as missing them', () => {
  const BRIEF =
    '# Handoff\n\n## Status\n\nThe importer is half done.\n\n## Failed approaches\n\n- None. Reason: ' +
    'the first approach held for every case.\n\n## Your tasks\n\n';
  const MISSING: Finding = ['handoff-next-step-no-command', 1, 1];
  it.each([
    ['a command in a code span', '1. Fix the parser, then run `npm test`.\n', []],
    ['a line that starts with a command', '1. Fix the parser.\n2. Check it:\n   npm test -- parser\n', []],
    ['a shell block', '```bash\nnpm test\n```\n', []],
    ['tasks only', '1. Fix the parser.\n2. Ship the importer.\n', [MISSING]],
    ['a path, not a command', '1. Fix `src/parser.ts`.\n', [MISSING]],
  ])('%s', async (_name, tasks, expected) => {
    expect(await findingsOf(BRIEF + tasks)).toEqual(expected);
  });
});

describe('a path runs as written only where a program or a script is', () => {
  it.each([
    ['a relative program', './gradlew check', true],
    ['a relative script', '../tools/deploy.sh --prod', true],
    ['a home script', '~/bin/sync', true],
    ['an absolute program where programs live', '/usr/local/bin/handoff lint', true],
    ['an absolute script', '/srv/app/deploy.sh', true],
    // A route, a place, a folder or a document is no program.
    ['a route', '/analyze/cycle/sensitivity', false],
    ['an API path', '/api/users', false],
    ['a folder', './build/', false],
    ['a document', './docs/README.md', false],
    ['a plan file in the home folder', '~/.claude/plans/precious-booping-bonbon.md', false],
  ])('%s', (_name, code, expected) => {
    expect(isInvocation(code)).toBe(expected);
  });
});

describe('a hand-over that defers to another for its context keeps its record there', () => {
  const POINTER = '# Resume here\n\n## Current state\n\nBuild 4A is done.\n\n## Next steps\n\n- Run `npm test`.\n\n';
  it.each([
    ['for complete context', 'Read `.buildrunner/HANDOFF_2025_11_17.md` for complete context.\n', []],
    ['full handoff, a link', 'Full handoff: [the notes](docs/SESSION_HANDOFF.md).\n', []],
    // Named with no word that it holds the hand-over, or a file that is no hand-over: no pointer.
    ['named only', 'Update `docs/HANDOFF.md` when done.\n', [NO_FAILED]],
    ['a session summary named in bold', '1. **SESSION_SUMMARY.md** - Complete session details\n', []],
    ['a session log', 'Read `SESSION_LOG.md` for complete details!\n', []],
    // A file that keeps no session's record, or no word that it holds the whole: no pointer.
    ['the project readme', 'Read `README.md` and `PROJECT_PLAN.md` for full context.\n', [NO_FAILED]],
    ['details of one thing', 'See `docs/session-api.md` for details.\n', [NO_FAILED]],
    ['the words inside the code', 'Read `full-context/HANDOFF.md`.\n', [NO_FAILED]],
  ])('%s', async (_name, tail, expected) => {
    expect(await findingsOf(POINTER + tail)).toEqual(expected);
  });
});

describe('where the next session resumes names a hand-over, as where it continues does', () => {
  it.each([
    ['RESUME_HERE.md', true],
    ['docs/resume-here.md', true],
    ['.continue-here.md', true],
    // Resuming alone, or here alone, names nothing of the kind.
    ['here.md', false],
    ['resume-parser.md', false],
  ])('%s', (path, expected) => {
    expect(isHandoffName(path)).toBe(expected);
  });
});

describe('a heading that forbids names a rule, not a section', () => {
  it.each([
    ['Do not edit generated or vendor files', null],
    ["Don't touch these files", null],
    ['Never commit to main', null],
    ['Avoid the legacy files', null],
    // A phrase that holds the prohibition itself names its concept.
    ['Do not retry', 'failedApproaches'],
    ["Don't repeat these mistakes", 'failedApproaches'],
    ['Do not revisit', 'failedApproaches'],
    // The same words with no prohibition before them.
    ['Generated or vendor files', 'activeFiles'],
  ])('%s', (heading, expected) => {
    expect(conceptOfHeading(heading)).toBe(expected);
  });
});

describe('what remains and where the work goes from here are next steps', () => {
  it.each([
    ['Remaining hypotheses', 'nextSteps'],
    ['Work remaining', 'nextSteps'],
    ["What's left", 'nextSteps'],
    ['What is left', 'nextSteps'],
    ['Left to do', 'nextSteps'],
    ['Where to go from here', 'nextSteps'],
    ['Going forward', 'nextSteps'],
    ['Future work', 'nextSteps'],
    // Continuing is resuming.
    ['How To Continue', 'nextSteps'],
    ['To continue', 'nextSteps'],
    ['Continuing from here', 'nextSteps'],
    // The next day's work (session 36).
    ['Priorities for tomorrow', 'nextSteps'],
    ['Tomorrow', 'nextSteps'],
    ['明日优先事项', 'nextSteps'],
    ['明日方舟 攻略', null],
    // A word inside another is no phrase of the table.
    ['Remainingness of tokens', null],
  ])('%s', (heading, expected) => {
    expect(conceptOfHeading(heading)).toBe(expected);
  });
});

describe('problems the work ran into, with what solved them, are the failed-approaches record', () => {
  it.each([
    ['Issues Encountered & Resolved', 'failedApproaches'],
    ['Key Issues Resolved', 'failedApproaches'],
    ['Problems encountered', 'failedApproaches'],
    ['Problems solved', 'failedApproaches'],
    ['Problemas encontrados', 'failedApproaches'],
    ['Aufgetretene Probleme', 'failedApproaches'],
    ['遇到的问题', 'failedApproaches'],
    // Reverted, given up, not to reuse (session 36); a rollback's procedure is no record of what failed.
    ['已回退 / 禁止复用的做法', 'failedApproaches'],
    ['已放弃的方案', 'failedApproaches'],
    ['回退方案', null],
    // What not to do, in Korean, Chinese and Japanese (session 36).
    ['13. 아직 하면 안 되는 것 (금지사항)', 'failedApproaches'],
    ['禁止事项', 'failedApproaches'],
    ['やってはいけないこと', 'failedApproaches'],
    ['禁止事項', 'failedApproaches'],
    ['Bug found and fixed', 'failedApproaches'],
    // What the work found out, as lessons are; `worth` joins a clause, so the noun heads the heading.
    ['Findings worth carrying, not just outcomes', 'failedApproaches'],
    ['Key findings', 'failedApproaches'],
    // A parenthesis after the head may say the section is a record not to reopen, as a dash's tail does.
    ["Decisions already made (don't relitigate)", 'failedApproaches'],
    ['Settled (do not reopen)', 'failedApproaches'],
    ['Key Architecture Decisions (do not reverse)', 'failedApproaches'],
    ['Decisions (see the plan)', null],
    ['❌ 問題のあった手法', 'failedApproaches'],
    ['🚀 推奨される次のアクション', 'nextSteps'],
    ['セッション再開時のチェックリスト', 'nextSteps'],
    ['恢复 checklist', 'nextSteps'],
    ['Where the code is', 'activeFiles'],
    // A list of what not to do is the record of don'ts, not steps to take.
    ['What NOT to do', 'failedApproaches'],
    ['Things to avoid', 'failedApproaches'],
    ['Things already learned the hard way — do not re-derive these', 'failedApproaches'],
    // Open problems are no section of what was tried (they tell of trouble met: absence-claims.test.ts).
    ['Known issues', null],
    ['Bekannte Probleme', null],
  ])('%s', (heading, expected) => {
    expect(conceptOfHeading(heading)).toBe(expected);
  });
});

describe('a next-steps section that says what could be done offers ideas only', () => {
  const content = (markdown: string) => (unified().use(remarkParse).parse(markdown) as Root).children;
  it.each([
    ['could be built', '- A model could be built on the CSV dataset.\n', true],
    ['can be streamed', '- The frame lists can be streamed to the controller over serial.\n', true],
    ['might', '- The store might move to workers later.\n', true],
    ['marked optional', '- Phase 4.2: PWA (optional)\n', true],
    ['every item an option', '- A model could be built.\n- The lists can be streamed.\n', true],
    // A task beside an option, and a task that says what could not be done, are steps.
    ['a task beside an option', '- A model could be built.\n- Fix the parser crash on empty rows.\n', false],
    ['could not', '- Fix the import: it could not read UTF-16 files.\n', false],
    ['can be, no participle', '- Ship it as soon as the review can begin.\n', false],
    ['a plain task', '- Tag the release and publish the notes.\n', false],
  ])('%s', (_name, markdown, expected) => {
    expect(offersIdeasOnly('Next steps', content(markdown))).toBe(expected);
  });
});
