import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PACKET_FIELDS,
  PacketError,
  acceptAck,
  packetDigest,
  validatePacket,
  verifyPacket,
  writePacket,
} from '@handoff/core/packet';

const PACKET = {
  GOAL_ID: 'goal-42',
  'OUTCOME / ACCEPTANCE': 'The login flow accepts SSO users; `npm test` passes.',
  AUTHORITY: 'May edit packages/auth; publishing needs approval.',
  POLICY: 'adaptive; archive authorized; reads STRIPE_SECRET_KEY from the environment',
  SOURCE: 'session src-1 on host a, repo ~/work/app, branch sso, HEAD 3f2c1ab',
  WORKING_STATE: 'dirty: src/auth.ts (diff sha 9e8d7c6)',
  PROGRESS: 'SSO callback done, tests for logout pending.',
  DECISIONS: 'Use the existing session store.',
  LIVE_WORK: 'none',
  NEXT_SAFE_ACTION: 'Run `npm test -- logout` and fix the failing case.',
  RESTART_ID: 'restart-7',
};
const ackText = (digest: string, patch: Record<string, string> = {}) =>
  [
    'READY_READONLY',
    ...Object.entries({
      GOAL_ID: 'goal-42',
      RESTART_ID: 'restart-7',
      SOURCE_ID: 'src-1',
      TARGET_ID: 'tgt-9',
      CHECKPOINT_DIGEST: digest,
      CHECKOUT_FINGERPRINT: '3f2c1ab',
      DIRTY_FINGERPRINT: '9e8d7c6',
      FIRST_SAFE_ACTION: PACKET.NEXT_SAFE_ACTION,
      ...patch,
    }).map(([k, v]) => `${k}: ${v}`),
  ].join('\n');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'handoff-packet-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('packet: validation', () => {
  it('accepts JSON and the FIELD: value text form alike', () => {
    const text = Object.entries(PACKET)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n');
    expect(validatePacket(text)).toEqual(validatePacket(JSON.stringify(PACKET)));
  });

  it.each([
    ['a missing field', { ...PACKET, LIVE_WORK: undefined }, 'LIVE_WORK'],
    ['an empty field', { ...PACKET, DECISIONS: ' — ' }, 'DECISIONS'],
    ['a multi-line id', { ...PACKET, GOAL_ID: 'a\nb' }, 'GOAL_ID'],
    ['a non-string field', { ...PACKET, PROGRESS: 5 }, 'PROGRESS'],
    ['an unknown field', { ...PACKET, EXTRA: 'x' }, 'EXTRA'],
    ['a secret', { ...PACKET, AUTHORITY: 'token ghp_abcdefghijklmnopqrstuvwxyz0123456789' }, 'AUTHORITY'],
  ])('refuses %s, naming the field', (_name, input, field) => {
    let error: unknown;
    try {
      validatePacket(JSON.stringify(input));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PacketError);
    expect((error as PacketError).field).toBe(field);
    expect((error as PacketError).message).not.toContain('ghp_');
  });

  // A fine-grained GitHub token (93 characters): a 60-character cut of a key holding it no longer reads as one.
  const pat = 'github_pat_11' + 'A1b2C3d4E5'.repeat(2) + '_' + 'f6G7h8J9k0'.repeat(5) + 'abcdefghi';
  it.each([
    [
      'a long key holding a token: by its length',
      `note ${pat}`,
      'unknown field (a key of 98 characters);',
      'note [REDACTED]',
    ],
    ['a short key: quoted whole', `note ${pat.slice(0, 13)}`, 'unknown field `note github_pat_11`;', null],
    ['an ordinary key (control)', 'colour', 'unknown field `colour`;', 'colour'],
  ])('an unknown key, %s, never cut before redaction', (_name, key, message, field) => {
    const run = (text: string) => {
      try {
        validatePacket(text);
      } catch (caught) {
        return caught as PacketError;
      }
      throw new Error('accepted');
    };
    const unknown = run(JSON.stringify({ ...PACKET, [key]: 'x' }));
    expect(unknown.message.startsWith(message)).toBe(true);
    expect(unknown.field).toBe(field ?? key);
    const twice = run(`{"GOAL_ID": "g", ${JSON.stringify(key)}: 1, ${JSON.stringify(key)}: 2}`);
    expect(twice.message).toBe(`key ${message.slice('unknown field '.length, -1)} appears twice`);
    for (const error of [unknown, twice]) {
      expect(error.message).not.toContain(pat.slice(13, 25));
      expect(error.field).not.toContain(pat.slice(13, 25));
    }
  });

  it('names every missing field in one refusal', () => {
    expect(() => validatePacket('GOAL_ID: g-1\nSOURCE: s')).toThrow(
      new PacketError(
        'fields OUTCOME / ACCEPTANCE, AUTHORITY, POLICY, WORKING_STATE, PROGRESS, DECISIONS, LIVE_WORK, ' +
          'NEXT_SAFE_ACTION and RESTART_ID are missing',
        'OUTCOME / ACCEPTANCE',
      ),
    );
  });

  it('refuses more than 2,000 words', () => {
    expect(() => validatePacket(JSON.stringify({ ...PACKET, PROGRESS: 'word '.repeat(2000) }))).toThrow(/at most 2000/);
  });

  it('keeps all twelve fields, defaulting CHECKPOINT_DIGEST to a pointer', () => {
    expect(Object.keys(validatePacket(JSON.stringify(PACKET)))).toEqual([...PACKET_FIELDS]);
  });
});

describe('packet: write, verify, ack', () => {
  it('writes, reads back and stores the digest outside the packet', async () => {
    const written = await writePacket(dir, JSON.stringify(PACKET));
    const text = await readFile(join(dir, 'packet.md'), 'utf8');
    expect(written.digest).toBe(packetDigest(text));
    expect(text).not.toContain(written.digest);
    expect(JSON.parse(await readFile(join(dir, 'state/packet.json'), 'utf8')).digest).toBe(written.digest);
    expect((await verifyPacket(dir)).digest).toBe(written.digest);
  });

  it('verify detects a one-byte change', async () => {
    await writePacket(dir, JSON.stringify(PACKET));
    const path = join(dir, 'packet.md');
    await writeFile(path, (await readFile(path, 'utf8')).replace('goal-42', 'goal-43'));
    await expect(verifyPacket(dir)).rejects.toThrow(/changed since it was written/);
  });

  it('accepts a matching READY_READONLY ACK', async () => {
    const { digest } = await writePacket(dir, JSON.stringify(PACKET));
    const accepted = await acceptAck(dir, ackText(digest));
    expect(accepted.ack.TARGET_ID).toBe('tgt-9');
  });

  it.each([
    ['GOAL_ID', { GOAL_ID: 'goal-41' }],
    ['RESTART_ID', { RESTART_ID: 'restart-6' }],
    ['CHECKPOINT_DIGEST', { CHECKPOINT_DIGEST: 'sha256:00' }],
    ['SOURCE_ID', { SOURCE_ID: 'other' }],
    ['TARGET_ID', { TARGET_ID: 'src-1' }],
    ['CHECKOUT_FINGERPRINT', { CHECKOUT_FINGERPRINT: 'deadbee' }],
    ['DIRTY_FINGERPRINT', { DIRTY_FINGERPRINT: 'deadbee' }],
    ['FIRST_SAFE_ACTION', { FIRST_SAFE_ACTION: 'Start over.' }],
  ])('refuses an ACK whose %s does not match', async (field, patch) => {
    const { digest } = await writePacket(dir, JSON.stringify(PACKET));
    await expect(acceptAck(dir, ackText(digest, patch))).rejects.toMatchObject({ field });
  });

  it('refuses a stale ACK after the packet was rewritten', async () => {
    const { digest } = await writePacket(dir, JSON.stringify(PACKET));
    await writePacket(dir, JSON.stringify({ ...PACKET, PROGRESS: 'Logout tests written.' }));
    await expect(acceptAck(dir, ackText(digest))).rejects.toMatchObject({ field: 'CHECKPOINT_DIGEST' });
  });

  it('refuses an ACK that is not READY_READONLY', async () => {
    const { digest } = await writePacket(dir, JSON.stringify(PACKET));
    await expect(acceptAck(dir, ackText(digest).replace('READY_READONLY', 'READY'))).rejects.toMatchObject({
      field: 'status',
    });
  });
});

describe('packet: fail closed', () => {
  it('refuses a JSON key given twice (JSON.parse would keep the last silently)', () => {
    const text = JSON.stringify(PACKET).replace('"GOAL_ID":"goal-42"', '"GOAL_ID":"goal-41","GOAL_ID":"goal-42"');
    expect(() => validatePacket(text)).toThrow(/key `GOAL_ID` appears twice/);
    expect(() => validatePacket(text.replace('"GOAL_ID":"goal-42"', '"GOAL\\u005fID":"goal-42"'))).toThrow(
      /appears twice/,
    );
  });

  it('refuses a field label given twice in the text form', () => {
    const text = `${Object.entries(PACKET)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n')}\nGOAL_ID: again`;
    expect(() => validatePacket(text)).toThrow(/field GOAL_ID appears twice/);
  });

  it('refuses an ACK with a repeated JSON key', async () => {
    const { parseAck } = await import('@handoff/core/packet');
    expect(() => parseAck('{"status":"READY_READONLY","goal_id":"a","goal_id":"b"}')).toThrow(
      /ACK key `goal_id` appears twice/,
    );
  });

  it('refuses a packet.md that is not UTF-8, with its byte offset', async () => {
    await writePacket(dir, JSON.stringify(PACKET));
    const path = join(dir, 'packet.md');
    const bytes = await readFile(path);
    bytes[3] = 0xc3;
    await writeFile(path, bytes);
    await expect(verifyPacket(dir)).rejects.toMatchObject({
      name: 'StoreRefusal',
      reason: 'invalid-utf8',
      byteOffset: 3,
    });
  });
});
