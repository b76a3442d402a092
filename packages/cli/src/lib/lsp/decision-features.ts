import { pathToFileURL } from 'node:url';
import { BUCKET_FIELDS, BUCKET_PREFIX, type BucketName } from '@handoff/core/read';
import {
  CodeActionKind,
  CompletionItemKind,
  type CodeAction,
  type CompletionItem,
  type Diagnostic,
  type Location,
  type Position,
  type Range,
  type TextEdit,
} from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { rangeOf } from './diagnostics.js';
import type { DecisionOutline, OutlineBucket, OutlineItem } from './outline.js';

// The editor features of a plan or summary buffer, read from its outline (computed on the
// lint thread with the lint): go to a plan's decision from a summary, complete ids, references
// and labels in a bucket, and add the Taken item an Open decision is missing.

/** A buffer as the features read it: the document, its outline, and whether it starts with a byte order mark. */
export interface OutlinedBuffer {
  document: TextDocument;
  outline: DecisionOutline;
  bom: boolean;
}

const ID_TOKEN = /\b(?:D|O|R)-\d+\b/g;

/** From an `O-n`, `D-n` or `R-n` in a summary, the plan's item of that id. */
export function definitionAt({ document, outline }: OutlinedBuffer, position: Position): Location | null {
  if (outline.kind !== 'summary' || outline.plan === null) return null;
  const line = lineText(document, position.line);
  for (const match of line.matchAll(ID_TOKEN)) {
    if (position.character < match.index || position.character > match.index + match[0].length) continue;
    const item = outline.plan.items.find((candidate) => candidate.id === match[0]);
    if (!item) return null;
    return { uri: pathToFileURL(outline.plan.path).href, range: rangeOf(item.span, outline.plan.bom) };
  }
  return null;
}

/**
 * Completions at `position` in a bucket: at the start of a list item, the bucket's next id;
 * after `O-` in Taken (`D-` in Deviations), the plan's Open (Locked) decisions, those not yet
 * taken first; elsewhere in an item, the labels of its bucket it does not carry yet.
 */
export function completionsAt(buffer: OutlinedBuffer, position: Position): CompletionItem[] {
  const { document, outline } = buffer;
  const bucket = bucketAt(buffer, position);
  if (bucket?.name == null) return [];
  const name = bucket.name;
  const before = lineText(document, position.line).slice(0, position.character);
  const word = /[A-Za-z]*-?\d*$/.exec(before)![0];
  const replace: Range = { start: { line: position.line, character: position.character - word.length }, end: position };

  if (/^\s{0,3}[-*+]\s+(?:\*\*)?[A-Za-z]*-?\d*$/.test(before)) {
    const id = nextId(outline, BUCKET_PREFIX[name]);
    return [
      {
        label: id,
        kind: CompletionItemKind.Value,
        detail: `the next id of ${bucketWords(name)}`,
        textEdit: { range: replace, newText: `${id}: ` },
        filterText: word,
      },
    ];
  }

  const letter = name === 'taken' ? 'O' : name === 'deviations' ? 'D' : null;
  if (letter !== null && outline.plan !== null && new RegExp(`(?:^|[^A-Za-z])${letter}-?\\d*$`).test(before)) {
    const taken = new Set(itemsOf(outline, 'taken').map((item) => item.reference));
    const candidates = outline.plan.items.filter((item) => item.bucket === (letter === 'O' ? 'open' : 'locked'));
    return candidates.map((item, index) => ({
      label: item.id,
      kind: CompletionItemKind.Reference,
      detail: letter === 'O' ? (taken.has(item.id) ? 'taken already' : 'not taken yet') : 'a Locked decision',
      documentation: item.text,
      // Open decisions nobody took yet come first.
      sortText: `${letter === 'O' && taken.has(item.id) ? 1 : 0}${String(index).padStart(4, '0')}`,
      textEdit: { range: replace, newText: item.id },
      filterText: word,
    }));
  }

  const item = itemAt(buffer, bucket, position);
  const present = new Set(item?.fields ?? []);
  return BUCKET_FIELDS[name]
    .filter((field) => !present.has(field.field))
    .map((field, index) => ({
      label: field.colon ? `${field.label}:` : field.label,
      kind: CompletionItemKind.Property,
      detail: `a field of ${bucketWords(name)}`,
      sortText: String(index).padStart(4, '0'),
      textEdit: { range: replace, newText: field.colon ? `${field.label}: ` : `${field.label} ` },
      filterText: word,
    }));
}

/**
 * For each `open-decision-untaken` finding in `range`: two actions that add the missing Taken
 * item, as a choice (`- DT-k: Chose … for O-n. Reason: …`) or as mooted (`- DT-k: Mooted O-n.
 * Reason: …`). They write the structure only — the next free id, the reference, the labels —
 * and leave `…` where the author's option and reason go, which the linter still reports as
 * missing until they are written (docs/editors.md, "Adding a Taken item").
 */
export function takenItemActions(buffer: OutlinedBuffer, diagnostics: readonly Diagnostic[]): CodeAction[] {
  const { document, outline } = buffer;
  if (outline.kind !== 'summary' || outline.section === null) return [];
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    if (diagnostic.code !== 'open-decision-untaken') continue;
    const message = typeof diagnostic.message === 'string' ? diagnostic.message : diagnostic.message.value;
    const openRef = /`(O-\d+)`/.exec(message)?.[1];
    if (openRef === undefined) continue;
    const id = nextId(outline, 'DT');
    for (const [title, line] of [
      [
        `Add a Taken item for ${openRef} (the choice and the reason are yours to write)`,
        `- ${id}: Chose … for ${openRef}. Reason: …`,
      ],
      [
        `Add a Taken item marking ${openRef} mooted (the reason is yours to write)`,
        `- ${id}: Mooted ${openRef}. Reason: …`,
      ],
    ] as const) {
      actions.push({
        title,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        edit: { changes: { [document.uri]: [insertTakenItem(buffer, line)] } },
      });
    }
  }
  return actions;
}

/**
 * The edit that puts `line` after the last item of the first Taken bucket (in place of its `(none)`), or a new Taken
 * bucket.
 */
function insertTakenItem({ document, outline, bom }: OutlinedBuffer, line: string): TextEdit {
  const eol = /\r\n|\r|\n/.exec(document.getText())?.[0] ?? '\n';
  const taken = outline.buckets.find((bucket) => bucket.name === 'taken');
  if (taken === undefined) {
    const first = outline.buckets[0];
    const at = first
      ? rangeOf(first.heading, bom).start
      : lineEnd(document, rangeOf(outline.section!.heading, bom).end.line);
    const lead = first ? '' : eol + eol;
    return {
      range: { start: at, end: at },
      newText: `${lead}### Taken (within plan's discretion)${eol}${line}${eol}${first ? eol : ''}`,
    };
  }
  if (taken.items.length === 0 && taken.none.length > 0) {
    // The bucket said `(none)`: that is no longer true once it has an item.
    return { range: rangeOf(taken.none[0]!, bom), newText: line };
  }
  const last = taken.items.at(-1)?.span ?? taken.heading;
  const at = lineEnd(document, rangeOf(last, bom).end.line - (rangeOf(last, bom).end.character === 0 ? 1 : 0));
  return { range: { start: at, end: at }, newText: `${eol}${line}` };
}

/** The bucket whose lines hold `position` (after its heading, before the next bucket). */
function bucketAt({ document, outline, bom }: OutlinedBuffer, position: Position): OutlineBucket | undefined {
  const offset = document.offsetAt(position) - (bom ? 1 : 0);
  return outline.buckets.find((bucket) => offset >= bucket.heading.end.offset && offset <= bucket.end);
}

function itemAt({ document, bom }: OutlinedBuffer, bucket: OutlineBucket, position: Position): OutlineItem | undefined {
  const offset = document.offsetAt(position) - (bom ? 1 : 0);
  return bucket.items.find((item) => offset >= item.span.start.offset && offset <= item.span.end.offset);
}

function itemsOf(outline: DecisionOutline, name: BucketName): OutlineItem[] {
  return outline.buckets.filter((bucket) => bucket.name === name).flatMap((bucket) => bucket.items);
}

/** `DT-3` when the file's highest `DT-n` is 2 (ids are per file). */
function nextId(outline: DecisionOutline, prefix: string): string {
  let highest = 0;
  for (const bucket of outline.buckets)
    for (const item of bucket.items) {
      const match = item.id === null ? null : new RegExp(`^${prefix}-(\\d+)$`).exec(item.id);
      if (match) highest = Math.max(highest, Number(match[1]));
    }
  return `${prefix}-${highest + 1}`;
}

function bucketWords(name: BucketName): string {
  const words: Record<BucketName, string> = {
    locked: 'Locked',
    open: 'Open',
    rejected: 'Considered and rejected',
    taken: 'Taken',
    deviations: 'Deviations',
    questions: 'Open questions',
  };
  return words[name];
}

function lineText(document: TextDocument, line: number): string {
  return document
    .getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } })
    .replace(/\r?\n$|\r$/, '');
}

function lineEnd(document: TextDocument, line: number): Position {
  return { line, character: lineText(document, line).length };
}
