import { describe, expect, it } from 'vitest';
import { basename } from 'node:path';
import { parseDecisionDocument } from '@handoff/core/decisions';
import { planFileNameFor, readFrontMatter } from '@handoff/core/read';
import { planReference } from '../src/lib/classify.js';
import { lintFile } from '../src/lib/lint-file.js';
import { applyFixes } from '../src/lib/fixes.js';
import type { Diagnostic, SuppressedDiagnostic } from '../src/lib/diagnostic.js';
import { optionsProblem } from '../src/lib/rule-options.js';
import type { PlanSearch, Rule, RuleScope, SourceFile } from '../src/lib/rule.js';

type Kind = SourceFile['kind'];

/** A case that must produce no report from the rule. */
export type ValidCase =
  | string
  | {
      code: string;
      kind?: Kind;
      plan?: string;
      name?: string;
      options?: Options;
      /** For `handoff` rules: read the handoff as free form, as `InvalidCase.freeForm` does. */
      freeForm?: true;
      search?: PlanSearch;
    };

/**
 * The rule's options for a case, as a config's `[severity, options]` gives them (checked against the rule's schema).
 */
type Options = Record<string, unknown>;

/** A case that must produce exactly the listed reports, in order. */
export interface InvalidCase {
  code: string;
  name?: string;
  kind?: Kind;
  /** For pair rules: the plan's Markdown; `code` is then the summary. */
  plan?: string;
  options?: Options;
  /**
   * For `handoff` rules: read the handoff as a lint run reads one that does not declare itself (config `handoffs`
   * `layout: "auto"`): free form unless the renderer wrote it. Without it, the case declares the rendered layout.
   */
  freeForm?: true;
  /** For `unpaired` rules: what the run looked for (default: the `plan:` value, else `plan.md`). */
  search?: PlanSearch;
  /** Each report's start and end (1-based; the end column is one past the span's last character). */
  errors: Array<{
    messageId: string;
    data?: Record<string, string | number>;
    line: number;
    column: number;
    endLine: number;
    endColumn: number;
    /** The rule holds the report back (`ReportDescriptor.heldBack`): until adoption, or by a rule option. */
    heldBack?: 'adoption' | 'option';
  }>;
  /**
   * The text after applying every fix the reports carry (one pass, as ESLint's RuleTester):
   * required for a fixable rule; `null` when no report of the case carries a fix.
   */
  output?: string | null;
}

/**
 * RuleTester in the typescript-eslint mould: `valid` must not report, each `invalid` case
 * must report exactly its errors (messageId, data, line, column, end line and end column),
 * and a fixable rule's case its `output`. Only the rule under test runs, at its default
 * severity (with the case's `options`, which must match the rule's option schema). An invalid
 * case with no errors, an unknown messageId, `data` that misses a placeholder of its message or
 * names one the message does not use, or a case that repeats another (same code, kind, plan
 * and options) is itself a failure; a repeat throws at collection, so the file fails before
 * any case runs. Every report's end is also checked to lie at or after its start and inside the text.
 */
export function testRule(rule: Rule<RuleScope, string>, cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
  const duplicates = duplicateCases(cases);
  if (duplicates.length > 0) throw new Error(`${rule.id}: duplicate test cases: ${duplicates.join('; ')}`);
  describe(rule.id, () => {
    describe('valid', () => {
      for (const [index, c] of cases.valid.entries()) {
        const kase = typeof c === 'string' ? { code: c } : c;
        it(kase.name ?? `valid #${index + 1}`, () => checkValidCase(rule, kase));
      }
    });
    describe('invalid', () => {
      for (const [index, c] of cases.invalid.entries()) {
        it(c.name ?? `invalid #${index + 1}`, () => checkInvalidCase(rule, c));
      }
    });
  });
}

/**
 * The cases that repeat an earlier one, as "invalid #3 repeats valid #1": what a case runs
 * (code, kind, plan) decides; its name and expectations do not, so an invalid case with the
 * code of a valid one is a repeat too (one of the two must be wrong).
 */
export function duplicateCases(cases: { valid: ValidCase[]; invalid: InvalidCase[] }): string[] {
  const seen = new Map<string, string>();
  const repeats: string[] = [];
  const visit = (label: string, c: CaseInput) => {
    const key = JSON.stringify([
      c.code,
      c.kind ?? null,
      c.plan ?? null,
      c.options ?? null,
      c.freeForm ?? null,
      c.search ?? null,
    ]);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, label);
    else repeats.push(`${label} repeats ${first}`);
  };
  for (const [index, c] of cases.valid.entries()) visit(`valid #${index + 1}`, typeof c === 'string' ? { code: c } : c);
  for (const [index, c] of cases.invalid.entries()) visit(`invalid #${index + 1}`, c);
  return repeats;
}

/** Run one valid case: the rule must not report. Throws (an assertion error) when it does. */
export function checkValidCase(rule: Rule<RuleScope, string>, c: CaseInput): void {
  const diagnostics = run(rule, c);
  expect(
    diagnostics.map((d) => `${d.line}:${d.column} ${d.messageId}${d.heldBack ? ` (held: ${d.heldBack})` : ''}`),
  ).toEqual([]);
}

/**
 * Run one invalid case: reports, ends and fix output as the case states. Throws (an assertion error) on any difference.
 */
export function checkInvalidCase(rule: Rule<RuleScope, string>, c: InvalidCase): void {
  expect(c.errors.length, 'an invalid case must list at least one error').toBeGreaterThan(0);
  for (const e of c.errors) {
    expect(Object.keys(rule.meta.messages), `unknown messageId ${e.messageId}`).toContain(e.messageId);
    expectDataFits(rule, e.messageId, e.data);
  }
  // Reports come sorted by position; the n-th report is compared with the n-th error.
  const diagnostics = run(rule, c);
  expectEndsInBounds(diagnostics, c.code);
  const actual = diagnostics.map((d, n) => {
    const expected = c.errors[n];
    return {
      messageId: d.messageId,
      line: d.line,
      column: d.column,
      endLine: d.endLine,
      endColumn: d.endColumn,
      ...(expected?.data ? { data: pick(d, expected.data, rule, d.messageId!) } : {}),
      ...(d.heldBack ? { heldBack: d.heldBack } : {}),
    };
  });
  expect(actual).toEqual(
    c.errors.map((e) => ({
      messageId: e.messageId,
      line: e.line,
      column: e.column,
      endLine: e.endLine,
      endColumn: e.endColumn,
      ...(e.data ? { data: e.data } : {}),
      ...(e.heldBack ? { heldBack: e.heldBack } : {}),
    })),
  );
  if (rule.meta.fixable) expect(c.output, "a fixable rule's invalid case must give its `output`").not.toBeUndefined();
  if (c.output !== undefined) {
    const fixes = diagnostics.flatMap((d) => (d.fix ? [d.fix] : []));
    expect(fixes.length === 0 ? null : applyFixes(c.code, fixes), 'the text after every fix of the case').toBe(
      c.output,
    );
  }
}

/**
 * An error's `data` gives exactly the placeholders its message uses: one it misses would let a
 * wrong value pass unseen, and one the message does not use asserts nothing.
 */
function expectDataFits(
  rule: Rule<RuleScope, string>,
  messageId: string,
  data: Record<string, string | number> | undefined,
): void {
  const template = rule.meta.messages[messageId] ?? '';
  const used = [...new Set([...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();
  const given = Object.keys(data ?? {}).sort();
  expect(
    given.filter((key) => !used.includes(key)),
    `data keys that message ${messageId} does not use`,
  ).toEqual([]);
  expect(
    used.filter((key) => !given.includes(key)),
    `placeholders of message ${messageId} missing from the error's data`,
  ).toEqual([]);
}

/** What a case runs. */
interface CaseInput {
  code: string;
  kind?: Kind;
  plan?: string;
  options?: Options;
  freeForm?: true;
  search?: PlanSearch;
}

/**
 * What a lint run would have looked for, pairing the summary `code` (at `path`) with no plan:
 * its `plan:` value, else the plan of its paired name in its folder (`plan.md` for `summary.md`).
 */
export function searchOf(code: string, path: string): PlanSearch {
  const ref = planReference(readFrontMatter(code));
  const wanted = ref ?? planFileNameFor(basename(path));
  return { ref, lookedFor: wanted === null ? [] : [wanted] };
}

function run(rule: Rule<RuleScope, string>, c: CaseInput) {
  if (c.options !== undefined) expect(optionsProblem(rule, c.options), "the case's options").toBeNull();
  const kind: Kind =
    c.kind ??
    (rule.meta.scope === 'handoff'
      ? 'handoff'
      : c.plan !== undefined || rule.meta.scope === 'pair' || rule.meta.scope === 'unpaired'
        ? 'summary'
        : 'plan');
  const plan =
    c.plan === undefined ? undefined : { path: '/virtual/plan.md', document: parseDecisionDocument(c.plan, 'plan') };
  const path = `/virtual/${kind}.md`;
  // A summary a run paired with no plan gets what it looked for, as `lintFiles` gives it.
  const unpaired = rule.meta.scope === 'unpaired' && !plan ? (c.search ?? searchOf(c.code, path)) : undefined;
  const linted = lintFile(
    { path, text: c.code, kind, ...(c.freeForm ? { handoffs: { layout: 'auto', headings: {} } } : {}) },
    {
      rules: [rule],
      ...(plan ? { plan } : {}),
      ...(unpaired ? { unpaired } : {}),
      ...(c.options ? { options: { [rule.id]: c.options } } : {}),
    },
  );
  // Every report of the rule, held back or not: one it holds back is marked with why.
  const held = (kind: 'adoption' | 'option') => (d: SuppressedDiagnostic) =>
    d.suppressions[0]?.kind === kind ? [{ ...d, heldBack: kind }] : [];
  return [
    ...linted.messages.map((d): Diagnostic & { heldBack?: 'adoption' | 'option' } => d),
    ...linted.pending.map((pending) => pending.held).flatMap(held('adoption')),
    ...linted.suppressed.flatMap(held('option')),
  ].sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * Every report's end is at or after its start and inside the text (a column may sit one past
 * a line's last character, as an exclusive end does): a wrong end is named as such, before
 * the comparison with the case's stated end.
 */
function expectEndsInBounds(
  diagnostics: Array<{ line: number; column: number; endLine: number; endColumn: number; messageId?: string }>,
  code: string,
): void {
  const lines = code.split(/\r\n|\r|\n/);
  for (const d of diagnostics) {
    const where = `${d.messageId} at ${d.line}:${d.column}-${d.endLine}:${d.endColumn}`;
    expect(
      d.endLine > d.line || (d.endLine === d.line && d.endColumn >= d.column),
      `${where}: the end is before the start`,
    ).toBe(true);
    expect(
      d.endLine >= 1 && d.endLine <= lines.length,
      `${where}: the end line is outside the text's ${lines.length} lines`,
    ).toBe(true);
    expect(
      d.endColumn >= 1 && d.endColumn <= lines[d.endLine - 1]!.length + 1,
      `${where}: the end column is past its line's end`,
    ).toBe(true);
  }
}

/** Recover the data a message was built from by re-rendering the template with the expected data. */
function pick(
  diagnostic: { message: string },
  data: Record<string, string | number>,
  rule: Rule<RuleScope, string>,
  messageId: string,
): Record<string, string | number> {
  const template = rule.meta.messages[messageId]!;
  const rendered = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(data[name] ?? ''));
  return rendered === diagnostic.message ? data : { message: diagnostic.message };
}
