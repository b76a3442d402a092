import {
  boundary,
  charSet,
  codeAt,
  equalsIgnoreCase,
  isBlank,
  isDigit,
  isLetter,
  isLineBreak,
  isLower,
  isWordChar,
  runStart,
} from './chars.js';
import { isSecretName, KEY_QUALIFIERS, SECRET_WORDS, secretWordEndingAt } from './names.js';
import { JWT_FAMILY, LETTER_FAMILIES, SEPARATED_FAMILIES, VALUE_FAMILIES, type TokenFamily } from './providers.js';
import { proseValueStart } from './prose.js';
import { hexValue } from './escapes.js';
import { noticeAt, noticeInWord, noticeName } from './suspicion.js';
import { pushTrigger } from './trigger-stack.js';

/**
 * Where a secret can start. Each kind is found by `indexOf` of a rare anchor character (V8
 * runs a one-character `indexOf` as a vectorised memchr), then a constant-time look around
 * the hit. That beats one combined regex by several times: an alternation of many prefixes
 * makes irregexp test every position.
 */
export const KIND = {
  pem: 0,
  url: 1,
  bearer: 2,
  basic: 3,
  telegram: 4,
  azure: 5,
  terraform: 6,
  airtable: 7,
  mailchimp: 8,
  longFlag: 9,
  shortFlag: 10,
  xmlElement: 11,
  xmlEntry: 12,
  ownedValue: 13,
  terraformDefault: 14,
  login: 15,
  /** `KIND.assign + i`: an assignment to `SECRET_WORDS[i]`. */
  assign: 16,
  /** `KIND.prose + i`: `SECRET_WORDS[i]` in a sentence, with no operator. */
  prose: 32,
  /** `KIND.family + i`: a token of `FAMILIES[i]`. */
  family: 64,
} as const;

/** Kinds are packed with their offset into one number, `offset * KINDS + kind`, to sort fast. */
export const KINDS = 256;

/** Every token family, in the order of their kinds. */
export const FAMILIES: readonly TokenFamily[] = [
  ...SEPARATED_FAMILIES,
  ...LETTER_FAMILIES,
  ...VALUE_FAMILIES,
  JWT_FAMILY,
];
if (KIND.family + FAMILIES.length > KINDS || KIND.prose + SECRET_WORDS.length > KIND.family)
  throw new Error('secret scanner: more trigger kinds than KINDS holds');
/** The shortest anchor of each family (what a failed match skips at least). */
export const ANCHOR_LENGTHS: readonly number[] = FAMILIES.map((entry) =>
  Math.min(...entry.anchors.map((anchor) => anchor.length)),
);
const JWT_KIND = KIND.family + FAMILIES.indexOf(JWT_FAMILY);
const SENDGRID_KIND = KIND.family + FAMILIES.findIndex((entry) => entry.anchors.includes('SG.'));

/** An anchor as seen from its first separator: `offset` characters before it, the family's kind. */
interface SeparatorEntry {
  anchor: string;
  offset: number;
  kind: number;
}

/**
 * For each separator, the anchors keyed by the two characters before it (`c1 << 7 | c2`),
 * so a hit costs one typed-array look-up and usually nothing more: `index[key]` is 0 for
 * no anchor, else 1 + the bucket's place in `buckets`. Longer anchors first in a bucket.
 */
interface SeparatorTable {
  index: Uint16Array;
  buckets: SeparatorEntry[][];
}

const SEPARATOR_TABLES: Record<string, SeparatorTable> = (() => {
  const tables: Record<string, SeparatorTable> = {};
  for (const separator of '_-.~') tables[separator] = { index: new Uint16Array(1 << 14), buckets: [] };
  SEPARATED_FAMILIES.forEach((entry, index) => {
    for (const anchor of entry.anchors) {
      const offset = anchor.search(/[-_.~]/);
      if (offset < 2)
        throw new Error(`secret scanner: anchor ${anchor} needs two characters before its first separator`);
      const key = (anchor.charCodeAt(offset - 1) << 7) | anchor.charCodeAt(offset - 2);
      const table = tables[anchor[offset]!]!;
      if (table.index[key] === 0) table.index[key] = table.buckets.push([]);
      table.buckets[table.index[key]! - 1]!.push({ anchor, offset, kind: KIND.family + index });
    }
  });
  for (const table of Object.values(tables))
    for (const bucket of table.buckets) bucket.sort((a, b) => b.anchor.length - a.anchor.length);
  return tables;
})();
const UNDERSCORE = SEPARATOR_TABLES['_']!;
const DASH = SEPARATOR_TABLES['-']!;
const DOT = SEPARATOR_TABLES['.']!;
const TILDE = SEPARATOR_TABLES['~']!;

/**
 * Letter-anchored families, found at a pivot letter of their anchor: the first `A` (`AKIA`,
 * `LTAI`, `EAAA`), else the `K` (`SK`, `EZTK`); `pivot` is its place in the anchor.
 */
interface LetterAnchor {
  anchor: string;
  pivot: number;
  kind: number;
}
const LETTER_ANCHORS: readonly LetterAnchor[] = LETTER_FAMILIES.flatMap((entry, index) =>
  entry.anchors.map((anchor) => {
    const a = anchor.indexOf('A');
    const pivot = a >= 0 ? a : anchor.indexOf('K');
    if (pivot < 0) throw new Error(`secret scanner: letter anchor ${anchor} has neither A nor K`);
    return { anchor, pivot, kind: KIND.family + SEPARATED_FAMILIES.length + index };
  }),
).sort((a, b) => b.anchor.length - a.anchor.length);
/** Anchors that start at their `A`. */
const A_FIRST = LETTER_ANCHORS.filter((entry) => entry.pivot === 0 && entry.anchor[0] === 'A');
/** Anchors whose `A` or `K` comes after other letters, keyed by the letter right before it. */
const AFTER_LETTER = (letter: 'A' | 'K'): Array<LetterAnchor[] | undefined> => {
  const table: Array<LetterAnchor[] | undefined> = [];
  for (const entry of LETTER_ANCHORS)
    if (entry.pivot > 0 && entry.anchor[entry.pivot] === letter)
      (table[entry.anchor.charCodeAt(entry.pivot - 1)] ??= []).push(entry);
  return table;
};
const A_AFTER = AFTER_LETTER('A');
const K_AFTER = AFTER_LETTER('K');
/** The second letters of the anchors that start at their `A`, a cheap first filter. */
const LETTER_SECONDS: Uint8Array = (() => {
  const table = new Uint8Array(128);
  for (const { anchor } of A_FIRST) table[anchor.charCodeAt(1)] = 1;
  return table;
})();
/** The characters an `A` is read after: the letter before the `A` of an anchor, and `3` (`%3A`). */
const A_PREVIOUS: Uint8Array = (() => {
  const table = new Uint8Array(128);
  A_AFTER.forEach((candidates, c) => {
    if (candidates !== undefined) table[c] = 1;
  });
  table[0x33] = 1;
  return table;
})();
/** Families with a lower-case prefix (`dapi`), looked for inside a value only. */
const VALUE_ANCHORS: ReadonlyArray<{ anchor: string; kind: number }> = VALUE_FAMILIES.flatMap((entry, index) =>
  entry.anchors.map((anchor) => ({
    anchor,
    kind: KIND.family + SEPARATED_FAMILIES.length + LETTER_FAMILIES.length + index,
  })),
);

/**
 * The last two letters (lower case) of the secret-ish words, `value` and `default`, as
 * `c2 << 7 | c1`: an operator or `>` after any other pair needs no closer look.
 */
const TAILS: Uint8Array = (() => {
  const table = new Uint8Array(1 << 14);
  for (const word of [...SECRET_WORDS, 'value', 'default'])
    table[(word.charCodeAt(word.length - 2) << 7) | word.charCodeAt(word.length - 1)] = 1;
  return table;
})();

/**
 * Whether `c1` (a character) and `c2` (the one before it) may end a secret-ish word, `value` or `default` (any case).
 */
function isTail(c2: number, c1: number): boolean {
  const l1 = c1 | 0x20;
  const l2 = c2 | 0x20;
  // A character outside ASCII may be one normalisation changes (`passwor\u200bd=`): `secretWordEndingAt` notices it.
  return ((l1 | l2) & -128) !== 0 ? c1 > 0x7f || c2 > 0x7f : TAILS[(l2 << 7) | l1] === 1;
}

const PASSWORD = SECRET_WORDS.indexOf('password');
const TOKEN = SECRET_WORDS.indexOf('token');
const KEY = SECRET_WORDS.indexOf('key');

/**
 * Push the trigger codes of `text` (unsorted) onto the trigger stack; assignments, flags,
 * elements and prose only when asked. Every read near a hit goes through `codeAt`, and each
 * character around a hit is read once and handed on, since the reads are most of the cost.
 */
export function collectTriggers(text: string, withContext: boolean): void {
  // One small function per anchor: each stays small enough for the JIT to inline its checks.
  colons(text, withContext);
  if (withContext) equals(text);
  underscores(text);
  dashes(text, withContext);
  // Dot-prefixed tokens (`SG.`, `hvs.`, `dp.pt.`, `….atlasv1.…`) and lower-case ones (`dapi…`) only
  // inside a value already cut out: a `.` ends every sentence, and a pass over them all (or a
  // search for a lower-case word) costs more than every other anchor.
  if (!withContext) dots(text);
  tildes(text);
  letterTokens(text);
  jwts(text);
  sendgrid(text);
  authSchemes(text);
  upperK(text, withContext);
  if (withContext) {
    elements(text);
    passwords(text);
    tokensAndKeys(text);
    logins(text);
    pipes(text);
  }
}

/** At each `|`: a secret's name alone in a table cell before it (`| API_KEY | … |`), read with its later cells. */
function pipes(text: string): void {
  for (let k = text.indexOf('|'); k !== -1; k = text.indexOf('|', k + 1))
    assignmentBefore(text, k, codeAt(text, k - 1));
}

/**
 * At the `@` of each e-mail address (a word character on both sides), and at each slash with a blank on either side: a
 * login given with its password (`ops@corp.io / …`, `Login: dthomaz / …`).
 */
function logins(text: string): void {
  for (let k = text.indexOf('@'); k !== -1; k = text.indexOf('@', k + 1))
    if (isWordChar(codeAt(text, k - 1)) && isWordChar(codeAt(text, k + 1))) pushTrigger(k * KINDS + KIND.login);
  for (let k = text.indexOf(' / '); k !== -1; k = text.indexOf(' / ', k + 3)) pushTrigger((k + 1) * KINDS + KIND.login);
}

function colons(text: string, withContext: boolean): void {
  for (let k = text.indexOf(':'); k !== -1; k = text.indexOf(':', k + 1)) {
    const n1 = codeAt(text, k + 1);
    const p1 = codeAt(text, k - 1);
    if (n1 === 0x2f && codeAt(text, k + 2) === 0x2f) pushTrigger(k * KINDS + KIND.url);
    else if (n1 === 0x41 && codeAt(text, k + 2) === 0x41 && isDigit(p1)) {
      let start = k - 1;
      while (start > 0 && k - start < 11 && isDigit(text.charCodeAt(start - 1))) start--;
      pushTrigger(start * KINDS + KIND.telegram);
    } else if (withContext && p1 !== 0x3a && n1 !== 0x3a) {
      assignmentBefore(text, k, p1);
      if (n1 === 0x20 && codeAt(text, k + 2) === 0x60) labelBefore(text, k, p1);
    }
  }
}

/** How many lower-case words a label may put between a secret's name and its colon. */
export const LABEL_WORDS = 3;
/** The longest note in parentheses a label may put there. */
export const LABEL_ASIDE = 64;

/**
 * At a colon followed by a code span: a secret's name before a note in parentheses or a few lower-case words
 * (`API_SECRET (`worker/.dev.vars`): `…``, `Admin API key available: `…``), pushed as an assignment to that name.
 */
function labelBefore(text: string, colon: number, prev: number): void {
  if (prev === 0x29 /* ) */) {
    const open = text.lastIndexOf('(', colon - 2);
    if (open < 0 || colon - open > LABEL_ASIDE || text.slice(open, colon).includes('\n')) return;
    let end = open;
    while (end > 0 && text.charCodeAt(end - 1) === 0x20) end--;
    pushSecretWordEndingAt(text, end);
    return;
  }
  let end = colon;
  for (let words = 0; words < LABEL_WORDS; words++) {
    let start = end;
    while (start > 0 && isLower(text.charCodeAt(start - 1))) start--;
    if (start === end || text.charCodeAt(start - 1) !== 0x20) return;
    end = start - 1;
    if (pushSecretWordEndingAt(text, end)) return;
  }
}

/** Push an assignment to the secret-ish word that ends at `end`, if one does; whether one did. */
function pushSecretWordEndingAt(text: string, end: number): boolean {
  const index = secretWordEndingAt(text, end);
  if (index < 0) return false;
  pushTrigger((end - SECRET_WORDS[index]!.length) * KINDS + KIND.assign + index);
  return true;
}

function equals(text: string): void {
  for (let k = text.indexOf('='); k !== -1; k = text.indexOf('=', k + 1)) {
    const prev = codeAt(text, k - 1);
    // `:=` is the colon's; `==`, `!=`, `<=`, `>=` compare.
    if (
      prev === 0x3a ||
      prev === 0x3d ||
      prev === 0x21 ||
      prev === 0x3c ||
      prev === 0x3e ||
      codeAt(text, k + 1) === 0x3d
    )
      continue;
    assignmentBefore(text, k, prev);
  }
}

function underscores(text: string): void {
  for (let k = text.indexOf('_'); k !== -1; k = text.indexOf('_', k + 1))
    separated(text, k, codeAt(text, k - 1), UNDERSCORE);
}

function dashes(text: string, withContext: boolean): void {
  for (let k = text.indexOf('-'); k !== -1; k = text.indexOf('-', k + 1)) k = dash(text, k, withContext);
}

/** In a value: the dot-prefixed tokens, and the lower-case prefixed ones (`dapi…`). */
function dots(text: string): void {
  valueTokens(text);
  for (let k = text.indexOf('.'); k !== -1; k = text.indexOf('.', k + 1)) {
    separated(text, k, codeAt(text, k - 1), DOT);
    if (k >= 14 && codeAt(text, k + 1) === 0x61 /* a */ && text.startsWith('atlasv1.', k + 1))
      pushTrigger((k - 14) * KINDS + KIND.terraform);
    else if (k >= 17 && text.charCodeAt(k - 17) === 0x70 /* p */ && text.startsWith('pat', k - 17))
      pushTrigger((k - 17) * KINDS + KIND.airtable);
  }
}

function tildes(text: string): void {
  for (let k = text.indexOf('~'); k !== -1; k = text.indexOf('~', k + 1)) {
    const c1 = codeAt(text, k - 1);
    separated(text, k, c1, TILDE);
    if (k >= 5 && c1 === 0x51 /* Q */ && isDigit(text.charCodeAt(k - 2))) pushTrigger((k - 5) * KINDS + KIND.azure);
  }
}

function letterTokens(text: string): void {
  for (let k = text.indexOf('A'); k !== -1; k = text.indexOf('A', k + 1)) {
    if (LETTER_SECONDS[codeAt(text, k + 1) & 0x7f] === 1 && boundary(text, k)) aFirst(text, k);
    else {
      const prev = codeAt(text, k - 1);
      if (prev >= 0 && prev < 128 && A_PREVIOUS[prev] === 1) letterAfter(text, k, prev);
    }
  }
}

/** At an `A` that starts a word: the anchors that start with it (`AKIA`, `AIza`). */
function aFirst(text: string, k: number): void {
  for (let a = 0; a < A_FIRST.length; a++) {
    const { anchor, kind } = A_FIRST[a]!;
    if (text.startsWith(anchor, k)) {
      pushTrigger(k * KINDS + kind);
      return;
    }
  }
}

/** An `A` after an upper-case letter (`LTAI`, `EAAA`) or a `3` (`%3A` of a percent-encoded URL). */
function letterAfter(text: string, k: number, prev: number): void {
  if (prev !== 0x33) {
    const candidates = A_AFTER[prev];
    if (candidates !== undefined) afterLetter(text, k, candidates);
  } else if (codeAt(text, k - 2) === 0x25 && text.startsWith('%2F', k + 1)) {
    // `https%3A%2F%2Fhooks.slack.com%2F…`: a URL percent-encoded into another.
    noticeAt(text, k - 2);
  }
}

/** `K`: the anchors with no `A` (`SK`, `EZTK`), and, with context, `Key` and `TOKEN` in prose. */
function upperK(text: string, withContext: boolean): void {
  for (let k = text.indexOf('K'); k !== -1; k = text.indexOf('K', k + 1)) {
    const prev = codeAt(text, k - 1);
    if (prev >= 0x41 && prev <= 0x5a && K_AFTER[prev] !== undefined) afterLetter(text, k, K_AFTER[prev]);
    if (withContext) tokenOrKeyAt(text, k);
  }
}

/** At a pivot letter `k`: the anchors whose pivot comes after the letter before it. */
function afterLetter(text: string, k: number, candidates: readonly LetterAnchor[]): void {
  for (const { anchor, pivot, kind } of candidates) {
    const start = k - pivot;
    if (start >= 0 && text.startsWith(anchor, start) && boundary(text, start)) {
      pushTrigger(start * KINDS + kind);
      return;
    }
  }
}

function valueTokens(text: string): void {
  for (const { anchor, kind } of VALUE_ANCHORS)
    for (let k = text.indexOf(anchor); k !== -1; k = text.indexOf(anchor, k + 1))
      if (boundary(text, k)) pushTrigger(k * KINDS + kind);
}

function jwts(text: string): void {
  for (let k = text.indexOf('J'); k !== -1; k = text.indexOf('J', k + 1)) {
    if (k >= 2 && text.charCodeAt(k - 1) === 0x79 && text.charCodeAt(k - 2) === 0x65 && boundary(text, k - 2))
      pushTrigger((k - 2) * KINDS + JWT_KIND);
  }
}

/** SendGrid's `SG.` is the one dot-prefixed token found bare in text, at its rare `G`. */
function sendgrid(text: string): void {
  for (let k = text.indexOf('G'); k !== -1; k = text.indexOf('G', k + 1)) {
    if (codeAt(text, k - 1) === 0x53 /* S */ && codeAt(text, k + 1) === 0x2e && boundary(text, k - 1))
      pushTrigger((k - 1) * KINDS + SENDGRID_KIND);
  }
}

/** `Bearer <token>` / `Basic <base64>`, capitalised (lower case ones are read from their `Authorization:` header). */
function authSchemes(text: string): void {
  for (let k = text.indexOf('B'); k !== -1; k = text.indexOf('B', k + 1)) {
    const n1 = codeAt(text, k + 1) | 0x20;
    if (n1 === 0x65 /* e */) {
      if (equalsIgnoreCase(text, k + 2, 'arer') && isBlank(codeAt(text, k + 6)) && boundary(text, k))
        pushTrigger(k * KINDS + KIND.bearer);
    } else if (
      n1 === 0x61 /* a */ &&
      equalsIgnoreCase(text, k + 2, 'sic') &&
      isBlank(codeAt(text, k + 5)) &&
      boundary(text, k)
    )
      pushTrigger(k * KINDS + KIND.basic);
  }
}

function elements(text: string): void {
  for (let k = text.indexOf('>'); k !== -1; k = text.indexOf('>', k + 1)) element(text, k);
}

function passwords(text: string): void {
  for (let k = text.indexOf('word'); k !== -1; k = text.indexOf('word', k + 4)) passwordAt(text, k);
}

function tokensAndKeys(text: string): void {
  for (let k = text.indexOf('k'); k !== -1; k = text.indexOf('k', k + 1)) tokenOrKeyAt(text, k);
}

/**
 * At a separator `k` (after `c1`): the anchors whose two characters before it match. Runs at
 * every `_`, `-`, `.` and `~`, so it stays a table look-up small enough to inline; a match
 * of the two characters is checked in full by `separatedAnchor`.
 */
function separated(text: string, k: number, c1: number, table: SeparatorTable): void {
  const c2 = codeAt(text, k - 2);
  // A full-width, look-alike or invisible character right before a separator (`ghр_`, `gh\u200bp_`)?
  if (((c1 | c2) & -128) !== 0) noticeInWord(text, k);
  else if (table.index[(c1 << 7) | c2] !== 0)
    separatedAnchor(text, k, table.buckets[table.index[(c1 << 7) | c2]! - 1]!);
}

/** The anchors of `bucket` before the separator at `k`, checked in full: a trigger for the first that is there. */
function separatedAnchor(text: string, k: number, bucket: readonly SeparatorEntry[]): void {
  for (let b = 0; b < bucket.length; b++) {
    const { anchor, offset, kind } = bucket[b]!;
    const start = k - offset;
    if (start >= 0 && text.startsWith(anchor, start) && boundary(text, start)) {
      pushTrigger(start * KINDS + kind);
      return;
    }
  }
  noticeBrokenAnchor(text, k, bucket);
}

/**
 * The end of an anchor before the separator at `k`, but not its start: where the text first
 * differs from it, is there a character normalisation changes (`d\ufeffckr_pat_`) or an
 * escape (`\u0067hp_`, `%67hp_`)? Compared from the end, so a plain word stops after a
 * character or two. Kept out of `separated`, which runs at every `_` and `-`.
 */
function noticeBrokenAnchor(text: string, k: number, bucket: readonly SeparatorEntry[]): void {
  for (const { anchor, offset } of bucket) {
    for (let i = offset - 3; i >= 0; i--) {
      const at = k - offset + i;
      const c = codeAt(text, at);
      if (c === anchor.charCodeAt(i)) continue;
      if (c > 0x7f) noticeAt(text, at);
      else if (hexValue(c) >= 0) {
        if (codeAt(text, at - 5) === 0x5c) noticeAt(text, at - 5);
        else if (codeAt(text, at - 2) === 0x25) noticeAt(text, at - 2);
      }
      break;
    }
  }
}

/**
 * Whether a flag may start after `c` (the character before it; -1 at the start): a blank, a line break, a quote or `(`.
 */
function flagStart(c: number): boolean {
  return c === -1 || isBlank(c) || isLineBreak(c) || c === 0x22 || c === 0x27 || c === 0x60 || c === 0x28;
}

/**
 * `-----BEGIN`, command-line flags, and dash-anchored tokens (`glpat-`, `xoxb-`, `sk-`, …). Returns where to look next.
 */
function dash(text: string, k: number, withContext: boolean): number {
  const n1 = codeAt(text, k + 1);
  const p1 = codeAt(text, k - 1);
  if (n1 === 0x2d) {
    if (text.startsWith('-----BEGIN', k)) {
      pushTrigger(k * KINDS + KIND.pem);
      return k + 9;
    }
    if (withContext && isLetter(codeAt(text, k + 2)) && flagStart(p1)) pushTrigger(k * KINDS + KIND.longFlag);
    // A rule or table border (`---`, `|------|`): skip the run, not one hit per dash.
    let end = k + 2;
    while (codeAt(text, end) === 0x2d) end++;
    return end - 1;
  }
  if (withContext && flagStart(p1)) {
    // `-p`, `-a`, `-w`, `-u`, `-P`: the password flags of mysql, sshpass, docker login, redis-cli, ldapsearch, curl,
    // the Mosquitto clients.
    if (n1 === 0x70 || n1 === 0x61 || n1 === 0x77 || n1 === 0x75 || n1 === 0x50)
      pushTrigger(k * KINDS + KIND.shortFlag);
    return k;
  }
  separated(text, k, p1, DASH);
  if (n1 === 0x75 /* u */ && k >= 32 && codeAt(text, k + 2) === 0x73 /* s */ && isDigit(codeAt(text, k + 3)))
    pushTrigger((k - 32) * KINDS + KIND.mailchimp);
  return k;
}

/**
 * At an operator `op` (after `prev`): is it preceded by a secret-ish word (optionally in
 * quotes, escaped quotes, a code span (`` `DB_PASSWORD` = … ``), Markdown emphasis `**Password**:`, then blanks)? Also
 * `value=` and `default =`, whose owner is named elsewhere.
 */
function assignmentBefore(text: string, op: number, prev: number): void {
  let j = op - 1;
  const limit = Math.max(0, op - 32);
  let c = prev;
  while (j >= limit && isBlank(c)) c = codeAt(text, --j);
  if (c === 0x22 || c === 0x27 || c === 0x60) {
    j--;
    while (j >= limit && codeAt(text, j) === 0x5c /* \ */) j--;
    c = codeAt(text, j);
  }
  if (c === 0x2a /* * */) {
    j--;
    if (codeAt(text, j) === 0x2a) j--;
    c = codeAt(text, j);
  }
  if (j < 1 || !isTail(text.charCodeAt(j - 1), c)) return;
  const end = j + 1;
  if (pushSecretWordEndingAt(text, end)) return;
  if (equalsIgnoreCase(text, end - 5, 'value') && boundary(text, end - 5))
    pushTrigger((end - 5) * KINDS + KIND.ownedValue);
  else if (text.startsWith('default', end - 7) && boundary(text, end - 7))
    pushTrigger((end - 7) * KINDS + KIND.terraformDefault);
}

/**
 * At `>`: a secret-ish element name (`<password>`) or a quoted secret-ish key before it (`<entry key="db.password">`).
 */
function element(text: string, k: number): void {
  if (k < 2) return;
  const c = text.charCodeAt(k - 1);
  if (c === 0x22 || c === 0x27) {
    if (k >= 3 && isTail(text.charCodeAt(k - 3), text.charCodeAt(k - 2)) && secretWordEndingAt(text, k - 1) >= 0)
      pushTrigger(k * KINDS + KIND.xmlEntry);
    return;
  }
  if (!isTail(text.charCodeAt(k - 2), c)) return;
  const start = secretElementStart(text, k);
  if (start >= 0) pushTrigger(start * KINDS + KIND.xmlElement);
}

const XML_NAME = charSet('A-Za-z0-9_.:-');

/**
 * The name of the XML element ending just before `>` at `gt`, if it is a secret-ish `<name` (namespaces allowed); its
 * start, else -1.
 */
function secretElementStart(text: string, gt: number): number {
  const index = secretWordEndingAt(text, gt);
  if (index < 0) return -1;
  const start = runStart(text, gt, XML_NAME, 64);
  if (start === 0 || text.charCodeAt(start - 1) !== 0x3c /* < */) return -1;
  const name = text.slice(start, gt);
  const local = name.slice(name.lastIndexOf(':') + 1);
  return isSecretName(local, SECRET_WORDS[index]!) ? start : -1;
}

/**
 * `password` ending a word, at its `word` (found by a four-character `indexOf`, which skips
 * the many other `w`s in C++). Lower case only: the upper-case `PASSWORD` of prose is a
 * variable's name and comes with an operator; `passwd` in prose is the file.
 */
function passwordAt(text: string, k: number): void {
  if (codeAt(text, k - 1) > 0x7f) noticeName(text, k + 4);
  if (equalsIgnoreCase(text, k - 4, 'pass') && !isWordChar(codeAt(text, k + 4)) && proseValueStart(text, k + 4) >= 0)
    pushTrigger((k - 4) * KINDS + KIND.prose + PASSWORD);
}

/** `token` / `key` ending a word, at its `k` (any case). */
function tokenOrKeyAt(text: string, k: number): void {
  if ((codeAt(text, k + 1) | 0x20) !== 0x65 /* e */) return;
  const n2 = codeAt(text, k + 2) | 0x20;
  if (n2 === 0x6e /* n */) {
    if (
      (codeAt(text, k - 1) | 0x20) === 0x6f &&
      (codeAt(text, k - 2) | 0x20) === 0x74 &&
      !isWordChar(codeAt(text, k + 3)) &&
      proseValueStart(text, k + 3) >= 0
    ) {
      pushTrigger((k - 2) * KINDS + KIND.prose + TOKEN);
    }
  } else if (
    n2 === 0x79 /* y */ &&
    !isWordChar(codeAt(text, k + 3)) &&
    proseValueStart(text, k + 3) >= 0 &&
    qualifiedKey(text, k)
  )
    pushTrigger(k * KINDS + KIND.prose + KEY);
}

/**
 * Whether `key` at `k` is qualified: glued to a name (`api_key`, `apiKey`, `SECRET-KEY`) or
 * after one of the qualifiers of names.ts (`API`, `license`, …) and one blank. Most `key`s of prose (`key files`,
 * `the key point`) are not, and need no handler.
 */
function qualifiedKey(text: string, k: number): boolean {
  const c = codeAt(text, k - 1);
  if (c === 0x5f || c === 0x2d || c === 0x2e || isLetter(c)) return true;
  if (c !== 0x20) return false;
  let start = k - 1;
  while (start > 0 && k - 1 - start < 16 && isLetter(text.charCodeAt(start - 1))) start--;
  const length = k - 1 - start;
  for (const qualifier of KEY_QUALIFIERS)
    if (qualifier.length === length && equalsIgnoreCase(text, start, qualifier)) return true;
  return false;
}
