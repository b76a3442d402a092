import { withBrowserKeysKnown } from './browser-keys.js';
import { withUserNamesKnown } from './user-names.js';
import { withIdentifiersKnown } from './identifiers.js';
import { withPlaceholdersKnown, withRepeats, withValuesFoundElsewhere } from './repeats.js';
import { describeCategory, SECRET_CATEGORIES, type SecretCategory } from './categories.js';
import { fullWidthSites, withNormalisedHits } from './normalise.js';
import { scanText, type Hit } from './scan.js';
import { noticedAnywhere, noticedJoins, noticedPlaces, stopWatching, watch } from './suspicion.js';
import { secretFingerprint } from './fingerprint.js';
import { gluedTokens } from './glued.js';
import { readsAsWritten } from './values.js';
import { lineEnd } from './chars.js';

export { describeCategory, SECRET_CATEGORIES, secretFingerprint, type SecretCategory };

/** One secret in a text: where it is (start and end), never what it is. */
export interface SecretFinding {
  category: SecretCategory;
  /** 0-based offset of the secret value's first code unit. */
  offset: number;
  /** Length of the secret value in UTF-16 code units. */
  length: number;
  /** 1-based line and column (UTF-16 code units) of the value's start. */
  line: number;
  column: number;
  /** 1-based line and column just past the value's end. */
  endLine: number;
  endColumn: number;
  /**
   * Set when the value was read from where it stands (a secret-named setting, a flag, a URL's password, a login) and
   * reads as written by a person, not generated (`admin123`, `dev-token`), or stands on a test's assertion
   * (`expect(…({ password: '…' }))`, a fixture the test feeds the code): nothing in the value itself says it is a
   * credential. The linter holds such a finding back until a project adopts handoff; every writer refuses it.
   */
  written?: true;
}

/** A secret in a structured value: the path of the string that holds it, and its category. */
export interface ValueSecretFinding {
  /** `failed_approaches[2].why_failed`; `''` for a root string. */
  path: string;
  category: SecretCategory;
}

/** The text put where a secret value was. */
export const REDACTED = '[REDACTED]';

/**
 * How strict a scan is. The default, for everything that stores or prints text, refuses every credential-shaped value.
 */
export interface FindSecretsOptions {
  /**
   * Let vendors' published example values and local-development placeholders pass
   * (`AKIAIOSFODNN7EXAMPLE`, jwt.io's sample token, `guest:guest@localhost`): the linter's
   * choice, since documentation quotes them. Writers never set it.
   */
  allowPublishedExamples?: boolean;
  /**
   * Values found as secrets in other files of the same project, each with its category: where one stands in this text
   * as a token of its own, it is the same secret (the linter's run over a project; values under 16 characters are not
   * followed). Held only in memory, never written.
   */
  foundElsewhere?: ReadonlyMap<string, SecretCategory>;
}

/**
 * Find every secret in `text`, in order, in one linear pass over the raw text, and a second
 * over a normalised view of the lines where normalisation changes something (an invisible
 * or full-width character, a look-alike letter, an escape, a token cut by a line end).
 * Findings never hold the value; they are placed in the raw text.
 */
export function findSecrets(text: string, options: FindSecretsOptions = {}): SecretFinding[] {
  let hits: Hit[] = [];
  watch(text);
  try {
    scanText(text, false, hits);
  } finally {
    stopWatching();
  }
  const places = noticedPlaces();
  fullWidthSites(text, places);
  if (places.length > 0 || noticedJoins().length > 0 || noticedAnywhere())
    hits = withNormalisedHits(text, hits, places, noticedJoins(), noticedAnywhere());
  hits = withRepeats(text, withUserNamesKnown(text, withIdentifiersKnown(text, hits)));
  hits = withPlaceholdersKnown(text, withBrowserKeysKnown(text, hits));
  if (options.foundElsewhere) hits = withValuesFoundElsewhere(text, hits, options.foundElsewhere);
  return locate(text, options.allowPublishedExamples ? hits.filter((hit) => !hit.example) : hits);
}

/**
 * Replace each secret value with `[REDACTED]`; an assignment keeps its name and operator
 * (`password=[REDACTED]`), a URL its user (`postgres://app:[REDACTED]@db`). Idempotent.
 */
export function redactSecrets(
  text: string,
  options: FindSecretsOptions = {},
): { text: string; findings: SecretFinding[] } {
  const findings = findSecrets(text, options);
  if (findings.length === 0) return { text, findings };
  const parts: string[] = [];
  let at = 0;
  for (const finding of findings) {
    parts.push(text.slice(at, finding.offset), REDACTED);
    at = finding.offset + finding.length;
  }
  parts.push(text.slice(at));
  return { text: parts.join(''), findings };
}

/**
 * A path, or a line that names paths (a file or folder name, a title, an argument), with
 * every secret replaced by `[REDACTED]`: each segment between `/`, `\` and blanks is
 * scanned on its own, then the whole text, so that a folder named `password=…` or a file
 * named after a token is redacted even where the whole path reads as a location. In a
 * segment, a provider token glued to the word before it (`dghp_…`, `my_sk_live_…`) counts
 * too when it has its family's whole shape (glued.ts). For output only: a redacted path
 * names no file.
 */
export function redactPath(text: string): string {
  const segments = text.replace(/[^/\\\s]+/g, (segment) => (segment.length < 8 ? segment : redactSegment(segment)));
  return redactSecrets(segments).text;
}

/** One segment of a path with its secrets and its glued tokens replaced by `[REDACTED]`. */
function redactSegment(segment: string): string {
  const glued = gluedTokens(segment);
  if (glued.length === 0) return redactSecrets(segment).text;
  const ranges = [
    ...findSecrets(segment).map(({ offset, length }) => ({ start: offset, end: offset + length })),
    ...glued,
  ];
  ranges.sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (end <= at) continue;
    parts.push(segment.slice(at, Math.max(at, start)), REDACTED);
    at = end;
  }
  parts.push(segment.slice(at));
  return parts.join('');
}

/**
 * A user value (a command, a tool name, an approach) cut to at most `max` characters and
 * `…` for a message: redacted whole first ({@link redactPath}), since a credential cut short
 * no longer reads as one yet shows most of itself; the cut never falls inside a
 * `[REDACTED]` or a surrogate pair. Where a value is quoted whole or not at all, use
 * `quoteValue` instead.
 */
export function clipRedacted(text: string, max: number): string {
  const shown = redactPath(text);
  if (shown.length <= max) return shown;
  let cut = max;
  const marker = shown.lastIndexOf(REDACTED, cut - 1);
  if (marker >= 0 && marker + REDACTED.length > cut) cut = marker;
  const last = shown.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut--;
  return `${shown.slice(0, cut)}…`;
}

/**
 * Find secrets in every string of a JSON-like value (objects and arrays, walked with an
 * explicit stack, so depth cannot overflow it; cycles are visited once). Keys are not
 * scanned. One finding per (path, category), in document order.
 */
export function findSecretsInValue(value: unknown, options: FindSecretsOptions = {}): ValueSecretFinding[] {
  const out: ValueSecretFinding[] = [];
  const seen = new Set<object>();
  const stack: Array<{ path: string; value: unknown }> = [{ path: '', value }];
  while (stack.length > 0) {
    const { path, value: current } = stack.pop()!;
    if (typeof current === 'string') {
      const categories = new Set<SecretCategory>();
      for (const finding of findSecrets(current, options)) categories.add(finding.category);
      for (const category of categories) out.push({ path, category });
      continue;
    }
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ path: `${path}[${i}]`, value: current[i] });
    } else if (isPlainObject(current)) {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        stack.push({ path: childPath(path, key), value: (current as Record<string, unknown>)[key] });
      }
    }
  }
  return out;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function childPath(parent: string, key: string): string {
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return parent === '' ? key : `${parent}.${key}`;
  return `${parent}[${JSON.stringify(key)}]`;
}

/** The categories found by where a value stands, not by its shape: a name, a flag, a URL's password, a login. */
const FOUND_BY_PLACE: ReadonlySet<SecretCategory> = new Set([
  'assigned-secret',
  'command-line-secret',
  'url-password',
  'login-password',
]);

/** A call that states what a test expects (`expect(`, `assertEquals(`): the values on its line are its inputs. */
const ASSERTION = /\b(?:expect|assert[A-Za-z]*)\s*\(/;

/**
 * Whether the line that holds a value (from `lineStart`, the start of its first line, to the end of the line where the
 * value ends) is a test's assertion (`expect(schema.safeParse({ password: '…' })).toBe(true)`):
 * the value is what the test feeds the code under test, a fixture written for it, held back as a written value is.
 */
function feedsTest(text: string, lineStart: number, hitEnd: number): boolean {
  return ASSERTION.test(text.slice(lineStart, lineEnd(text, hitEnd, text.length)));
}

/** Turn offsets into findings with lines and columns, walking the text once. */
function locate(text: string, hits: readonly Hit[]): SecretFinding[] {
  const findings: SecretFinding[] = [];
  let line = 1;
  let lineStart = 0;
  let p = 0;
  const advance = (to: number): void => {
    for (; p < to; p++) {
      const c = text.charCodeAt(p);
      if (c === 10) {
        line++;
        lineStart = p + 1;
      } else if (c === 13) {
        if (text.charCodeAt(p + 1) === 10) p++;
        line++;
        lineStart = p + 1;
      }
    }
  };
  for (const hit of hits) {
    advance(hit.start);
    const startLine = line;
    const startLineStart = lineStart;
    const column = hit.start - lineStart + 1;
    advance(hit.end);
    findings.push({
      category: hit.category,
      offset: hit.start,
      length: hit.end - hit.start,
      line: startLine,
      column,
      endLine: line,
      endColumn: hit.end - lineStart + 1,
      ...(FOUND_BY_PLACE.has(hit.category) &&
      (readsAsWritten(text.slice(hit.start, hit.end)) || feedsTest(text, startLineStart, hit.end))
        ? { written: true as const }
        : {}),
    });
  }
  return findings;
}
