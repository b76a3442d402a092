import type { HandoffConfig } from '../config.js';
import { rules as registry } from '../../rules/index.js';
import { TIME_BASE_MS } from '../parse-budget.js';
import { optionsFor, type RuleOptions } from '../rule-options.js';
import type { Rule, RuleSettings } from '../rule.js';

/**
 * What one config makes of the run's rules: the rules, their severities and options, and the time budget of a small
 * file.
 */
export interface RuleSet {
  rules: ReadonlyArray<Rule>;
  settings: RuleSettings;
  options: RuleOptions;
  timeBaseMs: number;
}

/**
 * The rule set of each config of a run, built once per config (so the engine plans each
 * config's rules once): the config's severities with the run's overrides (`--rule`) on top,
 * and the config's rule options.
 */
export class RuleSets {
  readonly #rules: ReadonlyArray<Rule>;
  readonly #overrides: RuleSettings | undefined;
  readonly #byConfig = new WeakMap<HandoffConfig, RuleSet>();

  constructor(rules: ReadonlyArray<Rule>, overrides?: RuleSettings) {
    this.#rules = rules;
    this.#overrides = overrides;
  }

  /** The rule set under `config`. */
  forConfig(config: HandoffConfig): RuleSet {
    let set = this.#byConfig.get(config);
    if (!set) {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a config an SDK caller built by hand
      const options = config.ruleOptions ?? {};
      set = {
        rules: this.#rules,
        settings: { ...config.rules, ...this.#overrides },
        options,
        timeBaseMs: timeBudgetOf(this.#rules, options),
      };
      this.#byConfig.set(config, set);
    }
    return set;
  }
}

/**
 * The time budget of a small file, in milliseconds, under `config` (the `timeBudgetMs` option
 * of `parse-budget-exceeded`; a file gets twice as much more per MiB): what a caller that bounds a
 * lint from outside (the language server's lint threads) sizes its own limit by.
 */
export function parseTimeBudgetOf(config: HandoffConfig): number {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a config an SDK caller built by hand
  return timeBudgetOf(registry, config.ruleOptions ?? {});
}

/**
 * The time budget of a small file: the `timeBudgetMs` option of the rule that reports the
 * parse budget (`meta.guardsParse`), read whether that rule is on or off; the default without one.
 */
function timeBudgetOf(rules: ReadonlyArray<Rule>, options: RuleOptions): number {
  const guard = rules.find((rule) => rule.meta.guardsParse === true);
  const set = guard ? optionsFor(guard, options[guard.id])['timeBudgetMs'] : undefined;
  return typeof set === 'number' ? set : TIME_BASE_MS;
}
