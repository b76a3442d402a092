import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Log } from 'sarif';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { sarifSchemaErrors } from '../helpers/sarif.js';

// The composite action (action.yml) run as the runner runs it: each step's `env` evaluated
// (`${{ inputs.* }}` with the defaults filled in, `${{ github.action_path }}`), its `run`
// script given to `bash --noprofile --norc -eo pipefail {0}` in the workspace, outputs read
// back from $GITHUB_OUTPUT. The repository is built already, so the build step only checks Node.

const ROOT = resolve(import.meta.dirname, '../..');

interface Step {
  name: string;
  id?: string;
  shell: string;
  env?: Record<string, string>;
  run: string;
}
interface Action {
  inputs: Record<string, { description: string; default?: string; required?: boolean }>;
  outputs: Record<string, { description: string; value: string }>;
  runs: { using: string; steps: Step[] };
}

const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as Action;

interface ActionRun {
  status: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/** Evaluate the expressions the action uses; anything else is a wiring mistake. */
function evaluate(text: string, inputs: Record<string, string>): string {
  return text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expression: string) => {
    const input = /^inputs\.([a-z-]+)$/.exec(expression);
    if (input) {
      if (!Object.hasOwn(action.inputs, input[1]!))
        throw new Error(`action.yml uses an undeclared input: ${expression}`);
      return inputs[input[1]!] ?? action.inputs[input[1]!]!.default ?? '';
    }
    if (expression === 'github.action_path') return ROOT;
    throw new Error(`action.yml uses an expression this test does not know: ${expression}`);
  });
}

function runAction(workspace: string, inputs: Record<string, string> = {}): ActionRun {
  const scratch = mkdtempSync(join(tmpdir(), 'handoff-action-runner-'));
  const summaryFile = join(scratch, 'summary.md');
  writeFileSync(summaryFile, '');
  const all: ActionRun = { status: 0, stdout: '', stderr: '', outputs: {}, summary: '' };
  for (const [index, step] of action.runs.steps.entries()) {
    expect(step.shell).toBe('bash');
    const outputFile = join(scratch, `output-${index}`);
    writeFileSync(outputFile, '');
    const script = join(scratch, `step-${index}.sh`);
    writeFileSync(script, step.run);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: workspace,
      GITHUB_ACTION_PATH: ROOT,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      NO_COLOR: '1',
    };
    for (const [name, value] of Object.entries(step.env ?? {})) env[name] = evaluate(value, inputs);
    const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
      cwd: workspace,
      env,
      encoding: 'utf8',
    });
    all.stdout += run.stdout;
    all.stderr += run.stderr;
    for (const line of readFileSync(outputFile, 'utf8').split('\n')) {
      const at = line.indexOf('=');
      if (at > 0 && step.id) all.outputs[`${step.id}.${line.slice(0, at)}`] = line.slice(at + 1);
    }
    all.status = run.status;
    if (run.status !== 0) break;
  }
  const outputs: Record<string, string> = {};
  for (const [name, output] of Object.entries(action.outputs)) {
    const ref = /^\$\{\{\s*steps\.([a-z-]+)\.outputs\.([a-z-]+)\s*\}\}$/.exec(output.value);
    expect(ref, `output ${name}`).not.toBeNull();
    outputs[name] = all.outputs[`${ref![1]}.${ref![2]}`] ?? '';
  }
  return { ...all, outputs, summary: readFileSync(summaryFile, 'utf8') };
}

// Front matter opts the plan in to decision sections, so `section-missing` reports it in any project.
const BARE_PLAN = '---\ndecisions_schema: v1\n---\n# Phase 1\n\nSome text.\n';
const WARNING_ONLY_PLAN = [
  '# Plan',
  '',
  '## Plan Decisions',
  '',
  '### Decisions that are locked',
  '- D-1: Use SQLite. Why: one file to ship. Source: research.md.',
  '',
  "### Open (executor's discretion within constraints)",
  '(none)',
  '',
  '### Considered and rejected',
  '(none)',
  '',
].join('\n');

function workspace(files: Record<string, string>): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-action-ws-')));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

beforeAll(() => {
  expect(existsSync(BIN), `${BIN} is missing: run \`npm run build\` first`).toBe(true);
});

describe('action.yml', () => {
  it('is a composite action whose every input reaches a step and every INPUT_ variable is read', () => {
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.inputs)).toEqual(['paths', 'config', 'format', 'sarif-file', 'fail-on']);
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(input.description.length, name).toBeGreaterThan(10);
      const wired = action.runs.steps
        .flatMap((step) => Object.entries(step.env ?? {}))
        .filter(([, value]) => value.includes(`inputs.${name} `) || value.includes(`inputs.${name}}`));
      expect(wired, `input ${name}`).toHaveLength(1);
      const [variable] = wired[0]!;
      expect(
        action.runs.steps.some((step) => step.run.includes(`$${variable}`) || step.run.includes(`\${${variable}`)),
        `${variable} is read`,
      ).toBe(true);
    }
    // Inputs reach the scripts through the environment only, never pasted into the script.
    for (const step of action.runs.steps) expect(step.run).not.toContain('${{');
  });

  it('by default annotates every finding relative to the workspace and fails on errors', () => {
    const ws = workspace({ 'phases/01-PLAN.md': BARE_PLAN, 'docs/notes.md': '# n\n' });
    const run = runAction(ws);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('::error file=phases/01-PLAN.md,line=1,col=1,');
    expect(run.stdout).toContain('title=section-missing::');
    expect(run.outputs).toEqual({ 'exit-code': '1', 'sarif-file': '' });
  });

  it('passes on a repository whose other Markdown is no hand-off document, at the strictest fail-on', () => {
    const ws = workspace({
      'README.md': '# A project\n\nIt builds things.\n',
      'CHANGELOG.md': '# Changelog\n\n- First release.\n',
      'docs/guide.md': '# Guide\n\n## Implementation Decisions\n\nProse under a familiar heading.\n',
      '.github/PULL_REQUEST_TEMPLATE.md': '## Summary\n',
    });
    const run = runAction(ws, { 'fail-on': 'warning' });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.outputs).toEqual({ 'exit-code': '0', 'sarif-file': '' });
  });

  it('writes a valid SARIF file and reports without failing when fail-on is never', () => {
    const ws = workspace({ 'phases/01-PLAN.md': BARE_PLAN });
    const run = runAction(ws, { 'sarif-file': 'handoff.sarif', 'fail-on': 'never', format: 'stylish' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.outputs).toEqual({ 'exit-code': '1', 'sarif-file': 'handoff.sarif' });
    expect(run.stdout).toContain('phases/01-PLAN.md\n  1:1  error');
    expect(run.stdout).toContain('handoff lint: sarif report written to handoff.sarif: 1 file, 1 error, 0 warnings');
    const log = JSON.parse(readFileSync(join(ws, 'handoff.sarif'), 'utf8')) as Log;
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(log.runs[0]!.results!.map((r) => r.ruleId)).toEqual(['section-missing']);
  });

  it('fails on warnings only when fail-on is warning', () => {
    const ws = workspace({ 'plan.md': WARNING_ONLY_PLAN });
    expect(runAction(ws).status).toBe(0);
    const strict = runAction(ws, { 'fail-on': 'warning' });
    expect(strict.status).toBe(1);
    expect(strict.stdout).toContain('::warning file=plan.md');
    expect(strict.stderr).toContain('more than --max-warnings 0');
  });

  it('passes paths and globs to handoff unexpanded, and the config file', () => {
    const ws = workspace({
      'a/01-PLAN.md': BARE_PLAN,
      'b/02-PLAN.md': BARE_PLAN,
      'c/03-PLAN.md': BARE_PLAN,
      'quiet.json': '{ "rules": { "section-missing": "off" } }',
    });
    const run = runAction(ws, { paths: "a\n'b/**/*-PLAN.md'".replace(/'/g, '') });
    expect(run.stdout).toContain('file=a/01-PLAN.md');
    expect(run.stdout).toContain('file=b/02-PLAN.md');
    expect(run.stdout).not.toContain('c/03-PLAN.md');
    const configured = runAction(ws, { config: 'quiet.json' });
    expect(configured.status, configured.stdout).toBe(0);
    expect(configured.stdout).not.toContain('section-missing');
  });

  it('appends the findings table to the step summary when there are more than GitHub annotates', () => {
    const files = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`p${i}/plan.md`, BARE_PLAN]));
    const run = runAction(workspace(files));
    expect(run.status).toBe(1);
    expect(run.summary).toContain('### handoff lint: 12 errors, 0 warnings');
    expect(run.summary.split('\n').filter((line) => line.startsWith('| p'))).toHaveLength(12);
  });

  it('stops with exit 2 on a bad fail-on, a missing config or a missing SARIF folder', () => {
    const ws = workspace({ 'plan.md': BARE_PLAN });
    const badFailOn = runAction(ws, { 'fail-on': 'sometimes' });
    expect(badFailOn.status).toBe(2);
    expect(badFailOn.stdout).toContain(
      "::error title=handoff::fail-on must be error, warning or never, not 'sometimes'",
    );
    const badConfig = runAction(ws, { config: 'missing.json', 'fail-on': 'never' });
    expect(badConfig.status).toBe(2);
    expect(badConfig.outputs['exit-code']).toBe('2');
    expect(badConfig.stderr).toContain('missing.json');
    const badSarif = runAction(ws, { 'sarif-file': 'reports/handoff.sarif', 'fail-on': 'never' });
    expect(badSarif.status).toBe(2);
    expect(badSarif.stderr).toContain('--output-file reports/handoff.sarif: no such folder');
  });
});
