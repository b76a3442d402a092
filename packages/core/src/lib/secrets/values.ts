/**
 * Judgements on candidate values: is this a mask or placeholder, a reference to a secret
 * kept elsewhere, a digest, or an ordinary word? Every regex here runs on a bounded,
 * already cut-out value and has no nested ambiguous quantifier, so each test is linear.
 */

import { isAddress } from './addresses.js';
import { ownerIsSecret } from './names.js';

/**
 * Obvious masks and redactions: `***`, `xxxxxx`, `[REDACTED]`, `…`, ten of one character in a row, which no
 * generated credential holds (`1x0000000000000000000000000000000AA`, a vendor's test key; as in a provider's
 * token), and groups of `x` (`xxxx xxxx xxxx xxxx`, the form of WordPress's application passwords).
 */
const MASK = /\*{3}|x{5}|\.{3}|…|•|redacted|^(.)\1*$|(.)\2{9}|^x{3,}(?:[\s_.-]+x{3,})+$/i;

/** Words that mark an example or a slot to fill in. */
const PLACEHOLDER = new RegExp(
  '(?:^|[^a-z])your|example|placeholder|change[-_ ]?me|dummy|fake|sample|replace[-_ ]?me|insert[-_]|fixme|todo|' +
    'tbd|<|>',
  'i',
);

/**
 * Whole values that are the name of what goes there, not the thing (`user:password@host`). Flattened: lower case, no
 * `-_.`.
 */
const PLACEHOLDER_WORDS = new Set([
  'password',
  'passwd',
  'pass',
  'pwd',
  'secret',
  'token',
  'apikey',
  'key',
  'changeme',
  'mypassword',
  'mypass',
  'mysecret',
  'mytoken',
  'yourpassword',
  'yourpass',
  'yoursecret',
  'yourtoken',
  'userpassword',
  'dbpassword',
  'placeholder',
  'example',
  'redacted',
  'hidden',
  'none',
  'null',
  'empty',
  'secretpassword',
  'passphrase',
  'credentials',
  // The word in the languages the corpus shows (`postgresql://用户名:密码@主机:5432/数据库名`): the slot's name, not a
  // password.
  '密码',
  '密碼',
  '口令',
  'パスワード',
  '비밀번호',
  '암호',
  'contraseña',
  'contrasena',
  'senha',
  'passwort',
  'kennwort',
  'motdepasse',
  'пароль',
  'parola',
  'wachtwoord',
  'hasło',
  'haslo',
  'şifre',
  'sifre',
  'matkhau',
]);

/** A Windows variable or a format slot: `%DB_PASSWORD%`, `%s`, `%(password)s`. */
const FORMAT_SLOT = /^%(?:[A-Za-z_]\w*%$|[sd]$|\()/;

/**
 * Whether a value is a choice written between words (`true/false`, `dev|staging|prod`, `basic/oauth`): the options a
 * setting takes, each an ordinary word, not one value of it.
 */
function isChoiceOfWords(value: string): boolean {
  const options = value.split(/[/|]/);
  return (
    options.length >= 2 && options.every((option) => option !== '' && /^[A-Za-z]+$/.test(option) && isWordish(option))
  );
}

/**
 * An interpolation opened anywhere in a value (`0x${string}`, `sk_${env}_key`, `{{ secrets.x }}`, Swift's `\(secret)`;
 * an unquoted value ends at its `}` or `)`), or a slot named in braces (`contents/{id}/{UUID}_{filename}`, the
 * seventy-third sample's storage key's template): the value is built from something else when it is used, a template
 * or a type, not the credential.
 */
const INTERPOLATION = /\$\{|\{\{|\\\(|\{(?:[a-z]+(?:[A-Z][a-z]+)*|[A-Z]+)(?:_(?:[a-z]+|[A-Z]+))*\}/;

/** An environment variable name used as a value (`token_env: GITHUB_TOKEN`). */
const ENV_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/**
 * A call or index expression: `getenv("X")`, `os.environ["X"]`, `vault.read(…)`, a Rust macro `write!(…)`, an optional
 * one (`fieldErrors.password?.[0]`, the fifty-sixth sample's form code).
 */
const CALL = /^[A-Za-z_$][\w$-]*(?:(?:\??\.|::|->)[A-Za-z_$][\w$]*)*(?:!|\?\.)?\s*[([]/;

/**
 * A path of members, modules or types (`initial?.password`, `nfs::AuthInfo`, `cfg.db.apiKey`):
 * with `?.`, `::` or `->` it is code; with plain dots, only when its last member names a
 * secret (it says where one is kept).
 */
const MEMBER_PATH = /^[A-Za-z_$][\w$]*(?:(?:\??\.|::|->)[A-Za-z_$][\w$]*)+$/;
const CODE_SEPARATOR = /\?\.|::|->/;
/**
 * A member path whose last member is a constant's name (`oauth2Plugin.GOOGLE_CONFIGURATION`, `Config.API_KEY`): code
 * that names a value defined elsewhere, as an environment variable's name does (the forty-fourth sample's plugin
 * configurations).
 */
const CONSTANT_MEMBER = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\.[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
/**
 * A setting written out as the value whose own value is a reference or a slot (`key={CENSUS_API_KEY}`, `token=$TOKEN`,
 * `key=<your key>`: a URL query's pair after `Auth:`, the forty-third sample's API notes).
 */
const SETTING_OF_REFERENCE =
  /^[A-Za-z_][\w-]*=(?:\{[A-Za-z_]\w*\}?|\$\{?[A-Za-z_]\w*\}?|<[A-Za-z_][\w -]*>?|%[A-Za-z_]\w*%?)$/;
/**
 * Settings that give a secret by the name it is kept under (`id=MAXMIND_LICENSE_KEY`, `id=KEY,env=KEY`: Docker's build
 * secrets, `--mount=type=secret,id=…` and `--secret id=…,env=…`): each setting's value is an environment variable's
 * name (`ENV_NAME`), so the value says where the secret is, not what it is.
 */
const SETTINGS_OF_NAMES = /^[a-z][\w-]*=[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?:,[a-z][\w-]*=[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)*$/;
const SECRET_MEMBER =
  /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\.[\w$]*(?:password|passwd|secret|token|key|credentials?|auth)$/i;

/** A member path rooted at a well-known holder of configuration (`process.env.X`). */
const ROOTED = new RegExp(
  '^(?:' +
    'process|os|env|import|secrets|vars|variables|config|configuration|settings|context|ctx|this|self|props|' +
    'system|deno|bun|args|argv|opts|options|params|cfg|conf|inputs|github|matrix|steps|needs|credentials|creds|' +
    'vault|keyring|ssm|app|request|req|var|local|data|module' +
    String.raw`)(?:\.|::|\[)`,
  'i',
);

/** A reference to a secret manager's entry (`ssm:/prod/db`, `vault:secret/data/x#key`, `arn:aws:…`, `op://…`). */
const MANAGER_REFERENCE = new RegExp(
  '^(?:vault|ssm|awssm|aws-sm|secretsmanager|gcpsm|gcp-sm|azkv|keyvault|op|bws|doppler|infisical|sops|kms|arn|' +
    'secretref|ref|file|env):',
  'i',
);

/**
 * A file path (absolute, or relative with a file name: `tests/run.rs`), a URL, or a file name whose extension says it
 * holds the secret elsewhere.
 */
const LOCATION = new RegExp(
  String.raw`^(?:\.{0,2}\/|~\/|[A-Za-z]:\\)|:\/\/|` +
    String.raw`\.(?:json|ya?ml|txt|pem|key|env|toml|ini|cfg|conf|p8|p12|pfx|crt|cer|der|jks|keystore|gpg|age)$|` +
    String.raw`^[\w.-]+(?:\/[\w.-]+)*\/[\w-]+\.[A-Za-z]\w{0,7}(?::\d+(?:[-:,]\d+)*)?$|` +
    // A file's name and a line in it, or several (`Application.kt:172`, cited beside the name it defines: the
    // seventy-first sample's hand-over; `useAiAgent.ts:77,97`, where a plan says which files still read a key: the
    // hundred-and-forty-fifth's).
    String.raw`^[\w-]+\.[A-Za-z]\w{0,7}:\d+(?:[-:,]\d+)*$`,
  'i',
);

/**
 * A digest named by its algorithm (`sha256:…`, `sha512-…` as in SRI and lockfile `integrity`): a hash, not a
 * credential.
 */
const DIGEST = /^(?:sha(?:1|224|256|384|512)|sha3-(?:224|256|384|512)|md5|blake2[bs]?|xxh(?:32|64|128)?|crc32)[-:=]/i;

/** One piece of an ordinary word or identifier: lower, Capitalized, UPPER, camel/PascalCase (letters of any script). */
const WORD = String.raw`(?:\p{Ll}+|\p{Lu}\p{Ll}*|\p{Lu}+)(?:\p{Lu}\p{Ll}+)*`;
const WORD_PIECE = new RegExp(`^${WORD}$`, 'u');

/** Words that make a value describe itself as a stand-in: `test_fcm_token_12345`, `env_token_123`, `password123`. */
const STAND_IN_WORDS = new Set([
  'test',
  'testing',
  'mock',
  'fake',
  'dummy',
  'sample',
  'example',
  'demo',
  'placeholder',
  // A value made to probe a check (`plan04probe`, `probe-secret`), as a test value is.
  'probe',
  // A value an end-to-end test seeds (`e2e-token-seeded`).
  'e2e',
  // The same words in the languages of the placeholders (`segredo-123`, the seventy-third sample's callback in a
  // Portuguese plan), and `pass` for a password (`Pass1234!`, its end-to-end test user).
  'teste',
  'prueba',
  'segredo',
  'secreto',
  'segreto',
  'geheim',
  'senha',
  'contraseña',
  'contrasena',
  'passwort',
  'kennwort',
  'wachtwoord',
  'pass',
  // A value that says it is for local development (`localdev123`, the eighty-sixth sample's local settings file, "or
  // any local test password").
  'local',
  'dev',
  'token',
  'secret',
  'password',
  'passwd',
  'apikey',
  'key',
]);

/**
 * The symbols a password policy asks for, typed at the end of words (`TestAdmin123!`, `WrongPassword1!`): they say
 * nothing of what the value stands for.
 */
const POLICY_SYMBOLS = /[!@#$%^&*?]{1,2}$/;

/**
 * Whether a value names itself as a stand-in rather than being a credential: words, small
 * numbers and short letter-digit pieces separated by `_`, `-` or `.`, one of the words
 * saying what it stands for (`test`, `dummy`, `token`, `password`: `fcm_test_token_abc123`,
 * `file_token_456`, `test_secret_key_for_local_pytest_0123456789`: digits that count up are filler of any
 * length), or one such word and digits (`password123`, `secret42`); the symbols a password policy asks for may end
 * it (`TestAdmin123!`, `WrongPassword1!`: the thirty-fourth sample's end-to-end test users). A generated
 * credential never spells them out; a provider's own prefix (`sk_test_…`) is judged as a
 * token before this.
 */
export function isStandIn(value: string): boolean {
  const words = value.replace(POLICY_SYMBOLS, '');
  const glued = /^([a-z]+)\d{1,6}$/i.exec(words);
  if (glued && spellsStandInWords(glued[1]!.toLowerCase())) return true;
  const pieces = standInPieces(words);
  if (pieces.length < 2) return false;
  let named = false;
  for (const piece of pieces) {
    if (spellsStandInWords(piece.toLowerCase())) named = true;
    else if (!isTypedPiece(piece)) return false;
  }
  return named;
}

/**
 * A short piece of letters and digits a person types beside words: a few letters and a number (`abc123`, `v2`), a word
 * and its short number (`phase19`, `round21`: `tk_phase19_test_sentinel_xyz`, the eighty-fifth sample's test
 * sentinel, named after its phase) or a number and its unit (`32b`, `32bytes`, `64chars`:
 * `test-auth-secret-do-not-use-in-prod-32b`, the sixty-eighth sample's CI values, which say how long a real one must
 * be).
 */
const SHORT_NUMBERED = /^(?:[a-z]{0,4}\d{1,6}|[a-z]{5,12}\d{1,3}|\d{1,4}[a-z]{1,5})$/i;

/** Whether a piece of a value reads as typed by a person: a word, a short number (`SHORT_NUMBERED`), a counting run. */
function isTypedPiece(piece: string): boolean {
  return WORD_PIECE.test(piece) || SHORT_NUMBERED.test(piece) || isCountingRun(piece);
}

/**
 * Whether a lower-case run is stand-in words written together (`test`, `testpassword`, `demosecretkey`): a value typed
 * for a test spells them out with or without separators (the fiftieth sample's end-to-end helper's fallback password).
 */
function spellsStandInWords(run: string): boolean {
  return isRunOfWords(run, STAND_IN_WORD_LIST);
}

const STAND_IN_WORD_LIST: readonly string[] = [...STAND_IN_WORDS];

/** Whether `text` is one or more of `words` run together (`testpassword` of `test` and `password`). */
export function isRunOfWords(text: string, words: readonly string[]): boolean {
  // ends[i]: whether text[0, i) is such a run; each step tries every word at each reachable end, so the work is
  // bounded by the text's length times the words'.
  const ends = [true, ...Array<boolean>(text.length).fill(false)];
  for (let i = 0; i < text.length; i++)
    if (ends[i]) for (const word of words) if (word !== '' && text.startsWith(word, i)) ends[i + word.length] = true;
  return text.length > 0 && ends[text.length]!;
}

/**
 * The pieces of a value a stand-in is read from: what `_`, `-`, `.` or `/` separate (a provider's prefix such as
 * Google's `1//` before the words: `1//test-refresh`), or without separators the words and
 * numbers run together, camel humps included (`plan04probe`: `plan`, `04`, `probe`; `TestPass123`: `Test`, `Pass`,
 * `123`), unless the run reads as generated
 * (`M9j2oXy9qNvP9MBrC`).
 */
function standInPieces(value: string): string[] {
  const separated = value.split(/[-_./]+/).filter((piece) => piece !== '');
  if (separated.length > 1 || isGeneratedRun(value) || !/^[A-Za-z\d]+$/.test(value)) return separated;
  return value.match(RUN_PIECE) ?? separated;
}

/**
 * Whether digits or letters count up, each one more than the last (`0123456789`, `3456`, `abc`, `XYZ`): filler a person
 * typed, which no generator of credentials gives; at least three, so a random pair is not read as one.
 */
function isCountingRun(piece: string): boolean {
  if (/^\d{3,}$/.test(piece)) {
    for (let i = 1; i < piece.length; i++) {
      if (piece.charCodeAt(i) !== ((piece.charCodeAt(i - 1) - 47) % 10) + 48) return false;
    }
    return true;
  }
  if (!/^(?:[a-z]{3,}|[A-Z]{3,})$/.test(piece)) return false;
  for (let i = 1; i < piece.length; i++) if (piece.charCodeAt(i) !== piece.charCodeAt(i - 1) + 1) return false;
  return true;
}

/**
 * Whether a value is typed filler: runs that count up (`abc123`, `abc123def456`), after at most one prefix of letters
 * (`tk_abc123`, the shape of a provider's id with the filler a documentation example puts in it; `oauth_abc123`).
 */
function isTypedFiller(value: string): boolean {
  // The prefix may stand in capitals glued to the filler (`PKabc123def456`, an Alpaca key id's shape in a redaction
  // test: the forty-first sample's).
  const glued = /^[A-Z]{1,3}(?=[a-z]{3}|\d{3})/.exec(value)?.[0] ?? '';
  const pieces = value.slice(glued.length).match(RUN_PIECE) ?? [];
  // The alphabet alone, or a run of it (`abcdefghijklmnopqrstuvwxyz`, the forty-ninth sample's service key in a
  // command that checks the variable is set), is typed as well.
  if (glued === '' && pieces.length === 1 && /^[A-Za-z]{6,}$/.test(value)) return isCountingRun(value);
  // Digits alone that count up (`12345678`, the seventy-third sample's local seed login) are typed as well.
  if (/^\d{6,}$/.test(value)) return isCountingRun(value);
  // A word may open it, as a prefix does (`oauth_abc123`, the hundred-and-sixty-third sample's unit test of a token's
  // kind by its prefix).
  const start = glued === '' && pieces.length > 2 && /^[A-Za-z]{1,16}$/.test(pieces[0]!) ? 1 : 0;
  return pieces.length - start >= 2 && pieces.slice(start).every(isCountingRun) && /^[\w.-]+$/.test(value);
}

/**
 * Whether a provider token's body (what follows its prefix) is typed filler: one run of letters that count up, or its
 * letters and digits are runs of one case that count up, of digits and of letters both (`1234`, `5678`, `abcdef`,
 * `ABCDEF`), and at most two pieces of one or two characters besides (a Slack bot token's prefix, then `1234`, `5678`
 * and `abcdef`; its app token's, then `1`, `A`, `123`, `1234` and `abcdef`; GitHub's `github_pat_`, then `11`,
 * `ABCDEF`, `0`, the alphabet and `1234567890`). A generated token's characters never count up run after run; a person
 * who writes a token's shape to test a redaction types them.
 */
export function isFillerTokenBody(body: string): boolean {
  // Runs of one case each: the alphabet typed in capitals then in small letters counts up in each
  // (`ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij1234`, the ninety-first sample's test cases for a redactor).
  const pieces = body.match(CASE_RUN) ?? [];
  let digits = false;
  let letters = false;
  let singles = 0;
  for (const piece of pieces) {
    // A short piece besides the runs: a format's own characters (`11` after GitHub's `github_pat_`), or a stray one.
    if (piece.length <= 2 && !isCountingRun(piece)) singles++;
    else if (!isCountingRun(piece)) return false;
    else if (/^\d/.test(piece)) digits = true;
    else letters = true;
  }
  // The alphabet typed alone (`AKIA` and `ABCDEFGHIJKLMNOP`, the seventy-seventh sample's fixture for a scanner's
  // test), as `isTypedFiller` reads it in a value: one run of six letters or more that count up.
  if (pieces.length === 1 && letters && pieces[0].length >= 6) return true;
  return digits && letters && singles <= 2;
}

/** The parameters a JSON Web Token's header may hold (RFC 7515 and RFC 7516): names of algorithms and keys. */
const TOKEN_HEADER_PARAMETERS = new Set([
  'alg',
  'typ',
  'cty',
  'kid',
  'crit',
  'jku',
  'jwk',
  'x5u',
  'x5c',
  'x5t',
  'x5t#S256',
  'enc',
  'zip',
  'b64',
]);

/**
 * Whether a value is a JSON Web Token's header alone, then nothing or a mask (`eyJhbGciOiJIUzI1NiJ9`, `….xxx`):
 * base64url of `{"alg":"HS256"}`, which names an algorithm and holds no claim and no signature. Base64 only encodes
 * text, and this text is public (the forty-first sample's redaction tests).
 */
function isTokenHeaderOnly(value: string): boolean {
  const match = /^(eyJ[A-Za-z0-9_-]+)(?:\.(?:[xX*]+|\.+)?)?$/.exec(value);
  if (match === null) return false;
  let header: unknown;
  try {
    header = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8'));
  } catch {
    return false;
  }
  if (typeof header !== 'object' || header === null || Array.isArray(header)) return false;
  const names = Object.keys(header);
  return names.includes('alg') && names.every((name) => TOKEN_HEADER_PARAMETERS.has(name));
}

/**
 * A value that opens with a word saying it is not a real one (`demo`, `mock`, `fake`, `dummy`, `sample`, `example`,
 * `placeholder`), the word ending there, at a separator or a digit, or typed before a run of hex digits to the end:
 * the author's mark (`demo` and sixteen hex digits, the hundred-and-sixty-fourth sample's share token for a demo job
 * left in the author's local database). A longer word is another word (`democracy2024`). A generated run opens with
 * such a word by chance about once in fifteen million; `test` is not among them, as a service's keys for its test mode
 * are real credentials.
 */
const OPENS_AS_NOT_REAL = /^(?:demo|mock|fake|dummy|sample|example|placeholder)(?:$|[-_.:\d]|[\da-f]{8,}$)/i;

/** Whether a value is an obvious mask or placeholder rather than a credential. */
function isMaskOrPlaceholder(value: string): boolean {
  return MASK.test(value) || isPlaceholder(value);
}

/**
 * Whether a value holds a placeholder word (`your_token`, `changeme`, `TBD`, `FAKE`) that is not there by chance:
 * inside a generated run of letters and digits (`oYLSaXe6Xy9oIkafoTBD`) the word is a coincidence of random
 * characters. A provider token's body that holds one is a stand-in as well (`sk-ant-api03-FAKEFAKE…`, the forty-ninth
 * sample's test plan).
 */
export function isPlaceholder(value: string): boolean {
  if (OPENS_AS_NOT_REAL.test(value)) return true;
  if (!PLACEHOLDER.test(value)) return false;
  return !holdsGeneratedRun(value);
}

/** Whether some run of letters and digits in a value reads as generated (`-Xk29fLq84Tzw`, `0a1b2c3d…`). */
export function holdsGeneratedRun(value: string): boolean {
  return value.split(/[^A-Za-z0-9]+/).some(isGeneratedRun);
}

/**
 * Whether a value spells out the name it is given, with at most short numbers besides: each of its pieces (split at
 * `-`, `_`, `.` and camel humps) a word of the name or a number of up to four digits, one a word
 * (`accessToken: 'access-123'`, `refreshToken: 'refresh-456'`: a login's mocked response in the
 * hundred-and-sixty-fourth sample's plan). A writer types such a value to say what it stands for, as `test-token`
 * says it.
 */
export function spellsItsName(name: string, value: string): boolean {
  const words = new Set((name.match(RUN_PIECE) ?? []).map((word) => word.toLowerCase()));
  let named = false;
  for (const piece of value.split(/[-_.]+/)) {
    if (!/^[\p{L}\p{N}]+$/u.test(piece)) return false;
    for (const part of piece.match(RUN_PIECE) ?? []) {
      if (words.has(part.toLowerCase()) && /\p{L}/u.test(part)) named = true;
      else if (!/^\d{1,4}$/.test(part)) return false;
    }
  }
  return named;
}

/** Runs of capitals, of small letters and of digits. */
const CASE_RUN = /\p{Lu}+|\p{Ll}+|\d+/gu;

/** The pieces a run of letters and digits breaks into: words (lower, Capitalized, UPPER) and numbers. */
const RUN_PIECE = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\d+/gu;

/**
 * Whether a run of letters and digits reads as generated rather than written: at least 12 characters whose word and
 * number pieces average under 3 characters (`M9j2oXy9qNvP9MBrC`, `TqvNhIhoXy9UGcsrojmo`), where names written by
 * people (`TokenHereForTheApi`, `Password123ABC`, `oauth2ClientId`) average 3 or more.
 */
function isGeneratedRun(run: string): boolean {
  if (run.length < 12) return false;
  const pieces = run.match(RUN_PIECE)?.length ?? 0;
  return pieces > 0 && run.length / pieces < 3;
}

/** Whether a value only names a credential (`password`, `changeme`, `your_token`) or masks one. */
function isPlaceholderWord(value: string): boolean {
  return PLACEHOLDER_WORDS.has(value.toLowerCase().replace(/[-_.]/g, ''));
}

/**
 * Whether a value is made of ordinary words (`required`, `not-set`, `JWT-based`, `google:refresh-failed`): pieces
 * joined by `- _ . :` or blanks, each a word whose camel humps hold at most 16 letters (`pendingSubscription`), after
 * the underscores that mark a private field (`_isWaitingForToken`).
 */
export function isWordish(value: string): boolean {
  const pieces = value.replace(/^_+/, '').split(/[-_ .:]/);
  for (const piece of pieces) {
    if (piece.length === 0 || !WORD_PIECE.test(piece)) return false;
    if (piece.length > 16 && (piece.match(RUN_PIECE) ?? []).some((hump) => hump.length > 16)) return false;
  }
  return true;
}

/**
 * Code and settings written out, not a value: a variable's member or index (`tokenMatch?.[1]`, `args[0]`,
 * `match?.groups`), or another setting given a number (`entry=0.5`, after a test named `test_…_pass:`).
 */
const CODE_EXPRESSION = /^(?:[A-Za-z_$][\w$]*(?:\?\.|\[\d)|[a-z_]{3,}=\d+(?:\.\d+)?[,;]?$)/;

/** The shortest value assigned to a secret-ish name that is reported. */
const MIN_ASSIGNED_LENGTH = 8;

/**
 * The first characters that make a bare value a reference or a template (`$HOME`, `<token>`, `[REDACTED]`, `(none)`,
 * `@secret`, `#comment`), and those that do so only unquoted: an anchor's or alias's mark in YAML and a reference or a
 * pointer in code (`&creds`, `*creds`), which inside quotes is the value's first character (a generated password
 * `"&…"`, the thirty-fifth sample's missed test account's).
 */
const OPENS_REFERENCE = '${<[(@#';
const OPENS_BARE_REFERENCE = '&*';

/** One word of an algorithm's name: a hash, a cipher, a signature or a mode (`ALGORITHM_NAME`). */
const ALGORITHM_PART =
  'hmac|sha-?(?:1|224|256|384|512)|sha3|sha|md5|aes|rsa|ecdsa|eddsa|ed25519|x25519|(?:hs|rs|es|ps)(?:256|384|512)|' +
  'pbkdf2|bcrypt|scrypt|argon2(?:id|i|d)?|gcm|cbc|ctr|chacha20|poly1305|oaep|pss|pkcs\\d{0,2}';

/**
 * The name of an algorithm and its parameters (`HMAC-SHA256`, `AES-256-GCM`, `RS256`, `PBKDF2-SHA512`): how a token is
 * signed or a secret derived (`Token is HMAC-SHA256 signed`, a threat model's row), never the token.
 */
const ALGORITHM_NAME = new RegExp(String.raw`^(?:${ALGORITHM_PART})(?:[-_/ ](?:${ALGORITHM_PART}|\d{1,4}))*$`, 'i');

/**
 * A sentinel the deploy puts a value in place of: words between double underscores (`__REPLACE_ME__`,
 * `__set_via_fly_secrets_set__`, the sixty-eighth sample's notification plan), which no generated value is.
 */
const SENTINEL = new RegExp(`^__(?:${WORD}|\\d{1,4})(?:_(?:${WORD}|\\d{1,4}))*__$`, 'u');

/**
 * Whether a value is code that negates a variable (`obscureText: !_showAccessToken`, the seventy-first sample's form in
 * Dart): `!` before a name of words, which is a flag, not a password.
 */
function isNegatedVariable(value: string): boolean {
  const name = /^!+[_$]*([A-Za-z][\w$]*)$/.exec(value)?.[1];
  return name !== undefined && isWordish(name);
}

/** Verbs that open an instruction written where the value goes (`generate-a-32-char-hex-string-here`). */
const FILL_IN_VERBS: ReadonlySet<string> = new Set([
  'generate',
  'paste',
  'enter',
  'put',
  'insert',
  'add',
  'set',
  'fill',
]);

/**
 * Whether a value is an instruction written in its place, words and small numbers that open with a verb of filling in
 * or close with `here` (`generate-a-32-char-hex-string-here`, the seventy-second sample's `.env` step;
 * `paste-it-here`): what to put there, not what is there.
 */
function isInstruction(value: string): boolean {
  const pieces = value.split(/[-_ .]+/).filter((piece) => piece !== '');
  if (pieces.length < 2 || !pieces.every(isTypedPiece)) return false;
  return FILL_IN_VERBS.has(pieces[0]!.toLowerCase()) || pieces.at(-1)!.toLowerCase() === 'here';
}

/**
 * A shell variable spliced into a quoted string between quotes that close it and open it again (`"password":
 * "'$DB_PASSWORD'"` inside a single-quoted `--secret-string '{…}'`: the hundred-and-eighty-first sample's migration
 * plan, held back and rejected): the variable's value goes there, a reference.
 */
const SPLICED_VARIABLE = /^(['"])\$\{?[A-Za-z_]\w*\}?\1$/;

/**
 * A PHP name in its namespace, alone, as a class constant or in a call (`\App\Http\Middleware\AuthorizePulse::class`,
 * `\App\Models\ApiToken::hashToken($plain`, the seventy-third sample's Laravel plans): code, not a value.
 */
const PHP_PART = String.raw`[A-Z][a-z]+(?:[A-Z][a-z]*)*`;
const PHP_QUALIFIED_NAME = new RegExp(String.raw`^\\?${PHP_PART}(?:\\${PHP_PART})+(?:::[A-Za-z_]\w*(?:\(.*)?)?$`);

/**
 * Whether a value assigned to a secret-ish name is a literal credential: long enough, and
 * not a reference, template, mask, placeholder, location, digest or ordinary word.
 */
export function isLiteralSecret(value: string, quoted = false): boolean {
  if (value.length < MIN_ASSIGNED_LENGTH) return false;
  if (isVersionedSecretName(value) || ACCOUNT_ADDRESS.test(value) || HEX_WORD.test(value)) return false;
  const first = value[0]!;
  if (OPENS_REFERENCE.includes(first) || (!quoted && OPENS_BARE_REFERENCE.includes(first))) return false;
  if (FORMAT_SLOT.test(value) || INTERPOLATION.test(value) || SPLICED_VARIABLE.test(value)) return false;
  if (isMaskOrPlaceholder(value) || DIGEST.test(value) || isReference(value.replace(/^!+/, ''))) return false;
  if (SETTING_OF_REFERENCE.test(value) || SETTINGS_OF_NAMES.test(value)) return false;
  if (ALGORITHM_NAME.test(value) || SENTINEL.test(value) || isNegatedVariable(value)) return false;
  if (PHP_QUALIFIED_NAME.test(value) || isInstruction(value) || PATTERN_SYNTAX.test(value)) return false;
  if (isTokenHeaderOnly(value)) return false;
  // A user and a password written as one value (`NEO4J_AUTH=neo4j/password`): the password is the part after the
  // slash, and a placeholder or a word there leaves nothing to report.
  const login = USER_AND_PASSWORD.exec(value);
  if (login !== null && !isLiteralSecret(login[1]!, quoted)) return false;
  // A value that is itself an assignment (`BAD_REQUEST=40000`) sets what its own name names: no secret unless that name
  // is a secret's, and then its value is judged.
  const inner = INNER_ASSIGNMENT.exec(value);
  if (inner !== null && !(ownerIsSecret(inner[1]!) && isLiteralSecret(inner[2]!, quoted))) return false;
  // A provider's prefix with nothing after it (`sk_live_`, `ghp_`): the shape of a token, not one.
  if (/^[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)*[_-]$/.test(value) && value.length < 16) return false;
  if (CODE_EXPRESSION.test(value) || NON_LATIN_WORD.test(value) || isChoiceOfWords(value)) return false;
  return !MANAGER_REFERENCE.test(value) && !isWordish(value) && !isStandIn(value) && !isTypedFiller(value);
}

/**
 * A user's name (lower-case, as logins are written: `neo4j`, `postgres`, `admin`) and a slash before the rest of a
 * value: the rest is the password (Neo4j's `NEO4J_AUTH`, `--auth user/…`). A generated value whose one slash falls
 * late has mixed case before it, so it is not read as a login.
 */
const USER_AND_PASSWORD = /^[a-z][a-z0-9_.-]{0,31}\/([^/\s]+)$/;

/**
 * Two letters in a row of a script other than Latin (`用户持有的代币地址`, `описание`): a value written in words of such a
 * script describes what the name holds. Keys and tokens are generated, and passwords typed, in Latin letters, digits
 * and signs; a provider's token is found by its shape before this is asked.
 */
const NON_LATIN_WORD = /(?:(?!\p{Script=Latin})\p{L}){2}/u;

/**
 * An Ethereum-style account or contract address, `0x` and 40 hex digits: public by design, as a token contract's
 * address is (`COLLATERAL_TOKEN=0x…`); a private key has 64.
 */
const ACCOUNT_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * A regular expression's syntax: an escape class with a quantifier (`\s*`, `\d+`) or a bracket class with one
 * (`[A-Za-z0-9+/=]{16,}`). Such a value is a pattern that matches secrets, as a plan's check that none was committed
 * greps for `MASTER_KEY:\s*[A-Za-z0-9+/=]{16,}` (the hundred-and-thirty-ninth sample's plan and its summary), not one.
 */
const PATTERN_SYNTAX = /\\[sdwSDW][*+?{]|\[[^\]\s]{2,}\][*+?{]/;

/**
 * An assignment written as one value: a constant's name in capitals of two words or more, `=`, and its value (the
 * hundred-and-thirty-eighth sample's error code `BAD_REQUEST=40000`, in a code span after `NEW_PASSWORD_SAME_AS_OLD`),
 * or a token's claim by its registered name (RFC 7519, OpenID Connect: `aud=team4s-frontend`, `azp=…`, the
 * audience and the party a token was issued to, as a plan's smoke test quotes an ID token: the hundred-and-forty-fourth
 * sample). A password may hold `=` after letters and digits (`Pa55w0rd=1%`), and a value a word and `=` (`key=…`):
 * neither is a constant's name nor a claim's.
 */
const INNER_ASSIGNMENT = /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|aud|azp|iss|sub|typ|scope)=([^=\s]\S*)$/;

/**
 * A number written in hexadecimal that fits a machine word, `0x` and at most 16 hex digits (`0x6426cc`, `0xdeadbeef`,
 * `0x20000000`): an address, an offset or a constant, as a reverse-engineering hand-over lists a function's offset
 * beside its name (the hundred-and-seventeenth sample's `…Token`: `0x6426cc`). A key of 64 bits is no secret worth the
 * name; a private key has 64 hex digits.
 */
const HEX_WORD = /^0x[0-9a-fA-F]{1,16}$/;

/** A secret manager's name and version: `klaus-gemini-key:latest`, `db_password:3`. */
const VERSIONED_NAME = /^([A-Za-z][A-Za-z0-9_-]*):(?:latest|\d{1,4})$/;

/**
 * Whether a value names a secret kept in a manager by its name and version, as Google Cloud's `--set-secrets`
 * (`API_KEY=klaus-api-key:latest`) and Cloud Run's references write it: the name is words and small numbers, and the
 * value is kept elsewhere.
 */
function isVersionedSecretName(value: string): boolean {
  const name = VERSIONED_NAME.exec(value)?.[1];
  return name !== undefined && (isWordish(name) || isIdentifierLike(name));
}

/**
 * Whether a value refers to a secret kept elsewhere, or is code: a location, an environment variable name, a call, a
 * member path.
 */
/** Whether a value names where a secret is kept, not being one (`os.environ.get(`, `process.env.KEY`, `$KEY`). */
export function isReferenceValue(value: string): boolean {
  return value.startsWith('$') || isReference(value);
}

function isReference(value: string): boolean {
  return (
    LOCATION.test(value) ||
    ENV_NAME.test(value) ||
    CALL.test(value) ||
    ROOTED.test(value) ||
    (MEMBER_PATH.test(value) && CODE_SEPARATOR.test(value)) ||
    SECRET_MEMBER.test(value) ||
    CONSTANT_MEMBER.test(value)
  );
}

/** A piece of an identifier that is no word: a small number (`2`, `2024`) or a version (`v2`). */
const NUMBER_PIECE = /^(?:\d{1,4}|v\d{1,3})$/;

/**
 * Whether a value reads as an identifier made of words and small numbers
 * (`refresh_token_rotation_v2`, `token-budget-4000`, `api.v2.client`): at least two pieces
 * separated by `_`, `-`, `.` or `/`, each a word (lower, Capitalized, UPPER, camelCase) or a
 * small number, one of them a word of three letters or more. A slash joins a path's names or a list's steps
 * (`slate-100/200/300`, a palette's shades in the hundred-and-sixty-ninth sample's plans, after `hors token :`,
 * "outside the design tokens"). Used where a bare identifier names a variable or a setting (code, code spans, prose),
 * never for `NAME=value`.
 */
export function isIdentifierLike(value: string): boolean {
  const pieces = value.split(/[-_./]/);
  if (pieces.length < 2) return false;
  let word = false;
  for (const piece of pieces) {
    if (piece.length === 0) continue;
    if (WORD_PIECE.test(piece) && piece.length <= 24) {
      if (piece.length >= 3) word = true;
    } else if (!NUMBER_PIECE.test(piece)) return false;
  }
  return word;
}

/**
 * Whether a value in a place that only ever holds a password (a URL's userinfo, `mysql
 * -p…`, `sshpass -p`, `curl -u user:…`) is a literal. No minimum length and no word filter
 * (`postgres://app:pw@…` is a leak), but references, masks and the names of the thing
 * (`user:password@host`, `<password>`, `${DB_PASSWORD}`, `%s`, `***`) pass.
 */
export function isContextPassword(value: string): boolean {
  if (value.length === 0 || '${<['.includes(value[0]!) || FORMAT_SLOT.test(value)) return false;
  if (MASK.test(value) || /[<>]/.test(value) || /^\{.*\}$/.test(value)) return false;
  return !isPlaceholderWord(value) && !isPlaceholder(value) && !isTokenHeaderOnly(value);
}

/** Function words and words that describe where a secret is rather than being one. */
const PROSE_WORDS = new Set(
  (
    'a an the is are was were be been being it its in into on at of to for from with without by as or and not no nor ' +
    'if then than this that ' +
    'these those there here see use used using set get gets read reads stored store kept keep via env environment ' +
    'variable variables vault ' +
    'keychain file files secret secrets password passwords token tokens key keys api auth basic bearer oauth none ' +
    'null true false yes enabled ' +
    'disabled required optional default empty same your my our their you we they he she user users value values ' +
    'must should will can may ' +
    'never always only also do does done please ask enter type change changed rotate rotated when where how what ' +
    'which who why etc any unknown ' +
    'provided given passed sent taken from_env missing invalid expired valid'
  ).split(' '),
);

/**
 * Whether a quoted value with blanks is a passphrase (`"correct horse battery staple"`)
 * rather than a description (`"the user enters it twice"`, `"stored in Vault"`): 2–12
 * words of at most 32 characters, at least two of them words of letters, at least 12 characters in all, no function
 * word or word about secrets, no placeholder, reference or code. A word that names a secret in another language of the
 * placeholders (`senha`, `contraseña`, `пароль`) makes it a label (`credentials: "E-mail e senha"`, a sign-in option
 * in Portuguese, the forty-fourth sample's).
 */
export function isPassphrase(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length < 12 || trimmed.length > 200) return false;
  if ('${<[(@&*#%'.includes(trimmed[0]!) || /[(){}[\]<>=/\\`"]|\$\{|\{\{/.test(trimmed) || isMaskOrPlaceholder(trimmed))
    return false;
  const words = trimmed.split(/\s+/);
  if (words.length < 2 || words.length > 12) return false;
  // A phrase is made of words: numbers and measures (`210 100% 56%`, a colour) are a value of another kind.
  if (words.filter((word) => /\p{L}{2}/u.test(word)).length < 2) return false;
  for (const word of words) {
    if (word.length > 32) return false;
    const bare = word.toLowerCase().replace(/[.,;:!?]+$/, '');
    if (PROSE_WORDS.has(bare) || isPlaceholderWord(bare)) return false;
  }
  return true;
}

/** Versions, dates and clock times: `v1.2.3`, `2.0.0-beta.1`, `2024-01-31`, `12:30:00`. */
const VERSION_OR_TIME = /^v?\d+(?:\.\d+)+(?:[-+][\w.]+)?$|^\d{4}-\d{2}-\d{2}|^\d{1,2}:\d{2}/;

/** Whether a value reads as a version, a date or a time of day (`v1.2.3`, `2024-05-01`, `09:30`). */
export function isVersionOrTime(value: string): boolean {
  return VERSION_OR_TIME.test(value);
}

/**
 * An identifier with a small number in it: `oauth2Client`, `sha256`, `utf8Decoder`, `base64URL`, `250000ms`, `1024MiB`.
 * The letters on each side of the number are a word piece (lower, Capitalized, UPPER, camelCase), so a generated run
 * with one digit in it (`rGNRnxBBXy9MVMyWESOn`) is none.
 */
const NUMBERED_IDENTIFIER = new RegExp(String.raw`^(?:${WORD}\d{1,3}(?:${WORD})?|\d+[a-zA-Z]{1,4})$`, 'u');

/**
 * Capitalized words run together and closed by a number (`SummerBreeze99`): how a person writes a password, not how
 * code numbers a name (`oauth2Client`, `sha256`, `python3`). A password so written after a label is one (the
 * two-hundred-and-fifteenth sample's hand-over gave a gateway's admin password so, under `**Password:**`).
 */
const WORDS_THEN_NUMBER = /^(?:[A-Z][a-z]{2,}){2,}\d{1,3}$/;

/**
 * Whether a word that follows a secret-ish word in prose, with no operator between
 * (`the password is Tr0ub4dor.3x`), is a credential. Stricter than an assignment: it must
 * mix letters and digits (or be letters alone whose case changes as a generator's does), and not read as a version,
 * date, size (`250000ms`), an
 * identifier with a small number in it (`oauth2Client`) or words and small numbers joined
 * by separators (`node-20`).
 */
export function isProseCredential(value: string): boolean {
  // Letters alone are words, unless their case changes as a generator's does (`isGeneratedRun`: a run of 12 or more,
  // which no camel-case name is).
  if (/^[A-Za-z]+$/.test(value)) return isGeneratedRun(value) && !isMaskOrPlaceholder(value);
  if (!isLiteralSecret(value) || !/[A-Za-z]/.test(value) || !/[0-9]/.test(value)) return false;
  if (isVersionOrTime(value)) return false;
  const written = WORDS_THEN_NUMBER.test(value) && readsAsWritten(value);
  if (NUMBERED_IDENTIFIER.test(value) && !isGeneratedRun(value) && !written) return false;
  // A key's or a commit's identifier is named in prose by a few hex digits (`signing key ABF5AFD8`, an OpenPGP key's
  // long ID): a secret written in hex carries 32 digits or more.
  if (SHORT_HEX.test(value)) return false;
  // A hyphen and a letter open a command-line option (`-PS443,8443`, `--port=8080`), unless what follows reads as
  // generated (`-Xk29fLq84Tzw`).
  if (/^--?[A-Za-z]/.test(value) && !holdsGeneratedRun(value)) return false;
  // Two names joined by a slash are a path or a repository's name (`password to Azi023/Mimik_Suite`).
  if (isNamePair(value)) return false;
  // An e-mail address names the account a secret is given to (a token granted `to` a service account's address: the
  // hundred-and-eighty-third sample's plan), not the secret.
  if (isAddress(value)) return false;
  // Words and small numbers joined by separators name things: `node-20`, `release-2024-10`, `enqueue+202`.
  const pieces = value.split(/[-_.+]/);
  return !pieces.every((piece) => piece.length === 0 || isWordOrSmallNumber(piece));
}

/** Eight to sixteen hex digits of one case: a key's ID or a commit's short hash, not a credential. */
const SHORT_HEX = /^(?:0x)?(?:[0-9a-f]{8,16}|[0-9A-F]{8,16})$/;

/** A piece of a name: a word (lower, Capitalized, UPPER, camelCase) or a number of at most four digits. */
function isWordOrSmallNumber(piece: string): boolean {
  return WORD_PIECE.test(piece) || /^\d{1,4}$/.test(piece);
}

/** Whether a value is two names joined by one `/` (`owner/repo`), each words and small numbers, none generated. */
function isNamePair(value: string): boolean {
  const halves = value.split('/');
  return (
    halves.length === 2 &&
    halves.every(
      (half) =>
        half !== '' &&
        !isGeneratedRun(half) &&
        half.split(/[-_.]/).every((piece) => isWordOrSmallNumber(piece) || NUMBERED_IDENTIFIER.test(piece)),
    )
  );
}

/** Base64 of the length HTTP Basic credentials take: at least `a:b`. */
const BASE64 = /^[A-Za-z0-9+/]{4,}={0,2}$/;

/**
 * The password of HTTP Basic credentials in base64 (`dXNlcjpwYXNzMTIz`, `user:pass123` encoded), or `null`: base64
 * only encodes text, so what it encodes is judged, not the code.
 */
function basicAuthPassword(value: string): string | null {
  if (value.length % 4 !== 0 || !BASE64.test(value)) return null;
  const decoded = Buffer.from(value, 'base64').toString('latin1');
  const colon = decoded.indexOf(':');
  return colon > 0 && /^[\x20-\x7e]+$/.test(decoded) ? decoded.slice(colon + 1) : null;
}

/**
 * Whether a value reads as written by a person rather than generated: its word and number pieces average 3 characters
 * or more (`admin123`, `dev-token`, `SummerRain2024`, `Daily limit reached`), or it holds fewer than 6 letters and
 * digits. Generated values break into short pieces (`aB3dE5gH7j`, `9f86d081…`), and so do values written to look
 * generated (`Tr0ub4dor.3x`, `P@ssw0rd`). HTTP Basic credentials in base64 are judged by the password they encode
 * (`basicAuthPassword`).
 */
export function readsAsWritten(value: string): boolean {
  const pieces = (basicAuthPassword(value) ?? value).match(RUN_PIECE) ?? [];
  const characters = pieces.reduce((sum, piece) => sum + piece.length, 0);
  return characters < 6 || characters / pieces.length >= 3;
}

/** Whether a token body looks generated: it mixes digits, lower- and upper-case letters. */
export function looksGenerated(body: string): boolean {
  return /[0-9]/.test(body) && /[a-z]/.test(body) && /[A-Z]/.test(body);
}
