import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handoffInProcess } from '../helpers/in-process.js';

const RECORD = {
  goal: 'Make hand-offs between AI coding agents machine-checkable so the next session starts informed.',
  status: 'partial',
  status_note: 'waiting on review of the store',
  active_files: [
    { path: 'packages/core/src/lib/session/store.ts', purpose: 'writes the record, RESUME.md and the archive' },
  ],
  changes: [{ what: 'Added the session store', why: 'atomic writes keep the record whole after a crash' }],
  failed_approaches: [
    { approach: 'Writing RESUME.md in place with fs.writeFile', why_failed: 'a SIGKILL mid-write left an empty file' },
  ],
  next_steps: [
    { step: 'Run the session tests', command: 'npx vitest run packages/core/test/session' },
    { step: 'Review the docs page' },
  ],
};
const OWN_SUMMARY =
  'The store is half done and waits for a review.\nNever rewrite a file in place: a killed writer leaves it ' +
  'empty.\nStart with the session test suite.\n';

// Synthetic credentials, assembled at run time so no real-looking secret sits in the source.
const SECRETS: Array<[string, string]> = [
  ['GitHub token', 'ghp_' + 'A1b2'.repeat(9)],
  ['AWS access key id', 'AKIA' + 'Q3ZT7XK2M9PLW4RB'],
  ['Slack token', 'xoxb-' + '2048123456-' + 'a1B2c3D4e5F6g7H8'],
  ['Stripe key', 'sk_live_' + 'a1B2c3D4e5F6g7H8i9J0k1L2'],
  ['OpenAI-style key', 'sk-' + 'proj-' + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4'],
  ['npm token', 'npm_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'],
  ['GitLab token', 'glpat-' + 'a1B2c3D4e5F6g7H8i9J0'],
  ['Google API key', 'AIza' + 'SyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6q'],
  [
    'JWT',
    'eyJ' + 'hbGciOiJIUzI1NiJ9.' + 'eyJzdWIiOiIxMjM0NTY3ODkwIn0.' + 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  ],
  [
    'private key',
    '-----BEGIN RSA ' + 'PRIVATE KEY-----\nMIIEowIBAAKCAQEA0Z3VS5JJcds3xfn\n-----END RSA ' + 'PRIVATE KEY-----',
  ],
  ['URL password', 'postgres://app:' + 's3cr3tPassw0rd' + '@db.internal:5432/app'],
  ['assigned password', 'PASSWORD=' + 'Hunter2Hunter2x9'],
  ['assigned lowercase api key', 'api_key: "' + 'q8Zr4LmN2vX7pK1wT5' + '"'],
  ['bearer token', 'Authorization: Bearer ' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3'],
];
const NON_SECRETS = [
  'reads STRIPE_SECRET_KEY from the environment',
  'reads SMTP_PASSWORD and GITHUB_TOKEN from the environment',
  'the token comes from ${TOKEN} at run time',
  'set $PASSWORD before running the migration',
  'process.env.NPM_TOKEN is read by the publish script',
  'replace <your key> with the key from the vault',
  'the log shows password: *** which is masked',
  'an empty SMTP_PASSWORD= line in .env.example',
];

let cwd: string;
beforeEach(() => {
  cwd = mkdtempSync(join(tmpdir(), 'handoff-resume-e2e-'));
});
afterEach(() => rmSync(cwd, { recursive: true, force: true }));

const put = (name: string, value: unknown) =>
  writeFileSync(join(cwd, name), typeof value === 'string' ? value : JSON.stringify(value, null, 2));
const run = (...args: string[]) => handoffInProcess(cwd, ['resume', ...args]);
const firstLine = (text: string) => text.split('\n', 1)[0];

/** Every file under a folder with its bytes. */
function filesUnder(folder: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(folder)) return out;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      out[join(entry.parentPath, entry.name)] = readFileSync(join(entry.parentPath, entry.name), 'latin1');
  }
  return out;
}

describe('handoff resume: the read-gate scenario', () => {
  it('write → blocked → short ack refused → copied ack refused → real ack → clear → write → blocked', async () => {
    put('record.json', RECORD);
    expect((await run('status')).stdout.split('\n')[0]).toBe('none');

    const written = await run('write', '--from', 'record.json');
    expect(written).toMatchObject({ status: 0, stderr: '' });
    expect(written.stdout).toContain('.handoff/RESUME.md');

    const blocked = await run('status');
    expect(blocked.status).toBe(0);
    expect(firstLine(blocked.stdout)).toBe('blocked');

    put('one-line.txt', 'I read the handoff.\n');
    const short = await run('ack', '--summary-file', 'one-line.txt');
    expect(short.status).toBe(1);
    expect(short.stderr).toBe('summary: has 1 non-empty line; write 2 to 6 lines in your own words (ack-too-short)\n');

    const resume = readFileSync(join(cwd, '.handoff/RESUME.md'), 'utf8');
    put(
      'copied.txt',
      resume
        .split('\n')
        .filter((line) => line.length > 25)
        .slice(0, 4)
        .join('\n'),
    );
    const copied = await run('ack', '--summary-file', 'copied.txt');
    expect(copied.status).toBe(1);
    expect(copied.stderr).toMatch(
      new RegExp(
        String.raw`^summary: restates the handoff: \d+ of its \d+ word trigrams appear verbatim in RESUME\.md; ` +
          String.raw`summarise it in your own words \(ack-restates\)\n$`,
      ),
    );
    expect(firstLine((await run('status')).stdout)).toBe('blocked');

    const acked = await handoffInProcess(cwd, ['resume', 'ack', '--summary-file', '-'], OWN_SUMMARY);
    expect(acked).toMatchObject({ status: 0, stderr: '' });
    expect(firstLine((await run('status')).stdout)).toBe('clear');
    const ack = JSON.parse(readFileSync(join(cwd, '.handoff/state/ack.json'), 'utf8')) as {
      digest: string;
      summary: string;
    };
    expect(ack.summary).toBe(OWN_SUMMARY.trim());

    put('record2.json', { ...RECORD, status: 'running' });
    expect((await run('write', '--from', 'record2.json')).status).toBe(0);
    const again = await run('status', '--json');
    expect(again.status).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ gate: 'blocked', status: 'running', resume_in_sync: true });
    expect(readdirSync(join(cwd, '.handoff/archive'))).toHaveLength(2);
  }, 180_000);
});

describe('handoff resume ack --expect-digest', () => {
  it('refuses an ack for a record written again after the read, and accepts one for the record read', async () => {
    put('record.json', RECORD);
    expect((await run('write', '--from', 'record.json')).status).toBe(0);
    const read = await run('read');
    const digest = /sha256=([0-9a-f]{64})/.exec(read.stdout)?.[1];
    expect(digest).toMatch(/^[0-9a-f]{64}$/);

    // Another session writes between this one's read and its ack.
    put('record2.json', { ...RECORD, status: 'running' });
    expect((await run('write', '--from', 'record2.json')).status).toBe(0);
    put('summary.txt', OWN_SUMMARY);
    const ackPath = join(cwd, '.handoff/state/ack.json');
    const stale = await run('ack', '--summary-file', 'summary.txt', '--expect-digest', digest!);
    expect(stale.status).toBe(1);
    expect(stale.stdout).toBe('');
    expect(stale.stderr).toMatch(
      new RegExp(
        String.raw`^expect-digest: the record was written again since the one you read \(sha256=[0-9a-f]{12}…\); ` +
          String.raw`read RESUME\.md again and acknowledge that \(ack-stale\)\n$`,
      ),
    );
    expect(existsSync(ackPath)).toBe(false);
    expect(firstLine((await run('status')).stdout)).toBe('blocked');

    const fresh = /sha256=([0-9a-f]{64})/.exec((await run('read')).stdout)?.[1];
    expect(fresh).not.toBe(digest);
    expect(await run('ack', '--summary-file', 'summary.txt', '--expect-digest', fresh!.toUpperCase())).toMatchObject({
      status: 0,
      stderr: '',
    });
    expect(firstLine((await run('status')).stdout)).toBe('clear');
  });

  it('wants 64 hex digits', async () => {
    put('summary.txt', OWN_SUMMARY);
    expect(await run('ack', '--summary-file', 'summary.txt', '--expect-digest', 'abc123')).toEqual({
      status: 2,
      stdout: '',
      stderr: 'handoff resume ack: --expect-digest wants the 64 hex digits after sha256= in RESUME.md\n',
    });
  });
});

describe('handoff resume: verbs', () => {
  it('read prints RESUME.md, read --json the record, learnings JSON Lines', async () => {
    put('record.json', RECORD);
    expect((await run('write', '--from', 'record.json', '--dir', 'state-dir')).status).toBe(0);
    const read = await run('read', '--dir', 'state-dir');
    expect(read.stdout).toBe(readFileSync(join(cwd, 'state-dir/RESUME.md'), 'utf8'));
    expect(read.stdout.startsWith('# Session handoff\n\n## Goal\n')).toBe(true);
    expect(JSON.parse((await run('read', '--dir', 'state-dir', '--json')).stdout)).toMatchObject({
      schema: 1,
      ...RECORD,
    });
    const learnings = await run('learnings', '--dir', 'state-dir');
    expect(learnings.stdout).toBe(
      JSON.stringify({
        pattern: 'Writing RESUME.md in place with fs.writeFile — a SIGKILL mid-write left an empty file',
        outcome: 'failed',
      }) + '\n',
    );
  });

  it('write --json and lint --json print a result object', async () => {
    put('record.json', RECORD);
    const lint = await run('lint', '--from', 'record.json', '--json');
    expect(JSON.parse(lint.stdout)).toEqual({ ok: true, failed_approaches: 1, explained_empty: false, defects: [] });
    expect(existsSync(join(cwd, '.handoff'))).toBe(false);
    const write = await handoffInProcess(cwd, ['resume', 'write', '--from', '-', '--json'], JSON.stringify(RECORD));
    expect(JSON.parse(write.stdout)).toMatchObject({
      ok: true,
      resume_path: '.handoff/RESUME.md',
      failed_approaches: 1,
    });
  });

  it('a refused record prints one line per defect, exits 1 and writes nothing', async () => {
    put('bad.json', {
      ...RECORD,
      goal: 'too short',
      changes: [{ what: 'Added the store' }],
      next_steps: [{ step: 'wait for review' }],
    });
    const result = await run('write', '--from', 'bad.json');
    expect(result.status).toBe(1);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      'goal: must be at least 40 characters after trimming, has 9; say why the project exists, ' +
        'in a few sentences (thin-goal)',
      'changes[0].why: is missing; say why the change was made (change-no-why)',
      'next_steps: needs at least one step with a command, so the next session knows how to ' +
        're-enter (no-reentry-command)',
    ]);
    expect(existsSync(join(cwd, '.handoff'))).toBe(false);
    const lint = await run('lint', '--from', 'bad.json', '--json');
    expect(lint.status).toBe(1);
    expect((JSON.parse(lint.stdout) as { defects: unknown[] }).defects).toHaveLength(3);
  });

  it.each([
    [['bogus'], /^handoff resume: unknown verb `bogus`; expected one of write, lint, read, status, ack, learnings$/],
    [[], /^handoff resume: missing verb/],
    [['write'], /^handoff resume write: missing --from FILE/],
    [['write', '--from', 'nope.json'], /^handoff resume write: cannot read --from `nope.json`: no such file$/],
    [['status', '--bogus'], /^handoff resume status: Unknown option '--bogus'/],
    [['status', 'extra'], /^handoff resume status: /],
    [['ack'], /^handoff resume ack: missing --summary-file FILE/],
    [
      ['ack', '--summary-file', 'nope.txt'],
      /^handoff resume ack: cannot read --summary-file `nope.txt`: no such file$/,
    ],
  ])('usage error %j exits 2 with one line', async (args, pattern) => {
    const result = await run(...args);
    expect(result.status).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr.trimEnd()).toMatch(pattern);
  });

  it('names the file and position of invalid JSON without echoing it', async () => {
    put('broken.json', '{\n  "goal": "secret-ish text here",\n  "status": partial\n}\n');
    const result = await run('lint', '--from', 'broken.json');
    expect(result).toMatchObject({ status: 2 });
    expect(result.stderr).toBe(
      'handoff resume lint: `broken.json` is not valid JSON: unexpected character where a value belongs at line 3, ' +
        'column 13\n',
    );
  });

  it('has --help for the group and every verb', async () => {
    expect(await run('--help')).toMatchObject({ status: 0 });
    for (const verb of ['write', 'lint', 'read', 'status', 'ack', 'learnings']) {
      const help = await run(verb, '--help');
      expect(help.status).toBe(0);
      expect(help.stdout).toContain(`handoff resume ${verb}`);
    }
  }, 120_000);

  it('read, ack and learnings without a record exit 1 with one line', async () => {
    for (const args of [['read'], ['learnings']]) {
      const result = await run(...args);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/no handoff record in \.handoff; write one with/);
    }
    put('ack.txt', OWN_SUMMARY);
    expect((await run('ack', '--summary-file', 'ack.txt')).status).toBe(1);
    expect(existsSync(join(cwd, '.handoff'))).toBe(false);
  });
});

describe('handoff resume write: secrets', () => {
  it('refuses every secret of the corpus, names its field and kind, and echoes no value', async () => {
    const record = {
      ...RECORD,
      failed_approaches: SECRETS.map(([kind, value]) => ({
        approach: `Hard-coding the ${kind} in the config`,
        why_failed: `the value ${value} leaked into the logs`,
      })),
    };
    put('secret.json', record);
    const result = await run('write', '--from', 'secret.json');
    expect(result.status).toBe(1);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(SECRETS.length);
    SECRETS.forEach((_, i) =>
      expect(lines[i]).toMatch(
        new RegExp(
          `^failed_approaches\\[${i}\\]\\.why_failed: holds an? .+; refer to it by name instead \\(secret-value\\)$`,
        ),
      ),
    );
    for (const [, value] of SECRETS) {
      for (const fragment of value.split('\n')) {
        expect(result.stdout + result.stderr).not.toContain(fragment.slice(-12));
      }
    }
    expect(existsSync(join(cwd, '.handoff'))).toBe(false);
  });

  it('accepts names, placeholders and references', async () => {
    const record = {
      ...RECORD,
      changes: NON_SECRETS.map((why) => ({ what: 'Wired the credential lookup', why })),
    };
    put('clean.json', record);
    const result = await run('write', '--from', 'clean.json');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('a refused write leaves an existing folder untouched and the secret nowhere', async () => {
    put('record.json', RECORD);
    expect((await run('write', '--from', 'record.json')).status).toBe(0);
    const before = filesUnder(join(cwd, '.handoff'));
    const token = 'ghp_' + 'A1b2'.repeat(9);
    const leaky = {
      ...RECORD,
      failed_approaches: [{ approach: 'Pasting the deploy token inline', why_failed: `token ${token} got revoked` }],
    };
    const result = await handoffInProcess(cwd, ['resume', 'write', '--from', '-'], JSON.stringify(leaky));
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'failed_approaches[0].why_failed: holds a GitHub token; refer to it by name instead (secret-value)\n',
    );
    expect(filesUnder(join(cwd, '.handoff'))).toEqual(before);
    expect(result.stdout + result.stderr).not.toContain(token.slice(4));
    expect(Object.values(filesUnder(cwd)).some((bytes) => bytes.includes(token))).toBe(false);
  });
});
