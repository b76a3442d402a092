import { describe, expect, it } from 'vitest';
import rule from '../src/rules/field-label-style.js';
import { checkInvalidCase, checkValidCase, duplicateCases, testRule, type InvalidCase } from './rule-tester.js';

// The tester is what every rule test trusts, so it has its own controls: each check it
// makes is shown failing on a case that breaks it.

const valid = `## Plan Decisions

### Considered and rejected
- R-1: Spaces. Rejected because: churn.
`;

const invalid: InvalidCase = {
  code: `## Plan Decisions

### Considered and rejected
- **R-1:** Subclassing the tab control. Rejected: the accelerator table is canonical.
`,
  errors: [
    {
      messageId: 'nearLabel',
      data: { labels: 'label `Rejected:`', canonical: '`Rejected because:`' },
      line: 4,
      column: 1,
      endLine: 4,
      endColumn: 86,
    },
  ],
  output: `## Plan Decisions

### Considered and rejected
- **R-1:** Subclassing the tab control. Rejected because: the accelerator table is canonical.
`,
};

describe('rule tester', () => {
  it('passes the correct cases it is given (the controls below change one thing each)', () => {
    expect(duplicateCases({ valid: [valid], invalid: [invalid] })).toEqual([]);
    checkValidCase(rule, { code: valid });
    checkInvalidCase(rule, invalid);
  });

  it('rejects a duplicate case before any case runs: testRule throws at collection', () => {
    expect(() =>
      testRule(rule, { valid: [valid, { name: 'same code, another name', code: valid }], invalid: [] }),
    ).toThrow(`${rule.id}: duplicate test cases: valid #2 repeats valid #1`);
    expect(() =>
      testRule(rule, {
        valid: [],
        invalid: [
          invalid,
          {
            ...invalid,
            name: 'other expectations',
            errors: [{ messageId: 'nearLabel', line: 1, column: 1, endLine: 1, endColumn: 2 }],
          },
        ],
      }),
    ).toThrow('invalid #2 repeats invalid #1');
  });

  it('counts an invalid case with the code of a valid one as a duplicate, and a case read as another kind or beside a plan as distinct', () => {
    expect(duplicateCases({ valid: [invalid.code], invalid: [invalid] })).toEqual(['invalid #1 repeats valid #1']);
    expect(
      duplicateCases({ valid: [valid, { code: valid, kind: 'summary' }, { code: valid, plan: valid }], invalid: [] }),
    ).toEqual([]);
  });

  it('fails a wrong end line or end column', () => {
    const [error] = invalid.errors;
    expect(() => checkInvalidCase(rule, { ...invalid, errors: [{ ...error!, endColumn: 85 }] })).toThrow();
    expect(() => checkInvalidCase(rule, { ...invalid, errors: [{ ...error!, endLine: 5 }] })).toThrow();
  });

  it('fails a wrong fix output, a missing output for a fixable rule, and a stated null when a fix exists', () => {
    expect(() => checkInvalidCase(rule, { ...invalid, output: invalid.code })).toThrow(/the text after every fix/);
    const { output: _, ...withoutOutput } = invalid;
    expect(() => checkInvalidCase(rule, withoutOutput)).toThrow(/must give its `output`/);
    expect(() => checkInvalidCase(rule, { ...invalid, output: null })).toThrow(/the text after every fix/);
  });

  it('fails a wrong position, message id or data, an extra or missing report, and a report on a valid case', () => {
    const [error] = invalid.errors;
    expect(() => checkInvalidCase(rule, { ...invalid, errors: [{ ...error!, column: 2 }] })).toThrow();
    expect(() =>
      checkInvalidCase(rule, {
        ...invalid,
        errors: [{ ...error!, data: { labels: 'label `Rejected`', canonical: '`Rejected because:`' } }],
      }),
    ).toThrow();
    expect(() => checkInvalidCase(rule, { ...invalid, errors: [error!, error!] })).toThrow();
    expect(() => checkInvalidCase(rule, { ...invalid, errors: [] })).toThrow(/at least one error/);
    expect(() => checkInvalidCase(rule, { ...invalid, errors: [{ ...error!, messageId: 'noSuchMessage' }] })).toThrow(
      /unknown messageId/,
    );
    expect(() => checkValidCase(rule, { code: invalid.code })).toThrow();
  });

  it('fails `data` that names a key its message does not use, or misses one it uses', () => {
    const [error] = invalid.errors;
    expect(() =>
      checkInvalidCase(rule, { ...invalid, errors: [{ ...error!, data: { ...error!.data, extra: 'x' } }] }),
    ).toThrow(/data keys that message nearLabel does not use/);
    expect(() =>
      checkInvalidCase(rule, { ...invalid, errors: [{ ...error!, data: { labels: 'label `Rejected:`' } }] }),
    ).toThrow(/placeholders of message nearLabel missing from the error's data/);
    const { data: _, ...withoutData } = error!;
    expect(() => checkInvalidCase(rule, { ...invalid, errors: [withoutData] })).toThrow(
      /missing from the error's data/,
    );
  });

  it("fails a case whose options do not match the rule's option schema", () => {
    expect(() => checkValidCase(rule, { code: valid, options: { noSuchOption: true } })).toThrow(/the case's options/);
  });
});
