export { goQuote } from './go-quote.js';
export {
  HANDOFF_COMMAND_USAGE,
  HANDOFF_FORGET_USAGE,
  parseGoInt,
  parseHandoffCommand,
  splitRejectionNote,
  type HandoffCommand,
  type RejectionNote,
} from './parse.js';
export {
  CHECKPOINT_BUDGET_BYTES,
  CHECKPOINT_HEADER,
  MAX_NOTE_BYTES,
  checkpointVersion,
  renderCheckpointText,
  renderEntries,
  type RejectedApproach,
} from './render.js';
export { redactRejectionText } from './redact.js';
export {
  MAX_DELIVERIES,
  addRejection,
  checkpointOf,
  clearRejections,
  deliverCheckpoint,
  forgetRejection,
  invalidateDelivery,
  type Added,
  type Checkpoint,
  type Delivery,
  type DeliveryResult,
  type Refusal,
  type RefusalCode,
  type RejectionsState,
  type Removed,
} from './model.js';
export {
  RejectionsStateError,
  checkpointForSession,
  clearRecordedRejections,
  forgetRecordedRejection,
  listRejections,
  readCheckpoint,
  readRejectionsState,
  recordRejection,
  rejectionsStatePath,
  type CheckpointRequest,
} from './store.js';
export {
  INTERRUPTED_TURN_MARKER,
  parseTranscriptJsonl,
  recordedToolFailed,
  switchReminder,
  type ParsedTranscript,
  type SwitchReminder,
  type TranscriptMessage,
} from './remind.js';
