import { createRequire } from 'node:module';
import type { Document, LineCounter, Node as YamlNode } from 'yaml';

/** A 1-based line and column in a config file's text. */
export interface ConfigPosition {
  line: number;
  column: number;
}

/**
 * Where keys and values sit in a config file's text, for its problems' `file:line:column`.
 * JSON is YAML (1.2), so one parser gives node ranges for both; it runs only when a config has
 * a problem, never on a valid one.
 */
export class ConfigPositions {
  readonly #document: Document.Parsed;
  readonly #lines: LineCounter;

  constructor(text: string) {
    const yaml = createRequire(import.meta.url)('yaml') as typeof import('yaml');
    this.#lines = new yaml.LineCounter();
    this.#document = yaml.parseDocument(text, { lineCounter: this.#lines, prettyErrors: false });
  }

  /**
   * Where the value at `path` starts, or with `key` where its last key is written (an unknown
   * key); the nearest enclosing node that exists when the path goes further than the text.
   */
  of(path: ReadonlyArray<string | number>, key: boolean): ConfigPosition {
    const yaml = createRequire(import.meta.url)('yaml') as typeof import('yaml');
    let node: unknown = this.#document.contents;
    let at = this.#start(node);
    for (const [index, step] of path.entries()) {
      const last = index === path.length - 1;
      if (yaml.isMap(node)) {
        const pair = node.items.find((item) => yaml.isScalar(item.key) && String(item.key.value) === String(step));
        if (!pair) break;
        if (last && key) return this.#start(pair.key) ?? at!;
        node = pair.value;
      } else if (yaml.isSeq(node) && typeof step === 'number') node = node.items[step];
      else break;
      at = this.#start(node) ?? at;
    }
    return at ?? { line: 1, column: 1 };
  }

  #start(node: unknown): ConfigPosition | undefined {
    const range = (node as YamlNode | null | undefined)?.range;
    if (!range) return undefined;
    const { line, col } = this.#lines.linePos(range[0]);
    return { line, column: col };
  }
}

/** The line and column of a character offset in `text` (1-based; `\r\n`, `\r` and `\n` end lines). */
export function positionAt(text: string, offset: number): ConfigPosition {
  let line = 1;
  let start = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: end - start + 1 };
}
