// The performance benchmark (`npm run bench`): handoff lint against markdownlint-cli2 and
// remark-cli (+ remark-preset-lint-recommended) on the same generated corpus, in one run,
// several times each; medians and ratios are printed side by side. Needs `npm run build`.
// Wall time is what the targets are about; CPU time (user + system) is printed beside it
// because it stays meaningful when other work shares the machine.
//   node bench/run.mjs [--runs N] [--skip-10k]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generate } from './generate.mjs';
import { mkdir, writeFile } from 'node:fs/promises';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, 'skip-10k': { type: 'boolean', default: false } } });
const RUNS = Number(values.runs);
const bin = (name) => join(root, 'node_modules/.bin', name);
const HANDOFF = join(root, 'packages/cli/dist/bin.js');
if (!existsSync(HANDOFF)) {
  console.error('bench: build first (npm run build)');
  process.exit(2);
}

async function corpus(pairs) {
  const dir = join(root, 'bench/corpus', `${pairs}`);
  const marker = join(dir, '.complete');
  if (!existsSync(marker)) {
    // bench/corpus/ is git-ignored, and `handoff lint` honours .gitignore like git does; an
    // empty `.git` makes each corpus a repository of its own, as a real project would be.
    await mkdir(join(dir, '.git'), { recursive: true });
    const files = generate(pairs);
    for (const [path, text] of files) {
      await mkdir(join(dir, path, '..'), { recursive: true });
      await writeFile(join(dir, path), text);
    }
    await writeFile(marker, `${files.length}\n`);
  }
  return dir;
}

function sizeOf(dir) {
  let files = 0;
  let bytes = 0;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(d, entry.name));
      else if (entry.name.endsWith('.md')) {
        files++;
        bytes += statSync(join(d, entry.name)).size;
      }
    }
  };
  walk(dir);
  return { files, bytes };
}

/** Run a command under /usr/bin/time; return wall and CPU (user + system) seconds and peak RSS in MiB. */
function measure(command, args, cwd = root) {
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M %U %S', command, ...args], { cwd, encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'ignore', 'pipe'] });
  const last = result.stderr.trim().split('\n').pop() ?? '';
  const [wall, rssKb, user, system] = last.split(' ').map(Number);
  return { wall, cpu: user + system, rss: rssKb / 1024, status: result.status };
}

/** Wall time of a whole command, measured in-process with hrtime (for sub-second runs). */
function wallOf(command, args, cwd = root) {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, args, { cwd, stdio: 'ignore' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { ms, status: result.status };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function series(label, command, args, runs = RUNS) {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(measure(command, args));
  const wall = median(samples.map((s) => s.wall));
  const cpu = median(samples.map((s) => s.cpu));
  const rss = Math.max(...samples.map((s) => s.rss));
  console.log(
    `  ${label.padEnd(36)} wall ${wall.toFixed(2).padStart(6)} s   cpu ${cpu.toFixed(2).padStart(6)} s   peak ${rss.toFixed(0).padStart(4)} MiB   exit ${samples[0].status}   (walls ${samples.map((s) => s.wall.toFixed(2)).join(' ')})`,
  );
  return { wall, cpu, rss };
}

const ratio = (a, b, key) => (a[key] / b[key]).toFixed(3);

const floor = join(root, 'bench/parse-floor.mjs');
const relint = join(root, 'bench/relint.mjs');

console.log(`handoff benchmark — ${new Date().toISOString()} — node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; ${RUNS} runs each, medians`);

const dir1k = await corpus(1000);
const s1k = sizeOf(dir1k);
console.log(`\n1,000-pair corpus: ${s1k.files} files, ${(s1k.bytes / 1e6).toFixed(1)} MB`);
const h1k = series('handoff lint', process.execPath, [HANDOFF, 'lint', dir1k]);
const m1k = series('markdownlint-cli2 (default rules)', bin('markdownlint-cli2'), [`${dir1k}/**/*.md`]);
const r1k = series('remark-cli + preset-lint-recommended', bin('remark'), [dir1k, '--use', 'remark-preset-lint-recommended', '--quiet', '--no-stdout', '--no-config', '--no-ignore']);
const f1k = series('remark-parse only (floor)', process.execPath, [floor, dir1k]);
for (const key of ['wall', 'cpu']) {
  console.log(`  ${key} ratios: handoff / markdownlint-cli2 = ${ratio(h1k, m1k, key)} (target ≤ 0.1)   handoff / remark-cli = ${ratio(h1k, r1k, key)} (target ≤ 0.1)   handoff / remark-parse floor = ${ratio(h1k, f1k, key)}`);
}

if (!values['skip-10k']) {
  const dir10k = await corpus(10000);
  const s10k = sizeOf(dir10k);
  console.log(`\n10,000-pair corpus: ${s10k.files} files, ${(s10k.bytes / 1e6).toFixed(1)} MB`);
  const h10k = series('handoff lint', process.execPath, [HANDOFF, 'lint', dir10k], Math.min(RUNS, 3));
  console.log(`  10k / 1k: wall ${ratio(h10k, h1k, 'wall')}, cpu ${ratio(h10k, h1k, 'cpu')} (target ≤ 11)   peak ${h10k.rss.toFixed(0)} MiB (target ≤ 250)`);
}

console.log('\nOne file, cold CLI (median of 10, ms):');
const onePlan = join(dir1k, 'phase-00001/01-PLAN.md');
const cold = (label, command, args) => {
  const samples = Array.from({ length: 10 }, () => wallOf(command, args).ms);
  const ms = median(samples);
  console.log(`  ${label.padEnd(34)} ${ms.toFixed(0).padStart(5)} ms`);
  return ms;
};
const node0 = cold('node -e 0 (floor)', process.execPath, ['-e', '0']);
const hCold = cold('handoff lint', process.execPath, [HANDOFF, 'lint', onePlan]);
const mCold = cold('markdownlint-cli2', bin('markdownlint-cli2'), [onePlan]);
const rCold = cold('remark-cli', bin('remark'), [onePlan, '--use', 'remark-preset-lint-recommended', '--quiet', '--no-stdout', '--no-config']);
console.log(`  ratios: handoff / markdownlint-cli2 = ${(hCold / mCold).toFixed(2)} (target ≤ 0.5)   handoff / remark-cli = ${(hCold / rCold).toFixed(2)}   handoff − node = ${(hCold - node0).toFixed(0)} ms`);

console.log('\nIn-process re-lint of one 10 KB plan (what an editor pays per keystroke):');
const out = spawnSync(process.execPath, [relint], { cwd: root, encoding: 'utf8' });
process.stdout.write(out.stdout.replace(/^/gm, '  '));
if (out.status !== 0) process.stderr.write(out.stderr);
