import { splitBom } from '../markdown/bom.js';
import type { DecisionSectionNode } from './model.js';
import type { ImplementationDecisions, PlanDecisions } from './typed-model.js';
import { renderImplementationDecisions, renderItem, renderPlanDecisions } from './render.js';
import { parseDecisionDocument } from './parse.js';
import { parseMarkdown } from '../markdown/tree.js';
import { parseImplementationDecisions, parsePlanDecisions } from './typed-parse.js';

/**
 * Put a decisions section into a plan or summary. When the file has one whose buckets the
 * model's items can be matched to (each bucket once, the items in their order, the "no
 * decisions" line unchanged), only the items that differ are written: an item the model
 * holds unchanged keeps every byte, a changed one is rewritten as the canonical list item
 * (its unchanged fields with their Markdown), a removed one is taken out, a new one follows
 * the bucket's last item. Otherwise the first section is replaced by the rendered one, or
 * the section is inserted (plan: right after `</objective>`, else before `<tasks>`; summary:
 * after the `## Files…` section), else appended. Every byte outside the section is kept;
 * inserted text uses the file's first line ending.
 */
export function upsertDecisionSection(fileText: string, model: PlanDecisions | ImplementationDecisions): string {
  const kind = 'locked' in model ? 'plan' : 'summary';
  const { bom, body } = splitBom(fileText);
  const eol = /\r\n|\r|\n/.exec(body)?.[0] ?? '\n';
  const rendered = (
    kind === 'plan'
      ? renderPlanDecisions(model as PlanDecisions)
      : renderImplementationDecisions(model as ImplementationDecisions)
  ).replace(/\n/g, eol);
  const document = parseDecisionDocument(body, kind);
  const splice = (at: number, remove: number, text: string) => bom + body.slice(0, at) + text + body.slice(at + remove);

  const existing = document.sections[0];
  if (existing) {
    const edited = editItems(body, existing, model, eol);
    if (edited !== null) return bom + edited;
    const start = existing.heading.start.offset;
    const end = existing.end.offset;
    return splice(start, end - start, end >= body.length ? rendered : rendered + eol);
  }
  let at: number | null = null;
  if (kind === 'plan') {
    if (document.landmarks.objective) at = lineEndAfter(body, document.landmarks.objective.end.offset);
    else if (document.landmarks.tasks) at = document.landmarks.tasks.start.offset;
  } else if (document.landmarks.files) {
    at = nextTopHeading(body, document.landmarks.files.start.offset);
  }
  if (at === null || at >= body.length) {
    const head = body.length === 0 ? '' : /(?:\r\n|\r|\n)$/.test(body) ? eol : eol + eol;
    return bom + body + head + rendered;
  }
  const before = blankBefore(body, at) ? '' : eol;
  const after = blankAt(body, at) ? '' : eol;
  return splice(at, 0, before + rendered + after);
}

/** Offset of the start of the line after the one holding `offset`. */
function lineEndAfter(text: string, offset: number): number {
  const match = /\r\n|\r|\n/g;
  match.lastIndex = offset;
  const found = match.exec(text);
  return found ? found.index + found[0].length : text.length;
}

/** Offset of the first h1/h2 after the heading at `offset` (where the Files section ends), or `null`. */
function nextTopHeading(text: string, offset: number): number | null {
  for (const node of parseMarkdown(text, true).children) {
    const start = node.position?.start.offset ?? 0;
    if (start > offset && node.type === 'heading' && node.depth <= 2) return start;
  }
  return null;
}

/** Whether the line before `at` (a line start) is blank, or `at` starts the text. */
function blankBefore(text: string, at: number): boolean {
  if (at === 0) return true;
  let end = at;
  if (text[end - 1] === '\n') end--;
  if (text[end - 1] === '\r') end--;
  let start = end;
  while (start > 0 && text[start - 1] !== '\n' && text[start - 1] !== '\r') start--;
  return /^[ \t]*$/.test(text.slice(start, end));
}

/** Whether the line starting at `at` is blank. */
function blankAt(text: string, at: number): boolean {
  return /^[ \t]*(?:\r\n|\r|\n|$)/.test(text.slice(at, at + 200)) && /^[ \t]*(?:\r\n|\r|\n)/.test(text.slice(at));
}

type Kind = 'plan' | 'summary';
type TypedItem = { id: string; position?: { start: { offset: number }; end: { offset: number } }; markdown?: object };
const BUCKET_NAMES: Record<Kind, ReadonlyArray<keyof typeof renderItem>> = {
  plan: ['locked', 'open', 'rejected'],
  summary: ['taken', 'deviations', 'questions'],
};

/**
 * The file with only the model's changed items rewritten, or `null` when the section's shape
 * does not allow it (a bucket missing or twice, items reordered, the "no decisions" line
 * changed) or the result would not read back as the model: the caller renders the section.
 */
function editItems(
  body: string,
  section: DecisionSectionNode,
  model: PlanDecisions | ImplementationDecisions,
  eol: string,
): string | null {
  const kind: Kind = 'locked' in model ? 'plan' : 'summary';
  const current = (kind === 'plan'
    ? parsePlanDecisions(body)
    : parseImplementationDecisions(body)) as unknown as Record<string, TypedItem[]> & { mechanical?: string };
  if (current.mechanical !== model.mechanical) return null;
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const name of BUCKET_NAMES[kind]) {
    const buckets = section.buckets.filter((bucket) => bucket.name === name);
    if (buckets.length !== 1) return null;
    const bucket = buckets[0]!;
    const had = current[name]!;
    const wanted = (model as unknown as Record<string, TypedItem[]>)[name]!;
    const render = (item: TypedItem) => (renderItem[name] as (item: TypedItem) => string)(item);
    // Each wanted item is matched to the file's item at its position, else to the first unused one with its id.
    const used = new Set<number>();
    const matches = wanted.map((item) => {
      let at = had.findIndex(
        (candidate, index) =>
          !used.has(index) &&
          candidate.id === item.id &&
          candidate.position?.start.offset === item.position?.start.offset,
      );
      if (at < 0) at = had.findIndex((candidate, index) => !used.has(index) && candidate.id === item.id);
      if (at >= 0) used.add(at);
      return at;
    });
    const matched = matches.filter((at) => at >= 0);
    if (matched.some((at, index) => index > 0 && at < matched[index - 1]!)) return null;
    // New items come after every kept one, in the model's order.
    const firstNew = matches.indexOf(-1);
    if (firstNew >= 0 && matches.slice(firstNew).some((at) => at >= 0)) return null;
    had.forEach((item, index) => {
      if (!used.has(index)) edits.push({ ...lineRange(body, item.position!), text: '' });
    });
    wanted.forEach((item, index) => {
      const at = matches[index]!;
      if (at < 0 || sameItem(item, had[at]!)) return;
      const { start, end } = had[at]!.position!;
      edits.push({ start: start.offset, end: end.offset, text: render(item) });
    });
    const added = wanted.filter((_, index) => matches[index]! < 0).map(render);
    const lastKept = matched.length > 0 ? had[matched.at(-1)!]! : undefined;
    if (added.length > 0) {
      if (lastKept) {
        const at = lineRange(body, lastKept.position!).end;
        edits.push({ start: at, end: at, text: added.map((line) => line + eol).join('') });
      } else if (bucket.none.length > 0) {
        // The bucket said `(none)`: no longer true once it holds items.
        const none = bucket.none[0]!;
        edits.push({ start: none.start.offset, end: none.end.offset, text: added.join(eol) });
      } else {
        const at = lineRange(body, bucket.span).end;
        edits.push({ start: at, end: at, text: added.map((line) => line + eol).join('') });
      }
    } else if (wanted.length === 0 && had.length > 0 && bucket.none.length === 0) {
      const at = lineRange(body, bucket.span).end;
      edits.push({ start: at, end: at, text: `(none)${eol}` });
    }
  }
  let text = body;
  for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end))
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  const reread = kind === 'plan' ? parsePlanDecisions(text) : parseImplementationDecisions(text);
  return samePlain(reread, model) ? text : null;
}

/** From the start of the line where `span` starts to past the line ending after it ends. */
function lineRange(
  text: string,
  span: { start: { offset: number }; end: { offset: number } },
): { start: number; end: number } {
  let start = span.start.offset;
  while (start > 0 && text[start - 1] !== '\n' && text[start - 1] !== '\r') start--;
  return { start, end: lineEndAfter(text, Math.max(span.end.offset - 1, span.start.offset)) };
}

/** The values as a reader sees them, without where they were read and their Markdown, keys in one order. */
function plainOf(value: object): string {
  return stable(value, (key) => key === 'position' || key === 'markdown');
}

/** Unchanged: the same values, and the same Markdown when the caller's item says what it is. */
function sameItem(wanted: TypedItem, had: TypedItem): boolean {
  return (
    plainOf(wanted) === plainOf(had) &&
    (wanted.markdown === undefined || stable(wanted.markdown) === stable(had.markdown ?? {}))
  );
}

function samePlain(a: object, b: object): boolean {
  return plainOf(a) === plainOf(b);
}

/** JSON with every object's keys sorted (and those `skip` names left out), so key order does not count. */
function stable(value: unknown, skip: (key: string) => boolean = () => false): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner)
            .filter(([key, entry]) => !skip(key) && entry !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : inner,
  );
}
