// The lint read path alone: what `handoff lint` loads. No TypeBox, no ajv, no renderer.
export type { Point, Span } from './lib/position.js';
export type { FrontMatter, FrontMatterBlock } from './lib/markdown/front-matter.js';
export { findFrontMatter, readFrontMatter } from './lib/markdown/front-matter.js';
// The byte-order-mark policy (docs/architecture.md, "A byte-order mark"): one module for every package.
export { hasBom, stripBom } from './lib/markdown/bom.js';
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
// The document vocabulary, one table each: what the linter's rules and messages name.
export { BUCKETS, BUCKET_FIELDS, BUCKET_PREFIX, SECTION_TITLE, canonicalLabel } from './lib/decisions/vocabulary.js';
export { HANDOFF_SECTIONS, HANDOFF_STATUSES, type HandoffSectionName } from './lib/handoff-vocabulary.js';
// The synonym table of hand-written handoffs and how a heading is matched against it.
export {
  HANDOFF_CONCEPT_PHRASES,
  SPECIFIC_CONCEPT_PHRASES,
  type ConceptLanguage,
  type ConceptPhrases,
  type HandoffConcept,
} from './lib/handoff-concepts.js';
export {
  conceptOfHeading,
  conceptTable,
  headingMainPart,
  type ConceptPhraseExtension,
  type ConceptTable,
} from './lib/handoff-document/concepts.js';
// What a file's head says about its kind: its outline, and the evidence the outline gives.
export { leadingTitle, readOutline, type Outline, type OutlineHeading } from './lib/markdown/outline.js';
export { openingLabel, openingPartLabel } from './lib/markdown/label.js';
export { EVIDENCE_NEEDED, kindEvidence, type EvidenceItem, type KindEvidence } from './lib/kind-evidence.js';
export {
  HANDOFF_FOLDERS,
  fileNameWords,
  isHandoffName,
  titleMayNameHandoff,
  namesOnlyNextSteps,
  titleNamesHandoff,
} from './lib/handoff-document/names.js';
// Which lines and code spans of a next step are commands a reader can run.
export {
  isInvocation,
  leadsIntoCommand,
  lineNamesScript,
  startsWithCommand,
  tellsToRun,
} from './lib/handoff-document/commands.js';
export { MIN_LENGTH } from './lib/session/constants.js';
export {
  isMarkdownParserLoaded,
  loadMarkdownParser,
  parseMarkdown,
  withMarkdownParseGuard,
  type MarkdownParseGuard,
} from './lib/markdown/tree.js';
export { parseMarkdownBlocks } from './lib/markdown/blocks.js';
export {
  inPlansFolder,
  inSpecFeatureFolder,
  kindFromFileName,
  kindOpeningName,
  planFileNameFor,
  type DocumentKind,
} from './lib/decisions/pairing.js';
// The handoff-document model (RESUME.md / HANDOFF.md): what the linter's handoff rules read.
export {
  HANDOFF_TEXT,
  LAYOUT_HEADINGS_NEEDED,
  findSection,
  parseHandoffDocument,
  sectionContent,
  spanOf,
  type HandoffDocument,
  type HandoffLayout,
  type HandoffSectionNode,
  type ParseHandoffOptions,
} from './lib/handoff-document/document.js';
export { noneReason, sectionItems } from './lib/handoff-document/items.js';
export {
  closesEveryTask,
  statesNothingLeft,
  statesNotStarted,
  statesWorkComplete,
} from './lib/handoff-document/nothing-left.js';
// An approach given up, with its reason, written in any section: a failed approach recorded.
export { recordsDroppedApproach } from './lib/handoff-document/dropped.js';
// A hand-over that tells of trouble met (a section of problems, a problem with its cause or fix) gives an account.
export { tellsOfTrouble } from './lib/handoff-document/trouble.js';
// A hand-over that sends its reader to another file for the whole record: its records stand there.
export { pointsToFullRecord } from './lib/handoff-document/pointers.js';
// A next-steps section of ideas to weigh holds no step awaiting a command.
export { leavesStepsToPerson, offersIdeasOnly } from './lib/handoff-document/ideas.js';
// The one mdast-to-text reading of both document models.
export { plainText, type PlainTextOptions } from './lib/markdown/plain-text.js';
export { paragraphsIn } from './lib/markdown/paragraphs.js';
