import { createHash, type Hash } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, open, readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { TranscriptAuditor, type AuditOptions } from './auditor.js';
import { detectTranscriptFormat, type Detected } from './detect.js';
import type { AuditReport, TranscriptFormat } from './model.js';
import { checkCounts, lineReaderFor, readDocument, TranscriptError, type ReadOptions } from './read.js';
import { asObject, asString, parseLine, type ReaderCounts, type ReaderSink } from './readers/common.js';
import { GeminiRewinds } from './readers/gemini.js';
import { OpenCodeReader } from './readers/opencode.js';
import { redactAuditReport } from './redact.js';
import type { AuditRule } from './rules.js';

/** The largest line read; a longer one is skipped (and counted). */
export const MAX_LINE_CHARS = 16 * 1024 * 1024;
/** The largest transcript read as one JSON document (Gemini's older file, an OpenCode export, one OpenCode record). */
export const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
const CHUNK = 1024 * 1024;

/** What reading a transcript file counted, beside the report. */
export interface FileReadStats extends ReaderCounts {
  format: TranscriptFormat;
  /** The SHA-256 of the bytes read (an OpenCode session: of its files, in the order read), hex. */
  sha256: string;
  /**
   * The most text the line reader held at once (a chunk and an unfinished line), in UTF-16 code units: the bound of a
   * streaming read.
   */
  heldChars: number;
}

/** An audit of a transcript file: the report, what reading counted, and each call's line (for SARIF). */
export interface FileAudit {
  report: AuditReport;
  stats: FileReadStats;
  /** The transcript line of each call of the report, by position (0 for formats without lines). */
  callLines: number[];
}

/**
 * Audit a transcript on disk, streaming: a JSON Lines transcript is read line by line in
 * 1 MiB chunks (memory stays bounded by the longest line, the auditor's state and the
 * report), a Gemini chat in two passes (the first keeps only its rewinds). An OpenCode
 * session is its storage folder (or a session file in it), read message by message, or the
 * JSON `opencode export` prints. Only regular files are read. A file that is mostly not JSON
 * (more than half of its lines), empty, or of no known format is a {@link TranscriptError}.
 */
export async function auditTranscriptFile(
  path: string,
  rules: readonly AuditRule[],
  options: AuditOptions & ReadOptions = {},
): Promise<FileAudit> {
  const auditor = new TranscriptAuditor(rules, options);
  const stats = await readTranscriptFile(path, auditor, options);
  return {
    report: redactAuditReport(auditor.report({ format: stats.format, skippedLines: stats.skipped })),
    stats,
    callLines: auditor.callLines(),
  };
}

/** Read a transcript file into a sink (the auditor, or a collector). */
export async function readTranscriptFile(
  path: string,
  sink: ReaderSink,
  options: ReadOptions = {},
): Promise<FileReadStats> {
  const info = await stat(path).catch((error: unknown) => {
    throw new TranscriptError(`cannot read ${basename(path)}: ${reason(error)}`);
  });
  const hash = createHash('sha256');
  if (info.isDirectory() || isOpenCodeSessionFile(path)) {
    if (options.format !== undefined && options.format !== 'opencode')
      throw new TranscriptError(
        `${basename(path)} is a folder; only an OpenCode storage folder is a transcript folder`,
      );
    const counts = await readOpenCodeStorage(path, sink, hash);
    return check(path, { ...counts, format: 'opencode', sha256: hash.digest('hex'), heldChars: 0 });
  }
  if (!info.isFile()) throw new TranscriptError(`${basename(path)} is not a regular file`);
  const head = await readHead(path);
  let detected: Detected | null = detectTranscriptFormat(head);
  if (options.format !== undefined)
    detected = { format: options.format, layout: detected?.layout ?? layoutGuess(options.format, head) };
  if (detected === null)
    throw new TranscriptError(
      `${basename(path)} is not a transcript the audit reads (Claude Code, Codex, Gemini CLI or OpenCode); ` +
        `name the format with --transcript-format`,
    );
  if (detected.layout === 'document') {
    if (info.size > MAX_DOCUMENT_BYTES)
      throw new TranscriptError(
        `${basename(path)} is one JSON document of ${info.size} bytes; the audit reads documents up to ` +
          `${MAX_DOCUMENT_BYTES} bytes`,
      );
    const bytes = await readFile(path);
    hash.update(bytes);
    const counts = readDocument(detected.format, new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, ''), sink);
    return check(path, { ...counts, format: detected.format, sha256: hash.digest('hex'), heldChars: bytes.length });
  }
  let rewinds: GeminiRewinds | undefined;
  if (detected.format === 'gemini') {
    const first = new GeminiRewinds();
    await eachLine(
      path,
      (line, n) => {
        first.line(line, n);
      },
      () => undefined,
      null,
    );
    rewinds = first;
  }
  const reader = lineReaderFor(detected.format, sink, options, rewinds);
  const held = await eachLine(
    path,
    (line, n) => {
      reader.line(line, n);
    },
    (prefix) => {
      reader.counts.lines++;
      reader.counts.skipped++;
      if (/"(?:tool_use|function_call|custom_tool_call|toolCalls)"/.test(prefix)) reader.counts.skippedCalls++;
    },
    hash,
  );
  reader.end();
  return check(path, { ...reader.counts, format: detected.format, sha256: hash.digest('hex'), heldChars: held });
}

function layoutGuess(format: TranscriptFormat, head: string): Detected['layout'] {
  if (format === 'opencode') return 'document';
  const first = head.split('\n').find((l) => l.trim() !== '') ?? '';
  return format === 'gemini' && asObject(parseLine(first)) === null ? 'document' : 'lines';
}

function check(path: string, stats: FileReadStats): FileReadStats {
  checkCounts(basename(path), stats);
  return stats;
}

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file or folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOTDIR') return 'a part of the path is a file, not a folder';
  return code ?? (error instanceof Error ? error.message : String(error));
}

/** Open a regular file without blocking on a FIFO. */
async function openRegular(path: string) {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- O_NONBLOCK is undefined on Windows
  const handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)).catch((error: unknown) => {
    throw new TranscriptError(`cannot read ${basename(path)}: ${reason(error)}`);
  });
  const info = await handle.stat();
  if (!info.isFile()) {
    await handle.close();
    throw new TranscriptError(`${basename(path)} is not a regular file`);
  }
  return handle;
}

async function readHead(path: string): Promise<string> {
  const handle = await openRegular(path);
  try {
    const buffer = Buffer.alloc(65536);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return new TextDecoder('utf-8').decode(buffer.subarray(0, bytesRead)).replace(/^\uFEFF/, '');
  } finally {
    await handle.close();
  }
}

/**
 * Call `onLine` for each non-empty line of a file (1-based numbers), reading 1 MiB at a time.
 * A line longer than {@link MAX_LINE_CHARS} is not kept: `onLong` gets its first 64 KiB.
 * Returns the most text held at once (a decoded chunk and the unfinished line before it).
 */
async function eachLine(
  path: string,
  onLine: (line: string, lineNo: number) => void,
  onLong: (prefix: string) => void,
  hash: Hash | null,
): Promise<number> {
  let held = 0;
  const handle = await openRegular(path);
  const decoder = new TextDecoder('utf-8');
  const buffer = Buffer.alloc(CHUNK);
  let carry = '';
  let lineNo = 0;
  let skipping: string | null = null;
  let first = true;
  const deliver = (line: string) => {
    lineNo++;
    const text = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (text.trim() !== '') onLine(text, lineNo);
  };
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, null);
      if (bytesRead === 0) break;
      hash?.update(buffer.subarray(0, bytesRead));
      let text = decoder.decode(buffer.subarray(0, bytesRead), { stream: true });
      if (first) {
        text = text.replace(/^\uFEFF/, '');
        first = false;
      }
      held = Math.max(held, carry.length + text.length);
      let at = 0;
      for (;;) {
        const nl = text.indexOf('\n', at);
        if (nl < 0) break;
        if (skipping !== null || carry.length + nl - at > MAX_LINE_CHARS) {
          lineNo++;
          // Past the limit with nothing skipped yet: a carried line (one chunk is far shorter than the limit).
          onLong(skipping ?? carry.slice(0, 65536));
          skipping = null;
        } else deliver(carry === '' ? text.slice(at, nl) : carry + text.slice(at, nl));
        carry = '';
        at = nl + 1;
      }
      if (skipping === null) {
        carry = carry === '' ? text.slice(at) : carry + text.slice(at);
        if (carry.length > MAX_LINE_CHARS) {
          skipping = carry.slice(0, 65536);
          carry = '';
        }
      }
    }
    const rest = carry + decoder.decode();
    if (skipping !== null || rest.length > MAX_LINE_CHARS) onLong(skipping ?? rest.slice(0, 65536));
    else if (rest !== '') deliver(rest);
  } finally {
    await handle.close();
  }
  return held;
}

function isOpenCodeSessionFile(path: string): boolean {
  return path.endsWith('.json') && basename(dirname(dirname(path))) === 'session';
}

async function jsonFile(path: string, hash: Hash): Promise<unknown> {
  const info = await lstat(path);
  if (!info.isFile() || info.size > MAX_DOCUMENT_BYTES) return undefined;
  const bytes = await readFile(path);
  hash.update(bytes);
  return parseLine(new TextDecoder('utf-8').decode(bytes));
}

async function listJson(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith('.json')).sort();
}

/** The storage root of an OpenCode folder argument: the folder itself, or its `storage/`. */
async function storageRoot(path: string): Promise<string> {
  for (const root of [path, join(path, 'storage')]) {
    const parts = await Promise.all(
      ['session', 'message', 'part'].map((n) =>
        stat(join(root, n)).then(
          (s) => s.isDirectory(),
          () => false,
        ),
      ),
    );
    if (parts.every(Boolean)) return root;
  }
  throw new TranscriptError(
    `${basename(path)} is a folder but not an OpenCode storage folder (no session/, message/ and part/ in it)`,
  );
}

/** Read one OpenCode session from its storage folder, message by message. */
async function readOpenCodeStorage(path: string, sink: ReaderSink, hash: Hash): Promise<ReaderCounts> {
  let root: string;
  let sessionFile: string;
  if (isOpenCodeSessionFile(path)) {
    sessionFile = path;
    root = dirname(dirname(dirname(path)));
  } else {
    root = await storageRoot(path);
    const sessions: string[] = [];
    for (const project of (await readdir(join(root, 'session'))).sort()) {
      const folder = join(root, 'session', project);
      if ((await lstat(folder)).isDirectory())
        for (const name of await listJson(folder)) sessions.push(join(folder, name));
    }
    if (sessions.length !== 1)
      throw new TranscriptError(
        sessions.length === 0
          ? `${basename(path)} holds no OpenCode session`
          : `${basename(path)} holds ${sessions.length} OpenCode sessions; name one: ` +
              join(path, 'session', '<project>', '<session>.json'),
      );
    sessionFile = sessions[0]!;
  }
  const info = asObject(await jsonFile(sessionFile, hash));
  const id = asString(info?.id) ?? basename(sessionFile, '.json');
  const reader = new OpenCodeReader(sink);
  reader.session(info);
  const messages: Array<{ info: Record<string, unknown>; created: number; id: string }> = [];
  for (const name of await listJson(join(root, 'message', id))) {
    const message = asObject(await jsonFile(join(root, 'message', id, name), hash));
    if (message === null) {
      reader.counts.lines++;
      reader.counts.skipped++;
      reader.counts.unparseable++;
      continue;
    }
    const created = asObject(message.time)?.created;
    messages.push({
      info: message,
      created: typeof created === 'number' ? created : 0,
      id: asString(message.id) ?? name,
    });
  }
  messages.sort((a, b) => a.created - b.created || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const message of messages) {
    const folder = join(root, 'part', message.id);
    const parts: unknown[] = [];
    for (const name of await listJson(folder)) parts.push((await jsonFile(join(folder, name), hash)) ?? null);
    reader.message({ info: message.info, parts });
  }
  return reader.counts;
}
