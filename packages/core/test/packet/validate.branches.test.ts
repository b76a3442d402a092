import { describe, expect, it } from 'vitest';
import { PacketError, validatePacket } from '@handoff/core/packet';
import { parsePacket, renderPacket } from '../../src/lib/packet/packet.js';

const PACKET: Record<string, unknown> = {
  GOAL_ID: 'goal-42',
  'OUTCOME / ACCEPTANCE': 'The login flow accepts SSO users; `npm test` passes.',
  AUTHORITY: 'May edit packages/auth; publishing needs approval.',
  POLICY: 'adaptive; archive authorized',
  SOURCE: 'session src-1 on host a, branch sso, HEAD 3f2c1ab',
  WORKING_STATE: 'dirty: src/auth.ts',
  PROGRESS: 'SSO callback done.',
  DECISIONS: 'Use the existing session store.',
  LIVE_WORK: 'none',
  NEXT_SAFE_ACTION: 'Run `npm test -- logout`.',
  RESTART_ID: 'restart-7',
};
const without = (...fields: string[]) =>
  Object.fromEntries(Object.entries(PACKET).filter(([field]) => !fields.includes(field)));

describe('validatePacket refuses, naming the field', () => {
  it.each([
    ['one field missing', without('POLICY'), 'field POLICY is missing', 'POLICY'],
    [
      'three fields missing',
      without('GOAL_ID', 'POLICY', 'SOURCE'),
      'fields GOAL_ID, POLICY and SOURCE are missing',
      'GOAL_ID',
    ],
    ['a field given as null', { ...PACKET, AUTHORITY: null }, 'field AUTHORITY is missing', 'AUTHORITY'],
    ['a number', { ...PACKET, GOAL_ID: 42 }, 'field GOAL_ID must be a string', 'GOAL_ID'],
    ['only punctuation', { ...PACKET, PROGRESS: ' -- ' }, 'field PROGRESS is empty', 'PROGRESS'],
    [
      'an id on two lines',
      { ...PACKET, RESTART_ID: 'restart\r\n7' },
      'field RESTART_ID must be one line',
      'RESTART_ID',
    ],
    [
      'a secret',
      { ...PACKET, DECISIONS: `token ghp_${'A1b2'.repeat(9)}` },
      'field DECISIONS holds a secret (GitHub token, line 1); reference where it is kept instead',
      'DECISIONS',
    ],
    [
      'too many words',
      { ...PACKET, PROGRESS: 'word '.repeat(2001) },
      'packet has 2052 words; at most 2000 (link large evidence instead of copying it)',
      undefined,
    ],
  ])('%s', (_name, packet, message, field) => {
    let error: unknown;
    try {
      validatePacket(JSON.stringify(packet));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PacketError);
    expect([(error as PacketError).message, (error as PacketError).field]).toEqual([message, field]);
  });
});

describe('renderPacket and parsePacket', () => {
  it('a blank continuation line stays blank; a rendered packet reads back', () => {
    const fields = validatePacket(JSON.stringify({ ...PACKET, PROGRESS: 'First.\n\nSecond.' }));
    const text = renderPacket(fields);
    expect(text.split('\n').slice(6, 9)).toEqual(['PROGRESS: First.', '', '  Second.']);
    expect(parsePacket(text)).toEqual(fields);
  });

  it('a packet without a field is refused', () => {
    const text = renderPacket(validatePacket(JSON.stringify(PACKET)))
      .split('\n')
      .filter((line) => !line.startsWith('LIVE_WORK:'))
      .join('\n');
    expect(() => parsePacket(text)).toThrow(new PacketError('packet lacks field LIVE_WORK', 'LIVE_WORK'));
  });
});
