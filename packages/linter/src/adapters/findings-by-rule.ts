import type { Diagnostic } from '../lib/diagnostic.js';
import { ruleUrl } from '../lib/rule.js';
import { FATAL_RULE_ID, lintOneFileSync, perFileRules } from './lint-one-file.js';

/** One rule as a host tool sees it: its id, its one-sentence description, its default severity, its doc. */
export interface HostRule {
  id: string;
  description: string;
  defaultSeverity: 'warn' | 'error';
  url: string;
}

const FATAL_RULE: HostRule = {
  id: FATAL_RULE_ID,
  description:
    'Require a hand-off document that can be read: UTF-8 text without NUL bytes, with valid YAML front matter',
  defaultSeverity: 'error',
  // No rule of `handoff lint` and so no rule page: the adapters' doc says what it carries.
  url: new URL('../../../../docs/markdownlint-remark.md#which-rules-and-where-they-live', ruleUrl(FATAL_RULE_ID)).href,
};

/**
 * Every rule the adapters register, in registry order, then the rule that carries fatal
 * findings. A host tool runs each as its own rule, so each can be configured by its id.
 */
export function hostRules(): HostRule[] {
  return [
    ...perFileRules().map(({ id, meta }) => ({
      id,
      description: meta.description,
      defaultSeverity: meta.defaultSeverity,
      url: ruleUrl(id),
    })),
    FATAL_RULE,
  ];
}

/**
 * A host tool calls each rule once per file, one after another: lint the file once and hand
 * every rule its share. The host's per-file object (markdownlint's frozen `lines`, remark's
 * vfile) is the key; `stamp` (compared with `===`) guards against a host that reuses that
 * object for new text; `load` gives the file's content and name on a miss.
 */
export function findingsCache(): (
  key: object,
  stamp: unknown,
  load: () => { content: string | Uint8Array; filePath: string },
) => Map<string, Diagnostic[]> {
  const cache = new WeakMap<object, { stamp: unknown; byRule: Map<string, Diagnostic[]> }>();
  return (key, stamp, load) => {
    const hit = cache.get(key);
    if (hit && hit.stamp === stamp) return hit.byRule;
    const { content, filePath } = load();
    const byRule = new Map<string, Diagnostic[]>();
    for (const diagnostic of lintOneFileSync(content, filePath)) {
      const id = diagnostic.ruleId ?? FATAL_RULE_ID;
      const list = byRule.get(id);
      if (list) list.push(diagnostic);
      else byRule.set(id, [diagnostic]);
    }
    cache.set(key, { stamp, byRule });
    return byRule;
  };
}
