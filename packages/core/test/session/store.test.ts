import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ackHandoff,
  handoffStatus,
  readHandoff,
  readLearnings,
  recordDigest,
  writeHandoff,
} from '@handoff/core/session';
import { deepFreeze, FAKE_GITHUB_TOKEN, validInput } from './fixtures.js';

const summary =
  'The store work is half done and needs a review.\nNever rewrite files in place: a killed writer leaves them empty.';
let root: string;
let dir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'handoff-session-'));
  dir = join(root, '.handoff');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Every file under a folder with its bytes, for before/after comparisons. */
function snapshot(folder: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(folder)) return out;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      out[join(entry.parentPath, entry.name)] = readFileSync(join(entry.parentPath, entry.name), 'latin1');
  }
  return out;
}

describe('writeHandoff', () => {
  it('stores the record, RESUME.md and one archive copy, all bound by the digest', async () => {
    const result = await writeHandoff(dir, validInput(), { now: new Date('2026-11-29T20:00:00.000Z') });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const state = readFileSync(join(dir, 'state/session-handoff.json'), 'utf8');
    expect(JSON.parse(state)).toEqual(result.record);
    expect(result.digest).toBe(recordDigest(state));
    const resume = readFileSync(join(dir, 'RESUME.md'), 'utf8');
    expect(resume).toContain(`sha256=${result.digest}`);
    expect(readdirSync(join(dir, 'archive'))).toEqual(['2026-11-29T20-00-00-000Z-resume.md']);
    expect(readFileSync(result.archivePath, 'utf8')).toBe(resume);
  });

  it('never overwrites an archive: two writes in the same millisecond keep both', async () => {
    const now = new Date('2026-11-29T20:00:00.000Z');
    await writeHandoff(dir, validInput(), { now });
    await writeHandoff(dir, { ...validInput(), status: 'blocked' }, { now });
    await writeHandoff(dir, { ...validInput(), status: 'running' }, { now });
    expect(readdirSync(join(dir, 'archive')).sort()).toEqual([
      '2026-11-29T20-00-00-000Z-1-resume.md',
      '2026-11-29T20-00-00-000Z-2-resume.md',
      '2026-11-29T20-00-00-000Z-resume.md',
    ]);
  });

  it('loses no archive with ten concurrent writers', async () => {
    const now = new Date('2026-11-29T20:00:00.000Z');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        writeHandoff(dir, { ...validInput(), goal: `${validInput().goal} (writer ${i})` }, { now }),
      ),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(readdirSync(join(dir, 'archive'))).toHaveLength(10);
    expect(() => JSON.parse(readFileSync(join(dir, 'state/session-handoff.json'), 'utf8'))).not.toThrow();
  });

  it('writes nothing, not even the folder, for a refused record', async () => {
    const result = await writeHandoff(dir, { ...validInput(), goal: 'short' });
    expect(result.ok).toBe(false);
    expect(existsSync(dir)).toBe(false);
  });

  it('leaves an existing folder byte-identical and free of the secret when refusing', async () => {
    await writeHandoff(dir, validInput());
    const before = snapshot(dir);
    const input = validInput() as Record<string, any>;
    input.failed_approaches[0].why_failed = `the deploy key ${FAKE_GITHUB_TOKEN} was revoked`;
    const result = await writeHandoff(dir, input);
    expect(result.defects.map((defect) => defect.code)).toEqual(['secret-value']);
    expect(snapshot(dir)).toEqual(before);
    expect(JSON.stringify(result)).not.toContain(FAKE_GITHUB_TOKEN);
    expect(Object.values(snapshot(root)).some((bytes) => bytes.includes(FAKE_GITHUB_TOKEN))).toBe(false);
  });

  it('does not touch a frozen input', async () => {
    const result = await writeHandoff(dir, deepFreeze(validInput()));
    expect(result.ok).toBe(true);
  });

  it('sweeps temp files orphaned by a killed writer', async () => {
    mkdirSync(join(dir, 'state'), { recursive: true });
    writeFileSync(join(dir, 'RESUME.md.123456'), 'torn');
    writeFileSync(join(dir, 'state/session-handoff.json.42'), '{');
    await writeHandoff(dir, validInput());
    expect(readdirSync(dir).sort()).toEqual(['RESUME.md', 'archive', 'state']);
    expect(readdirSync(join(dir, 'state'))).toEqual(['session-handoff.json']);
  });
});

describe('read gate', () => {
  it('goes none → blocked → (refused acks) → clear → blocked after a new write', async () => {
    expect((await handoffStatus(dir)).gate).toBe('none');
    await writeHandoff(dir, validInput());
    expect((await handoffStatus(dir)).gate).toBe('blocked');

    const short = await ackHandoff(dir, 'I read it');
    expect(short.ok ? [] : short.defects.map((d) => d.code)).toEqual(['ack-too-short']);
    const copied = readFileSync(join(dir, 'RESUME.md'), 'utf8')
      .split('\n')
      .filter((line) => line.length > 30)
      .slice(0, 3)
      .join('\n');
    const restated = await ackHandoff(dir, copied);
    expect(restated.ok ? [] : restated.defects.map((d) => d.code)).toEqual(['ack-restates']);
    expect(existsSync(join(dir, 'state/ack.json'))).toBe(false);
    expect((await handoffStatus(dir)).gate).toBe('blocked');

    const ack = await ackHandoff(dir, summary, { now: new Date('2026-11-30T08:00:00.000Z') });
    expect(ack.ok).toBe(true);
    const status = await handoffStatus(dir);
    expect(status).toMatchObject({
      gate: 'clear',
      status: 'partial',
      failed_approaches: 1,
      resume_in_sync: true,
      ack: { read_at: '2026-11-30T08:00:00.000Z' },
    });
    expect(JSON.parse(readFileSync(join(dir, 'state/ack.json'), 'utf8'))).toEqual({
      digest: status.digest,
      read_at: '2026-11-30T08:00:00.000Z',
      summary,
    });

    await writeHandoff(dir, { ...validInput(), status: 'running' });
    expect((await handoffStatus(dir)).gate).toBe('blocked');
  });

  it('refuses an ack without a record and creates nothing', async () => {
    const result = await ackHandoff(dir, summary);
    expect(result.ok ? [] : result.defects.map((d) => d.code)).toEqual(['no-record']);
    expect(existsSync(dir)).toBe(false);
  });

  it('blocks again when the stored record is edited by hand', async () => {
    await writeHandoff(dir, validInput());
    await ackHandoff(dir, summary);
    const path = join(dir, 'state/session-handoff.json');
    writeFileSync(path, readFileSync(path, 'utf8').replace('partial', 'blocked'));
    const status = await handoffStatus(dir);
    expect(status.gate).toBe('blocked');
    expect(status.resume_in_sync).toBe(false);
  });

  it('acknowledges a stored record that newer rules would refuse (never re-validates)', async () => {
    await writeHandoff(dir, validInput());
    const path = join(dir, 'state/session-handoff.json');
    writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(path, 'utf8')), goal: 'short', next_steps: [] }));
    expect((await ackHandoff(dir, summary)).ok).toBe(true);
    expect((await handoffStatus(dir)).gate).toBe('clear');
    expect(await readLearnings(dir)).toHaveLength(1);
  });

  it('fails closed on a state file that is not JSON', async () => {
    mkdirSync(join(dir, 'state'), { recursive: true });
    writeFileSync(join(dir, 'state/session-handoff.json'), '{ torn');
    const status = await handoffStatus(dir);
    expect(status.gate).toBe('blocked');
    expect((await readHandoff(dir))?.record).toBeUndefined();
  });
});

describe('hostile records and stores', () => {
  it.each([
    ['a 4 MiB CJK token in the goal', (r: Record<string, any>) => (r.goal = `${r.goal} ${'日本'.repeat(2 << 20)}`)],
    ['a 4 MiB CJK path', (r: Record<string, any>) => (r.active_files[0].path = '語'.repeat(4 << 20))],
    ['a 4 MiB command', (r: Record<string, any>) => (r.next_steps[0].command = 'é'.repeat(4 << 20))],
  ])(
    'acknowledges a record that write accepted: %s',
    async (_, plant) => {
      const input = validInput() as Record<string, any>;
      plant(input);
      expect((await writeHandoff(dir, input)).ok).toBe(true);
      const ack = await ackHandoff(dir, summary);
      expect(ack.ok ? [] : ack.defects).toEqual([]);
      expect((await handoffStatus(dir)).gate).toBe('clear');
    },
    60_000,
  );

  it('still refuses a restatement, trigram by trigram, with the streamed count', async () => {
    await writeHandoff(dir, validInput());
    const copied =
      'Make hand-offs between AI coding agents machine-checkable so the next session starts informed.\nAdded the ' +
      'session store: atomic writes keep the record whole after a crash.';
    const result = await ackHandoff(dir, copied);
    expect(result.ok ? [] : result.defects.map((d) => d.code)).toEqual(['ack-restates']);
  });

  it('refuses a state file that is not UTF-8 with its byte offset; status fails closed naming it', async () => {
    await writeHandoff(dir, validInput());
    const path = join(dir, 'state/session-handoff.json');
    const bytes = readFileSync(path);
    bytes[10] = 0xff;
    writeFileSync(path, bytes);
    await expect(readHandoff(dir)).rejects.toMatchObject({
      name: 'StoreRefusal',
      reason: 'invalid-utf8',
      byteOffset: 10,
    });
    const status = await handoffStatus(dir);
    expect(status.gate).toBe('blocked');
    expect(status.reason).toBe(
      `${path} is not valid UTF-8: invalid byte at byte offset 10; nothing was read from it; the gate stays blocked`,
    );
    expect((await ackHandoff(dir, summary).catch((error: Error) => error)) as Error).toMatchObject({
      reason: 'invalid-utf8',
    });
  });
});
