import { stripBom } from '../markdown/bom.js';
import { readFrontMatter, type FrontMatter } from '../markdown/front-matter.js';
import type { DecisionDocument, DecisionKind } from './model.js';
import { readTree, type TreeReading } from './read-tree.js';
import { readSchemaVersion } from './schema-version.js';
import { parseFast } from './fast-path.js';
import { endOf, parseMarkdown } from '../markdown/tree.js';

/** How `parseDecisionDocument` reads the file. */
export interface ParseDecisionOptions {
  /**
   * `fast` (default): give remark only the slices of the file the rules read, found by a
   * line scan, falling back to `full` whenever the scan is not certain. `full`: parse the
   * whole file. Both give deep-equal documents.
   */
  mode?: 'fast' | 'full';
  /**
   * The file's front matter when the caller has read it already (`readFrontMatter` of the
   * text without its byte-order mark), so the YAML is parsed once; `null`: the file has none.
   */
  frontMatter?: FrontMatter | null;
}

/**
 * Read a plan or summary for linting: its decisions sections, buckets, items, fields,
 * landmarks and schema version, each with its position (docs/decisions.md). Never throws on
 * any text. Positions are those of the text without a leading byte-order mark, as remark
 * reads it.
 */
export function parseDecisionDocument(
  text: string,
  kind: DecisionKind,
  options: ParseDecisionOptions = {},
): DecisionDocument {
  const body = stripBom(text);
  const frontMatter = options.frontMatter !== undefined ? options.frontMatter : readFrontMatter(body);
  const schema = readSchemaVersion(frontMatter);
  const reading = (options.mode !== 'full' && parseFast(body, kind, frontMatter)) || readFull(body, kind);
  return { kind, frontMatter, schema, sections: reading.sections, landmarks: reading.landmarks };
}

function readFull(body: string, kind: DecisionKind): Pick<TreeReading, 'sections' | 'landmarks'> {
  const tree = parseMarkdown(body, true);
  const map = (point: { line: number; column: number; offset?: number | undefined }) => ({
    line: point.line,
    column: point.column,
    offset: point.offset ?? 0,
  });
  const { sections, landmarks } = readTree(tree.children, kind, body, map, () => endOf(body));
  return { sections, landmarks };
}
