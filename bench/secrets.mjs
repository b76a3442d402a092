// Throughput of the secret scanner (`findSecrets`) per 10 KB of realistic note text.
//
//   node bench/secrets.mjs [--rounds N] [--build LABEL=PATH/secrets.js ...]
//
// With no --build, measures this checkout's `packages/core/dist/secrets.js` (run
// `npm run build` first). Give several builds to compare them (for example the base commit
// compiled in a temporary folder): rounds are interleaved (A B A B …) so a machine whose
// speed drifts affects every build alike. Prints, per input set and build, the median and
// the minimum over the rounds, in µs per 10 KB and MB/s, and each build's median against
// the first build's. Nothing here is asserted: speed targets live here, never in a test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generate, prng } from './generate.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
let rounds = 15;
const builds = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--rounds') rounds = Number(args[++i]);
  else if (args[i] === '--build') {
    const [label, path] = args[++i].split('=');
    builds.push({ label, path: resolve(path) });
  } else {
    console.error(`bench/secrets.mjs: unknown argument ${args[i]}`);
    process.exit(2);
  }
}
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('bench/secrets.mjs: --rounds expects a positive integer');
  process.exit(2);
}
if (builds.length === 0) builds.push({ label: 'this', path: join(root, 'packages/core/dist/secrets.js') });
for (const build of builds) build.findSecrets = (await import(pathToFileURL(build.path).href)).findSecrets;

const SLICE = 10 * 1024;

/** Cut a text into 10 KB slices (the last partial one dropped). */
function slices(text) {
  const out = [];
  for (let at = 0; at + SLICE <= text.length; at += SLICE) out.push(text.slice(at, at + SLICE));
  return out;
}

function markdownUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...markdownUnder(path));
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
    () => `$ git commit -m "Fix the ${pick(['parser', 'writer', 'lock'])} when the file is empty" && git push origin HEAD`,
    () => `$ docker compose up -d db && psql -h localhost -U app -d app -c 'select count(*) from jobs'`,
    () => `2026-11-30T01:${Math.floor(rand() * 60)}:12.511Z INFO worker=${Math.floor(rand() * 9)} job=${hex(8)} status=done took=${Math.floor(rand() * 900)}ms`,
    () => `2026-11-30T01:02:03Z WARN retrying request id=${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)} attempt=2`,
    () => `    "integrity": "sha512-${Buffer.from(hex(64), 'hex').toString('base64')}",`,
    () => `    "resolved": "https://registry.npmjs.org/fast-check/-/fast-check-4.11.0.tgz",`,
    () => `commit ${hex(40)}`,
    () => `- Reads \`STRIPE_SECRET_KEY\` and \`DB_PASSWORD\` from the environment; the token is passed in the header.`,
    () => `- DT-${Math.floor(rand() * 9)}: Chose the REST client. Why: the password reset flow already uses it. Source: REQ-${Math.floor(rand() * 9)}.`,
    () => `DATABASE_URL=postgres://app:\${DB_PASSWORD}@db:5432/app`,
    () => `api_key: \${API_KEY}  # set in CI`,
    () => `const cacheKey = \`user:\${id}:\${hash}\`;`,
    () => `<script src="/assets/app.${hex(8)}.js" integrity="sha384-${Buffer.from(hex(48), 'hex').toString('base64')}" crossorigin="anonymous"></script>`,
    () => `The session writer refuses a record with a credential and names the field; see docs/secrets.md.`,
    () => `| ${pick(['parse', 'render', 'lint'])} | ${Math.floor(rand() * 100)} ms | ${Math.floor(rand() * 50)} MiB |`,
    () => '```sh\nexport GITHUB_TOKEN=$(gh auth token)\ncurl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user\n```',
  ];
  let text = '';
  while (text.length < bytes) text += pick(lines)() + '\n';
  return text;
}

const generated = generate(40).filter(([path]) => path.endsWith('.md')).map(([, text]) => text);
const inputs = [
  { name: 'hand-off corpus (test-fixtures)', slices: slices(markdownUnder(join(root, 'test-fixtures')).join('\n')) },
  { name: 'generated plans and summaries', slices: slices(generated.join('\n')) },
  { name: 'technical notes (shell, logs, config)', slices: slices(technicalNotes(60 * SLICE)) },
];

// Warm up every build on every input, then interleave.
for (const build of builds) for (const input of inputs) for (let i = 0; i < 20; i++) for (const s of input.slices) build.findSecrets(s);
const times = new Map(); // `${build}|${input}` -> µs per 10 KB, one per round
let sink = 0;
for (let round = 0; round < rounds; round++) {
  for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
    for (const input of inputs) {
      const repeat = 10;
      const start = process.hrtime.bigint();
      for (let r = 0; r < repeat; r++) for (const s of input.slices) sink += build.findSecrets(s).length;
      const micros = Number(process.hrtime.bigint() - start) / 1000 / (repeat * input.slices.length);
      const key = `${build.label}|${input.name}`;
      (times.get(key) ?? times.set(key, []).get(key)).push(micros);
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
console.log(`secret scanner — ${new Date().toISOString()} — node ${process.version}; ${rounds} interleaved rounds; µs per 10 KB (median, min) and MB/s at the median`);
for (const input of inputs) {
  console.log(`\n${input.name}: ${input.slices.length} slices of 10 KB`);
  const base = median(times.get(`${builds[0].label}|${input.name}`));
  for (const build of builds) {
    const values = times.get(`${build.label}|${input.name}`);
    const m = median(values);
    const ratio = build === builds[0] ? '' : `   ${(m / base).toFixed(3)} × ${builds[0].label}`;
    console.log(`  ${build.label.padEnd(10)} ${m.toFixed(2).padStart(8)} µs  (min ${Math.min(...values).toFixed(2).padStart(7)})  ${(SLICE / m).toFixed(0).padStart(5)} MB/s${ratio}`);
  }
}
if (sink < 0) console.log(sink);
