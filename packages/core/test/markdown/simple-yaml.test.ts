import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { isMap, isScalar, parseDocument } from 'yaml';
import { readSimpleYamlMapping } from '../../src/lib/markdown/simple-yaml.js';
import { readFrontMatter } from '../../src/lib/markdown/front-matter.js';

// The front-matter reader without the YAML parser must give exactly what the `yaml`
// package gives (values, key order, key offsets), or give up (null).

/** What `readFrontMatter` takes from the yaml package for a mapping: data and first key offsets. */
function viaYaml(body: string): unknown {
  const doc = parseDocument(body, { prettyErrors: false, uniqueKeys: false });
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
  ['phase: 00001-transaction\nplan: 01\ntype: execute\nwave: 3\n', { phase: '00001-transaction', plan: 1, type: 'execute', wave: 3 }],
  ['files_modified:\n  - src/a.rs\n  - src/b.rs\n', { files_modified: ['src/a.rs', 'src/b.rs'] }],
  ['files:\n- a\nnext: b\n', { files: ['a'], next: 'b' }],
  ['empty:\n', { empty: null }],
  ['url: http://x/y\n', { url: 'http://x/y' }],
  ['dup: 1\ndup: 2\n', { dup: 2 }],
  ['', {}],
  // Left to the yaml package.
  ['k: true\n', null],
  ['k: 1e3\n', null],
  ['k: 0x1F\n', null],
  ['k: -1\n', null],
  ["k: 'quoted'\n", null],
  ['k: [a, b]\n', null],
  ['k: a #comment\n', null],
  ['nested:\n  a: 1\n', null],
  ['k: |\n  block\n', null],
  ['k: é\n', null],
  ['True: x\n', null],
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
    expect(fast?.keys['plan']).toEqual({ start: { line: 3, column: 1, offset: 16 }, end: { line: 3, column: 5, offset: 20 } });
  });

  test('equals the yaml package on generated front matter, and reads much of it itself', () => {
    const line = fc.constantFrom(
      'phase: 00001-transaction', 'plan: 01', 'wave: 3', 'type: execute', 'files_modified:', '  - src/a.rs', '- b', '    - c', 'key:',
      'k: true', 'k: True', 'k: yes', 'k: 1e3', 'k: 0x1F', 'k: 0o7', 'k: +1', 'k: -1', 'k: 1.5', 'k: .5', 'k: ~', 'k: null', 'k: a #c', 'k: a#c',
      'k: a: b', 'k: a:b', 'k: http://x', "k: 'q'", 'k: "q"', 'k: [a]', 'k: {a: 1}', 'k: &a x', 'k: *a', 'k: !t x', 'k: |', '# c', '', '',
      'k:  two', 'k: x ', '  nested: 1', 'k2: 123456789012345678', 'True: x', 'null: x', 'k: a\\b', '...', 'k: 00', 'k: 1.', 'k: -', 'dup: 1', 'dup: 2', 'x-y: z', '_a: b',
    );
    let read = 0;
    let total = 0;
    fc.assert(
      fc.property(fc.array(line, { maxLength: 7 }), fc.boolean(), (lines, finalEol) => {
        const body = lines.join('\n') + (finalEol && lines.length > 0 ? '\n' : '');
        total++;
        const mine = readSimpleYamlMapping(body);
        if (mine === null) return;
        read++;
        expect(mine).toEqual(viaYaml(body));
      }),
      { numRuns: 20_000, seed: 20261130 },
    );
    expect(read).toBeGreaterThan(total * 0.15);
  }, 120_000);
});
