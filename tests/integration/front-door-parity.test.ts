import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, handoff } from '../helpers/cli.js';
import { PARITY_TREE, TEAM_PLAN, TEAM_PLAN_ROWS, writeTree } from '../helpers/parity-tree.js';
import { ROOT } from '../helpers/per-file-findings.js';

// The front-door parity test with the real host tools: markdownlint-cli2 and remark-cli, each
// loading the published adapter from node_modules, lint the nested-config tree's team plan and
// report what `handoff lint` reports (markdownlint with the severity of its own config).

// Plumbing only: markdownlint-cli2 hands its results to the formatters a config names.
const MARKDOWNLINT_FORMATTER = `import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
export default function (options) {
  writeFileSync(join(options.directory, 'markdownlint-results.json'), JSON.stringify(options.results));
}
`;
// Plumbing only: a vfile reporter (what remark's `--report` loads) that prints the messages as JSON.
const REMARK_REPORTER = `export default function (files) {
  return JSON.stringify(
    files.map((file) => file.messages.map(({ ruleId, fatal, line, column }) => ({ ruleId, fatal, line, column }))),
  );
}
`;

let project: string;
beforeAll(() => {
  expect(existsSync(BIN), `${BIN} is missing: run \`npm run build\` first`).toBe(true);
  project = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-parity-tools-')));
  writeTree(project, PARITY_TREE);
  symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');
  writeFileSync(join(project, 'markdownlint-results.mjs'), MARKDOWNLINT_FORMATTER);
  writeFileSync(
    join(project, '.markdownlint-cli2.jsonc'),
    JSON.stringify({
      config: { default: false, handoff: true },
      customRules: ['@handoff/linter/markdownlint'],
      outputFormatters: [['./markdownlint-results.mjs']],
    }),
  );
  writeFileSync(join(project, 'remark-report.mjs'), REMARK_REPORTER);
  writeFileSync(join(project, '.remarkrc.json'), JSON.stringify({ plugins: ['@handoff/linter/remark'] }));
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('the host tools behind the same config cascade', () => {
  it('handoff lint gives the team plan the nested config’s findings', () => {
    const run = handoff(project, ['lint', '--format', 'json', TEAM_PLAN]);
    const [result] = JSON.parse(run.stdout) as Array<{
      messages: Array<{ ruleId: string; severity: number; line: number; column: number }>;
    }>;
    expect(
      result!.messages.map((m) => `${m.line}:${m.column} ${m.severity === 2 ? 'error' : 'warn'} ${m.ruleId}`),
    ).toEqual(TEAM_PLAN_ROWS);
  });

  it('markdownlint-cli2 reports the same rules at the same places', () => {
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/markdownlint-cli2/markdownlint-cli2-bin.mjs'), TEAM_PLAN],
      {
        cwd: project,
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(1);
    const errors = JSON.parse(readFileSync(join(project, 'markdownlint-results.json'), 'utf8')) as Array<{
      lineNumber: number;
      ruleNames: string[];
      errorRange: [number, number] | null;
    }>;
    expect(errors.map((e) => `${e.lineNumber}:${e.errorRange?.[0] ?? '-'} ${e.ruleNames[0]}`)).toEqual(
      TEAM_PLAN_ROWS.map((row) => row.replace(/ (error|warn) /, ' ')),
    );
  });

  it('remark-cli reports the same rules at the same places and severities', () => {
    const run = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/remark-cli/cli.js'),
        TEAM_PLAN,
        '--no-stdout',
        '--no-color',
        '--report',
        './remark-report.mjs',
      ],
      { cwd: project, encoding: 'utf8' },
    );
    const [messages] = JSON.parse(run.stderr) as Array<
      Array<{ ruleId: string; fatal: boolean; line: number; column: number }>
    >;
    expect(messages!.map((m) => `${m.line}:${m.column} ${m.fatal ? 'error' : 'warn'} ${m.ruleId}`)).toEqual(
      TEAM_PLAN_ROWS,
    );
  });
});
