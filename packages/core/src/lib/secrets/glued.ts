import { boundary } from './chars.js';
import type { Hit } from './hit.js';
import { familyToken, type TokenFamily } from './providers.js';
import { ANCHOR_LENGTHS, FAMILIES } from './triggers.js';

/** The shortest segment that can hold a glued token: one character and the shortest token (a Slack `xoxb-` and 10). */
const MIN_GLUED = 16;

/**
 * Provider tokens glued to the word before them, looked for in names only (a path segment,
 * a title, an argument): a folder `dghp_…`, a file `my_sk_live_…`, a branch `buildglpat-…`.
 * In text a token starts at a word boundary, and a prefix inside a word (`Taskghp_`) is not
 * one; but a name is often built by gluing words, so there a family's anchor after a letter,
 * digit or `_` counts when the run from the anchor has the family's whole shape and length
 * (the checks a token at a boundary passes), so an ordinary name (`desk-lamp`,
 * `sk_live_test`, `mask_12`) is left alone. One pass over the name; returns the tokens in
 * order, not overlapping.
 */
export function gluedTokens(name: string): Hit[] {
  const hits: Hit[] = [];
  // Most segments of a line are words: too short to hold a character and a token.
  if (name.length < MIN_GLUED) return hits;
  for (let k = 1; k < name.length; k++) {
    const c = name.charCodeAt(k);
    const candidates = c < 128 ? BY_FIRST[c] : undefined;
    if (candidates === undefined || boundary(name, k)) continue;
    for (const { anchor, family, anchorLength } of candidates) {
      if (!name.startsWith(anchor, k)) continue;
      const before = hits.length;
      const resume = familyToken(name, k, family, anchorLength, hits);
      if (hits.length > before) {
        k = resume - 1;
        break;
      }
    }
  }
  return hits;
}

/** Every family's anchors by their first character. */
const BY_FIRST: Array<Array<{ anchor: string; family: TokenFamily; anchorLength: number }> | undefined> = (() => {
  const table: Array<Array<{ anchor: string; family: TokenFamily; anchorLength: number }> | undefined> = [];
  FAMILIES.forEach((family, index) => {
    for (const anchor of family.anchors)
      (table[anchor.charCodeAt(0)] ??= []).push({ anchor, family, anchorLength: ANCHOR_LENGTHS[index]! });
  });
  return table;
})();
