export {
  executorBrief,
  MissingSectionError,
  verifierBrief,
  type BriefItem,
  type ExecutorBrief,
  type VerifierBrief,
} from './brief.js';
export { renderExecutorBrief, renderVerifierBrief } from './render.js';
