import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toString } from 'mdast-util-to-string';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import { parseDecisionDocument } from '@handoff/core/decisions';
import { plainText } from '../../src/lib/markdown/plain-text.js';

const span = (l1: number, c1: number, o1: number, l2: number, c2: number, o2: number) => ({
  start: { line: l1, column: c1, offset: o1 },
  end: { line: l2, column: c2, offset: o2 },
});

describe('sections', () => {
  test.each([
    ['ATX heading', '## Plan Decisions\n', 1],
    ['setext heading', 'Plan Decisions\n--------------\n', 1],
    ['case-insensitive and trimmed', '##   plan DECISIONS  ##\n', 1],
    ['h3 is not a section', '### Plan Decisions\n', 0],
    ['other words are not a section', '## Plan Decisions (v1)\n', 0],
    ['two sections', '## Plan Decisions\n\n## Plan Decisions\n', 2],
    ['inside an html block', '<div>\n## Plan Decisions\n</div>\n', 0],
    ['inside a fence', '```\n## Plan Decisions\n```\n', 0],
  ])('%s', (_name, text, count) => {
    expect(parseDecisionDocument(text, 'plan').sections).toHaveLength(count);
  });

  test.each([
    ['next h2', '## Plan Decisions\ntext\n## Next\n', { line: 3, column: 1, offset: 23 }],
    ['next h1', '## Plan Decisions\ntext\n# Next\n', { line: 3, column: 1, offset: 23 }],
    ['h3 does not end it', '## Plan Decisions\n### Locked\n', { line: 3, column: 1, offset: 29 }],
    ['root open tag', '## Plan Decisions\n\n<tasks>\n', { line: 3, column: 1, offset: 19 }],
    ['closing tag does not end it', '## Plan Decisions\n\n</tasks>\n', { line: 4, column: 1, offset: 28 }],
    ['comment does not end it', '## Plan Decisions\n\n<!-- x -->\n', { line: 4, column: 1, offset: 30 }],
    ['inline html does not end it', '## Plan Decisions\ntext <b>x</b>\n', { line: 3, column: 1, offset: 32 }],
    ['end of file without newline', '## Plan Decisions', { line: 1, column: 18, offset: 17 }],
  ])('ends at %s', (_name, text, end) => {
    expect(parseDecisionDocument(text, 'plan').sections[0]!.end).toEqual(end);
  });

  test('summary title', () => {
    const doc = parseDecisionDocument('## Implementation Decisions\n', 'summary');
    expect(doc.sections[0]!.heading).toEqual(span(1, 1, 0, 1, 28, 27));
    expect(parseDecisionDocument('## Implementation Decisions\n', 'plan').sections).toHaveLength(0);
  });
});

describe('buckets', () => {
  test.each([
    ['plan', 'Locked (executor MUST follow)', 'locked', true],
    ['plan', 'Open (executor discretion)', 'open', true],
    ['plan', 'Considered and rejected', 'rejected', true],
    ['plan', 'Rejected alternatives', 'rejected', false],
    ['plan', 'Decisions left open, not locked', 'locked', false],
    ['plan', 'Things we left open', 'open', false],
    ['plan', 'Notes', null, false],
    ['summary', 'Taken (within plan discretion)', 'taken', true],
    ['summary', 'Deviations (from plan; must explain)', 'deviations', true],
    ['summary', 'Open questions for verifier', 'questions', true],
    ['summary', 'Open Questions for Verifier', 'questions', true],
    ['summary', 'Decisions Taken (Open / Discretion)', 'taken', false],
    ['summary', 'Deviations from Locked Decisions', 'deviations', true],
    ['summary', 'Questions left', 'questions', false],
    ['summary', 'Open', null, false],
  ] as const)('%s: %s', (kind, heading, name, canonical) => {
    const title = kind === 'plan' ? 'Plan Decisions' : 'Implementation Decisions';
    const [bucket] = parseDecisionDocument(`## ${title}\n### ${heading}\n`, kind).sections[0]!.buckets;
    expect(bucket).toMatchObject({ name, canonical, headingText: heading });
  });

  test("an h4 over a list of the bucket's ids groups them; content before the first h3 is in none", () => {
    const doc = parseDecisionDocument(
      '## Plan Decisions\n- D-9: stray\n### Locked\n#### Sub\n- D-1: a\n### Open\n- O-1: b\n',
      'plan',
    );
    const [locked, open] = doc.sections[0]!.buckets;
    expect(doc.sections[0]!.buckets).toHaveLength(2);
    expect(locked!.items.map((i) => i.id)).toEqual(['D-1']);
    expect(locked!.span).toEqual(span(3, 1, 31, 3, 11, 41));
    expect(open!.items.map((i) => i.id)).toEqual(['O-1']);
  });
});

describe('items', () => {
  test.each([
    ['- D-1: x', 'D-1', 'D'],
    ['- **D-1:** x', 'D-1', 'D'],
    ['- **D-1**: x', 'D-1', 'D'],
    ['- D-1 (title): x', 'D-1', 'D'],
    ['- D-7/D-15 x', 'D-7', 'D'],
    ['- DT-2: x', 'DT-2', 'DT'],
    ['- DV-10 x', 'DV-10', 'DV'],
    ['- Q-3', 'Q-3', 'Q'],
    ['- d-1: x', null, null],
    ['- D-1a: x', null, null],
    ['- D-1_x', null, null],
    ['- REQ-1: x', null, null],
    ['- Decision: x', null, null],
    ['1. R-2: numbered', 'R-2', 'R'],
  ])('%s', (line, id, prefix) => {
    const [item] = parseDecisionDocument(`## Plan Decisions\n### Locked\n${line}\n`, 'plan').sections[0]!.buckets[0]!
      .items;
    expect(item).toMatchObject({ id, prefix });
  });

  test('item text joins block children with a newline; nested lists stay in the item', () => {
    const doc = parseDecisionDocument(
      '## Plan Decisions\n### Locked\n- D-1: a\n\n  more *b*\n  - D-2: nested\n- D-3: c\n',
      'plan',
    );
    const items = doc.sections[0]!.buckets[0]!.items;
    expect(items.map((i) => i.text)).toEqual(['D-1: a\nmore b\nD-2: nested', 'D-3: c']);
    expect(items[0]!.span).toEqual(span(3, 1, 29, 6, 16, 65));
  });

  test('lists in a blockquote are not items', () => {
    const doc = parseDecisionDocument('## Plan Decisions\n### Locked\n> - D-1: quoted\n', 'plan');
    expect(doc.sections[0]!.buckets[0]!.items).toEqual([]);
  });
});

describe('(none)', () => {
  test.each([
    ['(none)', 1, 0],
    ['(None) nothing to lock', 1, 0],
    ['None', 1, 0],
    ['none.', 1, 0],
    ['None. We had nothing.', 1, 0],
    ['N/A — nothing was locked', 1, 0],
    ['No decisions were locked:\n- O-4 stayed open ✓', 1, 0],
    ['None:\n- O-4 stayed open ✓\n- D-5: an item after all', 1, 1],
    ['Nothing', 1, 0],
    ['Not yet decided.', 0, 0],
    ['Nonetheless', 0, 0],
    ['- (none)', 1, 0],
    ['- None.', 1, 0],
    ['- (none)\n\n  more', 0, 1],
    ['- D-1: x', 0, 1],
  ])('%j', (body, none, items) => {
    const bucket = parseDecisionDocument(`## Plan Decisions\n### Locked\n${body}\n`, 'plan').sections[0]!.buckets[0]!;
    expect(bucket.none).toHaveLength(none);
    expect(bucket.items).toHaveLength(items);
  });

  test('spans of the paragraph and the list item', () => {
    const bucket = parseDecisionDocument('## Plan Decisions\n### Open\n(none)\n### Locked\n- None\n', 'plan')
      .sections[0]!.buckets;
    expect(bucket[0]!.none).toEqual([span(3, 1, 27, 3, 7, 33)]);
    expect(bucket[1]!.none).toEqual([span(5, 1, 45, 5, 7, 51)]);
  });
});

describe('fields', () => {
  test.each([
    ['locked', '- D-1: s. Why: fast. Source: research.md.', { why: 'fast.', source: 'research.md.' }],
    ['locked', '- D-1: s. why:   . Source: r', { source: 'r' }],
    ['locked', '- D-1: s. Why it matters: no', {}],
    ['locked', '- D-1: somewhy: x', {}],
    [
      'open',
      '- O-1: s. Constraints: a, b. Reason left open: cosmetic',
      { constraints: 'a, b.', reasonLeftOpen: 'cosmetic' },
    ],
    ['open', '- O-1: s. Reason: x', { reasonLeftOpen: 'x' }],
    ['rejected', '- R-1: s. REJECTED BECAUSE: slow', { rejectedBecause: 'slow' }],
    ['taken', '- DT-1: Chose a for O-1. Reason: simple.', { reason: 'simple.' }],
    ['taken', '- DT-1: x. Reason left open: y', {}],
    [
      'deviations',
      '- DV-1: Plan said X; I did Y. Reason: r. Verification: tests.',
      { planSaid: 'X;', iDid: 'Y.', reason: 'r.', verification: 'tests.' },
    ],
    ['deviations', "- DV-1: plan said: X; I didn't. Verification: —", { planSaid: ": X; I didn't." }],
    ['questions', '- Q-1: Is it? Why it matters: stakes', { whyItMatters: 'stakes' }],
    ['questions', '- Q-1: Is it? Why: stakes', { whyItMatters: 'stakes' }],
    ['locked', '- D-1: s.\n\n  Why: on a second paragraph', { why: 'on a second paragraph' }],
    ['locked', '- **D-1:** s. **Why:** bold label', { why: 'bold label' }],
    ['locked', '- O-1: read by the bucket. Why: w. Constraints: c', { why: 'w. Constraints: c' }],
  ])('%s: %s', (bucket, line, fields) => {
    const kind = ['locked', 'open', 'rejected'].includes(bucket) ? 'plan' : 'summary';
    const heading = {
      locked: 'Locked',
      open: 'Open',
      rejected: 'Considered and rejected',
      taken: 'Taken',
      deviations: 'Deviations',
      questions: 'Open questions',
    }[bucket]!;
    const title = kind === 'plan' ? 'Plan Decisions' : 'Implementation Decisions';
    const [item] = parseDecisionDocument(`## ${title}\n### ${heading}\n${line}\n`, kind).sections[0]!.buckets[0]!.items;
    expect(item!.fields).toEqual(fields);
  });
});

describe('references', () => {
  test.each([
    ['Taken', '- DT-1: Chose a for O-2, then O-3', 'O-2'],
    // A Taken item whose id is an O-n names that O-n (docs/real-files.md).
    ['Taken', '- O-1 (gutter): chose a', 'O-1'],
    ['Taken', '- **O-1 (gutter):** see O-4', 'O-1'],
    ['Taken', '- Chose a for O-7', 'O-7'],
    ['Taken', '- DT-1: Chose FOO-2 and O-2x', null],
    ['Deviations', '- DV-1: Plan said (D-3) x', 'D-3'],
    ['Deviations', '- DV-1: DT-3 and DV-2 only', null],
    ['Deviations', '- D-7/D-15 merged', 'D-15'],
    ['Open questions', '- Q-1: about D-1 and O-1', null],
  ])('%s: %s', (heading, line, reference) => {
    const [item] = parseDecisionDocument(`## Implementation Decisions\n### ${heading}\n${line}\n`, 'summary')
      .sections[0]!.buckets[0]!.items;
    expect(item!.reference).toBe(reference);
  });
});

describe('mechanical line', () => {
  test.each([
    ['plan', 'No decisions worth documenting — plan is mechanical implementation of must_haves.', 1],
    ['plan', 'no decisions worth documenting - whatever', 1],
    ['plan', '**No decisions worth documenting**', 1],
    ['plan', 'There are no decisions worth documenting', 0],
    ['summary', 'No deviations or open questions — implementation followed plan exactly.', 1],
    ['summary', '- No deviations or open questions', 0],
  ] as const)('%s: %s', (kind, line, count) => {
    const title = kind === 'plan' ? 'Plan Decisions' : 'Implementation Decisions';
    const section = parseDecisionDocument(`## ${title}\n\n${line}\n`, kind).sections[0]!;
    expect(section.mechanical).toHaveLength(count);
  });

  test('span of the line', () => {
    const section = parseDecisionDocument('## Plan Decisions\n\nNo decisions worth documenting.\n', 'plan')
      .sections[0]!;
    expect(section.mechanical).toEqual([span(3, 1, 19, 3, 32, 50)]);
  });
});

describe('landmarks', () => {
  test('plan objective spans to the closing tag of a later html block; tasks', () => {
    const text = '<objective>\nGoal\n\nmore\n\n</objective>\n\n## Plan Decisions\n\n<tasks>\n<task>\n';
    const doc = parseDecisionDocument(text, 'plan');
    expect(doc.landmarks.objective).toEqual(span(1, 1, 0, 6, 13, 36));
    expect(doc.landmarks.tasks).toEqual(span(10, 1, 57, 11, 7, 71));
    expect(doc.landmarks.files).toBeUndefined();
  });

  test('objective closing in the same block ends right after the tag', () => {
    const doc = parseDecisionDocument('<objective>\nGoal\n</objective> trailing\n', 'plan');
    expect(doc.landmarks.objective).toEqual(span(1, 1, 0, 3, 13, 29));
  });

  test('inline closing tag is not a closing block', () => {
    const doc = parseDecisionDocument('<objective>\nGoal\n\nText\n</objective>\n', 'plan');
    expect(doc.landmarks.objective).toEqual(span(1, 1, 0, 2, 5, 16));
  });

  test('summary files heading: first h2 starting with Files', () => {
    const doc = parseDecisionDocument('# T\n## Summary\n## files created/modified\n## Files Changed\n', 'summary');
    expect(doc.landmarks.files).toEqual(span(3, 1, 15, 3, 26, 40));
    expect(doc.landmarks.objective).toBeUndefined();
  });
});

describe('schema version and front matter', () => {
  test.each([
    ['', null, true],
    ['decisions_schema: v1\n', 'v1', true],
    ['decisions_schema: 1\n', '1', true],
    ["decisions_schema: '1'\n", '1', true],
    ['decisions_schema: v2\n', 'v2', false],
    ['decisions_schema: V1\n', 'V1', false],
    ['decisions_schema: 1.5\n', '1.5', false],
  ])('%j', (yaml, value, supported) => {
    const doc = parseDecisionDocument(`---\nkind: plan\n${yaml}---\n## Plan Decisions\n`, 'plan');
    expect(doc.schema.value).toBe(value);
    expect(doc.schema.supported).toBe(supported);
    expect(doc.schema.span).toEqual(value === null ? null : span(3, 1, 15, 3, 17, 31));
    expect(doc.sections).toHaveLength(1);
  });

  test('front matter that fails to parse is kept with its error, and the body is still read', () => {
    const doc = parseDecisionDocument('---\nkey: [unclosed\n---\n## Plan Decisions\n', 'plan');
    expect(doc.frontMatter?.error?.message).toMatch(/Invalid YAML front matter/);
    expect(doc.sections).toHaveLength(1);
    expect(doc.sections[0]!.heading.start.line).toBe(4);
  });
});

describe('hostile input', () => {
  test.each([
    ['CRLF', '## Plan Decisions\r\n### Locked\r\n- D-1: a. Why: b\r\n', 3, 1],
    ['CR', '## Plan Decisions\r### Locked\r- D-1: a. Why: b\r', 3, 1],
    ['BOM', '\uFEFF## Plan Decisions\n### Locked\n- D-1: a. Why: b\n', 3, 1],
    ['NUL', '## Plan Decisions\n### Locked\n- D-1: a\0. Why: b\n', 3, 1],
  ])('%s', (_name, text, line, column) => {
    const item = parseDecisionDocument(text, 'plan').sections[0]!.buckets[0]!.items[0]!;
    expect(item.span.start).toMatchObject({ line, column });
    expect(item.fields.why).toBe('b');
  });

  test.each([
    ['blockquotes', '## Plan Decisions\n### Locked\n- D-1: ' + '> '.repeat(10_000) + 'deep\n'],
    ['emphasis', '## Plan Decisions\n### Locked\n- D-1: ' + '*a **a '.repeat(10_000) + '\n'],
    ['brackets', '## Plan Decisions\n### Locked\n- D-1: ' + '['.repeat(10_000) + 'a' + ']'.repeat(10_000) + '\n'],
  ])('10,000-deep %s does not overflow', (_name, text) => {
    for (const mode of ['fast', 'full'] as const) {
      expect(parseDecisionDocument(text, 'plan', { mode }).sections[0]!.buckets[0]!.items).toHaveLength(1);
    }
  });

  test('plainText equals mdast-util-to-string on every corpus node', () => {
    for (const file of corpusFiles()) {
      const tree = unified()
        .use(remarkParse)
        .parse(readFileSync(join(CORPUS, file), 'utf8'));
      for (const node of tree.children) expect(plainText(node)).toBe(toString(node));
    }
  });
});

const CORPUS = fileURLToPath(new URL('../../../../test-fixtures/corpus', import.meta.url));

/** The top-level corpus files; the wide corpus in its folders (repos, held-out, licences) has its own lane. */
function corpusFiles(): string[] {
  return readdirSync(CORPUS, { withFileTypes: true }).flatMap((e) => (e.isFile() ? [e.name] : []));
}

describe('corpus', () => {
  const expected: Record<string, { kind: 'plan' | 'summary'; sections: number; buckets: string[]; items: number }> = {
    '02-01-plan.md': { kind: 'plan', sections: 1, buckets: ['locked', 'open', 'rejected'], items: 21 },
    '02-01-summary.md': { kind: 'summary', sections: 1, buckets: ['taken', 'deviations', 'questions'], items: 8 },
    '03-01-summary.md': { kind: 'summary', sections: 0, buckets: [], items: 0 },
    // Deviations and questions open with `None.`: the D-n checklist under it is its explanation.
    '03-02-summary.md': { kind: 'summary', sections: 1, buckets: ['taken', 'deviations', 'questions'], items: 3 },
    '04-01-plan.md': { kind: 'plan', sections: 1, buckets: ['locked', 'open', 'rejected'], items: 22 },
    // Four Taken items, five deviations written as block items (their bullets are fields), two questions.
    '04-01-summary.md': { kind: 'summary', sections: 1, buckets: ['taken', 'deviations', 'questions'], items: 11 },
    '01-context.md': { kind: 'summary', sections: 0, buckets: [], items: 0 },
  };
  test.each(corpusFiles())('%s parses without throwing', (file) => {
    const text = readFileSync(join(CORPUS, file), 'utf8');
    const key = Object.keys(expected).find((suffix) => file.endsWith(suffix));
    for (const kind of ['plan', 'summary'] as const) {
      const doc = parseDecisionDocument(text, kind);
      if (key && expected[key]!.kind === kind) {
        const want = expected[key]!;
        expect(doc.sections).toHaveLength(want.sections);
        const buckets = doc.sections[0]?.buckets ?? [];
        expect(buckets.map((b) => b.name)).toEqual(want.buckets);
        expect(buckets.reduce((n, b) => n + b.items.length, 0)).toBe(want.items);
      }
    }
  });
});
