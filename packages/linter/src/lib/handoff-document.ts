import type { Root } from 'mdast';
import type { Span } from '@handoff/core';

/** The six sections of a handoff document (SPEC §3.2), in their required order. */
export type HandoffSectionName = 'goal' | 'status' | 'activeFiles' | 'changes' | 'failedApproaches' | 'nextSteps';

/** One recognised h2 section of a handoff document and the root nodes under it. */
export interface HandoffSectionNode {
  name: HandoffSectionName;
  headingText: string;
  heading: Span;
  /** Index range of the section's content in `root.children` (end exclusive). */
  children: [number, number];
}

/** A RESUME.md / HANDOFF.md read for the handoff rules. */
export interface HandoffDocument {
  root: Root;
  /** The first match of each section, in document order. */
  sections: HandoffSectionNode[];
}

/**
 * Read a handoff document for the handoff rules.
 * Placeholder until the handoff rules land: recognises no section.
 */
export function parseHandoffDocument(text: string): HandoffDocument {
  return { root: { type: 'root', children: [] }, sections: text.length < 0 ? [] : [] };
}
