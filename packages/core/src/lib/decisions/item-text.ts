import type { BucketName, FieldKey, IdPrefix } from './model.js';
import { BUCKET_FIELDS, BUCKET_REFERENCE } from './vocabulary.js';

const ID = /^(DT|DV|D|O|R|Q)-\d+(?![\p{L}\p{N}_])/u;
const HAS_WORD = /[\p{L}\p{N}]/u;

/** What an item's text says: its id, its labelled fields and its reference. */
export interface ItemReading {
  id: string | null;
  prefix: IdPrefix | null;
  fields: Partial<Record<FieldKey, string>>;
  reference: string | null;
}

/** Read an item id (`D-1`, `DT-2`, …) at the start of `text`, uppercase and compared as written. */
export function readId(text: string): { id: string; prefix: IdPrefix; length: number } | null {
  const trimmed = text.trimStart();
  const match = ID.exec(trimmed);
  if (!match) return null;
  return { id: match[0], prefix: match[1] as IdPrefix, length: text.length - trimmed.length + match[0].length };
}

const labelPatterns = new Map<BucketName, RegExp>();

/** One regex per bucket matching any of its labels at a word boundary, case-insensitive. */
function labelPattern(bucket: BucketName): RegExp {
  let pattern = labelPatterns.get(bucket);
  if (!pattern) {
    const alternatives = BUCKET_FIELDS[bucket].map(({ label, colon }) => {
      const words = label.split(' ').map(escapeRegExp).join('\\s+');
      return `(${words}${colon ? ':' : '(?![\\p{L}\\p{N}_])'})`;
    });
    pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})`, 'giu');
    labelPatterns.set(bucket, pattern);
  }
  return pattern;
}

/** A label found in an item's text: which field, and where the label starts and ends. */
export interface LabelHit {
  field: FieldKey;
  start: number;
  end: number;
}

/** Every label of `bucket` in `text`, in order. */
export function labelHits(text: string, bucket: BucketName): LabelHit[] {
  const labels = BUCKET_FIELDS[bucket];
  const hits: LabelHit[] = [];
  const pattern = labelPattern(bucket);
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const which = match.slice(1).findIndex((group) => group !== undefined);
    hits.push({ field: labels[which]!.field, start: match.index, end: match.index + match[0].length });
  }
  return hits;
}

/**
 * Find each field of `bucket` in `text` by its label. A field's value runs from its label to
 * the next label of the bucket or the end of the text; the first occurrence of a label wins,
 * and a value without a letter or digit counts as missing.
 */
export function readFields(text: string, bucket: BucketName): Partial<Record<FieldKey, string>> {
  const hits = labelHits(text, bucket);
  const fields: Partial<Record<FieldKey, string>> = {};
  const seen = new Set<FieldKey>();
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]!;
    if (seen.has(hit.field)) continue;
    seen.add(hit.field);
    const value = text.slice(hit.end, i + 1 < hits.length ? hits[i + 1]!.start : text.length).trim();
    if (HAS_WORD.test(value)) fields[hit.field] = value;
  }
  return fields;
}

/** The first `O-n` (Taken) or `D-n` (Deviations) after the id, or anywhere when there is no id. */
export function readReference(text: string, bucket: BucketName, idLength: number): string | null {
  const letter = BUCKET_REFERENCE[bucket];
  if (!letter) return null;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${letter}-\\d+(?![\\p{L}\\p{N}_])`, 'u');
  const match = pattern.exec(text.slice(idLength));
  return match ? match[0] : null;
}

/** Read an item's id, fields and reference against the bucket it sits in. */
export function readItem(text: string, bucket: BucketName | null): ItemReading {
  const id = readId(text);
  return {
    id: id?.id ?? null,
    prefix: id?.prefix ?? null,
    fields: bucket ? readFields(text, bucket) : {},
    reference: bucket ? readReference(text, bucket, id?.length ?? 0) : null,
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
