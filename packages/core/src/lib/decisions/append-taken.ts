import { splitBom } from '../markdown/bom.js';
import type { DecisionItemNode } from './model.js';
import { parseDecisionDocument } from './parse.js';
import { renderTakenItem } from './render.js';
import type { OpenDecision, TakenDecision } from './typed-model.js';
import { parsePlanDecisions } from './typed-parse.js';
import { upsertDecisionSection } from './upsert.js';

/** A Taken item to add: as the typed model has it, its `DT-n` id optional (the next free one is used). */
export type NewTakenDecision =
  | (Omit<Extract<TakenDecision, { option: string }>, 'id' | 'position'> & { id?: string })
  | (Omit<Extract<TakenDecision, { mooted: true }>, 'id' | 'position'> & { id?: string });

/**
 * The plan's Open decisions that no Taken item of the summary settles yet — read as the
 * linter reads them, so a Taken item named by its `O-n` (`- **O-3:** Took …`) counts.
 */
export function untakenOpenDecisions(planText: string, summaryText: string): OpenDecision[] {
  const settled = new Set(
    takenItems(summaryText)
      .map((item) => item.reference)
      .filter((ref): ref is string => ref !== null),
  );
  return parsePlanDecisions(planText).open.filter((open) => !settled.has(open.id));
}

/**
 * Add Taken items to a summary without touching anything else it holds: each is appended as a
 * canonical list item after the last item of the first Taken bucket (a bucket that said
 * `(none)` keeps its line: remove it by hand); with no Taken bucket, one is put before the
 * section's first bucket; with no section, a section holding just these items is inserted as
 * `upsertDecisionSection` inserts one. Ids not given are the next `DT-n` the file does not use.
 * The file's first line ending is used.
 */
export function appendTakenItems(summaryText: string, items: readonly NewTakenDecision[]): string {
  if (items.length === 0) return summaryText;
  const { bom, body } = splitBom(summaryText);
  const eol = /\r\n|\r|\n/.exec(body)?.[0] ?? '\n';
  const document = parseDecisionDocument(body, 'summary');
  const section = document.sections[0];
  const used = new Set<string>();
  for (const bucket of section?.buckets ?? []) for (const item of bucket.items) if (item.id) used.add(item.id);
  let next = 1;
  const models = items.map((item) => {
    let id = item.id;
    if (id === undefined) {
      while (used.has(`DT-${next}`)) next++;
      id = `DT-${next}`;
    }
    used.add(id);
    return { ...item, id };
  });
  if (!section) return bom + upsertDecisionSection(body, { taken: models, deviations: [], questions: [] });
  const text = models.map(renderTakenItem).join(eol);
  const taken = section.buckets.find((bucket) => bucket.name === 'taken');
  if (!taken) {
    const at = section.buckets[0]?.span.start.offset ?? section.end.offset;
    return bom + body.slice(0, at) + `### Taken (within plan's discretion)${eol}${text}${eol}${eol}` + body.slice(at);
  }
  const last = [...taken.items, ...taken.none.map((span) => ({ span }))]
    .sort((a, b) => a.span.end.offset - b.span.end.offset)
    .pop();
  const at = last ? lineEnd(body, last.span.end.offset) : lineEnd(body, taken.span.end.offset);
  const lead = at === body.length && !/(?:\r\n|\r|\n)$/.test(body) ? eol : '';
  return bom + body.slice(0, at) + lead + text + eol + body.slice(at);
}

function takenItems(summaryText: string): DecisionItemNode[] {
  const section = parseDecisionDocument(summaryText, 'summary').sections[0];
  return (section?.buckets ?? []).filter((bucket) => bucket.name === 'taken').flatMap((bucket) => bucket.items);
}

/** The offset just past the line ending of the line holding `offset` (or the text's end). */
function lineEnd(text: string, offset: number): number {
  const pattern = /\r\n|\r|\n/g;
  pattern.lastIndex = offset;
  const found = pattern.exec(text);
  return found ? found.index + found[0].length : text.length;
}
