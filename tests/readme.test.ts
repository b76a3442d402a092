import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const snippet = /## The SDK in ten lines\s+```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
const work = mkdtempSync(join(tmpdir(), 'handoff-readme-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// The README's SDK example must run as written: it is evaluated as a module in a folder
// holding a plan and a summary, and what it writes must lint clean.
it('runs the README SDK snippet as written', async () => {
  expect(snippet.split('\n').filter((line) => line.trim()).length).toBeLessThanOrEqual(12);
  writeFileSync(
    join(work, 'plan.md'),
    '## Plan Decisions\n\n### Locked (executor MUST follow)\n(none)\n\n### Open (executor\'s discretion within constraints)\n- O-1: Cache size. Constraints: under 64 MiB. Reason left open: load unknown.\n\n### Considered and rejected\n(none)\n',
  );
  writeFileSync(join(work, 'summary.md'), '# Summary\n\n## Files Changed\n- cache.ts\n\n## Next\n\nMore notes.\n');
  const module = join(root, 'tests', `.readme-snippet-${process.pid}.ts`);
  writeFileSync(module, `${snippet}\nexport { errorCount };\n`);
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const cwd = process.cwd();
  try {
    process.chdir(work);
    const { errorCount } = (await import(/* @vite-ignore */ module)) as { errorCount: number };
    expect(log).toHaveBeenCalledWith('O-1 is yours to decide: Cache size');
    expect(errorCount).toBe(0);
    const summary = readFileSync(join(work, 'summary.md'), 'utf8');
    expect(summary).toMatch(/## Files Changed\n- cache.ts\n\n## Implementation Decisions\n/);
    expect(summary).toContain('- DT-1: Chose the simplest fit for O-1. Reason: meets every constraint.');
  } finally {
    process.chdir(cwd);
    log.mockRestore();
    rmSync(module, { force: true });
  }
});
