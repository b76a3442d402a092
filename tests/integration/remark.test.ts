import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
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

const CLI = join(ROOT, 'node_modules/remark-cli/cli.js');

interface Message {
  ruleId: string | null;
  source: string | null;
  fatal: boolean | null;
  reason: string;
  url: string | null;
  place: { start: { line: number; column: number }; end: { line: number; column: number } } | null;
}

// Plumbing only: a vfile reporter (what `--report` loads) that prints the messages as JSON.
const REPORTER = `export default function (files) {
  return JSON.stringify(files.map((file) => ({
    path: file.path,
    cwd: file.cwd,
    messages: file.messages.map(({ ruleId, source, fatal, reason, url, place }) => ({
      ruleId,
      source,
      fatal,
      reason,
      url,
      place,
    })),
  })));
}
`;

function remarkCli(
  project: string,
  args: string[] = [],
): { status: number | null; files: Array<{ path: string; cwd: string; messages: Message[] }> } {
  const run = spawnSync(
    process.execPath,
    [CLI, 'samples', '--no-stdout', '--no-color', '--report', './remark-report.mjs', ...args],
    { cwd: project, encoding: 'utf8' },
  );
  try {
    return { status: run.status, files: JSON.parse(run.stderr) };
  } catch {
    throw new Error(`remark printed no report (exit ${run.status}):\n${run.stderr}`);
  }
}

function toFinding(path: string, message: Message): Finding {
  return {
    file: path,
    line: message.place!.start.line,
    column: message.place!.start.column,
    severity: message.fatal ? 'error' : 'warning',
    ruleId: message.ruleId!,
    message: message.reason,
  };
}

describe('remark-cli with the preset, on the fixtures', () => {
  let project: string;
  let expected: Record<string, string[]>;

  beforeAll(() => {
    expect(existsSync(BIN), `${BIN} is missing: run \`npm run build\` first`).toBe(true);
    project = fixtureProject();
    writeFileSync(join(project, 'remark-report.mjs'), REPORTER);
    writeFileSync(join(project, '.remarkrc.json'), docsConfig('.remarkrc.json'));
    expected = byFile(handoffPerFileFindings(project, markdownFiles(project)).findings);
  }, 60_000);

  it('reports the same per-file findings as handoff lint: rule, position, message, severity', () => {
    const run = remarkCli(project);
    expect(run.status).toBe(1);
    const ours = adapterRuleIds();
    const messages = run.files.flatMap((file) =>
      file.messages.map((message) => ({ path: posix(relative(project, resolve(file.cwd, file.path))), message })),
    );
    for (const { message } of messages) {
      expect(ours.has(message.ruleId!), `${message.ruleId} is no adapter rule`).toBe(true);
      expect(message.source).toBe('remark-lint');
      expect(message.url).toMatch(
        message.ruleId === 'handoff-fatal'
          ? /\/docs\/markdownlint-remark\.md#/
          : new RegExp(`/docs/rules/${message.ruleId}\\.md$`),
      );
    }
    expect(byFile(messages.map(({ path, message }) => toFinding(path, message)))).toEqual(expected);
  }, 60_000);

  it('lets .remarkrc turn a rule off and lint comments silence one', () => {
    writeFileSync(
      join(project, '.remarkrc.json'),
      JSON.stringify({ plugins: ['@handoff/linter/remark', ['@handoff/linter/remark/rules/secret', false]] }),
    );
    const off = remarkCli(project).files.flatMap((file) => file.messages.map((message) => message.ruleId));
    expect(off).not.toContain('secret');
    expect(off).toContain('section-missing');
    writeFileSync(join(project, '.remarkrc.json'), docsConfig('.remarkrc.json'));
    writeFileSync(
      join(project, 'samples/edge/disabled-PLAN.md'),
      `# Plan\n\n## Tasks\n\n## Verification\n\n<!-- lint disable secret -->\n\nkey ghp_${'A1b2'.repeat(9)}\n`,
    );
    const silenced = remarkCli(project).files.find((file) => file.path.endsWith('disabled-PLAN.md'))!;
    expect(silenced.messages.map((message) => message.ruleId)).toEqual(['section-missing']);
  }, 60_000);

  it('fails loudly when .remarkrc names the package root instead of the preset', () => {
    writeFileSync(join(project, '.remarkrc.json'), JSON.stringify({ plugins: ['@handoff/linter'] }));
    const run = spawnSync(process.execPath, [CLI, 'samples/lint/secrets', '--no-stdout', '--no-color'], {
      cwd: project,
      encoding: 'utf8',
    });
    writeFileSync(join(project, '.remarkrc.json'), docsConfig('.remarkrc.json'));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('for remark use the preset `@handoff/linter/remark`');
  }, 60_000);
});
