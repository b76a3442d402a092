/**
 * Judgements on candidate values: is this a mask or placeholder, a reference to a secret
 * kept elsewhere, or an ordinary word? Every regex here runs on a bounded, already cut-out
 * value and has no nested ambiguous quantifier, so each test is linear.
 */

/** Obvious masks and redactions: `***`, `xxxxxx`, `[REDACTED]`, `…`. */
const MASK = /\*{3}|x{5}|X{5}|\.{3}|…|•|redacted|^(.)\1*$/i;

/** Words that mark an example or a slot to fill in. */
const PLACEHOLDER = /(?:^|[^a-z])your|example|placeholder|change[-_ ]?me|dummy|fake|sample|replace[-_ ]?me|insert[-_ ]|fixme|todo|tbd|<|>/i;

/** A Windows variable or a format slot: `%DB_PASSWORD%`, `%s`, `%(password)s`. */
const FORMAT_SLOT = /^%(?:[A-Za-z_]\w*%$|[sd]$|\()/;

/** An environment variable name used as a value (`token_env: GITHUB_TOKEN`). */
const ENV_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/** A call or index expression: `getenv("X")`, `os.environ["X"]`, `vault.read(…)`. */
const CALL = /^[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)*\s*[([]/;

/** A member path rooted at a well-known holder of configuration (`process.env.X`). */
const ROOTED =
  /^(?:process|os|env|import|secrets|vars|variables|config|configuration|settings|context|ctx|this|self|props|system|deno|bun|args|argv|opts|options|params|cfg|conf|inputs|github|matrix|steps|needs|credentials|creds|vault|keyring|ssm|app|request|req)(?:\.|::|\[)/i;

/** A file path, a URL, or a file name whose extension says it holds the secret elsewhere. */
const LOCATION = /^(?:\.{0,2}\/|~\/|[A-Za-z]:\\)|:\/\/|\.(?:json|ya?ml|txt|pem|key|env|toml|ini|cfg|conf|p12|pfx|crt|cer|der|jks|keystore|gpg|age)$/i;

/** One piece of an ordinary word or identifier: lower, Capitalized, UPPER, camel/PascalCase. */
const WORD_PIECE = /^(?:[a-z]+|[A-Z][a-z]*|[A-Z]+)(?:[A-Z][a-z]+)*$/;

/** Whether a value is an obvious mask or placeholder rather than a credential. */
export function isMaskOrPlaceholder(value: string): boolean {
  return MASK.test(value) || PLACEHOLDER.test(value);
}

/** Whether a value is made of ordinary words (`required`, `not-set`, `JWT-based`), pieces of at most 16 letters. */
export function isWordish(value: string): boolean {
  const pieces = value.split(/[-_ .]/);
  for (const piece of pieces) {
    if (piece.length === 0 || piece.length > 16 || !WORD_PIECE.test(piece)) return false;
  }
  return true;
}

/** The shortest value assigned to a secret-ish name that is reported. */
export const MIN_ASSIGNED_LENGTH = 8;

/**
 * Whether a value assigned to a secret-ish name is a literal credential: long enough, and
 * not a reference, template, mask, placeholder, location or ordinary word.
 */
export function isLiteralSecret(value: string): boolean {
  if (value.length < MIN_ASSIGNED_LENGTH) return false;
  if ('${<[(@&*#'.includes(value[0]!) || FORMAT_SLOT.test(value)) return false;
  if (isMaskOrPlaceholder(value)) return false;
  if (LOCATION.test(value) || ENV_NAME.test(value) || CALL.test(value) || ROOTED.test(value)) return false;
  return !isWordish(value);
}

/** Whether a password found in a URL is a literal (not `${DB_PASSWORD}`, `<password>`, `%s`, `***`). */
export function isLiteralUrlPassword(value: string): boolean {
  if ('${<['.includes(value[0]!) || FORMAT_SLOT.test(value)) return false;
  return !MASK.test(value) && !/[<>]/.test(value);
}

/** Whether a token body looks generated: it mixes digits, lower- and upper-case letters. */
export function looksGenerated(body: string): boolean {
  return /[0-9]/.test(body) && /[a-z]/.test(body) && /[A-Z]/.test(body);
}
