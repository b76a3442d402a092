import { describe, expect, test } from 'vitest';
import { parseDecisionDocument } from '../../src/lib/decisions/parse.js';

/** The items of the first bucket, read both ways: the fast reader and remark must agree. */
function items(kind: 'plan' | 'summary', heading: string, body: string) {
  const title = kind === 'plan' ? 'Plan Decisions' : 'Implementation Decisions';
  const text = `## ${title}\n\n### ${heading}\n\n${body}\n`;
  const fast = parseDecisionDocument(text, kind).sections[0]!.buckets[0]!;
  const full = parseDecisionDocument(text, kind, { mode: 'full' }).sections[0]!.buckets[0]!;
  expect(fast).toEqual(full);
  return fast;
}

describe('block items (docs/real-files.md)', () => {
  test.each([
    // [bucket heading, body, ids of the items, forms]
    [
      'Deviations',
      '**DV-1: Plan said X**\n\nI did Y. Reason: r.\n\n- **Verification:** cargo test passes',
      ['DV-1'],
      ['block'],
    ],
    [
      'Deviations',
      '**1. [Rule 1 - Bug] Error::from_win32() is missing**\n- **Found during:** Task 2\n- **Fix:** used ' +
        'from_thread\n- **Verification:** cargo build',
      [null],
      ['block'],
    ],
    ['Deviations', '**1. First**\n- **Fix:** a\n\n**2. Second**\n- **Fix:** b', [null, null], ['block', 'block']],
    [
      'Deviations',
      '#### DV-1: a heading item\n\nPlan said X; I did Y.\n\n#### DV-2: another\n\nText.',
      ['DV-1', 'DV-2'],
      ['block', 'block'],
    ],
    [
      'Deviations',
      '**DV-1:** one\n\n---\n\n**Total deviations:** 1 auto-fixed\n\n**Impact on plan:** none',
      ['DV-1'],
      ['block'],
    ],
    [
      'Deviations',
      '- DV-1: a list item\n\n**DV-2: then a block item**\n- Verification: ok',
      ['DV-1', 'DV-2'],
      ['list', 'block'],
    ],
    [
      'Deviations',
      '**Auto-fixed during execution:**\n\n- DV-1: first\n- DV-2: second',
      ['DV-1', 'DV-2'],
      ['list', 'list'],
    ],
    ['Deviations', '#### Auto-fixed issues\n\n**DV-1: one**\n\nText.', ['DV-1'], ['block']],
    ['Open questions', '- **Line height timing:** when is the font set?', [null], ['list']],
    ['Open questions', 'Some prose, not an item.\n\n**Q-1: a question?** Why it matters: stakes', ['Q-1'], ['block']],
  ] as const)('%s: %j', (heading, body, ids, forms) => {
    const bucket = items('summary', heading, body);
    expect(bucket.items.map((item) => item.id)).toEqual(ids);
    expect(bucket.items.map((item) => item.form)).toEqual(forms);
  });

  test("a block item's bullets are its fields, each on a line of its own", () => {
    const [item] = items(
      'summary',
      'Deviations',
      '**DV-1: Plan said X**\n- **I did:** Y\n- **Reason:** r\n- **Verification:** cargo test passes',
    ).items;
    expect(item!.text).toBe('DV-1: Plan said X\nI did: Y\nReason: r\nVerification: cargo test passes');
    expect(item!.fields).toEqual({ planSaid: 'X', iDid: ': Y', reason: 'r', verification: 'cargo test passes' });
    expect(item!.span).toMatchObject({ start: { line: 5, column: 1 }, end: { line: 8, column: 38 } });
  });

  test("a nested list's fields are found at a word boundary", () => {
    const [item] = items(
      'summary',
      'Deviations',
      '- DV-1: Plan said X; I did Y\n  - Reason: r\n  - Verification: ok',
    ).items;
    expect(item!.fields).toMatchObject({ reason: 'r', verification: 'ok' });
  });
});

describe('empty by statement (docs/real-files.md)', () => {
  test.each([
    ['Deviations', 'None — plan executed exactly as written.', 0],
    ['Deviations', 'None. Every Locked decision was implemented as written:\n- D-1 strip — ✓\n- D-2 dialog — ✓', 0],
    [
      'Deviations',
      'None. Every Locked decision was implemented as written:\n- D-1 strip — ✓\n- DV-1: but one thing changed',
      1,
    ],
    ['Deviations', '- N/A\n- D-1 kept', 0],
    ['Open questions', 'No open questions; the plan was concrete.\n\n**Line height:** a commentary', 0],
    ['Deviations', 'Nothing deviated.', 0],
  ] as const)('%s: %j', (heading, body, count) => {
    const bucket = items('summary', heading, body);
    expect(bucket.none).toHaveLength(1);
    expect(bucket.items).toHaveLength(count);
  });
});

describe('near-form labels (docs/real-files.md)', () => {
  test.each([
    [
      'Considered and rejected',
      '- R-1: x. Rejected: too slow',
      { rejectedBecause: 'too slow' },
      [['Rejected:', 'Rejected because:', true]],
    ],
    [
      'Open',
      '- O-1: x. Constraint: c. Reason left open: r',
      { constraints: 'c.', reasonLeftOpen: 'r' },
      [['Constraint:', 'Constraints:', true]],
    ],
    ['Locked', '- D-1: x. Rationale: w. Source: s', { why: 'w.', source: 's' }, [['Rationale:', 'Why:', true]]],
    ['Locked', '- D-1: x. Why: w. Reason: also. Source: s', { why: 'w.', source: 's' }, []],
    ['Considered and rejected', '- R-1: x. Rejected by D-5', {}, []],
    ['Considered and rejected', '- R-1: x. Rejected:', {}, [['Rejected:', 'Rejected because:', false]]],
  ] as const)('%s: %s', (heading, body, fields, near) => {
    const [item] = items('plan', heading, body).items;
    expect(item!.fields).toEqual(fields);
    expect(item!.nearLabels.map((n) => [n.written, n.canonical, n.used])).toEqual(near);
  });

  test.each([
    [
      '- DV-1: Plan said X. Fix: used Y. Reason: r. Verified by: tests',
      { planSaid: 'X.', iDid: 'used Y.', reason: 'r.', verification: 'tests' },
      ['Fix:', 'Verified by:'],
    ],
    [
      '- DV-1: Plan said X; I did Y. Why: r. Verified: ok',
      { planSaid: 'X;', iDid: 'Y.', reason: 'r.', verification: 'ok' },
      ['Why:', 'Verified:'],
    ],
  ] as const)('deviations: %s', (body, fields, written) => {
    const [item] = items('summary', 'Deviations', body).items;
    expect(item!.fields).toEqual(fields);
    expect(item!.nearLabels.map((n) => n.written)).toEqual(written);
  });
});
