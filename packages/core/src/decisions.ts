export type { Point, Span } from './lib/position.js';
export type { FrontMatter } from './lib/markdown/front-matter.js';
export { readFrontMatter, makeLocator } from './lib/markdown/front-matter.js';
export type {
  BucketName,
  BucketNode,
  DecisionDocument,
  DecisionItemNode,
  DecisionKind,
  DecisionLandmarks,
  DecisionSectionNode,
  FieldKey,
  IdPrefix,
  PlanBucketName,
  SchemaVersion,
  SummaryBucketName,
} from './lib/decisions/model.js';
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
export { validatePlanDecisions, validateImplementationDecisions, type ValidationIssue, type ValidationResult } from './lib/decisions/validate.js';
