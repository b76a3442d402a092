import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, type CliRun } from '../helpers/cli.js';
import { handoffInProcess } from '../helpers/in-process.js';
import { RECORD } from '../helpers/session-record.js';

// The binary answers `handoff hook` from its own bundled entry (dist/bundle/hook.js, made by
// `npm run build`), not through `main`'s verb table, which tests/e2e/hook.test.ts runs
// in-process. Here every recorded payload goes through both, on the same state, and the
// answers (exit code, stdout, stderr) must be the same: the bundle decides what `main` does.

const FIXTURES = resolve(import.meta.dirname, '../../test-fixtures/agents/claude-code');
const HOOK_ENTRY = resolve(import.meta.dirname, '../../packages/cli/dist/bundle/hook.js');
const PRE_TOOL_USE = readdirSync(FIXTURES)
  .filter((name) => name.startsWith('pre-tool-use.'))
  .sort();

const SUMMARY_BROKEN =
  '# Summary\n\n## Files Changed\n\n- src/app.ts\n\n## Implementation Decisions\n\n### Taken ' +
  "(within plan's discretion)\n- DT-1: Chose 3 retries. Reason: load.\n\n### Deviations (from plan; " +
  'must explain)\n(none)\n\n### Open questions for verifier\n(none)\n';

let project: string;
let digest = '';
beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'handoff-hook-binary-'));
  mkdirSync(join(project, 'src'));
  writeFileSync(join(project, 'src/app.ts'), 'export const retries = 1;\n');
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

function payload(name: string, session = 'session-1'): string {
  return readFileSync(join(FIXTURES, name), 'utf8')
    .replaceAll('__PROJECT__', project)
    .replaceAll('__SESSION__', session)
    .replaceAll('__DIGEST__', digest);
}

/** `handoff hook …` through the built binary, as the runtime starts it (a pipe on stdin). */
function binary(args: string[], input: string): Promise<CliRun> {
  return new Promise((done) => {
    const child = execFile(
      process.execPath,
      [BIN, 'hook', ...args],
      {
        cwd: project,
        env: { ...process.env, NO_COLOR: '1', CLAUDE_PROJECT_DIR: '' },
        encoding: 'utf8',
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        done({ status: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stdout, stderr });
      },
    );
    child.stdin!.end(input);
  });
}

const inProcess = (args: string[], input: string) =>
  handoffInProcess(project, ['hook', ...args], input, { CLAUDE_PROJECT_DIR: '' });

/** The same answer from the binary and from `main`, for a payload that changes no state. */
async function same(args: string[], input: string): Promise<CliRun> {
  const fromBinary = await binary(args, input);
  expect(fromBinary, `${args.join(' ')} through the binary and through main`).toEqual(await inProcess(args, input));
  return fromBinary;
}

describe('the bundled hook entry answers as main does', () => {
  it('is built by npm run build', () => {
    expect(existsSync(HOOK_ENTRY), HOOK_ENTRY).toBe(true);
  });

  it('without a handoff record', async () => {
    for (const name of PRE_TOOL_USE) expect((await same(['pre-tool-use'], payload(name))).status, name).toBe(0);
    expect((await same(['stop'], payload('stop.json'))).status).toBe(0);
  }, 120_000);

  it('while the gate is blocked, with a rejection recorded', async () => {
    const written = await handoffInProcess(
      project,
      ['resume', 'write', '--from', '-', '--json'],
      JSON.stringify(RECORD),
    );
    expect(written.status, written.stderr).toBe(0);
    digest = (JSON.parse(written.stdout) as { digest: string }).digest;
    expect((await handoffInProcess(project, ['reject', 'Pin vite to 7 | vitest 4.1 needs vite 8'])).status).toBe(0);
    const statuses = new Map<string, number>();
    for (const name of PRE_TOOL_USE) {
      statuses.set(name, (await same(['pre-tool-use'], payload(name))).status);
      statuses.set(
        `${name} --block-rejected`,
        (await same(['pre-tool-use', '--block-rejected'], payload(name))).status,
      );
    }
    // Both kinds of answer were compared: refusals and passes.
    expect(statuses.get('pre-tool-use.edit.json')).toBe(2);
    expect(statuses.get('pre-tool-use.read.json')).toBe(0);
    // Session start delivers the checkpoint (a write): each side to a session of its own, then again to the same one.
    for (const name of ['session-start.startup.json', 'session-start.resume.json', 'session-start.compact.json']) {
      const fromBinary = await binary(['session-start'], payload(name, 'session-binary'));
      expect(fromBinary, name).toEqual(await inProcess(['session-start'], payload(name, 'session-main')));
      expect(fromBinary.status, name).toBe(0);
    }
    expect((await binary(['session-start'], payload('session-start.startup.json', 'session-binary'))).stdout).toContain(
      'handoff read gate: blocked',
    );
  }, 120_000);

  it('at stop, linting what the session wrote', async () => {
    writeFileSync(join(project, 'summary.md'), SUMMARY_BROKEN);
    writeFileSync(join(project, '.claude-transcript.jsonl'), payload('transcript.jsonl'));
    const refused = await same(['stop'], payload('stop.json'));
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('summary.md has 1 lint error');
  });

  it('on bad input and on an unreadable state', async () => {
    for (const input of ['not json', '[1]', '{"hook_event_name":"Stop"}'])
      expect((await same(['pre-tool-use'], input)).status, input).toBe(2);
    expect((await same(['session-end'], '{}')).status).toBe(2);
    rmSync(join(project, '.handoff/state/session-handoff.json'));
    mkdirSync(join(project, '.handoff/state/session-handoff.json'));
    expect((await same(['pre-tool-use'], payload('pre-tool-use.edit.json'))).status).toBe(2);
    expect((await same(['pre-tool-use'], payload('pre-tool-use.read.json'))).status).toBe(0);
    expect((await same(['stop'], payload('stop.json'))).stderr).toMatch(
      /^handoff: the stop hook could not check this session \(EISDIR: /,
    );
  });
});
