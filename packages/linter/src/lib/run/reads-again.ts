import { planRules } from '../engine.js';
import type { Entry } from './entry.js';
import type { RuleSet } from './rule-sets.js';

/**
 * Whether pass 2 reads a file's text again (docs/cli.md, "Which files get diagnostics"): a file with a kind is linted;
 * a file of no kind only where the user named it and an `unclassified` rule is on (`--no-warn-unknown-kind`, as a
 * commit hook naming every staged file runs, turns them off). Pass 1 holds the bytes of such files only.
 */
export function readsAgain(entry: Entry, ruleSet: RuleSet): boolean {
  return entry.kind !== null || (entry.explicit && planRules(ruleSet).unclassified.length > 0);
}
