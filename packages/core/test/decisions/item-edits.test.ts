import { describe, expect, test } from 'vitest';
import {
  parseImplementationDecisions,
  parsePlanDecisions,
  renderPlanDecisions,
  upsertDecisionSection,
  validateImplementationDecisions,
  validatePlanDecisions,
} from '@handoff/core/decisions';

// Item edits through the SDK: parse, change, upsert. Every byte the change does not touch is
// kept, and an item's own inline Markdown — code spans, emphasis, link URLs — survives a write
// of its other fields (the typed model's `markdown`).

const PLAN = `# Plan 04

<objective>
Cache the search index.
</objective>

## Plan Decisions

### Locked (executor MUST follow)
- **D-1:** Use \`SQLite\` for *storage*. Why: one [file](https://sqlite.org/onefile.html) to ship. Source: research.md.
- D-2: Keep **WAL** on. Why: readers never block. Source: notes.

### Open (executor's discretion within constraints)
- O-1: Where the cache lives. Constraints: \`no new service\`. Reason left open: load numbers.

### Considered and rejected
(none)

<tasks>
<task>index</task>
</tasks>
`;

const SUMMARY = `# Summary 04

## Files Changed
- src/index.ts

## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose \`Redis\` for O-1. Reason: it is [already deployed](https://ops.example/redis).

### Deviations (from plan; must explain)
- DV-1 (D-2): Plan said WAL on; I did _WAL off_ in tests. Reason: \`tmpfs\` has no locking. \
Verification: \`npm test\` passes.

### Open questions for verifier
- Q-1: Is a **5 s** timeout enough? Why it matters: cold starts.
`;

describe('the typed model says which fields are Markdown', () => {
  test('plain values, and the inline Markdown of each field that has any', () => {
    const model = parsePlanDecisions(PLAN);
    expect(model.locked[0]).toMatchObject({
      statement: 'Use SQLite for storage',
      why: 'one file to ship',
      source: 'research.md',
      markdown: { statement: 'Use `SQLite` for *storage*', why: 'one [file](https://sqlite.org/onefile.html) to ship' },
    });
    expect(model.locked[1]!.markdown).toEqual({ statement: 'Keep **WAL** on' });
    expect(model.open[0]!.markdown).toEqual({ constraints: '`no new service`' });
    const summary = parseImplementationDecisions(SUMMARY);
    expect(summary.taken[0]).toMatchObject({
      option: 'Redis',
      markdown: { option: '`Redis`', reason: 'it is [already deployed](https://ops.example/redis)' },
    });
    expect(summary.deviations[0]!.markdown).toEqual({
      iDid: '_WAL off_ in tests',
      reason: '`tmpfs` has no locking',
      verification: '`npm test` passes',
    });
    expect(summary.questions[0]!.markdown).toEqual({ question: 'Is a **5 s** timeout enough?' });
  });

  test('an item without Markdown carries none, and the model validates with it', () => {
    const model = parsePlanDecisions(PLAN.replace('(none)', '- R-1: A CDN. Rejected because: cost.'));
    expect(model.rejected[0]).not.toHaveProperty('markdown');
    expect(validatePlanDecisions(model).ok).toBe(true);
    expect(validateImplementationDecisions(parseImplementationDecisions(SUMMARY)).ok).toBe(true);
  });
});

describe('upsertDecisionSection after parse', () => {
  test.each([
    ['a plan', PLAN, () => upsertDecisionSection(PLAN, parsePlanDecisions(PLAN))],
    ['a summary', SUMMARY, () => upsertDecisionSection(SUMMARY, parseImplementationDecisions(SUMMARY))],
    [
      'a CRLF summary with a byte order mark',
      `\uFEFF${SUMMARY.replace(/\n/g, '\r\n')}`,
      () => {
        const text = `\uFEFF${SUMMARY.replace(/\n/g, '\r\n')}`;
        return upsertDecisionSection(text, parseImplementationDecisions(text));
      },
    ],
    [
      'a model that went through JSON (no positions)',
      PLAN,
      () =>
        upsertDecisionSection(
          PLAN,
          JSON.parse(
            JSON.stringify(parsePlanDecisions(PLAN), (key, v: unknown) => (key === 'position' ? undefined : v)),
          ),
        ),
    ],
  ])('keeps every byte of %s when nothing changed', (_name, text, upsert) => {
    expect(upsert()).toBe(text);
  });

  test("rewrites only the changed item, and keeps the item's other fields' Markdown", () => {
    const model = parsePlanDecisions(PLAN);
    model.locked[0]!.source = 'the benchmark of 3 May';
    const out = upsertDecisionSection(PLAN, model);
    expect(out).toBe(
      PLAN.replace(
        '- **D-1:** Use `SQLite` for *storage*. Why: one [file](https://sqlite.org/onefile.html) to ' +
          'ship. Source: research.md.',
        '- D-1: Use `SQLite` for *storage*. Why: one [file](https://sqlite.org/onefile.html) to ship. Source: ' +
          'the benchmark of 3 May.',
      ),
    );
  });

  test('writes a changed field as its new plain text, escaped, even where it had Markdown', () => {
    const model = parseImplementationDecisions(SUMMARY);
    (model.taken[0] as { option: string }).option = 'Redis *cluster*';
    const out = upsertDecisionSection(SUMMARY, model);
    expect(out).toContain(
      '- DT-1: Chose Redis \\*cluster\\* for O-1. Reason: it is [already deployed](https://ops.example/redis).',
    );
    expect(parseImplementationDecisions(out).taken[0]).toMatchObject({ option: 'Redis *cluster*' });
  });

  test("writes a caller's Markdown for a field when it reads as the field's value", () => {
    const model = parseImplementationDecisions(SUMMARY);
    model.questions[0] = {
      ...model.questions[0]!,
      whyItMatters: 'cold starts hit p99',
      markdown: { whyItMatters: 'cold starts hit `p99`' },
    };
    const out = upsertDecisionSection(SUMMARY, model);
    expect(out).toContain('- Q-1: Is a 5 s timeout enough? Why it matters: cold starts hit `p99`.');
  });

  test('adds an item after the last one of its bucket, in place of (none), and removes one with its line', () => {
    const model = parsePlanDecisions(PLAN);
    model.open.push({ id: 'O-2', space: 'The TTL', constraints: 'under a day', reasonLeftOpen: 'traffic data' });
    model.rejected.push({ id: 'R-1', alternative: 'A CDN', rejectedBecause: 'cost' });
    model.locked.splice(1, 1);
    const out = upsertDecisionSection(PLAN, model);
    expect(out).toBe(
      PLAN.replace('- D-2: Keep **WAL** on. Why: readers never block. Source: notes.\n', '')
        .replace(
          'Reason left open: load numbers.\n',
          'Reason left open: load numbers.\n- O-2: The TTL. Constraints: under a day. ' +
            'Reason left open: traffic data.\n',
        )
        .replace('(none)', '- R-1: A CDN. Rejected because: cost.'),
    );
  });

  test('renders the section when the items were reordered, keeping their Markdown', () => {
    const model = parsePlanDecisions(PLAN);
    model.locked.reverse();
    const out = upsertDecisionSection(PLAN, model);
    expect(out).toContain(renderPlanDecisions(model));
    expect(out).toContain('- D-2: Keep **WAL** on.');
    expect(out.startsWith('# Plan 04\n\n<objective>')).toBe(true);
    expect(out.endsWith('<tasks>\n<task>index</task>\n</tasks>\n')).toBe(true);
  });
});
