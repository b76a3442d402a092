import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const snippet = /## The SDK in ten lines[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
const work = mkdtempSync(join(tmpdir(), 'handoff-readme-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// The README's SDK example must run as written, and be safe on a summary someone already
// wrote: it is evaluated as a module in a folder holding a plan with two Open decisions and a
// summary that settles one (by its O-n, as real summaries do) and holds other content.
it('runs the README SDK snippet as written', async () => {
  expect(snippet.split('\n').filter((line) => line.trim()).length).toBeLessThanOrEqual(12);
  writeFileSync(
    join(work, 'plan.md'),
    "## Plan Decisions\n\n### Locked (executor MUST follow)\n(none)\n\n### Open (executor's discretion within " +
      'constraints)\n- O-1: Cache size. Constraints: under 64 MiB. Reason left open: load unknown.\n- O-2: ' +
      'Eviction. Constraints: O(1). Reason left open: either works.\n\n### Considered and rejected\n(none)\n',
  );
  const before =
    '# Summary\n\n## Files Changed\n- cache.ts\n\n## Implementation Decisions\n\n### Taken ' +
    "(within plan's discretion)\n- **DT-1 (cache size):** O-1: Chose 32 MiB. Reason: " +
    'half the limit.\n\n### Deviations (from plan; must explain)\nNone — plan executed exactly as written.\n\n### ' +
    'Open questions for verifier\n(none)\n\n## Notes\n\nHand-written notes stay.\n';
  writeFileSync(join(work, 'summary.md'), before);
  const module = join(root, 'tests', `.readme-snippet-${process.pid}.ts`);
  writeFileSync(module, `${snippet}\nexport { errorCount };\n`);
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const cwd = process.cwd();
  try {
    process.chdir(work);
    const { errorCount } = (await import(/* @vite-ignore */ module)) as { errorCount: number };
    expect(log).toHaveBeenCalledWith('Settled O-2');
    expect(errorCount).toBe(0);
    const after = readFileSync(join(work, 'summary.md'), 'utf8');
    const added = '- DT-2: Chose the simplest fit for O-2. Reason: meets every constraint.\n';
    expect(after).toBe(before.replace('Reason: half the limit.\n', `Reason: half the limit.\n${added}`));
  } finally {
    process.chdir(cwd);
    log.mockRestore();
    rmSync(module, { force: true });
  }
});
