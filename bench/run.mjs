// The performance benchmark (`npm run bench`): handoff lint against markdownlint-cli2 and
// remark-cli (+ remark-preset-lint-recommended) on the same files, in one run, on three
// corpora — the project's generator, an independent generator of other shapes, and the wide
// real corpus (every Markdown file of test-fixtures/corpus, one list given to all three tools)
// — then handoff lint alone on each corpus at ten times the files; the cost of CRLF and CR line endings against LF;
// which reader reads each corpus; cold single-file latency; in-process re-lint. Needs `npm run build`.
// Tools run in interleaved rounds (one run of each per round), so a load that drifts over
// the run weighs on all of them alike; medians are printed. Wall time is what the targets
// are about; CPU time (user + system) is printed beside it because it stays meaningful
// when other work shares the machine.
//   node bench/run.mjs [--runs N] [--skip-10k] [--only project,independent,real]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generate, generateIndependent } from './generate.mjs';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-10k': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const ONLY = values.only ? new Set(values.only.split(',')) : null;
const bin = (name) => join(root, 'node_modules/.bin', name);
const HANDOFF = join(root, 'packages/cli/dist/bin.js');
if (!existsSync(HANDOFF)) {
  console.error('bench: build first (npm run build)');
  process.exit(2);
}
const { fallbackShare, describe: describeShare } = await import('./fallbacks.mjs');

/**
 * The wide real corpus (test-fixtures/corpus/SOURCES.md): every repository folder in it
 * (`repos/`, `held-out/`, and any batch added beside them; not `licences/`) and the loose files
 * named `<owner>__<repo>__<path>.md` (not the pages that document the corpus).
 */
const REAL_SOURCE = resolve(root, 'test-fixtures/corpus');
/** Where the corpus is copied for the run: outside this checkout, so that no config of it applies. */
const SCRATCH = join(tmpdir(), 'handoff-bench-real');

const CORPORA = [
  {
    key: 'project',
    label: 'project generator',
    unit: 'pairs',
    size: (scale) => 1000 * scale,
    files: (scale) => generate(1000 * scale),
  },
  {
    key: 'independent',
    label: 'independent generator',
    unit: 'pairs',
    size: (scale) => 1000 * scale,
    files: (scale) => generateIndependent(1000 * scale),
  },
  {
    key: 'real',
    label: 'real files (the wide corpus, every .md)',
    unit: 'copies',
    size: (scale) => scale,
    files: null,
  },
].filter((corpus) => !ONLY || ONLY.has(corpus.key));

/**
 * Write a generated corpus once under bench/corpus/ (git-ignored); an empty `.git` makes it a
 * repository of its own, as a real project is. The real corpus at a scale: that many copies of it.
 */
async function materialise(corpus, scale) {
  if (!corpus.files) {
    // The real corpus is copied afresh (a batch may have been added), outside this checkout.
    const dir = `${SCRATCH}-${scale}x`;
    await rm(dir, { recursive: true, force: true });
    await mkdir(join(dir, '.git'), { recursive: true });
    for (let copy = 1; copy <= corpus.size(scale); copy++)
      await copyRealCorpus(join(dir, `copy-${String(copy).padStart(2, '0')}`));
    return dir;
  }
  const dir = join(root, 'bench/corpus', `${corpus.key}-${corpus.size(scale)}`);
  const marker = join(dir, '.complete');
  if (existsSync(marker)) return dir;
  // `handoff lint` honours .gitignore as git does, and bench/corpus/ is ignored by the repository's.
  await mkdir(join(dir, '.git'), { recursive: true });
  let count = 0;
  for (const [path, text] of corpus.files(scale)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
    count++;
  }
  await writeFile(marker, `${count}\n`);
  return dir;
}

/** Copy the wide real corpus into `target` as it stands now (so a batch added since is in). */
async function copyRealCorpus(target) {
  for (const entry of readdirSync(REAL_SOURCE, { withFileTypes: true })) {
    const from = join(REAL_SOURCE, entry.name);
    if (entry.isDirectory() && entry.name !== 'licences') await cp(from, join(target, entry.name), { recursive: true });
    else if (entry.isFile() && /^[^_].*__.+\.md$/.test(entry.name)) await cp(from, join(target, 'loose', entry.name));
  }
}

/**
 * The wide real corpus, copied afresh to a scratch folder outside this checkout (an empty
 * `.git` makes it a project of its own, with no config), and its file list: every regular
 * `.md` file, relative to that folder, sorted — the one list all three tools are given.
 */
async function realCorpus() {
  await rm(SCRATCH, { recursive: true, force: true });
  await mkdir(join(SCRATCH, '.git'), { recursive: true });
  await copyRealCorpus(SCRATCH);
  return {
    dir: SCRATCH,
    list: markdownFiles(SCRATCH)
      .map((path) => relative(SCRATCH, path))
      .sort(),
  };
}

/** Every regular `.md` file under `dir` (not in `.git`), as absolute paths. */
function markdownFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== '.git') walk(join(d, entry.name));
      } else if (entry.isFile() && entry.name.endsWith('.md')) out.push(join(d, entry.name));
    }
  };
  walk(dir);
  return out;
}

function sizeOf(dir) {
  let files = 0;
  let bytes = 0;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== '.git') walk(join(d, entry.name));
      } else if (entry.isFile() && entry.name.endsWith('.md')) {
        files++;
        bytes += statSync(join(d, entry.name)).size;
      }
    }
  };
  walk(dir);
  return { files, bytes };
}

/**
 * Run a command under /usr/bin/time; return wall and CPU (user + system) seconds, peak RSS in
 * MiB, its exit status and what it wrote to standard output.
 */
function measure(command, args, cwd = root) {
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M %U %S', command, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const last = result.stderr.trim().split('\n').pop() ?? '';
  const [wall, rssKb, user, system] = last.split(' ').map(Number);
  return { wall, cpu: user + system, rss: rssKb / 1024, status: result.status, stdout: result.stdout };
}

/** Wall time of a whole command, measured in-process with hrtime (for sub-second runs). */
function wallOf(command, args, cwd = root) {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, args, { cwd, stdio: 'ignore' });
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, status: result.status };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Run each tool `runs` times, one run of each per round; print and return medians (peak RSS:
 * the highest). A tool may say which exit statuses mean it ran (`ok`) and check its output
 * (`check`, which returns why the run does not count, or null): a figure of a run that failed
 * is no figure, so the benchmark stops.
 */
function rounds(tools, runs = RUNS) {
  const samples = tools.map(() => []);
  for (let round = 0; round < runs; round++)
    tools.forEach((tool, i) => {
      const run = measure(tool.command, tool.args, tool.cwd);
      const why = (tool.ok ?? [0, 1]).includes(run.status) ? (tool.check?.(run.stdout) ?? null) : `exit ${run.status}`;
      if (why !== null) {
        console.error(`bench: ${tool.label} did not run as it should (${why}); no figures`);
        process.exit(2);
      }
      samples[i].push(run);
    });
  return tools.map((tool, i) => {
    const s = samples[i];
    const figures = {
      wall: median(s.map((x) => x.wall)),
      cpu: median(s.map((x) => x.cpu)),
      rss: Math.max(...s.map((x) => x.rss)),
    };
    console.log(
      `  ${tool.label.padEnd(36)} wall ${figures.wall.toFixed(2).padStart(6)} s   cpu ` +
        `${figures.cpu.toFixed(2).padStart(6)} s   peak ${figures.rss.toFixed(0).padStart(4)} MiB   exit ` +
        `${s[0].status}   (walls ${s.map((x) => x.wall.toFixed(2)).join(' ')})`,
    );
    return figures;
  });
}

const ratio = (a, b, key) => a[key] / b[key];

/** The repository folders of the real corpus's copy (`<owner>__<repo>` in each half). */
function repositories(dir) {
  let count = 0;
  for (const half of readdirSync(dir, { withFileTypes: true }))
    if (half.isDirectory() && half.name !== '.git' && half.name !== 'loose')
      count += readdirSync(join(dir, half.name), { withFileTypes: true }).filter((e) => e.isDirectory()).length;
  return count;
}

/**
 * The three tools on one list of paths relative to `dir`, each run in `dir` (a project of its
 * own: no config of this checkout applies). handoff is told not to warn about the named files
 * that are no hand-off artefact (`--no-warn-unknown-kind`, as a commit hook naming every staged
 * file runs it); markdownlint-cli2 takes each path literally (`:`), so no name is read as a glob,
 * and must say it linted them all; remark-cli loads the preset by path (it resolves names from
 * the working folder) and must exit 0 (it exits 1 only when it could not process a file).
 * Last, handoff walking the folder itself, which finds the same files: what the 10× run does.
 */
function listTools(dir, list) {
  const preset = join(root, 'node_modules/remark-preset-lint-recommended/index.js');
  return [
    {
      label: 'handoff lint',
      command: process.execPath,
      args: [HANDOFF, 'lint', '--no-warn-unknown-kind', ...list],
      cwd: dir,
    },
    {
      label: 'markdownlint-cli2 (default rules)',
      command: bin('markdownlint-cli2'),
      args: list.map((path) => `:${path}`),
      cwd: dir,
      check: (stdout) =>
        stdout.includes(`Linting: ${list.length} file(s)`) ? null : `it did not lint the ${list.length} files`,
    },
    {
      label: 'remark-cli + preset-lint-recommended',
      command: bin('remark'),
      args: [...list, '--use', preset, '--quiet', '--no-stdout', '--no-config', '--no-ignore'],
      cwd: dir,
      ok: [0],
    },
    { label: 'handoff lint (the folder)', command: process.execPath, args: [HANDOFF, 'lint', '.'], cwd: dir },
  ];
}
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const floor = join(root, 'bench/parse-floor.mjs');
const relint = join(root, 'bench/relint.mjs');
const handoffTool = (dir) => ({ label: 'handoff lint', command: process.execPath, args: [HANDOFF, 'lint', dir] });
const targets = [];
const target = (what, value, limit, shown = value.toFixed(3)) => {
  targets.push({ what, shown, met: value <= limit, limit });
  return `${shown} (target ≤ ${limit})`;
};

console.log(
  `handoff benchmark — ${new Date().toISOString()} — node ${process.version}, ` +
    `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; ` +
    `${RUNS} interleaved rounds, medians; load average ${load()}`,
);

const oneX = new Map();
for (const corpus of CORPORA) {
  let tools;
  let dir;
  if (corpus.key === 'real') {
    // One list of paths, given as it is to all three tools, each run in the scratch copy.
    const real = await realCorpus();
    dir = real.dir;
    const bytes = real.list.reduce((sum, path) => sum + statSync(join(dir, path)).size, 0);
    console.log(
      `\n${corpus.label}: ${real.list.length} files, ${(bytes / 1e6).toFixed(1)} MB, ` +
        `${repositories(dir)} repositories — one list, the same paths for all three tools`,
    );
    tools = listTools(dir, real.list);
  } else {
    dir = await materialise(corpus, 1);
    const { files, bytes } = sizeOf(dir);
    console.log(
      `\n${corpus.label}, ${corpus.size(1).toLocaleString('en')} ${corpus.unit}: ${files} files, ` +
        `${(bytes / 1e6).toFixed(1)} MB`,
    );
    tools = [
      handoffTool(dir),
      { label: 'markdownlint-cli2 (default rules)', command: bin('markdownlint-cli2'), args: [`${dir}/**/*.md`] },
      {
        label: 'remark-cli + preset-lint-recommended',
        command: bin('remark'),
        args: [dir, '--use', 'remark-preset-lint-recommended', '--quiet', '--no-stdout', '--no-config', '--no-ignore'],
        ok: [0],
      },
    ];
    if (corpus.key === 'project')
      tools.push({ label: 'remark-parse only (floor)', command: process.execPath, args: [floor, dir] });
  }
  const [h, m, r, f] = rounds(tools);
  // On the real corpus the fourth line is handoff walking the folder (the 10× run walks one too).
  oneX.set(corpus.key, corpus.key === 'real' ? f : h);
  for (const key of ['wall', 'cpu']) {
    const shown = [
      'handoff / markdownlint-cli2 = ' +
        (key === 'wall'
          ? target(`${corpus.label}: handoff / markdownlint-cli2 (wall)`, ratio(h, m, key), 0.1)
          : ratio(h, m, key).toFixed(3)),
      'handoff / remark-cli = ' +
        (key === 'wall'
          ? target(`${corpus.label}: handoff / remark-cli (wall)`, ratio(h, r, key), 0.1)
          : ratio(h, r, key).toFixed(3)),
      ...(f && corpus.key === 'project' ? [`handoff / remark-parse floor = ${ratio(h, f, key).toFixed(3)}`] : []),
      ...(f && corpus.key === 'real'
        ? [
            `handoff (the folder) / markdownlint-cli2 = ${ratio(f, m, key).toFixed(3)}, ` +
              `/ remark-cli = ${ratio(f, r, key).toFixed(3)}`,
          ]
        : []),
    ];
    console.log(`  ${key} ratios: ${shown.join('   ')}`);
  }
  const share = await fallbackShare(dir);
  console.log(`  readers: ${describeShare('', share).trim()}`);
}

if (!values['skip-10k']) {
  for (const corpus of CORPORA) {
    const dir = await materialise(corpus, 10);
    const { files, bytes } = sizeOf(dir);
    console.log(
      `\n${corpus.label} at 10×, ${corpus.size(10).toLocaleString('en')} ${corpus.unit}: ${files} files, ` +
        `${(bytes / 1e6).toFixed(1)} MB` +
        `${corpus.key === 'real' ? ' (handoff walks the folder; 10× / 1× against its folder walk at 1×)' : ''}`,
    );
    const [h10] = rounds([handoffTool(dir)], Math.min(RUNS, 3));
    const h1 = oneX.get(corpus.key);
    console.log(
      `  10× / 1×: wall ${target(`${corpus.label}: 10× / 1× (wall)`, ratio(h10, h1, 'wall'), 11)}, ` +
        `cpu ${ratio(h10, h1, 'cpu').toFixed(3)}   peak ` +
        `${target(`${corpus.label}: peak RSS at 10× (MiB)`, h10.rss, 250, `${h10.rss.toFixed(0)} MiB`)}`,
    );
  }
}

// CRLF and CR cost what LF costs: one summary whose decisions section is a list of about
// 1 MB, and one RESUME.md of the same list, with each ending (cold CLI, median of 5).
{
  const items = Array.from(
    { length: 12_000 },
    (_, i) =>
      `- **DT-${i + 1}:** Chose the cached reader for O-${(i % 9) + 1}. Reason: the second pass reads ${i} files.`,
  );
  const summary = [
    '# Summary',
    '',
    '## Implementation Decisions',
    '',
    "### Taken (within plan's discretion)",
    ...items,
    '',
    '### Deviations (from plan; must explain)',
    '(none)',
    '',
  ].join('\n');
  const resume = [
    '## Goal',
    '',
    'Ship it.',
    '',
    '## Status',
    '',
    'partial',
    '',
    '## Changes',
    '',
    ...items.map((item) => item.replace('**DT-', '`src/x.rs` **DT-')),
    '',
  ].join('\n');
  const dir = join(root, 'bench/corpus/line-endings');
  console.log(
    `\nLine endings: a ${(Buffer.byteLength(summary) / 1e6).toFixed(1)} MB summary and a ` +
      `${(Buffer.byteLength(resume) / 1e6).toFixed(1)} MB RESUME.md, each with LF, CRLF and CR ` +
      `(cold CLI, median of 5):`,
  );
  const ms = {};
  for (const [name, eol] of [
    ['lf', '\n'],
    ['crlf', '\r\n'],
    ['cr', '\r'],
  ]) {
    await mkdir(join(dir, name, '.git'), { recursive: true });
    await writeFile(join(dir, name, '01-SUMMARY.md'), summary.replace(/\n/g, eol));
    await writeFile(join(dir, name, 'RESUME.md'), resume.replace(/\n/g, eol));
    ms[name] = median(Array.from({ length: 5 }, () => wallOf(process.execPath, [HANDOFF, 'lint', join(dir, name)]).ms));
  }
  console.log(`  LF ${ms.lf.toFixed(0)} ms   CRLF ${ms.crlf.toFixed(0)} ms   CR ${ms.cr.toFixed(0)} ms`);
  console.log(
    `  CRLF / LF = ${target('line endings: CRLF / LF', ms.crlf / ms.lf, 1.5)}   CR / LF = ` +
      `${target('line endings: CR / LF', ms.cr / ms.lf, 1.5)}`,
  );
}

console.log('\nOne file, cold CLI (median of 10, ms):');
const onePlan = join(
  await materialise(
    CORPORA.find((c) => c.key === 'project') ?? {
      key: 'project',
      size: (s) => 1000 * s,
      files: (s) => generate(1000 * s),
    },
    1,
  ),
  'phase-00001/01-PLAN.md',
);
const cold = (label, command, args) => {
  const ms = median(Array.from({ length: 10 }, () => wallOf(command, args).ms));
  console.log(`  ${label.padEnd(34)} ${ms.toFixed(0).padStart(5)} ms`);
  return ms;
};
const node0 = cold('node -e 0 (floor)', process.execPath, ['-e', '0']);
const hCold = cold('handoff lint', process.execPath, [HANDOFF, 'lint', onePlan]);
const mCold = cold('markdownlint-cli2', bin('markdownlint-cli2'), [onePlan]);
const rCold = cold('remark-cli', bin('remark'), [
  onePlan,
  '--use',
  'remark-preset-lint-recommended',
  '--quiet',
  '--no-stdout',
  '--no-config',
]);
console.log(
  `  ratios: handoff / markdownlint-cli2 = ` +
    `${target('one file cold: handoff / markdownlint-cli2', hCold / mCold, 0.5, (hCold / mCold).toFixed(2))}   ` +
    `handoff / remark-cli = ${(hCold / rCold).toFixed(2)}   handoff − node = ${(hCold - node0).toFixed(0)} ms`,
);

console.log('\nIn-process re-lint of one 10 KB plan (what an editor pays per keystroke):');
const out = spawnSync(process.execPath, [relint], { cwd: root, encoding: 'utf8' });
process.stdout.write(out.stdout.replace(/^/gm, '  '));
if (out.status !== 0) process.stderr.write(out.stderr);

const missed = targets.filter((t) => !t.met);
console.log(
  `\nTargets: ${targets.length - missed.length} of ${targets.length} met` +
    `${missed.length ? `; missed: ${missed.map((t) => `${t.what} = ${t.shown}`).join('; ')}` : ''}. ` +
    `Load average at the end: ${load()}.`,
);
