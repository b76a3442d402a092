import type { BriefItem, ExecutorBrief, VerifierBrief } from './brief.js';

/** Render the executor's brief as Markdown: Locked, then Open, then Rejected. */
export function renderExecutorBrief(brief: ExecutorBrief): string {
  const out = [`# Executor brief: ${brief.plan}`, ''];
  if (brief.mechanical)
    out.push('The plan records no decisions: it is a mechanical implementation of its must-haves.', '');
  section(out, '1. Locked — follow these; a change needs a Deviation (DV-n) with its verification', brief.constraints);
  section(out, '2. Open — yours to decide; report each choice as a Taken item (DT-n) naming its O-n', brief.toDecide);
  section(out, '3. Considered and rejected — skim; do not re-propose without new evidence', brief.rejected);
  return `${out.join('\n').trimEnd()}\n`;
}

/** Render the verifier's brief: deviations with their verification, questions, O-n → DT-n. */
export function renderVerifierBrief(brief: VerifierBrief): string {
  const out = [`# Verifier brief: ${brief.summary}${brief.plan ? ` (plan: ${brief.plan})` : ''}`, ''];
  if (brief.mechanical) out.push('The summary says the implementation followed the plan exactly.', '');
  out.push('## 1. Deviations — check each verification', '');
  if (brief.deviations.length === 0) out.push('(none)', '');
  for (const d of brief.deviations) {
    out.push(`- ${label(d)}`);
    out.push(
      d.verification
        ? `  - Verification to check: ${d.verification}`
        : '  - **No verification recorded**: verify this deviation yourself.',
    );
  }
  if (brief.deviations.length) out.push('');
  section(out, '2. Open questions for you', brief.questions);
  out.push('## 3. Open decisions and what was taken', '');
  if (brief.openToTaken.length === 0)
    out.push(
      brief.plan
        ? 'The plan left nothing open.'
        : 'No plan given (`--plan`), and no Taken item names an Open decision.',
      '',
    );
  else {
    out.push('| Open | Taken |', '|---|---|');
    for (const row of brief.openToTaken)
      out.push(`| ${row.open} | ${row.taken.length ? row.taken.join(', ') : '**not reported**'} |`);
    out.push('');
  }
  if (brief.unlinkedTaken.length) section(out, 'Taken items naming no Open decision of the plan', brief.unlinkedTaken);
  return `${out.join('\n').trimEnd()}\n`;
}

function section(out: string[], title: string, items: BriefItem[]): void {
  out.push(`## ${title}`, '');
  if (items.length === 0) out.push('(none)');
  for (const item of items) out.push(`- ${label(item)}`);
  out.push('');
}

function label(item: BriefItem): string {
  return item.id && item.text.startsWith(item.id)
    ? item.text
    : `${item.id ? `${item.id} ` : ''}${item.text} (line ${item.line})`;
}
