import { stripBom } from '../markdown/bom.js';
import type { BucketName, DecisionItemNode, DecisionSectionNode, FieldKey } from './model.js';
import type {
  Deviation,
  ImplementationDecisions,
  LockedDecision,
  OpenDecision,
  OpenQuestion,
  PlanDecisions,
  RejectedAlternative,
  TakenDecision,
} from './typed-model.js';
import { parseDecisionDocument } from './parse.js';
import { labelHits, readId } from './item-text.js';
import { readValue } from './value-escape.js';
import { fieldMarkdown, type FieldRange } from './item-markdown.js';
import { plainText } from '../markdown/plain-text.js';
import { parseMarkdown } from '../markdown/tree.js';

/** An item split into its statement (text between the id and the first label) and its labelled values. */
interface SplitItem {
  item: DecisionItemNode;
  /** Text after the id, before the first label. */
  head: string;
  /** Raw value per field (first occurrence), untrimmed. */
  values: Partial<Record<FieldKey, string>>;
  /** Where the statement and each field sit in the item's text. */
  ranges: { statement: [number, number] } & Partial<Record<FieldKey, [number, number]>>;
  /** The source of the whole document, for the fields' Markdown. */
  body: string;
}

function split(item: DecisionItemNode, bucket: BucketName, body: string): SplitItem {
  const id = readId(item.text);
  const hits = labelHits(item.text, bucket);
  const values: Partial<Record<FieldKey, string>> = {};
  const ranges: SplitItem['ranges'] = { statement: [0, 0] };
  hits.forEach((hit, i) => {
    if (!(hit.field in values)) {
      const end = i + 1 < hits.length ? hits[i + 1]!.start : item.text.length;
      values[hit.field] = item.text.slice(hit.end, end);
      ranges[hit.field] = [hit.end, end];
    }
  });
  const headStart = id?.length ?? 0;
  const headEnd = hits[0]?.start ?? item.text.length;
  const head = item.text.slice(headStart, headEnd);
  ranges.statement = [headStart + (STATEMENT_LEAD.exec(head)?.[0].length ?? 0), headEnd];
  return { item, head, values, ranges, body };
}

/** What comes between an id and its statement: a parenthetical title and the colon. */
const STATEMENT_LEAD = /^\s*(?:\([^)]*\))?\s*:/u;

/** The text after an id: a parenthetical title and the colon are not part of the statement. */
function statement(head: string): string {
  return readValue(head.replace(STATEMENT_LEAD, ''), '.');
}

/**
 * The inline Markdown of an item's text fields, keyed by the model's names: `fields` maps
 * each model name to the item field (or `statement`) and the terminator its reader drops.
 */
function markdownOf(
  s: SplitItem,
  fields: Record<string, readonly [keyof SplitItem['ranges'], string] | readonly [number, number, string]>,
): { markdown?: Record<string, string> } {
  const ranges: Record<string, FieldRange> = {};
  for (const [name, where] of Object.entries(fields)) {
    if (where.length === 3) ranges[name] = { start: where[0], end: where[1], terminator: where[2] };
    else {
      const range = s.ranges[where[0]];
      if (range) ranges[name] = { start: range[0], end: range[1], terminator: where[1] };
    }
  }
  const source = s.body.slice(s.item.span.start.offset, s.item.span.end.offset);
  const markdown = fieldMarkdown(source, s.item.text, ranges);
  return markdown === undefined ? {} : { markdown };
}

function itemsOf(section: DecisionSectionNode | undefined, bucket: BucketName, body: string): SplitItem[] {
  return (section?.buckets ?? [])
    .filter((b) => b.name === bucket)
    .flatMap((b) => b.items.map((item) => split(item, bucket, body)));
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
    locked: itemsOf(section, 'locked', body).map((s): LockedDecision => ({
      id: s.item.id ?? '',
      statement: statement(s.head),
      why: field(s, 'why'),
      source: field(s, 'source'),
      position: s.item.span,
      ...markdownOf(s, { statement: ['statement', '.'], why: ['why', '.'], source: ['source', '.'] }),
    })),
    open: itemsOf(section, 'open', body).map((s): OpenDecision => ({
      id: s.item.id ?? '',
      space: statement(s.head),
      constraints: field(s, 'constraints'),
      reasonLeftOpen: field(s, 'reasonLeftOpen'),
      position: s.item.span,
      ...markdownOf(s, {
        space: ['statement', '.'],
        constraints: ['constraints', '.'],
        reasonLeftOpen: ['reasonLeftOpen', '.'],
      }),
    })),
    rejected: itemsOf(section, 'rejected', body).map((s): RejectedAlternative => ({
      id: s.item.id ?? '',
      alternative: statement(s.head),
      rejectedBecause: field(s, 'rejectedBecause'),
      position: s.item.span,
      ...markdownOf(s, { alternative: ['statement', '.'], rejectedBecause: ['rejectedBecause', '.'] }),
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
    taken: itemsOf(section, 'taken', body).map(taken),
    deviations: itemsOf(section, 'deviations', body).map(deviation),
    questions: itemsOf(section, 'questions', body).map((s): OpenQuestion => ({
      id: s.item.id ?? '',
      question: statement(s.head),
      whyItMatters: field(s, 'whyItMatters'),
      position: s.item.span,
      ...markdownOf(s, { question: ['statement', '.'], whyItMatters: ['whyItMatters', '.'] }),
    })),
  };
  const mechanical = mechanicalOf(body, section);
  return mechanical === undefined ? model : { mechanical, ...model };
}

function taken(s: SplitItem): TakenDecision {
  const text = statement(s.head);
  const base = { id: s.item.id ?? '', reason: field(s, 'reason') };
  const reasonMarkdown = ['reason', '.'] as const;
  const mooted = /^Mooted (O-\d+)$/u.exec(text);
  if (mooted)
    return {
      ...base,
      openRef: mooted[1]!,
      mooted: true,
      position: s.item.span,
      ...markdownOf(s, { reason: reasonMarkdown }),
    };
  const chose = /^Chose ([^]*) for (O-\d+)$/u.exec(text);
  if (chose) {
    // The option's place in the text: after `Chose ` at the statement's start (when nothing was decoded on the way).
    const lead = /^\s*/u.exec(s.item.text.slice(s.ranges.statement[0]))![0].length;
    const start = s.ranges.statement[0] + lead + 'Chose '.length;
    const end = start + chose[1]!.length;
    const option = s.item.text.slice(start, end) === chose[1] ? ([start, end, ''] as const) : null;
    return {
      ...base,
      openRef: chose[2]!,
      option: chose[1]!,
      position: s.item.span,
      ...markdownOf(s, { ...(option ? { option } : {}), reason: reasonMarkdown }),
    };
  }
  return {
    ...base,
    openRef: s.item.reference ?? '',
    option: text,
    position: s.item.span,
    ...markdownOf(s, { option: ['statement', '.'], reason: reasonMarkdown }),
  };
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
    ...markdownOf(s, {
      planSaid: ['planSaid', ';'],
      iDid: ['iDid', '.'],
      reason: ['reason', '.'],
      verification: ['verification', '.'],
    }),
  };
  return ref ? { ...model, lockedRef: ref[1]! } : model;
}
