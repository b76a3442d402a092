import { charSet, inSet } from './chars.js';

/** What an e-mail address's local part is made of. */
export const ADDRESS_LOCAL = charSet('A-Za-z0-9._%+-');
/** What its domain is made of. */
const ADDRESS_DOMAIN = charSet('A-Za-z0-9.-');
/** The longest domain read (RFC 1035). */
const MAX_DOMAIN = 253;
/**
 * A domain of two labels or more, the last with a letter (RFC 3696: no top-level domain is all digits), or an IPv4
 * address's four numbers. Numbers alone in fewer labels are a version (`chrome-devtools-mcp@0.20.3`, a package at its
 * version in the hundred-and-sixty-ninth sample's plan, before `/ --headless`: read as a login and its password).
 */
const DOMAIN_SHAPE =
  /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z0-9-]*[A-Za-z][A-Za-z0-9-]*|\d{1,3}(?:\.\d{1,3}){3})$/;

/**
 * The domain of an e-mail address whose `@` stands at `at`: the labels after it, read up to `limit` and at most 253
 * characters, without a dot that ends a sentence; `''` when they make no domain of two labels or more.
 */
export function domainAfterAt(text: string, at: number, limit = text.length): string {
  const ceiling = Math.min(limit, at + 1 + MAX_DOMAIN);
  let end = at + 1;
  while (end < ceiling && inSet(ADDRESS_DOMAIN, text.charCodeAt(end))) end++;
  const domain = text.slice(at + 1, end).replace(/\.+$/, '');
  return DOMAIN_SHAPE.test(domain) ? domain : '';
}

/**
 * Whether a value is an e-mail address as a whole (`catalog-agent@project-260501.iam.gserviceaccount.com`): it names an
 * account — a person's, a service's — and never holds the account's credential.
 */
export function isAddress(value: string): boolean {
  const at = value.indexOf('@');
  if (at <= 0) return false;
  for (let i = 0; i < at; i++) if (!inSet(ADDRESS_LOCAL, value.charCodeAt(i))) return false;
  const domain = domainAfterAt(value, at);
  return domain !== '' && at + 1 + domain.length === value.length;
}
