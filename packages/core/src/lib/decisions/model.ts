import type { Point, Span } from '../position.js';
import type { FrontMatter } from '../markdown/front-matter.js';

/** Which side of the relay a decision document is. */
export type DecisionKind = 'plan' | 'summary';

/** Plan buckets in their required order. */
export type PlanBucketName = 'locked' | 'open' | 'rejected';
/** Summary buckets in their required order. */
export type SummaryBucketName = 'taken' | 'deviations' | 'questions';
/** Any bucket of either section. */
export type BucketName = PlanBucketName | SummaryBucketName;

/** The letters an item id starts with (`D-1`, `DT-3`, …). */
export type IdPrefix = 'D' | 'O' | 'R' | 'DT' | 'DV' | 'Q';

/**
 * The labelled fields each bucket requires (docs/decisions.md). Taken's `O-n` reference and
 * Deviations' `Verification:` have rules of their own (`taken-unlinked`,
 * `deviation-unverified`) but are listed here so every bucket's fields sit in one table.
 */
export type FieldKey =
  | 'why'
  | 'source'
  | 'constraints'
  | 'reasonLeftOpen'
  | 'rejectedBecause'
  | 'reason'
  | 'planSaid'
  | 'iDid'
  | 'verification'
  | 'whyItMatters';

/** A field label written in a near form, as an item carries it (see `NEAR_LABELS`). */
export interface NearLabelNode {
  field: FieldKey;
  /** As written, colon included (`Rejected:`). */
  written: string;
  /** The canonical label in the item's bucket (`Rejected because:`). */
  canonical: string;
  /** True when the field was read through this label; false for a value-less near label of a missing field. */
  used: boolean;
}

/**
 * One item of a bucket, read tolerantly (docs/decisions.md, docs/real-files.md): a top-level list item (`list`), or
 * a block item (`block`) — a root paragraph that opens with strong text, or an h4, with
 * everything after it up to the next block item, h4, thematic break or the end of the bucket.
 */
export interface DecisionItemNode {
  /** The list item, or the block item from its first node to its last. */
  span: Span;
  form: 'list' | 'block';
  /** The item's text: each block's plain text, and each list item of its lists, joined with `\n`. */
  text: string;
  /** `D-1`, `DT-2`, … as written, or `null` when the item does not start with an id. */
  id: string | null;
  /** The id's letters, or `null` when there is no id. */
  prefix: IdPrefix | null;
  /**
   * Fields found by label in the item's text, keyed by field. A field is present only
   * when its value holds a letter or digit (an empty value counts as missing).
   */
  fields: Partial<Record<FieldKey, string>>;
  /**
   * The first `O-n` after the id (Taken) or `D-n` after the id (Deviations); a Taken item
   * whose own id is an `O-n` names that one. Else `null`.
   */
  reference: string | null;
  /** Near-form labels (docs/real-files.md): those read as a field, and value-less ones of missing fields. */
  nearLabels: NearLabelNode[];
}

/** One h3 inside a decisions section: a bucket, or an unknown heading (`name: null`). */
export interface BucketNode {
  /** The bucket this heading was read as, or `null` for an h3 that is no bucket. */
  name: BucketName | null;
  /** The heading's text (mdast-util-to-string, trimmed). */
  headingText: string;
  /** The heading. */
  span: Span;
  /** True when the heading starts with the bucket's canonical words (`Locked`, `Open questions`, …). */
  canonical: boolean;
  /** The bucket's items in document order: list items and block items, `(none)` statements excluded. */
  items: DecisionItemNode[];
  /**
   * The statements that the bucket is empty: a first block opening with `(none)`, `None`,
   * `N/A`, `Nothing` or `No <word>` (docs/real-files.md), and any later `(none)` / `None` / `None.` line.
   */
  none: Span[];
}

/** One `## Plan Decisions` / `## Implementation Decisions` section. */
export interface DecisionSectionNode {
  /** The section's h2. */
  heading: Span;
  /** Where the section ends (exclusive): next heading of depth ≤ 2, root HTML open tag, or end of file. */
  end: Point;
  /** Root paragraphs of the section that are the "no decisions" line, in order. */
  mechanical: Span[];
  /** Every h3 of the section in document order (buckets and unknown headings alike). */
  buckets: BucketNode[];
  /**
   * What the section holds besides its h3 headings and the "no decisions" line: the top-level
   * items of its lists, and its other blocks (paragraphs, code, tables, deeper headings). A
   * section with neither, and no h3, is empty; one with content but no bucket follows another
   * schema (docs/real-files.md).
   */
  content: { listItems: number; blocks: number };
}

/** Root-level landmarks the placement rule measures against. */
export interface DecisionLandmarks {
  /** Plan: the first root `<objective>` HTML block; `end` is after its closing tag when there is one. */
  objective?: Span;
  /** Plan: the first root `<tasks>` HTML block. */
  tasks?: Span;
  /** Summary: the first h2 whose text starts with `Files`. */
  files?: Span;
}

/** The front matter's `decisions_schema`, as the schema-version rule needs it. */
export interface SchemaVersion {
  /** The value as written (stringified), or `null` when the key is absent. */
  value: string | null;
  /** True for an absent key, `v1` or `1`. */
  supported: boolean;
  /** The key's position in the front matter, when present. */
  span: Span | null;
}

/**
 * A plan or summary read for linting: everything the decision rules look at, each node
 * with its source position. Produced by `parseDecisionDocument`.
 */
export interface DecisionDocument {
  kind: DecisionKind;
  frontMatter: FrontMatter | null;
  schema: SchemaVersion;
  /** Every occurrence of the section heading, in order; only the first is linted. */
  sections: DecisionSectionNode[];
  landmarks: DecisionLandmarks;
}
