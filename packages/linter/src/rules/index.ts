import type { Rule } from '../lib/rule.js';
import { decisionRules } from './decision-rules.js';
import { handoffRules } from './handoff-rules.js';
import frontMatterInvalid from './front-matter-invalid.js';
import kindUnknown from './kind-unknown.js';
import parseBudgetExceeded from './parse-budget-exceeded.js';
import secret from './secret.js';
import summaryUnpaired from './summary-unpaired.js';

/** Every rule, sorted by id. */
export const rules: ReadonlyArray<Rule> = [
  ...decisionRules,
  ...handoffRules,
  frontMatterInvalid,
  kindUnknown,
  parseBudgetExceeded,
  secret,
  summaryUnpaired,
].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
