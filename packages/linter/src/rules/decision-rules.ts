import type { Rule, RuleScope } from '../lib/rule.js';

/** The plan/summary rules and the plan ↔ summary rules of SPEC §2.4. */
export const decisionRules: ReadonlyArray<Rule<RuleScope, string>> = [];
