import { describe, expect, it } from 'vitest';
import { callShape } from '../../src/lib/audit/calls.js';
import { readTranscript, TranscriptError } from '../../src/lib/audit/index.js';
import { compareValues, showValue, valuesIn, withNameUnit } from '../../src/lib/audit/values.js';
import { parseConstraint, prefixRange, rangeWithin, showRange } from '../../src/lib/audit/versions.js';

const shape = (format: Parameters<typeof callShape>[0], name: string, input: unknown, raw: string | null = null) => {
  const s = callShape(format, name, input, { cwd: '/p', raw });
  return [s.kind, s.command ?? s.paths.join(',')];
};

describe('call shapes of every runtime’s tools', () => {
  it.each([
    ['claude-code', 'Bash', { command: 'ls' }, ['shell', 'ls']],
    ['claude-code', 'PowerShell', { command: 'dir' }, ['shell', 'dir']],
    ['claude-code', 'Edit', { file_path: '/p/a.ts', old_string: 'a', new_string: 'b' }, ['edit', 'a.ts']],
    ['claude-code', 'Edit', {}, ['edit', '']],
    [
      'claude-code',
      'MultiEdit',
      { file_path: '/p/a.ts', edits: [{ old_string: 'a', new_string: 'b' }] },
      ['edit', 'a.ts'],
    ],
    ['claude-code', 'MultiEdit', { edits: [] }, ['edit', '']],
    ['claude-code', 'Write', { file_path: '/elsewhere/a.ts', content: 'x' }, ['write', '/elsewhere/a.ts']],
    ['claude-code', 'Write', {}, ['write', '']],
    ['claude-code', 'NotebookEdit', { notebook_path: '/p/n.ipynb', new_source: 'x = 1' }, ['write', 'n.ipynb']],
    ['claude-code', 'NotebookEdit', {}, ['edit', '']],
    ['claude-code', 'Read', { file_path: '/p/a.ts' }, ['read', 'a.ts']],
    ['claude-code', 'NotebookRead', {}, ['read', '']],
    ['claude-code', 'Grep', { pattern: 'x' }, ['search', '']],
    ['claude-code', 'Glob', { pattern: '*' }, ['search', '']],
    ['claude-code', 'LS', {}, ['search', '']],
    ['claude-code', 'WebSearch', {}, ['search', '']],
    ['claude-code', 'WebFetch', {}, ['search', '']],
    ['claude-code', 'Task', {}, ['task', '']],
    ['claude-code', 'Agent', {}, ['task', '']],
    ['claude-code', 'mcp__github__create_issue', {}, ['other', '']],
    ['codex', 'exec_command', { cmd: 'ls' }, ['shell', 'ls']],
    ['codex', 'exec_command', { command: 'pwd' }, ['shell', 'pwd']],
    ['codex', 'shell', { command: ['bash', '-lc', 'npm test'] }, ['shell', 'npm test']],
    ['codex', 'shell', { command: ['git', 'commit', '-m', 'a message'] }, ['shell', "git commit -m 'a message'"]],
    ['codex', 'shell', { command: 'ls' }, ['shell', 'ls']],
    ['codex', 'container.exec', { command: ['ls'] }, ['shell', 'ls']],
    ['codex', 'local_shell', { command: 'ls' }, ['shell', 'ls']],
    ['codex', 'shell_command', { command: 'ls -la' }, ['shell', 'ls -la']],
    [
      'codex',
      'apply_patch',
      { input: '*** Begin Patch\n*** Update File: a.ts\n@@\n-a\n+b\n*** End Patch' },
      ['patch', 'a.ts'],
    ],
    ['codex', 'view_image', {}, ['read', '']],
    ['codex', 'web_search', {}, ['search', '']],
    ['codex', 'update_plan', {}, ['other', '']],
    ['gemini', 'run_shell_command', { command: 'ls' }, ['shell', 'ls']],
    ['gemini', 'replace', { file_path: 'a.py', old_string: 'a', new_string: 'b' }, ['edit', 'a.py']],
    ['gemini', 'edit', {}, ['edit', '']],
    ['gemini', 'write_file', { file_path: 'a.py', content: 'x' }, ['write', 'a.py']],
    ['gemini', 'write_file', {}, ['write', '']],
    ['gemini', 'read_file', { absolute_path: '/p/a.py' }, ['read', 'a.py']],
    ['gemini', 'read_many_files', {}, ['read', '']],
    ['gemini', 'list_directory', {}, ['search', '']],
    ['gemini', 'glob', {}, ['search', '']],
    ['gemini', 'search_file_content', {}, ['search', '']],
    ['gemini', 'grep_search', {}, ['search', '']],
    ['gemini', 'grep', {}, ['search', '']],
    ['gemini', 'web_fetch', {}, ['search', '']],
    ['gemini', 'google_web_search', {}, ['search', '']],
    ['gemini', 'write_todos', {}, ['other', '']],
    ['opencode', 'bash', { command: 'ls' }, ['shell', 'ls']],
    ['opencode', 'edit', { filePath: '/p/a.ts', oldString: 'a', newString: 'b' }, ['edit', 'a.ts']],
    ['opencode', 'edit', {}, ['edit', '']],
    ['opencode', 'multiedit', { filePath: '/p/a.ts', edits: [{ oldString: 'a', newString: 'b' }] }, ['edit', 'a.ts']],
    ['opencode', 'multiedit', {}, ['edit', '']],
    ['opencode', 'write', { filePath: '/p/a.ts', content: 'x' }, ['write', 'a.ts']],
    ['opencode', 'write', {}, ['write', '']],
    ['opencode', 'patch', { patchText: '--- a/x.ts\n+++ b/x.ts\n@@ -1 +1 @@\n-a\n+b' }, ['patch', 'x.ts']],
    ['opencode', 'read', { filePath: '/p/a.ts' }, ['read', 'a.ts']],
    ['opencode', 'grep', {}, ['search', '']],
    ['opencode', 'glob', {}, ['search', '']],
    ['opencode', 'list', {}, ['search', '']],
    ['opencode', 'webfetch', {}, ['search', '']],
    ['opencode', 'websearch', {}, ['search', '']],
    ['opencode', 'task', {}, ['task', '']],
    ['opencode', 'todowrite', {}, ['other', '']],
  ] as const)('%s %s', (format, name, input, expected) => expect(shape(format, name, input)).toEqual(expected));

  it('reads the file changes a shell command makes', () => {
    const changes = (command: string) => callShape('claude-code', 'Bash', { command }, { cwd: '/p' }).changes;
    expect(changes("cat > /p/.env <<'EOF'\nDB_POOL_SIZE=120\nEOF")).toEqual([
      { path: '.env', removed: [], added: ['DB_POOL_SIZE=120'], whole: true, before: null },
    ]);
    expect(changes('echo "X=60" >> .env')).toEqual([
      { path: '.env', removed: [], added: ['X=60'], whole: false, before: null },
    ]);
    expect(changes("sed -i -e 's/TIMEOUT = 5/TIMEOUT = 60/g' a.py b.py")).toEqual([
      { path: 'a.py', removed: ['TIMEOUT = 5'], added: ['TIMEOUT = 60'], whole: false, before: null },
      { path: 'b.py', removed: ['TIMEOUT = 5'], added: ['TIMEOUT = 60'], whole: false, before: null },
    ]);
    expect(changes("git apply <<'EOF'\n--- a/x.go\n+++ b/x.go\n@@ -1 +1 @@\n-a := 1\n+a := 2\nEOF")).toMatchObject([
      { path: 'x.go', removed: ['a := 1'], added: ['a := 2'] },
    ]);
    expect(changes("apply_patch '*** Begin Patch\n*** Delete File: old.ts\n*** End Patch'")).toMatchObject([
      { path: 'old.ts', deleted: true },
    ]);
    expect(changes('ls > /dev/null')).toEqual([]);
  });
});

describe('values and versions', () => {
  it.each([
    ['5 * time.Second', [5, 5]],
    ['time.Duration(5) * time.Second', [5, 5]],
    ['time.Minute * 2', [2, 120]],
    ['Duration::from_millis(250)', [250, 0.25]],
    ['Duration.ofMinutes(3)', [3, 180]],
    ['timedelta(minutes=2)', [2, 120]],
    ['10m0s', [10, 600]],
    ['1h30m', [1, 5400]],
    ['15 minutes', [15, 900]],
    ['30_000', [30000, null]],
    ['v2 utf8 0x1f 1.2.3', []],
  ] as const)('%s', (text, expected) => {
    const values = valuesIn(text);
    expect(values.length > 0 ? [values[0]!.raw, values[0]!.seconds] : []).toEqual(expected);
  });
  it('units from names, comparisons and display', () => {
    expect(withNameUnit({ raw: 500, seconds: null }, 'RETRY_DELAY_MS')).toEqual({ raw: 500, seconds: 0.5 });
    expect(withNameUnit({ raw: 3, seconds: null }, 'waitSeconds')).toEqual({ raw: 3, seconds: 3 });
    expect(withNameUnit({ raw: 3, seconds: null }, 'count')).toEqual({ raw: 3, seconds: null });
    expect(withNameUnit({ raw: 3, seconds: null }, null)).toEqual({ raw: 3, seconds: null });
    expect(compareValues({ raw: 2, seconds: 120 }, { raw: 60, seconds: 60 })).toBeGreaterThan(0);
    expect(compareValues({ raw: 2, seconds: null }, { raw: 60, seconds: 60 })).toBeLessThan(0);
    expect([3600, 120, 30, 0.25, 0].map((seconds) => showValue({ raw: 0, seconds }))).toEqual([
      '1h',
      '2m',
      '30s',
      '250ms',
      '0s',
    ]);
    expect(showValue({ raw: 80, seconds: null })).toBe('80');
  });
  it.each([
    ['^7.1.4', '>= 7.1.4 < 8'],
    ['^0.2.3', '>= 0.2.3 < 0.3'],
    ['~1.2.3', '>= 1.2.3 < 1.3'],
    ['~=1.4', '>= 1.4 < 2'],
    ['~> 7.0.1', '>= 7.0.1 < 7.1'],
    ['>=1.24,<2', '>= 1.24 < 2'],
    ['>=1 <2', '1.x'],
    ['>1.0', '> 1.0'],
    ['<=2', '<= 2'],
    ['==2.31.*', '2.31.x'],
    ['7.x', '7.x'],
    ['=1.0.100', '1.0.100'],
    ['v1.2.3', '1.2.3'],
  ])('%s is %s', (constraint, shown) => expect(showRange(parseConstraint(constraint)!)).toBe(shown));
  it('what is no constraint, and what lies inside what', () => {
    for (const none of ['latest', '*', '', 'github:x/y', '!=1.0']) expect(parseConstraint(none)).toBeNull();
    expect(showRange(parseConstraint('1.0', { bareIsCaret: true })!)).toBe('1.x');
    const seven = prefixRange('7')!;
    expect(rangeWithin(parseConstraint('7.1.0')!, seven)).toBe(true);
    expect(rangeWithin(parseConstraint('>=7')!, seven)).toBe(false);
    expect(rangeWithin(parseConstraint('<2.32')!, parseConstraint('<2.32')!)).toBe(true);
    expect(rangeWithin(parseConstraint('<=2.32')!, parseConstraint('<2.32')!)).toBe(false);
    expect(rangeWithin(parseConstraint('>2')!, parseConstraint('>=2')!)).toBe(true);
    expect(rangeWithin(parseConstraint('>=2')!, parseConstraint('>2')!)).toBe(false);
    expect(prefixRange('x')).toBeNull();
  });
});

describe('readTranscript on text in memory', () => {
  it('reads documents, takes a format override, refuses what no format speaks', () => {
    const gemini = JSON.stringify(
      {
        sessionId: 's',
        projectHash: 'h',
        messages: [
          {
            id: 'm',
            type: 'gemini',
            toolCalls: [
              {
                id: 'c',
                name: 'run_shell_command',
                args: { command: 'ls' },
                status: 'error',
                result: [{ functionResponse: { response: { error: 'boom' } } }],
              },
            ],
          },
        ],
      },
      null,
      2,
    );
    expect(readTranscript(gemini).events.map((e) => e.type)).toEqual(['call', 'result']);
    const exported = JSON.stringify({
      info: { id: 's' },
      messages: [{ info: { role: 'user' }, parts: [{ type: 'text', text: 'hi' }] }],
    });
    expect(readTranscript(exported, { format: 'opencode' }).events).toMatchObject([
      { type: 'text', text: { role: 'user', text: 'hi' } },
    ]);
    expect(() => readTranscript('plain words')).toThrow(TranscriptError);
    expect(() => readTranscript('{"a":1}', { format: 'opencode' })).toThrow('holds no records');
    expect(() => readTranscript('[1]\n[2]', { format: 'codex' })).toThrow('mostly unparseable');
  });

  it('Codex: persisted end events, local shell calls, denials, legacy state lines', () => {
    const lines = [
      { timestamp: 't', type: 'session_meta', payload: { id: 's', cwd: '/p' } },
      {
        timestamp: 't',
        type: 'response_item',
        payload: {
          type: 'local_shell_call',
          call_id: 'l1',
          status: 'completed',
          action: { type: 'exec', command: ['bash', '-lc', 'npm test'] },
        },
      },
      {
        timestamp: 't',
        type: 'event_msg',
        payload: { type: 'exec_command_end', call_id: 'l1', exit_code: 1, aggregated_output: 'FAIL' },
      },
      {
        timestamp: 't',
        type: 'response_item',
        payload: {
          type: 'custom_tool_call',
          call_id: 'p1',
          name: 'apply_patch',
          input: '*** Begin Patch\n*** Update File: /p/a.ts\n@@\n-a\n+b\n*** End Patch',
        },
      },
      {
        timestamp: 't',
        type: 'event_msg',
        payload: { type: 'patch_apply_end', call_id: 'p1', success: true, stdout: 'ok' },
      },
      {
        timestamp: 't',
        type: 'response_item',
        payload: { type: 'function_call', name: 'exec_command', arguments: '{"cmd":"rm -rf /"}', call_id: 'x1' },
      },
      {
        timestamp: 't',
        type: 'response_item',
        payload: { type: 'function_call_output', call_id: 'x1', output: 'exec command rejected by user' },
      },
      { timestamp: 't', type: 'response_item', payload: { type: 'reasoning', summary: [] } },
      {
        timestamp: 't',
        type: 'response_item',
        payload: {
          type: 'message',
          role: 'user',
          content: [{ type: 'input_text', text: '<environment_context>cwd</environment_context>' }],
        },
      },
      { timestamp: 't', type: 'compacted', payload: { message: '' } },
    ];
    const t = readTranscript(lines.map((l) => JSON.stringify(l)).join('\n'));
    expect(
      t.events.map((e) =>
        e.type === 'call'
          ? `call ${e.call.kind} ${e.call.command ?? e.call.paths.join()}`
          : e.type === 'result'
            ? `result ${e.id} ${e.result.status}`
            : 'text',
      ),
    ).toEqual([
      'call shell npm test',
      'result l1 error',
      'call patch a.ts',
      'result p1 ok',
      'call shell rm -rf /',
      'result x1 denied',
    ]);
    expect(t.skippedLines).toBe(0);
    const legacy = readTranscript(
      [
        '{"id":"s","timestamp":"t"}',
        '{"record_type":"state"}',
        '{"type":"function_call","name":"shell","arguments":"{\\"command\\":[\\"ls\\"]}","call_id":"c"}',
        '{"type":"something_new"}',
      ].join('\n'),
    );
    expect([legacy.events.length, legacy.skippedLines]).toEqual([1, 1]);
  });
});
