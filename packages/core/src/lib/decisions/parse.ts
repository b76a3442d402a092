import type { DecisionDocument, DecisionKind } from './model.js';
import { readFrontMatter } from '../markdown/front-matter.js';

/**
 * Read a plan or summary for linting.
 * Placeholder until the decision parser lands: reads front matter only.
 */
export function parseDecisionDocument(text: string, kind: DecisionKind): DecisionDocument {
  const frontMatter = readFrontMatter(text);
  return { kind, frontMatter, schema: { value: null, supported: true, span: null }, sections: [], landmarks: {} };
}
