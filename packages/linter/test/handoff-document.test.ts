import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Nodes } from 'mdast';
import { lintSource } from '../src/lib/engine.js';
import { parseHandoffDocument } from '../src/lib/handoff-document.js';
import { limitNesting, MAX_CONTAINER_DEPTH } from '../src/lib/handoff-nesting.js';
import { sectionOfHeading } from '../src/lib/handoff-sections.js';
import { plainText } from '../src/lib/handoff-text.js';
import { handoffRules } from '../src/rules/handoff-rules.js';

const corpus = (name: string) => readFileSync(new URL(`../../../test-fixtures/corpus/${name}`, import.meta.url), 'utf8');
const lint = (text: string) => lintSource({ path: '/virtual/RESUME.md', text, kind: 'handoff' }, { rules: handoffRules }).map((d) => `${d.line}:${d.column} ${d.ruleId}`);
const sections = (text: string) => parseHandoffDocument(text).sections.map((s) => `${s.heading.start.line}:${s.name}`);

/** A RESUME.md in nubos-pilot's rendering (numbered headings, bold labels), filled in. */
const NUBOS_RESUME = `---
schema_version: 1
created_at: "2026-11-29T20:00:00Z"
status: "partial"
milestone: null
task: null
read_at: null
---

# Session handoff

> Read this before touching code. \`/np:resume-work\` will ask you to
> summarise it in a few lines first — that acknowledgement is what
> stops the next session re-deriving what this one already settled.

## 1. Goal

Keep plan and summary decisions reviewable so a verifier can trace every choice.

## 2. Status

**partial** — waiting on review

## 3. Active files

- \`packages/linter/src/lib/handoff-document.ts\` — reads RESUME.md for the rules

## 4. Changes made

- Added the handoff reader **Why:** the rules need sections and items

## 5. Failed approaches

Do not re-attempt these. Each was tried in this session and failed for the stated reason.

- **Tried:** Sorting buckets by AST node swap
  **Failed because:** positions went stale after the swap

## 6. Next steps

1. Run the linter tests
   \`\`\`bash
   npx vitest run packages/linter
   \`\`\`
`;

describe('parseHandoffDocument', () => {
  it.each([
    ['sealmindset__CCDW__handoff.md', ['5:goal', '29:activeFiles', '43:changes', '49:failedApproaches', '99:nextSteps']],
    ['vojtechmares__coding-owl__.coding-owl_HANDOFF.md', ['10:status', '40:changes', '185:failedApproaches', '194:nextSteps']],
  ])('reads the corpus handoff %s without throwing and finds its sections', (name, expected) => {
    expect(sections(corpus(name))).toEqual(expected);
  });

  it.each([
    ['sealmindset__CCDW__handoff.md', ['1:1 handoff-section-missing', '45:1 handoff-change-without-why']],
    [
      'vojtechmares__coding-owl__.coding-owl_HANDOFF.md',
      [
        '1:1 handoff-section-missing',
        '1:1 handoff-section-missing',
        '12:1 handoff-status-invalid',
        '69:1 handoff-change-without-why',
        '190:1 handoff-failed-approach-unexplained',
        '191:1 handoff-failed-approach-unexplained',
      ],
    ],
  ])('lints the corpus handoff %s with every handoff rule', (name, expected) => {
    expect(lint(corpus(name))).toEqual(expected);
  });

  it('finds the six sections of the nubos rendering, and it lints clean', () => {
    expect(sections(NUBOS_RESUME)).toEqual(['16:goal', '20:status', '24:activeFiles', '28:changes', '32:failedApproaches', '39:nextSteps']);
    expect(lint(NUBOS_RESUME)).toEqual([]);
  });

  it('gives the same sections and findings for CRLF, CR and a BOM as for LF', () => {
    const broken = NUBOS_RESUME.replace('**partial**', '**done**').replace(' **Why:** the rules need sections and items', '');
    const expected = lint(broken);
    expect(expected).toEqual(['22:1 handoff-status-invalid', '30:1 handoff-change-without-why']);
    for (const variant of [broken.replace(/\n/g, '\r\n'), broken.replace(/\n/g, '\r'), `\uFEFF${broken}`, `\uFEFF${broken.replace(/\n/g, '\r\n')}`]) {
      expect(lint(variant)).toEqual(expected);
      expect(sections(variant)).toEqual(sections(broken));
    }
  });

  it('counts offsets in the original text when it starts with a BOM', () => {
    const text = '\uFEFF# H\n\n## Status\n';
    const [status] = parseHandoffDocument(text).sections;
    expect(text.slice(status!.heading.start.offset, status!.heading.end.offset)).toBe('## Status');
  });

  it('ends a section at the next h1 or h2, and only the first heading of a section counts', () => {
    const document = parseHandoffDocument('## Goal\n\na\n\n### Detail\n\nb\n\n## Other\n\nc\n\n## Goal again\n\nd\n');
    expect(document.sections.map((s) => [s.name, s.headingText, s.children])).toEqual([['goal', 'Goal', [1, 4]]]);
  });

  it('reads heading text without its formatting', () => {
    expect(parseHandoffDocument('## **2. Status** `now`\n').sections.map((s) => s.headingText)).toEqual(['2. Status now']);
  });

  it('never throws on an empty or odd input', () => {
    for (const text of ['', '\uFEFF', '\0', '\r', '---\n', '---\n---\n', '## ', '##\n', '\uD800## Goal', '## 1.\n', '## 1)']) {
      expect(() => lint(text)).not.toThrow();
    }
  });
});

describe('sectionOfHeading', () => {
  it.each([
    ['Goal', 'goal'],
    ['1. Goal', 'goal'],
    ['2) Objective', 'goal'],
    ['Goals', 'goal'],
    ['Goal-setting notes', 'goal'],
    ['Current State', null],
    ['State right now', 'status'],
    ['Statement of work', null],
    ['Status: blocked', 'status'],
    ['Active files', 'activeFiles'],
    ['Files', 'activeFiles'],
    ['Files changed', 'changes'],
    ['Files Changed (this arc)', 'changes'],
    ['Changed files', 'changes'],
    ['Files modified', 'changes'],
    ['Files', 'activeFiles'],
    ['Files in play', 'activeFiles'],
    ['Filesystem layout', null],
    ['4. Changes made', 'changes'],
    ['Changelog', null],
    ['What was built', 'changes'],
    ['5. Failed approaches -- do not retry', 'failedApproaches'],
    ['Ruled out', 'failedApproaches'],
    ['Dead ends', 'failedApproaches'],
    ['Rejected approaches', 'failedApproaches'],
    ['Next steps', 'nextSteps'],
    ['NEXT', 'nextSteps'],
    ['Next: ship it', 'nextSteps'],
    ['Steps left', 'nextSteps'],
    ['Nextjs upgrade', null],
    ['Summary', null],
    ['', null],
  ])('%j → %s', (heading, expected) => {
    expect(sectionOfHeading(heading)).toBe(expected);
  });
});

describe('hostile input', () => {
  it.each([
    ['10,000 nested blockquotes', `## Next steps\n\n${'> '.repeat(10_000)}run \`npm test\`\n`],
    ['10,000 nested lists on one line', `## Active files\n\n${'- '.repeat(10_000)}\`a.ts\`\n`],
    // 5,000 indented levels are 25 MB of spaces: micromark's throughput, not the depth, bounds that case.
    ['1,000 indented list levels', `## Changes\n\n${Array.from({ length: 1_000 }, (_, i) => `${'  '.repeat(i)}- a`).join('\n')}\n`],
    ['10,000 nested ordered lists', `## Failed approaches\n\n${'1. '.repeat(10_000)}x\n`],
  ])(
    '%s: no stack overflow',
    (_, text) => {
      // No clock in the assertion: the test's timeout is the hang guard.
      expect(() => lint(text)).not.toThrow();
    },
    60_000,
  );

  it('extracts text from a deep tree without recursion', () => {
    let node: Parameters<typeof plainText>[0] = { type: 'text', value: 'x' };
    for (let i = 0; i < 100_000; i++) node = { type: 'blockquote', children: [node as never] };
    expect(plainText(node)).toBe('x');
  });

  it('caps container depth without moving a character', () => {
    const text = `${'> '.repeat(200)}a\r\n${' '.repeat(300)}- b\n- c\n`;
    const limited = limitNesting(text);
    expect(limited.length).toBe(text.length);
    expect(limited.startsWith('> '.repeat(Math.floor((MAX_CONTAINER_DEPTH * 2) / 3)))).toBe(true);
    expect(limited).not.toBe(text);
    expect(limited.endsWith('\n- c\n')).toBe(true);
    expect(limitNesting('## Goal\n\n- a\n  - b\n')).toBe('## Goal\n\n- a\n  - b\n');
  });

  it('lints every prefix of the nubos rendering without throwing, and never points past the end', () => {
    for (let end = 0; end <= NUBOS_RESUME.length; end++) {
      const prefix = NUBOS_RESUME.slice(0, end);
      const lines = prefix.split('\n').length;
      for (const d of lintSource({ path: '/virtual/RESUME.md', text: prefix, kind: 'handoff' }, { rules: handoffRules })) {
        expect(d.line).toBeLessThanOrEqual(lines);
      }
    }
  }, 60_000);
});

describe('handoff documents read without remark', () => {
  // The simple reader (parse `fast`) must give every handoff rule exactly what remark's tree
  // (parse `full`) gives: same diagnostics, same positions, on generated notes.
  const full = (text: string) => lintSource({ path: '/virtual/RESUME.md', text, kind: 'handoff' }, { rules: handoffRules, parse: 'full' });
  const fast = (text: string) => lintSource({ path: '/virtual/RESUME.md', text, kind: 'handoff' }, { rules: handoffRules, parse: 'fast' });
  const line = fc.constantFrom(
    '## Goal',
    '## Status',
    '## Active files',
    '## Changes',
    '## Failed approaches',
    '## Next steps',
    '# Session handoff',
    '## 3. Active files',
    'Ship the parser.',
    'partial',
    'done',
    'blocked',
    'None.',
    'None recorded. Reason: the first session had nothing to try.',
    '- `src/a.rs`: why it changed',
    '- `src/b.rs`',
    '- src/c.rs',
    '- Cached results. Why: faster.',
    '- Tried a cache',
    '- Tried X -- too slow',
    '- **Tried:** pooling. Why it failed: deadlock.',
    '1. Run `npm test`',
    '2. Deploy',
    '1) Fix it',
    '- (none)',
    '  continued line',
    'lazy line',
    '```',
    'npm test',
    '> quote',
    '- a\n  - nested',
    '',
    '',
    '',
  );
  // remark gives inline nodes positions; the simple reader gives them none.
  const readWithoutRemark = (text: string) =>
    !parseHandoffDocument(text).root.children.some((node) => (node.type === 'heading' || node.type === 'paragraph') && node.children.some((child) => child.position !== undefined));

  /** Every block node's type and position, offsets included, depth first (inline nodes carry none on the simple path). */
  const blocks = (text: string, mode: 'fast' | 'full') => {
    const out: string[] = [];
    const stack: Nodes[] = [...parseHandoffDocument(text, mode).root.children].reverse();
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === 'text' || node.type === 'inlineCode' || (node.type === 'html' && node.position === undefined)) continue;
      const { start, end } = node.position!;
      out.push(`${node.type} ${start.line}:${start.column}@${start.offset}-${end.line}:${end.column}@${end.offset}`);
      if ((node.type === 'list' || node.type === 'listItem') && 'children' in node) for (const child of [...node.children].reverse()) stack.push(child as Nodes);
    }
    return out;
  };

  it('gives block nodes the positions remark gives, offsets included, with and without a BOM', () => {
    // A shared point object was shifted twice for a BOM: item offsets came out one too high.
    const text = '## Active files\n\n- `a.rs`: why\n  - nested\n- `b.rs`: why\n';
    for (const input of [text, '\uFEFF' + text]) expect(blocks(input, 'fast')).toEqual(blocks(input, 'full'));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 16 }), fc.boolean(), (lines, bom) => {
        const input = (bom ? '\uFEFF' : '') + lines.join('\n') + '\n';
        if (!readWithoutRemark(input)) return;
        expect(blocks(input, 'fast')).toEqual(blocks(input, 'full'));
      }),
      { numRuns: 2_000, seed: 20261130 },
    );
  });

  it('gives the same diagnostics on generated notes, and reads most of them itself', () => {
    let simple = 0;
    let total = 0;
    fc.assert(
      fc.property(fc.array(line, { maxLength: 16 }), fc.boolean(), (lines, bom) => {
        const text = (bom ? '\uFEFF' : '') + lines.join('\n') + '\n';
        total++;
        if (readWithoutRemark(text)) simple++;
        expect(fast(text)).toEqual(full(text));
      }),
      { numRuns: 3_000, seed: 20261130 },
    );
    expect(simple).toBeGreaterThan(total * 0.2);
  }, 120_000);
});
