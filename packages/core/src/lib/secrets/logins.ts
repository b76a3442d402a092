import { ADDRESS_LOCAL, domainAfterAt } from './addresses.js';
import { codeAt, inSet, isBlank, isLineBreak, skipBlanks } from './chars.js';
import { readValue } from './assignments.js';
import { isExampleDomain } from './examples.js';
import type { Hit } from './hit.js';
import { isLiteralSecret, isVersionOrTime } from './values.js';

/**
 * At the `@` of an e-mail address: a login written as the address and its password with a slash between, as a
 * hand-over gives one to whoever takes the work up (`(admin@example.com / Adm1n2024)`, `login: ops@corp.io / …`), each
 * in a code span of its own or not.
 * The slash has a blank on at least one side, so a URL's path (`user@host.com/path`) is none, and neither is an
 * address in a URL's userinfo (`://user@host`, left to the URL reading). The password is judged as a literal assigned
 * to a secret's name is (`isLiteralSecret`): a placeholder (`/ password`, `/ <your password>`), a stand-in, ordinary
 * words, a date or version, and another address or a path are no credential. Returns where scanning resumes.
 */
export function loginPassword(text: string, at: number, out: Hit[]): number {
  if (codeAt(text, at) === 0x2f /* / */) return labelledLogin(text, at, out);
  let start = at;
  while (start > 0 && at - start < 64 && inSet(ADDRESS_LOCAL, text.charCodeAt(start - 1))) start--;
  const before = codeAt(text, start - 1);
  if (start === at || before === 0x2f /* / */ || before === 0x3a /* : */) return at + 1;
  const domain = domainAfterAt(text, at);
  if (domain === '') return at + 1;
  const end = at + 1 + domain.length;
  // An address at a domain reserved for examples is documentation's (RFC 2606, RFC 6761: `test@example.com`).
  if (isExampleDomain(domain) || /(?:^|\.)localhost$/i.test(domain)) return end;
  // The address may stand in a code span of its own (`` `ops@corp.io` / `Adm1n2024` ``).
  const quoted = before === 0x60 /* ` */ && codeAt(text, end) === 0x60;
  const slash = skipBlanks(text, quoted ? end + 1 : end);
  if (codeAt(text, slash) !== 0x2f || codeAt(text, slash + 1) === 0x2f) return end;
  if (slash === end && !isBlank(codeAt(text, slash + 1))) return end;
  if (quoted && slash === end + 1 && !isBlank(codeAt(text, slash + 1))) return end;
  return passwordAfterSlash(text, slash, out);
}

/** The password after a login's slash at `slash`, judged as a literal assigned to a secret's name is. */
function passwordAfterSlash(text: string, slash: number, out: Hit[]): number {
  const value = readValue(text, skipBlanks(text, slash + 1));
  const literal = text.slice(value.start, value.end);
  if (/[@/]/.test(literal) || isVersionOrTime(literal) || !isLiteralSecret(literal)) return value.resume;
  out.push({ category: 'login-password', start: value.start, end: value.end });
  return value.resume;
}

/**
 * A label that names a login, then a user name, right before a slash with blanks around it (`Login: dthomaz /`, `**Log
 * in with:** \`ops\` /`, `Credentials: admin /`): a login written as the user and the password, as a summary gives one
 * to whoever tests the work (the fifty-second sample's super-admin login, missed in two summaries).
 */
const LOGIN_BEFORE_SLASH = new RegExp(
  String.raw`(?:^|[^\p{L}\p{N}_])(?:log[\s-]?in|sign[\s-]?in|credentials|creds)(?:\s+(?:with|as|details))?` +
    String.raw`\s*\**[:：]\**\s*\x60?[A-Za-z0-9][\w.+-]{1,63}\x60?\s$`,
  'iu',
);
/** How far before the slash the label and the user are looked for: one line, at most this many characters. */
const MAX_LOGIN_LOOKBACK = 96;

/** At a slash with blanks around it: the password of a login written after a label that names one. */
function labelledLogin(text: string, slash: number, out: Hit[]): number {
  let start = slash;
  while (start > 0 && slash - start < MAX_LOGIN_LOOKBACK && !isLineBreak(text.charCodeAt(start - 1))) start--;
  if (!LOGIN_BEFORE_SLASH.test(text.slice(start, slash))) return slash + 1;
  return passwordAfterSlash(text, slash, out);
}
