import type { BucketName, DecisionKind, FieldKey, IdPrefix } from './model.js';

/** The section heading text per kind, lower-cased (SPEC §2.3). */
export const SECTION_TITLE: Record<DecisionKind, string> = {
  plan: 'plan decisions',
  summary: 'implementation decisions',
};

/** The "no decisions" line's required prefix per kind, lower-cased (SPEC §2.1/§2.2). */
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

/** Keywords that identify a variant bucket heading, checked in this order (SPEC §2.3). */
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

/** The labelled fields of each bucket (SPEC §2.3), in the order the canonical shape writes them. */
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
