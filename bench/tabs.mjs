// The cost of a tab in a plan's text (`npm run build` first): 1,000 copies of the example
// plan with one paragraph in its decisions section holding a tab, against the same with a
// space, linted by `handoff lint`, interleaved rounds, medians printed. A tab used to make
// the fast reader give up on the section, and remark read it instead (about 4× the time).
//   node bench/tabs.mjs [--runs N] [--files N]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, files: { type: 'string', default: '1000' } },
});
const HANDOFF = join(root, 'packages/cli/dist/bin.js');
const plan = readFileSync(join(root, 'test-fixtures/examples/auth-refresh/01-PLAN.md'), 'utf8');
const at = plan.indexOf('### Considered and rejected');
const base = mkdtempSync(join(tmpdir(), 'handoff-bench-tabs-'));
const corpora = { tab: 'Trailing\ttab', space: 'Trailing text' };
for (const [name, line] of Object.entries(corpora)) {
  const dir = join(base, name);
  mkdirSync(join(dir, '.git'), { recursive: true });
  const text = `${plan.slice(0, at)}${line}\n\n${plan.slice(at)}`;
  for (let i = 0; i < Number(values.files); i++)
    writeFileSync(join(dir, `p${String(i).padStart(4, '0')}-PLAN.md`), text);
}
const times = { tab: [], space: [] };
for (let round = 0; round < Number(values.runs); round++) {
  for (const name of Object.keys(corpora)) {
    const start = process.hrtime.bigint();
    spawnSync(process.execPath, [HANDOFF, 'lint', '.'], { cwd: join(base, name), stdio: 'ignore' });
    times[name].push(Number(process.hrtime.bigint() - start) / 1e9);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const name of Object.keys(corpora))
  console.log(
    `${name.padEnd(6)} ${values.files} plans: median ${median(times[name]).toFixed(2)} s ` +
      `(${times[name].map((t) => t.toFixed(2)).join(', ')})`,
  );
console.log(`tab / space: ${(median(times.tab) / median(times.space)).toFixed(2)}`);
rmSync(base, { recursive: true, force: true });
