import {
  closedEmphasis,
  judgeValue,
  MAX_VALUE,
  MIN_NESTED,
  nameStartBefore,
  previousWord,
  quoteAt,
  readValue,
  type Value,
} from './assignments.js';
import { charSet, equalsIgnoreCase, isBlank, isLineBreak, lineEnd, lineStart, runEnd, skipBlanks } from './chars.js';
import { isLocalPlaceholder } from './examples.js';
import type { Hit } from './hit.js';
import { listedAsIdentifiers } from './identifiers.js';
import { isSecretName, ownerIsSecret, SECRET_WORDS, secretWordEndingAt, standsAsWord } from './names.js';
import { closedByBacktick, linkedByVerb, proseValueStart } from './prose.js';
import { scanPart } from './scan.js';
import { isContextPassword, isPassphrase, isProseCredential } from './values.js';

/**
 * Secrets given to a secret-ish name without an assignment operator: in prose (`the
 * password is Tr0ub4dor.3x`), as an XML element (`<password>…</password>`) or entry
 * (`<entry key="db.password">…</entry>`), and on command lines (`--token …`, `mysql
 * -pSECRET`, `sshpass -p …`, `curl -u user:…`).
 */

const XML_NAME = charSet('A-Za-z0-9_.:-');
const FLAG_NAME = charSet('A-Za-z0-9_.-');

/**
 * A value after a secret-ish word in prose, `password Tr0ub4dor.3x`, `the API key is
 * 0123…`, `token "…"`. Declining returns `at` itself, so that another trigger at the same
 * place (`key-…` is also a Mailgun key) still runs. Most words of prose are followed by
 * more prose, so the value is read (without allocating) before the name is read back.
 */
export function proseWord(text: string, at: number, wordIndex: number, floor: number, out: Hit[]): number {
  const word = SECRET_WORDS[wordIndex]!;
  const wordEnd = at + word.length;
  const i = proseValueStart(text, wordEnd);
  if (i < 0) return at;
  const read = readValue(text, i);
  if (read.end - read.start < MIN_NESTED - 1 || read.end - read.start > MAX_VALUE) return at;
  // A plain word (no digit, no separator) is neither a prose credential nor a provider token: most candidates stop
  // here.
  if (!read.quoted && !hasDigitOrSeparator(text, read.start, read.end)) return at;
  const nameStart = nameStartBefore(text, at, floor);
  const value = closedEmphasis(text, nameStart, read);
  if (value.end - value.start < MIN_NESTED - 1) return at;
  const before = nameStart > 0 ? text.charCodeAt(nameStart - 1) : 0x20;
  // A reference (`$TOKEN`, `%TOKEN%`, `{{ token }}`), a flag (`--token`), an element (`<password>`), a quoted key: not
  // prose.
  if (
    closedByBacktick(text, wordEnd)
      ? before !== 0x60
      : !(isBlank(before) || isLineBreak(before) || before === 0x28 || before === 0x2a || before === 0x5f)
  )
    return at;
  if (text.charCodeAt(nameStart) === 0x2d) return at;
  const name = text.slice(nameStart, wordEnd);
  const previous = nameStart === at ? previousWord(text, nameStart) : '';
  // In a sentence the word names a secret standing alone or joined to its qualifier (`API token`, `access_token`,
  // `apiToken`); a word that only ends in its letters names something else (`tiktoken cl100k_base`).
  if (!isSecretName(name, word, previous) || !standsAsWord(name, word)) return at;
  if (crossesCell(text, wordEnd, value.start) && !isTableSetting(text, nameStart, value)) return at;
  if (nested(text, value, out)) return value.resume;
  const literal = text.slice(value.start, value.end);
  // In a script written without spaces the sentence goes on after the word (`token 清单（globals.css:11-31）`).
  if (UNSPACED_SCRIPT.test(literal)) return at;
  // A phrase in quotes right after a name is how prose describes it (`text encrypted_private_key "nullable, wallet
  // embarqué"`, a diagram's comment); a verb must state it as the passphrase (`the passphrase is "…"`).
  const secret =
    value.quoted && /\s/.test(literal)
      ? linkedByVerb(text, wordEnd, i) && isPassphrase(literal)
      : isProseCredential(literal);
  if (!secret || listedAsIdentifiers(text, value.start)) return at;
  out.push({ category: 'assigned-secret', start: value.start, end: value.end });
  return value.resume;
}

/** Whether a table's cell boundary (`|`) stands between the name, ending at `from`, and its value at `to`. */
function crossesCell(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 0x7c) return true;
  return false;
}

/**
 * Whether a name and a value across a table's cell boundary are a setting: the name is in the row's first cell (its
 * key: `| Database password | … |`), and the value fills the next cell. A name in a later cell heads a column of
 * another table (`| env | tf var | cloudflare_api_token | k3s-gitops-app |`), and a value followed by more words is
 * a description (`| HMAC_KEY | HMAC-SHA256 signing key |`).
 */
function isTableSetting(text: string, nameStart: number, value: Value): boolean {
  const from = lineStart(text, nameStart, MAX_VALUE);
  if (from < 0) return false;
  const row = skipBlanks(text, from);
  if (text.charCodeAt(row) !== 0x7c || text.indexOf('|', row + 1) < nameStart) return false;
  const after = skipBlanks(text, value.resume);
  return after >= text.length || text.charCodeAt(after) === 0x7c || isLineBreak(text.charCodeAt(after));
}

/** Letters of the scripts written without spaces between words: Han, kana and Hangul. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function hasDigitOrSeparator(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x2d || c === 0x2e || c === 0x3a || c === 0x7e) return true;
  }
  return false;
}

/** Provider tokens inside a value, reported as themselves; whether there were any. */
function nested(text: string, value: Value, out: Hit[]): boolean {
  return value.end - value.start >= MIN_NESTED && scanPart(text, value.start, value.end, true, out) > 0;
}

/** `<password>value</password>`, `<db:Password>…`: the element's text is the value. */
export function xmlElement(text: string, at: number, out: Hit[]): number {
  const gt = runEnd(text, at, XML_NAME);
  if (text.charCodeAt(gt) !== 0x3e) return at;
  return elementContent(text, gt + 1, text.slice(at, gt), out);
}

/** `<entry key="db.password">value</entry>`, `<setting name="ApiKey">…`: at the `>` after a quoted key or name. */
export function xmlEntry(text: string, gt: number, out: Hit[]): number {
  const quote = text[gt - 1]!;
  const window = text.slice(Math.max(0, gt - 130), gt - 1);
  const open = window.lastIndexOf(quote);
  if (open < 1 || window[open - 1] !== '=') return gt;
  const attribute = /([A-Za-z]+)\s*$/.exec(window.slice(Math.max(0, open - 12), open - 1));
  if (!attribute || !/^(?:key|name)$/i.test(attribute[1]!) || !ownerIsSecret(window.slice(open + 1))) return gt;
  const tag = /<([A-Za-z][\w.:-]*)\s[^<>]*$/.exec(window);
  return tag ? elementContent(text, gt + 1, tag[1]!, out) : gt;
}

/**
 * The text of an element, up to its own closing tag `</name>` (within 1 KiB, no other tag
 * inside). When it is no secret, nothing is consumed: the text is scanned as usual.
 */
function elementContent(text: string, from: number, name: string, out: Hit[]): number {
  const close = text.slice(from, from + MAX_VALUE + 1).indexOf('<');
  if (close < 0 || !text.startsWith(`</${name}>`, from + close)) return from;
  let start = from;
  let end = from + close;
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (end === start) return from + close;
  const before = out.length;
  const resume = judgeValue(text, { start, end, resume: from + close, quoted: true }, 'config', 'assigned-secret', out);
  return out.length > before ? resume : from;
}

/** `--token VALUE`, `--client-secret "…"` (with `=` it is an assignment), `curl --user user:…`. */
export function longFlag(text: string, at: number, out: Hit[]): number {
  const nameStart = at + 2;
  const nameEnd = runEnd(text, nameStart, FLAG_NAME);
  // `--password=…` is an assignment: leave it to that trigger, at the name.
  if (nameEnd - nameStart > 64 || !isBlank(text.charCodeAt(nameEnd))) return at;
  if (nameEnd - nameStart === 4 && equalsIgnoreCase(text, nameStart, 'user'))
    return lineHas(text, at, /\bcurl\b/) ? userPassword(text, nameEnd, out) : nameEnd;
  const index = secretWordEndingAt(text, nameEnd);
  if (index < 0 || !isSecretName(text.slice(nameStart, nameEnd), SECRET_WORDS[index]!)) return nameEnd;
  const v = skipBlanks(text, nameEnd);
  if (v >= text.length || isLineBreak(text.charCodeAt(v)) || text.charCodeAt(v) === 0x2d) return v;
  const value = readValue(text, v);
  // A flag named `auth` is a switch or takes a method (`--gcloud-auth`, `--auth basic`): a name of several pieces after
  // it is the command's next argument (a Cloud SQL instance's `project:region:instance`, the two-hundred-and-sixteenth
  // sample's hand-overs), not a credential.
  if (SECRET_WORDS[index] === 'auth' && namesResource(text.slice(value.start, value.end))) return value.resume;
  return judgeValue(text, value, 'config', 'command-line-secret', out);
}

/**
 * A name of three or more pieces (`-`, `_`, `.`, `:` between), each a word with at most a small number after it; not
 * two parts joined by one colon, which is a login's `user:password`.
 */
function namesResource(value: string): boolean {
  const pieces = value.split(/[-_.:]/);
  if (pieces.length < 3 || value.split(':').length === 2) return false;
  return pieces.every((piece) => /^(?:[A-Za-z]+\d{0,3}|\d{1,4})$/.test(piece));
}

/** A `login` command (`docker login -u bot`) that the flag's line goes on with, up to the flag. */
const LOGIN_COMMAND = /\blogin\b[^|;&`\u2e80-\u9fff\uff00-\uffef]*$/u;

/**
 * Short password flags of well-known commands: `-p'…'` / `-p"…"` anywhere, `-pSECRET`
 * after `mysql`, `mariadb` or `7z`, `sshpass -p …`, `docker login … -p …` (any `login`),
 * `redis-cli -a …`, `ldapsearch -w …`, `curl -u user:…`, the Mosquitto clients' `-P …` (`mosquitto_pub -u dev -P …`,
 * the hundred-and-thirty-third sample's summary), and OpenSSL's `-passin pass:…`.
 */
export function shortFlag(text: string, at: number, out: Hit[]): number {
  const letter = text.charCodeAt(at + 1);
  const next = text.charCodeAt(at + 2);
  if (letter === 0x70 /* p */) {
    if (text.startsWith('pass', at + 1)) return opensslPass(text, at, out);
    // `-p'…'` after a blank; `'-p', …` is a flag named in code, its quote the closing one. A backtick after the flag
    // closes the code span it stands in (`` `/usr/bin/time -p`： ``), as Markdown writes a command.
    if (quoteAt(text, at + 2) > 0 && next !== 0x60)
      return at === 0 || isBlank(text.charCodeAt(at - 1)) || isLineBreak(text.charCodeAt(at - 1))
        ? localClientDefault(text, at, out, contextValue(text, readValue(text, at + 2), out))
        : at + 2;
    if (isBlank(next)) {
      const segment = lineBefore(text, at);
      // The flag and `login` stand in one command: no end of a command, of a code span or of a sentence written
      // without spaces between them (`…login 改為 `cmd /C start` …，agy 用 `-p ok``: the fortieth sample's prose).
      if (!/\bsshpass\s+$/.test(segment) && !LOGIN_COMMAND.test(segment)) return at + 2;
      return detached(text, at + 2, out);
    }
    if (!lineHas(text, at, /\b(?:mysql\w*|mariadb\w*|7z[az]?)\b/)) return at + 2;
    return localClientDefault(text, at, out, contextValue(text, readValue(text, at + 2), out));
  }
  if (!isBlank(next)) return at + 2;
  if (letter === 0x61 /* a */) return lineHas(text, at, /\bredis-cli\b/) ? detached(text, at + 2, out) : at + 2;
  if (letter === 0x77 /* w */) return lineHas(text, at, /\bldap\w+\b/) ? detached(text, at + 2, out) : at + 2;
  if (letter === 0x75 /* u */) return lineHas(text, at, /\bcurl\b/) ? userPassword(text, at + 2, out) : at + 2;
  if (letter === 0x50 /* P */)
    return lineHas(text, at, /\bmosquitto_(?:pub|sub|rr)\b/) ? detached(text, at + 2, out) : at + 2;
  return at + 2;
}

/** A MySQL or MariaDB client on a line. */
const DATABASE_CLIENT = /\b(?:mysql|mariadb)(?:dump|admin)?\b/;
/** The client's user and host flags (`-uroot`, `-u root`, `--user=root`; `-h db`, `--host=127.0.0.1`). */
const CLIENT_USER = /(?:^|\s)(?:-u\s*|--user[= ])['"]?([\w.-]+)/;
const CLIENT_HOST = /(?:^|\s)(?:-h\s*|--host[= ])['"]?([\w.:-]+)/;

/**
 * `resume` after marking the password the flag at `at` just gave (the last of `out`, if the flag gave one) a local
 * placeholder where a database client stands on its line and connects to the developer's machine: no `-h` (the
 * clients connect to the local server by default, as `docker exec … mysql -uroot -p'…'` does inside a container) or a
 * local host, and the password is made of the user and the defaults, as a URL's at `localhost` is
 * (`isLocalPlaceholder`; the hundred-and-fiftieth sample's summary, `-uroot -p'Admin123'`-like, held back, rejected).
 */
function localClientDefault(text: string, at: number, out: Hit[], resume: number): number {
  const hit = out[out.length - 1];
  if (hit === undefined || hit.start < at || hit.example) return resume;
  const start = lineStart(text, at, 256);
  const end = lineEnd(text, at, 256);
  const line = text.slice(start < 0 ? Math.max(0, at - 256) : start, end < 0 ? at + 256 : end);
  if (!DATABASE_CLIENT.test(line.toLowerCase())) return resume;
  const user = CLIENT_USER.exec(line)?.[1] ?? '';
  const host = CLIENT_HOST.exec(line)?.[1] ?? 'localhost';
  if (isLocalPlaceholder(user, text.slice(hit.start, hit.end), host)) out[out.length - 1] = { ...hit, example: true };
  return resume;
}

function detached(text: string, from: number, out: Hit[]): number {
  const v = skipBlanks(text, from);
  if (v >= text.length || isLineBreak(text.charCodeAt(v)) || text.charCodeAt(v) === 0x2d) return v;
  return contextValue(text, readValue(text, v), out);
}

/** `-passin pass:SECRET` / `-passout` / `-pass` (OpenSSL); `env:VAR` and `file:path` pass. */
function opensslPass(text: string, at: number, out: Hit[]): number {
  const nameEnd = runEnd(text, at + 1, FLAG_NAME);
  const name = text.slice(at + 1, nameEnd);
  if (name !== 'pass' && name !== 'passin' && name !== 'passout') return nameEnd;
  const v = skipBlanks(text, nameEnd);
  const q = quoteAt(text, v);
  if (v === nameEnd || !text.startsWith('pass:', v + q)) return v;
  const value = readValue(text, v + q + 5);
  return contextValue(text, { ...value, quoted: q > 0 || value.quoted }, out);
}

/** `user:password` after `curl -u` / `--user`: the password part. */
function userPassword(text: string, from: number, out: Hit[]): number {
  const v = skipBlanks(text, from);
  if (v >= text.length || isLineBreak(text.charCodeAt(v))) return v;
  const value = readValue(text, v);
  if (nested(text, value, out)) return value.resume;
  const colon = text.slice(value.start, value.end).indexOf(':');
  if (colon < 1) return value.resume;
  const start = value.start + colon + 1;
  if (start < value.end && isContextPassword(text.slice(start, value.end)))
    out.push({ category: 'command-line-secret', start, end: value.end });
  return value.resume;
}

/** A value in a place that only holds passwords: any literal that is no reference or placeholder (`-proot` too). */
function contextValue(text: string, value: Value, out: Hit[]): number {
  if (value.end <= value.start || value.end - value.start > MAX_VALUE) return value.resume;
  if (nested(text, value, out)) return value.resume;
  const literal = text.slice(value.start, value.end);
  const secret = /\s/.test(literal)
    ? value.quoted && isContextPassword(literal) && !/^\s|\s$/.test(literal)
    : isContextPassword(literal);
  if (secret) out.push({ category: 'command-line-secret', start: value.start, end: value.end });
  return value.resume;
}

/** The text of the line before `at` (at most 256 code units). */
function lineBefore(text: string, at: number): string {
  const start = lineStart(text, at, 256);
  return text.slice(start < 0 ? at - 256 : start, at);
}

function lineHas(text: string, at: number, pattern: RegExp): boolean {
  return pattern.test(lineBefore(text, at).toLowerCase());
}
