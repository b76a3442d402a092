import type { Rule, RuleScope } from '../lib/rule.js';

/** The handoff Markdown rules of SPEC §2.4. */
export const handoffRules: ReadonlyArray<Rule<RuleScope, string>> = [];
