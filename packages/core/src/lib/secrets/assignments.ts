import { authCredential, schemeAt } from './auth.js';
import { isBadgeUrl } from './urls.js';
import {
  afterLineBreak,
  charSet,
  inSet,
  isBlank,
  isLineBreak,
  isLower,
  isWordChar,
  lineEnd,
  lineStart,
  runStart,
  skipBlanks,
} from './chars.js';
import type { SecretCategory } from './categories.js';
import type { Hit } from './hit.js';
import { listedAsIdentifiers } from './identifiers.js';
import { isSecretName, ownerIsSecret, SECRET_WORDS, type SecretWord } from './names.js';
import { scanPart } from './scan.js';
import { LABEL_ASIDE, LABEL_WORDS } from './triggers.js';
import { besideExampleAddress, isPublishedExampleSecret } from './examples.js';
import { showsProviderFormat } from './providers.js';
import {
  isIdentifierLike,
  isLiteralSecret,
  isPassphrase,
  isProseCredential,
  isReferenceValue,
  isWordish,
  spellsItsName,
} from './values.js';

/** Longest value judged as one literal. */
export const MAX_VALUE = 1_024;
/** Values shorter than this cannot hold a provider token or URL, so they are not scanned for one. */
export const MIN_NESTED = 9;
/** Longest name read back from its secret-ish word. */
const MAX_NAME = 128;

const IDENT = charSet('A-Za-z0-9_.-');
const VALUE_STOP = charSet('"\'`,;)]}<>|& \t\r\n');

/**
 * Where a value is: its span, where scanning resumes, whether it was quoted, and whether in backticks (a code span).
 */
export interface Value {
  start: number;
  end: number;
  resume: number;
  quoted: boolean;
  code?: boolean;
}

/**
 * How a value was given, which decides what it must look like to be a credential:
 * `config` (`NAME=value`, a quoted JSON or YAML field, a flag, a header, an element) takes
 * any literal; `colon` (`name: value`, an unquoted name) takes one only if it ends its
 * clause (`Password: the user enters it twice` is a sentence); `prose` (a bold label or a
 * name in the middle of a sentence, `- **Token:** …`) and a code span take only a value
 * that mixes letters and digits and reads as no identifier; `code` (`token = value` with
 * blanks around the operator) takes no bare identifier, which names a variable.
 */
export type Setting = 'config' | 'colon' | 'prose' | 'code';

/**
 * The length of the quote at `at` (`"`, `'`, `` ` ``), counting the backslashes before it
 * when JSON was escaped into a string or a shell (`\"`, `\\\"`); 0 when there is none.
 */
export function quoteAt(text: string, at: number): number {
  let i = at;
  while (text.charCodeAt(i) === 0x5c /* \ */ && i - at < 7) i++;
  const c = text.charCodeAt(i);
  return c === 0x22 || c === 0x27 || (c === 0x60 && i === at) ? i - at + 1 : 0;
}

/**
 * The value written at `from` (on the same line): quoted (up to the same quote, escaped
 * quotes included, within 1 KiB) or unquoted (up to a blank, quote, separator or a literal
 * `\n`-style escape; a trailing `.` or `:` is punctuation, a trailing `...` is kept).
 */
export function readValue(text: string, from: number): Value {
  const q = quoteAt(text, from);
  let start = from;
  if (q > 0) {
    const contentStart = from + q;
    const last = text.charCodeAt(from + q - 1);
    const limit = Math.min(text.length, contentStart + MAX_VALUE + q);
    for (let j = contentStart; j < limit; j++) {
      const c = text.charCodeAt(j);
      if (isLineBreak(c)) break;
      if (
        c === last &&
        j - q + 1 >= contentStart &&
        (q === 1 || text.startsWith(text.slice(from, from + q), j - q + 1))
      ) {
        return { start: contentStart, end: j - q + 1, resume: j + 1, quoted: true, code: last === 0x60 };
      }
    }
    start = contentStart;
  }
  let end = valueEnd(text, start);
  const resume = end;
  // One `.` or `:` ends the sentence; more dots are an ellipsis, part of a masked value (`sk_live_...`).
  const last = text.charCodeAt(end - 1);
  if (end > start && (last === 0x3a || (last === 0x2e && text.charCodeAt(end - 2) !== 0x2e))) end--;
  return { start, end, resume, quoted: false };
}

/**
 * The end of an unquoted value: the first stop character, or a backslash escape (`\n`, `\"`) of text that was itself
 * quoted.
 */
function valueEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c < 0x21 || inSet(VALUE_STOP, c) || isWidePunctuation(c)) break;
    if (c === 0x5c && 'nrt"\'\\'.includes(text[i + 1] ?? '')) break;
    i++;
  }
  return i;
}

/**
 * Whether a character is the punctuation of scripts written without spaces (`、` `。` `「`, and the full-width `，` `；`
 * `：` `）`): it ends a value as its ASCII form does (`5/6 PASS = CONDITIONAL-GO；≤4/6 = NO-GO`). Full-width letters and
 * digits are not punctuation: the normalised view reads them as a disguise.
 */
function isWidePunctuation(c: number): boolean {
  if (c >= 0x3000 && c <= 0x303f) return true;
  if (c < 0xff01 || c > 0xff65) return false;
  return !((c >= 0xff10 && c <= 0xff19) || (c >= 0xff21 && c <= 0xff3a) || (c >= 0xff41 && c <= 0xff5a));
}

/**
 * Judge a value given to a secret-ish name and record it. A provider token inside is
 * reported as that provider (at the token); AWS's published example secret key is recorded
 * as an example; otherwise the value must look like a credential for its `setting` (a
 * literal, a passphrase when quoted with blanks, or for prose and code spans one that
 * mixes letters and digits). Returns where scanning resumes.
 */
export function judgeValue(text: string, value: Value, setting: Setting, category: SecretCategory, out: Hit[]): number {
  const { start, end, resume, quoted } = value;
  // A key block after the name (`"private_key": "-----BEGIN …`) spans lines: the block's own trigger reads it.
  if (!quoted && text.startsWith('-----BEGIN', start)) return start;
  // The shortest self-evident credential (a URL with a password, `a://b:c@d`) has 9 characters.
  if (end - start >= MIN_NESTED && scanPart(text, start, end, true, out) > 0) return resume;
  if (end - start > MAX_VALUE || end === start) return resume;
  if (!quoted) {
    const fallback = fallbackAt(text, value);
    if (fallback >= 0) return judgeValue(text, readValue(text, fallback), 'config', category, out);
  }
  if (!quoted && setting !== 'config' && !endsClause(text, resume)) return resume;
  const literal = text.slice(start, end);
  if (isPublishedExampleSecret(literal)) {
    out.push({ category, start, end, example: true });
    return resume;
  }
  if (!looksLikeCredential(literal, setting, value)) return resume;
  // In a list its lead-in names identifiers, a value is a stored secret's id (`listedAsIdentifiers`).
  if (setting !== 'config' && listedAsIdentifiers(text, start)) return resume;
  // A password given with an account at a domain reserved for examples is documentation's, as the account is.
  out.push(besideExampleAddress(text, start, end) ? { category, start, end, example: true } : { category, start, end });
  return resume;
}

/**
 * What a reference gives way to when it is unset (`os.environ.get("KEY") or "…"`, `process.env.KEY || "…"`, `?? "…"`):
 * the quoted literal after the reference's call and the operator. The default of a call (`os.getenv("KEY", "…")`)
 * and of a shell parameter (`${KEY:-…}`) likewise.
 */
const FALLBACK_AFTER = /^(?:\s*["'][^"'\n]{1,128}["']\s*\)?)?\s*(?:or|\|\||\?\?)\s*(?=["'])/;
const DEFAULT_ARGUMENT = /^\s*["'][^"'\n]{1,128}["']\s*,\s*(?=["'])/;
const SHELL_DEFAULT = /^\$\{[A-Za-z_]\w*:?-/;

/**
 * Where the fallback of a reference starts (see `FALLBACK_AFTER`), or -1: a value given where a secret is named that
 * is read from elsewhere and falls back to a literal written into the file, which is then the value, pasted as any
 * other (the forty-fifth sample's plan quoting a script's `os.environ.get("FELO_API_KEY") or "fk-…"`).
 */
function fallbackAt(text: string, value: Value): number {
  const reference = text.slice(value.start, value.end);
  const shell = SHELL_DEFAULT.exec(reference);
  if (shell !== null) return value.end > value.start + shell[0].length ? value.start + shell[0].length : -1;
  if (!isReferenceValue(reference)) return -1;
  const rest = text.slice(value.end, value.end + 256);
  const after = FALLBACK_AFTER.exec(rest) ?? (reference.endsWith('(') ? DEFAULT_ARGUMENT.exec(rest) : null);
  return after === null ? -1 : value.end + after[0].length;
}

/** Whether a value given in `setting` looks like a credential (values.ts has the tests). */
function looksLikeCredential(literal: string, setting: Setting, value: Value): boolean {
  if (/\s/.test(literal)) return value.quoted && !value.code && isPassphrase(literal);
  // A provider's prefix on a written value (`hvs.secret123`, `ghp_your_token_here`) shows the format; the provider's
  // own rule has judged the value already (the nested scan) and found no token.
  if (showsProviderFormat(literal) || namesItselfPublic(literal)) return false;
  if (setting === 'prose' || value.code === true) return isProseCredential(literal) && !isIdentifierLike(literal);
  // In code an identifier of words and small numbers names a thing, quoted or not
  // (`const STORAGE_KEY = "lk_wizard_v1"`).
  if (setting === 'code') return isLiteralSecret(literal, value.quoted) && !isIdentifierLike(literal);
  return isLiteralSecret(literal, value.quoted);
}

/**
 * A value whose own prefix says it is public: a word of its opening pieces is `publishable` or `public`
 * (`sb_publishable_…`, Supabase's key for browsers, the eighty-seventh sample's plans; a `public_…` token). A provider
 * issues such a key to be shipped in clients; it guards nothing a reader of the file could misuse.
 */
const PUBLIC_PREFIX = /^(?:[a-z]{1,8}[-_])?(?:publishable|public)[-_]/i;

function namesItselfPublic(literal: string): boolean {
  return PUBLIC_PREFIX.test(literal);
}

/** Whether nothing but a comment, a closing bracket or punctuation follows on the line. */
function endsClause(text: string, from: number): boolean {
  const i = skipBlanks(text, from);
  if (i >= text.length) return true;
  const c = text.charCodeAt(i);
  return isLineBreak(c) || '`#,;)]}|'.includes(text[i]!);
}

/** The SQL words a condition follows: after them `name = value` compares. */
const SQL_CONDITIONS: ReadonlySet<string> = new Set(['where', 'and', 'or', 'on', 'having', 'when']);

/** The word right before `at` across one blank (`API` in `API key`), or `''`. */
export function previousWord(text: string, at: number): string {
  if (!isBlank(text.charCodeAt(at - 1))) return '';
  const end = at - 1;
  let start = end;
  while (start > 0 && end - start < 24 && /[A-Za-z]/.test(text[start - 1]!)) start--;
  return start < end && (start === 0 || !isWordChar(text.charCodeAt(start - 1))) ? text.slice(start, end) : '';
}

/**
 * Where the identifier holding the secret-ish word at `at` starts, read back over `[A-Za-z0-9_.-]` (never before
 * `floor`).
 */
export function nameStartBefore(text: string, at: number, floor: number): number {
  return runStart(text, at, IDENT, Math.min(MAX_NAME, at - floor));
}

/**
 * The identifier that ends with the secret-ish word at `at`, read back over `[A-Za-z0-9_.-]` (never before `floor`).
 */
function nameEndingAt(text: string, at: number, wordLength: number, floor: number): string {
  return text.slice(nameStartBefore(text, at, floor), at + wordLength);
}

/** PowerShell's scopes and its environment drive, as they stand before a variable's name and its colon. */
const POWERSHELL_SCOPE = /\$(?:env|global|script|local|private|using)$/i;

/** Up to 16 code units before `at` (for a test anchored at their end). */
function lineBefore(text: string, at: number): string {
  return text.slice(Math.max(0, at - 16), at);
}

/**
 * `NAME = value`, `NAME: value`, `"name": "value"`, `name := value`, `name => value`,
 * escaped JSON (`\"name\": \"value\"`), a YAML value on the next, deeper-indented line
 * (`password:` then `  value`, or a `|` block), and `Authorization: <scheme> <credential>`.
 * The value is the finding; the name and operator stay.
 */
export function assignment(text: string, at: number, wordIndex: number, floor: number, out: Hit[]): number {
  const word = SECRET_WORDS[wordIndex]!;
  let i = at + word.length;
  while (text.charCodeAt(i) === 0x2a /* `**Password**:` */ && i - at - word.length < 2) i++;
  const nameQuote = quoteAt(text, i);
  i = skipBlanks(text, i + nameQuote);
  const c = text.charCodeAt(i);
  if (c === 0x7c /* | */) return tableRowValue(text, at, word, i, floor, out);
  if (c !== 0x3d && c !== 0x3a) return labelValue(text, at, word, i, floor, out);
  const opLength = text.charCodeAt(i + 1) === (c === 0x3a ? 0x3d : 0x3e) ? 2 : 1; // `:=`, `=>`
  const colon = c === 0x3a && opLength === 1;
  const afterOp = i + opLength;
  if (colon && text.charCodeAt(afterOp) === 0x2f) return afterOp - 1; // a URL, `key://…`: let the URL handler see it

  const name = nameEndingAt(text, at, word.length, floor);
  const nameStart = at + word.length - name.length;
  const before = text.charCodeAt(nameStart - 1);
  // `arn:aws:secretsmanager:…:secret:prod/db`, `urn:…:token:…`: a segment of a path, not a name.
  // PowerShell's scope or drive before a variable (`$env:API_TOKEN = "…"`, `$global:ApiKey = …`) is no segment.
  if (
    before === 0x3a &&
    isWordChar(text.charCodeAt(nameStart - 2)) &&
    !POWERSHELL_SCOPE.test(lineBefore(text, nameStart - 1))
  )
    return afterOp;
  // `WHERE token = '…'`, `AND password = '…'`: a SQL condition compares a column with a value; it assigns nothing.
  if (c === 0x3d && opLength === 1 && SQL_CONDITIONS.has(previousWord(text, nameStart).toLowerCase())) return afterOp;
  const previous = name.length === word.length ? previousWord(text, at) : '';
  // In a URL's query a bare `key=` is the API key (`?key=…`, `&key=…`).
  const queryKey = word === 'key' && name.length === 3 && c === 0x3d && (before === 0x3f || before === 0x26);
  if (!queryKey && !isSecretName(name, word, previous)) return afterOp;
  // A bare `pass:` mid-sentence is the verb (`tests still pass: …`); as a setting it starts its line.
  if (word === 'pass' && name.length === 4 && colon && nameQuote === 0 && !startsLine(text, at)) return afterOp;
  // `PASS:` in capitals is a test runner's verdict (`--- PASS: TestName (0.00s)`, `PASS: test_login`), not a setting.
  if (word === 'pass' && name === 'PASS' && colon && nameQuote === 0) return afterOp;
  // A status badge's read-only token, meant for a README (`…/graph/badge.svg?token=…`).
  if ((before === 0x3f || before === 0x26) && isBadgeUrl(text, nameStart - 1)) return afterOp;

  let v = skipBlanks(text, afterOp);
  // `**Password:** value`: the emphasis closes before the value.
  if (text.charCodeAt(v) === 0x2a) {
    const stars = text.charCodeAt(v + 1) === 0x2a ? 2 : 1;
    if (isBlank(text.charCodeAt(v + stars))) v = skipBlanks(text, v + stars);
    else if (isLineBreak(text.charCodeAt(v + stars))) v += stars;
  }
  if (colon) {
    const next = nextLineStart(text, v);
    const fenced = next >= 0 ? fencedValue(text, next, out) : -1;
    if (fenced >= 0) return fenced;
    if (next >= 0)
      return nextLineValue(
        text,
        at + word.length - name.length - (nameQuote > 0 ? 1 : 0),
        next,
        isBlockIndicator(text, v),
        out,
      );
  }
  if (v >= text.length || isLineBreak(text.charCodeAt(v))) return v;
  if (word === 'authorization' || word === 'auth') {
    const s = v + quoteAt(text, v);
    const scheme = schemeAt(text, s);
    if (scheme > 0) return authCredential(text, s, scheme, true, out);
  }
  // `console.error("missing required token:", t)`, `fetch('https://x?token='+t)`: the name stands inside a string, and
  // the quote after the operator closes that string; what follows is code, not a value.
  if (nameQuote === 0 && quoteAt(text, v) === 1 && standsInString(text, nameStart, text.charCodeAt(v))) return v + 1;
  const value = closedEmphasis(text, nameStart, readValue(text, v));
  // A value that repeats its name unquoted (`"audit_01_pass": audit_01_pass`, `token=token`) is the variable of that
  // name, passed on (the fifty-fourth sample's Python dictionary of check results).
  if (!value.quoted && text.slice(value.start, value.end) === name) return value.resume;
  // A quoted value that spells out its name, and short numbers, says what it stands for (`accessToken: 'access-123'`);
  // unquoted, a name is another variable's (`audit_01_pass9`).
  if (value.quoted && spellsItsName(name, text.slice(value.start, value.end))) return value.resume;
  // `auth` names how access works as often as the credential: words and small numbers are a method or an outcome
  // (`auth: basic_v2`, `'mgmt_auth': 'rejected_401'`, `auth: "Daily limit reached"`), not a secret.
  if (word === 'auth') {
    const literal = text.slice(value.start, value.end);
    if (isIdentifierLike(literal) || isWordish(literal)) return value.resume;
  }
  return judgeValue(text, value, settingOf(text, nameStart, i, opLength, nameQuote, value), 'assigned-secret', out);
}

/**
 * `API_SECRET (`worker/.dev.vars`): `<value>``, `Admin API key available: `<value>``: a label that names a secret and
 * then says where it lives or how it stands — a note in parentheses, or up to three lower-case words — before its colon
 * gives the code span right after the colon, read as a value in a code span after a name is (it mixes letters and
 * digits and reads as no identifier). Only a code span is taken: after such a label an unquoted word starts a sentence
 * (`Token budget: about 12k`). Returns where scanning resumes (`from + 1` when the label gives no value).
 */
function labelValue(text: string, at: number, word: SecretWord, from: number, floor: number, out: Hit[]): number {
  // `auth` and `pass` name a method or a verdict as often as a credential (`auth flow: `oauth2``, `pass rate: …`).
  if (word === 'auth' || word === 'pass') return from + 1;
  const colon = labelColon(text, from);
  if (colon < 0 || text.charCodeAt(colon + 1) === 0x3a) return from + 1;
  const v = skipBlanks(text, colon + 1);
  if (v === colon + 1 || text.charCodeAt(v) !== 0x60) return from + 1;
  const name = nameEndingAt(text, at, word.length, floor);
  if (!isSecretName(name, word, name.length === word.length ? previousWord(text, at) : '')) return from + 1;
  const value = readValue(text, v);
  if (value.code !== true) return from + 1;
  return judgeValue(text, value, 'prose', 'assigned-secret', out);
}

/** Where the colon of a label ends the note or words at `from` (see `labelValue`), or -1. */
function labelColon(text: string, from: number): number {
  let i = from;
  if (text.charCodeAt(i) === 0x28 /* ( */) {
    const close = text.indexOf(')', i + 1);
    const line = lineEnd(text, i, LABEL_ASIDE);
    if (close < 0 || (line >= 0 && close > line) || close - i > LABEL_ASIDE) return -1;
    i = close + 1;
  } else {
    for (let words = 0; words < LABEL_WORDS; words++) {
      const start = i;
      while (i < text.length && isLower(text.charCodeAt(i))) i++;
      if (i === start) return -1;
      if (text.charCodeAt(i) === 0x3a) return i;
      if (text.charCodeAt(i) !== 0x20) return -1;
      i++;
    }
    return -1;
  }
  return text.charCodeAt(i) === 0x3a ? i : -1;
}

/** How many cells after a secret's name a table row is read for its value. */
const MAX_CELLS_AFTER = 6;

/**
 * `| FIELD_ENCRYPTION_KEY | **ADD THIS** | `<value>` (or generate new) |`: in a table row, a cell that holds a secret's
 * name alone (in a code span or emphasis or not) gives it the value that the first later cell opening with a code span
 * holds, read as a value in a code span after a name is (it mixes letters and digits and reads as no identifier). What
 * stands in the cells between is scanned as any text is. Returns where scanning resumes (the name's own place when the
 * row gives no value, so a reading of the name in a sentence still runs).
 */
function tableRowValue(text: string, at: number, word: SecretWord, pipe: number, floor: number, out: Hit[]): number {
  const name = nameEndingAt(text, at, word.length, floor);
  const nameStart = at + word.length - name.length;
  let open = nameStart;
  while (open > floor && nameStart - open < 8 && ' \t`*_'.includes(text[open - 1]!)) open--;
  if (text.charCodeAt(open - 1) !== 0x7c || !isSecretName(name, word, '')) return at;
  const row = lineStart(text, open - 1, MAX_LINE_BEFORE);
  if (row < 0 || text.charCodeAt(skipBlanks(text, row)) !== 0x7c) return at;
  let cell = pipe + 1;
  for (let cells = 0; cells < MAX_CELLS_AFTER; cells++) {
    const content = skipBlanks(text, cell);
    if (text.charCodeAt(content) === 0x60) {
      const value = readValue(text, content);
      if (!value.quoted || describesValue(text, value.resume)) return at;
      scanPart(text, pipe + 1, content, false, out);
      return judgeValue(text, value, 'prose', 'assigned-secret', out);
    }
    let next = content;
    while (next < text.length && text.charCodeAt(next) !== 0x7c && !isLineBreak(text.charCodeAt(next))) next++;
    if (text.charCodeAt(next) !== 0x7c) break;
    cell = next + 1;
  }
  return at;
}

/**
 * Whether a table cell goes on after the code span it opens with, from `from`, to say what happens
 * (`| \`password\` | Account + password | \`bind12306\` → on SMS-required error → switch mode |`, the eighty-first
 * sample's login modes and the API call each makes): the span is a thing the cell describes, not the value of the
 * row's secret. An aside in parentheses after it (`(or generate new)`), or a stop, still leaves it the value.
 */
function describesValue(text: string, from: number): boolean {
  for (let i = skipBlanks(text, from); i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7c || c === 0x28 || c === 0xff08 || isLineBreak(c)) return false;
    if (!' \t.,;'.includes(text[i]!)) return true;
  }
  return false;
}

/** How far back on its line a name is looked at for the string or the emphasis it stands in. */
const MAX_LINE_BEFORE = 1_024;

/**
 * A value without the emphasis marks that close the phrase it ends: where the value ends in `**` or `__` and the same
 * doubled marks opened earlier on its line, before the name starting at `nameStart`, and are still open there, they
 * are Markdown's (`**Auth = dev-token**`; `**App Signing key SHA-1/SHA-256** →`, the hundred-and-eighty-fifth
 * sample's release step, whose bold phrase opens three words before the name), not the value's.
 */
export function closedEmphasis(text: string, nameStart: number, value: Value): Value {
  const mark = text.charCodeAt(value.end - 1);
  if (value.quoted || (mark !== 0x2a && mark !== 0x5f) || text.charCodeAt(value.end - 2) !== mark) return value;
  if (!emphasisOpenAt(text, nameStart, mark)) return value;
  let end = value.end;
  while (end > value.start && text.charCodeAt(end - 1) === mark) end--;
  return { ...value, end };
}

/** Whether a run of two or more `mark`s opened before `at` on its line and no such run closed it since. */
function emphasisOpenAt(text: string, at: number, mark: number): boolean {
  const from = lineStart(text, at, MAX_LINE_BEFORE);
  if (from < 0) return false;
  let open = false;
  for (let i = from; i < at; i++) {
    if (text.charCodeAt(i) !== mark) continue;
    let run = i;
    while (run < at && text.charCodeAt(run) === mark) run++;
    if (run - i >= 2) open = !open;
    i = run - 1;
  }
  return open;
}

/**
 * Whether the name starting at `at` stands inside a string opened earlier on its line by `quote` (`"` or `'`): an odd
 * number of such quotes, not escaped, stand before it. An apostrophe between letters (`it's`) opens nothing.
 */
function standsInString(text: string, at: number, quote: number): boolean {
  if (quote === 0x60) return false;
  const from = lineStart(text, at, MAX_LINE_BEFORE);
  if (from < 0) return false;
  let open = false;
  for (let i = from; i < at; i++) {
    if (text.charCodeAt(i) !== quote || text.charCodeAt(i - 1) === 0x5c) continue;
    if (quote === 0x27 && isWordChar(text.charCodeAt(i - 1)) && isWordChar(text.charCodeAt(i + 1))) continue;
    open = !open;
  }
  return open;
}

/**
 * The setting of an assignment whose name starts at `nameStart` and operator at `op`: a header or field in quotes
 * (`-H "X-API-Key: …"`), a setting at the start of its line, a label in a sentence, or code.
 */
function settingOf(
  text: string,
  nameStart: number,
  op: number,
  opLength: number,
  nameQuote: number,
  value: Value,
): Setting {
  // A name in a code span is Markdown's quoting (`` `DB_PASSWORD`: … ``): the setting is read as for the bare name.
  if (nameQuote > 0 && text.charCodeAt(nameStart - 1) !== 0x60) return 'config';
  if (text.charCodeAt(op) === 0x3a && opLength === 1) {
    // `curl -H "X-API-Key: …"`, `--header 'PRIVATE-TOKEN: …'`: the quotes close the header.
    const open = text.charCodeAt(nameStart - 1);
    if ((open === 0x22 || open === 0x27) && !value.quoted && text.charCodeAt(value.resume) === open) return 'config';
    // A bold label (`**Token:**`) or a name in the middle of a sentence is prose; a setting starts its line.
    return text.charCodeAt(nameStart - 1) === 0x2a || !startsLine(text, nameStart) ? 'prose' : 'colon';
  }
  return opLength === 1 && (isBlank(text.charCodeAt(op - 1)) || isBlank(text.charCodeAt(op + 1))) ? 'code' : 'config';
}

/** Whether only indentation or a list marker comes before `at` on its line. */
function startsLine(text: string, at: number): boolean {
  let i = at;
  while (i > 0 && at - i < 64 && (isBlank(text.charCodeAt(i - 1)) || text.charCodeAt(i - 1) === 0x2d)) i--;
  return i === 0 || isLineBreak(text.charCodeAt(i - 1));
}

/** Whether a YAML block scalar indicator (`|`, `>`, `|-`, `>+`) starts at `at`. */
function isBlockIndicator(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  return c === 0x7c || c === 0x3e;
}

/** After `name:`, when nothing but a block indicator follows on the line: the start of the next line; else -1. */
function nextLineStart(text: string, from: number): number {
  let i = from;
  if (isBlockIndicator(text, i)) {
    i++;
    if (text.charCodeAt(i) === 0x2d || text.charCodeAt(i) === 0x2b) i++;
    i = skipBlanks(text, i);
  }
  if (i >= text.length || !isLineBreak(text.charCodeAt(i))) return -1;
  return afterLineBreak(text, i);
}

/** A line that opens a fenced code block: three or more backticks or tildes, then at most an info string. */
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})[^`\r\n]*$/;

/**
 * `**Registry Token:**` with a fenced block right after it that holds one line and nothing else: the value given in a
 * block of its own, as a hand-over pastes a key for the reader to copy (the sixty-seventh sample's registry token,
 * missed). Judged as a value in prose is (it mixes letters and digits and reads as no identifier); a block of more
 * lines, or a line with blanks in it, is code or a command. Returns where scanning resumes, or -1 when no such block
 * follows.
 */
function fencedValue(text: string, next: number, out: Hit[]): number {
  const openEnd = lineEnd(text, next, MAX_NAME);
  if (openEnd < 0 || openEnd >= text.length) return -1;
  const fence = FENCE_OPEN.exec(text.slice(next, openEnd))?.[1];
  if (fence === undefined) return -1;
  const start = skipBlanks(text, afterLineBreak(text, openEnd));
  const end = lineEnd(text, start, MAX_VALUE);
  if (end <= start || end >= text.length) return -1;
  let last = end;
  while (last > start && isBlank(text.charCodeAt(last - 1))) last--;
  const closeStart = skipBlanks(text, afterLineBreak(text, end));
  if (!text.startsWith(fence, closeStart) || /\s/.test(text.slice(start, last))) return -1;
  judgeValue(text, { start, end: last, resume: end, quoted: true, code: true }, 'prose', 'assigned-secret', out);
  return closeStart + fence.length;
}

/**
 * The value of `name:` written on the next line, indented deeper than the name (YAML): one
 * token (or a quoted string); for a block scalar, the whole line.
 */
function nextLineValue(text: string, nameColumnAt: number, next: number, block: boolean, out: Hit[]): number {
  const nameLine = lineStart(text, nameColumnAt, MAX_NAME);
  if (nameLine < 0) return next;
  const valueStart = skipBlanks(text, next);
  if (valueStart - next <= nameColumnAt - nameLine) return next;
  const end = lineEnd(text, valueStart, MAX_VALUE);
  if (end <= valueStart) return Math.max(next, end);
  if (block) {
    let last = end;
    while (last > valueStart && isBlank(text.charCodeAt(last - 1))) last--;
    return judgeValue(
      text,
      { start: valueStart, end: last, resume: end, quoted: true },
      'config',
      'assigned-secret',
      out,
    );
  }
  // A line that ends with a colon opens a mapping (`snmp_credentials:` then `"192.168.1.1":`): a key, not the value.
  let last = end;
  while (last > valueStart && isBlank(text.charCodeAt(last - 1))) last--;
  if (text.charCodeAt(last - 1) === 0x3a) return end;
  const value = readValue(text, valueStart);
  if (!value.quoted && skipBlanks(text, value.resume) !== end) return value.resume;
  return judgeValue(text, value, 'config', 'assigned-secret', out);
}

/** Attribute and key names that say which setting the `value` next to them is. */
const OWNER = /(?:^|[\s{,<"'\\])(name|key|id|type)\\*["']?\s*[:=]\s*\\*["']?([A-Za-z0-9_.:-]+)/gi;

/**
 * `value="…"` / `value: …` whose owner names a secret: `<add key="ApiKey" value="…"/>`,
 * `<input type="password" value="…">`, `{"name": "DB_PASSWORD", "value": "…"}`, and a
 * Kubernetes or Compose `- name: DB_PASSWORD` followed by `value: …` on the next line.
 * The owner is read back from the `value` word, on its line and the one before.
 */
export function ownedValue(text: string, at: number, out: Hit[]): number {
  const op = skipBlanks(text, at + 5 + quoteAt(text, at + 5));
  const c = text.charCodeAt(op);
  if (c !== 0x3d && c !== 0x3a) return at + 5;
  const here = lineStart(text, at, 256);
  let previousEnd = here - 1;
  if (previousEnd > 0 && text.charCodeAt(previousEnd - 1) === 13) previousEnd--;
  const from = here > 0 ? Math.max(lineStart(text, previousEnd, 256), at - 256) : Math.max(0, at - 256);
  const window = text.slice(from, at);
  let owner = '';
  let password = false;
  for (const match of window.matchAll(OWNER)) {
    owner = match[2]!;
    if (match[1]!.toLowerCase() === 'type' && owner.toLowerCase() === 'password') password = true;
  }
  if (!password && !ownerIsSecret(owner)) return op + 1;
  const v = skipBlanks(text, op + 1);
  if (v >= text.length || isLineBreak(text.charCodeAt(v))) return v;
  return judgeValue(text, readValue(text, v), c === 0x3a ? 'colon' : 'config', 'assigned-secret', out);
}

/** The nearest `variable "…"` label before a position, found by a forward scan that never rereads the text. */
export interface VariableCache {
  next: number;
  last: number;
}

/**
 * Terraform: `default = "…"` inside a `variable "db_password" { … }` block (within 1 KiB of
 * the label, no `}` between) is the value of a secret-named variable.
 */
export function terraformDefault(text: string, at: number, cache: VariableCache, out: Hit[]): number {
  const op = skipBlanks(text, at + 7);
  if (text.charCodeAt(op) !== 0x3d) return at + 7;
  if (cache.next === -2) cache.next = text.indexOf('variable "', 0);
  while (cache.next >= 0 && cache.next < at) {
    cache.last = cache.next;
    cache.next = text.indexOf('variable "', cache.next + 1);
  }
  const label = cache.last;
  if (label < 0 || at - label > 1024) return op + 1;
  const nameStart = label + 10;
  const nameEnd = text.indexOf('"', nameStart);
  if (nameEnd < 0 || nameEnd > at || nameEnd - nameStart > MAX_NAME || text.slice(nameEnd, at).includes('}'))
    return op + 1;
  if (!ownerIsSecret(text.slice(nameStart, nameEnd))) return op + 1;
  const v = skipBlanks(text, op + 1);
  if (v >= text.length || isLineBreak(text.charCodeAt(v))) return v;
  return judgeValue(text, readValue(text, v), 'config', 'assigned-secret', out);
}
