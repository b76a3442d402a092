import { describe, expect, it } from 'vitest';
import { parseDecisionDocument } from '@handoff/core/decisions';
import { lintSource } from '../src/lib/engine.js';
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
  errors: Array<{ messageId: string; data?: Record<string, string | number>; line: number; column: number }>;
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
          const actual = run(c).map((d, n) => {
            const expected = c.errors[n];
            return { messageId: d.messageId, line: d.line, column: d.column, ...(expected?.data ? { data: pick(d, expected.data, rule, d.messageId!) } : {}) };
          });
          expect(actual).toEqual(c.errors.map((e) => ({ messageId: e.messageId, line: e.line, column: e.column, ...(e.data ? { data: e.data } : {}) })));
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
