import { lintRule, type Plugin } from 'unified-lint-rule';
import { findingsCache, hostRules } from '../findings-by-rule.js';

/**
 * A remark-lint rule plugin. Configure it the remark-lint way: `false` / `'off'` / `0`,
 * `'warn'` / `1`, `'error'` / `2`; with no value it runs at the severity `handoff lint` gives
 * the rule by default.
 */
export type RemarkRule = Plugin;

const findings = findingsCache();
const plugins = new Map<string, RemarkRule>();

/** The ids of every rule the remark preset holds, in the preset's order. */
export function remarkRuleIds(): string[] {
  return hostRules().map((rule) => rule.id);
}

/**
 * The plugin of one rule, the same object on every call, so that a `.remarkrc` naming
 * `@handoff/linter/remark/rules/<id>` reconfigures the plugin the preset added (unified
 * matches plugins by identity).
 */
export function remarkRule(id: string): RemarkRule {
  let plugin = plugins.get(id);
  if (plugin) return plugin;
  const rule = hostRules().find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`@handoff/linter/remark: there is no per-file rule \`${id}\` (the plan ↔ summary rules run only in \`handoff lint\`)`);
  // `remark-lint:` makes the messages remark-lint's, so `<!-- lint disable id -->` filters them.
  const run = lintRule({ origin: `remark-lint:${id}`, url: rule.url }, (_tree, file) => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a VFile made without contents or path has them undefined
    const byRule = findings(file, file.value, () => ({ content: file.value ?? '', filePath: file.path ?? '' }));
    for (const diagnostic of byRule.get(id) ?? []) {
      file.message(diagnostic.message, {
        start: { line: diagnostic.line, column: diagnostic.column },
        end: { line: diagnostic.endLine, column: diagnostic.endColumn },
      });
    }
  });
  const byDefault = [rule.defaultSeverity] as const;
  plugin = function (this: unknown, config) {
    return run.call(this, config === undefined ? byDefault : config);
  };
  Object.defineProperty(plugin, 'name', { value: `remark-lint:${id}` });
  plugins.set(id, plugin);
  return plugin;
}
