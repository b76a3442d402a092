import { describe, expect, it } from 'vitest';
import { callShape } from '../../src/lib/audit/calls.js';

type Format = Parameters<typeof callShape>[0];
/** kind, command, paths, and each change as [path, removed lines, added lines, whole]. */
const shape = (format: Format, name: string, input: unknown, raw: string | null = null, cwd: string | null = '/p') => {
  const s = callShape(format, name, input, { cwd, raw });
  return [s.kind, s.command, s.paths, s.changes.map((c) => [c.path, c.removed, c.added, c.whole])];
};

const PATCH = '*** Begin Patch\n*** Update File: /p/a.ts\n@@\n-old\n+new\n*** End Patch';

describe('call shapes whose input lacks a field: the field reads as empty', () => {
  it.each([
    // A non-object input is read as an empty one.
    ['claude-code', 'Bash', 'ls', null, ['shell', '', [], []]],
    ['claude-code', 'Bash', null, null, ['shell', '', [], []]],
    ['claude-code', 'Bash', [1], null, ['shell', '', [], []]],
    ['claude-code', 'Edit', { file_path: '/p/a.ts' }, null, ['edit', null, ['a.ts'], [['a.ts', [], [], false]]]],
    ['claude-code', 'MultiEdit', { file_path: '/p/a.ts', edits: 'not a list' }, null, ['edit', null, ['a.ts'], []]],
    ['claude-code', 'Write', { file_path: '/p/a.ts' }, null, ['write', null, ['a.ts'], [['a.ts', [], [], true]]]],
    [
      'claude-code',
      'NotebookEdit',
      { notebook_path: '/p/n.ipynb' },
      null,
      ['write', null, ['n.ipynb'], [['n.ipynb', [], [], true]]],
    ],
    ['codex', 'exec_command', {}, null, ['shell', '', [], []]],
    ['codex', 'exec_command', { command: 'pwd' }, null, ['shell', 'pwd', [], []]],
    ['codex', 'shell', {}, null, ['shell', '', [], []]],
    ['codex', 'shell', { command: 'git status' }, null, ['shell', 'git status', [], []]],
    ['codex', 'shell_command', {}, null, ['shell', '', [], []]],
    ['codex', 'apply_patch', {}, null, ['patch', null, [], []]],
    ['codex', 'apply_patch', { input: PATCH }, null, ['patch', null, ['a.ts'], [['a.ts', ['old'], ['new'], false]]]],
    ['codex', 'apply_patch', { patch: PATCH }, null, ['patch', null, ['a.ts'], [['a.ts', ['old'], ['new'], false]]]],
    ['codex', 'apply_patch', {}, 'no patch here', ['patch', null, [], []]],
    ['gemini', 'run_shell_command', {}, null, ['shell', '', [], []]],
    ['gemini', 'replace', { file_path: '/p/a.ts' }, null, ['edit', null, ['a.ts'], [['a.ts', [], [], false]]]],
    ['gemini', 'write_file', { path: '/p/a.ts' }, null, ['write', null, ['a.ts'], [['a.ts', [], [], true]]]],
    ['opencode', 'bash', {}, null, ['shell', '', [], []]],
    ['opencode', 'write', { filePath: '/p/a.ts' }, null, ['write', null, ['a.ts'], [['a.ts', [], [], true]]]],
    ['opencode', 'patch', {}, null, ['patch', null, [], []]],
    ['opencode', 'patch', { patchText: 'not a patch' }, null, ['patch', null, [], []]],
    ['opencode', 'read', {}, null, ['read', null, [], []]],
    ['opencode', 'read', { path: '/p/r.md' }, null, ['read', null, ['r.md'], []]],
  ] as const)('%s %s %j (raw %j)', (format, name, input, raw, expected) => {
    expect(shape(format, name, input, raw)).toEqual(expected);
  });
});

describe('file changes read from a shell command', () => {
  it.each([
    ['apply_patch with the patch as its argument', `apply_patch '${PATCH}'`, [['a.ts', ['old'], ['new'], false]]],
    ['apply_patch with no argument', 'apply_patch', []],
    ['git apply without a here-document', 'git apply fix.diff', []],
    ['patch without a here-document', 'patch -p1', []],
    ['echo into a file', 'echo -n hello world > /p/out.txt', [['out.txt', [], ['hello world'], true]]],
    ['printf appended to a file', 'printf done >> log.txt', [['log.txt', [], ['done'], false]]],
    ['cat into a file without a here-document', 'cat a.txt > b.txt', []],
    ['sed -i on a named file', "sed -i 's/a/b/' /p/x.txt", [['x.txt', ['a'], ['b'], false]]],
    ['sed -i without a file', "sed -i 's/a/b/'", [['', ['a'], ['b'], false]]],
  ])('%s', (_name, command, expected) => {
    expect(shape('claude-code', 'Bash', { command })[3]).toEqual(expected);
  });

  it('paths stay as written when there is no session folder', () => {
    expect(shape('gemini', 'write_file', { file_path: './a.ts', content: 'x' }, null, null)).toEqual([
      'write',
      null,
      ['a.ts'],
      [['a.ts', [], ['x'], true]],
    ]);
  });
});
