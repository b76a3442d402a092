import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HANDOFF_LINE, NUBOS_RESUME, readsWithoutRemark } from '../../core/test/handoff-document/samples.js';
import { lintFile } from '../src/lib/lint-file.js';
import { handoffRules } from '../src/rules/handoff-rules.js';

// The handoff rules over whole documents; the reader itself (sections, items, nesting, BOM
// offsets, fast against full positions) is tested in core's test/handoff-document/.

const corpus = (name: string) =>
  readFileSync(new URL(`../../../test-fixtures/corpus/${name}`, import.meta.url), 'utf8');
// Each finding, then each claim held back until the project adopts handoff (a hand-over written by hand in the
// layout's headings: docs/real-files.md, "Hand-overs written by hand in the layout").
const lint = (text: string) => {
  const linted = lintFile({ path: '/virtual/RESUME.md', text, kind: 'handoff' }, { rules: handoffRules });
  return [
    ...linted.messages.map((d) => `${d.line}:${d.column} ${d.ruleId}`),
    ...linted.pending.map(({ held: d }) => `${d.line}:${d.column} ${d.ruleId} (held back)`),
  ];
};

describe('the handoff rules on whole documents', () => {
  it.each([
    // `Current State` is the status section (a synonym), so no section is missing.
    ['sealmindset__CCDW__handoff.md', ['45:1 handoff-change-without-why (held back)']],
    [
      'vojtechmares__coding-owl__.coding-owl_HANDOFF.md',
      [
        '1:1 handoff-section-missing',
        '1:1 handoff-section-missing',
        '12:1 handoff-status-invalid',
        '190:1 handoff-failed-approach-unexplained',
        '191:1 handoff-failed-approach-unexplained',
      ],
    ],
  ])('lints the corpus handoff %s with every handoff rule', (name, expected) => {
    expect(lint(corpus(name))).toEqual(expected);
  });

  it('lints the nubos rendering clean', () => {
    expect(lint(NUBOS_RESUME)).toEqual([]);
  });

  it('gives the same findings for CRLF, CR and a BOM as for LF', () => {
    const broken = NUBOS_RESUME.replace('**partial**', '**done**').replace(
      ' **Why:** the rules need sections and items',
      '',
    );
    const expected = lint(broken);
    expect(expected).toEqual(['22:1 handoff-status-invalid', '30:1 handoff-change-without-why (held back)']);
    for (const variant of [
      broken.replace(/\n/g, '\r\n'),
      broken.replace(/\n/g, '\r'),
      `\uFEFF${broken}`,
      `\uFEFF${broken.replace(/\n/g, '\r\n')}`,
    ]) {
      expect(lint(variant)).toEqual(expected);
    }
  });

  it('never throws on an empty or odd input', () => {
    for (const text of [
      '',
      '\uFEFF',
      '\0',
      '\r',
      '---\n',
      '---\n---\n',
      '## ',
      '##\n',
      '\uD800## Goal',
      '## 1.\n',
      '## 1)',
    ]) {
      expect(() => lint(text)).not.toThrow();
    }
  });
});

describe('hostile input', () => {
  it.each([
    ['10,000 nested blockquotes', `## Next steps\n\n${'> '.repeat(10_000)}run \`npm test\`\n`],
    ['10,000 nested lists on one line', `## Active files\n\n${'- '.repeat(10_000)}\`a.ts\`\n`],
    // 5,000 indented levels are 25 MB of spaces: micromark's throughput, not the depth, bounds that case.
    [
      '1,000 indented list levels',
      `## Changes\n\n${Array.from({ length: 1_000 }, (_, i) => `${'  '.repeat(i)}- a`).join('\n')}\n`,
    ],
    ['10,000 nested ordered lists', `## Failed approaches\n\n${'1. '.repeat(10_000)}x\n`],
  ])(
    '%s: no stack overflow',
    (_, text) => {
      // No clock in the assertion: the test's timeout is the hang guard.
      expect(() => lint(text)).not.toThrow();
    },
    60_000,
  );

  it('lints every prefix of the nubos rendering without throwing, and never points past the end', () => {
    for (let end = 0; end <= NUBOS_RESUME.length; end++) {
      const prefix = NUBOS_RESUME.slice(0, end);
      const lines = prefix.split('\n').length;
      for (const d of lintFile({ path: '/virtual/RESUME.md', text: prefix, kind: 'handoff' }, { rules: handoffRules })
        .messages) {
        expect(d.line).toBeLessThanOrEqual(lines);
      }
    }
  }, 60_000);
});

describe('handoff documents read without remark', () => {
  // The simple reader (parse `fast`) must give every handoff rule exactly what remark's tree
  // (parse `full`) gives: same diagnostics, same positions, on generated notes.
  const full = (text: string) =>
    lintFile({ path: '/virtual/RESUME.md', text, kind: 'handoff' }, { rules: handoffRules, parse: 'full' }).messages;
  const fast = (text: string) =>
    lintFile({ path: '/virtual/RESUME.md', text, kind: 'handoff' }, { rules: handoffRules, parse: 'fast' }).messages;
  it('gives the same diagnostics on generated notes, and reads most of them itself', () => {
    let simple = 0;
    let total = 0;
    fc.assert(
      fc.property(fc.array(HANDOFF_LINE, { maxLength: 16 }), fc.boolean(), (lines, bom) => {
        const text = (bom ? '\uFEFF' : '') + lines.join('\n') + '\n';
        total++;
        if (readsWithoutRemark(text)) simple++;
        expect(fast(text)).toEqual(full(text));
      }),
      { numRuns: 1_000, seed: 20261130 },
    );
    expect(simple).toBeGreaterThan(total * 0.2);
  }, 120_000);
});
