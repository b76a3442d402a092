import { stripBom } from '../markdown/bom.js';
import type { BucketName, DecisionItemNode, DecisionSectionNode, FieldKey } from './model.js';
import type { Deviation, ImplementationDecisions, LockedDecision, OpenDecision, OpenQuestion, PlanDecisions, RejectedAlternative, TakenDecision } from './typed-model.js';
import { parseDecisionDocument } from './parse.js';
import { labelHits, readId } from './item-text.js';
import { readValue } from './value-escape.js';
import { plainText } from '../markdown/plain-text.js';
import { parseMarkdown } from './markdown-tree.js';

/** An item split into its statement (text between the id and the first label) and its labelled values. */
interface SplitItem {
  item: DecisionItemNode;
  /** Text after the id, before the first label. */
  head: string;
  /** Raw value per field (first occurrence), untrimmed. */
  values: Partial<Record<FieldKey, string>>;
}

function split(item: DecisionItemNode, bucket: BucketName): SplitItem {
  const id = readId(item.text);
  const hits = labelHits(item.text, bucket);
  const values: Partial<Record<FieldKey, string>> = {};
  hits.forEach((hit, i) => {
    if (!(hit.field in values)) values[hit.field] = item.text.slice(hit.end, i + 1 < hits.length ? hits[i + 1]!.start : item.text.length);
  });
  const head = item.text.slice(id?.length ?? 0, hits[0]?.start ?? item.text.length);
  return { item, head, values };
}

/** The text after an id: a parenthetical title and the colon are not part of the statement. */
function statement(head: string): string {
  return readValue(head.replace(/^\s*(?:\([^)]*\))?\s*:/u, ''), '.');
}

function itemsOf(section: DecisionSectionNode | undefined, bucket: BucketName): SplitItem[] {
  return (section?.buckets ?? []).filter((b) => b.name === bucket).flatMap((b) => b.items.map((item) => split(item, bucket)));
}

function field(split: SplitItem, key: FieldKey, terminator = '.'): string {
  const raw = split.values[key];
  return raw === undefined ? '' : readValue(raw, terminator);
}

function mechanicalOf(text: string, section: DecisionSectionNode | undefined): string | undefined {
  const span = section?.mechanical[0];
  if (!span) return undefined;
  const tree = parseMarkdown(text.slice(span.start.offset, span.end.offset), false);
  return readValue(plainText(tree), '');
}

/** Read the first `## Plan Decisions` section of a plan into the typed model (fields absent in the file are `''`). */
export function parsePlanDecisions(markdown: string): PlanDecisions {
  const body = stripBom(markdown);
  const section = parseDecisionDocument(body, 'plan').sections[0];
  const model: PlanDecisions = {
    locked: itemsOf(section, 'locked').map((s): LockedDecision => ({ id: s.item.id ?? '', statement: statement(s.head), why: field(s, 'why'), source: field(s, 'source'), position: s.item.span })),
    open: itemsOf(section, 'open').map((s): OpenDecision => ({
      id: s.item.id ?? '',
      space: statement(s.head),
      constraints: field(s, 'constraints'),
      reasonLeftOpen: field(s, 'reasonLeftOpen'),
      position: s.item.span,
    })),
    rejected: itemsOf(section, 'rejected').map((s): RejectedAlternative => ({
      id: s.item.id ?? '',
      alternative: statement(s.head),
      rejectedBecause: field(s, 'rejectedBecause'),
      position: s.item.span,
    })),
  };
  const mechanical = mechanicalOf(body, section);
  return mechanical === undefined ? model : { mechanical, ...model };
}

/** Read the first `## Implementation Decisions` section of a summary into the typed model. */
export function parseImplementationDecisions(markdown: string): ImplementationDecisions {
  const body = stripBom(markdown);
  const section = parseDecisionDocument(body, 'summary').sections[0];
  const model: ImplementationDecisions = {
    taken: itemsOf(section, 'taken').map(taken),
    deviations: itemsOf(section, 'deviations').map(deviation),
    questions: itemsOf(section, 'questions').map((s): OpenQuestion => ({ id: s.item.id ?? '', question: statement(s.head), whyItMatters: field(s, 'whyItMatters'), position: s.item.span })),
  };
  const mechanical = mechanicalOf(body, section);
  return mechanical === undefined ? model : { mechanical, ...model };
}

function taken(s: SplitItem): TakenDecision {
  const text = statement(s.head);
  const base = { id: s.item.id ?? '', reason: field(s, 'reason') };
  const mooted = /^Mooted (O-\d+)$/u.exec(text);
  if (mooted) return { ...base, openRef: mooted[1]!, mooted: true, position: s.item.span };
  const chose = /^Chose ([^]*) for (O-\d+)$/u.exec(text);
  if (chose) return { ...base, openRef: chose[2]!, option: chose[1]!, position: s.item.span };
  return { ...base, openRef: s.item.reference ?? '', option: text, position: s.item.span };
}

function deviation(s: SplitItem): Deviation {
  const ref = /^\s*\((D-\d+)\)\s*:/u.exec(s.head);
  const model: Deviation = {
    id: s.item.id ?? '',
    planSaid: field(s, 'planSaid', ';'),
    iDid: field(s, 'iDid'),
    reason: field(s, 'reason'),
    verification: field(s, 'verification'),
    position: s.item.span,
  };
  return ref ? { ...model, lockedRef: ref[1]! } : model;
}
