// Throughput of the secret scanner (`findSecrets`) per 10 KB of realistic note text.
//
//   node bench/secrets.mjs [--runs N] [--rounds N] [--build LABEL=PATH/secrets.js ...]
//
// With no --build, measures this checkout's `packages/core/dist/secrets.js` (run
// `npm run build` first). Give several builds to compare them (for example the previous
// commit's scanner compiled in a temporary folder outside the repository). Each build runs
// in its own child process (so no build's JIT state touches another's), `--runs` times,
// the builds alternating (A B A B …) so a machine whose speed drifts affects every build
// alike; each run warms up, then times `--rounds` passes over every input. Prints, per input
// set and build, the best time of any pass and the median of the runs' medians, in µs per
// 10 KB and MB/s with the quartiles of the runs' medians, and each build against the first:
// the ratio of the medians and, paired run by run (each run's median against the first
// build's run beside it), the median ratio with its quartiles; then the same for CPU time
// (user + system per 10 KB, the median pass of each run), which a loaded machine disturbs
// less than wall time, since waiting for a core is not counted. Nothing here is asserted:
// speed targets live here, never in a test.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generate, prng } from './generate.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
let rounds = 100;
let runs = 5;
let child = null;
const builds = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--rounds') rounds = Number(args[++i]);
  else if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i] === '--child') child = args[++i];
  else if (args[i] === '--build') {
    const [label, path] = args[++i].split('=');
    builds.push({ label, path: resolve(path) });
  } else {
    console.error(`bench/secrets.mjs: unknown argument ${args[i]}`);
    process.exit(2);
  }
}
if (!Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(runs) || runs < 1) {
  console.error('bench/secrets.mjs: --rounds and --runs expect a positive integer');
  process.exit(2);
}
if (builds.length === 0) builds.push({ label: 'this', path: join(root, 'packages/core/dist/secrets.js') });

const SLICE = 10 * 1024;

/** Cut a text into 10 KB slices (the last partial one dropped). */
function slices(text) {
  const out = [];
  for (let at = 0; at + SLICE <= text.length; at += SLICE) out.push(text.slice(at, at + SLICE));
  return out;
}

/** The wide corpus (test-fixtures/corpus/repos, held-out, licences) has its own lane; walks skip it. */
const WIDE_CORPUS = /[\\/]test-fixtures[\\/]corpus[\\/](repos|held-out|licences)$/;

function markdownUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...(WIDE_CORPUS.test(path) ? [] : markdownUnder(path)));
    else if (name.endsWith('.md')) out.push(readFileSync(path, 'utf8'));
  }
  return out;
}

/** Technical notes without secrets: shell history, logs, config, lockfile lines, prose with names of secrets. */
function technicalNotes(bytes) {
  const rand = prng(11);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const hex = (n) => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(rand() * 16)]).join('');
  const lines = [
    () => `$ npm run build && npx vitest run packages/core/test/${pick(['secrets', 'session', 'packet'])}`,
    () =>
      `$ git commit -m "Fix the ${pick(['parser', 'writer', 'lock'])} when the file is empty" && git push origin HEAD`,
    () => `$ docker compose up -d db && psql -h localhost -U app -d app -c 'select count(*) from jobs'`,
    () =>
      `2026-11-30T01:${Math.floor(rand() * 60)}:12.511Z INFO worker=${Math.floor(rand() * 9)} job=${hex(8)} ` +
      `status=done took=${Math.floor(rand() * 900)}ms`,
    () => `2026-11-30T01:02:03Z WARN retrying request id=${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)} attempt=2`,
    () => `    "integrity": "sha512-${Buffer.from(hex(64), 'hex').toString('base64')}",`,
    () => `    "resolved": "https://registry.npmjs.org/fast-check/-/fast-check-4.11.0.tgz",`,
    () => `commit ${hex(40)}`,
    () => `- Reads \`STRIPE_SECRET_KEY\` and \`DB_PASSWORD\` from the environment; the token is passed in the header.`,
    () =>
      `- DT-${Math.floor(rand() * 9)}: Chose the REST client. Why: the password reset flow already uses it. Source: ` +
      `REQ-${Math.floor(rand() * 9)}.`,
    () => `DATABASE_URL=postgres://app:\${DB_PASSWORD}@db:5432/app`,
    () => `api_key: \${API_KEY}  # set in CI`,
    () => `const cacheKey = \`user:\${id}:\${hash}\`;`,
    () =>
      `<script src="/assets/app.${hex(8)}.js" integrity="sha384-${Buffer.from(hex(48), 'hex').toString('base64')}" ` +
      `crossorigin="anonymous"></script>`,
    () => `The session writer refuses a record with a credential and names the field; see docs/secrets.md.`,
    () => `| ${pick(['parse', 'render', 'lint'])} | ${Math.floor(rand() * 100)} ms | ${Math.floor(rand() * 50)} MiB |`,
    () =>
      '```sh\nexport GITHUB_TOKEN=$(gh auth token)\ncurl -H "Authorization: ' +
      'Bearer $GITHUB_TOKEN" https://api.github.com/user\n```',
  ];
  let text = '';
  while (text.length < bytes) text += pick(lines)() + '\n';
  return text;
}

const generated = generate(40)
  .filter(([path]) => path.endsWith('.md'))
  .map(([, text]) => text);
const inputs = [
  { name: 'hand-off corpus (test-fixtures)', slices: slices(markdownUnder(join(root, 'test-fixtures')).join('\n')) },
  { name: 'generated plans and summaries', slices: slices(generated.join('\n')) },
  { name: 'technical notes (shell, logs, config)', slices: slices(technicalNotes(60 * SLICE)) },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The first and third quartiles (nearest rank), the spread a median is reported with. */
const quartiles = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return [sorted[Math.floor((sorted.length - 1) / 4)], sorted[Math.ceil(((sorted.length - 1) * 3) / 4)]];
};

if (child !== null) {
  // One run of one build: warm up, then time each pass over every input.
  const { findSecrets } = await import(pathToFileURL(child).href);
  let sink = 0;
  for (const input of inputs) for (let i = 0; i < 30; i++) for (const s of input.slices) sink += findSecrets(s).length;
  const result = {};
  for (const input of inputs) {
    const times = [];
    const cpu = [];
    for (let round = 0; round < rounds; round++) {
      const start = process.hrtime.bigint();
      const cpuStart = process.cpuUsage();
      for (const s of input.slices) sink += findSecrets(s).length;
      const used = process.cpuUsage(cpuStart);
      times.push(Number(process.hrtime.bigint() - start) / 1000 / input.slices.length);
      cpu.push((used.user + used.system) / input.slices.length);
    }
    result[input.name] = { best: Math.min(...times), median: median(times), cpu: median(cpu) };
  }
  if (sink < 0) console.error(sink);
  console.log(JSON.stringify(result));
} else {
  const results = new Map(builds.map((build) => [build.label, []]));
  for (let run = 0; run < runs; run++) {
    for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
      const out = execFileSync(
        process.execPath,
        [fileURLToPath(import.meta.url), '--child', build.path, '--rounds', String(rounds)],
        { encoding: 'utf8' },
      );
      results.get(build.label).push(JSON.parse(out));
    }
  }
  console.log(
    `secret scanner — ${new Date().toISOString()} — node ${process.version}; ${runs} runs per build (own process, ` +
      `alternating), ${rounds} timed passes each; µs per 10 KB`,
  );
  for (const input of inputs) {
    console.log(`\n${input.name}: ${input.slices.length} slices of 10 KB`);
    const stats = (label) => {
      const all = results.get(label).map((r) => r[input.name]);
      return { best: Math.min(...all.map((r) => r.best)), median: median(all.map((r) => r.median)) };
    };
    const first = stats(builds[0].label);
    const runMedians = (label) => results.get(label).map((r) => r[input.name].median);
    const runCpu = (label) => results.get(label).map((r) => r[input.name].cpu);
    for (const build of builds) {
      const { best, median: m } = stats(build.label);
      const spread = quartiles(runMedians(build.label));
      // Paired: each run's median against the first build's in the same run (they ran back to back).
      const paired = runMedians(build.label).map((value, run) => value / runMedians(builds[0].label)[run]);
      const pairedSpread = quartiles(paired);
      const cpuPaired = runCpu(build.label).map((value, run) => value / runCpu(builds[0].label)[run]);
      const cpuLine =
        `\n  ${''.padEnd(10)} CPU median ${median(runCpu(build.label)).toFixed(2).padStart(7)} µs` +
        ` (run quartiles ${quartiles(runCpu(build.label))
          .map((q) => q.toFixed(1))
          .join('–')})` +
        (build === builds[0]
          ? ''
          : `   paired ratio median ${median(cpuPaired).toFixed(3)} (quartiles ${quartiles(cpuPaired)
              .map((q) => q.toFixed(3))
              .join('–')})`);
      const ratio =
        build === builds[0]
          ? ''
          : `   best ${(best / first.best).toFixed(3)} × ${builds[0].label}, ` +
            `median ${(m / first.median).toFixed(3)} ×;` +
            ` paired ratio median ${median(paired).toFixed(3)} ` +
            `(quartiles ${pairedSpread.map((q) => q.toFixed(3)).join('–')})`;
      console.log(
        `  ${build.label.padEnd(10)} best ${best.toFixed(2).padStart(7)} µs ` +
          `(${(SLICE / best).toFixed(0).padStart(5)} MB/s)   median ${m.toFixed(2).padStart(7)} µs ` +
          `(run quartiles ${spread.map((q) => q.toFixed(1)).join('–')})${ratio}${cpuLine}`,
      );
    }
  }
}
