import { createRequire } from 'node:module';
import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { Point } from '../position.js';

type Parser = Processor<Root>;
let parsers: { withFrontMatter: Parser; withoutFrontMatter: Parser } | undefined;

/**
 * remark, loaded on first use: most lint runs never need it (the fast path reads decision
 * sections itself) and loading it costs about a third of a one-file run. `require` of these
 * ES modules needs Node ^20.19 or ≥ 22.12, which every package's `engines` asks for.
 */
function loadParsers(): NonNullable<typeof parsers> {
  if (!parsers) {
    const require = createRequire(import.meta.url);
    let unified: (typeof import('unified'))['unified'];
    try {
      ({ unified } = require('unified') as typeof import('unified'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ERR_REQUIRE_ESM') throw error;
      throw new Error(
        `@handoff/core needs Node.js ^20.19.0 or >=22.12.0 (it loads remark with require); this is ${process.version}`,
      );
    }
    const remarkParse = (require('remark-parse') as typeof import('remark-parse')).default;
    const remarkFrontmatter = (require('remark-frontmatter') as typeof import('remark-frontmatter')).default;
    parsers = {
      withFrontMatter: unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).freeze(),
      withoutFrontMatter: unified().use(remarkParse).freeze(),
    };
  }
  return parsers;
}

/** Whether remark is loaded yet (it is loaded on the first parse that needs it). */
export function isMarkdownParserLoaded(): boolean {
  return parsers !== undefined;
}

/**
 * Load remark now rather than at the first parse that needs it: for a caller that may
 * interrupt a parse (a time budget), so an interruption can never fall inside the loading of
 * a module, which would leave it half-evaluated for the rest of the process.
 */
export function loadMarkdownParser(): void {
  loadParsers();
}

/** Told of every text before micromark reads it; throwing refuses the text (a caller's parse budget). */
export type MarkdownParseGuard = (text: string) => void;

let guard: MarkdownParseGuard | undefined;

/**
 * Run `read` with `check` told of every text handed to micromark meanwhile (whole files,
 * or the slices the fast path parses), so a caller can refuse one whose parse would cost too
 * much: what `check` throws leaves `read` (and `parseDecisionDocument`). micromark cannot be
 * interrupted once it has started, so this is the last point to say no. The previous guard
 * is restored afterwards.
 */
export function withMarkdownParseGuard<T>(check: MarkdownParseGuard, read: () => T): T {
  const previous = guard;
  guard = check;
  try {
    return read();
  } finally {
    guard = previous;
  }
}

/** Parse Markdown to mdast; YAML front matter is read only when the text is a file's head. */
export function parseMarkdown(text: string, fileHead: boolean): Root {
  guard?.(text);
  const { withFrontMatter, withoutFrontMatter } = loadParsers();
  return (fileHead ? withFrontMatter : withoutFrontMatter).parse(text);
}

/** The point just past the last character of `text` (CRLF, CR and LF each end a line). */
export function endOf(text: string): Point {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: text.length - lineStart + 1, offset: text.length };
}
