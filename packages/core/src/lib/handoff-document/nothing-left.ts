import type { ListItem, RootContent } from 'mdast';
import { plainText } from '../markdown/plain-text.js';
import { HANDOFF_TEXT } from './document.js';
import { noneReason } from './items.js';

/*
 * A statement that no work remains (docs/real-files.md, "Lessons and nothing left"): the list of
 * next steps is empty by the author's word. The block
 *
 * - opens with a "none" word (`None.`, `N/A`, `Keine`, `없음`…, as `noneReason` reads it) or is a
 *   lone dash (`—`); or one of its sentences is a word of absence alone (`Nothing.`), or, short (at most
 *   `MAX_STATEMENT_WORDS` words),
 * - puts a word of absence before a word of what remains (`Nothing left`, `No further steps`,
 *   `nothing pending`, `There is no remaining work`), or
 * - opens with the whole of the work and says it is complete (`All tasks complete`, `Everything is
 *   done`, `Work is complete`, `모든 작업 완료`, `すべて完了`, `全部完成`).
 *
 * A sentence that names an exception (`except`, `but`, `until`…) states that something remains, so it
 * is no such statement: `Nothing left but the release tag`. A list whose every task is ticked
 * (`- [x] …`) or struck through (`- [ ] ~~…~~`) leaves no step either: each is done or dropped
 * (`closesEveryTask`).
 */

/** A lone dash, or `n/a`: the cell or line left empty on purpose. */
const EMPTY_MARK = /^(?:[\p{Pd}\s]+|n\/a\.?)$/iu;

/** A whole word, case-insensitive, out of alternatives (a regular expression's source each). */
function words(alternatives: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'iu');
}

const ABSENCE = ['no', 'nothing', 'none', 'not\\s+any'];
const REMAINING = ['left', 'remaining', 'remains?', 'pending', 'outstanding', 'further', 'to\\s+do', 'todo'];
/** A word of absence, then within three words a word of what remains. */
const NOTHING_REMAINS = new RegExp(`${words(ABSENCE).source}(?:\\s+\\S+){0,3}?\\s+${words(REMAINING).source}`, 'iu');

const WHOLE = ['all', 'everything', 'every\\s+\\S+', 'entire\\s+\\S+', 'whole\\s+\\S+', 'work', 'job'];
const COMPLETE = ['complete', 'completed', 'done', 'finished', 'resolved', 'closed', 'shipped', 'merged'];
/** The whole of the work opens the sentence, and within six words it is complete. */
const ALL_COMPLETE = new RegExp(
  `^(?:the\\s+)?${words(WHOLE).source}(?:\\s+\\S+){0,6}?\\s+${words(COMPLETE).source}`,
  'iu',
);

/**
 * The same in the scripts written without spaces between words: "all" then, within the sentence,
 * "complete" or "settled" (Korean, Japanese, Chinese: `모든 작업 완료`, `全項目が決着した`), not
 * followed by a word that makes it a condition (`すべて完了したら`, `모두 완료하면`, `全部完成后`).
 */
const ALL_COMPLETE_CJK = new RegExp(
  '(?:모든|전체|すべて|全て|全部|全項目|所有)[^。！？.!?]{0,20}?(?:완료|完了|完成|結束|结束|決着|解決|解决)' +
    '(?!\\S{0,3}?(?:したら|すれば|하면|후|後|后))',
  'u',
);

/** A status's whole value is `words` (a regular expression's source), with marks and punctuation around it. */
function wholeStatus(words: string): RegExp {
  return new RegExp(String.raw`^[\s\p{S}\p{P}]*(?:${words})[\s\p{S}\p{P}]*$`, 'iu');
}

/**
 * A status that says the whole of the work is complete: a word of completion (`COMPLETE`) alone or after a word for the
 * whole (`Complete`, `Done ✅`, `Milestone complete`, `All done`), not a part's (`Phase 9 complete` leaves the other
 * phases).
 */
const STATUS_COMPLETE = wholeStatus(
  String.raw`(?:(?:all|everything|milestone|project|work)\s+(?:is\s+)?)?${words(COMPLETE).source}`,
);

/** Whether a status's value says the whole of the work is complete (`STATUS_COMPLETE`). */
export function statesWorkComplete(value: string): boolean {
  return STATUS_COMPLETE.test(value);
}

/**
 * A status that says the work has not begun: `Pending`, `Planned`, `Future`, `Not started`, `Queued`, `To do`, alone
 * (`**Status:** Pending — recommended next session`, cut at its dash). A brief for a session not yet run has tried
 * nothing: its record of failed approaches is empty by its own word.
 */
const STATUS_NOT_STARTED = wholeStatus(String.raw`pending|planned|future|not\s+(?:yet\s+)?started|queued|to\s*do`);

/** Whether a status's value says the work has not begun (`STATUS_NOT_STARTED`). */
export function statesNotStarted(value: string): boolean {
  return STATUS_NOT_STARTED.test(value);
}

/** A word that names what is left after all: the sentence then says something remains. */
const EXCEPTION = words([
  'except',
  'but',
  'besides',
  'apart\\s+from',
  'aside\\s+from',
  'other\\s+than',
  'until',
  'unless',
  'once',
  'before',
  'after',
]);

/** A word that puts completion in the future or denies it: `All pages must be done`, `Not everything is complete`. */
const NOT_YET = words(['must', 'should', 'needs?', 'will', 'shall', 'still', 'yet', 'not', 'to\\s+be']);

/**
 * The most words a statement has: it states, it does not discuss (`a later run will find fewer or no
 * remaining items` inside a paragraph of instructions is no statement that nothing is left).
 */
const MAX_STATEMENT_WORDS = 12;

/** Emphasis, emoji, checkmarks and punctuation before the first word. */
const LEADING_MARKS = /^[\s\p{S}\p{P}\u200d\ufe0f]*/u;

/** The sentences of a text: cut at `.`, `;`, `!`, `?` before a space or the end, and at their wide forms. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.;!?])\s+|[。；！？]/u)
    .map((sentence) => sentence.replace(LEADING_MARKS, '').trim())
    .filter((sentence) => sentence !== '');
}

/**
 * A word of absence that is the whole sentence (`Nothing.`, `Nichts.`, `Rien.`, `Nada.`): in next steps, nothing is
 * next (`- Nothing. This concludes Session 17`, the hundred-and-fifteenth sample's last session note).
 */
const LONE_ABSENCE = /^(?:nothing|nichts|rien|niente|nada|nic|ничего)[.!]?$/iu;

/** Whether one sentence states that no work remains (see above). */
function sentenceStatesNothingLeft(sentence: string): boolean {
  if (LONE_ABSENCE.test(sentence)) return true;
  if (sentence.split(/\s+/u).length > MAX_STATEMENT_WORDS || EXCEPTION.test(sentence)) return false;
  if (NOTHING_REMAINS.test(sentence)) return true;
  return (ALL_COMPLETE.test(sentence) && !NOT_YET.test(sentence)) || ALL_COMPLETE_CJK.test(sentence);
}

/**
 * Whether a block — a paragraph, or a list item's text — states that no work remains: it opens with
 * a "none" word or is a lone dash, or one of its sentences says nothing remains or the whole of the
 * work is complete, naming no exception.
 */
export function statesNothingLeft(node: RootContent | ListItem): boolean {
  const paragraph = node.type === 'paragraph' ? node : node.type === 'listItem' ? node.children[0] : undefined;
  if (paragraph?.type !== 'paragraph') return false;
  const text = plainText(node.type === 'listItem' ? node : paragraph, HANDOFF_TEXT).trim();
  if (EMPTY_MARK.test(text)) return true;
  const parts = sentences(text);
  if (noneReason(node) !== null) return !EXCEPTION.test(parts[0] ?? '');
  return parts.some(sentenceStatesNothingLeft);
}

/** A task ticked (`[x]`) or struck through (`~~…~~`, after an optional `[ ]`): done or dropped. */
const CLOSED_TASK = /^\s*(?:\[[xX]\]|(?:\[ \]\s*)?(?:[*_]{1,3})?~~)/u;

/**
 * Whether a section's content is lists only, every top-level item of them a task ticked or struck
 * through (GitHub's task-list and strikethrough marks, read from the text): nothing in it is left open.
 */
export function closesEveryTask(content: readonly RootContent[]): boolean {
  if (content.length === 0 || content.some((node) => node.type !== 'list' && node.type !== 'html')) return false;
  const items = content.flatMap((node) => (node.type === 'list' ? node.children : []));
  return (
    items.length > 0 &&
    items.every((item) => item.children[0]?.type === 'paragraph' && CLOSED_TASK.test(plainText(item.children[0])))
  );
}
