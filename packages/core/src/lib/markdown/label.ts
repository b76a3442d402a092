import type { ListItem, Paragraph } from 'mdast';

/**
 * A label: up to 60 characters with no colon or line break, then a colon — ASCII or full-width, as Chinese and Japanese
 * write it (`踩雷已修：…`) — and a value (not a URL's `://`).
 */
const OPENING_LABEL = /^([^:：\n]{1,60})[:：](?!\/\/)\s*(\S[^\n]*)/u;
/**
 * A value a form leaves blank for its writer: an ellipsis, a run of underscores, a bracketed ellipsis, words in angle
 * brackets, or an instruction or a choice in square brackets (`Status: ...`, `Goal: ____`, `Next step: <what to do>`,
 * `Run: [ISO8601 timestamp]`, `Role: [Maintainer | Optimizer]`). Capitals alone in brackets are a tag of state
 * (`[DONE]`), not a blank.
 */
const BLANK_VALUE = /^(?:\.{3,}|…+|_{3,}|\[(?:\.{3}|…)\]|<[a-z][a-z ]*>|\[(?=[^\]\n]*(?:\p{Ll}|\|))[^[\]\n]+\])$/u;

/**
 * A line that is only a blank in square brackets, or a list item that is (`[One sentence: what this run was to do.]`,
 * `1. [Task one]`, `- [List files changed. "None" if none.]`): a form's prompt for its writer, as `BLANK_VALUE` reads
 * one after a label (the hundred-and-fifty-first sample's `.cursor/handoff.md`, a run's hand-over form, read as one).
 */
const BRACKETED_LINE = /^[ \t]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)?\[(?=[^\]\n]*(?:\p{Ll}|\|))[^[\]\n]+\][ \t]*$/u;

/** Whether a raw line is only a bracketed blank (`BRACKETED_LINE`). */
export function isBracketedBlank(line: string): boolean {
  return BRACKETED_LINE.test(line);
}

/**
 * The most words a label has: a label names a part (`Next steps`, `Files that can be unloaded`); a longer run of words
 * before a colon is a sentence that leads into what follows (`Next developer can start immediately with npm run dev:`).
 */
const LABEL_WORDS = 5;

/**
 * The label a block's text opens with (`Next steps` of `Next steps: run the tests`, `Blockers` of `Blockers: none`),
 * or `null`: the words before the first colon of its first line, when a value follows — not a blank a form leaves for
 * its writer (`Status: ...`, a template's field). `text` is the block's plain
 * text, its inline formatting dropped (`**Blockers:** none` is `Blockers: none`). A line that is only a label
 * (`**Notes:**`) labels nothing in it, nor does a sentence (more than `LABEL_WORDS` words).
 */
export function openingLabel(text: string): string | null {
  return labelAndValue(text)?.label ?? null;
}

/** `openingLabel`'s label and the value after its colon, trimmed, or `null`. */
function labelAndValue(text: string): { label: string; value: string } | null {
  const match = OPENING_LABEL.exec(text);
  if (match === null) return null;
  const value = match[2]!.trim();
  return !BLANK_VALUE.test(value) && namesAPart(match[1]!) ? { label: match[1]!, value } : null;
}

/**
 * A value that is a number or a version alone (`00013`, `v1.2`, `#42`, `3/5`): a label with such a value states a fact
 * (`Next migration: 00013`, `Next phase: 4`), not a part of a note (docs/real-files.md, "A fact is no step"). A date
 * is not one: it says when the labelled state began (`Paused: 2026-04-16`).
 */
const FACT_VALUE = /^(?!\p{N}{4}-\p{N}{2}-\p{N}{2}$)[#v]?\p{N}[\p{N}.,/_-]*$/u;

/**
 * The label a block's text opens with when the block is a part of a note written as a labelled line (`Next steps: run
 * the tests`, `Dead end: polling`), or `null`: `openingLabel`, but not a label that states a fact (`FACT_VALUE`).
 */
export function openingPartLabel(text: string): string | null {
  const labelled = labelAndValue(text);
  return labelled === null || FACT_VALUE.test(labelled.value) ? null : labelled.label;
}

/** Whether words before a colon are a label, not a sentence: some, and at most `LABEL_WORDS` of them. */
function namesAPart(label: string): boolean {
  const words = label.trim();
  return words !== '' && words.split(/\s+/u).length <= LABEL_WORDS;
}

/** A label alone: up to 60 characters with no colon or line break, then a colon (ASCII or full-width) and nothing. */
const LONE_LABEL = /^([^:：\n]{1,60})[:：]$/u;

/**
 * Whether a block's plain text is a form's field left blank: a label and nothing after it (`Done:`, of `- **Done**:`),
 * or a label and a blank a form leaves for its writer (`Status: ...`, `Goal: ____`).
 */
export function isBlankField(text: string): boolean {
  const trimmed = text.trim();
  const lone = LONE_LABEL.exec(trimmed)?.[1];
  if (lone !== undefined) return namesAPart(lone);
  const match = OPENING_LABEL.exec(trimmed);
  return match !== null && BLANK_VALUE.test(match[2]!.trim()) && namesAPart(match[1]!);
}

/**
 * The label a paragraph is made of, or `null`: a label and its colon with nothing after it (`Known issues:`,
 * `**Next steps**:`), or a bold line (`**Next Steps**`) — a line that heads the blocks under it, as a heading does.
 * `textOf` gives the paragraph's plain text, asked only of a paragraph that ends in a colon or a bold run; a label of
 * more than `LABEL_WORDS` words is a sentence, and heads nothing.
 */
export function loneLabel(paragraph: Paragraph, textOf: (paragraph: Paragraph) => string): string | null {
  const last = paragraph.children.at(-1);
  if (last === undefined || (last.type !== 'strong' && !(last.type === 'text' && /[:：]\s*$/u.test(last.value))))
    return null;
  const trimmed = textOf(paragraph).trim();
  const bold = paragraph.children.length === 1 && last.type === 'strong';
  const label = LONE_LABEL.exec(trimmed)?.[1] ?? (bold && !trimmed.includes('\n') ? trimmed : undefined);
  return label !== undefined && namesAPart(label) ? label : null;
}

/**
 * The lone label of a list item that heads blocks under it (`- **Current state**:` and a list), or `null`: the label
 * its first block is made of (`loneLabel`), when more blocks follow in the item.
 */
export function itemLabel(item: ListItem, textOf: (paragraph: Paragraph) => string): string | null {
  const first = item.children[0];
  return first?.type === 'paragraph' && item.children.length > 1 && first.position ? loneLabel(first, textOf) : null;
}
