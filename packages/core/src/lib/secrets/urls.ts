import { charSet, equalsIgnoreCase, inSet, runEnd } from './chars.js';
import type { Hit } from './hit.js';
import { isContextPassword } from './values.js';

const SCHEME = charSet('A-Za-z0-9+.-');
// `[` and `]` cannot appear in a URL's userinfo (RFC 3986), so `[REDACTED]u:p@` is no userinfo.
const URL_USER_STOP = charSet('/:@?#"\'`<>\\[] \t\r\n');
const URL_PASS_STOP = charSet('/@?#"\'`<>\\ \t\r\n');
const HOST = charSet('A-Za-z0-9.-');
const WEBHOOK_PATH = charSet('A-Za-z0-9_/@+-');
const QUERY_VALUE = charSet('A-Za-z0-9%_.~-');
const DIGITS = charSet('0-9');
const URL_END = charSet(' \t\r\n"\'<>`');

/**
 * At `://`: a password in the userinfo (`scheme://user:password@`, the password is the
 * finding) or a webhook URL whose path is its credential (Slack, Discord, Microsoft Teams,
 * Zapier, IFTTT, Mattermost, Power Automate; the secret part of the path is the finding, so
 * redaction keeps the host).
 */
export function urlCredential(text: string, at: number, out: Hit[]): number {
  let schemeStart = at;
  while (schemeStart > 0 && at - schemeStart < 32 && inSet(SCHEME, text.charCodeAt(schemeStart - 1))) schemeStart--;
  const c0 = text.charCodeAt(schemeStart) | 0x20;
  if (schemeStart === at || c0 < 0x61 || c0 > 0x7a) return at + 3;
  let i = at + 3;
  while (i < text.length && i - at < 260 && !inSet(URL_USER_STOP, text.charCodeAt(i))) i++;
  // On failure resume right after `://`: the user and password parts hold no `://` (so this
  // stays linear), but they may hold another secret (`KEY-----https://-----BEGIN …`).
  if (text.charCodeAt(i) === 0x3a /* : */) {
    const passStart = i + 1;
    i = passStart;
    while (i < text.length && i - passStart < 256 && !inSet(URL_PASS_STOP, text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) === 0x40 /* @ */ && i > passStart) {
      if (isContextPassword(text.slice(passStart, i))) out.push({ category: 'url-password', start: passStart, end: i });
      return i + 1;
    }
  }
  const schemeLength = at - schemeStart;
  const web = (schemeLength === 5 && equalsIgnoreCase(text, schemeStart, 'https')) || (schemeLength === 4 && equalsIgnoreCase(text, schemeStart, 'http'));
  return web ? webhook(text, at + 3, out) : at + 3;
}

/** Where a webhook's secret starts in its URL: the host (exact, or a suffix after `.`) and the path before the secret. */
const WEBHOOKS: ReadonlyArray<{ host: string; suffix?: boolean; paths: readonly string[]; min: number }> = [
  { host: 'hooks.slack.com', paths: ['/services/', '/workflows/', '/triggers/'], min: 20 },
  { host: 'discord.com', suffix: true, paths: ['/api/webhooks/', '/api/v10/webhooks/', '/api/v9/webhooks/'], min: 20 },
  { host: 'discordapp.com', suffix: true, paths: ['/api/webhooks/'], min: 20 },
  { host: 'webhook.office.com', suffix: true, paths: ['/webhookb2/'], min: 20 },
  { host: 'outlook.office.com', paths: ['/webhook/'], min: 20 },
  { host: 'outlook.office365.com', paths: ['/webhook/'], min: 20 },
  { host: 'hooks.zapier.com', paths: ['/hooks/catch/'], min: 10 },
];

/** The paths right after a host where a webhook's secret may follow; a URL with none of them is skipped without reading its host. */
const WEBHOOK_PATH_STARTS = ['/services/', '/workflows/', '/triggers/', '/api/', '/webhookb2/', '/webhook/', '/hooks/', '/trigger/', '/use/'];
/** The first letters of those paths: most URLs' paths start with another, and are skipped after one look. */
const WEBHOOK_PATH_INITIALS = charSet(WEBHOOK_PATH_STARTS.map((path) => path[1]).join(''));

function webhook(text: string, from: number, out: Hit[]): number {
  const hostEnd = runEnd(text, from, HOST);
  let pathStart = hostEnd;
  // A port (`:443` on Power Automate URLs).
  if (text.charCodeAt(pathStart) === 0x3a) pathStart = runEnd(text, pathStart + 1, DIGITS);
  if (text.charCodeAt(pathStart) !== 0x2f) return hostEnd;
  const signed = text.charCodeAt(hostEnd - 1) === 0x6d /* m */ && (text.startsWith('.logic.azure.com', hostEnd - 16) || text.startsWith('.powerplatform.com', hostEnd - 18));
  if (!signed && !(inSet(WEBHOOK_PATH_INITIALS, text.charCodeAt(pathStart + 1)) && WEBHOOK_PATH_STARTS.some((path) => text.startsWith(path, pathStart)))) return hostEnd;
  if (signed) return querySignature(text, pathStart, out);
  const host = text.slice(from, Math.min(hostEnd, from + 255)).toLowerCase();
  for (const hook of WEBHOOKS) {
    if (host !== hook.host && !(hook.suffix && host.endsWith(`.${hook.host}`))) continue;
    for (const path of hook.paths) {
      if (text.startsWith(path, pathStart)) return secretPath(text, pathStart + path.length, hook.min, out);
    }
    return hostEnd;
  }
  if (host === 'maker.ifttt.com') {
    if (text.startsWith('/use/', pathStart)) return secretPath(text, pathStart + 5, 16, out);
    const withKey = text.indexOf('/with/key/', pathStart);
    if (withKey > pathStart && withKey - pathStart < 128 && !/[\s"'<>]/.test(text.slice(pathStart, withKey))) return secretPath(text, withKey + 10, 16, out);
    return hostEnd;
  }
  // Mattermost incoming webhooks: `https://chat.example.com/hooks/<26 lower-case letters and digits>`.
  const hooks = '/hooks/';
  if (text.startsWith(hooks, pathStart)) {
    const idStart = pathStart + hooks.length;
    const idEnd = runEnd(text, idStart, WEBHOOK_PATH);
    if (idEnd - idStart === 26 && /^[a-z0-9]{26}$/.test(text.slice(idStart, idEnd))) return secretPath(text, idStart, 26, out);
  }
  return hostEnd;
}

/** The secret path from `start`: at least `min` characters mixing letters and digits, no mask or placeholder. */
function secretPath(text: string, start: number, min: number, out: Hit[]): number {
  let end = runEnd(text, start, WEBHOOK_PATH);
  while (end > start && text.charCodeAt(end - 1) === 0x2f /* / */) end--;
  const path = text.slice(start, end);
  const next = text.charCodeAt(end);
  // `…/services/T000/B000/<your-token>`, `${SLACK_WEBHOOK}`, `XXXXXXXX…`: a placeholder.
  const placeholder = next === 0x3c || next === 0x7b || next === 0x24 || /x{5}|\.\.\./i.test(path) || /(.)\1{9}/.test(path);
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
