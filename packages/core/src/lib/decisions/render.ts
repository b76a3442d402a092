import type { ImplementationDecisions, PlanDecisions } from './typed-model.js';
import { encodeValue, needsPeriod } from './value-escape.js';

/** A value followed by the renderer's period (left out after the value's own `?` or `!`). */
const sentence = (value: string): string => encodeValue(value) + (needsPeriod(value) ? '.' : '');

function bucket(heading: string, lines: string[]): string {
  return `### ${heading}\n${lines.length === 0 ? '(none)' : lines.join('\n')}\n`;
}

function section(title: string, mechanical: string | undefined, buckets: string[], empty: boolean): string {
  const parts = [`## ${title}\n`];
  if (mechanical !== undefined) parts.push(`${encodeValue(mechanical, false)}\n`);
  if (mechanical === undefined || !empty) parts.push(...buckets);
  return parts.join('\n');
}

/** Render a plan's decisions as the canonical `## Plan Decisions` section (docs/decisions.md). */
export function renderPlanDecisions(model: PlanDecisions): string {
  const empty = model.locked.length + model.open.length + model.rejected.length === 0;
  return section(
    'Plan Decisions',
    model.mechanical,
    [
      bucket(
        'Locked (executor MUST follow)',
        model.locked.map((d) => `- ${d.id}: ${sentence(d.statement)} Why: ${sentence(d.why)} Source: ${sentence(d.source)}`),
      ),
      bucket(
        "Open (executor's discretion within constraints)",
        model.open.map((d) => `- ${d.id}: ${sentence(d.space)} Constraints: ${sentence(d.constraints)} Reason left open: ${sentence(d.reasonLeftOpen)}`),
      ),
      bucket(
        'Considered and rejected',
        model.rejected.map((d) => `- ${d.id}: ${sentence(d.alternative)} Rejected because: ${sentence(d.rejectedBecause)}`),
      ),
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
      bucket("Taken (within plan's discretion)", model.taken.map(renderTakenItem)),
      bucket(
        'Deviations (from plan; must explain)',
        model.deviations.map(
          (d) =>
            `- ${d.id}${d.lockedRef ? ` (${d.lockedRef})` : ''}: Plan said ${encodeValue(d.planSaid)}; I did ${sentence(d.iDid)} Reason: ${sentence(d.reason)} Verification: ${sentence(d.verification)}`,
        ),
      ),
      bucket(
        'Open questions for verifier',
        model.questions.map((d) => `- ${d.id}: ${sentence(d.question)} Why it matters: ${sentence(d.whyItMatters)}`),
      ),
    ],
    empty,
  );
}

/** One Taken item as the canonical list item: `- DT-1: Chose X for O-1. Reason: r.` or `- DT-2: Mooted O-3. Reason: r.` */
export function renderTakenItem(d: ImplementationDecisions['taken'][number]): string {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the model may be a caller's unchecked JSON
  return 'mooted' in d && d.mooted
    ? `- ${d.id}: Mooted ${d.openRef}. Reason: ${sentence(d.reason)}`
    : `- ${d.id}: Chose ${encodeValue((d as { option: string }).option)} for ${d.openRef}. Reason: ${sentence(d.reason)}`;
}
