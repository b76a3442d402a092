// `## Plan Decisions` / `## Implementation Decisions`: the lint model and how a file is
// paired and classified (the same functions `@handoff/core/read` bundles), and the typed
// model with its schema, validation, rendering and upsert. The vocabulary tables and the
// Markdown parser the lint model is built on stay on `@handoff/core/read`.
export type { FrontMatter } from './lib/markdown/front-matter.js';
export { readFrontMatter } from './lib/markdown/front-matter.js';
export type { DecisionDocument, DecisionKind } from './lib/decisions/model.js';
export { parseDecisionDocument, type ParseDecisionOptions } from './lib/decisions/parse.js';
export { kindFromFileName, planFileNameFor, type DocumentKind } from './lib/decisions/pairing.js';
export {
  PlanDecisionsSchema,
  ImplementationDecisionsSchema,
  type PlanDecisions,
  type LockedDecision,
  type OpenDecision,
  type RejectedAlternative,
  type ImplementationDecisions,
  type TakenDecision,
  type Deviation,
  type OpenQuestion,
} from './lib/decisions/typed-model.js';
export { parsePlanDecisions, parseImplementationDecisions } from './lib/decisions/typed-parse.js';
export { renderPlanDecisions, renderImplementationDecisions } from './lib/decisions/render.js';
export { upsertDecisionSection } from './lib/decisions/upsert.js';
export { appendTakenItems, untakenOpenDecisions, type NewTakenDecision } from './lib/decisions/append-taken.js';
export {
  validatePlanDecisions,
  validateImplementationDecisions,
  type ValidationIssue,
  type ValidationResult,
} from './lib/decisions/validate.js';
