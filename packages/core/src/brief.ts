export {
  executorBrief,
  MissingSectionError,
  renderExecutorBrief,
  renderVerifierBrief,
  verifierBrief,
} from './lib/brief/index.js';
export type { BriefItem, ExecutorBrief, VerifierBrief } from './lib/brief/index.js';
