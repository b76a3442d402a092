import { trimSpace } from './parse.js';
import { goQuote } from './go-quote.js';
import {
  CHECKPOINT_BUDGET_BYTES,
  MAX_NOTE_BYTES,
  checkpointVersion,
  renderCheckpointText,
  utf8Length,
  type RejectedApproach,
} from './render.js';

/** The last checkpoint version a session received. */
export interface Delivery {
  session: string;
  version: string;
}

/**
 * The persisted checkpoint. An empty list is meaningful (it supersedes entries sessions saw
 * before); "no state" (`null`) means nothing was ever recorded and there is nothing to send.
 */
export interface RejectionsState {
  rejected_approaches: RejectedApproach[];
  deliveries: Delivery[];
}

/** Why a change was refused; the state is untouched in every case. */
export type RefusalCode =
  'no-separator' | 'empty-side' | 'duplicate' | 'over-budget' | 'no-such-entry' | 'invalid-session';

/** A refused change: a stable code and one line for the user. */
export interface Refusal {
  ok: false;
  code: RefusalCode;
  message: string;
}

/** The checkpoint as consumers see it: the rendered text and its version ("" when no state). */
export interface Checkpoint {
  text: string;
  version: string;
}

/** Sessions remembered at most; the oldest delivery record is dropped first. */
export const MAX_DELIVERIES = 1000;

/** The prefix of the transcript lines that mark a checkpoint change (the reminder's window). */
export const HANDOFF_DECISION_PREFIX = '[Handoff decision';

/** The empty state a first change starts from. */
function emptyState(): RejectionsState {
  return { rejected_approaches: [], deliveries: [] };
}

/** Render `state` and compute its version; no state gives empty text and version. */
export function checkpointOf(state: RejectionsState | null, redact?: (text: string) => string): Checkpoint {
  if (state === null) return { text: '', version: '' };
  const text = renderCheckpointText(state.rejected_approaches, redact);
  return { text, version: checkpointVersion(text) };
}

/** A recorded addition. */
export interface Added {
  ok: true;
  state: RejectionsState;
  /** 1-based number of the new entry in the current list. */
  number: number;
  entry: RejectedApproach;
  checkpoint: Checkpoint;
  /** The line to append to an agent transcript, as the published design does. */
  transcriptNote: string;
}

/**
 * Add an entry: both sides trimmed and non-empty, redacted, not an exact duplicate, and the
 * rendered checkpoint within {@link CHECKPOINT_BUDGET_BYTES}. Pure: returns the new state.
 */
export function addRejection(
  state: RejectionsState | null,
  note: RejectedApproach,
  redact: (text: string) => string,
): Added | Refusal {
  const noteBytes = utf8Length(note.approach) + utf8Length(note.evidence);
  if (noteBytes > MAX_NOTE_BYTES) {
    return refuse(
      'over-budget',
      `the note is ${noteBytes} bytes; the checkpoint holds ${CHECKPOINT_BUDGET_BYTES} bytes at most (12 KiB), ` +
        `so it was not recorded; shorten it`,
    );
  }
  const approach = trimSpace(note.approach);
  const evidence = trimSpace(note.evidence);
  if (approach === '' || evidence === '') {
    return refuse('empty-side', 'both an approach and evidence are required');
  }
  const entry = { approach: redact(approach), evidence: redact(evidence) };
  const current = state ?? emptyState();
  if (current.rejected_approaches.some((old) => old.approach === entry.approach && old.evidence === entry.evidence)) {
    return refuse('duplicate', 'this rejected approach and evidence are already recorded');
  }
  const next: RejectionsState = { ...current, rejected_approaches: [...current.rejected_approaches, entry] };
  const checkpoint = checkpointOf(next, redact);
  const size = utf8Length(checkpoint.text);
  if (size > CHECKPOINT_BUDGET_BYTES) {
    return refuse(
      'over-budget',
      `the checkpoint would be ${size} bytes, over the 12 KiB budget (${CHECKPOINT_BUDGET_BYTES} bytes); ` +
        `shorten the note or forget an older entry`,
    );
  }
  return {
    ok: true,
    state: next,
    number: next.rejected_approaches.length,
    entry,
    checkpoint,
    transcriptNote:
      `${HANDOFF_DECISION_PREFIX}] Rejected approach: ${goQuote(entry.approach)}. Evidence: ` +
      `${goQuote(entry.evidence)}.`,
  };
}

/** A removal or a clear that went through. */
export interface Removed {
  ok: true;
  state: RejectionsState;
  removed: RejectedApproach[];
  checkpoint: Checkpoint;
  /** The line to append to an agent transcript ("" when nothing was removed). */
  transcriptNote: string;
}

/** Remove entry `number` (1-based, in the current list). Pure: returns the new state. */
export function forgetRejection(
  state: RejectionsState | null,
  number: number,
  redact?: (text: string) => string,
): Removed | Refusal {
  const list = state?.rejected_approaches ?? [];
  if (state === null || !Number.isInteger(number) || number < 1 || number > list.length) {
    return refuse(
      'no-such-entry',
      `no rejected approach numbered ${number}; run \`handoff rejections\` to list entries`,
    );
  }
  const removed = list[number - 1]!;
  const next: RejectionsState = { ...state, rejected_approaches: list.filter((_, index) => index !== number - 1) };
  return {
    ok: true,
    state: next,
    removed: [removed],
    checkpoint: checkpointOf(next, redact),
    transcriptNote:
      `${HANDOFF_DECISION_PREFIX} removed] The user removed the rejection of ` +
      `${goQuote(removed.approach)}; the current handoff checkpoint supersedes older handoff notes.`,
  };
}

/**
 * Empty the list. The state stays (an empty checkpoint supersedes what sessions saw), so
 * every session receives "No active rejected approaches." once.
 */
export function clearRejections(state: RejectionsState | null, redact?: (text: string) => string): Removed {
  const current = state ?? emptyState();
  const next: RejectionsState = { ...current, rejected_approaches: [] };
  const removed = current.rejected_approaches;
  return {
    ok: true,
    state: state === null ? current : next,
    removed,
    checkpoint: checkpointOf(state === null ? null : next, redact),
    transcriptNote:
      removed.length === 0
        ? ''
        : `${HANDOFF_DECISION_PREFIX} removed] The user cleared all ${removed.length} rejected approaches; ` +
          `the current handoff checkpoint supersedes older handoff notes.`,
  };
}

/** What a session gets when it asks for the checkpoint. */
export interface DeliveryResult {
  ok: true;
  /** True when `text` must be sent to the session (and the delivery was recorded). */
  delivered: boolean;
  version: string;
  /** The checkpoint text when delivered, "" otherwise. */
  text: string;
  state: RejectionsState | null;
}

/**
 * Give `session` the checkpoint only when it has not received the current version (a new
 * session, a changed checkpoint, or a delivery a failed turn invalidated), and record it.
 */
export function deliverCheckpoint(
  state: RejectionsState | null,
  session: string,
  redact?: (text: string) => string,
): DeliveryResult | Refusal {
  const invalid = checkSession(session);
  if (invalid) return invalid;
  const checkpoint = checkpointOf(state, redact);
  if (state === null) return { ok: true, delivered: false, version: '', text: '', state };
  const previous = state.deliveries.find((delivery) => delivery.session === session);
  if (previous?.version === checkpoint.version)
    return { ok: true, delivered: false, version: checkpoint.version, text: '', state };
  const deliveries = [
    ...state.deliveries.filter((delivery) => delivery.session !== session),
    { session, version: checkpoint.version },
  ];
  return {
    ok: true,
    delivered: true,
    version: checkpoint.version,
    text: checkpoint.text,
    state: { ...state, deliveries: deliveries.slice(-MAX_DELIVERIES) },
  };
}

/** Forget what `session` received, so its next request gets the checkpoint again (a failed turn). */
export function invalidateDelivery(
  state: RejectionsState | null,
  session: string,
): { ok: true; state: RejectionsState | null; changed: boolean } | Refusal {
  const invalid = checkSession(session);
  if (invalid) return invalid;
  if (state === null || !state.deliveries.some((delivery) => delivery.session === session))
    return { ok: true, state, changed: false };
  return {
    ok: true,
    state: { ...state, deliveries: state.deliveries.filter((delivery) => delivery.session !== session) },
    changed: true,
  };
}

/** A session id: 1–512 characters, no control characters. */
function checkSession(session: string): Refusal | null {
  if (session.length === 0 || session.length > 512 || /\p{Cc}/u.test(session)) {
    return refuse('invalid-session', 'a session id must be 1 to 512 characters without control characters');
  }
  return null;
}

function refuse(code: RefusalCode, message: string): Refusal {
  return { ok: false, code, message };
}
