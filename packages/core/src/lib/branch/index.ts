export { commitHandoff, MAX_HANDOFF_BYTES, type CommitOutcome, type CommitRefusal } from './commit.js';
export { repositoryRoot } from './git.js';
export { orient, renderOrientation, type OrientationBrief } from './orient.js';
export { renderBranchHandoff } from './render.js';
export { seedFromPlan, type BranchHandoffSeed } from './seed.js';
export { HandoffSecretError, writeBranchHandoff } from './write.js';
