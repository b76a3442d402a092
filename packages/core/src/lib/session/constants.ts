/**
 * Minimum trimmed lengths of the record's fields (docs/session.md; the JSON Schema carries them as `minLength`, a
 * necessary condition).
 */
export const MIN_LENGTH = {
  goal: 40,
  purpose: 8,
  what: 8,
  why: 8,
  step: 8,
  approach: 12,
  why_failed: 12,
  no_failed_approaches_reason: 20,
} as const;

/** The cap on one failed approach's learnings pattern `<approach> — <why_failed>`, in UTF-8 bytes. */
export const MAX_PATTERN_BYTES = 4096;

export { HANDOFF_STATUSES } from '../handoff-vocabulary.js';

/** The record's fields in canonical order. */
export const RECORD_FIELDS = [
  'schema',
  'written_at',
  'goal',
  'status',
  'status_note',
  'active_files',
  'changes',
  'failed_approaches',
  'no_failed_approaches_reason',
  'next_steps',
] as const;
