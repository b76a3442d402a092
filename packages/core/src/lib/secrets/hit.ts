import type { SecretCategory } from './categories.js';

/** A secret's place in the scanned text, as offsets (end exclusive). */
export interface Hit {
  category: SecretCategory;
  start: number;
  end: number;
  /**
   * A vendor's published example, a local-development placeholder, a token shown cut short (examples.ts) or a key the
   * text names one for browsers (browser-keys.ts): the linter may let it pass.
   */
  example?: true;
}

/** `hit` moved by `offset` code units: a finding of a nested scan, placed in the text that holds the value. */
export function shifted(hit: Hit, offset: number): Hit {
  return { ...hit, start: hit.start + offset, end: hit.end + offset };
}
