// In-process re-lint of one 10 KB plan: what an editor pays per keystroke. The plan is
// linted once to warm up, then edited (one character changes each time, so no layer can
// answer from a cache) and linted again, many times; prints the median and p95.
//   node bench/relint.mjs [--runs N] [--mode fast|full]
import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generate } from './generate.mjs';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '300' }, mode: { type: 'string', default: 'fast' } },
});
const { lintText } = await import(pathToFileURL(join(root, 'packages/linter/dist/index.js')).href);

/** The first generated plan, with task steps added until it is at least 10 KB (10,240 bytes). */
export function tenKilobytePlan() {
  const [[, plan]] = generate(1);
  const steps = generate(20, 7).flatMap(([, text]) => text.split('\n').filter((line) => line.startsWith('**Step ')));
  const text = plan;
  const at = text.lastIndexOf('```rust');
  let extra = '';
  for (let i = 0; Buffer.byteLength(text) + Buffer.byteLength(extra) < 10240; i++)
    extra += `${steps[i % steps.length]}\n\n`;
  return text.slice(0, at) + extra + text.slice(at);
  return text;
}

const base = tenKilobytePlan();
const at = base.indexOf('Why:') + 5;
const edit = (i) => base.slice(0, at) + String.fromCharCode(97 + (i % 26)) + base.slice(at + 1);
const options = { filePath: 'bench/01-PLAN.md', cwd: root, parse: values.mode };
const runs = Number(values.runs);
const first = await lintText(base, options);
for (let i = 0; i < 30; i++) await lintText(edit(i), options);
const samples = [];
for (let i = 0; i < runs; i++) {
  const text = edit(i + 7);
  const start = process.hrtime.bigint();
  await lintText(text, options);
  samples.push(Number(process.hrtime.bigint() - start) / 1e6);
}
samples.sort((a, b) => a - b);
const pick = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
console.log(
  `10 KB plan (${Buffer.byteLength(base)} bytes, ${first.messages.length} diagnostics), ${runs} edits, ` +
    `parse ${values.mode}: ` +
    `median ${pick(0.5).toFixed(2)} ms, p95 ${pick(0.95).toFixed(2)} ms, min ${samples[0].toFixed(2)} ms ` +
    `(target: median ≤ 5 ms)`,
);
