import { describe, expect, it } from 'vitest';
import { fromAgentPacket, fromAgentRejection } from '@handoff/core/agent';
import { PACKET } from './samples.js';

describe('fromAgentPacket: what it refuses, and where', () => {
  it.each([
    ['no object', [PACKET], [['<root>', 'must be an object with the twelve packet fields']]],
    ['a key it does not know', { ...PACKET, notes: 'x' }, [['notes', 'is not a known field']]],
    ['a field missing', { ...PACKET, goal_id: undefined }, [['goal_id', 'field GOAL_ID is missing']]],
    ['an id on two lines', { ...PACKET, restart_id: 'R\n7' }, [['restart_id', 'field RESTART_ID must be one line']]],
    [
      'too many words in all',
      { ...PACKET, progress: 'word '.repeat(2000) },
      [['<root>', 'packet has 2052 words; at most 2000 (link large evidence instead of copying it)']],
    ],
  ])('%s', (_name, input, problems) => {
    const result = fromAgentPacket(input);
    expect(result.ok ? [] : result.problems.map((p) => [p.path, p.message])).toEqual(problems);
  });
});

describe('fromAgentRejection: what it refuses', () => {
  it.each([
    ['no object', 'x', [['<root>', 'must be an object with `approach` and `evidence`']]],
    [
      'an unknown key, a missing side and one that is no string',
      { approach: 5, note: 'x' },
      [
        ['note', 'is not a known field'],
        ['approach', 'must be a string'],
        ['evidence', 'is required'],
      ],
    ],
    ['white space only', { approach: '  ', evidence: 'it failed' }, [['approach', 'must hold more than white space']]],
  ])('%s', (_name, input, problems) => {
    const result = fromAgentRejection(input);
    expect(result.ok ? [] : result.problems.map((p) => [p.path, p.message])).toEqual(problems);
  });
});
