import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoffInProcess } from '../helpers/in-process.js';
// @ts-expect-error: plain JavaScript shared with the slow lane's writer child (tests/slow/harness).
import { packetAck } from '../slow/harness/data.mjs';

let cwd: string;
const handoff = async (args: string[], input?: string) => {
  const result = await handoffInProcess(cwd, args, input);
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

// The example observation of the published session-restart reference (answers CREATE_FRESH).
const SEED = JSON.stringify(
  JSON.parse(readFileSync(join(import.meta.dirname, '../../test-fixtures/restart/observation.json'), 'utf8')),
);

beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'handoff-e2e-restart-'));
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

describe('handoff gate', () => {
  it.each([
    ['the seed example', SEED, 0, '"action": "CREATE_FRESH"'],
    ['an array', '[]', 2, '{"action": "BLOCKED", "reason": "invalid_input"}'],
    ['100,000 open brackets', '['.repeat(100_000), 2, '{"action": "BLOCKED", "reason": "invalid_input"}'],
    ['65,537 bytes', 'x'.repeat(65_537), 2, '{"action": "BLOCKED", "reason": "invalid_input"}'],
  ])('answers %s with one JSON line', async (_name, input, code, fragment) => {
    const result = await handoff(['gate'], input);
    expect(result.code).toBe(code);
    expect(result.stdout).toContain(fragment);
    expect(result.stdout.split('\n')).toHaveLength(2);
    expect(result.stderr).toBe('');
  });

  it('refuses an unknown option with exit 2', async () => {
    expect((await handoff(['gate', '--nope'])).code).toBe(2);
  });
});

describe('handoff title', () => {
  it('prints session_title.py JSON for stdin input', async () => {
    const result = await handoff(
      ['title'],
      '{"title": "Fix login", "started_at": "2026-09-05T23:30:00Z", "timezone": "Europe/Warsaw"}',
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      '{"title_base": "Fix login", "started_at": "2026-09-05T23:30:00+00:00", "timezone": "Europe/Warsaw", ' +
        '"display_title": "Fix login | started 06-09"}\n',
    );
  });

  it.each([
    [
      ['--title', 'Fix login | started 01-01', '--started-at', '2026-09-05T23:30:00Z'],
      0,
      'Fix login | started 05-09\n',
      '',
    ],
    [
      ['--title', 'Fix', '--started-at', '2026-09-05T23:30:00Z', '--timezone', 'Mars/Base'],
      2,
      '',
      'handoff title: title unavailable: the time zone is not an IANA zone name this build knows (e.g. ' +
        '`Europe/Berlin`, `UTC`)\n',
    ],
    [
      ['--title', 'Fix', '--started-at', '2026-12-01'],
      2,
      '',
      'handoff title: title unavailable: `started_at` has no UTC offset; add `Z` or `+HH:MM`, ' +
        'e.g. 2026-09-05T23:30:00Z\n',
    ],
    [
      ['--title', ' ', '--started-at', '2026-12-01T10:00:00Z'],
      2,
      '',
      'handoff title: title unavailable: `title` is blank\n',
    ],
    [
      ['--title', 'Fix', '--started-at', 'yesterday'],
      2,
      '',
      'handoff title: title unavailable: `started_at` is not an ISO 8601 date-time\n',
    ],
    // --json keeps the helper's exact JSON on stdout and says why on stderr.
    [
      ['--title', 'Fix', '--started-at', '2026-12-01', '--json'],
      2,
      '{"status": "TITLE_UNAVAILABLE"}\n',
      'handoff title: title unavailable: `started_at` has no UTC offset; add `Z` or `+HH:MM`, ' +
        'e.g. 2026-09-05T23:30:00Z\n',
    ],
  ])('flag form %j', async (args, code, stdout, stderr) => {
    const result = await handoff(['title', ...args]);
    expect([result.code, result.stdout, result.stderr]).toEqual([code, stdout, stderr]);
  });

  it('answers stdin input exactly as session_title.py does: the status alone, nothing on stderr', async () => {
    const result = await handoff(['title'], '{"title": "Fix", "started_at": "2026-12-01"}');
    expect([result.code, result.stdout, result.stderr]).toEqual([2, '{"status": "TITLE_UNAVAILABLE"}\n', '']);
  });

  it('needs --started-at in flag form (usage, exit 2)', async () => {
    const result = await handoff(['title', '--title', 'Fix']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--started-at/);
  });
});

describe('handoff packet', () => {
  const PACKET = [
    'GOAL_ID: goal-42',
    'OUTCOME / ACCEPTANCE: SSO login works; `npm test` passes.',
    'AUTHORITY: May edit packages/auth.',
    'POLICY: adaptive, archive authorized.',
    'SOURCE: session src-1, branch sso, HEAD 3f2c1ab',
    'WORKING_STATE: dirty src/auth.ts (diff 9e8d7c6)',
    'PROGRESS: callback done;',
    '  logout tests pending.',
    'DECISIONS: keep the session store.',
    'LIVE_WORK: none',
    'NEXT_SAFE_ACTION: Run `npm test -- logout`.',
    'RESTART_ID: restart-7',
  ].join('\n');

  it('writes, verifies, accepts an ACK, then detects a change', async () => {
    await writeFile(join(cwd, 'packet.txt'), PACKET);
    const write = await handoff(['packet', 'write', '--from', 'packet.txt', '--json']);
    expect(write.code).toBe(0);
    const { digest } = JSON.parse(write.stdout) as { digest: string };
    expect((await handoff(['packet', 'verify'])).code).toBe(0);

    const ack = packetAck(digest, 'Run `npm test -- logout`.') as string;
    expect((await handoff(['packet', 'ack', '--from', '-'], ack)).code).toBe(0);
    const wrong = await handoff(['packet', 'ack', '--from', '-'], ack.replace('restart-7', 'restart-6'));
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/RESTART_ID/);

    const path = join(cwd, '.handoff', 'packet.md');
    await writeFile(path, `${await readFile(path, 'utf8')} `);
    const verify = await handoff(['packet', 'verify']);
    expect(verify.code).toBe(1);
    expect(verify.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a secret, naming the field but never the value', async () => {
    const result = await handoff(
      ['packet', 'write', '--from', '-', '--dir', 'other'],
      PACKET.replace('LIVE_WORK: none', 'LIVE_WORK: AWS key AKIAIOSFODNN7EXAMPLE'),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/LIVE_WORK/);
    expect(result.stderr).not.toContain('AKIAIOSFODNN7EXAMPLE');
  });

  it('names every missing field in one line, and writes nothing', async () => {
    const result = await handoff(
      ['packet', 'write', '--from', '-', '--dir', 'partial'],
      'GOAL_ID: g-1\nRESTART_ID: r-1\n',
    );
    expect([result.code, result.stdout, result.stderr]).toEqual([
      1,
      '',
      'handoff packet write: fields OUTCOME / ACCEPTANCE, AUTHORITY, POLICY, SOURCE, WORKING_STATE, PROGRESS, ' +
        'DECISIONS, LIVE_WORK and NEXT_SAFE_ACTION are missing\n',
    ]);
    await expect(readdir(join(cwd, 'partial')).catch(() => [])).resolves.toEqual([]);
  });

  it.each([
    [['packet']],
    [['packet', 'write']],
    [['packet', 'frobnicate']],
    [['packet', 'write', '--from', 'missing.txt']],
  ])('usage error %j exits 2', async (args) => {
    expect((await handoff(args)).code).toBe(2);
  });
});
