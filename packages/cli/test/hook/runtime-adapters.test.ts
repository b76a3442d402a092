import { describe, expect, it } from 'vitest';
import { addContext, block, notify, SILENT, type HookAnswer } from '../../src/lib/hook/answer.js';
import type { HookEvent } from '../../src/lib/hook/payload.js';
import { ADAPTERS, type RuntimeName } from '../../src/lib/hook/runtimes/index.js';
import { resultText } from '../../src/lib/hook/runtimes/shared.js';

const SCOPE = { cwd: '/p', mcpServer: 'handoff' };
const call = (runtime: RuntimeName, name: string, input: Record<string, unknown>) =>
  ADAPTERS[runtime].tool(name, input, SCOPE);

describe('each runtime’s tool call, in the one shape the decision core reads', () => {
  it.each([
    ['claude', 'Bash', { command: 'npm test' }, { kind: 'shell', command: 'npm test', edits: [], reads: [] }],
    [
      'claude',
      'Write',
      { file_path: 'a.md', content: 'x' },
      { kind: 'change', edits: [{ path: '/p/a.md', text: 'x' }] },
    ],
    [
      'claude',
      'Edit',
      { file_path: '/q/a.ts', new_string: 'y' },
      { kind: 'change', edits: [{ path: '/q/a.ts', text: 'y' }] },
    ],
    [
      'claude',
      'MultiEdit',
      { file_path: 'a.ts', edits: [{ new_string: 'y' }, { new_string: 'z' }, 'junk'] },
      { kind: 'change', edits: [{ path: '/p/a.ts', text: 'y\nz\n' }] },
    ],
    [
      'claude',
      'NotebookEdit',
      { notebook_path: 'n.ipynb', new_source: 's' },
      { edits: [{ path: '/p/n.ipynb', text: 's' }] },
    ],
    ['claude', 'Read', { file_path: '.handoff/RESUME.md' }, { kind: 'read', reads: ['/p/.handoff/RESUME.md'] }],
    ['claude', 'Write', { content: 'no path' }, { kind: 'change', edits: [] }],
    ['claude', 'mcp__handoff__resume_read', {}, { kind: 'read' }],
    ['claude', 'mcp__github__create_issue', {}, { kind: 'change' }],
    ['codex', 'Bash', { command: 'npm test' }, { kind: 'shell', command: 'npm test' }],
    ['codex', 'exec_command', { cmd: 'ls' }, { kind: 'shell', command: 'ls' }],
    ['codex', 'shell', { command: ['bash', '-lc', 'ls'] }, { kind: 'shell', command: 'bash -lc ls' }],
    [
      'codex',
      'apply_patch',
      { command: '*** Begin Patch\n*** Add File: a.md\n+x\n*** End Patch' },
      { kind: 'change', edits: [{ path: '/p/a.md', text: 'x' }] },
    ],
    [
      'codex',
      'apply_patch',
      { input: '*** Begin Patch\n*** Delete File: a.md\n*** End Patch' },
      { kind: 'change', edits: [{ path: '/p/a.md', text: '' }] },
    ],
    ['codex', 'mcp__handoff__resume_status', {}, { kind: 'read' }],
    ['gemini', 'run_shell_command', { command: 'npm test' }, { kind: 'shell', command: 'npm test' }],
    [
      'gemini',
      'write_file',
      { file_path: '/p/a.md', content: 'x' },
      { kind: 'change', edits: [{ path: '/p/a.md', text: 'x' }] },
    ],
    [
      'gemini',
      'replace',
      { file_path: 'a.ts', new_string: 'y' },
      { kind: 'change', edits: [{ path: '/p/a.ts', text: 'y' }] },
    ],
    ['gemini', 'read_file', { absolute_path: '/p/a.md' }, { kind: 'read', reads: ['/p/a.md'] }],
    ['gemini', 'read_file', {}, { kind: 'read', reads: [] }],
    ['gemini', 'list_directory', { path: '.' }, { kind: 'read' }],
    ['gemini', 'save_memory', { fact: 'x' }, { kind: 'change' }],
    ['gemini', 'mcp__handoff__resume_ack', {}, { kind: 'read' }],
    ['opencode', 'bash', { command: 'npm test' }, { kind: 'shell', command: 'npm test' }],
    [
      'opencode',
      'write',
      { filePath: 'a.md', content: 'x' },
      { kind: 'change', edits: [{ path: '/p/a.md', text: 'x' }] },
    ],
    [
      'opencode',
      'edit',
      { filePath: 'a.ts', newString: 'y' },
      { kind: 'change', edits: [{ path: '/p/a.ts', text: 'y' }] },
    ],
    [
      'opencode',
      'multiedit',
      { filePath: 'a.ts', edits: [{ newString: 'y' }, { newString: 'z' }] },
      { kind: 'change', edits: [{ path: '/p/a.ts', text: 'y\nz' }] },
    ],
    [
      'opencode',
      'patch',
      { patchText: '*** Begin Patch\n*** Update File: a.ts\n@@\n-x\n+y\n*** End Patch' },
      { kind: 'change', edits: [{ path: '/p/a.ts', text: 'y' }] },
    ],
    ['opencode', 'read', { filePath: 'a.md' }, { kind: 'read', reads: ['/p/a.md'] }],
    ['opencode', 'read', { filePath: '' }, { kind: 'read', reads: [] }],
    ['opencode', 'glob', { pattern: '*.md' }, { kind: 'read' }],
    ['opencode', 'handoff_resume_read', {}, { kind: 'read' }],
    ['opencode', 'github_create_issue', {}, { kind: 'change' }],
    ['opencode', 'unknown_tool', {}, { kind: 'change' }],
  ] as const)('%s %s %j', (runtime, name, input, expected) => {
    expect(call(runtime, name, input as Record<string, unknown>)).toMatchObject({ name, ...expected });
  });
});

const ANSWERS: Array<[string, HookAnswer]> = [
  ['silent', SILENT],
  ['block', block('handoff: no')],
  ['notice', notify('handoff: left to do')],
  ['context', addContext('SessionStart', 'the gate', 'for the user')],
];

describe('each runtime’s answer', () => {
  it.each([
    ['claude', 'session-start'],
    ['codex', 'pre-tool-use'],
    ['gemini', 'session-start'],
    ['gemini', 'post-tool-use'],
    ['gemini', 'pre-tool-use'],
    ['opencode', 'session-start'],
  ] as const)('%s, %s', (runtime, event: HookEvent) => {
    const rendered = Object.fromEntries(
      ANSWERS.map(([name, answer]) => [name, ADAPTERS[runtime].render(event, answer)]),
    );
    expect(rendered.silent).toEqual({ exitCode: 0, stdout: '', stderr: '' });
    expect(rendered.block).toEqual({ exitCode: 2, stdout: '', stderr: 'handoff: no\n' });
    expect(rendered.notice).toEqual({ exitCode: 0, stdout: '{"systemMessage":"handoff: left to do"}\n', stderr: '' });
    const context = rendered.context!;
    const expected =
      runtime === 'opencode'
        ? { context: 'the gate', notice: 'for the user' }
        : runtime === 'gemini' && event === 'pre-tool-use'
          ? null
          : {
              hookSpecificOutput: {
                hookEventName: runtime === 'gemini' && event === 'post-tool-use' ? 'AfterTool' : 'SessionStart',
                additionalContext: 'the gate',
              },
              systemMessage: 'for the user',
            };
    expect(context.exitCode).toBe(0);
    expect(context.stdout === '' ? null : JSON.parse(context.stdout)).toEqual(expected);
  });
});

describe('resultText: a tool result as text', () => {
  it.each([
    ['text', 'text'],
    [[{ type: 'text', text: 'a' }, 'b', { type: 'image' }, null], 'a\nb\n{"type":"image"}\n'],
    [{ output: 'x' }, '{"output":"x"}'],
    [undefined, ''],
    [null, ''],
  ])('%j → %j', (content, expected) => expect(resultText(content)).toBe(expected));
});
