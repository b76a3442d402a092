// How far `handoff audit` agrees with the labels a careful reader gave a folder of sessions.
//
//   node bench/audit-agreement.mjs [FOLDER] (default: test-fixtures/audit/held-out)
//
// Runs the built CLI (`npm run build` first) on every session folder of FOLDER with the
// arguments of its case.json, and compares the report with the session's expected.json:
//   - repeats and justified revisits: of the calls that the reader or the audit calls `repeat`
//     or `justified_revisit`, how many get the same verdict and rule from both;
//   - false flags: calls the reader calls `baseline` or `none` that the audit flags (`repeat`,
//     `justified_revisit`; `possible_repeat` counted apart, as it is never scored);
//   - sessions whose repeat-attempt count is exact;
//   - every other difference (support, acknowledgement, citation, outcome), listed.
// Prints the figures; exits 0 whatever they are (a measure, not a test).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const folder = resolve(process.argv[2] ?? join(root, 'test-fixtures/audit/held-out'));
const bin = join(root, 'packages/cli/dist/bin.js');
const FLAG = new Set(['repeat', 'justified_revisit']);

let union = 0;
let agree = 0;
let falseFlags = 0;
let falsePossible = 0;
let exact = 0;
let sessions = 0;
const notes = [];
for (const name of readdirSync(folder).sort()) {
  const dir = join(folder, name);
  if (!statSync(dir).isDirectory()) continue;
  sessions++;
  const { args } = JSON.parse(readFileSync(join(dir, 'case.json'), 'utf8'));
  const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
  const run = spawnSync(process.execPath, [bin, 'audit', ...args, '--format', 'json'], { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) {
    notes.push(`${name}: handoff audit exited ${run.status}: ${run.stderr.trim()}`);
    continue;
  }
  const report = JSON.parse(run.stdout);
  const n = Math.max(report.calls.length, expected.calls.length);
  for (let i = 0; i < n; i++) {
    const got = report.calls[i];
    const want = expected.calls[i];
    if (got === undefined || want === undefined) {
      notes.push(`${name}: call ${i + 1} only in the ${got === undefined ? 'labels' : 'report'}`);
      continue;
    }
    if (FLAG.has(got.verdict) || FLAG.has(want.verdict)) {
      union++;
      if (got.verdict === want.verdict && got.rule === want.rule) agree++;
    }
    if ((want.verdict === 'baseline' || want.verdict === 'none') && FLAG.has(got.verdict)) falseFlags++;
    if ((want.verdict === 'baseline' || want.verdict === 'none') && got.verdict === 'possible_repeat') falsePossible++;
    if (got.verdict !== want.verdict || got.rule !== want.rule || got.attempt !== want.attempt)
      notes.push(
        `${name}: call ${i + 1}: audit ${got.verdict} ${got.rule ?? ''} ${got.attempt ?? ''}, ` +
          `label ${want.verdict} ${want.rule ?? ''} ${want.attempt ?? ''} (${got.detail})`,
      );
  }
  if (report.score.repeat_attempts === expected.score.repeat_attempts) exact++;
  else notes.push(`${name}: repeat attempts ${report.score.repeat_attempts}, label ${expected.score.repeat_attempts}`);
  for (const [i, rule] of expected.rules.entries()) {
    const got = report.rules[i];
    for (const key of ['acknowledged', 'cited_evidence', 'repeat_attempts', 'justified_revisits'])
      if (got?.[key] !== rule[key])
        notes.push(`${name}: rule ${rule.n} ${key}: audit ${got?.[key]}, label ${rule[key]}`);
  }
  if (JSON.stringify(report.score) !== JSON.stringify(expected.score))
    notes.push(`${name}: score ${JSON.stringify(report.score)}, label ${JSON.stringify(expected.score)}`);
  if (JSON.stringify(report.outcome) !== JSON.stringify(expected.outcome))
    notes.push(`${name}: outcome ${JSON.stringify(report.outcome)}, label ${JSON.stringify(expected.outcome)}`);
}
console.log(`${folder}: ${sessions} sessions`);
console.log(
  `repeats and justified revisits: ${agree} of ${union} calls agree with the labels ` +
    `(${union === 0 ? '–' : Math.round((100 * agree) / union)}%)`,
);
console.log(`baseline or none calls flagged: ${falseFlags} (possible_repeat on them: ${falsePossible})`);
console.log(`sessions with the exact repeat-attempt count: ${exact} of ${sessions}`);
console.log(notes.length === 0 ? 'no other difference' : `differences:\n  ${notes.join('\n  ')}`);
