import { describe, expect, test } from 'vitest';
import {
  INTERRUPTED_TURN_MARKER,
  parseTranscriptJsonl,
  recordedToolFailed,
  switchReminder,
  type TranscriptMessage,
} from '@handoff/core/rejections';

const BASE = 'Backend switched after work not covered by the handoff checkpoint';
const TAIL =
  '. If an approach was ruled out, record it so this backend sees it: handoff reject "<approach> | <evidence>"';
const user = (content: unknown): TranscriptMessage => ({ role: 'user', content });
const assistant = (content: unknown): TranscriptMessage => ({ role: 'assistant', content });
const toolResult = (content: unknown) => ({ type: 'tool_result', tool_use_id: 't1', content });

describe('switchReminder', () => {
  test.each<{ name: string; messages: TranscriptMessage[]; interrupted: number; failed: number; hint: string }>([
    { name: 'empty transcript', messages: [], interrupted: 0, failed: 0, hint: '' },
    { name: 'only user messages', messages: [user('fix it')], interrupted: 0, failed: 0, hint: '' },
    {
      name: 'work without failures',
      messages: [user('fix it'), assistant('done')],
      interrupted: 0,
      failed: 0,
      hint: `${BASE}${TAIL}`,
    },
    {
      name: 'no work after the last decision',
      messages: [
        user('fix it'),
        assistant('{"is_error":true}'),
        user('[Handoff decision] Rejected approach: "a". Evidence: "b".'),
      ],
      interrupted: 0,
      failed: 0,
      hint: '',
    },
    {
      name: 'a removal also starts the window',
      messages: [
        assistant('{"is_error":true}'),
        user('[Handoff decision removed] The user removed the rejection of "a"; …'),
        assistant('ok'),
      ],
      interrupted: 0,
      failed: 0,
      hint: `${BASE}${TAIL}`,
    },
    {
      name: 'one interrupted turn, two failed tool calls',
      messages: [
        user('fix it'),
        assistant('{"is_error":true,"output":"boom"}'),
        user([toolResult('  {"error":"file not found"}')]),
        assistant(INTERRUPTED_TURN_MARKER),
      ],
      interrupted: 1,
      failed: 2,
      hint: `${BASE} (1 interrupted turn, 2 failed tool calls)${TAIL}`,
    },
    {
      name: 'plurals and an interrupted marker from the user role',
      messages: [
        assistant('x'),
        user(INTERRUPTED_TURN_MARKER),
        user(INTERRUPTED_TURN_MARKER),
        assistant('{"exit_code":2}'),
      ],
      interrupted: 2,
      failed: 1,
      hint: `${BASE} (2 interrupted turns, 1 failed tool call)${TAIL}`,
    },
    {
      name: 'failures counted only after the last decision',
      messages: [assistant('{"status":"failed"}'), user('[Handoff decision] x'), assistant('{"state":"error"}')],
      interrupted: 0,
      failed: 1,
      hint: `${BASE} (1 failed tool call)${TAIL}`,
    },
    {
      name: 'JSON in a user message is not a tool failure',
      messages: [user('{"is_error":true}'), assistant('ok')],
      interrupted: 0,
      failed: 0,
      hint: `${BASE}${TAIL}`,
    },
    {
      name: 'tool_result content that is not a string is not read',
      messages: [assistant([toolResult([{ type: 'text', text: '{"error":"x"}' }])])],
      interrupted: 0,
      failed: 0,
      hint: `${BASE}${TAIL}`,
    },
    {
      name: 'a decision inside content blocks does not start the window',
      messages: [
        assistant('{"is_error":true}'),
        user([{ type: 'text', text: '[Handoff decision] x' }]),
        assistant('ok'),
      ],
      interrupted: 0,
      failed: 1,
      hint: `${BASE} (1 failed tool call)${TAIL}`,
    },
  ])('$name', ({ messages, interrupted, failed, hint }) => {
    const reminder = switchReminder(messages);
    expect(reminder).toEqual({ worked: hint !== '', interrupted, failed, hint });
  });

  test('suggests the record command it is given (the CLI adds its --dir)', () => {
    const reminder = switchReminder([assistant('done')], { recordCommand: "handoff reject --dir 'my notes'" });
    expect(reminder.hint).toBe(
      `${BASE}. If an approach was ruled out, record it so this backend sees it: handoff reject --dir 'my notes' ` +
        `"<approach> | <evidence>"`,
    );
  });
});

describe('recordedToolFailed', () => {
  test.each([
    { text: '{"is_error":true}', failed: true },
    { text: '{"is_error":"true"}', failed: false },
    { text: '{"is_error":false}', failed: false },
    { text: '{"state":"error"}', failed: true },
    { text: '{"status":"failed"}', failed: true },
    { text: '{"status":"FAILED"}', failed: false },
    { text: '{"exit_code":1}', failed: true },
    { text: '{"exit_code":-1}', failed: true },
    { text: '{"exit_code":0}', failed: false },
    { text: '{"exit_code":"1"}', failed: false },
    { text: '{"error":"boom"}', failed: true },
    { text: '{"error":""}', failed: false },
    { text: '{"error":{}}', failed: true },
    { text: '{"error":[]}', failed: false },
    { text: '{"error":null}', failed: false },
    { text: ' \n{"error":"x"}\n ', failed: true },
    { text: '"{\\"status\\":\\"failed\\"}"', failed: true },
    { text: '"not json inside"', failed: false },
    { text: '"\\"{\\\\\\"is_error\\\\\\":true}\\""', failed: false },
    { text: '[{"is_error":true}]', failed: false },
    { text: 'exit code 1', failed: false },
    { text: '', failed: false },
  ])('$text → $failed', ({ text, failed }) => {
    expect(recordedToolFailed(text)).toBe(failed);
  });
});

describe('parseTranscriptJsonl', () => {
  test('reads messages and envelopes, skips what holds none', () => {
    const text = [
      '{"role":"user","content":"fix it"}',
      '',
      '{"type":"assistant","message":{"role":"assistant","content":[{"type":"text","text":"ok"}]}}\r',
      '{"type":"summary","summary":"x"}',
      '[1,2]',
      '{"role":"assistant","content":"torn',
    ].join('\n');
    expect(parseTranscriptJsonl(text)).toEqual({
      messages: [
        { role: 'user', content: 'fix it' },
        { role: 'assistant', content: [{ type: 'text', text: 'ok' }] },
      ],
      skippedLines: [4, 5, 6],
    });
  });

  test('a deeply nested line is read without overflowing the stack', () => {
    const deep = `{"role":"assistant","content":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(switchReminder(parseTranscriptJsonl(deep).messages).worked).toBe(true);
  });
});
