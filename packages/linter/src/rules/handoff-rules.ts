import type { Rule } from '../lib/rule.js';
import handoffActiveFileBare from './handoff-active-file-bare.js';
import handoffChangeWithoutWhy from './handoff-change-without-why.js';
import handoffFailedApproachUnexplained from './handoff-failed-approach-unexplained.js';
import handoffFailedApproachesEmpty from './handoff-failed-approaches-empty.js';
import handoffNextStepNoCommand from './handoff-next-step-no-command.js';
import handoffSectionMissing from './handoff-section-missing.js';
import handoffSectionOrder from './handoff-section-order.js';
import handoffStatusInvalid from './handoff-status-invalid.js';

/** The handoff Markdown rules (docs/handoff-rules.md). */
export const handoffRules: ReadonlyArray<Rule> = [
  handoffActiveFileBare,
  handoffChangeWithoutWhy,
  handoffFailedApproachUnexplained,
  handoffFailedApproachesEmpty,
  handoffNextStepNoCommand,
  handoffSectionMissing,
  handoffSectionOrder,
  handoffStatusInvalid,
] as ReadonlyArray<Rule>;
