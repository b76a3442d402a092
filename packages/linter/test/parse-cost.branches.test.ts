import { describe, expect, it } from 'vitest';
import { estimateParseCost, parseCostBound, type ParseCost } from '../src/lib/parse-cost.js';

// 60 ns per (emphasis marker)² in a paragraph: `*a*` alone costs 240.
const emphasis = (line: number, offset: number, length: number, markers = 2): ParseCost['worst'] => ({
  line,
  offset,
  nanos: 60 * markers * markers,
  construct: `a paragraph of ${length} characters with ${markers} emphasis markers (\`*\`, \`_\`)`,
});

describe('estimateParseCost: the container prefix', () => {
  it.each<[string, string, ParseCost]>([
    [
      'a tab counts four columns of indentation',
      '\t'.repeat(17) + 'x',
      { nanos: 1360, lines: 1, worst: { line: 1, offset: 0, nanos: 1360, construct: 'container nesting of depth 34' } },
    ],
    [
      '`- - -` is a thematic break, not three list items',
      '*a*\n- - -\n*b*',
      { nanos: 480, lines: 3, worst: emphasis(1, 0, 4) },
    ],
    ['a list item holding a `* * *` break', '*a*\n- * * *\n*b*', { nanos: 480, lines: 3, worst: emphasis(1, 0, 4) }],
    [
      '`* *` after a list marker is no break: list items',
      '- * *\n_a_',
      { nanos: 240, lines: 2, worst: emphasis(2, 6, 4) },
    ],
    ['`#` alone is a heading', '#\n*a*', { nanos: 240, lines: 2, worst: emphasis(2, 2, 4) }],
  ])('%s', (_name, text, expected) => {
    expect(estimateParseCost(text)).toEqual(expected);
  });
});

describe('estimateParseCost: fenced code', () => {
  it.each<[string, string, ParseCost]>([
    ['a backtick fence holds no inline content', '```js\n*a*\n```', { nanos: 0, lines: 3, worst: null }],
    [
      'a backtick in the info string: no fence, backtick runs',
      '```a`b\n*a*',
      {
        nanos: 1208,
        lines: 2,
        worst: { line: 1, offset: 0, nanos: 1208, construct: 'a paragraph of 11 characters with 2 backtick runs' },
      },
    ],
    ['a fence followed by text does not close', '~~~\n~~~ x\n*a*\n~~~', { nanos: 0, lines: 4, worst: null }],
    ['a fence followed by a tab closes', '~~~\n~~~\t\n*a*', { nanos: 240, lines: 3, worst: emphasis(3, 9, 4) }],
    ['the end of its block quote ends it', '> ```\n> *a*\n*b*', { nanos: 240, lines: 3, worst: emphasis(3, 12, 4) }],
    [
      'a line less indented than its list item ends it',
      '- ```\n   *a*\n*b*',
      { nanos: 240, lines: 3, worst: emphasis(3, 13, 4) },
    ],
    [
      'a list item less indented does not end it',
      '    ```\n- *b*\n    ```\n*c*',
      { nanos: 240, lines: 4, worst: emphasis(4, 22, 4) },
    ],
  ])('%s', (_name, text, expected) => {
    expect(estimateParseCost(text)).toEqual(expected);
  });
});

describe('estimateParseCost: breaks, underlines, brackets', () => {
  const setext = { line: 1, offset: 0, nanos: 400, construct: '1 setext heading underlines in 2 lines' };
  it.each<[string, string, ParseCost]>([
    ['`***` after a paragraph is a break, not an underline', 'a\n***', { nanos: 0, lines: 2, worst: null }],
    ['`---` after a paragraph is an underline', 'a\n---', { nanos: 400, lines: 2, worst: setext }],
    ['an underline may end in a tab', 'a\n---\t', { nanos: 400, lines: 2, worst: setext }],
    ['`-- -` is a break, not an underline', 'a\n-- -', { nanos: 0, lines: 2, worst: null }],
    ['`__` is too short for a break: emphasis', '__', { nanos: 240, lines: 1, worst: emphasis(1, 0, 3) }],
    [
      '`[a]` is no definition',
      '[a]',
      {
        nanos: 16,
        lines: 1,
        worst: { line: 1, offset: 0, nanos: 16, construct: 'a paragraph of 4 characters with 2 brackets' },
      },
    ],
    [
      'an unclosed `[`',
      '[abc',
      {
        nanos: 4,
        lines: 1,
        worst: { line: 1, offset: 0, nanos: 4, construct: 'a paragraph of 5 characters with 1 brackets' },
      },
    ],
  ])('%s', (_name, text, expected) => {
    expect(estimateParseCost(text)).toEqual(expected);
  });
});

describe('parseCostBound with CR line endings', () => {
  it.each<[string, string, ReturnType<typeof parseCostBound>]>([
    ['a line nested 17 deep needs the scan', 'a\r' + '>'.repeat(17) + 'x', null],
    ['shallow lines are counted', 'a\r\n> > > x', { nanos: 0, lines: 2 }],
  ])('%s', (_name, text, expected) => {
    expect(parseCostBound(text, 1e9)).toEqual(expected);
  });
});
