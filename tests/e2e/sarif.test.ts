import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Log } from 'sarif';
import { describe, expect, it } from 'vitest';
import { handoffInProcess } from '../helpers/in-process.js';
import { githubSarifGaps, sarifSchemaErrors } from '../helpers/sarif.js';

// Runs the CLI (in-process, through `main`) in a real git repository, as code scanning's
// workflow would: `handoff lint --format sarif` from a subfolder, then an edit above the findings.

// A token of the right shape, assembled so this file holds no scannable literal.
const TOKEN = ['ghp', '_', 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'].join('');

const PLAN = [
  '# Plan 01',
  '',
  '## Plan Decisions',
  '',
  '### Locked (executor MUST follow)',
  '- D-1: Hash tokens with SHA-256. Why: a leak must not hand out sessions. Source: REQ-4.',
  '- D-1: Rotate on every use. Why: a stolen token dies. Source: REQ-5.',
  '',
  '### Open decisions',
  '- O-1: Where the grace window lives. Constraints: survives restarts. Reason left open: load numbers.',
  '',
  '### Rejected alternatives',
  '- R-1: Sliding sessions. Rejected because: a stolen token stays valid.',
  '',
  `Deploy with \`GITHUB_TOKEN=${TOKEN}\` set.`,
  '',
].join('\n');

function repository(): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-e2e-sarif-')));
  execFileSync('git', ['init', '--quiet', root]);
  mkdirSync(join(root, 'phases', '01 auth'), { recursive: true });
  writeFileSync(join(root, 'phases', '01 auth', '01-PLAN.md'), PLAN);
  return root;
}

async function sarif(cwd: string, args: string[] = ['.'], env: NodeJS.ProcessEnv = {}): Promise<Log> {
  const run = await handoffInProcess(cwd, ['lint', '--format', 'sarif', ...args], undefined, {
    GITHUB_WORKSPACE: '',
    ...env,
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(1);
  return JSON.parse(run.stdout) as Log;
}

/** rule, fingerprint: what code scanning matches alerts by (positions left out, they move). */
function identities(log: Log): string[] {
  return log.runs[0]!.results!.map((r) => `${r.ruleId} ${r.partialFingerprints!['primaryLocationLineHash']}`);
}

describe('handoff lint --format sarif in a git repository', () => {
  it('from a subfolder: validates, carries what GitHub requires, URIs relative to the repository root', async () => {
    const root = repository();
    const log = await sarif(join(root, 'phases'));
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(githubSarifGaps(log)).toEqual([]);
    const run = log.runs[0]!;
    expect(run.originalUriBaseIds!['%SRCROOT%']!.uri).toBe(`file://${root}/`);
    expect(run.results!.length).toBeGreaterThanOrEqual(3);
    for (const result of run.results!)
      expect(result.locations![0]!.physicalLocation!.artifactLocation).toEqual({
        uri: 'phases/01%20auth/01-PLAN.md',
        uriBaseId: '%SRCROOT%',
        index: 0,
      });
    expect(run.results!.map((r) => r.ruleId)).toEqual(
      expect.arrayContaining(['secret', 'item-id-duplicate', 'bucket-heading-style']),
    );
    expect(run.invocations![0]!.executionSuccessful).toBe(true);
    // No credential reaches the report: not the finding's, not the doc page's samples.
    expect(JSON.stringify(log)).not.toContain(TOKEN);
  });

  it('keeps every fingerprint after an unrelated edit above the findings, and across working folders', async () => {
    const root = repository();
    const plan = join(root, 'phases', '01 auth', '01-PLAN.md');
    const before = await sarif(root);
    writeFileSync(
      plan,
      PLAN.replace(
        '# Plan 01\n',
        '# Plan 01\n\nAdded later: an intro paragraph\nthat takes two lines.\n\n> And a quote.\n',
      ),
    );
    const after = await sarif(join(root, 'phases', '01 auth'));
    const lines = (log: Log) => log.runs[0]!.results!.map((r) => r.locations![0]!.physicalLocation!.region!.startLine);
    expect(lines(after)).toEqual(lines(before).map((line) => line! + 5));
    expect(identities(after)).toEqual(identities(before));
    expect(new Set(identities(before)).size).toBe(identities(before).length);
  });

  it('uses GITHUB_WORKSPACE as the root outside a git checkout', async () => {
    const workspace = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-e2e-ws-')));
    mkdirSync(join(workspace, 'docs'));
    writeFileSync(join(workspace, 'docs', 'plan.md'), PLAN);
    const log = await sarif(join(workspace, 'docs'), ['.'], { GITHUB_WORKSPACE: workspace });
    expect(log.runs[0]!.artifacts![0]!.location).toEqual({ uri: 'docs/plan.md', uriBaseId: '%SRCROOT%' });
    expect(sarifSchemaErrors(log)).toEqual([]);
  });

  it('marks the run unsuccessful when a file cannot be read, and still validates', async () => {
    const root = repository();
    writeFileSync(join(root, 'summary.md'), Buffer.from('# Summary\n\0binary\n'));
    const log = await sarif(root);
    const invocation = log.runs[0]!.invocations![0]!;
    expect(invocation.executionSuccessful).toBe(false);
    expect(invocation.toolExecutionNotifications).toEqual([
      expect.objectContaining({ level: 'error', message: { text: expect.stringContaining('NUL byte') } }),
    ]);
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(githubSarifGaps(log)).toEqual([]);
  });
});

describe('handoff lint --output-file', () => {
  it('writes the report to the file, one summary line to stdout, and keeps the exit code', async () => {
    const root = repository();
    const run = await handoffInProcess(root, ['lint', '-f', 'sarif', '--output-file', 'handoff.sarif', '.']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('');
    const log = JSON.parse(readFileSync(join(root, 'handoff.sarif'), 'utf8')) as Log;
    expect(sarifSchemaErrors(log)).toEqual([]);
    const levels = log.runs[0]!.results!.map((r) => r.level);
    const errors = levels.filter((level) => level === 'error').length;
    expect(errors).toBeGreaterThan(0);
    const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    expect(run.stdout).toBe(
      `handoff lint: sarif report written to handoff.sarif: 1 file, ${count(errors, 'error')}, ` +
        `${count(levels.length - errors, 'warning')}\n`,
    );
    expect(levels.length - errors).toBeGreaterThan(0);
    // Written atomically: no temp file is left beside it.
    expect(readdirSync(root).filter((name) => name.includes('.tmp'))).toEqual([]);
  });

  it('replaces an earlier report and exits 0 on a clean run', async () => {
    const root = repository();
    writeFileSync(join(root, 'report.json'), 'old');
    writeFileSync(
      join(root, 'phases', '01 auth', '01-PLAN.md'),
      '# Plan\n\n## Plan Decisions\n\nNo decisions worth documenting — plan is mechanical ' +
        'implementation of must_haves.\n',
    );
    const run = await handoffInProcess(root, ['lint', '-f', 'json', '-o', 'report.json']);
    expect(run).toEqual({
      status: 0,
      stdout: 'handoff lint: json report written to report.json: 1 file, 0 errors, 0 warnings\n',
      stderr: '',
    });
    expect(JSON.parse(readFileSync(join(root, 'report.json'), 'utf8'))).toEqual([
      expect.objectContaining({ messages: [] }),
    ]);
  });

  it('is a one-line usage error when the folder does not exist or the name is a folder, before anything is linted', async () => {
    const root = repository();
    const missing = await handoffInProcess(root, ['lint', '-o', 'reports/out.txt']);
    expect(missing).toEqual({
      status: 2,
      stdout: '',
      stderr:
        `handoff lint: --output-file reports/out.txt: no such folder: ${join(root, 'reports')}; ` +
        `name a file in an existing folder\n`,
    });
    const folder = await handoffInProcess(root, ['lint', '--output-file', 'phases']);
    expect(folder).toEqual({
      status: 2,
      stdout: '',
      stderr: 'handoff lint: --output-file phases: it is a folder; name a file in an existing folder\n',
    });
    expect(existsSync(join(root, 'reports'))).toBe(false);
  });

  it('writes stylish reports without colour even when colour is forced', async () => {
    const root = repository();
    const run = await handoffInProcess(root, ['lint', '-o', 'report.txt'], undefined, {
      NO_COLOR: '',
      FORCE_COLOR: '1',
    });
    expect(run.status).toBe(1);
    const report = readFileSync(join(root, 'report.txt'), 'utf8');
    expect(report).toContain('phases/01 auth/01-PLAN.md');
    expect(report).not.toContain('\u001b[');
  });
});
