export { MAX_PATTERN_BYTES, MIN_LENGTH } from './lib/session/constants.js';
export type {
  ActiveFileEntry,
  ChangeEntry,
  FailedApproachEntry,
  HandoffRecord,
  HandoffStatusWord,
  NextStepEntry,
} from './lib/session/schema.js';
export { DEFECT_CODES, formatDefect, type Defect, type DefectCode } from './lib/session/defects.js';
export {
  handoffRecordJsonSchema,
  validateHandoffRecord,
  type ValidateOptions,
  type ValidationResult,
} from './lib/session/validate.js';
export { renderResume, RESUME_SECTIONS, type RenderOptions } from './lib/session/render.js';
export { formatLearnings, learningCandidates, type LearningCandidate } from './lib/session/learnings.js';
export { checkAck, MAX_ACK_LINES, MIN_ACK_LINES, type AckCheck } from './lib/session/ack.js';
export {
  ackHandoff,
  handoffPaths,
  handoffStatus,
  readHandoff,
  readLearnings,
  recordDigest,
  writeHandoff,
  type AckOptions,
  type AckResult,
  type GateState,
  type HandoffPaths,
  type HandoffStatus,
  type StoreOptions,
  type StoredHandoff,
  type WriteResult,
} from './lib/session/store.js';
