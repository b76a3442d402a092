import type { BucketName, DecisionKind, FieldKey, IdPrefix } from './model.js';

/** The section heading text per kind, lower-cased. */
export const SECTION_TITLE: Record<DecisionKind, string> = {
  plan: 'plan decisions',
  summary: 'implementation decisions',
};

/** The "no decisions" line's required prefix per kind, lower-cased. */
export const MECHANICAL_PREFIX: Record<DecisionKind, string> = {
  plan: 'no decisions worth documenting',
  summary: 'no deviations or open questions',
};

/** Buckets of each kind in their required order, with their canonical leading words. */
export const BUCKETS: Record<DecisionKind, ReadonlyArray<{ name: BucketName; canonical: string }>> = {
  plan: [
    { name: 'locked', canonical: 'locked' },
    { name: 'open', canonical: 'open' },
    { name: 'rejected', canonical: 'considered and rejected' },
  ],
  summary: [
    { name: 'taken', canonical: 'taken' },
    { name: 'deviations', canonical: 'deviations' },
    { name: 'questions', canonical: 'open questions' },
  ],
};

/** Keywords that identify a variant bucket heading, checked in this order. */
export const BUCKET_KEYWORDS: Record<DecisionKind, ReadonlyArray<{ name: BucketName; keyword: string }>> = {
  plan: [
    { name: 'locked', keyword: 'locked' },
    { name: 'rejected', keyword: 'rejected' },
    { name: 'open', keyword: 'open' },
  ],
  summary: [
    { name: 'questions', keyword: 'question' },
    { name: 'taken', keyword: 'taken' },
    { name: 'deviations', keyword: 'deviation' },
  ],
};

/** A field label: the words as written in the canonical shape, and whether a colon follows. */
export interface FieldLabel {
  field: FieldKey;
  label: string;
  colon: boolean;
}

/** The labelled fields of each bucket, in the order the canonical shape writes them. */
export const BUCKET_FIELDS: Record<BucketName, ReadonlyArray<FieldLabel>> = {
  locked: [
    { field: 'why', label: 'Why', colon: true },
    { field: 'source', label: 'Source', colon: true },
  ],
  open: [
    { field: 'constraints', label: 'Constraints', colon: true },
    { field: 'reasonLeftOpen', label: 'Reason left open', colon: true },
  ],
  rejected: [{ field: 'rejectedBecause', label: 'Rejected because', colon: true }],
  taken: [{ field: 'reason', label: 'Reason', colon: true }],
  deviations: [
    { field: 'planSaid', label: 'Plan said', colon: false },
    { field: 'iDid', label: 'I did', colon: false },
    { field: 'reason', label: 'Reason', colon: true },
    { field: 'verification', label: 'Verification', colon: true },
  ],
  questions: [{ field: 'whyItMatters', label: 'Why it matters', colon: true }],
};

/**
 * Labels authors write for a field in place of its canonical label (docs/real-files.md),
 * per bucket. Each needs its colon; a near label with a value is read as the field and gets
 * `field-label-style`, whose fix writes the canonical label. Canonical labels of the same
 * bucket never appear here.
 */
export const NEAR_LABELS: Record<BucketName, ReadonlyArray<{ field: FieldKey; label: string }>> = {
  locked: [
    { field: 'why', label: 'Rationale' },
    { field: 'why', label: 'Reason' },
    { field: 'source', label: 'Sources' },
  ],
  open: [
    { field: 'constraints', label: 'Constraint' },
    { field: 'reasonLeftOpen', label: 'Reason' },
    { field: 'reasonLeftOpen', label: 'Why left open' },
  ],
  rejected: [
    { field: 'rejectedBecause', label: 'Rejected' },
    { field: 'rejectedBecause', label: 'Reason' },
    { field: 'rejectedBecause', label: 'Rationale' },
    { field: 'rejectedBecause', label: 'Why rejected' },
    { field: 'rejectedBecause', label: 'Why' },
  ],
  taken: [
    { field: 'reason', label: 'Rationale' },
    { field: 'reason', label: 'Why' },
  ],
  deviations: [
    { field: 'iDid', label: 'Fix' },
    { field: 'reason', label: 'Rationale' },
    { field: 'reason', label: 'Why' },
    { field: 'reason', label: 'Issue' },
    { field: 'verification', label: 'Verified by' },
    { field: 'verification', label: 'Verified' },
    { field: 'verification', label: 'Verify' },
    { field: 'verification', label: 'Validation' },
  ],
  questions: [
    { field: 'whyItMatters', label: 'Why' },
    { field: 'whyItMatters', label: 'Impact' },
    { field: 'whyItMatters', label: 'Why this matters' },
  ],
};

/** The label a field is written with in a bucket, as messages and fixes write it (`Rejected because:`, `I did`). */
export function canonicalLabel(bucket: BucketName, field: FieldKey): string {
  const label = BUCKET_FIELDS[bucket].find((entry) => entry.field === field)!;
  return label.colon ? `${label.label}:` : label.label;
}

/**
 * The opening of a statement that a bucket is empty (docs/real-files.md): `(none)`, `None`, `N/A`,
 * `Nothing`, or `No ` followed by a word, whatever follows.
 */
export const EMPTY_STATEMENT = /^(?:\(none\)|(?:none|n\/a|nothing)(?![\p{L}\p{N}_])|no\s+[\p{L}\p{N}])/iu;

/** The strict `(none)` line of the format, which marks a bucket empty wherever it stands. */
export const NONE_LINE = /^(?:\(none\)|none\.?$)/i;

/** The id prefix each bucket's items carry. */
export const BUCKET_PREFIX: Record<BucketName, IdPrefix> = {
  locked: 'D',
  open: 'O',
  rejected: 'R',
  taken: 'DT',
  deviations: 'DV',
  questions: 'Q',
};

/** Which prefix a bucket's item names as its reference (`O-n` for Taken, `D-n` for Deviations). */
export const BUCKET_REFERENCE: Partial<Record<BucketName, 'O' | 'D'>> = { taken: 'O', deviations: 'D' };
