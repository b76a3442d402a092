export {
  commitHandoff,
  HandoffSecretError,
  MAX_HANDOFF_BYTES,
  orient,
  renderBranchHandoff,
  renderOrientation,
  repositoryRoot,
  seedFromPlan,
  writeBranchHandoff,
} from './lib/branch/index.js';
export type { BranchHandoffSeed, CommitOutcome, CommitRefusal, OrientationBrief } from './lib/branch/index.js';
