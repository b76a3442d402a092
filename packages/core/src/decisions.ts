export * from './read.js';
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
export { validatePlanDecisions, validateImplementationDecisions, type ValidationIssue, type ValidationResult } from './lib/decisions/validate.js';
