import { charSet, equalsIgnoreCase, runEnd, skipBlanks } from './chars.js';
import { isPublishedExample, isShownCutShort } from './examples.js';
import type { Hit } from './hit.js';
import { noticeAt } from './suspicion.js';
import { MAX_NAME_WORD, MAX_TOKEN, TOKEN_MASK } from './providers.js';
import { isContextPassword, isWordish } from './values.js';

const BEARER_CHARS = charSet('A-Za-z0-9._~+/=-');
const BASE64 = charSet('A-Za-z0-9+/=');

/** HTTP authentication schemes whose parameter is a credential, lower case; `basic` is base64 of `user:password`. */
const SCHEMES = ['bearer', 'basic', 'token', 'bot', 'apikey', 'api-key', 'ssws', 'jwt', 'key'] as const;

/** The length of the authentication scheme word at `at` (any case, followed by a blank), or 0. */
export function schemeAt(text: string, at: number): number {
  for (const scheme of SCHEMES) {
    const c = text.charCodeAt(at + scheme.length);
    if (equalsIgnoreCase(text, at, scheme) && (c === 32 || c === 9)) return scheme.length;
  }
  return 0;
}

/**
 * The credential after an authentication scheme word at `at` (`Bearer <token>`, `Basic
 * <base64>`, `Token <token>`, …). Alone in text only `Bearer` and `Basic` count, with a
 * token of 20 characters mixing digits and letters or a base64 that decodes to
 * `user:password`; in an `Authorization` header (`inHeader`) every scheme counts, with 16
 * characters or more (8 for `Basic`).
 */
export function authCredential(text: string, at: number, schemeLength: number, inHeader: boolean, out: Hit[]): number {
  const basic = schemeLength === 5 && equalsIgnoreCase(text, at, 'basic');
  const start = skipBlanks(text, at + schemeLength);
  const stop = runEnd(text, start, basic ? BASE64 : BEARER_CHARS);
  noticeAt(text, stop);
  let end = stop;
  while (end > start && text.charCodeAt(end - 1) === 0x2e /* . */) end--;
  const length = end - start;
  const fallback = Math.max(start, stop - MAX_NAME_WORD);
  // Specifications' sample tokens in a header are short (`mF_9.B5f-4.1JqM`); issued ones are not.
  if (length < (basic ? 8 : inHeader ? 16 : 20) || length > MAX_TOKEN) return fallback;
  const token = text.slice(start, end);
  const credential = basic ? isBasicCredential(token, inHeader) : isBearerToken(token, inHeader);
  if (!credential) return fallback;
  const category = basic ? 'basic-auth' : 'bearer-token';
  out.push(
    isPublishedExample(token) || isShownCutShort(text, end)
      ? { category, start, end, example: true }
      : { category, start, end },
  );
  return end;
}

/**
 * A token a person wrote: three or more words joined by `-`, `_` or `.`, each in one case (`unknown`, `Token`, `API`),
 * then at most a number of up to six digits (`phaze_agent_unknown-token-string-1234`, the forty-ninth sample's test
 * plans). A server issues generated tokens, never words; a test's stand-in is written so.
 */
const WRITTEN_TOKEN = /^(?:[a-z]+|[A-Z][a-z]*|[A-Z]+)(?:[-_.](?:[a-z]+|[A-Z][a-z]*|[A-Z]+)){2,}(?:[-_.]?\d{1,6})?$/;

function isBearerToken(token: string, inHeader: boolean): boolean {
  if (TOKEN_MASK.test(token) || WRITTEN_TOKEN.test(token) || !isContextPassword(token)) return false;
  if (/[0-9]/.test(token) && /[A-Za-z]/.test(token)) return true;
  // In a header, a long token of letters only is still a credential; a word is not.
  return inHeader && token.length >= 20 && !isWordish(token);
}

/**
 * Base64 that decodes to printable text. Alone, it must read `user:password` (so `Basic
 * authentication` stays prose); in a header, any printable decoding counts, including
 * `apikey:` with an empty password (Stripe, Mailgun) and a password that is not ASCII.
 */
function isBasicCredential(token: string, inHeader: boolean): boolean {
  const unpadded = token.replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]+$/.test(unpadded) || unpadded.length % 4 === 1) return false;
  if (!inHeader && token.length % 4 !== 0) return false;
  let decoded: string;
  try {
    decoded = Buffer.from(unpadded, 'base64').toString('utf8');
  } catch {
    return false;
  }
  if (decoded.length === 0 || /[\u0000-\u001f\u007f\ufffd]/.test(decoded)) return false;
  if (inHeader) return !isWordish(token) && !TOKEN_MASK.test(token);
  return /^[\x21-\x39\x3b-\x7e][\x20-\x7e]*:[\x20-\x7e]+$/.test(decoded);
}
