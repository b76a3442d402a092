import { createHash } from 'node:crypto';
import { readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { createUnique, readIfExists, withLock, writeFileAtomic } from '../store/index.js';
import { checkAck } from './ack.js';
import type { Defect } from './defects.js';
import { learningCandidates, type LearningCandidate } from './learnings.js';
import { renderResume } from './render.js';
import type { HandoffRecord } from './schema.js';
import { validateHandoffRecord } from './validate.js';

/** Where a `.handoff` folder keeps the session handoff (SPEC §3.1). */
export interface HandoffPaths {
  dir: string;
  statePath: string;
  resumePath: string;
  archiveDir: string;
  ackPath: string;
}

/** The paths of the session handoff files under `dir` (the `.handoff` folder itself). */
export function handoffPaths(dir: string): HandoffPaths {
  return {
    dir,
    statePath: join(dir, 'state', 'session-handoff.json'),
    resumePath: join(dir, 'RESUME.md'),
    archiveDir: join(dir, 'archive'),
    ackPath: join(dir, 'state', 'ack.json'),
  };
}

/** The stored form of a record: two-space JSON in canonical key order, with a trailing newline. */
export function serializeRecord(record: HandoffRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

/**
 * The record's digest: sha256 (hex) of its stored bytes. RESUME.md carries it in its last
 * line and `state/ack.json` binds to it.
 */
export function recordDigest(stateText: string): string {
  return createHash('sha256').update(stateText, 'utf8').digest('hex');
}

/** What a write or an ack may be given. */
export interface StoreOptions {
  /** The clock (default: now); tests pin it. */
  now?: Date;
}

/** A successful write's paths and digest, or every defect of a refused record. */
export type WriteResult =
  | { ok: true; record: HandoffRecord; digest: string; statePath: string; resumePath: string; archivePath: string; defects: [] }
  | { ok: false; defects: Defect[] };

/**
 * Validate and store a record. A refused record writes nothing, not even a folder. Under the
 * folder's lock the order is: the archive copy (created exclusively, never overwritten), then
 * the state JSON, then RESUME.md, each atomic; a crash between them leaves a RESUME.md whose
 * `sha256=` differs from the state's digest, which `handoffStatus` reports.
 */
export async function writeHandoff(dir: string, input: unknown, options: StoreOptions = {}): Promise<WriteResult> {
  const now = options.now ?? new Date();
  const result = validateHandoffRecord(input, { now });
  if (!result.ok) return result;
  const paths = handoffPaths(dir);
  const stateText = serializeRecord(result.record);
  const digest = recordDigest(stateText);
  const resume = renderResume(result.record, { digest });
  return withLock(dir, async () => {
    await sweepOrphans(paths);
    const archivePath = await createUnique(paths.archiveDir, archiveStem(now), '-resume.md', resume);
    await writeFileAtomic(paths.statePath, stateText);
    await writeFileAtomic(paths.resumePath, resume);
    return { ok: true as const, record: result.record, digest, statePath: paths.statePath, resumePath: paths.resumePath, archivePath, defects: [] as [] };
  });
}

/** The stored handoff as found on disk; `record` is the parsed JSON, not re-validated. */
export interface StoredHandoff {
  stateText: string;
  digest: string;
  /** The parsed state file, or `undefined` when it is not valid JSON. */
  record: unknown;
  /** RESUME.md, or `null` when missing. */
  resumeText: string | null;
}

/** Read the stored handoff under `dir`, or `null` when there is none. */
export async function readHandoff(dir: string): Promise<StoredHandoff | null> {
  const paths = handoffPaths(dir);
  const stateText = await readIfExists(paths.statePath);
  if (stateText === null) return null;
  return { stateText, digest: recordDigest(stateText), record: parseJson(stateText), resumeText: await readIfExists(paths.resumePath) };
}

/** The read gate's answer (SPEC §3.4). */
export type GateState = 'none' | 'blocked' | 'clear';

/** The read gate and what it is based on. */
export interface HandoffStatus {
  gate: GateState;
  /** One sentence on why the gate says so and what to do. */
  reason: string;
  written_at: string | null;
  status: string | null;
  failed_approaches: number | null;
  digest: string | null;
  ack: { digest: string; read_at: string } | null;
  /** Whether RESUME.md carries the record's digest (false after a crash between the two writes). */
  resume_in_sync: boolean;
  resume_path: string;
  state_path: string;
}

/** Answer the read gate: `none` without a record, `clear` when the ack binds its digest, else `blocked`. */
export async function handoffStatus(dir: string): Promise<HandoffStatus> {
  const paths = handoffPaths(dir);
  const stored = await readHandoff(dir);
  const base = { resume_path: paths.resumePath, state_path: paths.statePath };
  if (!stored) {
    return { gate: 'none', reason: 'no handoff record', written_at: null, status: null, failed_approaches: null, digest: null, ack: null, resume_in_sync: false, ...base };
  }
  const ack = readAck(await readIfExists(paths.ackPath));
  const record = (typeof stored.record === 'object' && stored.record !== null ? stored.record : {}) as Record<string, unknown>;
  const clear = ack !== null && ack.digest === stored.digest;
  return {
    gate: clear ? 'clear' : 'blocked',
    reason: clear
      ? 'the current record was acknowledged'
      : stored.record === undefined
        ? 'the record is not valid JSON; rewrite it with `handoff resume write`'
        : ack === null
          ? 'the record has not been acknowledged; read RESUME.md, then ack it in your own words'
          : 'the record changed since the last acknowledgement; read RESUME.md again, then ack it',
    written_at: typeof record.written_at === 'string' ? record.written_at : null,
    status: typeof record.status === 'string' ? record.status : null,
    failed_approaches: Array.isArray(record.failed_approaches) ? record.failed_approaches.length : null,
    digest: stored.digest,
    ack,
    resume_in_sync: stored.resumeText !== null && stored.resumeText.includes(`sha256=${stored.digest}`),
    ...base,
  };
}

/** A stored acknowledgement, or every defect of a refused one. */
/** Options of {@link ackHandoff}. */
export interface AckOptions extends StoreOptions {
  /**
   * The digest of the record the summary is about (the `sha256=` RESUME.md shows). When the
   * stored record has another, a write landed after the read: the ack is refused.
   */
  expectDigest?: string;
}

export type AckResult = { ok: true; digest: string; read_at: string; lines: string[]; defects: [] } | { ok: false; defects: Defect[] };

/**
 * Acknowledge the current record with a summary in the reader's own words (SPEC §3.4),
 * bound to the record's digest. The stored record is never re-validated, so a record written
 * under older rules can still be acknowledged; a refused ack changes nothing. With
 * `expectDigest`, a record written again since the reader's copy is refused (`ack-stale`).
 */
export async function ackHandoff(dir: string, summary: string, options: AckOptions = {}): Promise<AckResult> {
  const paths = handoffPaths(dir);
  if ((await readIfExists(paths.statePath)) === null) return noRecord(dir);
  return withLock(dir, async (): Promise<AckResult> => {
    const stored = await readHandoff(dir);
    if (!stored) return noRecord(dir);
    if (options.expectDigest !== undefined && options.expectDigest.toLowerCase() !== stored.digest) {
      return {
        ok: false,
        defects: [{ path: 'expect-digest', code: 'ack-stale', message: `the record was written again since the one you read (sha256=${stored.digest.slice(0, 12)}…); read RESUME.md again and acknowledge that` }],
      };
    }
    const check = checkAck(summary, stored.resumeText ?? stored.stateText);
    if (!check.ok) return { ok: false, defects: check.defects };
    const read_at = (options.now ?? new Date()).toISOString();
    await sweepOrphans(paths);
    await writeFileAtomic(paths.ackPath, `${JSON.stringify({ digest: stored.digest, read_at, summary: check.lines.join('\n') }, null, 2)}\n`);
    return { ok: true, digest: stored.digest, read_at, lines: check.lines, defects: [] };
  });
}

/** The stored record's learning candidates, or `null` when there is no record. */
export async function readLearnings(dir: string): Promise<LearningCandidate[] | null> {
  const stored = await readHandoff(dir);
  return stored ? learningCandidates(stored.record) : null;
}

function noRecord(dir: string): AckResult {
  return { ok: false, defects: [{ path: dir, code: 'no-record', message: 'holds no handoff record to acknowledge; write one with `handoff resume write`' }] };
}

function readAck(text: string | null): { digest: string; read_at: string } | null {
  const value = text === null ? undefined : parseJson(text);
  if (typeof value !== 'object' || value === null) return null;
  const { digest, read_at } = value as { digest?: unknown; read_at?: unknown };
  return typeof digest === 'string' && typeof read_at === 'string' ? { digest, read_at } : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `2026-11-29T20-00-00-000Z`: the UTC time, safe as a file name on every platform. */
function archiveStem(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

// write-file-atomic's temp files (`<target>.<n>`) and the archive's (`<name>.<pid>-<hex>.tmp`).
const TEMP_NAME = /^(?:(?:RESUME\.md|session-handoff\.json|ack\.json)\.\d+|.+-resume\.md\.\d+-[0-9a-f]+\.tmp)$/;

// A writer killed by SIGKILL cannot remove its temp file; under the lock no writer of ours
// is running, so any such file left beside a target is an orphan.
async function sweepOrphans(paths: HandoffPaths): Promise<void> {
  for (const folder of [paths.dir, join(paths.dir, 'state'), paths.archiveDir]) {
    let names: string[];
    try {
      names = await readdir(folder);
    } catch {
      continue;
    }
    for (const name of names) {
      if (TEMP_NAME.test(name)) await unlink(join(folder, name)).catch(() => undefined);
    }
  }
}
