import type { BucketName, FieldKey, IdPrefix } from './model.js';
import { BUCKET_FIELDS, BUCKET_PREFIX, BUCKET_REFERENCE, NEAR_LABELS, canonicalLabel } from './vocabulary.js';

const ID = /^(DT|DV|D|O|R|Q)-\d+(?![\p{L}\p{N}_])/u;
const HAS_WORD = /[\p{L}\p{N}]/u;

/** A field label written in a near form (`Rejected:` for `Rejected because:`), as found in an item. */
interface NearLabel {
  field: FieldKey;
  /** The label as the author wrote it, colon included (`Rejected:`). */
  written: string;
  /** The canonical label of the field in the item's bucket (`Rejected because:`). */
  canonical: string;
  /** True when the field was read through this label (it carries a value and no canonical label does). */
  used: boolean;
}

/** What an item's text says: its id, its labelled fields and its reference. */
export interface ItemReading {
  id: string | null;
  prefix: IdPrefix | null;
  fields: Partial<Record<FieldKey, string>>;
  reference: string | null;
  /** Near-form labels in the item: those read as a field (`used`), and value-less ones for missing fields. */
  nearLabels: NearLabel[];
}

/** Read an item id (`D-1`, `DT-2`, …) at the start of `text`, uppercase and compared as written. */
export function readId(text: string): { id: string; prefix: IdPrefix; length: number } | null {
  const trimmed = text.trimStart();
  const match = ID.exec(trimmed);
  if (!match) return null;
  return { id: match[0], prefix: match[1] as IdPrefix, length: text.length - trimmed.length + match[0].length };
}

const labelPatterns = new Map<BucketName, { pattern: RegExp; entries: Map<string, LabelEntry> }>();

interface LabelEntry {
  field: FieldKey;
  /** `false` for a canonical label, else the near form's words. */
  near: boolean;
}

/**
 * One regex per bucket matching any of its labels — canonical ones, then near forms — at a
 * word boundary, case-insensitive; a near form always needs its colon. Longer labels come
 * first so `Verified by:` is not read as `Verified`. The regex has no groups: which label
 * matched is looked up by the match's normalised text (group arrays cost more than the scan).
 */
function labelPattern(bucket: BucketName): { pattern: RegExp; entries: Map<string, LabelEntry> } {
  let found = labelPatterns.get(bucket);
  if (!found) {
    const labels = [
      ...BUCKET_FIELDS[bucket].map(({ field, label, colon }) => ({ field, near: false, label, colon })),
      ...NEAR_LABELS[bucket].map(({ field, label }) => ({ field, near: true, label, colon: true })),
    ].sort((a, b) => b.label.length + Number(b.colon) - (a.label.length + Number(a.colon)));
    const entries = new Map(
      labels.map(({ field, near, label, colon }) => [keyOf(label + (colon ? ':' : '')), { field, near }]),
    );
    // A class of the labels' first letters lets the engine skip most positions at once.
    const firsts = [...new Set(labels.flatMap(({ label }) => [label[0]!.toLowerCase(), label[0]!.toUpperCase()]))].join(
      '',
    );
    const alternatives = labels.map(({ label, colon }) => `${words(label)}${colon ? ':' : '(?![\\p{L}\\p{N}_])'}`);
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(?=[${firsts}])(?:${alternatives.join('|')})`, 'giu');
    found = { pattern, entries };
    labelPatterns.set(bucket, found);
  }
  return found;
}

/** A label as written, for lookup: lower case, runs of white space as one space. */
function keyOf(written: string): string {
  return written.toLowerCase().replace(/\s+/g, ' ');
}

function words(label: string): string {
  return label.split(' ').map(escapeRegExp).join('\\s+');
}

/** A label found in an item's text: which field, where it starts and ends, and whether it is a near form. */
export interface LabelHit {
  field: FieldKey;
  start: number;
  end: number;
  near: boolean;
}

/** Every label of `bucket` in `text`, canonical or near, in order. */
export function labelHits(text: string, bucket: BucketName): LabelHit[] {
  const { pattern, entries } = labelPattern(bucket);
  const hits: LabelHit[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const entry = entries.get(keyOf(match[0]))!;
    hits.push({ field: entry.field, near: entry.near, start: match.index, end: match.index + match[0].length });
  }
  return hits;
}

/**
 * Find each field of `bucket` in `text` by its label. A field's value runs from its label to
 * the next label of the bucket or the end of the text; the first occurrence of a label wins,
 * and a value without a letter or digit counts as missing.
 */
function readFields(text: string, bucket: BucketName): Pick<ItemReading, 'fields' | 'nearLabels'> {
  const hits = labelHits(text, bucket);
  const fields: Partial<Record<FieldKey, string>> = {};
  const seen = new Set<FieldKey>();
  const near: Array<{ hit: LabelHit; value: string }> = [];
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]!;
    const value = text.slice(hit.end, i + 1 < hits.length ? hits[i + 1]!.start : text.length).trim();
    if (hit.near) {
      near.push({ hit, value });
      continue;
    }
    if (seen.has(hit.field)) continue;
    seen.add(hit.field);
    if (HAS_WORD.test(value)) fields[hit.field] = value;
  }
  // A near label stands in for a field no canonical label gave a value; the first with a value wins.
  const nearLabels: NearLabel[] = [];
  for (const { hit, value } of near) {
    if (fields[hit.field] !== undefined) continue;
    const used = HAS_WORD.test(value);
    if (used) fields[hit.field] = value;
    nearLabels.push({
      field: hit.field,
      written: text.slice(hit.start, hit.end).replace(/\s+/g, ' '),
      canonical: canonicalLabel(bucket, hit.field),
      used,
    });
  }
  return { fields, nearLabels: nearLabels.filter((n) => n.used || fields[n.field] === undefined) };
}

/** The first `O-n` (Taken) or `D-n` (Deviations) after the id, or anywhere when there is no id. */
function readReference(text: string, bucket: BucketName, idLength: number): string | null {
  const letter = BUCKET_REFERENCE[bucket];
  if (!letter) return null;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${letter}-\\d+(?![\\p{L}\\p{N}_])`, 'u');
  const match = pattern.exec(text.slice(idLength));
  return match ? match[0] : null;
}

/**
 * Read an item's id, fields and reference against the bucket it sits in. A Taken item whose
 * id is an `O-n` (`**O-3 (placement):** Took …`) names that Open decision (docs/real-files.md).
 */
export function readItem(text: string, bucket: BucketName | null): ItemReading {
  const id = readId(text);
  const { fields, nearLabels } = bucket ? readFields(text, bucket) : { fields: {}, nearLabels: [] };
  const namesItself = bucket === 'taken' && id?.prefix === 'O';
  return {
    id: id?.id ?? null,
    prefix: id?.prefix ?? null,
    fields,
    reference: namesItself ? id.id : bucket ? readReference(text, bucket, id?.length ?? 0) : null,
    nearLabels,
  };
}

/** Whether an item's id carries its bucket's own prefix (`DV-2` in Deviations). */
export function hasOwnPrefix(reading: Pick<ItemReading, 'prefix'>, bucket: BucketName): boolean {
  return reading.prefix === BUCKET_PREFIX[bucket];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
