import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFiles, loadConfig, loadFormatter, rules } from '@handoff/linter';

const root = resolve(import.meta.dirname, '..');
const examples = join(root, 'test-fixtures/examples');

// The README's quick start lints these: one clean pair, and files with defects on purpose.
describe('the bundled examples of the quick start', async () => {
  const config = await loadConfig({ searchFrom: examples, rules, cwd: examples });
  const results = await lintFiles([examples], { cwd: examples, config });
  const byFile = Object.fromEntries(
    results.map((r) => [relative(examples, r.filePath), r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}`)]),
  );

  it('keeps the clean pair and the clean RESUME.md clean', () => {
    expect(byFile['auth-refresh/01-PLAN.md']).toEqual([]);
    expect(byFile['auth-refresh/01-SUMMARY.md']).toEqual([]);
    expect(byFile['session/RESUME.md']).toEqual([]);
  });

  it('reports the planted defects', () => {
    expect(byFile['search-index/02-PLAN.md']).toEqual(
      expect.arrayContaining(['17:1 bucket-order', '21:1 bucket-empty', '19:1 item-id-missing']),
    );
    expect(byFile['search-index/02-SUMMARY.md']).toEqual(
      expect.arrayContaining(['6:1 open-decision-untaken', '9:1 taken-unlinked', '13:1 deviation-unverified']),
    );
    expect(byFile['session/HANDOFF.md']).toEqual(
      expect.arrayContaining([
        '1:1 handoff-section-missing',
        '5:1 handoff-status-invalid',
        '19:1 handoff-next-step-no-command',
      ]),
    );
  });

  it('matches the committed text snapshot', async () => {
    const stylish = await loadFormatter('stylish');
    await expect(stylish(results, { cwd: examples, color: false, rules })).toMatchFileSnapshot(
      join(examples, 'diagnostics.snap.txt'),
    );
  });
});
