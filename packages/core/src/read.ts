// The lint read path alone: what `handoff lint` loads. No TypeBox, no ajv, no renderer.
export type { Point, Span } from './lib/position.js';
export type { FrontMatter } from './lib/markdown/front-matter.js';
export { readFrontMatter, makeLocator } from './lib/markdown/front-matter.js';
export type {
  BucketName,
  BucketNode,
  DecisionDocument,
  DecisionItemNode,
  DecisionKind,
  DecisionLandmarks,
  DecisionSectionNode,
  FieldKey,
  IdPrefix,
  NearLabelNode,
  PlanBucketName,
  SchemaVersion,
  SummaryBucketName,
} from './lib/decisions/model.js';
export { parseDecisionDocument, type ParseDecisionOptions } from './lib/decisions/parse.js';
export {
  isMarkdownParserLoaded,
  loadMarkdownParser,
  parseMarkdown,
  parseMarkdownBlocks,
  withMarkdownParseGuard,
  type MarkdownParseGuard,
} from './lib/decisions/markdown-tree.js';
export { kindFromFileName, planFileNameFor, type DocumentKind } from './lib/decisions/pairing.js';
