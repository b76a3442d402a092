import { readFile, realpath, stat } from 'node:fs/promises';
import { basename, relative, resolve, sep } from 'node:path';
import type { HandoffStatus } from '@handoff/core/session';
import type { HookContext } from './context.js';
import type { HookPayload } from './payload.js';
import { settledSessionCalls } from './session-record.js';
import type { SessionCall, ToolCall } from './runtimes/types.js';

// The stricter read gate (opt-in, `handoff hook … --strict-gate`): an acknowledgement
// passes only when (1) the session's own record shows RESUME.md read at its current digest
// before it, and (2) it refers to every failed approach of the record, by number or by its
// key words. It binds what an agent runs through the hooks: `handoff resume ack` in the shell
// and the MCP server's `resume_ack`; a person acknowledging in a terminal is not checked.

const STOPWORDS = new Set(
  (
    'a an and are as at be been by do does for from had has have in instead into is it its no not of on or so than ' +
    'that the then this to too try tried trying use used using via was we were with without'
  ).split(' '),
);

/** A word's plain stem, so `pinning`, `pinned` and `pins` all read `pin`, `caching` and `cache` both `cach`. */
function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 3 && (w.endsWith('ed') || w.endsWith('es'))) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (/([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/** An approach's key words: its words of three letters or more, or with a digit, stopwords left out (stems). */
export function keyWords(approach: string): string[] {
  return [
    ...new Set(
      wordsOf(approach)
        .filter((word) => !STOPWORDS.has(word) && (word.length >= 3 || /\d/.test(word)))
        .map(stem),
    ),
  ];
}

/** The approach numbers a summary names: `#2`, `approach 2`, `approaches 1, 2 and 3`, `failed approach #3`. */
function numbersNamed(summary: string): Set<number> {
  const found = new Set<number>();
  for (const match of summary.matchAll(
    /(?:\bapproach(?:es)?\s*#?|#)\s*(\d+(?:\s*(?:,|&|\/|\band\b|\bor\b)\s*#?\d+)*)/giu,
  ))
    for (const number of match[1]!.matchAll(/\d+/g)) found.add(Number(number[0]));
  return found;
}

/**
 * The 1-based numbers of the failed approaches `summary` does not refer to. It refers to
 * approach n by number (`#n`, `approach n`, a list after `approaches`) or by its key words:
 * two of them (or all, when it has fewer), compared by stem.
 */
export function approachesNotReferred(summary: string, approaches: readonly string[]): number[] {
  const named = numbersNamed(summary);
  const said = new Set(wordsOf(summary).map(stem));
  return approaches.flatMap((approach, index) => {
    const n = index + 1;
    if (named.has(n)) return [];
    const keys = keyWords(approach);
    const hits = keys.filter((key) => said.has(key)).length;
    return hits >= Math.min(2, keys.length) && keys.length > 0 ? [] : [n];
  });
}

/**
 * Whether a call read RESUME.md: a read of the file, `handoff resume read` or a shell command naming it, `resume_read`.
 */
function readsResume(tool: ToolCall, resumePath: string): boolean {
  if (tool.reads.includes(resumePath)) return true;
  if (tool.kind === 'shell' && tool.command !== null)
    return /\bresume\s+read\b/.test(tool.command) || tool.command.includes(basename(resumePath));
  return /(?:^|_)resume_read$/.test(tool.name);
}

/**
 * Whether the session's record shows RESUME.md read at `digest`: a call that read it and
 * did not fail, whose result shows `sha256=<digest>` (RESUME.md's last line carries it, so a
 * read that stops short of the end does not count).
 */
export function readAtDigest(calls: readonly SessionCall[], digest: string, resumePath: string): boolean {
  return calls.some(
    (call) => call.ok === true && readsResume(call.tool, resumePath) && call.output.includes(`sha256=${digest}`),
  );
}

/**
 * Whether a tool call acknowledges the handoff: `handoff resume ack` in the shell, or the MCP server's `resume_ack`.
 */
export function isAck(tool: ToolCall): boolean {
  if (tool.kind === 'shell') return /\bresume\s+ack\b/.test(tool.command ?? '');
  return /(?:^|_)resume_ack$/.test(tool.name);
}

const MAX_SUMMARY_BYTES = 64 * 1024;

/**
 * The summary an ack gives: the MCP tool's `summary`, the here-document of `--summary-file -`,
 * or the file `--summary-file F` names inside the project. Null when it cannot be read.
 */
async function ackSummary(payload: HookPayload, context: HookContext): Promise<string | null> {
  const tool = payload.tool!;
  if (tool.kind !== 'shell') return typeof payload.toolInput.summary === 'string' ? payload.toolInput.summary : null;
  const [first = '', ...body] = (tool.command ?? '').replace(/\r\n?/g, '\n').split('\n');
  const file = /--summary-file(?:=|\s+)(?:'([^']*)'|"([^"]*)"|(\S+))/.exec(first);
  const name = file === null ? null : (file[1] ?? file[2] ?? file[3]!);
  if (name === null) return null;
  if (name === '-') {
    const heredoc = /<<-?\s*['"]?([A-Za-z0-9_]+)['"]?\s*$/.exec(first);
    if (heredoc === null) return null;
    const end = body.findIndex((line) => line.replace(/^\t+/, '') === heredoc[1]);
    return end < 0 ? null : body.slice(0, end).join('\n');
  }
  try {
    const path = await realpath(resolve(payload.cwd ?? context.project, name));
    const root = await realpath(context.project);
    if (path !== root && !path.startsWith(`${root}${sep}`)) return null;
    if ((await stat(path)).size > MAX_SUMMARY_BYTES) return null;
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Why the strict read gate refuses this acknowledgement, or null when it passes. Called
 * only while the gate is blocked, for a call `isAck` accepts.
 */
export async function strictGateProblem(
  payload: HookPayload,
  context: HookContext,
  status: HandoffStatus,
  wait?: (ms: number) => Promise<unknown>,
): Promise<string | null> {
  const resume = relative(context.project, status.resume_path) || status.resume_path;
  const scope = { cwd: payload.cwd ?? context.project, mcpServer: context.mcpServer };
  const digest = status.digest;
  const read = (calls: readonly SessionCall[]) => digest !== null && readAtDigest(calls, digest, status.resume_path);
  const calls = await settledSessionCalls(payload, context, scope, read, wait);
  if (!read(calls))
    return (
      `the strict read gate wants ${resume} read in this session at its current digest ` +
      `(sha256=${status.digest ?? '?'}) before the acknowledgement, and this session's record shows no such read. ` +
      `Read it whole (the reading tool on ${resume}, or \`handoff resume read\`), then acknowledge again.`
    );
  const { readHandoff } = await import('./gate-state.js');
  const stored = await readHandoff(context.dir);
  const record = (stored?.record ?? {}) as { failed_approaches?: Array<{ approach?: unknown }> };
  const approaches = (record.failed_approaches ?? []).map((entry) =>
    typeof entry.approach === 'string' ? entry.approach : '',
  );
  if (approaches.length === 0) return null;
  const summary = await ackSummary(payload, context);
  if (summary === null)
    return (
      'the strict read gate reads the acknowledgement before it is stored, and cannot read this one: ' +
      "give the summary as a here-document (`--summary-file - <<'EOF'`), a file in the project, " +
      'or the `summary` of resume_ack.'
    );
  const missing = approachesNotReferred(summary, approaches);
  if (missing.length === 0) return null;
  // Each approach is redacted before it is cut (the scanner loads only on this path).
  const { clipRedacted } = await import('@handoff/core/secrets');
  const list = missing.map((n) => `${n} (${clipRedacted(approaches[n - 1]!, 80)})`).join(', ');
  return (
    `the strict read gate wants the acknowledgement to refer to every failed approach of the handoff, by number ` +
    `(#${missing[0]}) or by its key words; it does not refer to ${missing.length === 1 ? 'approach' : 'approaches'} ` +
    `${list}. Say why each is not to be retried, then acknowledge again.`
  );
}
