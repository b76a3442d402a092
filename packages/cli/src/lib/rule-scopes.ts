import type { RuleScope } from '@handoff/linter';

/** Which files a rule of each scope reads, as `handoff rules` and the README's rule table say it. */
export const SCOPE_FILES: Readonly<Record<RuleScope, string>> = {
  decisions: 'plan, summary',
  pair: 'summary ↔ plan',
  unpaired: 'a summary with no plan',
  handoff: 'handoff',
  text: 'every kind',
  unclassified: 'a named file of no kind',
};
