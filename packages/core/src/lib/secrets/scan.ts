import { assignment, ownedValue, terraformDefault, type VariableCache } from './assignments.js';
import { authCredential } from './auth.js';
import { longFlag, proseWord, shortFlag, xmlElement, xmlEntry } from './contexts.js';
import { shifted, type Hit } from './hit.js';
import { privateKey, type PemCaches } from './pem.js';
import { loginPassword } from './logins.js';
import {
  airtableToken,
  azureClientSecret,
  familyToken,
  mailchimpKey,
  telegramToken,
  terraformToken,
} from './providers.js';
import { ANCHOR_LENGTHS, collectTriggers, FAMILIES, KIND, KINDS } from './triggers.js';
import { releaseTriggers, sortTriggers, triggerAt, triggerMark } from './trigger-stack.js';
import { urlCredential } from './urls.js';

export type { Hit } from './hit.js';

/**
 * Scan `text` for secrets and append them to `out` in order, never overlapping. With
 * `providersOnly`, only self-evident credentials are looked for (provider tokens, URLs,
 * keys, `Bearer`/`Basic`), not names and their values: used on a value already cut out.
 *
 * Triggers are handled in order; each handler returns where scanning may resume, and a
 * trigger inside what an earlier handler consumed is skipped. A handler that declines
 * returns no more than its own position, so another trigger at the same place still runs.
 */
export function scanText(text: string, providersOnly: boolean, out: Hit[]): void {
  const pem: PemCaches = { begin: { from: -1, at: -1 }, end: { from: -1, at: -1 } };
  const variables: VariableCache = { next: -2, last: -1 };
  let pos = 0;
  // Names are read back at most to the end of the last finding: a handler that declined may
  // have skipped over text that still ends in a name (`X-API-Key:` after a failed `API-…` token).
  let hitEnd = 0;
  const before = out.length;
  const mark = triggerMark();
  try {
    collectTriggers(text, !providersOnly);
    const end = triggerMark();
    sortTriggers(mark);
    for (let t = mark; t < end; t++) {
      const code = triggerAt(t);
      const at = Math.floor(code / KINDS);
      if (at < pos) continue;
      const kind = code - at * KINDS;
      pos = Math.max(pos, handle(text, at, kind, hitEnd, out, pem, variables));
      if (out.length > before) hitEnd = out[out.length - 1]!.end;
    }
  } finally {
    releaseTriggers(mark);
  }
}

/**
 * Scan the part of `text` from `start` to `end` as a text of its own (`providersOnly` as for `scanText`: a value
 * already cut out, or what stands before one) and append its findings to `out`, placed in `text`; returns how many it
 * found.
 */
export function scanPart(text: string, start: number, end: number, providersOnly: boolean, out: Hit[]): number {
  const hits: Hit[] = [];
  scanText(text.slice(start, end), providersOnly, hits);
  for (const hit of hits) out.push(shifted(hit, start));
  return hits.length;
}

/** A handler that reads nothing but the text, where its trigger sits and the hits so far. */
type PlainHandler = (text: string, at: number, out: Hit[]) => number;

/** The plain handlers, indexed by trigger kind (`undefined` for a kind that needs more). */
const PLAIN_HANDLERS: ReadonlyArray<PlainHandler | undefined> = (() => {
  const table: Array<PlainHandler | undefined> = new Array<PlainHandler | undefined>(KIND.assign).fill(undefined);
  table[KIND.url] = urlCredential;
  table[KIND.telegram] = telegramToken;
  table[KIND.azure] = azureClientSecret;
  table[KIND.terraform] = terraformToken;
  table[KIND.airtable] = airtableToken;
  table[KIND.mailchimp] = mailchimpKey;
  table[KIND.longFlag] = longFlag;
  table[KIND.shortFlag] = shortFlag;
  table[KIND.xmlElement] = xmlElement;
  table[KIND.xmlEntry] = xmlEntry;
  table[KIND.ownedValue] = ownedValue;
  table[KIND.login] = loginPassword;
  return table;
})();

function handle(
  text: string,
  at: number,
  kind: number,
  floor: number,
  out: Hit[],
  pem: PemCaches,
  variables: VariableCache,
): number {
  if (kind >= KIND.family)
    return familyToken(text, at, FAMILIES[kind - KIND.family]!, ANCHOR_LENGTHS[kind - KIND.family]!, out);
  if (kind >= KIND.prose) return proseWord(text, at, kind - KIND.prose, floor, out);
  if (kind >= KIND.assign) return assignment(text, at, kind - KIND.assign, floor, out);
  const plain = PLAIN_HANDLERS[kind];
  if (plain !== undefined) return plain(text, at, out);
  switch (kind) {
    case KIND.pem:
      return privateKey(text, at, out, pem);
    case KIND.bearer:
      return authCredential(text, at, 6, false, out);
    case KIND.basic:
      return authCredential(text, at, 5, false, out);
    case KIND.terraformDefault:
      return terraformDefault(text, at, variables, out);
    default:
      return at + 1;
  }
}
