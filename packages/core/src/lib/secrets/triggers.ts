import { isBlank } from './chars.js';

/**
 * Where a secret can start. Each kind is found by `indexOf` of a rare anchor character or
 * string (V8 runs those as a vectorised memchr), then a constant-time look around the hit.
 * That beats one combined regex by several times: an alternation of many prefixes makes
 * irregexp test every position.
 */
export const KIND = {
  pem: 0,
  url: 1,
  aws: 2,
  google: 3,
  github: 4,
  gitlab: 5,
  slack: 6,
  stripe: 7,
  npm: 8,
  sk: 9,
  jwt: 10,
  bearer: 11,
  basic: 12,
  /** `KIND.assign + i`: an assignment to `SECRET_WORDS[i]`. */
  assign: 16,
} as const;

/** Kinds are packed with their offset into one number, `offset * KINDS + kind`, to sort fast. */
export const KINDS = 32;

/** The secret-ish words an assignment's name may end with, longest first per last letter. */
export const SECRET_WORDS = [
  'password', 'passwd', 'pwd', 'credentials', 'pass', 'passphrase', 'secret', 'authorization', 'token', 'credential', 'key', 'auth',
] as const;

/** SECRET_WORDS indexes by the lower-case code of their last letter. */
const WORDS_BY_LAST: number[][] = (() => {
  const table: number[][] = [];
  SECRET_WORDS.forEach((word, index) => {
    const last = word.charCodeAt(word.length - 1);
    (table[last] ??= []).push(index);
  });
  return table;
})();

/** The sorted trigger codes of `text`; assignments only when asked. */
export function collectTriggers(text: string, withAssignments: boolean): Float64Array {
  const found: number[] = [];
  for (let k = text.indexOf(':'); k !== -1; k = text.indexOf(':', k + 1)) {
    if (text.charCodeAt(k + 1) === 0x2f && text.charCodeAt(k + 2) === 0x2f) found.push(k * KINDS + KIND.url);
    else if (withAssignments && text.charCodeAt(k - 1) !== 0x3a && text.charCodeAt(k + 1) !== 0x3a) assignmentBefore(text, k, found);
  }
  if (withAssignments) {
    for (let k = text.indexOf('='); k !== -1; k = text.indexOf('=', k + 1)) {
      const prev = text.charCodeAt(k - 1);
      // `:=` is the colon's; `==`, `!=`, `<=`, `>=` compare.
      if (prev === 0x3a || prev === 0x3d || prev === 0x21 || prev === 0x3c || prev === 0x3e || text.charCodeAt(k + 1) === 0x3d) continue;
      assignmentBefore(text, k, found);
    }
  }
  for (let k = text.indexOf('_'); k !== -1; k = text.indexOf('_', k + 1)) underscorePrefix(text, k, found);
  for (let k = text.indexOf('-'); k !== -1; k = text.indexOf('-', k + 1)) dashPrefix(text, k, found);
  for (let k = text.indexOf('A'); k !== -1; k = text.indexOf('A', k + 1)) {
    if (!boundary(text, k)) continue;
    if (text.startsWith('AKIA', k) || text.startsWith('ASIA', k)) found.push(k * KINDS + KIND.aws);
    else if (text.startsWith('AIza', k)) found.push(k * KINDS + KIND.google);
  }
  for (let k = text.indexOf('J'); k !== -1; k = text.indexOf('J', k + 1)) {
    if (k >= 2 && text.charCodeAt(k - 1) === 0x79 && text.charCodeAt(k - 2) === 0x65 && boundary(text, k - 2)) found.push((k - 2) * KINDS + KIND.jwt);
  }
  authSchemes(text, 'B', found);
  authSchemes(text, 'b', found);
  const codes = Float64Array.from(found);
  codes.sort();
  return codes;
}

/** Whether position `at` starts a word (the character before it is not `[A-Za-z0-9_]`). */
export function boundary(text: string, at: number): boolean {
  if (at === 0) return true;
  const c = text.charCodeAt(at - 1);
  return !((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f);
}

/** At an operator: is it preceded by a secret-ish word (optionally quoted, then blanks)? */
function assignmentBefore(text: string, op: number, found: number[]): void {
  let j = op - 1;
  const limit = Math.max(0, op - 32);
  while (j >= limit && isBlank(text.charCodeAt(j))) j--;
  if (j < 0) return;
  let c = text.charCodeAt(j);
  if (c === 0x22 || c === 0x27) c = text.charCodeAt(--j);
  if (j < 0 || c >= 128) return;
  const candidates = WORDS_BY_LAST[c | 0x20];
  if (candidates === undefined) return;
  for (const index of candidates) {
    const word = SECRET_WORDS[index]!;
    const start = j - word.length + 1;
    if (start >= 0 && equalsIgnoreCase(text, start, word)) {
      found.push(start * KINDS + KIND.assign + index);
      return;
    }
  }
}

/** Compare `text` at `at` with a lower-case word, ignoring ASCII case. */
function equalsIgnoreCase(text: string, at: number, word: string): boolean {
  for (let i = 0; i < word.length; i++) if ((text.charCodeAt(at + i) | 0x20) !== word.charCodeAt(i)) return false;
  return true;
}

/** `gh?_`, `github_pat_`, `sk_live_`/`rk_test_`…, `whsec_`, `npm_`: found at their first `_`. */
function underscorePrefix(text: string, k: number, found: number[]): void {
  const c1 = text.charCodeAt(k - 1);
  const c2 = text.charCodeAt(k - 2);
  if (c2 === 0x68 /* h */ && text.charCodeAt(k - 3) === 0x67 /* g */ && 'pousr'.includes(text[k - 1]!) && boundary(text, k - 3)) {
    found.push((k - 3) * KINDS + KIND.github);
  } else if (c1 === 0x62 /* b */ && text.startsWith('github', k - 6) && text.startsWith('pat_', k + 1) && boundary(text, k - 6)) {
    found.push((k - 6) * KINDS + KIND.github);
  } else if (c1 === 0x6b /* k */ && (c2 === 0x73 || c2 === 0x72) /* s r */ && (text.startsWith('live_', k + 1) || text.startsWith('test_', k + 1)) && boundary(text, k - 2)) {
    found.push((k - 2) * KINDS + KIND.stripe);
  } else if (c1 === 0x63 /* c */ && text.startsWith('whsec', k - 5) && boundary(text, k - 5)) {
    found.push((k - 5) * KINDS + KIND.stripe);
  } else if (c1 === 0x6d /* m */ && text.startsWith('npm', k - 3) && boundary(text, k - 3)) {
    found.push((k - 3) * KINDS + KIND.npm);
  }
}

/** `-----BEGIN`, `glpat-`, `xox?-`, `xapp-`, `sk-`: found at their first `-`. */
function dashPrefix(text: string, k: number, found: number[]): void {
  const c1 = text.charCodeAt(k - 1);
  if (text.charCodeAt(k + 1) === 0x2d) {
    if (text.startsWith('-----BEGIN', k)) found.push(k * KINDS + KIND.pem);
  } else if (c1 === 0x74 /* t */ && text.startsWith('glpat', k - 5) && boundary(text, k - 5)) {
    found.push((k - 5) * KINDS + KIND.gitlab);
  } else if (k >= 4 && ((text.startsWith('xox', k - 4) && 'abprs'.includes(text[k - 1]!)) || text.startsWith('xapp', k - 4)) && boundary(text, k - 4)) {
    found.push((k - 4) * KINDS + KIND.slack);
  } else if (c1 === 0x6b /* k */ && text.charCodeAt(k - 2) === 0x73 /* s */ && boundary(text, k - 2)) {
    found.push((k - 2) * KINDS + KIND.sk);
  }
}

/** `Bearer <token>` / `Basic <base64>` in any case, followed by a blank. */
function authSchemes(text: string, initial: 'B' | 'b', found: number[]): void {
  for (let k = text.indexOf(initial); k !== -1; k = text.indexOf(initial, k + 1)) {
    if (!boundary(text, k)) continue;
    if (equalsIgnoreCase(text, k + 1, 'earer') && isBlank(text.charCodeAt(k + 6))) found.push(k * KINDS + KIND.bearer);
    else if (equalsIgnoreCase(text, k + 1, 'asic') && isBlank(text.charCodeAt(k + 5))) found.push(k * KINDS + KIND.basic);
  }
}
