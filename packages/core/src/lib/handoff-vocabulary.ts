/**
 * The vocabulary of session handoff documents (RESUME.md / HANDOFF.md), one table each: the
 * six sections in their required order — the title the renderer writes, and the keywords
 * that open a heading a person wrote — and the status words. The renderer, the record's
 * schema and the linter's handoff rules all read them from here.
 */

/** The six sections of a handoff document, in their required order. */
export type HandoffSectionName = 'goal' | 'status' | 'activeFiles' | 'changes' | 'failedApproaches' | 'nextSteps';

/** Each section: its name, the title the renderer writes and messages use, and the keywords that open its heading. */
export const HANDOFF_SECTIONS: ReadonlyArray<{ name: HandoffSectionName; title: string; keywords: readonly string[] }> = [
  { name: 'goal', title: 'Goal', keywords: ['goal', 'objective'] },
  { name: 'status', title: 'Status', keywords: ['status', 'state'] },
  { name: 'activeFiles', title: 'Active files', keywords: ['active files', 'files'] },
  { name: 'changes', title: 'Changes', keywords: ['changes', 'what was built'] },
  { name: 'failedApproaches', title: 'Failed approaches', keywords: ['failed approaches', 'ruled out', 'dead ends', 'rejected approaches'] },
  { name: 'nextSteps', title: 'Next steps', keywords: ['next steps', 'steps left', 'next'] },
];

/**
 * Headings that hold two sections' keywords and belong to the more specific one: a list of
 * files that changed is the Changes section, not Active files. Matched before the keywords.
 */
export const SPECIFIC_HANDOFF_HEADINGS: ReadonlyArray<{ name: HandoffSectionName; phrase: string }> = [
  { name: 'changes', phrase: 'files changed' },
  { name: 'changes', phrase: 'files modified' },
  { name: 'changes', phrase: 'files created' },
  { name: 'changes', phrase: 'changed files' },
  { name: 'changes', phrase: 'modified files' },
];

/** The values a handoff's status may take. */
export const HANDOFF_STATUSES = ['running', 'partial', 'blocked'] as const;
