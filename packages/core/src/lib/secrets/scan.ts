import type { SecretCategory } from './categories.js';
import { charSet, inSet, isBlank, isLineBreak, runEnd, type CharSet } from './chars.js';
import { isLiteralSecret, isLiteralUrlPassword, looksGenerated } from './values.js';
import { collectTriggers, KIND, KINDS, SECRET_WORDS } from './triggers.js';

/** A secret's place in the scanned text, as offsets (end exclusive). */
export interface Hit {
  category: SecretCategory;
  start: number;
  end: number;
}

/** Longest token a provider handler looks at; longer runs are not credentials. */
const MAX_TOKEN = 16_384;
/** Longest value of an assignment judged as one literal. */
const MAX_VALUE = 1_024;
/** Longest secret-ish word: a failed token never swallows a following `name=`. */
const MAX_NAME_WORD = 'authorization'.length;

const WORD = charSet('A-Za-z0-9_');
const WORD_DASH = charSet('A-Za-z0-9_-');
const JWT_CHARS = charSet('A-Za-z0-9_.-');
const BEARER_CHARS = charSet('A-Za-z0-9._~+/=-');
const BASE64 = charSet('A-Za-z0-9+/=');
const IDENT = charSet('A-Za-z0-9_.-');
const SCHEME = charSet('A-Za-z0-9+.-');
const URL_USER_STOP = charSet('/:@?#"\'`<>\\ \t\r\n');
const URL_PASS_STOP = charSet('/@?#"\'`<>\\ \t\r\n');
const VALUE_STOP = charSet('"\'`,;)]}<>|& \t\r\n');

/** Provider tokens: the prefix a trigger starts with, the run it spans, and what a real one looks like. */
interface TokenRule {
  category: SecretCategory;
  chars: CharSet;
  shape: RegExp;
  /** Extra test on the whole token (after its shape matched). */
  check?: (token: string) => boolean;
}

const AWS: TokenRule = { category: 'aws-access-key-id', chars: WORD, shape: /^(?:AKIA|ASIA)[A-Z0-9]{16}$/ };
const GITHUB: TokenRule = { category: 'github-token', chars: WORD, shape: /^(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{22,})$/ };
const GITLAB: TokenRule = { category: 'gitlab-token', chars: WORD_DASH, shape: /^glpat-[A-Za-z0-9_-]{20,}$/ };
const SLACK: TokenRule = { category: 'slack-token', chars: WORD_DASH, shape: /^(?:xox[abprs]|xapp)-[A-Za-z0-9-]{10,}$/, check: (t) => /[0-9]/.test(t) };
const STRIPE: TokenRule = { category: 'stripe-key', chars: WORD, shape: /^(?:[sr]k_(?:live|test)_[A-Za-z0-9]{16,}|whsec_[A-Za-z0-9]{24,})$/ };
const NPM: TokenRule = { category: 'npm-token', chars: WORD, shape: /^npm_[A-Za-z0-9]{36}$/ };
const ANTHROPIC: TokenRule = { category: 'anthropic-key', chars: WORD_DASH, shape: /^sk-ant-[A-Za-z0-9_-]{20,}$/, check: (t) => looksGenerated(t.slice(7)) };
const OPENAI: TokenRule = { category: 'openai-key', chars: WORD_DASH, shape: /^sk-[A-Za-z0-9_-]{20,}$/, check: (t) => looksGenerated(t.slice(3)) };
const GOOGLE: TokenRule = { category: 'google-api-key', chars: WORD_DASH, shape: /^AIza[A-Za-z0-9_-]{35}$/ };
const JWT: TokenRule = { category: 'jwt', chars: JWT_CHARS, shape: /^eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}$/ };

/** Masks inside a provider token (`ghp_xxxxxxxx…`, `sk_live_************`). */
const TOKEN_MASK = /x{6}|X{6}|\*{3}|(.)\1{9}/;

/** Cache of the nearest `-----END` marker, so that many BEGINs never rescan the text. */
interface EndCache {
  from: number;
  at: number;
}

/**
 * Scan `text` for secrets and append them to `out` in order, never overlapping. With
 * `providersOnly`, assignments are not judged (used on an assignment's own value).
 */
export function scanText(text: string, providersOnly: boolean, out: Hit[]): void {
  const ends: EndCache = { from: -1, at: -1 };
  const triggers = collectTriggers(text, !providersOnly);
  let pos = 0;
  for (let t = 0; t < triggers.length; t++) {
    const code = triggers[t]!;
    const at = Math.floor(code / KINDS);
    if (at < pos) continue;
    const kind = code - at * KINDS;
    let next: number;
    switch (kind) {
      case KIND.pem:
        next = privateKey(text, at, out, ends);
        break;
      case KIND.url:
        next = urlPassword(text, at, out);
        break;
      case KIND.bearer:
      case KIND.basic:
        next = authScheme(text, at, kind === KIND.basic, out);
        break;
      default:
        next = kind >= KIND.assign ? assignment(text, at, SECRET_WORDS[kind - KIND.assign]!, pos, out) : providerToken(text, at, RULES_BY_KIND[kind] ?? [], out);
    }
    pos = Math.max(next, at + 1);
  }
}

const RULES_BY_KIND: Record<number, readonly TokenRule[]> = {
  [KIND.aws]: [AWS],
  [KIND.google]: [GOOGLE],
  [KIND.github]: [GITHUB],
  [KIND.gitlab]: [GITLAB],
  [KIND.slack]: [SLACK],
  [KIND.stripe]: [STRIPE],
  [KIND.npm]: [NPM],
  [KIND.sk]: [ANTHROPIC, OPENAI],
  [KIND.jwt]: [JWT],
};

/** A provider token: the whole run from the prefix on must have the provider's shape. */
function providerToken(text: string, at: number, rules: readonly TokenRule[], out: Hit[]): number {
  let end = at + 3;
  for (const rule of rules) {
    const stop = runEnd(text, at, rule.chars);
    end = Math.max(end, stop);
    let tokenEnd = stop;
    while (tokenEnd > at && text.charCodeAt(tokenEnd - 1) === 0x2e /* . */) tokenEnd--;
    if (tokenEnd - at > MAX_TOKEN) continue;
    const token = text.slice(at, tokenEnd);
    if (!rule.shape.test(token) || TOKEN_MASK.test(token)) continue;
    if (rule.check && !rule.check(token)) continue;
    out.push({ category: rule.category, start: at, end: tokenEnd });
    return tokenEnd;
  }
  // Skip the run just read (a linear scan never reads it twice), but not a `name=` that ends it.
  return Math.max(at + 3, end - MAX_NAME_WORD);
}

/** `Bearer <token>` and `Basic <base64 of user:password>`. */
function authScheme(text: string, at: number, basic: boolean, out: Hit[]): number {
  let start = at + (basic ? 5 : 6);
  while (start < text.length && isBlank(text.charCodeAt(start))) start++;
  const stop = runEnd(text, start, basic ? BASE64 : BEARER_CHARS);
  let end = stop;
  while (end > start && text.charCodeAt(end - 1) === 0x2e /* . */) end--;
  const length = end - start;
  const fallback = Math.max(start, stop - MAX_NAME_WORD);
  if (length < (basic ? 8 : 20) || length > MAX_TOKEN) return fallback;
  const token = text.slice(start, end);
  if (basic ? !isBasicCredential(token) : !isBearerToken(token)) return fallback;
  out.push({ category: basic ? 'basic-auth' : 'bearer-token', start, end });
  return end;
}

function isBearerToken(token: string): boolean {
  return /[0-9]/.test(token) && /[A-Za-z]/.test(token) && !TOKEN_MASK.test(token) && isLiteralUrlPassword(token);
}

function isBasicCredential(token: string): boolean {
  if (token.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return false;
  let decoded: string;
  try {
    decoded = atob(token);
  } catch {
    return false;
  }
  return /^[\x21-\x39\x3b-\x7e][\x20-\x7e]*:[\x20-\x7e]+$/.test(decoded);
}

const PEM_BEGIN = /-----BEGIN[ A-Z0-9]{0,48}PRIVATE KEY(?: BLOCK)?-----/y;
const PEM_END = /-----END[ A-Z0-9]{0,48}PRIVATE KEY(?: BLOCK)?-----/y;
/** A PEM body longer than this is not one key block (an unrelated END far below). */
const MAX_PEM = 65_536;
const PEM_BODY_LINE = /^(?:[A-Za-z0-9+/=]{16,}|[A-Za-z-]+: .*)$/;

function privateKey(text: string, at: number, out: Hit[], ends: EndCache): number {
  PEM_BEGIN.lastIndex = at;
  if (!PEM_BEGIN.test(text)) return at + 10;
  const headerEnd = PEM_BEGIN.lastIndex;
  const endAt = nextEnd(text, headerEnd, ends);
  if (endAt >= 0 && endAt - headerEnd <= MAX_PEM) {
    PEM_END.lastIndex = endAt;
    if (PEM_END.test(text)) {
      out.push({ category: 'private-key', start: at, end: PEM_END.lastIndex });
      return PEM_END.lastIndex;
    }
  }
  // No closing marker: the block is the header and the base64 lines right below it.
  let end = headerEnd;
  let lineStart = skipRestOfLine(text, headerEnd);
  while (lineStart > 0 && lineStart < text.length && lineStart - headerEnd <= MAX_PEM) {
    let lineEnd = lineStart;
    while (lineEnd < text.length && !isLineBreak(text.charCodeAt(lineEnd))) lineEnd++;
    const line = text.slice(lineStart, lineEnd).trim();
    if (!PEM_BODY_LINE.test(line)) break;
    end = lineEnd;
    lineStart = skipRestOfLine(text, lineEnd);
  }
  out.push({ category: 'private-key', start: at, end });
  return end;
}

/** The start of the next line when the rest of this one is blank, else -1. */
function skipRestOfLine(text: string, from: number): number {
  let i = from;
  while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  if (i >= text.length) return -1;
  if (text.charCodeAt(i) === 13) i++;
  if (text.charCodeAt(i) === 10) i++;
  return i > from && isLineBreak(text.charCodeAt(i - 1)) ? i : -1;
}

function nextEnd(text: string, from: number, ends: EndCache): number {
  if (ends.from >= 0 && from >= ends.from && (ends.at < 0 || from <= ends.at)) return ends.at;
  ends.from = from;
  ends.at = text.indexOf('-----END', from);
  return ends.at;
}

/** `scheme://user:password@host`: the password is the finding. */
function urlPassword(text: string, at: number, out: Hit[]): number {
  let schemeStart = at;
  while (schemeStart > 0 && at - schemeStart < 32 && inSet(SCHEME, text.charCodeAt(schemeStart - 1))) schemeStart--;
  const c0 = text.charCodeAt(schemeStart) | 0x20;
  if (schemeStart === at || c0 < 0x61 || c0 > 0x7a) return at + 3;
  let i = at + 3;
  while (i < text.length && i - at < 260 && !inSet(URL_USER_STOP, text.charCodeAt(i))) i++;
  // On failure resume right after `://`: the user and password parts hold no `://` (so this
  // stays linear), but they may hold another secret (`KEY-----https://-----BEGIN …`).
  if (text.charCodeAt(i) !== 0x3a /* : */) return at + 3;
  const passStart = i + 1;
  i = passStart;
  while (i < text.length && i - passStart < 256 && !inSet(URL_PASS_STOP, text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) !== 0x40 /* @ */ || i === passStart) return at + 3;
  if (!isLiteralUrlPassword(text.slice(passStart, i))) return i + 1;
  out.push({ category: 'url-password', start: passStart, end: i });
  return i + 1;
}

/** Suffixes (separators removed, lower case) that make a `…key` name secret-ish. */
const SECRET_KEY_NAMES = [
  'apikey', 'accesskey', 'secretkey', 'privatekey', 'signingkey', 'encryptionkey', 'decryptionkey', 'masterkey',
  'clientkey', 'authkey', 'appkey', 'licensekey', 'webhookkey', 'servicerolekey', 'accountkey', 'sharedkey',
  'hmackey', 'subscriptionkey', 'consumerkey', 'sessionkey', 'sshkey', 'deploykey',
];

/**
 * Whether `name` (an identifier ending in the secret-ish `word`) names a secret. Long words
 * count anywhere (`DBPASSWORD`); short ones (`pass`, `pwd`, `auth`) need a segment boundary
 * so `bypass` and `oauth` do not; `key` needs a qualifier (`api_key`, `SECRET_KEY`), and
 * `pwd` a prefix (the shell's `PWD` is a directory).
 */
function isSecretName(name: string, word: string): boolean {
  const prefixLength = name.length - word.length;
  const prev = prefixLength > 0 ? name.charCodeAt(prefixLength - 1) : 0;
  const head = name.charCodeAt(prefixLength);
  const boundary =
    prefixLength === 0 || prev === 0x5f || prev === 0x2d || prev === 0x2e || ((isLower(prev) || isDigit(prev)) && head >= 0x41 && head <= 0x5a);
  switch (word) {
    case 'key': {
      const flat = name.toLowerCase().replace(/[-_.]/g, '');
      return SECRET_KEY_NAMES.some((suffix) => flat.endsWith(suffix));
    }
    case 'pwd':
      return boundary && /[A-Za-z]/.test(name.slice(0, prefixLength));
    case 'pass':
    case 'auth':
      return boundary;
    default:
      return true;
  }
}

function isLower(c: number): boolean {
  return c >= 0x61 && c <= 0x7a;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/**
 * `NAME = value`, `NAME: value`, `"name": "value"`, `name := value`, `name => value`. The
 * value (without quotes) is the finding; the name and operator stay. A provider token in
 * the value is reported as that provider instead.
 */
function assignment(text: string, at: number, word: string, floor: number, out: Hit[]): number {
  let i = at + word.length;
  const quotedName = text.charCodeAt(i) === 0x22 || text.charCodeAt(i) === 0x27;
  if (quotedName) i++;
  while (isBlank(text.charCodeAt(i))) i++;
  const opLength = text.charCodeAt(i + 1) === (text.charCodeAt(i) === 0x3a ? 0x3d : 0x3e) ? 2 : 1; // `:=`, `=>`
  const op = text.slice(i, i + opLength);
  const afterOp = i + opLength;
  const wordLength = word.length;
  if (op === ':' && text.charCodeAt(afterOp) === 0x2f) return afterOp - 1; // a URL, `key://…`: let the URL handler see it

  let nameStart = at;
  const limit = Math.max(floor, at - 128);
  while (nameStart > limit && inSet(IDENT, text.charCodeAt(nameStart - 1))) nameStart--;
  if (!isSecretName(text.slice(nameStart, at + wordLength), word)) return afterOp;

  i = afterOp;
  while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  if (i >= text.length || isLineBreak(text.charCodeAt(i))) return i;

  let start = i;
  let end = -1;
  let resume = -1;
  const quote = text.charCodeAt(i);
  if (quote === 0x22 || quote === 0x27 || quote === 0x60) {
    let j = i + 1;
    const limitQuote = Math.min(text.length, j + MAX_VALUE);
    while (j < limitQuote && text.charCodeAt(j) !== quote && !isLineBreak(text.charCodeAt(j))) j++;
    if (j < text.length && text.charCodeAt(j) === quote) {
      start = i + 1;
      end = j;
      resume = j + 1;
    } else start = i + 1;
  }
  const quoted = end >= 0;
  if (!quoted) {
    end = valueEnd(text, start);
    if ((word === 'authorization' || word === 'auth') && end - start <= 6 && /^(?:bearer|basic|token)$/i.test(text.slice(start, end))) {
      // `Authorization: Bearer …`: the scheme word belongs to the value.
      let j = end;
      while (j < text.length && isBlank(text.charCodeAt(j))) j++;
      if (j > end) end = valueEnd(text, j);
    }
    resume = end;
    while (end > start && (text.charCodeAt(end - 1) === 0x2e || text.charCodeAt(end - 1) === 0x3a)) end--;
  }

  const nested: Hit[] = [];
  if (end > start) scanText(text.slice(start, end), true, nested);
  if (nested.length > 0) {
    for (const hit of nested) out.push({ category: hit.category, start: hit.start + start, end: hit.end + start });
    return resume;
  }
  if (end - start > MAX_VALUE) return resume;
  const value = text.slice(start, end);
  // `Password: required for login` is prose; an unquoted value after a colon must end its line.
  if (op === ':' && !quoted && !quotedName && !endsClause(text, resume)) return resume;
  if (/\s/.test(value) || !isLiteralSecret(value)) return resume;
  out.push({ category: 'assigned-secret', start, end });
  return resume;
}

/** The end of an unquoted value: the first stop character (blank, quote, bracket, separator). */
function valueEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c < 0x21 || inSet(VALUE_STOP, c)) break;
    i++;
  }
  return i;
}

/** Whether nothing but a comment, a closing bracket or punctuation follows on the line. */
function endsClause(text: string, from: number): boolean {
  let i = from;
  while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  if (i >= text.length) return true;
  const c = text.charCodeAt(i);
  return isLineBreak(c) || '`#,;)]}|'.includes(text[i]!);
}
