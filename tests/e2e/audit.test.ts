import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handoff } from '../helpers/cli.js';
import { handoffInProcess } from '../helpers/in-process.js';

// `handoff audit` as a user runs it: the verb through `main(argv, io)` in a scratch folder
// holding copies of the hand-built sessions, and the built binary once for its exit status.

const SESSIONS = resolve(import.meta.dirname, '../../test-fixtures/audit/sessions');
const REFUSED = '01-claude-refused-edit-timeout';
const CLEAN = '02-claude-read-only-never-flagged';
const TOKEN = 'ghp_' + 'Z9y8'.repeat(9);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'handoff-audit-e2e-'));
  for (const name of [REFUSED, CLEAN]) cpSync(join(SESSIONS, name), join(dir, name), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const run = (args: string[], input?: string) => handoffInProcess(dir, ['audit', ...args], input);
const refused = [`${REFUSED}/transcript.jsonl`, '--rejections', `${REFUSED}/rejections.json`];

describe('handoff audit', () => {
  it('prints the table by default and exits 0; --fail-on repeat exits 1 on a repeat, 0 without', async () => {
    const table = await run([...refused, '--test', 'go test ./client']);
    expect([table.status, table.stderr]).toEqual([0, '']);
    expect(table.stdout).toMatch(
      new RegExp(
        String.raw`^handoff audit: 01-claude-refused-edit-timeout\/transcript\.jsonl \(claude-code, 6 tool calls, 0 ` +
          String.raw`lines skipped; rules: 1 from rejections\)\n`,
      ),
    );
    expect((await run([...refused, '--fail-on', 'repeat'])).status).toBe(1);
    expect(
      (await run([`${CLEAN}/transcript.jsonl`, '--rejections', `${CLEAN}/rejections.json`, '--fail-on', 'repeat']))
        .status,
    ).toBe(0);
  });

  it('--format json is the report; --format sarif puts each flagged call at its transcript line', async () => {
    const json = JSON.parse((await run([...refused, '--format', 'json', '--first', '3'])).stdout) as {
      schema: number;
      score: { first_n: number; first_n_repeat_attempts: number };
    };
    expect(json).toMatchObject({ schema: 1, score: { first_n: 3, first_n_repeat_attempts: 1 } });
    const sarif = JSON.parse((await run([...refused, '--format', 'sarif'])).stdout) as {
      version: string;
      runs: Array<{
        results: Array<{
          ruleId: string;
          level: string;
          locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }>;
          partialFingerprints: Record<string, string>;
        }>;
      }>;
    };
    expect(sarif.version).toBe('2.1.0');
    const results = sarif.runs[0]!.results;
    expect(results.map((r) => [r.ruleId, r.level, r.locations[0]!.physicalLocation.region.startLine])).toEqual([
      ['handoff-audit/repeated-approach', 'warning', 10],
      ['handoff-audit/repeated-approach', 'warning', 14],
    ]);
    expect(results[0]!.locations[0]!.physicalLocation.artifactLocation.uri).toBe(`${REFUSED}/transcript.jsonl`);
    expect(results[0]!.partialFingerprints.handoffAudit).toMatch(/^1:toolu_/);
  });

  it('with neither --rejections nor --handoff, reads the rules stored in --dir', async () => {
    expect(
      (
        await handoffInProcess(dir, [
          'reject',
          'Increase the reconnect timeout | TestReconnect fails at both 5s and 60s',
        ])
      ).status,
    ).toBe(0);
    const report = JSON.parse((await run([`${REFUSED}/transcript.jsonl`, '--format', 'json'])).stdout) as {
      rules: Array<{ source: string; repeat_attempts: number }>;
    };
    expect(report.rules).toMatchObject([{ source: 'rejection', repeat_attempts: 1 }]);
  });

  it('a handoff record continues the numbering after the rejections', async () => {
    const record = readFileSync(join(SESSIONS, '22-claude-both-rule-sources/handoff.json'), 'utf8');
    writeFileSync(join(dir, 'record.json'), record);
    const report = JSON.parse((await run([...refused, '--handoff', 'record.json', '--format', 'json'])).stdout) as {
      rules: Array<{ n: number; source: string }>;
    };
    expect(report.rules.map((r) => [r.n, r.source])).toEqual([
      [1, 'rejection'],
      [2, 'handoff'],
      [3, 'handoff'],
    ]);
  });

  it.each([
    [[], 'handoff audit: missing TRANSCRIPT (a session file or an OpenCode storage folder)'],
    [['a.jsonl', 'b.jsonl'], 'handoff audit: one TRANSCRIPT at a time, not 2'],
    [[...refused, '--format', 'xml'], 'handoff audit: --format must be one of table, json, sarif, not `xml`'],
    [
      [...refused, '--fail-on', 'possible_repeat'],
      'handoff audit: --fail-on must be one of repeat, not `possible_repeat`',
    ],
    [[...refused, '--first', '0'], 'handoff audit: --first needs a whole number from 1 to 999999'],
    [[...refused, '--record', 'runs.jsonl'], 'handoff audit: --record needs --arm checkpoint|control'],
    [[...refused, '--arm', 'control'], 'handoff audit: --arm is for --record RUNS.jsonl'],
    [
      [...refused, '--record', 'no/such/runs.jsonl', '--arm', 'control'],
      'handoff audit: --record no/such/runs.jsonl: no such folder: <dir>/no/such; name a file in an existing folder',
    ],
    [[...refused, '--json'], 'handoff audit: --json is for `handoff audit summary`; use --format json'],
    [
      [...refused, '--transcript-format', 'aider'],
      'handoff audit: --transcript-format must be one of claude-code, codex, gemini, opencode, not `aider`',
    ],
    [[...refused, '--bogus'], "handoff audit: Unknown option '--bogus'"],
    [
      [`${REFUSED}/transcript.jsonl`],
      'handoff audit: no rules in force: pass --rejections FILE or --handoff FILE, or record one with handoff reject',
    ],
    [
      ['missing.jsonl', '--rejections', `${REFUSED}/rejections.json`],
      'handoff audit: cannot read missing.jsonl: no such file or folder',
    ],
    [
      [`${REFUSED}/transcript.jsonl`, '--rejections', `${REFUSED}/case.json`],
      `handoff audit: --rejections ${REFUSED}/case.json: must be a JSON array ` +
        `(what \`handoff rejections --json\` prints)`,
    ],
    [
      [`${REFUSED}/transcript.jsonl`, '--handoff', `${REFUSED}/rejections.json`],
      `handoff audit: --handoff ${REFUSED}/rejections.json: <root>: must be a JSON object, not an array (not-object)`,
    ],
    [['summary'], 'handoff audit summary: needs exactly one RUNS.jsonl'],
    [['summary', 'runs.jsonl', '--first', '3'], 'handoff audit summary: takes only RUNS.jsonl and --json, not --first'],
  ])('%j: exit 2, one line', async (args, line) => {
    const result = await run(args);
    expect([result.status, result.stdout, result.stderr]).toEqual([2, '', `${line.replace('<dir>', dir)}\n`]);
  });

  it('a mostly unparseable transcript is exit 2, saying how many lines were skipped; a few bad lines are a warning', async () => {
    const good = readFileSync(join(dir, REFUSED, 'transcript.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean);
    writeFileSync(
      join(dir, 'bad.jsonl'),
      [...good.slice(0, 3), ...Array.from({ length: 20 }, (_, i) => `garbage ${i}`)].join('\n'),
    );
    const bad = await run(['bad.jsonl', '--rejections', `${REFUSED}/rejections.json`]);
    expect([bad.status, bad.stderr]).toEqual([
      2,
      'handoff audit: bad.jsonl is mostly unparseable: 20 of 23 lines are not JSON records (20 skipped in all)\n',
    ]);
    writeFileSync(join(dir, 'some.jsonl'), [...good, 'garbage'].join('\n'));
    const some = await run(['some.jsonl', '--rejections', `${REFUSED}/rejections.json`]);
    expect(some.status).toBe(0);
    expect(some.stderr).toBe(`handoff audit: some.jsonl: skipped 1 line of ${good.length + 1}\n`);
  });

  it('--record appends a line per audit; summary prints each arm with k/n and Wilson intervals, or JSON', async () => {
    expect(
      (await run([...refused, '--record', 'runs.jsonl', '--arm', 'control', '--test', 'go test ./client'])).status,
    ).toBe(0);
    expect((await run([...refused, '--record', 'runs.jsonl', '--arm', 'control', '--run-id', 'second'])).status).toBe(
      0,
    );
    expect(
      (
        await run([
          `${CLEAN}/transcript.jsonl`,
          '--rejections',
          `${CLEAN}/rejections.json`,
          '--record',
          'runs.jsonl',
          '--arm',
          'checkpoint',
        ])
      ).status,
    ).toBe(0);
    const lines = readFileSync(join(dir, 'runs.jsonl'), 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    const first = JSON.parse(lines[0]!) as {
      run_id: string;
      arm: string;
      transcript: { sha256: string; format: string };
    };
    expect(first).toMatchObject({ arm: 'control', transcript: { format: 'claude-code' } });
    expect(first.run_id).toBe(`transcript.jsonl-${first.transcript.sha256.slice(0, 12)}`);
    expect((JSON.parse(lines[1]!) as { run_id: string }).run_id).toBe('second');
    const summary = await run(['summary', 'runs.jsonl']);
    expect(summary.status).toBe(0);
    expect(summary.stdout).toContain('checkpoint  1  0/1 (0%–79%)');
    expect(summary.stdout).toContain('control     2  2/2 (34%–100%)');
    const json = JSON.parse((await run(['summary', 'runs.jsonl', '--json'])).stdout) as {
      arms: Array<{ arm: string; n: number }>;
    };
    expect(json.arms.map((a) => [a.arm, a.n])).toEqual([
      ['checkpoint', 1],
      ['control', 2],
    ]);
    writeFileSync(join(dir, 'broken.jsonl'), `${lines[0]!}\n{"schema":1}\n`);
    const broken = await run(['summary', 'broken.jsonl']);
    expect([broken.status, broken.stderr]).toEqual([
      2,
      'handoff audit summary: broken.jsonl:2: not a run record (/ must have required properties run_id, arm, ' +
        'recorded_at, transcript, first_n, tool_calls, score, rules, outcome)\n',
    ]);
  });

  it('no secret reaches any output', async () => {
    const lines = readFileSync(join(dir, REFUSED, 'transcript.jsonl'), 'utf8').replaceAll(
      'go test ./client -run TestReconnect -v',
      `GITHUB_TOKEN=${TOKEN} go test ./client -run TestReconnect -v`,
    );
    writeFileSync(join(dir, 'secret.jsonl'), lines);
    writeFileSync(
      join(dir, 'rules.json'),
      JSON.stringify([{ n: 1, approach: `Increase the reconnect timeout (${TOKEN})`, evidence: 'x' }]),
    );
    const outputs: string[] = [];
    for (const format of ['table', 'json', 'sarif']) {
      const result = await run([
        'secret.jsonl',
        '--rejections',
        'rules.json',
        '--format',
        format,
        '--test',
        `go test ./client # ${TOKEN}`,
        '--record',
        'runs.jsonl',
        '--arm',
        'control',
        '--run-id',
        `run-${TOKEN}`,
      ]);
      expect(result.status, result.stderr).toBe(0);
      outputs.push(result.stdout, result.stderr);
    }
    outputs.push(readFileSync(join(dir, 'runs.jsonl'), 'utf8'), (await run(['summary', 'runs.jsonl'])).stdout);
    // A file named after a token, missing or not JSON: the error line names it redacted.
    for (const args of [
      [`${TOKEN}.jsonl`, '--rejections', 'rules.json'],
      ['secret.jsonl', '--rejections', `${TOKEN}.json`],
      ['secret.jsonl', '--rejections', 'rules.json', '--format', TOKEN],
    ]) {
      const failed = await run(args);
      expect(failed.status).toBe(2);
      outputs.push(failed.stderr);
    }
    for (const output of outputs) expect(output).not.toContain(TOKEN);
    expect(outputs.join('')).toContain('[REDACTED]');
  });

  it('a FIFO, a device or a folder that is no OpenCode storage is refused with one line, never read', async () => {
    execFileSync('mkfifo', [join(dir, 'fifo.jsonl')]);
    const rules = ['--rejections', `${REFUSED}/rejections.json`];
    expect(await run(['fifo.jsonl', ...rules])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'handoff audit: fifo.jsonl is not a regular file\n',
    });
    expect(await run(['/dev/zero', ...rules])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'handoff audit: zero is not a regular file\n',
    });
    mkdirSync(join(dir, 'empty'));
    expect((await run(['empty', ...rules])).stderr).toBe(
      'handoff audit: empty is a folder but not an OpenCode storage folder (no session/, message/ and part/ in it)\n',
    );
  });

  it('an OpenCode storage folder skips files that are links out of it', async () => {
    const storage = join(dir, 'storage');
    cpSync(resolve(import.meta.dirname, '../../test-fixtures/audit/samples/opencode/storage_v2'), storage, {
      recursive: true,
    });
    writeFileSync(
      join(dir, 'outside.json'),
      JSON.stringify({
        id: 'p_x',
        type: 'tool',
        callID: 'c_out',
        tool: 'bash',
        state: { status: 'completed', input: { command: 'npm i -D vite@7' }, output: '', metadata: { exit: 0 } },
      }),
    );
    symlinkSync(join(dir, 'outside.json'), join(storage, 'part/m_assistant_large_1/009.json'));
    const report = JSON.parse(
      (await run(['storage', '--rejections', `${REFUSED}/rejections.json`, '--format', 'json'])).stdout,
    ) as { calls: Array<{ id: string }> };
    expect(report.calls.map((c) => c.id)).toEqual(['call_large_1']);
  });

  it('has --help with the exit codes, and the binary exits with them', () => {
    const help = handoff(dir, ['audit', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Exit codes: 0 audited');
    expect(handoff(dir, ['audit', ...refused, '--fail-on', 'repeat']).status).toBe(1);
    expect(handoff(dir, ['audit', 'missing.jsonl', '--rejections', `${REFUSED}/rejections.json`]).status).toBe(2);
  });
});
