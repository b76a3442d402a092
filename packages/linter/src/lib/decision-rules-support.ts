import {
  BUCKETS as CORE_BUCKETS,
  BUCKET_FIELDS,
  BUCKET_PREFIX,
  SECTION_TITLE,
  canonicalLabel,
} from '@handoff/core/read';
import type {
  BucketName,
  BucketNode,
  DecisionDocument,
  DecisionItemNode,
  DecisionKind,
  DecisionSectionNode,
  FieldKey,
  IdPrefix,
} from '@handoff/core/read';

/** A field a bucket's items must carry: its key in the model and its label as users write it. */
interface FieldSpec {
  key: FieldKey;
  label: string;
}

/** Everything the rules know about one bucket, derived from the document vocabulary of `@handoff/core`. */
export interface BucketSpec {
  name: BucketName;
  kind: DecisionKind;
  /** Position in the required order, 0-based. */
  rank: number;
  /** The canonical leading words of its heading, as the messages and the fix write them. */
  label: string;
  /** The id letters its items carry. */
  prefix: IdPrefix;
  /**
   * The fields `item-field-missing` checks. Taken's `O-n` reference and Deviations'
   * `Verification:` are left out: `taken-unlinked` and `deviation-unverified` report those.
   */
  fields: readonly FieldSpec[];
}

function specOf(kind: DecisionKind, rank: number): BucketSpec {
  const { name, canonical } = CORE_BUCKETS[kind][rank]!;
  return {
    name,
    kind,
    rank,
    label: canonical.charAt(0).toUpperCase() + canonical.slice(1),
    prefix: BUCKET_PREFIX[name],
    fields: BUCKET_FIELDS[name]
      .filter(({ field }) => field !== 'verification')
      .map(({ field }) => ({ key: field, label: canonicalLabel(name, field) })),
  };
}

/** The six buckets, plan's three then summary's three, each list in its required order. */
export const BUCKETS: Readonly<Record<BucketName, BucketSpec>> = Object.fromEntries(
  (['plan', 'summary'] as const)
    .flatMap((kind) => CORE_BUCKETS[kind].map((_, rank) => specOf(kind, rank)))
    .map((spec) => [spec.name, spec]),
) as Record<BucketName, BucketSpec>;

/** The buckets of one kind of document, in their required order. */
export function bucketsOf(kind: DecisionKind): BucketSpec[] {
  return Object.values(BUCKETS).filter((spec) => spec.kind === kind);
}

/** The required order of a kind's buckets as a message writes it (`Locked, Open, Considered and rejected`). */
export function bucketOrder(kind: DecisionKind): string {
  return bucketsOf(kind)
    .map((spec) => spec.label)
    .join(', ');
}

const TITLES: Readonly<Record<DecisionKind, string>> = {
  plan: titleCase(SECTION_TITLE.plan),
  summary: titleCase(SECTION_TITLE.summary),
};

/** The section heading's text for a kind of document (`Plan Decisions`). */
export function sectionTitle(kind: DecisionKind): string {
  return TITLES[kind];
}

function titleCase(words: string): string {
  return words.replace(/(^|\s)\p{Ll}/gu, (letter) => letter.toUpperCase());
}

/** The one section the rules lint: the first; later ones only get `section-duplicate`. */
export function firstSection(document: DecisionDocument): DecisionSectionNode | undefined {
  return document.sections[0];
}

/** A heading that was read as a bucket, with the bucket's spec beside it. */
export interface RecognisedBucket {
  node: BucketNode;
  spec: BucketSpec;
  /** True for the second and later headings of the same bucket in the section. */
  duplicate: boolean;
}

/**
 * The section's h3s that are buckets of the document's kind, in document order; unknown
 * headings (and, defensively, buckets of the other kind) are left out.
 */
export function recognisedBuckets(section: DecisionSectionNode, kind: DecisionKind): RecognisedBucket[] {
  const seen = new Set<BucketName>();
  const out: RecognisedBucket[] = [];
  for (const node of section.buckets) {
    if (node.name === null) continue;
    const spec = BUCKETS[node.name];
    if (spec.kind !== kind) continue;
    out.push({ node, spec, duplicate: seen.has(node.name) });
    seen.add(node.name);
  }
  return out;
}

/** Every item of the section's buckets of one name, duplicates of the bucket included. */
export function itemsOf(section: DecisionSectionNode, name: BucketName): DecisionItemNode[] {
  const items: DecisionItemNode[] = [];
  // One push per item: spreading a bucket of 100,000+ items overflows the call stack.
  for (const bucket of section.buckets) if (bucket.name === name) for (const item of bucket.items) items.push(item);
  return items;
}

/** The ids a document declares in its first section with the given letters, in order, each once. */
export function declaredIds(document: DecisionDocument, prefix?: IdPrefix): string[] {
  const section = firstSection(document);
  if (!section) return [];
  const ids = new Set<string>();
  for (const bucket of section.buckets) {
    for (const item of bucket.items) {
      if (item.id !== null && (prefix === undefined || item.prefix === prefix)) ids.add(item.id);
    }
  }
  return [...ids];
}

/**
 * Report each item of `bucket` in the summary's first section whose reference (`O-n` for
 * Taken, `D-n` for Deviations) is no id the plan declares: the check shared by
 * `taken-unknown-open` and `deviation-unknown-locked`.
 */
export function reportUndeclaredReferences(
  ctx: {
    plan: DecisionDocument;
    summary: DecisionDocument;
    report(d: { messageId: 'unknown'; data: { id: string }; span: DecisionItemNode['span'] }): void;
  },
  bucket: 'taken' | 'deviations',
): void {
  const section = firstSection(ctx.summary);
  if (!section) return;
  const declared = new Set(declaredIds(ctx.plan));
  for (const item of itemsOf(section, bucket)) {
    const id = item.reference;
    if (id !== null && !declared.has(id)) ctx.report({ messageId: 'unknown', data: { id }, span: item.span });
  }
}

/** The values of front matter `kind:` that are handoff's (`classify` reads the same). */
const HANDOFF_KINDS: ReadonlySet<string> = new Set(['plan', 'summary', 'handoff']);

/**
 * Whether a plan or summary's front matter opts it in to decision sections: `decisions_schema:`, or `kind:` naming one
 * of handoff's kinds. Another tool's `kind:` declares nothing to handoff (`kind: quick`, a GSD quick task's: the
 * ninety-first sample's two files, reported in a project that had adopted nothing).
 */
export function optsIn(document: DecisionDocument): boolean {
  const data = document.frontMatter?.data;
  if (data == null) return false;
  const kind = data['kind'];
  return (
    Object.hasOwn(data, 'decisions_schema') ||
    (typeof kind === 'string' && HANDOFF_KINDS.has(kind.trim().toLowerCase()))
  );
}

/**
 * Whether a decisions section follows the schema: it has a recognised bucket or the "no
 * decisions" line. A section with content but neither follows another schema (another
 * planner's `## Plan Decisions`); a project whose sections all do so has not adopted the
 * buckets (docs/real-files.md, "Adoption").
 */
export function isBucketed(section: DecisionSectionNode, kind: DecisionKind): boolean {
  return section.mechanical.length > 0 || recognisedBuckets(section, kind).length > 0;
}

/** Whether a section follows another schema: content, but neither a recognised bucket nor the "no decisions" line. */
export function followsAnotherSchema(section: DecisionSectionNode, kind: DecisionKind): boolean {
  return !isBucketed(section, kind) && !isEmptySection(section);
}

/** Whether a section holds nothing at all: no h3, no "no decisions" line, no list, no other block. */
export function isEmptySection(section: DecisionSectionNode): boolean {
  return (
    section.buckets.length === 0 &&
    section.mechanical.length === 0 &&
    section.content.listItems === 0 &&
    section.content.blocks === 0
  );
}
