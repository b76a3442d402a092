import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { readFrontMatter } from '@handoff/core/read';
import { rules } from '@handoff/linter';
import { BIN } from './cli.js';

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** The id the adapters give a finding `handoff lint` reports with `ruleId: null`. */
const FATAL_ID = 'handoff-fatal';

/** One finding as every tool can show it: where, which rule, what, how bad. */
export interface Finding {
  file: string;
  line: number;
  column: number;
  severity: 'error' | 'warning';
  ruleId: string;
  message: string;
}

/** A finding on one line, for readable diffs. */
function show(finding: Finding): string {
  return `${finding.file}:${finding.line}:${finding.column} ${finding.severity} ${finding.ruleId} ${finding.message}`;
}

/** Findings grouped by file (project-relative, `/`-separated), each list in position order. */
export function byFile(findings: Iterable<Finding>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const finding of findings) (out[finding.file] ??= []).push(show(finding));
  for (const list of Object.values(out)) list.sort();
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

const GITHUB_TOKEN = `ghp_${'A1b2'.repeat(9)}`;
const MECHANICAL = 'No decisions worth documenting — plan is mechanical implementation of must_haves.';

/**
 * Files that test how each tool hands the text over: BOM, CRLF, a lone CR, UTF-16 columns
 * after an astral character, a secret in an HTML comment (markdownlint blanks comment text
 * for its rules), findings in front matter, bad YAML, a NUL byte, front matter with no line
 * break after it, and a file with no kind.
 */
const EDGE_FILES: Record<string, string> = {
  'bom-crlf-PLAN.md':
    `\uFEFF---\r\nphase: 1\r\n---\r\n\r\n# Plan 🚀\r\n\r\n🚀🚀 key ${GITHUB_TOKEN}\r\n\r\n## Plan ` +
    `Decisions\r\n\r\n### Locked\r\n`,
  'lone-cr.plan.md': `# Plan\r\rkey ${GITHUB_TOKEN}\r\r## Plan Decisions\r\r### Open\r\r(none)\r`,
  'comment-PLAN.md': `# Plan\n\n<!--\n  old key ${GITHUB_TOKEN}\n-->\n\n## Plan Decisions\n\n${MECHANICAL}\n`,
  'schema-PLAN.md': `---\ndecisions_schema: v2\n---\n\n\n## Plan Decisions\n\n${MECHANICAL}\n`,
  'yaml-PLAN.md': '---\nphase: [1\n---\n\n# Plan\n',
  'nul-PLAN.md': '# Plan\n\nbinary \0 here\n',
  'only-front-matter.md': '---\nkind: summary\n---',
  'notes.md': `# Notes\n\nkey ${GITHUB_TOKEN}\n`,
};

/** False for the wide corpus's folders (test-fixtures/corpus/repos, held-out, licences): it has its own lane. */
function notWideCorpus(source: string): boolean {
  return !/[\\/]test-fixtures[\\/]corpus[\\/](repos|held-out|licences)$/.test(source);
}

/**
 * A project in a temporary folder: `samples/lint`, `samples/examples`, `samples/corpus`
 * (copies of the test fixtures and the real-world corpus), `fixtures/edge` (the files above)
 * and `node_modules` pointing at the repository's, so `@handoff/linter` resolves to the built
 * workspace package.
 */
export function fixtureProject(): string {
  const project = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-adapters-')));
  for (const name of ['lint', 'examples', 'corpus'])
    cpSync(join(ROOT, 'test-fixtures', name), join(project, 'samples', name), {
      recursive: true,
      filter: notWideCorpus,
    });
  mkdirSync(join(project, 'samples/edge'));
  for (const [name, text] of Object.entries(EDGE_FILES)) writeFileSync(join(project, 'samples/edge', name), text);
  symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');
  return project;
}

/** Every Markdown file under `dir`, project-relative. */
export function markdownFiles(project: string, dir = 'samples'): string[] {
  return (readdirSync(join(project, dir), { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => posix(relative(project, join(entry.parentPath, entry.name))))
    .sort();
}

export function posix(path: string): string {
  return path.split(sep).join('/');
}

interface HandoffResult {
  filePath: string;
  messages: Array<{ ruleId: string | null; severity: 1 | 2; line: number; column: number; message: string }>;
}

function handoffLint(project: string, operands: string[]): HandoffResult[] {
  // The adapters read the config cascade as handoff lint does (docs/markdownlint-remark.md).
  const run = spawnSync(process.execPath, [BIN, 'lint', '--format', 'json', ...operands], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (run.status !== 0 && run.status !== 1) throw new Error(`handoff lint exited ${run.status}: ${run.stderr}`);
  return JSON.parse(run.stdout) as HandoffResult[];
}

/** Files a summary's front matter `plan:` names: `handoff lint` makes them plans, a per-file tool cannot. */
function planReferenceTargets(project: string, files: readonly string[]): string[] {
  const targets = new Set<string>();
  for (const file of files) {
    const plan = readFrontMatter(readFileSync(join(project, file), 'utf8'))?.data?.['plan'];
    if (typeof plan === 'string' && /\.(?:md|markdown)$/i.test(plan.trim()))
      targets.add(posix(relative(project, resolve(project, dirname(file), plan.trim()))));
  }
  return [...targets].filter((target) => files.includes(target)).sort();
}

/**
 * What `handoff lint --format json` reports for each file, as a per-file tool can report it:
 * one run over the whole folder, the plan ↔ summary rules left out; a file that run makes a
 * plan only because a summary's `plan:` names it is linted again on its own.
 */
export function handoffPerFileFindings(
  project: string,
  files: readonly string[],
): { findings: Finding[]; targets: string[] } {
  // Rules that need the whole run (a plan and its summary, or what pairing looked for): a host
  // tool lints one file alone, so they never report there.
  const pairRules = new Set(
    rules.filter((rule) => rule.meta.scope === 'pair' || rule.meta.scope === 'unpaired').map((rule) => rule.id),
  );
  const targets = planReferenceTargets(project, files);
  const results = new Map(
    handoffLint(project, ['samples']).map((result) => [posix(relative(project, result.filePath)), result]),
  );
  for (const target of targets) results.set(target, handoffLint(project, [target])[0]!);
  const findings: Finding[] = [];
  for (const [file, result] of results) {
    for (const message of result.messages) {
      if (message.ruleId !== null && pairRules.has(message.ruleId)) continue;
      // `kind-unknown` tells a command-line user that a file they named was not linted; a host tool lints every file it
      // is given.
      if (message.ruleId === 'kind-unknown') continue;
      findings.push({
        file,
        line: message.line,
        column: message.column,
        severity: message.severity === 2 ? 'error' : 'warning',
        ruleId: message.ruleId ?? FATAL_ID,
        message: message.message,
      });
    }
  }
  return { findings, targets };
}

/** The first fenced block in docs/markdownlint-remark.md after the line that introduces `fileName`. */
export function docsConfig(fileName: string): string {
  const doc = readFileSync(join(ROOT, 'docs/markdownlint-remark.md'), 'utf8');
  const intro = doc.search(new RegExp(`into \`${fileName.replace(/\./g, '\\.')}\``));
  if (intro < 0) throw new Error(`docs/markdownlint-remark.md does not introduce ${fileName}`);
  const block = /^```\w*\n([\s\S]*?)^```$/m.exec(doc.slice(intro));
  if (!block) throw new Error(`docs/markdownlint-remark.md has no block after ${fileName}`);
  return block[1]!;
}

/** The ids of the rules the adapters register (every rule but the pair rules, and `handoff-fatal`). */
export function adapterRuleIds(): Set<string> {
  return new Set([...rules.filter((rule) => rule.meta.scope !== 'pair').map((rule) => rule.id), FATAL_ID]);
}
