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
import { markdownReadsAs } from './item-markdown.js';
import { encodeValue, needsPeriod } from './value-escape.js';

/** An item of any bucket, with the inline Markdown its parser kept. */
type AnyItem = { markdown?: Record<string, string | undefined> };

/**
 * A field as an item line writes it: its Markdown when the item carries Markdown for it that
 * still reads as the value (the field was not changed since it was parsed), else the value
 * encoded as plain text. `period`: close it with the renderer's `.` (not after its own `?` or `!`).
 */
function write(item: AnyItem, name: string, value: string, period = true): string {
  const markdown = item.markdown?.[name];
  const text = markdown !== undefined && markdownReadsAs(markdown, value) ? markdown : encodeValue(value);
  return text + (period && needsPeriod(value) ? '.' : '');
}

function bucket(heading: string, lines: string[]): string {
  return `### ${heading}\n${lines.length === 0 ? '(none)' : lines.join('\n')}\n`;
}

function section(title: string, mechanical: string | undefined, buckets: string[], empty: boolean): string {
  const parts = [`## ${title}\n`];
  if (mechanical !== undefined) parts.push(`${encodeValue(mechanical, false)}\n`);
  if (mechanical === undefined || !empty) parts.push(...buckets);
  return parts.join('\n');
}

/** The canonical list item of each bucket's item, as the renderer writes it (docs/decisions.md). */
export const renderItem = {
  locked: (d: LockedDecision): string =>
    `- ${d.id}: ${write(d, 'statement', d.statement)} Why: ${write(d, 'why', d.why)} ` +
    `Source: ${write(d, 'source', d.source)}`,
  open: (d: OpenDecision): string =>
    `- ${d.id}: ${write(d, 'space', d.space)} Constraints: ${write(d, 'constraints', d.constraints)} ` +
    `Reason left open: ${write(d, 'reasonLeftOpen', d.reasonLeftOpen)}`,
  rejected: (d: RejectedAlternative): string =>
    `- ${d.id}: ${write(d, 'alternative', d.alternative)} ` +
    `Rejected because: ${write(d, 'rejectedBecause', d.rejectedBecause)}`,
  taken: (d: TakenDecision): string => renderTakenItem(d),
  deviations: (d: Deviation): string =>
    `- ${d.id}${d.lockedRef ? ` (${d.lockedRef})` : ''}: Plan said ${write(d, 'planSaid', d.planSaid, false)}; ` +
    `I did ${write(d, 'iDid', d.iDid)} Reason: ${write(d, 'reason', d.reason)} ` +
    `Verification: ${write(d, 'verification', d.verification)}`,
  questions: (d: OpenQuestion): string =>
    `- ${d.id}: ${write(d, 'question', d.question)} Why it matters: ${write(d, 'whyItMatters', d.whyItMatters)}`,
};

/** Render a plan's decisions as the canonical `## Plan Decisions` section (docs/decisions.md). */
export function renderPlanDecisions(model: PlanDecisions): string {
  const empty = model.locked.length + model.open.length + model.rejected.length === 0;
  return section(
    'Plan Decisions',
    model.mechanical,
    [
      bucket('Locked (executor MUST follow)', model.locked.map(renderItem.locked)),
      bucket("Open (executor's discretion within constraints)", model.open.map(renderItem.open)),
      bucket('Considered and rejected', model.rejected.map(renderItem.rejected)),
    ],
    empty,
  );
}

/** Render a summary's decisions as the canonical `## Implementation Decisions` section (docs/decisions.md). */
export function renderImplementationDecisions(model: ImplementationDecisions): string {
  const empty = model.taken.length + model.deviations.length + model.questions.length === 0;
  return section(
    'Implementation Decisions',
    model.mechanical,
    [
      bucket("Taken (within plan's discretion)", model.taken.map(renderItem.taken)),
      bucket('Deviations (from plan; must explain)', model.deviations.map(renderItem.deviations)),
      bucket('Open questions for verifier', model.questions.map(renderItem.questions)),
    ],
    empty,
  );
}

/**
 * One Taken item as the canonical list item: `- DT-1: Chose X for O-1. Reason: r.` or `- DT-2: Mooted O-3. Reason: r.`
 */
export function renderTakenItem(d: ImplementationDecisions['taken'][number]): string {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the model may be a caller's unchecked JSON
  return 'mooted' in d && d.mooted
    ? `- ${d.id}: Mooted ${d.openRef}. Reason: ${write(d, 'reason', d.reason)}`
    : `- ${d.id}: Chose ${write(d, 'option', (d as { option: string }).option, false)} for ${d.openRef}. ` +
        `Reason: ${write(d, 'reason', d.reason)}`;
}
