import { detectTranscriptFormat, type TranscriptLayout } from './detect.js';
import type { Transcript, TranscriptEvent, TranscriptFormat } from './model.js';
import { claudeCodeReader } from './readers/claude-code.js';
import { codexReader } from './readers/codex.js';
import { asObject, parseLine, type LineReader, type ReaderCounts, type ReaderSink } from './readers/common.js';
import { GeminiRewinds, geminiReader, readGeminiDocument } from './readers/gemini.js';
import { readOpenCodeExport } from './readers/opencode.js';

/** Options of the transcript readers. */
export interface ReadOptions {
  /** The format, when it should not be detected. */
  format?: TranscriptFormat;
  /** Read Claude Code sub-agent lines (`isSidechain: true`) as calls of the session too. */
  includeSidechains?: boolean;
}

/** A transcript that cannot be read: no known format, or not JSON where a document is expected. */
export class TranscriptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranscriptError';
  }
}

/** The line reader of a JSON Lines format (Gemini needs its rewinds from a first pass). */
export function lineReaderFor(
  format: TranscriptFormat,
  sink: ReaderSink,
  options: ReadOptions,
  rewinds?: GeminiRewinds,
): LineReader {
  switch (format) {
    case 'claude-code':
      return claudeCodeReader(sink, { includeSidechains: options.includeSidechains ?? false });
    case 'codex':
      return codexReader(sink);
    case 'gemini':
      return geminiReader(sink, rewinds ?? new GeminiRewinds());
    case 'opencode':
      throw new TranscriptError(
        'OpenCode sessions are a storage folder or an `opencode export` JSON document, not JSON Lines',
      );
  }
}

/** Read a whole JSON document (Gemini's older session file, an OpenCode export) into the sink. */
export function readDocument(format: TranscriptFormat, text: string, sink: ReaderSink): ReaderCounts {
  const start = text.indexOf('{');
  const document = asObject(start < 0 ? undefined : parseLine(text.slice(start)));
  if (document === null)
    throw new TranscriptError(`not a JSON document: a ${format} session file of this layout is one JSON object`);
  if (format === 'gemini') return readGeminiDocument(document, sink);
  if (format === 'opencode') return readOpenCodeExport(document, sink);
  throw new TranscriptError(`a ${format} transcript is JSON Lines, not one JSON document`);
}

/**
 * Refuse a transcript that holds no records, or whose lines are mostly not JSON records
 * (more than half): an audit of it would be an empty report that looks clean.
 */
export function checkCounts(name: string, counts: ReaderCounts): void {
  if (counts.lines === 0) throw new TranscriptError(`${name} holds no records`);
  if (counts.unparseable * 2 > counts.lines)
    throw new TranscriptError(
      `${name} is mostly unparseable: ${counts.unparseable} of ${counts.lines} ` +
        `${counts.lines === 1 ? 'line' : 'lines'} ${counts.unparseable === 1 ? 'is' : 'are'} not JSON records ` +
        `(${counts.skipped} skipped in all)`,
    );
}

/** Iterate the lines of a text with their 1-based numbers (a trailing `\r` dropped, empty lines skipped). */
function* textLines(text: string): Generator<[string, number]> {
  let at = 0;
  let lineNo = 0;
  while (at <= text.length) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    lineNo++;
    const line = text.charCodeAt(end - 1) === 13 ? text.slice(at, end - 1) : text.slice(at, end);
    if (line.trim() !== '') yield [line, lineNo];
    if (nl < 0) break;
    at = nl + 1;
  }
}

/** The layout of a text in a format: a Gemini file whose first record is not one line is its older single JSON. */
function layoutOf(format: TranscriptFormat, text: string): TranscriptLayout {
  if (format === 'opencode') return 'document';
  if (format !== 'gemini') return 'lines';
  for (const [line] of textLines(text)) return asObject(parseLine(line)) === null ? 'document' : 'lines';
  return 'lines';
}

/**
 * Read a whole transcript held in memory: the format detected from the text (or given), the
 * events in order and what was skipped. Pure and synchronous; for a large file the CLI streams
 * it instead (`auditTranscriptFile`). An OpenCode storage folder is read from disk by the CLI.
 */
export function readTranscript(text: string, options: ReadOptions = {}): Transcript {
  const detected = options.format === undefined ? detectTranscriptFormat(text.slice(0, 65536)) : null;
  const format = options.format ?? detected?.format;
  if (format === undefined)
    throw new TranscriptError('the format is not one the audit reads (Claude Code, Codex, Gemini CLI, OpenCode)');
  const events: TranscriptEvent[] = [];
  const sink: ReaderSink = { emit: (event) => events.push(event) };
  const layout = detected?.layout ?? layoutOf(format, text);
  let counts: ReaderCounts;
  if (layout === 'document') counts = readDocument(format, text, sink);
  else {
    let rewinds: GeminiRewinds | undefined;
    if (format === 'gemini') {
      rewinds = new GeminiRewinds();
      for (const [line, n] of textLines(text)) rewinds.line(line, n);
    }
    const reader = lineReaderFor(format, sink, options, rewinds);
    for (const [line, n] of textLines(text)) reader.line(line, n);
    reader.end();
    counts = reader.counts;
  }
  checkCounts('the transcript', counts);
  return {
    format,
    events,
    skippedLines: counts.skipped,
    skippedCallLines: counts.skippedCalls,
    unparseableLines: counts.unparseable,
    lines: counts.lines,
  };
}
