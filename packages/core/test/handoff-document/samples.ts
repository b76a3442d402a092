// Handoff documents the core reader's tests and the linter's handoff-rule tests both read.
import fc from 'fast-check';
import { parseHandoffDocument } from '../../src/lib/handoff-document/document.js';

/** A RESUME.md in nubos-pilot's rendering (numbered headings, bold labels), filled in. */
export const NUBOS_RESUME = `---
schema_version: 1
created_at: "2026-11-29T20:00:00Z"
status: "partial"
milestone: null
task: null
read_at: null
---

# Session handoff

> Read this before touching code. \`/np:resume-work\` will ask you to
> summarise it in a few lines first — that acknowledgement is what
> stops the next session re-deriving what this one already settled.

## 1. Goal

Keep plan and summary decisions reviewable so a verifier can trace every choice.

## 2. Status

**partial** — waiting on review

## 3. Active files

- \`packages/core/src/lib/handoff-document/document.ts\` — reads RESUME.md for the rules

## 4. Changes made

- Added the handoff reader **Why:** the rules need sections and items

## 5. Failed approaches

Do not re-attempt these. Each was tried in this session and failed for the stated reason.

- **Tried:** Sorting buckets by AST node swap
  **Failed because:** positions went stale after the swap

## 6. Next steps

1. Run the linter tests
   \`\`\`bash
   npx vitest run packages/linter
   \`\`\`
`;

/** One line of a generated handoff note: headings, statuses, items of each kind, code, quotes, blanks. */
export const HANDOFF_LINE = fc.constantFrom(
  '## Goal',
  '## Status',
  '## Active files',
  '## Changes',
  '## Failed approaches',
  '## Next steps',
  '# Session handoff',
  '## 3. Active files',
  'Ship the parser.',
  'partial',
  'done',
  'blocked',
  'None.',
  'None recorded. Reason: the first session had nothing to try.',
  '- `src/a.rs`: why it changed',
  '- `src/b.rs`',
  '- src/c.rs',
  '- Cached results. Why: faster.',
  '- Tried a cache',
  '- Tried X -- too slow',
  '- **Tried:** pooling. Why it failed: deadlock.',
  '1. Run `npm test`',
  '2. Deploy',
  '1) Fix it',
  '- (none)',
  '  continued line',
  'lazy line',
  '```',
  'npm test',
  '> quote',
  '- a\n  - nested',
  '',
  '',
  '',
);

/**
 * Whether the simple reader read `text` itself: remark gives inline nodes positions, the simple reader gives them none.
 */
export function readsWithoutRemark(text: string): boolean {
  return !parseHandoffDocument(text).root.children.some(
    (node) =>
      (node.type === 'heading' || node.type === 'paragraph') &&
      node.children.some((child) => child.position !== undefined),
  );
}
