import type { Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import type { Point } from '../position.js';

const withFrontMatter = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).freeze();
const withoutFrontMatter = unified().use(remarkParse).freeze();

/** Parse Markdown to mdast; YAML front matter is read only when the text is a file's head. */
export function parseMarkdown(text: string, fileHead: boolean): Root {
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
