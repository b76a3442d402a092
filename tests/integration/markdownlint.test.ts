import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import {
  ROOT,
  adapterRuleIds,
  byFile,
  docsConfig,
  fixtureProject,
  handoffPerFileFindings,
  markdownFiles,
  posix,
  type Finding,
} from '../helpers/per-file-findings.js';

const CLI = join(ROOT, 'node_modules/markdownlint-cli2/markdownlint-cli2-bin.mjs');

interface LintError {
  fileName: string;
  lineNumber: number;
  ruleNames: string[];
  errorDetail: string | null;
  errorContext: string | null;
  errorRange: [number, number] | null;
  severity: 'error' | 'warning';
}

// Plumbing only: markdownlint-cli2 hands its results to the formatters a config names; this
// one writes them to a file so the test can read them whole.
const FORMATTER = `import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
export default function (options) {
  writeFileSync(join(options.directory, 'markdownlint-results.json'), JSON.stringify(options.results));
}
`;

/** The docs' config, plus the formatter, with `customRules` as given and `rules` set after the `extends`. */
function writeConfig(project: string, customRule: string, rules: Record<string, unknown> = {}): void {
  const config = docsConfig('.markdownlint-cli2.jsonc');
  expect(config).toContain('"customRules": ["@handoff/linter/markdownlint"]');
  const EXTENDS = '"extends": "@handoff/linter/markdownlint/config.json"';
  expect(config).toContain(EXTENDS);
  const withRules = config.replace(
    EXTENDS,
    [EXTENDS, ...Object.entries(rules).map(([id, value]) => `${JSON.stringify(id)}: ${JSON.stringify(value)}`)].join(
      ', ',
    ),
  );
  const withRule = withRules.replace('"@handoff/linter/markdownlint"', JSON.stringify(customRule));
  writeFileSync(
    join(project, '.markdownlint-cli2.jsonc'),
    withRule.replace(/\}\s*$/, ',\n  "outputFormatters": [["./markdownlint-results.mjs"]]\n}\n'),
  );
}

function markdownlintCli2(project: string): { status: number | null; stderr: string; errors: LintError[] } {
  const run = spawnSync(process.execPath, [CLI, 'samples/**/*.md'], { cwd: project, encoding: 'utf8' });
  const results = join(project, 'markdownlint-results.json');
  const errors = existsSync(results) ? (JSON.parse(readFileSync(results, 'utf8')) as LintError[]) : [];
  return { status: run.status, stderr: run.stderr, errors };
}

/**
 * Read a markdownlint error back as a finding. A finding in the front matter carries its
 * position in the context; one past the end of its line has no range (its column is then
 * the line's length + 1).
 */
function toFinding(project: string, error: LintError): Finding {
  const file = posix(error.fileName);
  let line = error.lineNumber;
  let column: number;
  const inFrontMatter = /^front matter, line (\d+), column (\d+)$/.exec(error.errorContext ?? '');
  if (inFrontMatter) {
    line = Number(inFrontMatter[1]);
    column = Number(inFrontMatter[2]);
  } else if (error.errorRange) column = error.errorRange[0];
  else
    column =
      readFileSync(join(project, file), 'utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r\n|\r|\n/)[line - 1]!.length + 1;
  return {
    file,
    line,
    column,
    severity: error.severity,
    ruleId: error.ruleNames[0]!,
    message: error.errorDetail ?? '',
  };
}

describe('markdownlint-cli2 with the custom rules, on the fixtures', () => {
  let project: string;
  let expected: Record<string, string[]>;
  let targets: string[];

  beforeAll(() => {
    expect(existsSync(BIN), `${BIN} is missing: run \`npm run build\` first`).toBe(true);
    project = fixtureProject();
    writeFileSync(join(project, 'markdownlint-results.mjs'), FORMATTER);
    const handoff = handoffPerFileFindings(project, markdownFiles(project));
    expected = byFile(handoff.findings);
    targets = handoff.targets;
  }, 60_000);

  it('has fixtures with findings of most per-file rules, and a plan known only from a summary', () => {
    const rulesSeen = new Set(
      Object.values(expected)
        .flat()
        .map((line) => line.split(' ')[2]),
    );
    expect(rulesSeen.size).toBeGreaterThan(adapterRuleIds().size / 2);
    expect(rulesSeen).toContain('handoff-fatal');
    expect(targets.length).toBeGreaterThan(0);
  });

  for (const customRule of ['@handoff/linter/markdownlint', '@handoff/linter']) {
    it(`reports the same per-file findings as handoff lint with "customRules": ["${customRule}"]`, () => {
      writeConfig(project, customRule);
      const run = markdownlintCli2(project);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(1);
      const ours = adapterRuleIds();
      const got = byFile(
        run.errors.filter((error) => ours.has(error.ruleNames[0]!)).map((error) => toFinding(project, error)),
      );
      expect(got).toEqual(expected);
    }, 60_000);
  }

  it('lets keys of your own win over the default severities of config.json', () => {
    writeConfig(project, '@handoff/linter/markdownlint', { secret: false, 'bucket-unknown': 'error' });
    const { errors } = markdownlintCli2(project);
    const severities = (id: string) =>
      new Set(errors.filter((error) => error.ruleNames[0] === id).map((error) => error.severity));
    expect(severities('secret')).toEqual(new Set());
    expect(severities('bucket-unknown')).toEqual(new Set(['error']));
    expect(severities('bucket-heading-style')).toEqual(new Set(['warning']));
    expect(severities('section-missing')).toEqual(new Set(['error']));
  }, 60_000);

  it('never echoes a secret: the secret rule gives no context', () => {
    writeConfig(project, '@handoff/linter/markdownlint');
    const { errors } = markdownlintCli2(project);
    const secrets = errors.filter((error) => error.ruleNames[0] === 'secret');
    expect(secrets.length).toBeGreaterThan(2);
    for (const error of secrets) expect(error.errorContext).toBeNull();
    expect(JSON.stringify(errors)).not.toContain('A1b2A1b2');
  }, 60_000);
});
