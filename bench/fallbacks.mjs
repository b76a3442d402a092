// Which reader reads each file `handoff lint` would lint in a folder: front matter by the
// simple YAML reader or by the `yaml` package; a plan's or summary's decision slices by the
// simple Markdown reader, by remark on the slices, or by remark on the whole file; a handoff
// note by the simple reader or by remark. Prints the share of files that fall back.
//   node bench/fallbacks.mjs DIR... [--why]      (needs `npm run build`)
// `--why` also names, per file that falls back, the first construct the simple reader gave up on.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const load = (path) => import(resolve(root, path));
const { discoverFiles } = await load('packages/linter/dist/lib/discover.js');
const { classify, kindGlobs } = await load('packages/linter/dist/lib/classify.js');
const { limitNesting } = await load('packages/core/dist/lib/handoff-document/nesting.js');
const { readTextSync } = await load('packages/linter/dist/lib/read-text.js');
const { readFrontMatter } = await load('packages/core/dist/lib/markdown/front-matter.js');
const { readSimpleYamlMapping } = await load('packages/core/dist/lib/markdown/simple-yaml.js');
const { parseFast } = await load('packages/core/dist/lib/decisions/fast-path.js');
const { readSimpleBlocks, simpleReaderGaveUpOn } = await load('packages/core/dist/lib/markdown/simple-blocks.js');
const { mayHoldDefinition } = await load('packages/core/dist/lib/markdown/definitions.js');

/** The files `handoff lint DIR` lints (those it gives a kind: a plan, a summary or a handoff), with their kinds. */
export async function classifiedFiles(dir) {
  const files = await discoverFiles([dir], { cwd: dir });
  const globs = kindGlobs(dir, { plan: [], summary: [], handoff: [] });
  const out = [];
  for (const { path } of files) {
    const outcome = readTextSync(path);
    if (!outcome.ok) continue;
    const frontMatter = readFrontMatter(outcome.text);
    const found = classify(path, frontMatter, globs);
    if (found.kind !== null) out.push({ path, kind: found.kind, text: outcome.text, frontMatter });
  }
  return out;
}

/** The paths of the files `handoff lint DIR` lints. */
export async function lintedFiles(dir) {
  return (await classifiedFiles(dir)).map(({ path }) => path);
}

/** The readers used for the linted files under `dir`: counts per reader, and the files that fall back. */
export async function fallbackShare(dir) {
  const counts = {
    linted: 0,
    frontMatter: 0,
    frontMatterYaml: 0,
    frontMatterInvalid: 0,
    decisions: 0,
    decisionsRemark: 0,
    decisionsFull: 0,
    handoffs: 0,
    handoffsRemark: 0,
    fallBack: 0,
  };
  const fellBack = [];
  for (const { path, kind, text, frontMatter } of await classifiedFiles(dir)) {
    counts.linted++;
    const why = [];
    if (frontMatter) {
      counts.frontMatter++;
      if (!readSimpleYamlMapping(frontMatterBody(text))) {
        counts.frontMatterYaml++;
        // Invalid YAML is the yaml package's to report (`front-matter-invalid` quotes its message).
        if (frontMatter.error) counts.frontMatterInvalid++;
        why.push(frontMatter.error ? 'front matter by yaml (invalid YAML)' : 'front matter by yaml');
      }
    }
    if (kind === 'handoff') {
      counts.handoffs++;
      const body = limitNesting(text);
      if (!readSimpleBlocks(body, true, { inline: 'nodes', noDefinitions: !mayHoldDefinition(body) })) {
        counts.handoffsRemark++;
        why.push(`handoff note by remark (${simpleReaderGaveUpOn()})`);
      }
    } else {
      counts.decisions++;
      const trace = {};
      const reading = parseFast(text, kind, frontMatter, trace);
      if (!reading) {
        counts.decisionsFull++;
        why.push('decisions: whole file by remark');
      } else if (trace.reader === 'remark') {
        counts.decisionsRemark++;
        why.push(`decision slices by remark (${simpleReaderGaveUpOn()})`);
      }
    }
    if (why.length > 0) {
      counts.fallBack++;
      fellBack.push({ path, why });
    }
  }
  return { counts, fellBack };
}

/** The YAML between the front matter fences, as `readFrontMatter` hands it to the readers. */
function frontMatterBody(text) {
  const open = /^---[ \t]*(?:\r\n|\r|\n)/.exec(text);
  const rest = text.slice(open[0].length);
  const close = /^---[ \t]*$/m.exec(rest);
  return rest.slice(0, close.index);
}

const percent = (part, whole) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);

/** One line per corpus: how many linted files fall back anywhere, and where. */
export function describe(label, { counts }) {
  const c = counts;
  return (
    `  ${label.padEnd(36)} ${String(c.linted).padStart(6)} linted files, ${String(c.fallBack).padStart(5)} fall back ` +
    `(${percent(c.fallBack, c.linted)}): ` +
    `front matter by yaml ${c.frontMatterYaml}/${c.frontMatter}` +
    `${c.frontMatterInvalid ? ` (${c.frontMatterInvalid} invalid)` : ''}, decision slices by remark ` +
    `${c.decisionsRemark}/${c.decisions}, whole file by remark ${c.decisionsFull}/${c.decisions}, ` +
    `handoff notes by remark ${c.handoffsRemark}/${c.handoffs}`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { why: { type: 'boolean', default: false } },
  });
  for (const dir of positionals) {
    const share = await fallbackShare(resolve(dir));
    console.log(describe(dir, share));
    if (values.why) for (const { path, why } of share.fellBack) console.log(`    ${path}: ${why.join('; ')}`);
  }
}
