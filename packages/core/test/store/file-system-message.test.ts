import { describe, expect, it } from 'vitest';
import { fileSystemErrorMessage } from '../../src/lib/store/file-system-message.js';

function systemError(code: string, syscall: string, path?: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${syscall}`), { code, syscall, ...(path === undefined ? {} : { path }) });
}

describe('fileSystemErrorMessage', () => {
  it("opens with the prefix it is given (the MCP server passes the tool's verb)", () => {
    expect(fileSystemErrorMessage(systemError('EACCES', 'open', '/r/plan.md'), 'handoff lint')).toBe(
      'handoff lint: cannot open /r/plan.md: permission denied',
    );
  });

  it.each([
    [
      systemError('EACCES', 'open', '/r/.handoff/RESUME.md'),
      'handoff: cannot open /r/.handoff/RESUME.md: permission denied',
    ],
    [systemError('ENOSPC', 'write', '/r/x.tmp'), 'handoff: cannot write /r/x.tmp: no space left on the device'],
    [
      systemError('EROFS', 'rename', '/r/state.json'),
      'handoff: cannot replace /r/state.json: the file system is read-only',
    ],
    [systemError('EEXIST', 'mkdir', '/r/state'), 'handoff: cannot create folder /r/state: a file is in the way'],
    [systemError('EEXIST', 'link', '/r/archive.json'), 'handoff: cannot create /r/archive.json: it already exists'],
    [
      systemError('EISDIR', 'read', '/r/state/rejections.json'),
      'handoff: cannot read /r/state/rejections.json: it is a folder',
    ],
    [
      systemError('ENOTDIR', 'mkdir', '/r/file/sub'),
      'handoff: cannot create folder /r/file/sub: a part of the path is a file, not a folder',
    ],
    [systemError('EACCES', 'futimes', '/r/lock'), 'handoff: cannot use /r/lock: permission denied'],
  ])('%s', (error, line) => {
    expect(fileSystemErrorMessage(error)).toBe(line);
  });

  it.each([
    ['an error without a path', systemError('EISDIR', 'read')],
    ['an unknown code', systemError('ECONNRESET', 'read', '/r/x')],
    ['a plain error', new Error('boom')],
    ['not an error', 'EACCES'],
  ])('is null for %s (an internal error stays one)', (_, error) => {
    expect(fileSystemErrorMessage(error)).toBeNull();
  });
});
