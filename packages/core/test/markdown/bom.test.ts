import { describe, expect, it } from 'vitest';
import { BOM, hasBom, splitBom, stripBom } from '../../src/lib/markdown/bom.js';
import { findFrontMatter, readFrontMatter } from '../../src/lib/markdown/front-matter.js';
import { parseDecisionDocument } from '../../src/lib/decisions/parse.js';
import { parseMarkdownBlocks } from '../../src/lib/markdown/blocks.js';
import { upsertDecisionSection } from '../../src/lib/decisions/upsert.js';
import { appendTakenItems } from '../../src/lib/decisions/append-taken.js';
import { parseHandoffDocument } from '../../src/lib/handoff-document/document.js';

describe('the byte-order-mark module', () => {
  it.each([
    // text, hasBom, stripBom, splitBom
    ['', false, '', { bom: '', body: '' }],
    ['\uFEFF', true, '', { bom: BOM, body: '' }],
    ['\uFEFF# a', true, '# a', { bom: BOM, body: '# a' }],
    ['# a', false, '# a', { bom: '', body: '# a' }],
    // A second mark is text: only one is dropped.
    ['\uFEFF\uFEFFa', true, '\uFEFFa', { bom: BOM, body: '\uFEFFa' }],
    // Only a leading mark counts.
    ['a\uFEFF', false, 'a\uFEFF', { bom: '', body: 'a\uFEFF' }],
    ['\n\uFEFF', false, '\n\uFEFF', { bom: '', body: '\n\uFEFF' }],
    // The same code unit byte-swapped (U+FFFE) is a noncharacter, not a mark.
    ['\uFFFEa', false, '\uFFFEa', { bom: '', body: '\uFFFEa' }],
  ] as const)('%j', (text, has, stripped, split) => {
    expect(hasBom(text)).toBe(has);
    expect(stripBom(text)).toBe(stripped);
    expect(splitBom(text)).toEqual(split);
    expect(split.bom + split.body).toBe(text);
  });
});

// What each reader and writer does with a mark, as docs/architecture.md ("A byte-order mark")
// writes it down: the same text with and without a leading U+FEFF.
describe('the policy, reader by reader', () => {
  const plan =
    '---\nkind: plan\n---\n\n# P\n\n## Plan Decisions\n\n### Locked\n\n- **L-1** — use the ' +
    'cache. **Why:** it is fast.\n';

  it.each([
    // reader, what it returns for a text: every one counts lines, columns and offsets without the mark
    [
      'parseDecisionDocument (section heading)',
      (text: string) => parseDecisionDocument(text, 'plan').sections[0]!.heading,
    ],
    [
      'parseMarkdownBlocks (first block after front matter)',
      (text: string) => parseMarkdownBlocks(text).children[1]!.position!,
    ],
    ['readFrontMatter (the `kind` key)', (text: string) => readFrontMatter(text)!.keys['kind']!],
    [
      'parseHandoffDocument (first block after front matter)',
      (text: string) => parseHandoffDocument(text).root.children[1]!.position!,
    ],
    [
      'parseHandoffDocument, read by remark (first block after front matter)',
      (text: string) => parseHandoffDocument(text, 'full').root.children[1]!.position!,
    ],
  ] as const)('%s: lines, columns and offsets as without the mark', (_, read) => {
    const without = read(plan) as {
      start: { line: number; column: number; offset?: number };
      end: { line: number; column: number; offset?: number };
    };
    const withMark = read(BOM + plan) as typeof without;
    expect(withMark.start.line).toBe(without.start.line);
    expect(withMark.start.column).toBe(without.start.column);
    expect(withMark.end.line).toBe(without.end.line);
    expect(withMark.end.column).toBe(without.end.column);
    expect(withMark.start.offset).toBe(without.start.offset);
    expect(withMark.end.offset).toBe(without.end.offset);
  });

  it('finds front matter after a mark, with offsets of the text without it', () => {
    expect(findFrontMatter('---\na: 1\n---\n')).toEqual({ bodyStart: 4, closeAt: 9, end: 12 });
    expect(findFrontMatter('\uFEFF---\na: 1\n---\n')).toEqual({ bodyStart: 4, closeAt: 9, end: 12 });
    // A second mark is text: the fence no longer opens the file.
    expect(findFrontMatter('\uFEFF\uFEFF---\na: 1\n---\n')).toBeNull();
    expect(findFrontMatter('---\na: 1\n')).toBeNull();
  });

  const summary =
    '# S\n\n## Implementation Decisions\n\n### Taken\n\n- **DT-1 (O-1):** Took the cache. Reason: simplest.\n';
  it.each([
    [
      'upsertDecisionSection into a plan',
      plan,
      (text: string) =>
        upsertDecisionSection(text, {
          locked: [{ id: 'D-2', statement: 'Keep it.', why: 'It works.', source: 'user' }],
          open: [],
          rejected: [],
        }),
    ],
    [
      'appendTakenItems to a summary',
      summary,
      (text: string) => appendTakenItems(text, [{ openRef: 'O-2', option: 'a map', reason: 'it was quick' }]),
    ],
  ] as const)('%s keeps the mark and writes the body as without it', (_, text, write) => {
    const without = write(text);
    expect(without).not.toBe(text);
    expect(hasBom(without)).toBe(false);
    expect(write(BOM + text)).toBe(BOM + without);
  });
});
