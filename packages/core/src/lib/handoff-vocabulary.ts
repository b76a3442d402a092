/**
 * The vocabulary of the rendered session handoff (RESUME.md), one table each: the six sections
 * in their required order with the title the renderer writes, and the status words. The
 * renderer, the record's schema and the linter's layout rules read them from here; the words a
 * hand-written handoff names its sections with are the synonym table of `handoff-concepts.ts`.
 */

/** The six sections of a handoff document, in their required order. */
export type HandoffSectionName = 'goal' | 'status' | 'activeFiles' | 'changes' | 'failedApproaches' | 'nextSteps';

/** Each section: its name, and the title the renderer writes and messages use. */
export const HANDOFF_SECTIONS: ReadonlyArray<{ name: HandoffSectionName; title: string }> = [
  { name: 'goal', title: 'Goal' },
  { name: 'status', title: 'Status' },
  { name: 'activeFiles', title: 'Active files' },
  { name: 'changes', title: 'Changes' },
  { name: 'failedApproaches', title: 'Failed approaches' },
  { name: 'nextSteps', title: 'Next steps' },
];

/** The values a handoff's status may take. */
export const HANDOFF_STATUSES = ['running', 'partial', 'blocked'] as const;
