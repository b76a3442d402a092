// The root entry: what a user of the SDK needs for the product's jobs — read, validate and
// render each artefact, the stores' high-level verbs, the secret scanner's main calls, and
// the types those functions take, return or throw. An explicit list on purpose, so a name
// added here is a decision made in review; docs/api.md has the rule and the list. Every name
// comes from an area's subpath, where the rest of that area lives.

// Decision sections of plan.md and summary.md: the located lint model and the typed model.
export {
  appendTakenItems,
  parseDecisionDocument,
  parseImplementationDecisions,
  parsePlanDecisions,
  renderImplementationDecisions,
  renderPlanDecisions,
  untakenOpenDecisions,
  upsertDecisionSection,
  validateImplementationDecisions,
  validatePlanDecisions,
  type DecisionDocument,
  type DecisionKind,
  type ImplementationDecisions,
  type NewTakenDecision,
  type OpenDecision,
  type ParseDecisionOptions,
  type PlanDecisions,
  type ValidationResult,
} from './decisions.js';

// The session handoff record, RESUME.md, and the record's store under `.handoff/`. Both
// areas name their result type ValidationResult; the session one gets a name of its own here.
export {
  ackHandoff,
  formatDefect,
  handoffStatus,
  readHandoff,
  renderResume,
  validateHandoffRecord,
  writeHandoff,
  type AckOptions,
  type AckResult,
  type Defect,
  type HandoffRecord,
  type HandoffStatus,
  type RenderOptions,
  type StoreOptions,
  type StoredHandoff,
  type ValidateOptions,
  type ValidationResult as HandoffRecordValidationResult,
  type WriteResult,
} from './session.js';

// The rejected-approaches store and the checkpoint it renders.
export {
  RejectionsStateError,
  checkpointForSession,
  clearRecordedRejections,
  forgetRecordedRejection,
  listRejections,
  readCheckpoint,
  recordRejection,
  type Added,
  type Checkpoint,
  type CheckpointRequest,
  type DeliveryResult,
  type Refusal,
  type RejectedApproach,
  type Removed,
} from './rejections.js';

// The continuation packet and its READY_READONLY acknowledgement.
export {
  PacketError,
  acceptAck,
  parsePacket,
  renderPacket,
  validatePacket,
  verifyPacket,
  writePacket,
  type AcceptedAck,
  type PacketFields,
  type VerifiedPacket,
  type WrittenPacket,
} from './packet.js';

// The restart decision gate and the session title, as functions of a parsed input.
export { formatSessionTitle, restartGate, type GateAnswer, type SessionTitle, type TitleInput } from './restart.js';

// The committed branch handoff (HANDOFF.md) and the orientation brief.
export {
  HandoffSecretError,
  commitHandoff,
  orient,
  renderBranchHandoff,
  renderOrientation,
  seedFromPlan,
  writeBranchHandoff,
  type BranchHandoffSeed,
  type CommitOutcome,
  type OrientationBrief,
} from './branch.js';

// Executor and verifier briefs.
export {
  MissingSectionError,
  executorBrief,
  renderExecutorBrief,
  renderVerifierBrief,
  verifierBrief,
  type ExecutorBrief,
  type VerifierBrief,
} from './brief.js';

// The secret scanner.
export {
  findSecrets,
  findSecretsInValue,
  redactSecrets,
  type SecretFinding,
  type ValueSecretFinding,
} from './secrets.js';

// What every store verb may throw, and the lock options each writer takes.
export { StoreIoError, StoreRefusal, type LockOptions } from './store.js';
