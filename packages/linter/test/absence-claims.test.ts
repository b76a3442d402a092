import { describe, expect, it } from 'vitest';
import { type Finding, NO_FAILED, findingsOf, STEP_TO_RUN } from './lint-one-handoff.js';

// docs/real-files.md, "An absence is claimed only where nothing could be the thing" (2026-12-03, session 12). Each
// hand-over is linted in a project of its own, found by walking it, as a checkout is.

const HEAD = '# Handoff\n\n## Status\n\nThe importer is half done.\n\n## Done\n\n- Added the CSV importer\n\n';
const TAIL = STEP_TO_RUN;

describe('a hand-over that tells of trouble met gives an account: its failed approaches are not claimed missing', () => {
  it.each([
    // A section of problems that holds something.
    ['known issues', '## Known issues\n\n- Large files time out\n', []],
    ['open bugs, a title with more words', '## 3. Open Bugs / Known Issues\n\n- The EventLog bug\n', []],
    ['blockers', '## Current Blockers\n\n- Waiting on the API key\n', []],
    ['known limitations', '## Known Limitations\n\n- No Windows support yet\n', []],
    ['troubleshooting', '## Troubleshooting\n\nClear the cache first.\n', []],
    ['a subsection holds it', '## Known issues\n\n### Import\n\nSlow on large files.\n', []],
    ['German', '## Bekannte Probleme\n\n- Der Export bricht ab\n', []],
    ['Chinese, a word of "known"', '## 已知限制\n\n- 不支持 Windows\n', []],
    ['Japanese', '## 既知の問題\n\n- 大きなファイルで遅い\n', []],
    ['Korean', '## 알려진 문제\n\n- 큰 파일에서 느림\n', []],
    ['Vietnamese, current limitations', '## Giới hạn hiện tại\n\n- Chưa hỗ trợ Windows\n', []],
    ['Turkish, known problems', '## Bilinen sorunlar\n\n- Büyük dosyalarda yavaş\n', []],
    ['Turkish, limits are no problem', '## Sınırlar\n\n- Yalnızca yerel depolama\n', [NO_FAILED]],
    // A section of problems with nothing in it, or a heading of other things, gives no account.
    ['an empty section of problems', '## Known issues\n\n## Later\n\n- Tidy up\n', [NO_FAILED]],
    ['only a deeper empty heading', '## Known issues\n\n### None yet\n\n## Later\n\n- Tidy up\n', [NO_FAILED]],
    ['a word inside another', '## Fehlerbehandlung\n\n- Robuster gemacht\n', [NO_FAILED]],
    // A heading that asks why the work stopped gives its cause (the sixteenth whole-repository sample).
    ['why it stopped', '## Why It Stopped\n\n- Preview startup found the ports in use.\n', []],
    ['where it stopped', '## Where It Stopped\n\n- Halfway through the importer.\n', [NO_FAILED]],
    // A tag alone on its line heads a part as a heading does (`<known_issues>` … `</known_issues>`).
    ['a tag part of problems', '<known_issues>\n- Large files time out\n</known_issues>\n', []],
    ['a tag part of blockers, a tag HTML knows', '<blockers>\n- Waiting on the API key\n</blockers>\n', []],
    ['an empty tag part of problems', '<known_issues>\n</known_issues>\n\n- Tidy up\n', [NO_FAILED]],
    // A sentence that names a problem with its cause or what overcame it, anywhere.
    ['fixed by', '- Cells were dropped on CPU: fixed the timeout by raising it to 300s\n', []],
    ['fails because', '- `deploy.yml` fails because the Azure resources are missing\n', []],
    ['resolved', '- Resolved the VS Code extension test failures\n', []],
    ['root cause', '- The crash had its root cause in the pool size\n', []],
    ['in a table cell', '| Issue | State |\n| --- | --- |\n| Login error, caused by a stale token | open |\n', []],
    // A row is one account: the problem in one cell, its fix in the next (the fourteenth whole-repository sample).
    [
      'across a table row',
      '| Topic | Outcome |\n| --- | --- |\n| Purchase bug | applied to the wrong base → fixed via the active id |\n',
      [],
    ],
    [
      'across a table row, Russian',
      '| Тема | Итог |\n| --- | --- |\n| Баг покупок | apply шёл на `baseId` → чинили через `activeInteriorId` |\n',
      [],
    ],
    ['a row of two topics', '| Topic | Outcome |\n| --- | --- |\n| Exterior | cloned from level 2 |\n', [NO_FAILED]],
    ['Chinese, cause', '- 首次运行的 6 个任务失败，原因是脚本只支持 Windows\n', []],
    ['Japanese, fixed', '- タイムアウトのバグを修正した\n', []],
    ['Korean, cause', '- 캐시 때문에 오류가 났다\n', []],
    ['German, fixed', '- Der Fehler beim Export ist behoben\n', []],
    ['Turkish, cause', '- Derleme hatası eski önbellek nedeniyle oluştu\n', []],
    ['Vietnamese, cause', '- Lỗi xuất file có nguyên nhân là bộ đệm cũ\n', []],
    ['Turkish, a task', '- İki TypeScript hatasını gider\n', [NO_FAILED]],
    // A warning against a way of doing the work says the way was weighed and fails (dropped.ts, `NOT_AGAIN`).
    ['never use', '- You must *never* use a linear smoother to average two hues\n', []],
    ['we do not use', '- We do not use raw decibel levels to set the mood\n', []],
    ['a use that is no warning', '- Do not forget to use the new parser\n', [NO_FAILED]],
    // A run stopped early, with its cause; a fix told as done; a title that names the trouble.
    ['killed, due to', '- The drift eval was killed mid-run due to the rate limit\n', []],
    ['fixed, opening the line', '- Fixed `database.rs` (`fingerprint` is a `Fingerprint`)\n', []],
    ['an arrow, then fixes', '- `aa1e68b` — drag-and-drop off → fixes the Windows drop target\n', []],
    ['now fixed', '- The export is now fixed\n', []],
    // Fixes told in other words (session 16, the development half's judged claims): corrected, no longer, Spanish.
    ['corrected, opening the line', '- Corrected `.env` file loading logic in `cli.py`\n', []],
    ['no longer, with the problem', '- Spectra without metadata no longer crash when merged\n', []],
    ['Spanish, a correction of errors', '- Corrección de errores de tipado con `Thenable.catch`\n', []],
    ['no longer, no problem', '- The importer no longer needs a config file\n', [NO_FAILED]],
    // A known defect, a root cause, a blocker and a failure told in other languages (the same judged claims).
    ['a known defect', '## Known Defect: Artifact Generation\n\n- `write_file` is not reachable\n', []],
    ['a root cause', '## Root cause: rotation order\n\nRotations do not commute.\n', []],
    ['Portuguese, a blocker', '## Bloqueio restante\n\n- Falta um número de teste\n', []],
    ['Portuguese, failed and fixed', '- O smoke falhou na primeira tentativa; isso foi corrigido\n', []],
    // A section of corrections made holds what was wrong (the hundred-and-twelfth sample's session notes).
    ['Spanish, technical corrections', '## Correcciones técnicas\n\n- La tolerancia de silencio era 0.5\n', []],
    ['Spanish, a correction after review', '## Corrección posterior a review\n\n- El runbook\n', []],
    ['post-review fixes', '## Post-review fixes\n\n- The runbook order\n', []],
    // Friction met is trouble told (the hundred-and-thirty-sixth sample's hand-over, `Known recurring friction`).
    ['known friction', '## Known recurring friction\n\n- The probe drifts between runs\n', []],
    ['a fix plan is a task', '## Fix plan\n\n- Tidy the runbook\n', [NO_FAILED]],
    ['an empty section of corrections', '## Corrections\n\n## Later\n\n- Tidy up\n', [NO_FAILED]],
    ['a cause with no problem', '## Causes we support\n\n- Charity drives\n', [NO_FAILED]],
    ['resolved alone, a status', '| Item | State |\n| --- | --- |\n| Sliding window | resolved |\n', [NO_FAILED]],
    ['a fixed region', '- OCR a fixed screen region\n', [NO_FAILED]],
    // A problem alone is a condition or a task, not an account of trouble met.
    ['a condition', '- Unit hints apply only when alias lookups fail\n', [NO_FAILED]],
    ['a task', '- Fix the two standing TypeScript errors\n', [NO_FAILED]],
    ['a count', '- All 12 major issues closed\n', [NO_FAILED]],
    ['an account with no problem', '- Kept the old parser because it is faster\n', [NO_FAILED]],
    ['the two in different sentences', '- The import had a bug. It is slow because of the disk.\n', [NO_FAILED]],
    ['Japanese, a task', '- エラーハンドリングを改善する\n', [NO_FAILED]],
  ] as Array<[string, string, Finding[]]>)('%s', async (_name, body, expected) => {
    expect(await findingsOf(`${HEAD}${body}${TAIL}`)).toEqual(expected);
  });

  it.each([
    ['a title that names the trouble fixed', '# Checkpoint: Fix Critical Crash', []],
    ['a title whose topic only names a problem', '# Handoff 1.0.0g — Error-aware ASCII ingestion', [NO_FAILED]],
  ] as Array<[string, string, Finding[]]>)('%s', async (_name, title, expected) => {
    expect(await findingsOf(`${title}\n\n## Status\n\nHalf done.\n\n## Done\n\n- Guarded the reader\n${TAIL}`)).toEqual(
      expected,
    );
  });

  it('stays linear: a sentence of many problem words and no account is weighed once', async () => {
    expect(await findingsOf(`${HEAD}- ${'bug issue '.repeat(5000)}\n${TAIL}`)).toEqual([NO_FAILED]);
  });
});

const FAILED = '\n## Failed approaches\n\n- A worker pool: the sandbox forbids threads\n';

describe('a free-form hand-over that gives anything to run, anywhere, has a step its reader can run', () => {
  it.each([
    [
      'a command in a code span under another heading',
      '## How to continue\n\nRe-run `npm run lint && npm test`.\n',
      [],
    ],
    ['a line that starts with a command', '## Checks\n\n- npm run build\n', []],
    ['a command block under another heading', '## Resume checklist\n\n```bash\npnpm install\npnpm test\n```\n', []],
    ['a command run earlier, told in passing', '## Review\n\nThe logic was checked with `qodo self-review`.\n', []],
    ['a step that says to run a tool it names', '## Later\n\n- Start T13: run the muffet link checker\n', []],
    ['a release told as its git acts', '## Later\n\n1. Release v0.6.0 (commit, version bump, tag, push)\n', []],
    ['then merge', '## Later\n\n- Review the preview, then merge the docs branch\n', []],
    // The verb in the other languages of the concepts table (the eighty-ninth sample's Portuguese hand-over).
    ['a step told in Portuguese', '## Próximos passos\n\n1. Rodar git status\n', []],
    ['a step told in Spanish', '## Próximos pasos\n\n- Ejecutar la suite completa\n', []],
    [
      'run inside a sentence',
      '## Notes\n\nWe run it nightly. Commit: a6bc088\n',
      [['handoff-next-step-no-command', 11, 1]],
    ],
    [
      'nothing to run anywhere',
      '## Notes\n\nThe import reads `src/csv.ts`.\n',
      [['handoff-next-step-no-command', 11, 1]],
    ],
  ] as Array<[string, string, Finding[]]>)('%s', async (_name, body, expected) => {
    const steps = '## Next steps\n\n- Build the contact picker\n- Load the last messages on start\n\n';
    expect(await findingsOf(`# Handoff\n\n## Status\n\nHalf done.\n${FAILED}\n${steps}${body}`)).toEqual(expected);
  });
});

// docs/real-files.md, "A fact is no step" (the forty-fourth whole-repository sample's `STATE.md`).
describe('a hand-over whose status says the work is complete leaves no step; a label stating a fact is no step', () => {
  const NO_STEP: Finding = ['handoff-next-step-no-command', 1, 1];
  it.each([
    ['a status line in a block of fields', '**Milestone:** v1.1\n**Status:** Milestone complete\n', []],
    ['a status section', '## Status\n\nDone.\n', []],
    ['a status list item, marked', '- Status: ✅ Complete\n', []],
    ['a part of the work complete', '**Status:** Phase 9 complete\n', [NO_STEP]],
    ['a status in progress', '**Status:** In progress\n', [NO_STEP]],
    ['a label stating a number is no next step', '**Status:** In progress\n\n- Next migration: 00013\n', [NO_STEP]],
    [
      'a label stating a step is one',
      '**Status:** In progress\n\n- Next step: wire the importer\n',
      [['handoff-next-step-no-command', 13, 1]],
    ],
  ] as Array<[string, string, Finding[]]>)('%s', async (_name, body, expected) => {
    expect(await findingsOf(`# Session State\n\n## Changes\n\n- Added the CSV importer\n${FAILED}\n${body}`)).toEqual(
      expected,
    );
  });
});

// docs/real-files.md, "A brief for a session not yet run" (the fifty-sixth whole-repository sample's session briefs).
describe('a hand-over whose status says the work has not begun has tried nothing', () => {
  it.each([
    ['pending, then a dash', '**Status:** Pending — recommended next implementation session.\n', []],
    ['future', '**Status:** Future — the first Phase 5 work.\n', []],
    ['not started, in a status section', '## Status\n\nNot started.\n', []],
    ['in progress', '**Status:** In progress\n', [NO_FAILED]],
    ['pending review is work done', '**Status:** Pending review\n', [NO_FAILED]],
  ] as Array<[string, string, Finding[]]>)('%s', async (_name, status, expected) => {
    expect(
      await findingsOf(`# Session 4a.7\n\n${status}\n## Goal\n\nAttach to a cold profile.\n${STEP_TO_RUN}`),
    ).toEqual(expected);
  });
});
