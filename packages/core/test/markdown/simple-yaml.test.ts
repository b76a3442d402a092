import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { isMap, isScalar, parseDocument } from 'yaml';
import { readSimpleYamlMapping } from '../../src/lib/markdown/simple-yaml.js';
import { readFrontMatter } from '../../src/lib/markdown/front-matter.js';

// The front-matter reader without the YAML parser must give exactly what the `yaml`
// package gives (values, key order, key offsets), or give up (null).

/** What `readFrontMatter` takes from the yaml package for a mapping: data and first key offsets. */
function viaYaml(body: string): unknown {
  // As `readFrontMatter` gives it to the yaml package: a lone CR read as LF (same length).
  const doc = parseDocument(body.replace(/\r(?!\n)/g, '\n'), { prettyErrors: false, uniqueKeys: false });
  if (doc.errors.length > 0) return 'error';
  if (doc.contents === null) return { data: {}, keys: [] };
  if (!isMap(doc.contents)) return 'not a mapping';
  const data: Record<string, unknown> = {};
  const keys: Array<{ key: string; start: number; end: number }> = [];
  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const value = pair.value as { toJSON?: () => unknown } | null;
    data[key] = value === null ? null : typeof value.toJSON === 'function' ? value.toJSON() : value;
    const range = isScalar(pair.key) ? pair.key.range : undefined;
    if (range && !keys.some((known) => known.key === key)) keys.push({ key, start: range[0], end: range[1] });
  }
  return { data, keys };
}

const CASES: Array<[string, Record<string, unknown> | null]> = [
  [
    'phase: 00001-transaction\nplan: 01\ntype: execute\nwave: 3\n',
    { phase: '00001-transaction', plan: 1, type: 'execute', wave: 3 },
  ],
  ['files_modified:\n  - src/a.rs\n  - src/b.rs\n', { files_modified: ['src/a.rs', 'src/b.rs'] }],
  ['files:\n- a\nnext: b\n', { files: ['a'], next: 'b' }],
  ['empty:\n', { empty: null }],
  ['url: http://x/y\n', { url: 'http://x/y' }],
  ['dup: 1\ndup: 2\n', { dup: 2 }],
  ['', {}],
  // What real front matter holds: booleans, flow sequences, quoted scalars, comments, nested maps, maps in sequences.
  ['k: true\n', { k: true }],
  [
    'k: 1e3\nh: 0x1F\no: 0o17\nn: -1\nf: 1.50\nz: ~\nnan: .NaN\n',
    { k: 1000, h: 31, o: 15, n: -1, f: 1.5, z: null, nan: Number.NaN },
  ],
  ['k: \'quoted\'\nd: "a \\"b\\" \\u00e9"\n', { k: 'quoted', d: 'a "b" é' }],
  ['k: [a, b]\ne: []\nq: ["01", \'x\', 3]\n', { k: ['a', 'b'], e: [], q: ['01', 'x', 3] }],
  ['k: a #comment\n# full line\nx: b#c\n', { k: 'a', x: 'b#c' }],
  ['nested:\n  a: 1\n  deeper:\n    - x\n', { nested: { a: 1, deeper: ['x'] } }],
  [
    'must_haves:\n  artifacts:\n    - path: "src/a.rs"\n      min_lines: 80\n    - path: b\n',
    { must_haves: { artifacts: [{ path: 'src/a.rs', min_lines: 80 }, { path: 'b' }] } },
  ],
  [
    'requires:\n  - phase: 01-x\n    provides: Error type, lib.rs\n',
    { requires: [{ phase: '01-x', provides: 'Error type, lib.rs' }] },
  ],
  ['provides:\n  - a long item that\n    goes on here\n', { provides: ['a long item that goes on here'] }],
  ['k: é — ö\n', { k: 'é — ö' }],
  ['crlf: a\r\nlist:\r\n  - b\r\n', { crlf: 'a', list: ['b'] }],
  // Left to the yaml package.
  ['k: |\n  block\n', null],
  ['k: &a x\ny: *a\n', null],
  ['k: !tag x\n', null],
  ['k: {a: 1}\n', null],
  ['"quoted key": x\n', null],
  ['k: [a,\n  b]\n', null],
  ['k: "multi\n  line"\n', null],
  ['removed: [@google/model-viewer]\n', null],
  ['k: a: b\n', null],
  ['True: x\n', null],
  ['1: x\n', null],
  ['k:\tx\n', null],
];

describe('readSimpleYamlMapping', () => {
  test.each(CASES)('%j', (body, expected) => {
    const mine = readSimpleYamlMapping(body);
    if (expected === null) {
      expect(mine).toBeNull();
      return;
    }
    expect(mine?.data).toEqual(expected);
    expect(mine).toEqual(viaYaml(body));
  });

  test('readFrontMatter gives the same result either way', () => {
    const text = '---\nphase: 01-x\nplan: 01\nfiles_modified:\n  - a.md\n---\n# T\n';
    const fast = readFrontMatter(text);
    expect(fast?.data).toEqual({ phase: '01-x', plan: 1, files_modified: ['a.md'] });
    expect(fast?.keys['plan']).toEqual({
      start: { line: 3, column: 1, offset: 16 },
      end: { line: 3, column: 5, offset: 20 },
    });
  });

  const LINES = [
    'phase: 00001-transaction',
    'plan: 01',
    'wave: 3',
    'type: execute',
    'files_modified:',
    '  - src/a.rs',
    '- b',
    '    - c',
    'key:',
    'autonomous: true',
    'k: true',
    'k: True',
    'k: yes',
    'k: 1e3',
    'k: 0x1F',
    'k: 0o7',
    'k: +1',
    'k: -1',
    'k: -0',
    'k: 1.5',
    'k: .5',
    'k: ~',
    'k: null',
    'k: a #c',
    'k: a#c',
    'k: .inf',
    'k: -.Inf',
    'k: a: b',
    'k: a:b',
    'k: http://x',
    "k: 'q'",
    "k: 'it''s'",
    'k: "q"',
    'k: "a\\"b"',
    'k: "\\u00e9\\n"',
    'k: "\\x41"',
    'k: "a" # c',
    'k: "a"b',
    'k: "open',
    'k: [a]',
    'k: [a, b, "c, d"]',
    'k: []',
    'k: [ ]',
    'k: [1, true, ~]',
    'k: [a, ]',
    'k: [a: b]',
    'k: [[a]]',
    'k: [a] # c',
    'k: [@x]',
    'k: {}',
    'k: {a: 1}',
    'k: &a x',
    'k: *a',
    'k: !t x',
    'k: |',
    'k: >-',
    '# c',
    '  # indented comment',
    '',
    '',
    '',
    'k:  two',
    'k: x ',
    '  nested: 1',
    '  nested:',
    '    deeper: 2',
    '  - path: "src/a.rs"',
    '    min_lines: 80',
    '- a: b',
    '  c: d',
    '- - x',
    '-',
    '- ',
    '  -',
    '  continued words',
    '    more words',
    '  - item: with colon',
    '  - "quoted: item"',
    "  - 'single'",
    '  - [a, b]',
    'k2: 123456789012345678',
    'True: x',
    'null: x',
    '1: x',
    '"q": x',
    '? k',
    'k: a\\b',
    '...',
    '---',
    'k: 00',
    'k: 1.',
    'k: -',
    'dup: 1',
    'dup: 2',
    'x-y: z',
    '_a: b',
    'é: ö',
    'k: a — b',
    'k:\tv',
    'k: %x',
    'k: @x',
    'k: `x`',
    '<<: x',
    'a b: c',
    'a : c',
    'k: - x',
  ];

  test('equals the yaml package on generated front matter (LF, CRLF, CR), and reads much of it itself', () => {
    const line = fc.constantFrom(...LINES);
    let read = 0;
    let total = 0;
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 10 }),
        fc.boolean(),
        fc.constantFrom('\n', '\n', '\r\n', '\r'),
        (lines, finalEol, eol) => {
          const body = lines.join(eol) + (finalEol && lines.length > 0 ? eol : '');
          total++;
          const mine = readSimpleYamlMapping(body);
          if (mine === null) return;
          read++;
          expect(mine).toEqual(viaYaml(body));
        },
      ),
      { numRuns: 30_000, seed: 20261130 },
    );
    console.log(`readSimpleYamlMapping, seed 20261130: read ${read} of ${total} generated blocks itself`);
    expect(read).toBeGreaterThan(total * 0.15);
  }, 180_000);

  /**
   * Front matter as GSD-style planners write it: nested maps, sequences of maps, flow sequences, quoted values,
   * comments.
   */
  const scalar = fc.constantFrom(
    '01',
    '1',
    '2026-05-02',
    'execute',
    'src/a.rs',
    'true',
    'false',
    '~',
    '1.5',
    'x y z',
    'a: b',
    'a #b',
    'é',
    '"q: x"',
    "'it''s'",
    '"a\\"b"',
    '[a, b]',
    '[]',
    'Error::from(x)',
    'decode(enc, &[u8])',
  );
  const key = fc.constantFrom(
    'phase',
    'plan',
    'wave',
    'tags',
    'requires',
    'provides',
    'path',
    'min_lines',
    'must_haves',
    'truths',
    'key-files',
    'created',
    'dup',
    'a b',
  );
  type Tree = { scalar: string } | { seq: Tree[] } | { map: Array<[string, Tree]> };
  const tree: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalar.map((value): Tree => ({ scalar: value })),
      fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((items): Tree => ({ seq: items })),
      fc.array(fc.tuple(key, tie('node')), { minLength: 1, maxLength: 3 }).map((pairs): Tree => ({ map: pairs })),
    ),
  })).node;
  function render(node: Tree, indent: number, compactSeq: boolean, comment: boolean): string[] {
    const pad = ' '.repeat(indent);
    if ('scalar' in node) return [`${pad}${node.scalar}`];
    if ('map' in node) {
      return node.map.flatMap(([k, v]) => {
        if ('scalar' in v) return [`${pad}${k}: ${v.scalar}${comment ? ' # c' : ''}`];
        return [`${pad}${k}:`, ...render(v, 'seq' in v && compactSeq ? indent : indent + 2, compactSeq, comment)];
      });
    }
    return node.seq.flatMap((item) => {
      if ('scalar' in item) return [`${pad}- ${item.scalar}`];
      const inner = render(item, indent + 2, compactSeq, comment);
      if ('map' in item) return [`${pad}- ${inner[0]!.trimStart()}`, ...inner.slice(1)];
      return [`${pad}-`, ...inner];
    });
  }

  test('equals the yaml package on generated nested front matter, and reads most of it itself', () => {
    let read = 0;
    let total = 0;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(key, tree), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (pairs, compactSeq, comment, blankLines) => {
          const lines = render({ map: pairs }, 0, compactSeq, comment);
          const body =
            (blankLines ? lines.flatMap((l, i) => (i % 3 === 2 ? [l, '', '# note'] : [l])) : lines).join('\n') + '\n';
          total++;
          const mine = readSimpleYamlMapping(body);
          if (mine === null) return;
          read++;
          expect(mine).toEqual(viaYaml(body));
        },
      ),
      { numRuns: 2_500, seed: 20261201 },
    );
    console.log(`readSimpleYamlMapping, seed 20261201: read ${read} of ${total} generated nested blocks itself`);
    expect(read).toBeGreaterThan(total * 0.3);
  }, 180_000);
});
