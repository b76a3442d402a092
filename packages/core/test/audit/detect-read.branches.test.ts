import { describe, expect, it } from 'vitest';
import { detectTranscriptFormat, readTranscript, TranscriptError } from '../../src/lib/audit/index.js';
import { checkCounts, lineReaderFor, readDocument } from '../../src/lib/audit/read.js';

const sink = { emit: () => undefined };

describe('detectTranscriptFormat on documents and what is none', () => {
  it.each([
    ['{"projectHash":"h","messages":[]}', { format: 'gemini', layout: 'document' }],
    ['{\n  "sessionId": "s",\n  "messages": []\n}', { format: 'gemini', layout: 'document' }],
    ['{\n  "info": {"id": "s"},\n  "messages": []\n}', { format: 'opencode', layout: 'document' }],
    ['{"messages":[],"other":1}', null],
    ['{\n  "messages": []\n}', null],
    ['  [1, 2]', null],
  ])('%j', (head, expected) => {
    expect(detectTranscriptFormat(head)).toEqual(expected);
  });
});

describe('reading by layout', () => {
  const USER = '{"id":"u1","timestamp":"t","type":"user","content":[{"text":"hi"}]}';
  it.each([
    ['Gemini lines named, CRLF line ends', `${USER}\r\n${USER}\r\n`, 'gemini', 2],
    [
      'a Gemini document named',
      JSON.stringify({ sessionId: 's', messages: [{ type: 'user', content: 'hi' }] }, null, 2),
      'gemini',
      1,
    ],
  ] as const)('%s', (_name, text, format, lines) => {
    const transcript = readTranscript(text, { format });
    expect([transcript.format, transcript.lines, transcript.events.length]).toEqual([format, lines, lines]);
  });

  it.each([
    ['no format', 'hello', {}, 'the format is not one the audit reads (Claude Code, Codex, Gemini CLI, OpenCode)'],
    ['an empty Gemini text', '', { format: 'gemini' }, 'the transcript holds no records'],
    [
      'one line, not JSON',
      'x',
      { format: 'codex' },
      'the transcript is mostly unparseable: 1 of 1 line is not JSON records (1 skipped in all)',
    ],
  ] as const)('%s is refused', (_name, text, options, message) => {
    expect(() => readTranscript(text, options)).toThrow(new TranscriptError(message));
  });

  it('a document reader refuses what is no document, and formats that have none', () => {
    expect(() => readDocument('gemini', 'no braces', sink)).toThrow(
      new TranscriptError('not a JSON document: a gemini session file of this layout is one JSON object'),
    );
    expect(() => readDocument('codex', '{}', sink)).toThrow(
      new TranscriptError('a codex transcript is JSON Lines, not one JSON document'),
    );
  });

  it('OpenCode has no line reader; Gemini has one without rewinds', () => {
    expect(() => lineReaderFor('opencode', sink, {})).toThrow(
      new TranscriptError(
        'OpenCode sessions are a storage folder or an `opencode export` JSON document, not JSON Lines',
      ),
    );
    expect(lineReaderFor('gemini', sink, {}).format).toBe('gemini');
  });

  it('counts: two of three lines unparseable is mostly unparseable', () => {
    expect(() => checkCounts('f.jsonl', { lines: 3, unparseable: 2, skipped: 2, skippedCalls: 0 })).toThrow(
      'f.jsonl is mostly unparseable: 2 of 3 lines are not JSON records (2 skipped in all)',
    );
    expect(checkCounts('f.jsonl', { lines: 2, unparseable: 1, skipped: 1, skippedCalls: 0 })).toBeUndefined();
  });
});
