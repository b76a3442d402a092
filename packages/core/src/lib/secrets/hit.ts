import type { SecretCategory } from './categories.js';

/** A secret's place in the scanned text, as offsets (end exclusive). */
export interface Hit {
  category: SecretCategory;
  start: number;
  end: number;
}
