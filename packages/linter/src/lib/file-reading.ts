import type { DocumentKind, EvidenceItem, HandoffLayout } from '@handoff/core/read';

// What a file was read as: the types of a result's `reading` (`handoff lint --print-kinds`), in a
// module of their own so that the results, the rules and the classifier share them without a circle.

/** How a file's kind was found, strongest first (docs/cli.md, "Which files get diagnostics"). */
export type KindSource =
  'front-matter-kind' | 'front-matter-plan' | 'plan-reference' | 'config' | 'file-name' | 'title';

/** Why a file has no kind, for the `kind-unknown` report on a file the user named. */
export type NoKindReason =
  | { why: 'name' }
  | { why: 'excluded'; where: string }
  | { why: 'kind-none' }
  | { why: 'negated'; kind: DocumentKind }
  | { why: 'uncorroborated'; kind: DocumentKind; found: EvidenceItem[] }
  | { why: 'unreported'; kind: DocumentKind; found: EvidenceItem[] }
  | { why: 'template'; kind: DocumentKind; placeholders: string[] }
  | { why: 'blank'; kind: DocumentKind }
  | { why: 'documentation'; kind: DocumentKind; sections: string[] }
  | { why: 'resume'; kind: DocumentKind; sections: string[] }
  | { why: 'meeting'; kind: DocumentKind; sections: string[] }
  | { why: 'business'; kind: DocumentKind; sections: string[] };

/**
 * What a file was read as and why (`handoff lint --print-kinds`, and each result's `reading`):
 * its kind and how it was found, the content that corroborated a name (or fell short), and for
 * a handoff whether it is in the rendered layout.
 */
export interface FileReading {
  kind: DocumentKind | null;
  /** How the kind was found; `null` when the file has none. */
  source: KindSource | null;
  /** For a kind from the name: what in the content corroborates it; for an uncorroborated name: what was found. */
  evidence: EvidenceItem[];
  /** Why the file has no kind; `null` when it has one. */
  noKind: NoKindReason | null;
  /** For a handoff: why it is held to the rendered layout, or `null` for a free-form handoff. */
  layout?: HandoffLayout | null;
  /** For a handoff kept as history (an archive folder, marked superseded): why; the hand-over rules did not run. */
  history?: string;
  /**
   * Whether the file's project has adopted handoff (docs/real-files.md, "Adoption"): where it
   * has not, findings on a kind read from the name and content are warnings. Absent for a file
   * with no kind.
   */
  adopted?: boolean;
}
