import { lint } from 'markdownlint-cli2/markdownlint/promise';
import { describe, expect, it } from 'vitest';
import rootDefault from '@handoff/linter';
import markdownlintRules from '../../src/adapters/markdownlint.js';
import { toMarkdownlintError } from '../../src/adapters/markdownlint-error.js';
import { hostRules } from '../../src/adapters/findings-by-rule.js';
import { lintOneFileSync } from '../../src/adapters/lint-one-file.js';
import { ruleUrl } from '../../src/lib/rule.js';
import type { Diagnostic } from '../../src/lib/diagnostic.js';

const MECHANICAL = 'No decisions worth documenting — plan is mechanical implementation of must_haves.';
const GITHUB_TOKEN = `ghp_${'A1b2'.repeat(9)}`;

interface LintError {
  lineNumber: number;
  ruleNames: string[];
  errorDetail: string | null;
  errorContext: string | null;
  errorRange: [number, number] | null;
  severity: 'error' | 'warning';
}

/** Lint named strings with the built-in rules off and the adapter's rules on (or as `config` says). */
async function markdownlint(
  strings: Record<string, string>,
  config: Record<string, unknown> = {},
): Promise<Record<string, LintError[]>> {
  const results = (await lint({
    strings,
    customRules: markdownlintRules as never,
    config: { default: false, handoff: true, ...config },
  })) as Record<string, LintError[]>;
  // markdownlint lists a file's errors rule by rule; handoff lint by position.
  for (const errors of Object.values(results))
    errors.sort(
      (a, b) =>
        a.lineNumber - b.lineNumber ||
        (a.errorRange?.[0] ?? 0) - (b.errorRange?.[0] ?? 0) ||
        a.ruleNames[0]!.localeCompare(b.ruleNames[0]!),
    );
  return results;
}

function diagnostic(line: number, column: number, endLine: number, endColumn: number): Diagnostic {
  return { ruleId: 'x', severity: 2, message: 'm', line, column, endLine, endColumn };
}

describe('toMarkdownlintError', () => {
  const params = { frontMatterLines: ['---', 'kind: plan', '---'], lines: ['', '# Title', 'abc'] };
  it.each([
    ['a span on one line', diagnostic(5, 3, 5, 8), { lineNumber: 2, detail: 'm', range: [3, 5] }],
    ['a span to the end of its line', diagnostic(5, 1, 5, 8), { lineNumber: 2, detail: 'm', range: [1, 7] }],
    [
      'a span over several lines: the rest of the first',
      diagnostic(5, 3, 6, 2),
      { lineNumber: 2, detail: 'm', range: [3, 5] },
    ],
    ['a point', diagnostic(6, 2, 6, 2), { lineNumber: 3, detail: 'm', range: [2, 1] }],
    ['a point past the end of the line', diagnostic(6, 4, 6, 4), { lineNumber: 3, detail: 'm' }],
    ['an empty line', diagnostic(4, 1, 4, 1), { lineNumber: 1, detail: 'm' }],
    [
      'the front matter',
      diagnostic(2, 1, 2, 11),
      { lineNumber: 1, detail: 'm', context: 'front matter, line 2, column 1' },
    ],
    [
      'the file (1:1) in front matter',
      diagnostic(1, 1, 1, 1),
      { lineNumber: 1, detail: 'm', context: 'front matter, line 1, column 1' },
    ],
    ['a line past the last', diagnostic(7, 1, 7, 1), { lineNumber: 3, detail: 'm' }],
  ])('%s', (_name, input, expected) => {
    expect(toMarkdownlintError(input, params)).toEqual(expected);
  });
});

describe('markdownlint custom rules', () => {
  it('register one rule per per-file rule, named by its id, tagged handoff, linked to its doc', () => {
    expect(markdownlintRules.map((rule) => rule.names)).toEqual(hostRules().map((rule) => [rule.id]));
    expect(markdownlintRules.map((rule) => rule.information.href)).toEqual(hostRules().map((rule) => rule.url));
    expect(markdownlintRules.find((rule) => rule.names[0] === 'secret')!.information.href).toBe(ruleUrl('secret'));
    for (const rule of markdownlintRules) {
      expect(rule.tags).toEqual(['handoff']);
      expect(rule.parser).toBe('micromark');
    }
  });

  it('are the default export of the package root, so `"customRules": ["@handoff/linter"]` works', () => {
    expect((rootDefault as typeof markdownlintRules).map((rule) => rule.names[0])).toEqual(
      markdownlintRules.map((rule) => rule.names[0]),
    );
  });

  it('refuse loudly to be a remark preset', () => {
    expect(() => (markdownlintRules as unknown as { plugins: unknown }).plugins).toThrow(
      'for remark use the preset `@handoff/linter/remark`',
    );
  });

  it('report what handoff lint reports, at its line and column, with its message', async () => {
    const text = `# Plan\n\n## Plan Decisions\n\n### Locked\n\n### Open\n\n(none)\n\nkey ${GITHUB_TOKEN} here\n`;
    const expected = lintOneFileSync(text, '01-PLAN.md');
    expect(expected.length).toBeGreaterThan(1);
    const { '01-PLAN.md': got } = await markdownlint({ '01-PLAN.md': text });
    expect(got!.map((e) => [e.ruleNames[0], e.lineNumber, e.errorRange?.[0], e.errorDetail])).toEqual(
      expected.map((d) => [d.ruleId, d.line, d.column, d.message]),
    );
  });

  it('read the text markdownlint hides from rules: a secret in an HTML comment is found, never echoed', async () => {
    const text = `# Plan\n\n<!--\nold key ${GITHUB_TOKEN}\n-->\n\n## Plan Decisions\n\n${MECHANICAL}\n`;
    const { 'plan.md': got } = await markdownlint({ 'plan.md': text });
    expect(got).toHaveLength(1);
    expect(got![0]).toMatchObject({ ruleNames: ['secret'], lineNumber: 4, errorRange: [9, 40], errorContext: null });
    expect(JSON.stringify(got)).not.toContain(GITHUB_TOKEN.slice(4));
  });

  it('keep handoff lint positions with a BOM, CRLF and a lone CR', async () => {
    const text =
      `\uFEFF---\r\nphase: 1\r\n---\r\n` + `# Plan\r\rkey ${GITHUB_TOKEN}\r\n\r\n## Plan Decisions\n\n### Locked\n`;
    const expected = lintOneFileSync(text, 'plan.md');
    const { 'plan.md': got } = await markdownlint({ 'plan.md': text });
    expect(expected.map((d) => d.ruleId)).toContain('secret');
    expect(got!.map((e) => [e.ruleNames[0], e.lineNumber, e.errorRange?.[0]])).toEqual(
      expected.map((d) => [d.ruleId, d.line, d.column]),
    );
  });

  it('show a front matter finding on the first line after it (markdownlint counts the blank lines after it in)', async () => {
    const text = `---\ndecisions_schema: v9\n---\n\n## Plan Decisions\n\n${MECHANICAL}\n`;
    const { 'plan.md': got } = await markdownlint({ 'plan.md': text });
    expect(got).toEqual([
      expect.objectContaining({
        ruleNames: ['schema-version-unsupported'],
        lineNumber: 5,
        errorRange: null,
        errorContext: 'front matter, line 2, column 1',
      }),
    ]);
  });

  it('report invalid front matter under front-matter-invalid, after the block', async () => {
    const { 'plan.md': got } = await markdownlint({
      'plan.md': '---\na: [b\n---\n\n# x\n\n<objective>\nx\n</objective>\n\n<tasks>\n</tasks>\n',
    });
    expect(got).toContainEqual(
      expect.objectContaining({
        ruleNames: ['front-matter-invalid'],
        lineNumber: 5,
        errorContext: 'front matter, line 3, column 1',
      }),
    );
    expect(got!.find((e) => e.ruleNames[0] === 'front-matter-invalid')!.errorDetail).toMatch(
      /^Unexpected YAML front matter that does not parse/,
    );
  });

  it('report a file that cannot be read under handoff-fatal', async () => {
    const { 'plan.md': got } = await markdownlint({ 'plan.md': '# Plan\n\nbinary \0 here\n' });
    expect(got).toEqual([expect.objectContaining({ ruleNames: ['handoff-fatal'], lineNumber: 3 })]);
  });

  it('give nothing to a file with no kind', async () => {
    const { 'notes.md': got } = await markdownlint({ 'notes.md': `# Notes\n\nkey ${GITHUB_TOKEN}\n` });
    expect(got).toEqual([]);
  });

  it('can be turned off one by one, by tag, by inline comment, and set to warning', async () => {
    const text = `# Phase 1\n\n<objective>\nx\n</objective>\n\n<tasks>\n</tasks>\n\nkey ${GITHUB_TOKEN}\n`;
    const names = async (config: Record<string, unknown>, body = text) =>
      (await markdownlint({ 'plan.md': body }, config))['plan.md']!.map((e) => `${e.ruleNames[0]}:${e.severity}`);
    expect(await names({})).toEqual(['section-missing:error', 'secret:error']);
    expect(await names({ secret: false })).toEqual(['section-missing:error']);
    expect(await names({ handoff: false })).toEqual([]);
    expect(await names({ 'section-missing': 'warning' })).toEqual(['section-missing:warning', 'secret:error']);
    expect(await names({}, text.replace('key ', '<!-- markdownlint-disable-next-line secret -->\nkey '))).toEqual([
      'section-missing:error',
    ]);
  });
});
