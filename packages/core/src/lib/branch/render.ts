import { codeSpan } from '../markdown/escape.js';
import type { BranchHandoffSeed } from './seed.js';

/**
 * Render a seeded branch handoff in the six-section handoff layout (docs/handoff-rules.md), with the plan's
 * Locked decisions as a Constraints section after the status. The values come from the
 * plan's Markdown, so they stay Markdown; line breaks are folded so a value cannot open a
 * heading or end the list it sits in.
 */
export function renderBranchHandoff(seed: BranchHandoffSeed): string {
  const out: string[] = [];
  const push = (...lines: string[]) => out.push(...lines);
  push('# Handoff', '');
  push('## Goal', '', inline(seed.goal), '');
  push('## Status', '', `running — seeded from \`${seed.planPath}\`; no work has been done on this branch yet.`, '');
  push('## Constraints', '');
  if (seed.constraints.length === 0) push('The plan locked no decisions.', '');
  else {
    push('Locked decisions from the plan: the executor must follow them.', '');
    for (const c of seed.constraints) push(`- ${inline(c.text)}`);
    push('');
  }
  push('## Active files', '');
  if (seed.activeFiles.length === 0) push('The plan names no files yet.', '');
  else {
    for (const f of seed.activeFiles) push(`- ${codeSpan(inline(f.path))}: ${inline(f.purpose)}`);
    push('');
  }
  push('## Changes', '', 'None yet: this handoff was seeded from the plan before any work.', '');
  push('## Failed approaches', '');
  if (seed.notToRetry.length === 0)
    push('None. Reason: the plan rejected no alternatives and nothing has been tried on this branch yet.', '');
  else {
    push('Alternatives the plan rejected: do not retry them without new evidence.', '');
    for (const r of seed.notToRetry) push(`- ${failedApproach(inline(r.text))}`);
    push('');
  }
  push('## Next steps', '');
  seed.nextSteps.forEach((step, index) => push(`${index + 1}. ${inline(step)}`));
  push(
    `${seed.nextSteps.length + 1}. Before each session, read this handoff with the branch's state: \`handoff orient\``,
  );
  return `${out.join('\n')}\n`;
}

/**
 * A rejected alternative as a failed approach: its `Rejected because:` label becomes the
 * `Why it failed:` label the handoff rules read, so the cause stays the plan's own words.
 */
function failedApproach(text: string): string {
  const label = /\bRejected because\s*:/i;
  return label.test(text)
    ? text.replace(label, 'Why it failed: rejected in planning —')
    : `${text} Why it failed: rejected in planning, no reason recorded.`;
}

/** Fold a value onto one line so it cannot start a block of its own. */
function inline(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
