import { describe, expect, it } from 'vitest';
import { readTranscript } from '../../src/lib/audit/index.js';

const line = (type: string, message: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ type, message, uuid: 'u', sessionId: 's', ...extra });

/** Calls as [id, tool, kind], results as [id, status, file content], texts as [role, text]; skipped lines. */
function read(lines: string[]) {
  const transcript = readTranscript(lines.join('\n'), { format: 'claude-code' });
  const events: unknown[] = [];
  for (const e of transcript.events) {
    if (e.type === 'call') events.push(['call', e.call.id, e.call.tool, e.call.kind]);
    else if (e.type === 'result') events.push(['result', e.id, e.result.status, e.fileContent?.content ?? null]);
    else if (e.type === 'text') events.push(['text', e.text.role, e.text.text]);
  }
  return { events, skipped: transcript.skippedLines };
}

const READ = (id: string) => ({ type: 'tool_use', id, name: 'Read', input: { file_path: '/p/a.txt' } });
const RESULT = (id: string, content: string) => ({ type: 'tool_result', tool_use_id: id, content });

describe('the Claude Code reader in its less common shapes', () => {
  it.each([
    [
      'an assistant message as a plain string',
      [line('assistant', { content: 'Hello.' })],
      [['text', 'assistant', 'Hello.']],
      0,
    ],
    [
      'an empty assistant string, and content that is neither',
      [line('assistant', { content: '' }), line('assistant', { content: 5 })],
      [],
      0,
    ],
    [
      'a block that is no object, and a tool use without name or id',
      [line('assistant', { content: [null, { type: 'tool_use', input: {} }] })],
      [['call', 'line-1-2', 'unknown', 'other']],
      0,
    ],
    ['a user line without a message object', [line('user', 'hi')], [], 1],
    ['a user message that is neither text nor a list', [line('user', { content: 7 })], [], 1],
    [
      'a read whose result is in the tool use result',
      [
        line('assistant', { content: [READ('r1')] }, { cwd: '/p' }),
        line(
          'user',
          { content: [RESULT('r1', '     1\tignored')] },
          { toolUseResult: { file: { content: 'whole file\n' } } },
        ),
      ],
      [
        ['call', 'r1', 'Read', 'read'],
        ['result', 'r1', 'ok', 'whole file\n'],
      ],
      0,
    ],
    [
      'a read of part of a file keeps no content',
      [
        line('assistant', { content: [READ('r2')] }, { cwd: '/p' }),
        line(
          'user',
          { content: [RESULT('r2', '    10\tline ten')] },
          { toolUseResult: { file: { content: 'line ten', startLine: 10 } } },
        ),
      ],
      [
        ['call', 'r2', 'Read', 'read'],
        ['result', 'r2', 'ok', null],
      ],
      0,
    ],
    [
      'a result whose text is in its text field; a block that is no object',
      [
        line('assistant', { content: [READ('r3')] }),
        line('user', { content: [null, { type: 'tool_result', tool_use_id: 'r3', text: 'plain' }] }),
      ],
      [
        ['call', 'r3', 'Read', 'read'],
        ['result', 'r3', 'ok', 'plain'],
      ],
      0,
    ],
  ])('%s', (_name, lines, events, skipped) => {
    expect(read(lines)).toEqual({ events, skipped });
  });
});
