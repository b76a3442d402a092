import {
  checkpointForSession,
  checkpointOf,
  readRejectionsState,
  redactRejectionText,
  type RejectionsState,
} from '@handoff/core/rejections';

// With deliverCheckpoint, the rejections store's functions the hooks use: they load on
// demand through this one module, so the bundled hook entry keeps the store, the secret
// scanner its redaction runs and the lock in a chunk that only a delivery or a shell
// command past the gate loads.
export { goQuote, readRejectionsState } from '@handoff/core/rejections';

/**
 * The checkpoint text when `session` lacks its current version (recording the delivery),
 * else null. `reset` forgets the session's earlier delivery first (its context was
 * emptied). The state is read without the lock first, so the common case (nothing to
 * deliver) takes no lock and writes nothing; the store decides again under its lock, so
 * parallel hooks deliver once.
 */
export async function deliverCheckpoint(
  dir: string,
  session: string,
  options: { reset?: boolean; state?: RejectionsState | null } = {},
): Promise<string | null> {
  const state = options.state !== undefined ? options.state : await readRejectionsState(dir);
  if (state === null) return null;
  const version = checkpointOf(state, redactRejectionText).version;
  const received = state.deliveries.find((delivery) => delivery.session === session)?.version;
  if (!options.reset && received === version) return null;
  const delivery = await checkpointForSession(dir, { session, ...(options.reset ? { failedTurn: session } : {}) });
  return delivery.ok && delivery.delivered ? delivery.text.trim() : null;
}
