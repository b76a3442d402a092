import type { Root } from 'mdast';
import type { Plugin, Transformer } from 'unified';
import { findingsCache, hostRules } from '../findings-by-rule.js';

/**
 * A remark-lint rule plugin. Configure it the remark-lint way: `false` / `'off'` / `0`,
 * `'warn'` / `'on'` / `true` / `1`, `'error'` / `2` (or `[severity, options]`, the options
 * ignored: a rule's options come from `.handoffrc`). With no value it reports at the severity
 * the file's handoff config gives the rule (its default without one).
 */
export type RemarkRule = Plugin<[unknown?], Root>;

const findings = findingsCache();
const plugins = new Map<string, RemarkRule>();

/** The ids of every rule the remark preset holds, in the preset's order. */
export function remarkRuleIds(): string[] {
  return hostRules().map((rule) => rule.id);
}

/**
 * The plugin of one rule, the same object on every call, so that a `.remarkrc` naming
 * `@handoff/linter/remark/rules/<id>` reconfigures the plugin the preset added (unified
 * matches plugins by identity). Its messages are remark-lint's (`source: 'remark-lint'`), so
 * `<!-- lint disable id -->` (remark-lint's `remark-message-control`) filters them.
 */
export function remarkRule(id: string): RemarkRule {
  let plugin = plugins.get(id);
  if (plugin) return plugin;
  const rule = hostRules().find((candidate) => candidate.id === id);
  if (!rule)
    throw new Error(
      `@handoff/linter/remark: there is no per-file rule \`${id}\` (the plan ↔ summary rules run ` +
        `only in \`handoff lint\`)`,
    );
  plugin = function (config?: unknown) {
    const severity = severityOf(id, config);
    if (severity === 'off') return;
    const transform: Transformer<Root> = (_tree, file) => {
      /* eslint-disable-next-line @typescript-eslint/no-unnecessary-condition --
         a VFile made without contents or path has them undefined */
      const byRule = findings(file, file.value, () => ({ content: file.value ?? '', filePath: file.path ?? '' }));
      for (const diagnostic of byRule.get(id) ?? []) {
        const message = file.message(diagnostic.message, {
          place: {
            start: { line: diagnostic.line, column: diagnostic.column },
            end: { line: diagnostic.endLine, column: diagnostic.endColumn },
          },
          ruleId: id,
          source: 'remark-lint',
        });
        message.fatal = (severity ?? (diagnostic.severity === 2 ? 'error' : 'warn')) === 'error';
        message.url = rule.url;
      }
    };
    return transform;
  };
  Object.defineProperty(plugin, 'name', { value: `remark-lint:${id}` });
  plugins.set(id, plugin);
  return plugin;
}

/** The severity a `.remarkrc` gives a rule, or `undefined` when it gives none (the handoff config's then applies). */
function severityOf(id: string, config: unknown): 'off' | 'warn' | 'error' | undefined {
  const level: unknown = Array.isArray(config) ? config[0] : config;
  switch (level) {
    case undefined:
    case null:
      return undefined;
    case false:
    case 'off':
    case 0:
      return 'off';
    case true:
    case 'on':
    case 'warn':
    case 1:
      return 'warn';
    case 'error':
    case 2:
      return 'error';
    default:
      // An options object alone (remark-lint's shorthand): the rule at its handoff severity.
      if (typeof level === 'object' && !Array.isArray(config)) return undefined;
      throw new Error(
        `@handoff/linter/remark: \`${id}\`: unexpected severity ${JSON.stringify(level)}, ` +
          `expected off, warn, error, 0, 1 or 2`,
      );
  }
}
