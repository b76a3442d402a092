import { includesIgnoreCase, isDigit, isLower, isUpper } from './chars.js';
import { noticeName } from './suspicion.js';

/** The secret-ish words a name may end with, longest first per last letter. */
export const SECRET_WORDS = [
  'password',
  'passwd',
  'pwd',
  'credentials',
  'pass',
  'passphrase',
  'secret',
  'authorization',
  'token',
  'credential',
  'key',
  'auth',
] as const;

/** One of {@link SECRET_WORDS}. */
export type SecretWord = (typeof SECRET_WORDS)[number];

/** SECRET_WORDS indexes by the lower-case code of their last letter. */
const WORDS_BY_LAST: number[][] = (() => {
  const table: number[][] = [];
  SECRET_WORDS.forEach((word, index) => {
    const last = word.charCodeAt(word.length - 1);
    (table[last] ??= []).push(index);
  });
  return table;
})();

/**
 * The index in {@link SECRET_WORDS} of the word that ends just before `end`, compared
 * ignoring ASCII case, or -1. Constant time: only words with that last letter are tried,
 * each compared from its end. A comparison that stops at a character normalisation changes
 * (`pass\u200bword`) is noticed for the normalised view.
 */
export function secretWordEndingAt(text: string, end: number): number {
  const c = text.charCodeAt(end - 1);
  const candidates = c < 128 ? WORDS_BY_LAST[c | 0x20] : undefined;
  if (candidates === undefined) return c > 0x7f ? noticeSecretWord(text, end) : -1;
  for (let w = 0; w < candidates.length; w++) {
    const index = candidates[w]!;
    const word = SECRET_WORDS[index]!;
    const start = end - word.length;
    let i = word.length - 2;
    while (i >= 0 && start + i >= 0 && (text.charCodeAt(start + i) | 0x20) === word.charCodeAt(i)) i--;
    if (i < 0) return index;
    if (start + i >= 0 && text.charCodeAt(start + i) > 0x7f) noticeSecretWord(text, end);
  }
  return -1;
}

/** A name that may be a secret-ish word but for a character normalisation changes (`pass\u200bword`): noticed; -1. */
function noticeSecretWord(text: string, end: number): number {
  noticeName(text, end);
  return -1;
}

/** Suffixes (separators removed, lower case) that make a `…key` name secret-ish. */
const SECRET_KEY_NAMES = [
  'apikey',
  'accesskey',
  'secretkey',
  'privatekey',
  'signingkey',
  'encryptionkey',
  'decryptionkey',
  'masterkey',
  'clientkey',
  'authkey',
  'appkey',
  'licensekey',
  'webhookkey',
  'servicerolekey',
  'accountkey',
  'storagekey',
  'sharedkey',
  'hmackey',
  'subscriptionkey',
  'consumerkey',
  'sessionkey',
  'sshkey',
  'deploykey',
  'adminkey',
  'writekey',
  'ingestkey',
];

/** The words before `key` that make it secret-ish (`api`, `access`, `servicerole`, …). */
export const KEY_QUALIFIERS: readonly string[] = SECRET_KEY_NAMES.map((name) => name.slice(0, -3));

/** The qualifiers by their last letter, so a name is compared with a few of them only. */
const QUALIFIERS_BY_LAST: ReadonlyArray<readonly string[] | undefined> = (() => {
  const table: string[][] = [];
  for (const qualifier of KEY_QUALIFIERS) (table[qualifier.charCodeAt(qualifier.length - 1)] ??= []).push(qualifier);
  return table;
})();

/**
 * Whether the part of `name` before its final `key` (`prefixLength` characters), separators ignored, ends with a
 * qualifier.
 */
function qualifiedKeyName(name: string, prefixLength: number): boolean {
  let end = prefixLength;
  while (end > 0 && '-_. '.includes(name[end - 1]!)) end--;
  if (end === 0) return false;
  const candidates = QUALIFIERS_BY_LAST[name.charCodeAt(end - 1) | 0x20];
  return candidates !== undefined && candidates.some((qualifier) => endsFlat(name, qualifier, end));
}

/**
 * Names that end like a secret but name something public or harmless: .NET's
 * `publicKeyToken`, pagination cursors (`nextPageToken`, AWS's `NextToken`), cancellation
 * tokens. Separators removed, lower case.
 */
const NOT_SECRET_SUFFIXES = [
  'publickeytoken',
  'pagetoken',
  'nexttoken',
  'continuationtoken',
  'synctoken',
  'cancellationtoken',
  'paginationtoken',
];

/** The words a parser's error puts before `token`: a token of the text parsed, not a credential. */
const SYNTAX_TOKEN_WORDS: ReadonlySet<string> = new Set(['unexpected', 'unrecognized', 'unrecognised', 'illegal']);

/** Words of quantity that, joined by a hyphen before `token`, make it a unit of text counted (`one-token`). */
const QUANTITY_WORDS = new Set([
  'one',
  'two',
  'three',
  'four',
  'five',
  'single',
  'multi',
  'per',
  'each',
  'zero',
  'half',
]);

/** Whether a name ending in `token` at `prefixLength` is a count of tokens: a quantity and a hyphen before it. */
function countsTokens(name: string, prefixLength: number): boolean {
  if (name.charCodeAt(prefixLength - 1) !== 0x2d) return false;
  const head = name.slice(0, prefixLength - 1).toLowerCase();
  return QUANTITY_WORDS.has(head) || /^\d+$/.test(head);
}

/**
 * Words that, right before a secret's word, say what became of it or what a screen does with it (`INVALID_CREDENTIALS`,
 * `resetPassword`, `showAccessToken`): the name is a message's key, an action's or a flag's, and its value a sentence
 * in some language (the seventy-first sample's translations) or a flag — never the secret. `reset` is left out before
 * `token` and `key`, where it names the secret that resets (`resetToken`).
 */
const MESSAGE_OR_CONTROL_WORDS: ReadonlySet<string> = new Set([
  'invalid',
  'incorrect',
  'wrong',
  'expired',
  'missing',
  'forgot',
  'forgotten',
  'reset',
  'show',
  'hide',
  'toggle',
  'weak',
]);

/** Whether the word of `name` right before its secret word (at `prefixLength`) is one of `MESSAGE_OR_CONTROL_WORDS`. */
function namesMessageOrControl(name: string, prefixLength: number, word: SecretWord): boolean {
  let end = prefixLength;
  while (end > 0 && '-_. '.includes(name[end - 1]!)) end--;
  let start = end;
  if (start > 0 && isUpper(name.charCodeAt(start - 1)))
    while (start > 0 && isUpper(name.charCodeAt(start - 1))) start--;
  else {
    while (start > 0 && isLower(name.charCodeAt(start - 1))) start--;
    if (start > 0 && isUpper(name.charCodeAt(start - 1))) start--;
  }
  const before = name.slice(start, end).toLowerCase();
  if (before === 'reset' && (word === 'token' || word === 'key')) return false;
  return MESSAGE_OR_CONTROL_WORDS.has(before);
}

/**
 * Whether `name`, read without the separators `-`, `_`, `.` and blanks and ignoring case, ends with the lower-case
 * `suffix`.
 */
function endsFlat(name: string, suffix: string, end = name.length): boolean {
  let i = end - 1;
  for (let j = suffix.length - 1; j >= 0; i--) {
    if (i < 0) return false;
    const c = name.charCodeAt(i);
    if (c === 0x2d || c === 0x5f || c === 0x2e || c === 0x20) continue;
    if ((c | 0x20) !== suffix.charCodeAt(j)) return false;
    j--;
  }
  return true;
}

/**
 * Whether the secret-ish `word` at the end of `name` stands as a word of it: the whole name, or joined to what is
 * before it by `_`, `-` or `.`, or by case (`apiToken`), not only its letters at the end of another word (`tiktoken`).
 */
export function standsAsWord(name: string, word: SecretWord): boolean {
  const prefixLength = name.length - word.length;
  if (prefixLength <= 0) return true;
  const prev = name.charCodeAt(prefixLength - 1);
  return (
    prev === 0x5f ||
    prev === 0x2d ||
    prev === 0x2e ||
    ((isLower(prev) || isDigit(prev)) && isUpper(name.charCodeAt(prefixLength)))
  );
}

/**
 * Whether `name` (an identifier ending in the secret-ish `word`) names a secret. Long words
 * count anywhere (`DBPASSWORD`); short ones (`pass`, `pwd`, `auth`) need a segment boundary
 * so `bypass` and `oauth` do not; `key` needs a qualifier (`api_key`, `SECRET_KEY`, or the
 * word before it in prose, `API key`), and `pwd` a prefix (the shell's `PWD` is a
 * directory). Names holding `public` or `publishable` (`publicKey`, `NEXT_PUBLIC_…`) are
 * public by design. Allocation-free: it runs for every name in a text.
 */
export function isSecretName(name: string, word: SecretWord, previousWord = ''): boolean {
  const prefixLength = name.length - word.length;
  const boundary = standsAsWord(name, word);
  let secret: boolean;
  switch (word) {
    case 'key':
      secret =
        qualifiedKeyName(name, prefixLength) ||
        (prefixLength === 0 && previousWord !== '' && KEY_QUALIFIERS.includes(previousWord.toLowerCase()));
      break;
    case 'token':
      // A parser's message names a token of its syntax (`unexpected token: 'current 500mA'`, the fifty-ninth sample's
      // summaries quoting a grammar's error): what follows is text that failed to parse.
      secret = !(prefixLength === 0 && SYNTAX_TOKEN_WORDS.has(previousWord.toLowerCase()));
      break;
    case 'pwd':
      secret = boundary && /[A-Za-z]/.test(name.slice(0, prefixLength));
      break;
    case 'pass':
    case 'auth':
      secret = boundary;
      break;
    default:
      secret = true;
  }
  // Only a prefix can make a name public or harmless.
  if (!secret || prefixLength === 0) return secret;
  // A count before `token` measures text in tokens (`one-token cap`, `per-token cost`, `2-token`): no credential.
  if (word === 'token' && countsTokens(name, prefixLength)) return false;
  if (namesMessageOrControl(name, prefixLength, word)) return false;
  // Every harmless suffix ends in `token`: a name ending in another word cannot end in one.
  return (
    !includesIgnoreCase(name, 'public') &&
    !(word === 'token' && NOT_SECRET_SUFFIXES.some((suffix) => endsFlat(name, suffix)))
  );
}

/**
 * Whether a name read whole (an attribute's or a label's, `ClearTextPassword`, `db_password`; a constant's,
 * `DB_PASSWORD`, not `BAD_REQUEST`) ends with a secret-ish word and names a secret.
 */
export function ownerIsSecret(owner: string): boolean {
  const index = secretWordEndingAt(owner, owner.length);
  return index >= 0 && isSecretName(owner, SECRET_WORDS[index]!);
}
