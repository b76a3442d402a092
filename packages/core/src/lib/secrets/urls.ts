import { charSet, equalsIgnoreCase, inSet, runEnd } from './chars.js';
import { isExampleDomain, isLocalPlaceholder } from './examples.js';
import type { Hit } from './hit.js';
import { TOKEN_MASK } from './providers.js';
import { scanPart } from './scan.js';
import { noticeAt } from './suspicion.js';
import { isContextPassword, isWordish } from './values.js';

const SCHEME = charSet('A-Za-z0-9+.-');
// `[` and `]` cannot appear in a URL's userinfo (RFC 3986), so `[REDACTED]u:p@` is no userinfo.
const URL_USER_STOP = charSet('/:@?#"\'`<>\\[] \t\r\n');
const URL_PASS_STOP = charSet('/@?#"\'`<>\\ \t\r\n');
const HOST = charSet('A-Za-z0-9.-');
const WEBHOOK_PATH = charSet('A-Za-z0-9_/@+-');
const QUERY_VALUE = charSet('A-Za-z0-9%_.~-');
const DIGITS = charSet('0-9');
const URL_END = charSet(' \t\r\n"\'<>`');
const TOKEN_USER = /^[A-Za-z0-9._~+-]{20,256}$/;
/** Userinfo parts shorter than this hold no provider token (the shortest, with its prefix, is longer). */
const MIN_NESTED = 9;

/**
 * At `://`: credentials in the userinfo (`scheme://user:password@`, `https://<token>@host`:
 * a provider token in either part is reported as itself, else the password, or a user part
 * that is a generated token, is the finding) or a webhook URL whose path is its credential
 * (Slack, Discord, Microsoft Teams, Zapier, IFTTT, Mattermost, Power Automate; the secret
 * part of the path is the finding, so redaction keeps the host). A URL with neither is left
 * to the other triggers from right after `://`: a token in its host or path is found there.
 */
export function urlCredential(text: string, at: number, out: Hit[]): number {
  let schemeStart = at;
  while (schemeStart > 0 && at - schemeStart < 32 && inSet(SCHEME, text.charCodeAt(schemeStart - 1))) schemeStart--;
  const c0 = text.charCodeAt(schemeStart) | 0x20;
  if (schemeStart === at || c0 < 0x61 || c0 > 0x7a) return at + 3;
  const from = at + 3;
  let i = from;
  while (i < text.length && i - from < 260) {
    // An interpolation is one piece of the user (`${POSTGRES_USER:-app}`): a `:` inside it opens its default, not the
    // password (the forty-eighth sample's compose URL).
    const close = interpolationEnd(text, i);
    if (close > i) i = close;
    else if (inSet(URL_USER_STOP, text.charCodeAt(i))) break;
    else i++;
  }
  // On failure resume right after `://`: the user and password parts hold no `://` (so this
  // stays linear), but they may hold another secret (`KEY-----https://-----BEGIN …`).
  const userEnd = i;
  if (text.charCodeAt(i) === 0x3a /* : */) {
    const passStart = i + 1;
    i = passStart;
    while (i < text.length && i - passStart < 256 && !inSet(URL_PASS_STOP, text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) === 0x40 /* @ */ && i > passStart) return userinfo(text, from, userEnd, passStart, i, out);
  } else if (text.charCodeAt(i) === 0x40 && i > from) return userinfo(text, from, userEnd, -1, i, out);
  const login = queryLogin(text, from, out);
  if (login > from) return login;
  const schemeLength = at - schemeStart;
  const web =
    (schemeLength === 5 && equalsIgnoreCase(text, schemeStart, 'https')) ||
    (schemeLength === 4 && equalsIgnoreCase(text, schemeStart, 'http'));
  return web ? webhook(text, from, out) : from;
}

/** The longest interpolation read as one piece of a URL's user (`${…}`). */
const MAX_INTERPOLATION = 128;

/** Where an interpolation `${…}` opening at `at` ends (after its `}`), or `at` when none opens there or closes soon. */
function interpolationEnd(text: string, at: number): number {
  if (text.charCodeAt(at) !== 0x24 /* $ */ || text.charCodeAt(at + 1) !== 0x7b /* { */) return at;
  for (let i = at + 2; i < text.length && i - at < MAX_INTERPOLATION; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x7d /* } */) return i + 1;
    if (code === 0x7b || inSet(URL_END, code)) return at;
  }
  return at;
}

/** Query parameters that name a login's user, and the short names that hold its password only beside one. */
const QUERY_USERS = new Set(['u', 'user', 'username', 'uid', 'login']);
const QUERY_SHORT_PASSWORDS = new Set(['p', 'pw', 'pwd']);
/** Where a query's name or value ends. */
const QUERY_PART_END = charSet('&=#');

/**
 * A login in a URL's query (`pg://db:5432?u=app&p=<password>&d=app`, as NocoDB writes its database): a parameter with
 * a short name (`p`, `pw`, `pwd`) holds the password where the same query names the user (`u`, `user`, …). Longer
 * names (`password=`) are read where they stand, as any secret-named setting is. Anything secret in the URL before the
 * password is found as it would be; returns where scanning resumes (`from` when the query holds no such login).
 */
function queryLogin(text: string, from: number, out: Hit[]): number {
  // The URL runs to a blank, a quote or the next URL's `://` (so each character is read for one URL only).
  let end = from;
  let query = -1;
  for (; end < text.length && end - from < 2048 && !inSet(URL_END, text.charCodeAt(end)); end++) {
    const code = text.charCodeAt(end);
    if (code === 0x3f /* ? */ && query < 0) query = end;
    else if (code === 0x3a && text.startsWith('//', end + 1)) break;
  }
  if (query < 0) return from;
  let user = false;
  let password: { start: number; end: number } | undefined;
  for (let i = query + 1; i < end;) {
    const nameEnd = partEnd(text, i, end);
    const name = text.slice(i, nameEnd).toLowerCase();
    let next = nameEnd;
    if (text.charCodeAt(nameEnd) === 0x3d /* = */) {
      next = partEnd(text, nameEnd + 1, end);
      if (next > nameEnd + 1 && QUERY_USERS.has(name)) user = true;
      if (QUERY_SHORT_PASSWORDS.has(name) && password === undefined) password = { start: nameEnd + 1, end: next };
    }
    i = next + 1;
  }
  if (!user || password === undefined) return from;
  const value = text.slice(password.start, password.end);
  if (value.length < 4 || /^[0-9]+$/.test(value) || !isContextPassword(value)) return from;
  scanPart(text, from, password.start, false, out);
  out.push({ category: 'url-password', ...password });
  return password.end;
}

/** Where the query's name or value from `i` ends: at `&`, `=`, `#` or the URL's end. */
function partEnd(text: string, i: number, end: number): number {
  while (i < end && !inSet(QUERY_PART_END, text.charCodeAt(i))) i++;
  return i;
}

/** A URL's part with its percent-encoding decoded (`WnBd2026%40` → `WnBd2026@`), or as written when it is malformed. */
function percentDecoded(part: string): string {
  if (!part.includes('%')) return part;
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Passwords that documentation tells people to write next to a token user (GitHub's `x-oauth-basic`). */
const FILLER_PASSWORDS = new Set(['x-oauth-basic']);

/**
 * The userinfo `user[:password]` between `from` and `@` at `atSign` (`passStart` -1 when
 * there is no password). Returns where scanning resumes: after the `@`.
 */
function userinfo(text: string, from: number, userEnd: number, passStart: number, atSign: number, out: Hit[]): number {
  const found = out.length;
  nestedTokens(text, from, userEnd, out);
  if (passStart >= 0) nestedTokens(text, passStart, atSign, out);
  if (out.length > found) return atSign + 1;
  const user = text.slice(from, userEnd);
  if (passStart >= 0) {
    // The userinfo runs to the last `@` before the host, as the URL standard reads it: a password may end with an `@`
    // left unescaped (`app:WnBd2026@@localhost`, the forty-fifth sample's).
    let passEnd = atSign;
    while (text.charCodeAt(passEnd + 1) === 0x40 /* @ */) passEnd++;
    const password = text.slice(passStart, passEnd);
    if (!isContextPassword(password) || FILLER_PASSWORDS.has(password.toLowerCase())) return passEnd + 1;
    const host = text.slice(passEnd + 1, runEnd(text, passEnd + 1, HOST));
    const hit: Hit = { category: 'url-password', start: passStart, end: passEnd };
    // A password on a host at a domain reserved for examples is documentation's, as a login's there is (the
    // fifty-sixth sample's redaction tests: `http://user:…@site.example.com`).
    if (isLocalPlaceholder(user, percentDecoded(password), host) || isExampleDomain(host)) hit.example = true;
    out.push(hit);
    return passEnd + 1;
  } else if (isTokenUser(user, text.slice(atSign + 1, runEnd(text, atSign + 1, HOST)))) {
    out.push({ category: 'url-password', start: from, end: atSign });
  }
  return atSign + 1;
}

/**
 * Provider tokens between `start` and `end` (a userinfo part), reported as themselves; a reference (`${…}`, `%s`,
 * `<…>`) holds none.
 */
function nestedTokens(text: string, start: number, end: number, out: Hit[]): void {
  if (end - start < MIN_NESTED) return;
  const first = text.charCodeAt(start);
  if (first === 0x24 || first === 0x7b || first === 0x3c || first === 0x25 || first === 0x2a) return;
  scanPart(text, start, end, true, out);
}

/**
 * Whether a user part with no password is a token (`https://<token>@host`, as git and
 * package managers take one): 20 characters or more, mixing letters and digits, no word,
 * mask, placeholder or reference. A Sentry DSN's public key (32 hex before a Sentry host)
 * is meant to be public.
 */
function isTokenUser(user: string, host: string): boolean {
  if (!TOKEN_USER.test(user) || !/[0-9]/.test(user) || !/[A-Za-z]/.test(user)) return false;
  if (isWordish(user) || TOKEN_MASK.test(user) || !isContextPassword(user)) return false;
  return !(/^[0-9a-f]{32}$/.test(user) && /(?:^|\.)sentry\b/i.test(host));
}

/**
 * Where a webhook's secret starts in its URL: the host (exact, or a suffix after `.`) and the path before the secret.
 */
const WEBHOOKS: ReadonlyArray<{ host: string; suffix?: boolean; paths: readonly string[]; min: number }> = [
  { host: 'hooks.slack.com', paths: ['/services/', '/workflows/', '/triggers/'], min: 20 },
  { host: 'discord.com', suffix: true, paths: ['/api/webhooks/', '/api/v10/webhooks/', '/api/v9/webhooks/'], min: 20 },
  { host: 'discordapp.com', suffix: true, paths: ['/api/webhooks/'], min: 20 },
  { host: 'webhook.office.com', suffix: true, paths: ['/webhookb2/'], min: 20 },
  { host: 'outlook.office.com', paths: ['/webhook/'], min: 20 },
  { host: 'outlook.office365.com', paths: ['/webhook/'], min: 20 },
  { host: 'hooks.zapier.com', paths: ['/hooks/catch/'], min: 10 },
];

/**
 * The paths right after a host where a webhook's secret may follow; a URL with none of them is skipped without reading
 * its host.
 */
const WEBHOOK_PATH_STARTS = [
  '/services/',
  '/workflows/',
  '/triggers/',
  '/api/',
  '/webhookb2/',
  '/webhook/',
  '/hooks/',
  '/trigger/',
  '/use/',
];
/** The first letters of those paths: most URLs' paths start with another, and are skipped after one look. */
const WEBHOOK_PATH_INITIALS = charSet(WEBHOOK_PATH_STARTS.map((path) => path[1]).join(''));

function webhook(text: string, from: number, out: Hit[]): number {
  const hostEnd = runEnd(text, from, HOST);
  let pathStart = hostEnd;
  // A port (`:443` on Power Automate URLs).
  if (text.charCodeAt(pathStart) === 0x3a) pathStart = runEnd(text, pathStart + 1, DIGITS);
  if (text.charCodeAt(pathStart) !== 0x2f) return from;
  const signed =
    text.charCodeAt(hostEnd - 1) === 0x6d /* m */ &&
    (text.startsWith('.logic.azure.com', hostEnd - 16) || text.startsWith('.powerplatform.com', hostEnd - 18));
  if (
    !signed &&
    !(
      inSet(WEBHOOK_PATH_INITIALS, text.charCodeAt(pathStart + 1)) &&
      WEBHOOK_PATH_STARTS.some((path) => text.startsWith(path, pathStart))
    )
  )
    return from;
  if (signed) return querySignature(text, pathStart, out);
  const host = text.slice(from, Math.min(hostEnd, from + 255)).toLowerCase();
  for (const hook of WEBHOOKS) {
    if (host !== hook.host && !(hook.suffix && host.endsWith(`.${hook.host}`))) continue;
    for (const path of hook.paths) {
      if (text.startsWith(path, pathStart)) return secretPath(text, pathStart + path.length, hook.min, out);
    }
    return from;
  }
  if (host === 'maker.ifttt.com') {
    if (text.startsWith('/use/', pathStart)) return secretPath(text, pathStart + 5, 16, out);
    const withKey = text.indexOf('/with/key/', pathStart);
    if (withKey > pathStart && withKey - pathStart < 128 && !/[\s"'<>]/.test(text.slice(pathStart, withKey)))
      return secretPath(text, withKey + 10, 16, out);
    return from;
  }
  // Mattermost incoming webhooks: `https://chat.example.com/hooks/<26 lower-case letters and digits>`.
  const hooks = '/hooks/';
  if (text.startsWith(hooks, pathStart)) {
    const idStart = pathStart + hooks.length;
    const idEnd = runEnd(text, idStart, WEBHOOK_PATH);
    if (idEnd - idStart === 26 && /^[a-z0-9]{26}$/.test(text.slice(idStart, idEnd)))
      return secretPath(text, idStart, 26, out);
  }
  return from;
}

/** The secret path from `start`: at least `min` characters mixing letters and digits, no mask or placeholder. */
function secretPath(text: string, start: number, min: number, out: Hit[]): number {
  let end = runEnd(text, start, WEBHOOK_PATH);
  noticeAt(text, end);
  while (end > start && text.charCodeAt(end - 1) === 0x2f /* / */) end--;
  const path = text.slice(start, end);
  const next = text.charCodeAt(end);
  // `…/services/T000/B000/<your-token>`, `${SLACK_WEBHOOK}`, `XXXXXXXX…`: a placeholder.
  const placeholder =
    next === 0x3c || next === 0x7b || next === 0x24 || /x{5}|\.\.\./i.test(path) || /(.)\1{9}/.test(path);
  if (path.length < min || placeholder || !/[0-9]/.test(path) || !/[A-Za-z]/.test(path)) return Math.max(start, end);
  out.push({ category: 'webhook-url', start, end });
  return end;
}

/** Power Automate / Logic Apps workflow URLs: the `sig=` query parameter is the credential. */
function querySignature(text: string, from: number, out: Hit[]): number {
  let end = from;
  while (end < text.length && end - from < 2048 && !inSet(URL_END, text.charCodeAt(end))) end++;
  const url = text.slice(from, end);
  const sig = url.search(/[?&]sig=/);
  if (sig < 0) return end;
  const start = from + sig + 5;
  const valueEnd = runEnd(text, start, QUERY_VALUE);
  if (valueEnd - start < 20 || /x{5}/i.test(text.slice(start, valueEnd))) return end;
  out.push({ category: 'webhook-url', start, end: valueEnd });
  return end;
}

/**
 * Whether the query that starts at `query` (its `?` or `&`) belongs to a status badge's URL
 * (a path ending in `.svg` or `.png`, or holding `/badge`): its token is a read-only one that
 * services such as Codecov hand out to be pasted into a README.
 */
export function isBadgeUrl(text: string, query: number): boolean {
  let start = query;
  while (start > 0 && query - start < 512 && !inSet(URL_END, text.charCodeAt(start - 1))) start--;
  const url = text.slice(start, query);
  const path = url.slice(0, url.includes('?') ? url.indexOf('?') : url.length);
  return url.includes('://') && (/\.(?:svg|png)$/i.test(path) || path.toLowerCase().includes('/badge'));
}
