import remarkParse from 'remark-parse';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import remarkPresetHandoff, { remarkRule, remarkRuleIds } from '../../src/adapters/remark/index.js';
import { hostRules } from '../../src/adapters/findings-by-rule.js';
import { lintOneFileSync } from '../../src/adapters/lint-one-file.js';
import { ruleUrl } from '../../src/lib/rule.js';

const GITHUB_TOKEN = `ghp_${'A1b2'.repeat(9)}`;
const PLAN = `# Plan\n\n## Plan Decisions\n\n### Locked\n\n### Open\n\n(none)\n\nkey ${GITHUB_TOKEN} here\n`;

/** Run remark with the preset (and `after`, as a `.remarkrc` adds plugins after it) on one file. */
async function remark(value: string | Uint8Array, path: string | undefined, after: PluggableList = []) {
  const file = new VFile(path === undefined ? { value } : { value, path });
  const processor = unified().use(remarkParse).use(remarkPresetHandoff).use(after);
  await processor.run(processor.parse(file), file);
  return file.messages.map(({ ruleId, source, fatal, url, reason, place }) => ({
    ruleId,
    source,
    fatal,
    url,
    reason,
    place,
  }));
}

describe('remark-lint preset', () => {
  it('holds remark-lint and one plugin per per-file rule, the same objects remarkRule gives', () => {
    expect(remarkRuleIds()).toEqual(hostRules().map((rule) => rule.id));
    const [first, ...plugins] = remarkPresetHandoff.plugins as unknown[];
    expect((first as { name: string }).name).toBe('remarkLint');
    expect(plugins).toEqual(remarkRuleIds().map((id) => remarkRule(id)));
    expect(remarkRule('secret')).toBe(remarkRule('secret'));
    expect(remarkRule('secret').name).toBe('remark-lint:secret');
  });

  it('refuses an id that is no per-file rule', () => {
    expect(() => remarkRule('no-such-rule')).toThrow('there is no per-file rule `no-such-rule`');
  });

  it('reports what handoff lint reports: rule id, span, message, severity, url', async () => {
    const expected = lintOneFileSync(PLAN, '01-PLAN.md');
    expect(expected.length).toBeGreaterThan(1);
    const got = await remark(PLAN, 'docs/01-PLAN.md');
    const byPosition = (a: { place: unknown }, b: { place: unknown }) =>
      JSON.stringify(a.place).localeCompare(JSON.stringify(b.place));
    expect(got.sort(byPosition)).toEqual(
      expected
        .map((d) => ({
          ruleId: d.ruleId,
          source: 'remark-lint',
          fatal: d.severity === 2,
          url: ruleUrl(d.ruleId!),
          reason: d.message,
          place: { start: { line: d.line, column: d.column }, end: { line: d.endLine, column: d.endColumn } },
        }))
        .sort(byPosition),
    );
  });

  it('gives nothing to a file with no kind or no name', async () => {
    expect(await remark(PLAN, 'notes.md')).toEqual([]);
    expect(await remark(PLAN, undefined)).toEqual([]);
  });

  it('decodes a file read as bytes as handoff lint does', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(PLAN)]);
    expect(await remark(bytes, '01-PLAN.md')).toEqual(await remark(PLAN, '01-PLAN.md'));
    const [fatal, ...rest] = await remark(new Uint8Array([0x23, 0x20, 0xff, 0x0a]), 'plan.md');
    expect(rest).toEqual([]);
    expect(fatal).toMatchObject({ ruleId: 'handoff-fatal', fatal: true, place: { start: { line: 1, column: 3 } } });
  });

  it('lets a .remarkrc turn a rule off or change its severity, and lint comments silence it', async () => {
    const ids = async (after: PluggableList, text = PLAN) =>
      (await remark(text, '01-PLAN.md', after)).map((m) => `${m.ruleId}:${m.fatal ? 'error' : 'warn'}`).sort();
    expect(await ids([])).toEqual(['bucket-empty:error', 'bucket-missing:error', 'secret:error']);
    expect(await ids([[remarkRule('secret'), false]])).toEqual(['bucket-empty:error', 'bucket-missing:error']);
    expect(await ids([[remarkRule('secret'), 'warn']])).toEqual([
      'bucket-empty:error',
      'bucket-missing:error',
      'secret:warn',
    ]);
    expect(await ids([], PLAN.replace('key ', '<!-- lint disable secret -->\nkey '))).toEqual([
      'bucket-empty:error',
      'bucket-missing:error',
    ]);
  });
});
