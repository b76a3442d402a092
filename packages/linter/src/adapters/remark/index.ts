import remarkLint from 'remark-lint';
import type { Preset } from 'unified';
import { remarkRule, remarkRuleIds } from './plugins.js';

/**
 * The per-file rules of `handoff lint` as a remark-lint preset: `remark-lint` (for the
 * `<!-- lint disable id -->` comments) and one rule plugin per rule id, each at its default
 * severity, plus `handoff-fatal` for a file that cannot be read. Reconfigure one by naming
 * `@handoff/linter/remark/rules/<id>` after the preset. The plan ↔ summary rules need both
 * files and run only in `handoff lint`.
 */
const remarkPresetHandoff: Preset = { plugins: [remarkLint, ...remarkRuleIds().map(remarkRule)] };

export default remarkPresetHandoff;
export { remarkRule, remarkRuleIds, type RemarkRule } from './plugins.js';
