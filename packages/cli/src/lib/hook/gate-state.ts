// The session store's reading functions, loaded by the hooks on demand through this one
// module: the bundled hook entry (scripts/bundle.mjs) keeps them and the store's `node:crypto`
// in a chunk of their own, so a reading tool is answered without loading either.
export { handoffStatus, readHandoff } from '@handoff/core/session';
