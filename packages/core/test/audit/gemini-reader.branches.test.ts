import { describe, expect, it } from 'vitest';
import { readTranscript } from '../../src/lib/audit/index.js';

const META = { sessionId: 's', projectHash: 'h', startTime: 't', kind: 'main' };
const gemini = (toolCalls: unknown[], extra: Record<string, unknown> = {}) => ({
  id: 'g',
  timestamp: 't',
  type: 'gemini',
  content: '',
  toolCalls,
  ...extra,
});
const LS = { id: 'c1', name: 'run_shell_command', args: { command: 'ls' } };
const response = (value: unknown) => [{ functionResponse: { response: value } }];

/**
 * Calls as [id, tool, kind], results as [id, status, exit code, text], texts as [role, text];
 * and the skipped lines.
 */
function summary(transcript: ReturnType<typeof readTranscript>) {
  const out: unknown[] = [];
  for (const e of transcript.events) {
    if (e.type === 'call') out.push(['call', e.call.id, e.call.tool, e.call.kind]);
    else if (e.type === 'result') out.push(['result', e.id, e.result.status, e.result.exitCode, e.result.text]);
    else if (e.type === 'text') out.push(['text', e.text.role, e.text.text]);
  }
  return { events: out, skipped: transcript.skippedLines };
}
const lines = (records: unknown[]) =>
  summary(readTranscript([META, ...records].map((r) => JSON.stringify(r)).join('\n'), { format: 'gemini' }));

describe('the Gemini reader (JSON Lines): tool calls and their results', () => {
  it.each([
    [
      'the output of an error response',
      [gemini([{ ...LS, status: 'error', result: response({ error: 'denied: no such file' }) }])],
      [
        ['call', 'c1', 'run_shell_command', 'shell'],
        ['result', 'c1', 'error', null, 'denied: no such file'],
      ],
      0,
    ],
    [
      'the output as content parts',
      [gemini([{ ...LS, status: 'success', result: response({ content: [{ text: 'a.txt' }] }) }])],
      [
        ['call', 'c1', 'run_shell_command', 'shell'],
        ['result', 'c1', 'ok', 0, 'a.txt'],
      ],
      0,
    ],
    [
      'a response that is no object, and the display text in its place',
      [gemini([{ ...LS, status: 'success', result: [{ functionResponse: 'x' }], resultDisplay: 'shown' }])],
      [
        ['call', 'c1', 'run_shell_command', 'shell'],
        ['result', 'c1', 'ok', 0, 'shown'],
      ],
      0,
    ],
    [
      'a cancelled call is denied; a call still running has no result',
      [
        gemini([
          { ...LS, status: 'cancelled' },
          { id: 'c2', name: 'read_file', args: {}, status: 'executing' },
        ]),
      ],
      [
        ['call', 'c1', 'run_shell_command', 'shell'],
        ['result', 'c1', 'denied', null, ''],
        ['call', 'c2', 'read_file', 'read'],
      ],
      0,
    ],
    [
      'a call that is no object is passed over; one without name or id is numbered by its line',
      [gemini([null, { args: {}, status: 'success' }])],
      [
        ['call', 'line-2-2', 'unknown', 'other'],
        ['result', 'line-2-2', 'ok', 0, ''],
      ],
      0,
    ],
    ["a sub-agent's call is left out", [gemini([{ ...LS, agentId: 'helper', status: 'success' }])], [], 0],
    [
      "the main agent's call is kept",
      [gemini([{ ...LS, agentId: 'main', status: 'success' }])],
      [
        ['call', 'c1', 'run_shell_command', 'shell'],
        ['result', 'c1', 'ok', 0, ''],
      ],
      0,
    ],
    [
      'a model record with parts; info, warning and unknown records',
      [
        { id: 'm', type: 'model', parts: [{ text: 'Done.' }] },
        { id: 'i', type: 'info', content: 'x' },
        { id: 'w', type: 'warning', content: 'x' },
        { id: 'u', type: 'unknown', content: 'x' },
      ],
      [['text', 'assistant', 'Done.']],
      1,
    ],
  ])('%s', (_name, records, events, skipped) => {
    expect(lines(records)).toEqual({ events, skipped });
  });

  it('a rewind to an id found only by parsing the line (the id is not its first key)', () => {
    const result = lines([
      { type: 'user', id: 'u1', timestamp: 't', content: [{ text: 'go' }] },
      gemini([{ ...LS, status: 'success' }], { id: 'g1' }),
      { $rewindTo: 'u1' },
      { type: 'user', id: 'u2', timestamp: 't', content: [{ text: 'again' }] },
    ]);
    expect(result).toEqual({ events: [['text', 'user', 'again']], skipped: 0 });
  });
});

describe('the older Gemini document', () => {
  it.each([
    ['no messages list', { sessionId: 's', projectHash: 'h', messages: 'none' }, 'holds no records'],
    [
      'a message that is no object, and one of no known type',
      { sessionId: 's', projectHash: 'h', messages: [42, { type: 'odd' }, { type: 'user', content: 'hi' }] },
      { events: [['text', 'user', 'hi']], skipped: 2 },
    ],
  ])('%s', (_name, document, expected) => {
    const text = JSON.stringify(document, null, 2);
    if (typeof expected === 'string') expect(() => readTranscript(text, { format: 'gemini' })).toThrow(expected);
    else expect(summary(readTranscript(text, { format: 'gemini' }))).toEqual(expected);
  });
});
