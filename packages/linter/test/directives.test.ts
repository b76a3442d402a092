import { describe, expect, it } from 'vitest';
import { lintFile } from '../src/lib/lint-file.js';
import { rules } from '../src/rules/index.js';

const TOKEN = `ghp_${'A1b2'.repeat(9)}`;

/**
 * Lint a plan with the whole registry; `kept` and `held` as `ruleId@line`, warnings about directives as
 * `directive@line`.
 */
function lint(text: string, reportUnusedDirectives = false) {
  const { messages: kept, suppressed } = lintFile(
    { path: '/virtual/plan.md', text, kind: 'plan' },
    { rules, reportUnusedDirectives },
  );
  return {
    kept: kept.map((d) => `${d.ruleId ?? 'directive'}@${d.line}`),
    held: suppressed.map((d) => `${d.ruleId}@${d.line}:${d.suppressions[0]!.kind}:${d.suppressions[0]!.justification}`),
    messages: kept.filter((d) => d.ruleId === null).map((d) => [d.severity, d.message]),
  };
}

const MECHANICAL =
  '## Plan Decisions\n\nNo decisions worth documenting — plan is mechanical implementation of must_haves.\n';

describe('inline directives', () => {
  it.each([
    [
      'disable-next-line one rule',
      `${MECHANICAL}\n<!-- handoff-disable-next-line secret -->\nkey ${TOKEN}\n`,
      [],
      ['secret@6:directive:'],
    ],
    [
      'disable-next-line with a justification',
      `${MECHANICAL}\n<!-- handoff-disable-next-line secret -- a revoked test token -->\nkey ${TOKEN}\n`,
      [],
      ['secret@6:directive:a revoked test token'],
    ],
    ['disable-line', `${MECHANICAL}\nkey ${TOKEN} <!-- handoff-disable-line secret -->\n`, [], ['secret@5:directive:']],
    [
      'disable-next-line names another rule',
      `${MECHANICAL}\n<!-- handoff-disable-next-line item-id-missing -->\nkey ${TOKEN}\n`,
      ['secret@6'],
      [],
    ],
    [
      'disable … enable',
      `${MECHANICAL}\n<!-- handoff-disable secret -->\nkey ${TOKEN}\n<!-- handoff-enable secret -->\nkey ${TOKEN}\n`,
      ['secret@8'],
      ['secret@6:directive:'],
    ],
    [
      'disable with no id: every rule',
      `${MECHANICAL}\n<!-- handoff-disable -->\nkey ${TOKEN}\n`,
      [],
      ['secret@6:directive:'],
    ],
    ['disable-file', `<!-- handoff-disable-file section-missing -->\n# Plan\n`, [], ['section-missing@1:directive:']],
    [
      'several ids, comma separated',
      `<!-- handoff-disable-file section-missing, secret -->\nkey ${TOKEN}\n`,
      [],
      ['section-missing@1:directive:', 'secret@2:directive:'],
    ],
    [
      'a directive inside a fence is an example, not a directive',
      `${MECHANICAL}\n\`\`\`markdown\n<!-- handoff-disable-file -->\n\`\`\`\nkey ${TOKEN}\n`,
      ['secret@8'],
      [],
    ],
  ])('%s', (_, text, kept, held) => {
    const got = lint(text);
    expect(got.kept).toEqual(kept);
    expect(got.held).toEqual(held);
  });

  it('warns about an unknown rule id, at the directive', () => {
    const got = lint(`${MECHANICAL}\n<!-- handoff-disable-next-line no-such-rule -->\ntext\n`);
    expect(got.kept).toEqual(['directive@5']);
    expect(got.messages).toEqual([
      [1, 'Unknown rule `no-such-rule` in a `handoff-disable-next-line` comment, expected a rule id of `handoff lint`'],
    ]);
  });

  it('with reportUnusedDirectives, warns about a directive that held nothing back', () => {
    const text =
      `${MECHANICAL}\n<!-- handoff-disable-next-line secret -->\nno secret here\n<!-- ` +
      `handoff-disable-next-line secret -->\nkey ${TOKEN}\n`;
    expect(lint(text).kept).toEqual([]);
    const got = lint(text, true);
    expect(got.kept).toEqual(['directive@5']);
    expect(got.messages).toEqual([
      [1, 'Unused `handoff-disable-next-line` for `secret`: no problem from it was reported'],
    ]);
    expect(got.held).toEqual(['secret@8:directive:']);
  });
});
