import { describe, expect, it } from 'vitest';
import { PacketError } from '@handoff/core/packet';
import { fileSystemErrorMessage } from '@handoff/core/store';
import { parseLabelledText, parsePacketInput } from '../../src/lib/packet/text-form.js';

describe('parsePacketInput and parseLabelledText', () => {
  it.each([
    ['text before any label', '[1]', 'line 1: expected a field label such as `GOAL_ID:` before any text', undefined],
    ['a label used twice', '\nGOAL_ID: a\nGOAL_ID: b', 'line 3: field GOAL_ID appears twice', 'GOAL_ID'],
    ['JSON that does not parse', '  {"GOAL_ID": ', 'input is not valid JSON', undefined],
    ['one field under two keys', '{"GOAL_ID": "a", "goal_id": "b"}', 'field GOAL_ID given twice', 'GOAL_ID'],
  ])('%s is refused', (_name, input, message, field) => {
    let error: unknown;
    try {
      parsePacketInput(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PacketError);
    expect([(error as PacketError).message, (error as PacketError).field]).toEqual([message, field]);
  });

  it('blank lines before the first label, an empty label, continuation lines', () => {
    expect([...parseLabelledText('\n\nGOAL_ID:\nPROGRESS: one\n  two\nthree\n')]).toEqual([
      ['GOAL_ID', ''],
      ['PROGRESS', 'one\ntwo\nthree'],
    ]);
  });
});

describe('fileSystemErrorMessage', () => {
  const error = (fields: Record<string, unknown>) => Object.assign(new Error('x'), fields);
  it.each([
    ['no error', 'ENOENT', null],
    ['no code', error({ path: '/p' }), null],
    ['a code it does not know', error({ code: 'EWHAT', path: '/p' }), null],
    [
      'a store write, unchanged',
      error({ code: 'ENOSPC', path: '/p/RESUME.md', syscall: 'write', unchanged: true }),
      'handoff: cannot write /p/RESUME.md: no space left on the device (ENOSPC from write); nothing was changed',
    ],
    [
      'a store write failing its read-back check after the rename',
      error({ code: 'EIO', path: '/p/RESUME.md', syscall: 'verify', unchanged: false }),
      'handoff: cannot write /p/RESUME.md: an input/output error (the device failed, ' +
        'or it read back other bytes than were written) (EIO from the read-back check); ' +
        'the write may be incomplete',
    ],
    [
      'a store write without a call',
      error({ code: 'EROFS', path: '/p/x', unchanged: true }),
      'handoff: cannot write /p/x: the file system is read-only (EROFS from a system call); nothing was changed',
    ],
    [
      'a file where a folder goes',
      error({ code: 'EEXIST', path: '/p/d', syscall: 'mkdir' }),
      'handoff: cannot create folder /p/d: a file is in the way',
    ],
    [
      'a call it has no verb for',
      error({ code: 'EACCES', path: '/p/x', syscall: 'chmod' }),
      'handoff: cannot use /p/x: permission denied',
    ],
    ['no call', error({ code: 'ELOOP', path: '/p/x' }), 'handoff: cannot use /p/x: too many symbolic links'],
  ])('%s', (_name, value, expected) => {
    expect(fileSystemErrorMessage(value)).toBe(expected);
  });

  it('opens with the prefix given', () => {
    expect(
      fileSystemErrorMessage(
        Object.assign(new Error('x'), { code: 'EISDIR', path: '/d', syscall: 'open' }),
        'handoff-mcp',
      ),
    ).toBe('handoff-mcp: cannot open /d: it is a folder');
  });
});
