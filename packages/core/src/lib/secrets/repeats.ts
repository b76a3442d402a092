import type { SecretCategory } from './categories.js';
import type { Hit } from './hit.js';

/** The shortest value whose other occurrences are the same secret: shorter values recur by chance (`admin`). */
const MIN_REPEATED = 16;

/**
 * The categories whose values may be read as stand-ins or public by where they stand, not by what they are: a URL's
 * password on the developer's machine, a Google API key named one for browsers (browser-keys.ts).
 */
const READ_BY_PLACE: ReadonlySet<SecretCategory> = new Set(['url-password', 'google-api-key']);

/**
 * `hits` where a value found as a local placeholder (a URL's default password on the developer's machine) or a key for
 * browsers is that wherever else the text gives it (`POSTGRES_PASSWORD: …` beside `postgresql://app:…@localhost`; a
 * Firebase key quoted bare in a `grep` of the built bundle): one value, one reading, as a secret found once is the same
 * secret wherever it stands (the forty-fifth sample's plans, where a local database's password stands in its compose
 * block and in its URL).
 */
export function withPlaceholdersKnown(text: string, hits: readonly Hit[]): Hit[] {
  const placeholders = new Set(
    hits.filter((hit) => hit.example && READ_BY_PLACE.has(hit.category)).map((hit) => text.slice(hit.start, hit.end)),
  );
  if (placeholders.size === 0) return [...hits];
  return hits.map((hit) =>
    hit.example || !placeholders.has(text.slice(hit.start, hit.end)) ? hit : { ...hit, example: true },
  );
}

/** A code unit that would make the occurrence part of a longer word or token. */
const TOKEN_CHAR = /[A-Za-z0-9_\-+/=]/;

/**
 * `hits` with every other occurrence of each value they found, as a token of its own (not inside a longer one), in the
 * same category: a secret found where it is named (`**Latest token**: \`…\``) is the same secret where it stands again
 * unnamed (`ssh -p 2222 <token>@47.…`), and a reader who removes it must find every place. Values shorter than
 * `MIN_REPEATED` and published examples are not followed. Sorted by place, no two overlapping.
 */
export function withRepeats(text: string, hits: readonly Hit[]): Hit[] {
  const values = new Map<string, SecretCategory>();
  for (const hit of hits)
    if (!hit.example && hit.end - hit.start >= MIN_REPEATED) {
      const value = text.slice(hit.start, hit.end);
      if (!values.has(value)) values.set(value, hit.category);
    }
  return withOccurrences(text, hits, values);
}

/**
 * `hits` with every occurrence, as a token of its own, of the values found as secrets in the project's other files
 * (value → category): a key pasted into one plan with its name is the same key where a summary quotes it bare. Values
 * shorter than `MIN_REPEATED` are not followed (they recur by chance).
 */
export function withValuesFoundElsewhere(
  text: string,
  hits: readonly Hit[],
  elsewhere: ReadonlyMap<string, SecretCategory>,
): Hit[] {
  const values = new Map([...elsewhere].filter(([value]) => value.length >= MIN_REPEATED));
  return withOccurrences(text, hits, values);
}

/** `hits` and each value's occurrences that stand as a token of their own and overlap no hit, sorted by place. */
function withOccurrences(text: string, hits: readonly Hit[], values: ReadonlyMap<string, SecretCategory>): Hit[] {
  if (values.size === 0) return [...hits];
  const taken = hits.map((hit) => [hit.start, hit.end] as const);
  const overlaps = (start: number, end: number) => taken.some(([from, to]) => start < to && from < end);
  const out = [...hits];
  for (const [value, category] of values) {
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
      const end = at + value.length;
      if (TOKEN_CHAR.test(text[at - 1] ?? ' ') || TOKEN_CHAR.test(text[end] ?? ' ') || overlaps(at, end)) continue;
      out.push({ category, start: at, end });
      taken.push([at, end]);
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
