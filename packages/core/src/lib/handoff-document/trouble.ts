import type { Heading, Paragraph, RootContent } from 'mdast';
import { itemLabel, loneLabel } from '../markdown/label.js';
import { plainText } from '../markdown/plain-text.js';
import { sentencesOf } from '../markdown/sentences.js';
import { toSimplified } from '../markdown/han-script.js';
import { headingMainPart, tagWords } from './concepts.js';
import { HANDOFF_TEXT, type HandoffDocument } from './document.js';
import { textBlocksIn } from './text-blocks.js';

/*
 * Trouble the hand-over tells of (docs/real-files.md, "An absence is claimed only where nothing could be the
 * thing"): a hand-over that says what went wrong, or what does not work, has given its reader an account of it,
 * whether or not under a failed-approaches heading. Whether that account is the record the next session needs is a
 * judgment for its author; the linter does not claim the record missing there. The account is:
 *
 * - a section whose heading, the title included, or whose label alone on its line (`**Known issues:**`), names
 *   problems or their cause (`Known issues`, `Open bugs`, `Blockers`, `Known Defect`, `Known limitations`,
 *   `Troubleshooting`, `Fix Critical Crash`, `Root cause: …`, `Bloqueio restante`, `已知问题`, `既知の問題`,
 *   `알려진 문제`, `Bekannte Probleme`), or corrections made to the work (`Correcciones técnicas`, `Post-review
 *   fixes`), and holds something; or
 * - a sentence that names a problem together with its cause or what overcame it (`Fixed by increasing the timeout
 *   from 30s to 300s`, `deploy.yml fails because the Azure resources are missing`, `was killed mid-run due to the
 *   rate limit`, `… no longer crash when merged`, `…任务失败，原因是…`), or tells of a fix done (`Fixed
 *   \`database.rs\``, `Corrected \`.env\` loading`, `… → fixes Windows drag-and-drop`). A problem alone (`when alias
 *   lookups fail`, `Fix the two TypeScript errors`) is a condition or a task, not an account of trouble met.
 *
 * Each test is one pass of a regular expression without nested repetition over one heading or one sentence.
 */

/** Words that name a problem, in the languages written with spaces. */
const PROBLEM = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(?:bugs?|errors?|crash(?:es|ed)?|failures?|failed|failing|fails|broken|broke|` +
    String.raw`regressions?|leaks?|race\s+conditions?|deadlocks?|timed\s+out|timeouts?|hangs?|hung|issues?|` +
    String.raw`problems?|defects?|flaky|blockers?|blocked|limitations?|workarounds?|killed|aborted|interrupted|` +
    String.raw`out\s+of\s+memory|oom|friction|pain\s+points?|` +
    // German, Spanish, Portuguese, Italian, French, Turkish, Vietnamese, Russian: each one's words for a problem, a
    // failure told as done (`falhou`, `échoué`) and a blocker (`Bloqueio restante`), as the English row has them.
    String.raw`fehler|probleme?|absturz|fehlgeschlagen|gescheitert|blockiert|problemas?|errores|erros?|falhas?|` +
    String.raw`falhou|falharam|fallos?|falló|fallaron|bloqueos?|bloqueios?|bloquead[oa]s?|errori|problemi|` +
    String.raw`fallit[oaie]|bloccat[oaie]|erreurs?|échoué|échecs?|blocages?|bloquée?s?|` +
    String.raw`problèmes?|bogues?|hatalar?|hatası|sorunlar?|sorunu|sınırlamalar?|başarısız|lỗi|vấn\s+đề|` +
    String.raw`giới\s+hạn|hạn\s+chế|ошибк[аиу]|проблем[аыу]?|сбо[йи]|баг[иа]?)(?![\p{L}\p{N}_])`,
  'iu',
);

/** The English words of a fix done (`Fixed …`, `… is now corrected`). */
const FIXED = String.raw`fixed|corrected|repaired|patched|resolved`;

/** Words that give a problem's cause or what overcame it. */
const ACCOUNT = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(?:${FIXED}|solved|no\s+longer|root\s+cause|` +
    String.raw`caused\s+by|because|due\s+to|turned\s+out|worked\s+around|workaround|traced\s+to|behoben|` +
    String.raw`korrigiert|gelöst|nicht\s+mehr|weil|ursache|corregid[oa]s?|correcci[oó]n|arreglad[oa]s?|ya\s+no|` +
    String.raw`resuelto|porque|corre[cç][aã]o|` +
    String.raw`causa|corrigid[oa]s?|resolvido|risolto|corretto|perché|corrigé|résolu|parce\s+que|çünkü|nedeniyle|` +
    String.raw`yüzünden|düzeltildi|çözüldü|nguyên\s+nhân|đã\s+sửa|khắc\s+phục|bởi\s+vì|исправлен[оа]?|` +
    String.raw`решен[оа]?|починил[иа]?|чинили|потому\s+что|из-за)(?![\p{L}\p{N}_])`,
  'iu',
);

/** The same in Chinese, Japanese and Korean, where words are not set apart by spaces. */
const PROBLEM_CJK =
  /问题|错误|失败|报错|崩溃|缺陷|故障|バグ|エラー|不具合|障害|失敗|問題|오류|에러|버그|문제|실패|장애/u;
const ACCOUNT_CJK = /修复|解决|原因|导致|由于|因为|修正|解決|対処|ため|수정|해결|원인|때문/u;

/**
 * A fix told as done, which says by itself that something was broken: the sentence opens with it and says what it
 * fixed (`Fixed \`database.rs\``), or it follows an arrow, a dash or a colon (`dragDropEnabled: false → fixes
 * Windows drag-and-drop`) or a verb of being (`the export is now fixed`). `A fixed screen region` and `Fix the two
 * errors` are not.
 */
const FIX_DONE = new RegExp(
  String.raw`(?:^[\s>*_~\-+\d.)[\]x]*|[→—–:]\s*)(?:${FIXED}|fixes)\s+\S|` +
    String.raw`(?<![\p{L}\p{N}_])(?:was|were|been|got|is|are|now)\s+(?:${FIXED})(?![\p{L}\p{N}_])`,
  'iu',
);

/** Whether one sentence names a problem with its cause or what overcame it, or tells of a fix done. */
function accountsForProblem(sentence: string): boolean {
  if (PROBLEM.test(sentence) && ACCOUNT.test(sentence)) return true;
  const simplified = toSimplified(sentence);
  return (PROBLEM_CJK.test(simplified) && ACCOUNT_CJK.test(simplified)) || FIX_DONE.test(sentence);
}

/**
 * A heading that names problems: its main part (see `headingMainPart`) holds one of the words of `PROBLEM` or
 * `troubleshooting`, or, in Chinese, Japanese and Korean, of `PROBLEM_CJK` or a word of "known" (`已知限制`, `既知の不具合`);
 * or, anywhere in it, the title included, a problem with a word of fixing (`Checkpoint: Fix Critical Crash & Empty
 * Chats`). A topic that only names one (`Handoff 1.0.0g — Error-aware ASCII ingestion`) does not.
 */
function namesProblems(heading: Heading | string): boolean {
  const text = toSimplified(
    (typeof heading === 'string' ? heading : plainText(heading, HANDOFF_TEXT)).normalize('NFKC'),
  );
  const main = headingMainPart(text);
  if (PROBLEM.test(main) || PROBLEM_CJK.test(main) || /troubleshooting|已知|既知|알려진/iu.test(main)) return true;
  // A heading that names a problem's cause (`Root cause: rotation order in chain composition`) holds its account, and
  // so does one that asks why the work stopped (`Why It Stopped`, `Why the deploy failed`).
  if (ROOT_CAUSE.test(main) || WHY_STOPPED.test(main)) return true;
  // A heading of corrections made to the work holds what was wrong in it (`Correcciones técnicas`, `Corrección
  // posterior a review`, `Post-review fixes`), as a fix told as done does.
  if (CORRECTIONS.test(main)) return true;
  return PROBLEM.test(text) && FIX_WORD.test(text);
}

/** A paragraph's text as the hand-over's reader reads it. */
const handoffText = (paragraph: Paragraph) => plainText(paragraph, HANDOFF_TEXT);

/** Whether a label alone on its line names problems (`**Known issues:**`), as a heading would: it heads the rest. */
function namesProblemsAsLabel(label: string | null): boolean {
  return label !== null && namesProblems(label);
}

/** A problem's cause, in the languages of `PROBLEM` and `PROBLEM_CJK`. */
const ROOT_CAUSE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(?:root\s+causes?|ursache|causa\s+ra[ií]z|cause\s+racine|causa\s+principale)|` +
    String.raw`根本原因|根因|근본\s*원인`,
  'iu',
);

/**
 * Words that name corrections made, in the languages of `PROBLEM`: English, German, Spanish, Portuguese, Italian,
 * French, Russian. `Fix` alone is a task (`## Fix plan`); `Fixes`, the fixes made.
 */
const CORRECTIONS = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(?:corrections?|fixes|bug\s*fixes|hotfix(?:es)?|errata|review\s+findings|` +
    String.raw`korrekturen?|correcci[oó]n(?:es)?|corre[cç][aã]o|corre[cç][õo]es|correzion[ei]|correctifs?|` +
    String.raw`исправлени[яе])(?![\p{L}\p{N}_])`,
  'iu',
);

/** A heading that asks why the work stopped or failed: its section gives the cause. */
const WHY_STOPPED = /^why\b.*\b(?:stopped|stalled|halted|paused|blocked|failed|broke|aborted)\b/iu;

/** A word of fixing, in a heading that names what was fixed (`Checkpoint: Fix Critical Crash`). */
const FIX_WORD = /(?<![\p{L}\p{N}_])(?:fix|fixed|fixes|fixing|resolved|solved)(?![\p{L}\p{N}_])/iu;

/** The longest sentence weighed: past it, a run of text is no sentence an author wrote. */
const MAX_SENTENCE = 2_000;

/**
 * Whether the document tells of trouble: a section of problems that holds something, or a sentence, in a paragraph
 * or a table row, that gives a problem with its cause or what overcame it.
 */
export function tellsOfTrouble(document: HandoffDocument): boolean {
  const children = document.root.children;
  // A tag alone on its line heads a part as a heading does (`<blockers>`).
  for (const part of document.tagParts) {
    const [from, to] = part.children;
    const content = children.slice(from, to).some((node) => node.type !== 'html' && node.type !== 'thematicBreak');
    if (content && namesProblems(tagWords(part.tag))) return true;
  }
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    if (node.type === 'heading' && namesProblems(node) && holdsContent(children, i)) return true;
    if (node.type === 'paragraph' && i + 1 < children.length && children[i + 1]!.type !== 'heading') {
      if (namesProblemsAsLabel(loneLabel(node, handoffText))) return true;
    } else if (node.type === 'list') {
      if (node.children.some((item) => namesProblemsAsLabel(itemLabel(item, handoffText)))) return true;
    }
  }
  return textBlocksIn(document.root).some((text) =>
    sentencesOf(text).some((sentence) => sentence.length <= MAX_SENTENCE && accountsForProblem(sentence)),
  );
}

/**
 * Whether the section the heading at `at` opens holds anything but headings, comments and rules, up to the next
 * heading of its depth or less. A node lies in at most six open sections, one per depth, so the scans stay linear.
 */
function holdsContent(children: readonly RootContent[], at: number): boolean {
  const depth = (children[at] as Heading).depth;
  for (let i = at + 1; i < children.length; i++) {
    const node = children[i]!;
    if (node.type === 'heading') {
      if (node.depth <= depth) return false;
    } else if (node.type !== 'html' && node.type !== 'thematicBreak') return true;
  }
  return false;
}
