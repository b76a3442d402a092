export * from './decisions.js';
export * from './secrets.js';
export * from './session.js';
export * from './rejections.js';
export * from './restart.js';
export * from './packet.js';
export * from './branch.js';
export * from './brief.js';
export * from './store.js';
export * from './agent.js';
// Both areas name their result type ValidationResult; the root entry keeps the decisions
// one under that name and the session one under a name of its own.
export type { ValidationResult } from './decisions.js';
export type { ValidationResult as HandoffRecordValidationResult } from './session.js';
