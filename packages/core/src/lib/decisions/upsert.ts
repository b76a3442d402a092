import { splitBom } from '../markdown/bom.js';
import type { ImplementationDecisions, PlanDecisions } from './typed-model.js';
import { renderImplementationDecisions, renderPlanDecisions } from './render.js';
import { parseDecisionDocument } from './parse.js';
import { parseMarkdown } from './markdown-tree.js';

/**
 * Put a rendered decisions section into a plan or summary: replace the first existing
 * section, or insert it (plan: right after `</objective>`, else before `<tasks>`; summary:
 * after the `## Files…` section), else append it. Every other byte of the file is kept; the
 * inserted text uses the file's first line ending.
 */
export function upsertDecisionSection(fileText: string, model: PlanDecisions | ImplementationDecisions): string {
  const kind = 'locked' in model ? 'plan' : 'summary';
  const { bom, body } = splitBom(fileText);
  const eol = /\r\n|\r|\n/.exec(body)?.[0] ?? '\n';
  const rendered = (kind === 'plan' ? renderPlanDecisions(model as PlanDecisions) : renderImplementationDecisions(model as ImplementationDecisions)).replace(/\n/g, eol);
  const document = parseDecisionDocument(body, kind);
  const splice = (at: number, remove: number, text: string) => bom + body.slice(0, at) + text + body.slice(at + remove);

  const existing = document.sections[0];
  if (existing) {
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
