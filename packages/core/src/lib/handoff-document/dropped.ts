import { sentencesOf } from '../markdown/sentences.js';
import { toSimplified } from '../markdown/han-script.js';
import type { HandoffDocument } from './document.js';
import { textBlocksIn } from './text-blocks.js';

/*
 * An approach recorded as dropped where the author wrote it (docs/real-files.md, "An approach
 * dropped is recorded wherever it is written"): a free-form hand-over that says, in any section,
 * that something was dropped, reverted or ruled out, and why (`V2EX dropped (its API has no search
 * endpoint)`, `Reverted the cache: it served stale pages`, `Tried a worker pool, did not work because
 * …`), has recorded a failed approach, though under no heading of its own.
 *
 * A sentence records one when a word that the work was given up (`ABANDONED`) is followed, in the
 * same sentence, by a reason: a clause (`because`, `since`, `due to`, `as`), or a parenthesis, colon
 * or dash that opens one, after the word or after what was given up (`dropped DAL (extraction failure
 * — …)`). A word of giving up alone (`Dropped Node 16 support`) is a change, not a record of why an
 * approach failed. A warning not to bring a thing back (`should not be reintroduced`,
 * `do not retry …`) records one too: it says the thing was tried.
 */

/**
 * Words that say an approach or a piece of work was given up; and the same in the other languages of the synonym table
 * written with spaces (`verworfen`, `descartado`, `abandonné`, `отвергнуты`, `не сработало`, …).
 */
const ABANDONED =
  String.raw`dropped|abandoned|reverted|ruled\s+out|rejected|de-?scoped|scrapped|discarded|gave\s+up|backed\s+out|` +
  String.raw`rolled\s+back|did(?:\s+not|n['’]t)\s+work|does(?:\s+not|n['’]t)\s+work|won['’]t\s+work|dead\s+end|` +
  String.raw`switched\s+(?:to|from|away|back)|(?:was|were)\s+replaced|` +
  // A failure or a premise found wrong, said with why (`the gate failed on the holdout: …`, `the premise was wrong —
  // …`, `the full suite did not complete (the harness reaped it)`).
  String.raw`failed|(?:was|were|is|are)\s+(?:factually\s+)?(?:wrong|incorrect)|did(?:\s+not|n['’]t)\s+complete|` +
  String.raw`timed\s+out|hangs|hung|` +
  // German, Spanish and Portuguese, Italian, French.
  String.raw`verworfen|aufgegeben|zurückgerollt|funktioniert(?:e)?\s+nicht|` +
  String.raw`descartad[oa]s?|abandonad[oa]s?|revertid[oa]s?|no\s+funcionó|não\s+funcionou|` +
  String.raw`scartat[oaie]|abbandonat[oaie]|non\s+ha\s+funzionato|` +
  String.raw`abandonnée?s?|écartée?s?|rejetée?s?|n['’]a\s+pas\s+(?:marché|fonctionné)|` +
  // Russian: rejected, given up, rolled back, did not work, decided not to use.
  String.raw`отвергнут[ыао]?|отвергли|отклонен[ыао]?|отказались|откатили|не\s+сработал[аои]?|` +
  String.raw`решили\s+не\s+использовать`;

/** A word of giving up, as a whole word. */
const GIVEN_UP = new RegExp(String.raw`(?<![\p{L}\p{N}_])(?:${ABANDONED})(?![\p{L}\p{N}_])`, 'iu');
/** What opens a reason after the word: a parenthesis, a colon or a dash (`dropped DAL (extraction failure — …)`). */
const REASON_OPENER = /\(|:|[—–]|\s-\s/u;
/** A word that opens a clause of reason, in the same languages (not French `car`: an English noun too). */
const REASON_WORD = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(?:because|since|due\s+to|as\s+(?:it|they|the|this|that)|lessons?|weil|porque|por|` +
    String.raw`ya\s+que|debido\s+a|perché|poiché|parce\s+que|потому\s+что|так\s+как|из-за)(?![\p{L}\p{N}_])`,
  'iu',
);

/** A word that draws a consequence from what comes before it (`so`, `therefore`, `deshalb`, `donc`, `por eso`). */
const CONSEQUENCE_WORD = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(?:so|therefore|thus|hence|deshalb|daher|donc|quindi|por\s+eso|por\s+lo\s+tanto)` +
    String.raw`(?![\p{L}\p{N}_])`,
  'iu',
);

/**
 * Whether one sentence gives something up and says why: after its first word of giving up, the sentence opens a
 * reason — a parenthesis, a colon or a dash, or a word of reason — or before it a word of reason or of consequence
 * gives one. Each regular expression runs once, so the test is linear.
 */
function givesUpWithReason(sentence: string): boolean {
  const match = GIVEN_UP.exec(sentence);
  if (match === null) return false;
  const rest = sentence.slice(match.index + match[0].length);
  if (REASON_OPENER.test(rest) || REASON_WORD.test(rest)) return true;
  // The reason may come first, with a word that draws the consequence or gives the cause (`fork steps died (SIGKILL,
  // exit 143), so fork was dropped for fresh steps`, the fifty-sixth sample's). A parenthesis alone before the word
  // names, it gives no reason (`the ADR (Cookie Mine), 3 rejected alternatives`).
  const before = sentence.slice(0, match.index);
  return CONSEQUENCE_WORD.test(before) || REASON_WORD.test(before);
}

/**
 * The same in the scripts written without spaces (Chinese, Japanese, Korean): within one sentence, a word of
 * switching away or giving up and a word of cause or failure, in either order (`…导致超时 → 全部改为并行`, the serial
 * fetch timed out, so all became parallel; `…ため、…に切り替え`).
 */
const SWITCH_CJK = /改用|改为|切换到|换成|弃用|放弃|回滚|推翻|切り替え|やめ|断念|諦め|代わりに|대신|전환|포기|롤백/u;
/** A word that forbids a way of working (`不要`, `避免`, `しないこと`, `避ける`, `하지 않는다`, `하지 마`). */
const FORBID_CJK = /不要|避免|禁止|しない|避ける|하지\s*않는다|하지\s*마|금지/u;
const CAUSE_CJK = /导致|因为|由于|无效|失败|超时|问题|ため|ので|原因|失敗|때문|원인|실패|므로/u;

/**
 * Whether one sentence of a text in those scripts gives up, switches away from or forbids a way of working, saying
 * why (`…최적화 seam이 확인되지 않았으므로 … 병렬화하지 않는다`: no seam was found, so do not parallelise).
 */
function switchesWithCause(text: string): boolean {
  return toSimplified(text)
    .split(/[。；！？\n]/u)
    .some((sentence) => (SWITCH_CJK.test(sentence) || FORBID_CJK.test(sentence)) && CAUSE_CJK.test(sentence));
}

/**
 * A warning not to bring back what was tried (`1024 is invalid and should not be reintroduced`, `do not retry the
 * worker pool`, `don't go back to polling`), or against a way of doing the work (`You must never use a linear
 * smoother to average two hues`, `We do not use raw decibel levels`): it says the way was weighed and fails, so it
 * needs no reason after it.
 */
const NOT_AGAIN = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(?:(?:should|must)\s+not\s+be\s+(?:reintroduced|retried|tried\s+again)|` +
    String.raw`(?:do\s+not|don['’]t|never|must\s+not|should\s+not)\s+` +
    String.raw`(?:reintroduce|retry|try\s+again|go\s+back\s+to|use))` +
    String.raw`(?![\p{L}\p{N}_])`,
  'iu',
);

/**
 * A problem stated with its cause or its solution, as labelled lines (`**Problem:** ports 5001/5002 blocked` …
 * `**Solution:** a local participant`, `Symptom:` … `Root cause:` … `Fix:`, `**問題**:` … `**解決策**:`): the
 * record of a troubleshooting, which says what did not work and why. Each language's ordinary words; a line opens
 * with the label, then a colon.
 */
const PROBLEM_LABEL =
  /^(?:problem|issue|symptom|bug|error|problema|síntoma|sintoma|problème|問題|症状|问题|문제|증상)\s*[:：]/iu;
const ANSWER_LABEL = new RegExp(
  '^(?:solution|fix|resolution|workaround|root\\s+cause|cause|lösung|ursache|solución|solucion|solução|causa|' +
    'cause\\s+racine|解決策|解決|対処|原因|解决方案|解决|해결|원인)\\s*[:：]',
  'iu',
);

/**
 * A lesson stated where it was learned: a sentence that opens with a label of lessons and a colon (`Lesson for next
 * time: sync before starting a shared row`, `Lessons learned: …`, `Lección: …`, `教训：…`), as a section of lessons
 * records what not to repeat (the hundred-and-sixteenth sample's hand-over, whose lesson closes a paragraph).
 */
const LESSON_LABEL = new RegExp(
  String.raw`^\s*(?:(?:lessons?|learnings?|lecci[oó]n(?:es)?|li[cç][aã]o|li[cç][õo]es|lektion(?:en)?|le[cç]ons?)` +
    String.raw`(?:\s+[^\s:：]+){0,3}|教训|教訓|교훈)\s*[:：]\s*\S`,
  'iu',
);

/** The lines of a text, each without its leading blanks. */
function lines(text: string): string[] {
  return text.split(/\r\n|\r|\n/u).map((line) => line.trimStart());
}

/**
 * Whether the document records a failed approach in its text rather than under a heading of its own: a paragraph, in
 * a list or not, or a table row (`textBlocksIn`), gives up an approach with its reason, states a lesson or warns not to
 * bring one back, or its lines state a problem with its cause or solution.
 */
export function recordsDroppedApproach(document: HandoffDocument): boolean {
  let problem = false;
  let answer = false;
  for (const text of textBlocksIn(document.root)) {
    const sentences = sentencesOf(text);
    if (sentences.some((sentence) => givesUpWithReason(sentence) || LESSON_LABEL.test(sentence))) return true;
    if (NOT_AGAIN.test(text) || switchesWithCause(text)) return true;
    for (const line of lines(text)) {
      problem ||= PROBLEM_LABEL.test(line);
      answer ||= ANSWER_LABEL.test(line);
    }
    if (problem && answer) return true;
  }
  return false;
}
