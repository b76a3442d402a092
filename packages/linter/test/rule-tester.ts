import { describe, expect, it } from 'vitest';
import { parseDecisionDocument } from '@handoff/core/decisions';
import { lintSource } from '../src/lib/engine.js';
import { applyFixes } from '../src/lib/fixes.js';
import type { Rule, RuleScope, SourceFile } from '../src/lib/rule.js';

type Kind = SourceFile['kind'];

/** A case that must produce no report from the rule. */
export type ValidCase = string | { code: string; kind?: Kind; plan?: string; name?: string };

/** A case that must produce exactly the listed reports, in order. */
export interface InvalidCase {
  code: string;
  name?: string;
  kind?: Kind;
  /** For pair rules: the plan's Markdown; `code` is then the summary. */
  plan?: string;
  errors: Array<{ messageId: string; data?: Record<string, string | number>; line: number; column: number; endLine?: number; endColumn?: number }>;
  /**
   * The text after applying every fix the reports carry (one pass, as ESLint's RuleTester):
   * required for a fixable rule; `null` when no report of the case carries a fix.
   */
  output?: string | null;
}

/**
 * RuleTester in the typescript-eslint mould: `valid` must not report, each `invalid` case
 * must report exactly its errors (messageId, data, line, column). Only the rule under test
 * runs, at its default severity. An invalid case with no errors, or an unknown messageId,
 * is itself a test failure.
 */
export function testRule(rule: Rule<RuleScope, string>, cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
  const kindOf = (c: { kind?: Kind; plan?: string }): Kind => c.kind ?? (rule.meta.scope === 'handoff' ? 'handoff' : c.plan !== undefined || rule.meta.scope === 'pair' ? 'summary' : 'plan');
  const run = (c: { code: string; kind?: Kind; plan?: string }) => {
    const kind = kindOf(c);
    const plan = c.plan === undefined ? undefined : { path: '/virtual/plan.md', document: parseDecisionDocument(c.plan, 'plan') };
    return lintSource({ path: `/virtual/${kind}.md`, text: c.code, kind }, { rules: [rule], ...(plan ? { plan } : {}) });
  };

  describe(rule.id, () => {
    it('has no duplicate cases', () => {
      const keys = [...cases.valid.map((c) => JSON.stringify(typeof c === 'string' ? { code: c } : { ...c, name: undefined })), ...cases.invalid.map((c) => JSON.stringify({ ...c, name: undefined, errors: undefined, output: undefined }))];
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    });
    describe('valid', () => {
      for (const [index, c] of cases.valid.entries()) {
        const kase = typeof c === 'string' ? { code: c } : c;
        it(kase.name ?? `valid #${index + 1}`, () => {
          expect(run(kase).map((d) => `${d.line}:${d.column} ${d.messageId}`)).toEqual([]);
        });
      }
    });
    describe('invalid', () => {
      for (const [index, c] of cases.invalid.entries()) {
        it(c.name ?? `invalid #${index + 1}`, () => {
          expect(c.errors.length, 'an invalid case must list at least one error').toBeGreaterThan(0);
          for (const e of c.errors) expect(Object.keys(rule.meta.messages), `unknown messageId ${e.messageId}`).toContain(e.messageId);
          // Reports come sorted by position; the n-th report is compared with the n-th error.
          const diagnostics = run(c);
          const actual = diagnostics.map((d, n) => {
            const expected = c.errors[n];
            return {
              messageId: d.messageId,
              line: d.line,
              column: d.column,
              ...(expected?.endLine !== undefined ? { endLine: d.endLine } : {}),
              ...(expected?.endColumn !== undefined ? { endColumn: d.endColumn } : {}),
              ...(expected?.data ? { data: pick(d, expected.data, rule, d.messageId!) } : {}),
            };
          });
          expect(actual).toEqual(
            c.errors.map((e) => ({
              messageId: e.messageId,
              line: e.line,
              column: e.column,
              ...(e.endLine !== undefined ? { endLine: e.endLine } : {}),
              ...(e.endColumn !== undefined ? { endColumn: e.endColumn } : {}),
              ...(e.data ? { data: e.data } : {}),
            })),
          );
          if (rule.meta.fixable) expect(c.output, 'a fixable rule\'s invalid case must give its `output`').not.toBeUndefined();
          if (c.output !== undefined) {
            const fixes = diagnostics.flatMap((d) => (d.fix ? [d.fix] : []));
            expect(fixes.length === 0 ? null : applyFixes(c.code, fixes)).toBe(c.output);
          }
        });
      }
    });
  });
}

/** Recover the data a message was built from by re-rendering the template with the expected data. */
function pick(diagnostic: { message: string }, data: Record<string, string | number>, rule: Rule<RuleScope, string>, messageId: string): Record<string, string | number> {
  const template = rule.meta.messages[messageId]!;
  const rendered = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(data[name] ?? ''));
  return rendered === diagnostic.message ? data : { message: diagnostic.message };
}
