import { describe, expect, test } from 'vitest';
import {
  HANDOFF_COMMAND_USAGE,
  HANDOFF_FORGET_USAGE,
  addRejection,
  parseHandoffCommand,
  splitRejectionNote,
  type HandoffCommand,
} from '@handoff/core/rejections';

// qmax-code's REPL parsing table (its internal/repl/handoff_test.go; the rules are in
// docs/rejections.md), read by our parser. Approach and evidence are compared after the
// recorder's trim, as the published tests compare the stored note.
const identity = (text: string) => text;

const recorded: Array<{ input: string; approach: string; evidence: string }> = [
  {
    input: '/handoff reject Increase timeout | TestReconnect still fails | see test output',
    approach: 'Increase timeout',
    evidence: 'TestReconnect still fails | see test output',
  },
  { input: '/handoff\treject timeout | still fails', approach: 'timeout', evidence: 'still fails' },
  { input: '/handoff reject\ttimeout | still fails', approach: 'timeout', evidence: 'still fails' },
  {
    input: '/handoff  reject timeout | pasted diagnostic output',
    approach: 'timeout',
    evidence: 'pasted diagnostic output',
  },
  {
    input: '/handoff reject pipe through grep \\| sort | still fails | see log',
    approach: 'pipe through grep | sort',
    evidence: 'still fails | see log',
  },
  { input: '/handoff reject use \\ escapes | still fails', approach: 'use \\ escapes', evidence: 'still fails' },
  {
    input: '/handoff reject a \\| b \\| c | evidence keeps \\| as written',
    approach: 'a | b | c',
    evidence: 'evidence keeps \\| as written',
  },
  {
    input: '/handoff reject\u00a0nbsp after the verb | is one separator',
    approach: 'nbsp after the verb',
    evidence: 'is one separator',
  },
  { input: '/handoff reject   padded   |   both sides   ', approach: 'padded', evidence: 'both sides' },
];

const other: Array<{ input: string; expected: HandoffCommand | null }> = [
  { input: '/handoff', expected: { kind: 'list' } },
  { input: '/handoff   ', expected: { kind: 'list' } },
  { input: '/handoff reject', expected: { kind: 'usage', message: HANDOFF_COMMAND_USAGE } },
  { input: '/handoff reject timeout', expected: { kind: 'usage', message: HANDOFF_COMMAND_USAGE } },
  { input: '/handoff reject only \\| escaped', expected: { kind: 'usage', message: HANDOFF_COMMAND_USAGE } },
  // A doubled backslash does not protect the pipe from being read as escaped: `\\|` is `\` + `\|`.
  { input: '/handoff reject two backslashes\\\\| e', expected: { kind: 'usage', message: HANDOFF_COMMAND_USAGE } },
  { input: '/handoff unexpected', expected: { kind: 'usage', message: HANDOFF_COMMAND_USAGE } },
  { input: '/handoff rejects timeout | failure', expected: { kind: 'usage', message: HANDOFF_COMMAND_USAGE } },
  { input: '/handoffs reject timeout | failure', expected: { kind: 'usage', message: HANDOFF_COMMAND_USAGE } },
  { input: '/handoff:reject timeout | failure', expected: { kind: 'usage', message: HANDOFF_COMMAND_USAGE } },
  { input: '/handoff forget', expected: { kind: 'usage', message: HANDOFF_FORGET_USAGE } },
  { input: '/handoff forget one', expected: { kind: 'usage', message: HANDOFF_FORGET_USAGE } },
  { input: '/handoff forget 1.0', expected: { kind: 'usage', message: HANDOFF_FORGET_USAGE } },
  { input: '/handoff forget 0x1', expected: { kind: 'usage', message: HANDOFF_FORGET_USAGE } },
  { input: '/handoff forget 99999999999999999999', expected: { kind: 'usage', message: HANDOFF_FORGET_USAGE } },
  { input: '/handoff forget 0', expected: { kind: 'forget', number: 0 } },
  { input: '/handoff forget 1', expected: { kind: 'forget', number: 1 } },
  { input: '/handoff forget\t 2 ', expected: { kind: 'forget', number: 2 } },
  { input: '/handoff forget +3', expected: { kind: 'forget', number: 3 } },
  { input: '/handoff forget -1', expected: { kind: 'forget', number: -1 } },
  { input: '/handoff forget 007', expected: { kind: 'forget', number: 7 } },
  { input: '/help', expected: null },
  { input: ' /handoff', expected: null },
];

const emptySides: Array<{ input: string }> = [
  { input: '/handoff reject | failure' },
  { input: '/handoff reject timeout |' },
  { input: '/handoff reject   |   ' },
  { input: '/handoff reject \u2003 | \u0085' },
];

describe('parseHandoffCommand', () => {
  test.each(recorded)('$input', ({ input, approach, evidence }) => {
    const command = parseHandoffCommand(input);
    expect(command?.kind).toBe('reject');
    if (command?.kind !== 'reject') return;
    const added = addRejection(null, command, identity);
    expect(added).toMatchObject({ ok: true, entry: { approach, evidence } });
  });

  test.each(other)('$input', ({ input, expected }) => {
    expect(parseHandoffCommand(input)).toEqual(expected);
  });

  test.each(emptySides)('an empty side is refused: $input', ({ input }) => {
    const command = parseHandoffCommand(input);
    expect(command?.kind).toBe('reject');
    if (command?.kind !== 'reject') return;
    expect(addRejection(null, command, identity)).toEqual({
      ok: false,
      code: 'empty-side',
      message: 'both an approach and evidence are required',
    });
  });
});

describe('splitRejectionNote', () => {
  test.each([
    { body: 'a|b', expected: { approach: 'a', evidence: 'b' } },
    { body: '|', expected: { approach: '', evidence: '' } },
    { body: 'a\\|b|c\\|d|e', expected: { approach: 'a|b', evidence: 'c\\|d|e' } },
    { body: '\\\\|x', expected: null },
    { body: '\\\\|x|y', expected: { approach: '\\|x', evidence: 'y' } },
    { body: 'no pipe at all', expected: null },
    { body: 'trailing escape \\', expected: null },
    { body: '', expected: null },
  ])('$body', ({ body, expected }) => {
    const note = splitRejectionNote(body);
    expect(note).toEqual(expected);
  });
});
