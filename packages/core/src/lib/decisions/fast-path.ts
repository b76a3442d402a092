import type { RootContent } from 'mdast';
import type { Point as UnistPoint } from 'unist';
import type { Point } from '../position.js';
import type { FrontMatter } from '../markdown/front-matter.js';
import type { DecisionKind } from './model.js';
import { readTree, type TreeReading } from './read-tree.js';
import { HTML6, HTML7, scanLines, type LineScan, type ScanTargets } from '../markdown/line-scan.js';
import { endOf, parseMarkdown } from '../markdown/tree.js';
import { readSimpleBlocks } from '../markdown/simple-blocks.js';
import { lineAfter } from '../markdown/lines.js';

/**
 * What the line scan looks for in each kind: the decisions section's heading (`Decision` also
 * matches `Decisions`), a summary's other level-2 headings (its files sections), and a plan's
 * `<objective>` and `<tasks>` landmarks.
 */
const TARGETS: Readonly<Record<DecisionKind, ScanTargets>> = {
  plan: { sectionWords: ['plan', 'decision'], otherHeadingWords: null, landmark: /<\/?(?:objective|tasks)(?![\w-])/i },
  summary: { sectionWords: ['implementation', 'decision'], otherHeadingWords: ['files'], landmark: null },
};

interface Region {
  /** First and past-the-last line of the original text. */
  from: number;
  to: number;
  /** Where the region starts in the original text and in the parsed text. */
  offset: number;
  parsedOffset: number;
  parsedLine: number;
}

/** Which reader read the slices (filled in by `parseFast` when asked; the benchmark's fall-back share reads it). */
export interface FastTrace {
  reader?: 'simple' | 'remark';
}

const ATX_H1_H2 = /^#{1,2}(?:[ \t]|$)/;
const MAX_ATTEMPTS = 4;

/**
 * Read a decision document by parsing only the slices of `text` that hold candidate nodes,
 * each running between two cuts of the line scan, and mapping positions back. Returns
 * `null` whenever it cannot be certain the result equals the full parse's.
 */
export function parseFast(
  text: string,
  kind: DecisionKind,
  frontMatter: FrontMatter | null,
  trace?: FastTrace,
): Pick<TreeReading, 'sections' | 'landmarks'> | null {
  const firstLine = frontMatter ? lineAfter(text, frontMatter.span.end.offset) : 0;
  const scan = scanLines(text, TARGETS[kind], firstLine);
  const count = scan.starts.length - 1;
  // Only a handful of lines per file are candidates, so the cuts around each are looked up
  // on demand rather than tabulated for every line.
  const cutBefore = (line: number): number => {
    while (line > 0 && !scan.cut[line]) line--;
    return line;
  };
  const cutAfter = (line: number): number => {
    line++;
    while (line < count && !scan.cut[line]) line++;
    return Math.min(line, count);
  };
  const terminatorAfter = (line: number): number => {
    for (let next = cutAfter(line); next < count; next = cutAfter(next))
      if (endsSection(text, scan.starts, next)) return next;
    return count;
  };

  const others: Array<[number, number]> = scan.otherLines.map((line) => [cutBefore(line), cutAfter(line)]);
  if (frontMatter) others.push([0, firstLine]);
  // A section's slice runs past the cut where its ending node should start, to the cut after
  // that; when the guess was wrong (the node is not what ends it), try the next one.
  const sections = scan.sectionLines.map((line) => ({ from: cutBefore(line), terminator: terminatorAfter(line) }));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const wanted = [
      ...others,
      ...sections.map(({ from, terminator }): [number, number] => [
        from,
        terminator >= count ? count : cutAfter(terminator),
      ]),
    ];
    const result = readRegions(text, kind, mergeRegions(wanted), scan, trace);
    if (result) return result;
    if (sections.every(({ terminator }) => terminator >= count)) return null;
    for (const section of sections)
      section.terminator = section.terminator >= count ? count : terminatorAfter(section.terminator);
  }
  return null;
}

function readRegions(
  text: string,
  kind: DecisionKind,
  regions: Region[],
  { starts, mayDefine }: LineScan,
  trace: FastTrace | undefined,
): Pick<TreeReading, 'sections' | 'landmarks'> | null {
  const count = starts.length - 1;
  let parsed = '';
  let parsedLine = 1;
  for (const region of regions) {
    region.offset = starts[region.from]!;
    region.parsedOffset = parsed.length;
    region.parsedLine = parsedLine;
    parsed += text.slice(region.offset, starts[region.to]);
    parsedLine += region.to - region.from;
  }
  if (regions.length === 0) return { sections: [], landmarks: {} };

  const fileHead = regions[0]!.from === 0;
  const simple = readSimpleBlocks(parsed, fileHead, { noDefinitions: !mayDefine });
  if (trace) trace.reader = simple ? 'simple' : 'remark';
  const nodes = simple ?? parseMarkdown(parsed, fileHead).children;
  const regionAt = (parsedOffset: number): Region => {
    let lo = 0;
    let hi = regions.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (regions[mid]!.parsedOffset <= parsedOffset) lo = mid;
      else hi = mid - 1;
    }
    return regions[lo]!;
  };
  const map = (point: UnistPoint): Point => {
    const offset = point.offset ?? 0;
    const region = regionAt(offset);
    return {
      line: point.line - region.parsedLine + region.from + 1,
      column: point.column,
      offset: offset - region.parsedOffset + region.offset,
    };
  };
  const reading = readTree(nodes, kind, text, map, () => endOf(text));
  if (!sectionsAreWhole(reading, nodes, regions, regionAt, count)) return null;
  return { sections: reading.sections, landmarks: reading.landmarks };
}

/** Each section and the node that ends it must come from one slice (or its slice reaches the end of the file). */
function sectionsAreWhole(
  reading: TreeReading,
  nodes: readonly RootContent[],
  regions: Region[],
  regionAt: (offset: number) => Region,
  lines: number,
): boolean {
  for (const { heading, end } of reading.extents) {
    const region = regionAt(nodes[heading]!.position!.start.offset ?? 0);
    if (end === -1) {
      if (region !== regions[regions.length - 1] || region.to !== lines) return false;
    } else if (regionAt(nodes[end]!.position!.start.offset ?? 0) !== region) return false;
  }
  return true;
}

function mergeRegions(wanted: Array<[number, number]>): Region[] {
  wanted.sort((a, b) => a[0] - b[0]);
  const regions: Region[] = [];
  for (const [from, to] of wanted) {
    const last = regions[regions.length - 1];
    if (last && from <= last.to) last.to = Math.max(last.to, to);
    else if (to > from) regions.push({ from, to, offset: 0, parsedOffset: 0, parsedLine: 0 });
  }
  return regions;
}

/** Whether a cut line likely starts the node that ends a section: an h1/h2 or an HTML block. */
function endsSection(text: string, starts: number[], line: number): boolean {
  const current = text.slice(starts[line], starts[line + 1]).replace(/\r?\n$|\r$/, '');
  if (ATX_H1_H2.test(current) || HTML6.test(current) || HTML7.test(current)) return true;
  if (line + 2 > starts.length - 1) return false;
  const next = text.slice(starts[line + 1], starts[line + 2]);
  return /^ {0,3}(?:=+|-+)[ \t]*(?:\r\n|\r|\n)?$/.test(next);
}
