import { describe, expect, it } from 'vitest';
import { readTranscript } from '../../src/lib/audit/index.js';

const ASSISTANT = { id: 'm', role: 'assistant' };

/** Calls as [id, tool, kind], results as [id, status, exit code, text]; lines, skipped lines, unparseable lines. */
function read(messages: unknown[]) {
  const transcript = readTranscript(JSON.stringify({ info: { id: 's', directory: '/p' }, messages }), {
    format: 'opencode',
  });
  const events: unknown[] = [];
  for (const e of transcript.events) {
    if (e.type === 'call') events.push(['call', e.call.id, e.call.tool, e.call.kind]);
    else if (e.type === 'result') events.push(['result', e.id, e.result.status, e.result.exitCode, e.result.text]);
    else if (e.type === 'text') events.push(['text', e.text.role, e.text.text]);
  }
  return { events, counts: [transcript.lines, transcript.skippedLines, transcript.unparseableLines] };
}

describe('the OpenCode reader: messages and parts in their less common shapes', () => {
  it.each([
    [
      'a tool part without state, tool name or ids',
      [{ info: ASSISTANT, parts: [{ type: 'tool' }, { type: 'tool', id: 'p2' }] }],
      [
        ['call', 'part-1', 'unknown', 'other'],
        ['call', 'p2', 'unknown', 'other'],
      ],
      [3, 0, 0],
    ],
    [
      'an error without text',
      [{ info: ASSISTANT, parts: [{ type: 'tool', callID: 'c1', tool: 'bash', state: { status: 'error' } }] }],
      [
        ['call', 'c1', 'bash', 'shell'],
        ['result', 'c1', 'error', null, ''],
      ],
      [2, 0, 0],
    ],
    [
      'a part without a type is skipped; a part of another type is passed over',
      [{ info: ASSISTANT, parts: [{ text: 'x' }, { type: 'step-start' }, { type: 'text', text: 'Hi.' }] }],
      [['text', 'assistant', 'Hi.']],
      [4, 1, 0],
    ],
    [
      'a message of another role, one that is no object, one without parts',
      [{ info: { id: 's1', role: 'system' }, parts: [] }, 7, { info: { id: 'u', role: 'user' } }],
      [],
      [3, 2, 1],
    ],
  ])('%s', (_name, messages, events, counts) => {
    expect(read(messages)).toEqual({ events, counts });
  });
});
