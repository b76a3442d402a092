import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  ImplementationDecisionsSchema,
  PlanDecisionsSchema,
  parseDecisionDocument,
  parseImplementationDecisions,
  parsePlanDecisions,
  renderImplementationDecisions,
  renderPlanDecisions,
  validateImplementationDecisions,
  validatePlanDecisions,
  type ImplementationDecisions,
  type PlanDecisions,
} from '@handoff/core/decisions';

const ROOT = new URL('../../../../', import.meta.url).pathname;
const SCHEMAS = join(ROOT, 'packages/core/schemas');
const FIXTURES = join(ROOT, 'test-fixtures/core');

function withoutPositions<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, (key, v) => (key === 'position' ? undefined : v))) as T;
}

describe('JSON Schemas', () => {
  test.each([
    ['plan-decisions.schema.json', PlanDecisionsSchema],
    ['implementation-decisions.schema.json', ImplementationDecisionsSchema],
  ])('committed %s equals the emitted schema', (file, schema) => {
    const emitted = JSON.stringify(schema, null, 2) + '\n';
    if (process.env['UPDATE_SCHEMAS']) writeFileSync(join(SCHEMAS, file), emitted);
    expect(readFileSync(join(SCHEMAS, file), 'utf8')).toBe(emitted);
  });
});

describe('validation names every error with its path', () => {
  test('plan', () => {
    const result = validatePlanDecisions({
      locked: [
        { id: 'D-1', statement: 's', why: 'w', source: 'x' },
        { id: 'D-2', statement: 's', why: 'w', source: 'x' },
        { id: 'O-3', statement: 's', why: '  ', source: 'x', extra: 1 },
      ],
      open: [{ id: 'O-1', space: 's', constraints: 'c' }],
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map((i) => i.path).sort()).toEqual([
      'locked[2].extra',
      'locked[2].id',
      'locked[2].why',
      'open[0].reasonLeftOpen',
      'rejected',
    ]);
  });

  test('summary', () => {
    const result = validateImplementationDecisions({
      taken: [{ id: 'DT-1', openRef: 'O-1', reason: 'r', option: 'a' }],
      deviations: [{ id: 'DV-1', planSaid: 'x', iDid: 'y', reason: 'r' }],
      questions: [],
    });
    expect(!result.ok && result.issues.map((i) => i.path)).toEqual(['deviations[0].verification']);
  });

  test('mechanical line with items', () => {
    const result = validatePlanDecisions({
      mechanical: 'No decisions worth documenting.',
      locked: [{ id: 'D-1', statement: 's', why: 'w', source: 'x' }],
      open: [],
      rejected: [],
    });
    expect(!result.ok && result.issues).toEqual([
      { path: 'locked', message: 'must be empty when `mechanical` is set' },
    ]);
    expect(validatePlanDecisions({ mechanical: 'Nothing here', locked: [], open: [], rejected: [] }).ok).toBe(false);
  });
});

// Values from a grammar of Markdown metacharacters, label words, ids, whitespace and unicode.
const PIECES = [
  'a',
  'Z',
  '1',
  ' ',
  '  ',
  '.',
  '..',
  ';',
  ':',
  '?',
  '!',
  '*',
  '**',
  '_',
  '`',
  '```',
  '~~~',
  '#',
  '## H',
  '\n',
  '\n\n',
  '\r\n',
  '\t',
  '-',
  '- x',
  '1.',
  '>',
  '<',
  '<tasks>',
  '</objective>',
  '<!--',
  '-->',
  '[x]',
  '[x]: http://a',
  '](',
  '\\',
  '&amp;',
  '&#10;',
  '|',
  '(none)',
  'None',
  'Why:',
  'why: ',
  'Source:',
  'Constraints:',
  'Reason left open:',
  'Reason:',
  'Rejected because:',
  'Plan said',
  'I did',
  'Verification:',
  'Why it matters:',
  'D-1',
  'O-2',
  'DT-3',
  'DV-4',
  'R-5',
  'Q-6',
  'Chose',
  ' for O-9',
  'Mooted O-1',
  'é',
  '漢字',
  '👩‍💻',
  '\u2060',
  '\u00a0',
  '\u202e',
  'ſ',
  'No decisions worth documenting',
];
const text = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join(''))
  .filter((value) => /[\p{L}\p{N}]/u.test(value));
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}`);
const planModel: fc.Arbitrary<PlanDecisions> = fc.oneof(
  fc.record({
    locked: fc
      .array(fc.record({ statement: text, why: text, source: text }), { maxLength: 3 })
      .map((xs) => xs.map((x, i) => ({ id: ids('D', 3)[i]!, ...x }))),
    open: fc
      .array(fc.record({ space: text, constraints: text, reasonLeftOpen: text }), { maxLength: 3 })
      .map((xs) => xs.map((x, i) => ({ id: `O-${i + 1}`, ...x }))),
    rejected: fc
      .array(fc.record({ alternative: text, rejectedBecause: text }), { maxLength: 3 })
      .map((xs) => xs.map((x, i) => ({ id: `R-${i + 1}`, ...x }))),
  }),
  text.map((tail) => ({ mechanical: `No decisions worth documenting${tail}`, locked: [], open: [], rejected: [] })),
);
const summaryModel: fc.Arbitrary<ImplementationDecisions> = fc.oneof(
  fc.record({
    taken: fc
      .array(
        fc.oneof(
          fc.record({ option: text, reason: text }),
          fc.record({ mooted: fc.constant(true as const), reason: text }),
        ),
        { maxLength: 3 },
      )
      .map((xs) => xs.map((x, i) => ({ id: `DT-${i + 1}`, openRef: `O-${i + 7}`, ...x }))),
    deviations: fc
      .array(
        fc.record({
          planSaid: text,
          iDid: text,
          reason: text,
          verification: text,
          lockedRef: fc.option(fc.constantFrom('D-1', 'D-12'), { nil: undefined }),
        }),
        { maxLength: 3 },
      )
      .map((xs) =>
        xs.map(({ lockedRef, ...x }, i) => ({ id: `DV-${i + 1}`, ...x, ...(lockedRef ? { lockedRef } : {}) })),
      ),
    questions: fc
      .array(fc.record({ question: text, whyItMatters: text }), { maxLength: 3 })
      .map((xs) => xs.map((x, i) => ({ id: `Q-${i + 1}`, ...x }))),
  }),
  text.map((tail) => ({
    mechanical: `No deviations or open questions${tail}`,
    taken: [],
    deviations: [],
    questions: [],
  })),
);

describe('round trip', () => {
  test('plan: parse(render(x)) equals x, render is a fixpoint, the lint model agrees', () => {
    fc.assert(
      fc.property(planModel, (model) => {
        expect(validatePlanDecisions(model)).toEqual({ ok: true, value: model });
        const markdown = renderPlanDecisions(model);
        const parsed = parsePlanDecisions(markdown);
        expect(withoutPositions(parsed)).toEqual(model);
        expect(renderPlanDecisions(parsed)).toBe(markdown);
        const section = parseDecisionDocument(markdown, 'plan').sections;
        expect(section).toHaveLength(1);
        for (const bucket of section[0]!.buckets)
          for (const item of bucket.items)
            expect(item.prefix).toBe({ locked: 'D', open: 'O', rejected: 'R' }[bucket.name as string]);
      }),
      { numRuns: 150, seed: 7 },
    );
  }, 120_000);

  test('summary: parse(render(x)) equals x, render is a fixpoint, references are the model refs', () => {
    fc.assert(
      fc.property(summaryModel, (model) => {
        expect(validateImplementationDecisions(model)).toEqual({ ok: true, value: model });
        const markdown = renderImplementationDecisions(model);
        const parsed = parseImplementationDecisions(markdown);
        expect(withoutPositions(parsed)).toEqual(model);
        expect(renderImplementationDecisions(parsed)).toBe(markdown);
        const buckets = parseDecisionDocument(markdown, 'summary').sections[0]!.buckets;
        if (!model.mechanical) {
          expect(buckets[0]!.items.map((i) => i.reference)).toEqual(model.taken.map((t) => t.openRef));
          expect(buckets[1]!.items.map((i) => i.reference)).toEqual(model.deviations.map((d) => d.lockedRef ?? null));
          expect(buckets[1]!.items.every((i) => i.fields.verification !== undefined)).toBe(true);
        }
      }),
      { numRuns: 150, seed: 11 },
    );
  }, 120_000);
});

describe('conformance pairs in test-fixtures/core', () => {
  const cases = readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5));
  test('there are cases', () => expect(cases.length).toBeGreaterThanOrEqual(4));
  test.each(cases)('%s', (name) => {
    const markdown = readFileSync(join(FIXTURES, `${name}.md`), 'utf8');
    const model = JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as
      PlanDecisions | ImplementationDecisions;
    if ('locked' in model) {
      expect(renderPlanDecisions(model)).toBe(markdown);
      expect(withoutPositions(parsePlanDecisions(markdown))).toEqual(model);
    } else {
      expect(renderImplementationDecisions(model)).toBe(markdown);
      expect(withoutPositions(parseImplementationDecisions(markdown))).toEqual(model);
    }
  });
});

describe('typed parse of hand-written files', () => {
  const CORPUS = fileURLToPath(new URL('../../../../test-fixtures/corpus', import.meta.url));
  const files = readdirSync(CORPUS, { withFileTypes: true }).flatMap((e) => (e.isFile() ? [e.name] : []));
  test.each(files)('%s reads without throwing', (file) => {
    const markdown = readFileSync(join(CORPUS, file), 'utf8');
    const plan = parsePlanDecisions(markdown);
    const summary = parseImplementationDecisions(markdown);
    if (file.endsWith('02-01-plan.md')) {
      expect(plan.locked).toHaveLength(11);
      expect(plan.locked[0]).toMatchObject({
        id: 'D-1',
        source: 'research.md Pattern B + .planning/research/architecture.md Pattern 8',
      });
    }
    if (file.endsWith('02-01-summary.md'))
      expect(summary.taken.map((t) => t.openRef)).toEqual(['O-2', 'O-3', 'O-4', 'O-1']);
  });
});
