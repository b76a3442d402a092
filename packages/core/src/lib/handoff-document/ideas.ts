import type { ListItem, RootContent } from 'mdast';
import { plainText } from '../markdown/plain-text.js';
import { HANDOFF_TEXT } from './document.js';

/*
 * Ideas to weigh are not steps awaiting a command (docs/real-files.md, "Ideas to weigh"): a
 * next-steps section whose heading names ideas, future work or decisions and questions still
 * open (`Future work`, `Ideas`, `Possible next steps`, `Key Decisions Pending`, `Open
 * questions`), or whose every item asks a question (`git dep or workspace member?`), is an
 * aside in parentheses or brackets — a form's blank, `(filled by /handoff or manually)` — or
 * opens with a word that offers an option rather than a task (`Consider …`, `Evaluate …`,
 * `Explore …`, `Could …`, but not `Could not …`) or says what could be done (`a model could be
 * built`, `can be streamed`, `(optional)`), or whose items
 * follow a lead-in that says they are ideas (`Future work could include:`, `Backlog items to
 * brainstorm:`), lists nothing the author meant a reader to run now.
 */

/** A heading that names options rather than tasks. */
const IDEAS_HEADING = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])` +
    String.raw`(?:future\s+work|ideas?|possible|potential|optional|nice\s+to\s+have|brainstorm\w*|` +
    String.raw`decisions?|questions?)` +
    String.raw`(?![\p{L}\p{N}_])`,
  'iu',
);
/** The first word of an item that offers an option to weigh. */
const IDEA_OPENER = new RegExp(
  String.raw`^(?:consider|evaluate|explore|(?:could|might)(?!\s+not)|maybe|perhaps|possibly|optionally|possible|` +
    String.raw`potential(?:ly)?)(?![\p{L}\p{N}_'’])`,
  'iu',
);
/**
 * An item that says what could be done rather than what is to be done: a modal of possibility in
 * any of its sentences (`a model could be built on the dataset`, `the lists can be streamed to the
 * controller`, `might move to workers`), or one the author marks optional (`Phase 4.2: PWA (optional)`).
 */
const POSSIBILITY =
  /(?<![\p{L}\p{N}_])(?:(?:could|might)(?!\s+not)(?![\p{L}\p{N}_'’])|can\s+be\s+\p{L}+ed|optional)(?![\p{L}\p{N}_])/iu;
/** An item that asks a question: a decision to make, not a step to run. */
const QUESTION = /[?？]/u;
/** An item that is an aside, whole in parentheses or brackets: a note about the section, not a step. */
const ASIDE = /^[(（[][^]*[)）\]]$/u;
/** A lead-in that says the items after it are ideas: its last clause names ideas and ends with a colon. */
const IDEAS_LEAD_IN =
  /(?<![\p{L}\p{N}_])(?:future\s+work|ideas?|could|brainstorm\w*|possible|options?)(?![\p{L}\p{N}_])[^:]*:\s*$/iu;

/** A block's text, emphasis and list markers gone. */
function textOf(node: RootContent | ListItem): string {
  return plainText(node, HANDOFF_TEXT).trim();
}

/** The last clause of a paragraph: what follows its last full stop, semicolon or other end of a sentence. */
function lastClause(text: string): string {
  return text.split(/[.;!?。；！？]\s+/u).at(-1) ?? text;
}

/**
 * A heading that leaves its steps to a person (`Remaining — Aaron Only`, the sixty-seventh sample's; `Manual steps`,
 * `User actions`, `Human tasks`): tasks for someone to do by hand — sign in, choose, pay — which no command runs.
 * A name with `only` after it (case kept: a person's name is capitalised) or a word for working by hand or for the
 * person the steps are given to.
 */
const PERSON_NAMED_ONLY = /(?<![\p{L}\p{N}_])\p{Lu}\p{Ll}+\s+[Oo]nly(?![\p{L}\p{N}_])/u;
const BY_HAND = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(?:manual(?:ly)?|human|(?:user|owner)(?:['’]s)?\s+(?:actions?|tasks?|steps?|only))` +
    String.raw`(?![\p{L}\p{N}_])`,
  'iu',
);

/** Whether a next-steps section's heading leaves its steps to a person (see `PERSON_NAMED_ONLY`, `BY_HAND`). */
export function leavesStepsToPerson(heading: string): boolean {
  return PERSON_NAMED_ONLY.test(heading) || BY_HAND.test(heading);
}

/** Whether a next-steps section offers ideas to weigh only (see the comment above). */
export function offersIdeasOnly(heading: string, content: readonly RootContent[]): boolean {
  if (IDEAS_HEADING.test(heading)) return true;
  const items: string[] = [];
  let ideasFollow = false;
  let ideaLists = 0;
  for (const node of content) {
    if (node.type === 'list') {
      if (ideasFollow) ideaLists++;
      else items.push(...node.children.map(textOf));
      ideasFollow = false;
    } else if (node.type === 'paragraph' || node.type === 'blockquote') {
      const text = textOf(node);
      ideasFollow = IDEAS_LEAD_IN.test(lastClause(text));
      if (!ideasFollow) items.push(text);
    } else if (node.type !== 'thematicBreak' && node.type !== 'html') return false;
  }
  return (
    (ideaLists > 0 || items.length > 0) &&
    items.every((text) => IDEA_OPENER.test(text) || POSSIBILITY.test(text) || QUESTION.test(text) || ASIDE.test(text))
  );
}
