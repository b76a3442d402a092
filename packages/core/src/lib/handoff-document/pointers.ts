import type { Paragraph } from 'mdast';
import { paragraphsIn } from '../markdown/paragraphs.js';
import { plainText, type PlainTextOptions } from '../markdown/plain-text.js';
import { HANDOFF_TEXT, type HandoffDocument } from './document.js';

/*
 * A hand-over that sends its reader to another file for the session's whole record (docs/real-files.md,
 * "Batch 10's development part" and "A resume card defers to the record it names"): `Read
 * .buildrunner/HANDOFF_2025_11_17.md for complete context`, `Full handoff doc: docs/plans/handoff.md`,
 * `SESSION_SUMMARY.md - Complete session details`, `Read SESSION_LOG.md for complete details!`. Its
 * records — what failed, what was tried — stand in the file it names, so their absence is not claimed
 * on the pointer. A paragraph points there when it names a Markdown file that keeps a session's record
 * (`RECORD_FILE`: in a code span, a link or its text) and says, outside its code, that the file holds
 * the full or complete record: the whole context, details, hand-over, history, log or notes.
 */

/** Words that say the file named holds the whole record: `for complete context`, `Full handoff doc`. */
const WHOLE_RECORD = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(?:full|complete|whole)\s+(?:session\s+)?` +
    String.raw`(?:context|details|handoff|handover|hand-over|record|history|log|notes)(?![\p{L}\p{N}_])`,
  'iu',
);

/**
 * A Markdown file that keeps a session's record, by its name: a hand-over's, a session's, a log's, notes, a summary,
 * progress or context (`SESSION_LOG.md`, `SESSION_SUMMARY.md`, `docs/plans/handoff-may-20.md`); not `README.md` or a
 * plan. Tested on one word at a time, with what encloses it dropped.
 */
const RECORD_WORDS = 'handoff|handover|session|log|notes|summary|progress|context|resume|continuity';
const RECORD_FILE = new RegExp(String.raw`^[\w./-]*(?:${RECORD_WORDS})[\w./-]*\.(?:md|markdown)$`, 'iu');
/** The longest word read as a file name: a longer one is no path a hand-over names. */
const MAX_PATH = 256;
const ENCLOSING = /^[([{"'`*_<]+|[)\]}"'`*_>,;:.!?]+$/gu;

/** Whether a word of the text, or a link's target, is a file that keeps a session's record. */
function isRecordFile(word: string): boolean {
  if (word.length > MAX_PATH) return false;
  return RECORD_FILE.test(word.replace(ENCLOSING, '').replace(/[#?].*$/u, ''));
}

/** Whether a paragraph of the document defers to another file for the session's whole record. */
export function pointsToFullRecord(document: HandoffDocument): boolean {
  return paragraphsIn(document.root).some(defers);
}

/** The handoff reading with inline code as a space; one object, not a spread per paragraph. */
const CODE_AS_SPACE: Readonly<PlainTextOptions> = { ...HANDOFF_TEXT, inlineCode: ' ' };

function defers(paragraph: Paragraph): boolean {
  if (!WHOLE_RECORD.test(plainText(paragraph, CODE_AS_SPACE))) return false;
  return plainText(paragraph, HANDOFF_TEXT).split(/\s+/u).some(isRecordFile) || linksRecord(paragraph);
}

/** Whether a link of the paragraph leads to a file that keeps a session's record. */
function linksRecord(paragraph: Paragraph): boolean {
  return paragraph.children.some((node) => node.type === 'link' && isRecordFile(node.url));
}
