import { join } from 'node:path';
import {
  checkStoreFolders,
  ensureStoreFolders,
  MAX_STORE_FILE_BYTES,
  readStoreText,
  sweepTemps,
  withLock,
  writeFileAtomic,
  type LockOptions,
} from '../store/index.js';
import {
  addRejection,
  checkpointOf,
  clearRejections,
  deliverCheckpoint,
  forgetRejection,
  invalidateDelivery,
  type Added,
  type Checkpoint,
  type DeliveryResult,
  type Refusal,
  type RejectionsState,
  type Removed,
} from './model.js';
import { redactRejectionText } from './redact.js';
import type { RejectedApproach } from './render.js';

/** The state file, relative to the `.handoff` folder. */
const REJECTIONS_STATE_FILE = join('state', 'rejections.json');

/** The state file is unreadable or not ours; nothing was changed. */
export class RejectionsStateError extends Error {
  readonly path: string;
  constructor(path: string, problem: string) {
    super(`${path}: ${problem}; fix the file or delete it to start an empty checkpoint`);
    this.name = 'RejectionsStateError';
    this.path = path;
  }
}

/** Where the state of the `.handoff` folder `dir` lives. */
export function rejectionsStatePath(dir: string): string {
  return join(dir, REJECTIONS_STATE_FILE);
}

/** Read the state of `dir`, or `null` when nothing was ever recorded. */
export async function readRejectionsState(dir: string): Promise<RejectionsState | null> {
  const path = rejectionsStatePath(dir);
  await checkStoreFolders(dir, ['state']);
  const text = await readStoreText(path, MAX_STORE_FILE_BYTES);
  return text === null ? null : decodeState(path, text);
}

/** The current list, in order (entry N is `list[N - 1]`). */
export async function listRejections(dir: string): Promise<RejectedApproach[]> {
  return (await readRejectionsState(dir))?.rejected_approaches ?? [];
}

/** The rendered checkpoint and its version ("" / "" when nothing was ever recorded). */
export async function readCheckpoint(dir: string): Promise<Checkpoint> {
  return checkpointOf(await readRejectionsState(dir), redactRejectionText);
}

/** Record a rejected approach (see {@link addRejection}); a refusal writes nothing. */
export async function recordRejection(
  dir: string,
  note: RejectedApproach,
  options: LockOptions = {},
): Promise<Omit<Added, 'state'> | Refusal> {
  return update(dir, (state) => addRejection(state, note, redactRejectionText), options);
}

/** Remove entry `number` (1-based); a refusal writes nothing. */
export async function forgetRecordedRejection(
  dir: string,
  number: number,
  options: LockOptions = {},
): Promise<Omit<Removed, 'state'> | Refusal> {
  return update(dir, (state) => forgetRejection(state, number, redactRejectionText), options);
}

/** Empty the list (an empty checkpoint that supersedes what sessions saw). */
export async function clearRecordedRejections(dir: string, options: LockOptions = {}): Promise<Omit<Removed, 'state'>> {
  return update(
    dir,
    (state) => {
      const result = clearRejections(state, redactRejectionText);
      return result.removed.length === 0 ? { ...result, state: null } : result;
    },
    options,
  );
}

/** Options of {@link checkpointForSession}. */
export interface CheckpointRequest {
  /** Invalidate this session's delivery first (its last turn failed). */
  failedTurn?: string;
  /** Deliver to this session when it lacks the current version. */
  session?: string;
}

/**
 * Invalidate a failed turn's delivery, then give `session` the checkpoint only when it
 * lacks the current version, recording the delivery.
 */
export async function checkpointForSession(
  dir: string,
  request: CheckpointRequest,
  options: LockOptions = {},
): Promise<Omit<DeliveryResult, 'state'> | Refusal> {
  return update(
    dir,
    (state) => {
      let current = state;
      let changed = false;
      if (request.failedTurn !== undefined) {
        const invalidated = invalidateDelivery(current, request.failedTurn);
        if (!invalidated.ok) return invalidated;
        current = invalidated.state;
        changed = invalidated.changed;
      }
      if (request.session === undefined) {
        const checkpoint = checkpointOf(current, redactRejectionText);
        return { ok: true, delivered: false, version: checkpoint.version, text: '', state: changed ? current : null };
      }
      const delivery = deliverCheckpoint(current, request.session, redactRejectionText);
      if (!delivery.ok) return delivery;
      return { ...delivery, state: delivery.delivered || changed ? delivery.state : null };
    },
    options,
  );
}

type Outcome = { ok: boolean; state?: RejectionsState | null };

/** `Omit` applied to each member of a union, so a refusal stays a refusal. */
type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Read, change and write the state under the store's lock (the one lock every writer of the
 * folder takes). A result with `state: null` (or a refusal) writes nothing; the written file
 * replaces the old one atomically. Temp files a killed writer left are removed first.
 */
async function update<R extends Outcome>(
  dir: string,
  change: (state: RejectionsState | null) => R,
  options: LockOptions,
): Promise<Without<R, 'state'>> {
  const path = rejectionsStatePath(dir);
  return withLock(
    dir,
    async (lock) => {
      await ensureStoreFolders(dir, ['state']);
      await lock.assertHeld();
      await sweepTemps([dir, join(dir, 'state'), join(dir, 'archive')]);
      const text = await readStoreText(path, MAX_STORE_FILE_BYTES);
      const result = change(text === null ? null : decodeState(path, text));
      const { state, ...rest } = result;
      if (result.ok && state)
        await writeFileAtomic(path, encodeState(state), { beforeCommit: () => lock.assertHeld() });
      return rest as Without<R, 'state'>;
    },
    options,
  );
}

/** Serialise the state: stable key order, two-space indent, one trailing newline. */
function encodeState(state: RejectionsState): string {
  const doc = {
    schema: 1,
    rejected_approaches: state.rejected_approaches.map(({ approach, evidence }) => ({ approach, evidence })),
    deliveries: state.deliveries.map(({ session, version }) => ({ session, version })),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

function decodeState(path: string, text: string): RejectionsState {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new RejectionsStateError(path, 'not valid JSON');
  }
  if (!isRecord(doc)) throw new RejectionsStateError(path, 'expected a JSON object');
  if (doc.schema !== 1) {
    // JSON.stringify gives undefined for a missing key, whatever its type says
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- see the line above
    const found = JSON.stringify(doc.schema) ?? 'undefined';
    throw new RejectionsStateError(path, `unsupported \`schema\` ${found}, expected 1`);
  }
  const entries = doc.rejected_approaches;
  if (!Array.isArray(entries)) throw new RejectionsStateError(path, 'expected `rejected_approaches` to be an array');
  entries.forEach((entry, index) => {
    if (!isRecord(entry) || typeof entry.approach !== 'string' || typeof entry.evidence !== 'string') {
      throw new RejectionsStateError(
        path,
        `expected \`rejected_approaches[${index}]\` to hold string \`approach\` and \`evidence\``,
      );
    }
  });
  const deliveries = doc.deliveries ?? [];
  if (!Array.isArray(deliveries)) throw new RejectionsStateError(path, 'expected `deliveries` to be an array');
  deliveries.forEach((delivery, index) => {
    if (!isRecord(delivery) || typeof delivery.session !== 'string' || typeof delivery.version !== 'string') {
      throw new RejectionsStateError(
        path,
        `expected \`deliveries[${index}]\` to hold string \`session\` and \`version\``,
      );
    }
  });
  return {
    rejected_approaches: entries.map((entry: { approach: string; evidence: string }) => ({
      approach: entry.approach,
      evidence: entry.evidence,
    })),
    deliveries: deliveries.map((delivery: { session: string; version: string }) => ({
      session: delivery.session,
      version: delivery.version,
    })),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
