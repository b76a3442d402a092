import type { Rule, RuleScope } from '../lib/rule.js';
import { decisionRules } from './decision-rules.js';
import { handoffRules } from './handoff-rules.js';
import secret from './secret.js';

/** Every rule, sorted by id. */
export const rules: ReadonlyArray<Rule<RuleScope, string>> = [...decisionRules, ...handoffRules, secret].sort((a, b) =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
);
