import { createHash } from 'node:crypto';
import { join } from 'node:path';
import {
  checkStoreFolders,
  createUnique,
  MAX_STORE_FILE_BYTES,
  prepareStagedStore,
  readDependent,
  readStoreText,
  renameDurably,
  stagedPath,
  StoreRefusal,
  committedBy,
  syscalls,
  withLock,
  writeFileAtomic,
  type HeldLock,
  type LockOptions,
} from '../store/index.js';
import { checkAck } from './ack.js';
import type { Defect } from './defects.js';
import { learningCandidates, type LearningCandidate } from './learnings.js';
import { renderResume } from './render.js';
import type { HandoffRecord } from './schema.js';
import { validateHandoffRecord } from './validate.js';

/** Where a `.handoff` folder keeps the session handoff (docs/session.md). */
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
function serializeRecord(record: HandoffRecord): string {
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
export interface StoreOptions extends LockOptions {
  /** The clock (default: now); tests pin it. */
  now?: Date;
}

/** A successful write's paths and digest, or every defect of a refused record. */
export type WriteResult =
  | {
      ok: true;
      record: HandoffRecord;
      digest: string;
      statePath: string;
      resumePath: string;
      archivePath: string;
      defects: [];
    }
  | { ok: false; defects: Defect[] };

/** Whether a rendering belongs to the record with this digest (its last line carries it). */
const rendersDigest = (digest: string) => (text: string) => text.includes(`sha256=${digest}`);

/**
 * Validate and store a record. A refused record writes nothing, not even a folder. Under the
 * folder's lock, after finishing or dropping what a killed writer left:
 *
 * 1. the archive copy, created exclusively (never overwritten);
 * 2. RESUME.md staged as `RESUME.md.next`, atomically;
 * 3. the state JSON, atomically: **the commit point**;
 * 4. `RESUME.md.next` renamed to RESUME.md.
 *
 * A kill before 3 leaves the old record and RESUME.md; a kill between 3 and 4 leaves the
 * new record with its rendering in `RESUME.md.next`, which readers use (it carries the
 * record's digest) and the next writer renames into place. Either way the record and the
 * rendering readers get carry the same digest.
 */
export async function writeHandoff(dir: string, input: unknown, options: StoreOptions = {}): Promise<WriteResult> {
  const now = options.now ?? new Date();
  const result = validateHandoffRecord(input, { now });
  if (!result.ok) return result;
  const paths = handoffPaths(dir);
  const stateText = serializeRecord(result.record);
  const digest = recordDigest(stateText);
  const resume = renderResume(result.record, { digest });
  const largest = Math.max(Buffer.byteLength(stateText), Buffer.byteLength(resume));
  if (largest > MAX_STORE_FILE_BYTES) {
    return {
      ok: false,
      defects: [
        {
          path: '<root>',
          code: 'record-too-large',
          message:
            `would be stored as ${largest} bytes, over the ${MAX_STORE_FILE_BYTES / 1024 / 1024} MiB a store ` +
            `file may hold; link large evidence instead of copying it`,
        },
      ],
    };
  }
  return withLock(
    dir,
    async (lock) => {
      await prepare(paths, lock);
      const commit = { beforeCommit: () => lock.assertHeld() };
      let archivePath: string | undefined;
      try {
        archivePath = await createUnique(paths.archiveDir, archiveStem(now), '-resume.md', resume, commit);
        await writeFileAtomic(stagedPath(paths.resumePath), resume, { ...commit, reportPath: paths.resumePath });
        await writeFileAtomic(paths.statePath, stateText, commit);
      } catch (error) {
        // Not committed (a failure after the state's rename, its folder's fsync, is): take
        // back what this write added, so a failure leaves the store as it was.
        if (!committedBy(error, paths.statePath)) {
          await syscalls.unlink(stagedPath(paths.resumePath)).catch(() => undefined);
          if (archivePath !== undefined) await syscalls.unlink(archivePath).catch(() => undefined);
        }
        throw error;
      }
      await lock.assertHeld('the record was stored, and its RESUME.md is kept as RESUME.md.next until the next write');
      await renameDurably(stagedPath(paths.resumePath), paths.resumePath);
      return {
        ok: true as const,
        record: result.record,
        digest,
        statePath: paths.statePath,
        resumePath: paths.resumePath,
        archivePath: archivePath,
        defects: [] as [],
      };
    },
    options,
  );
}

/**
 * Under the lock, before a write: make the folders (refusing links), finish or drop a staged
 * RESUME.md a killed writer left, and remove its temp files.
 */
async function prepare(paths: HandoffPaths, lock: HeldLock): Promise<void> {
  const committed = async () => {
    const stateText = await readStoreText(paths.statePath, MAX_STORE_FILE_BYTES).catch(() => null);
    return stateText === null ? () => false : rendersDigest(recordDigest(stateText));
  };
  await prepareStagedStore(paths.dir, paths.resumePath, lock, committed);
}

/** The stored handoff as found on disk; `record` is the parsed JSON, not re-validated. */
export interface StoredHandoff {
  stateText: string;
  digest: string;
  /** The parsed state file, or `undefined` when it is not valid JSON. */
  record: unknown;
  /**
   * The record's rendering: RESUME.md, or `RESUME.md.next` when a write was interrupted
   * after its commit (`resumePending`); `null` when missing.
   */
  resumeText: string | null;
  /** The rendering came from `RESUME.md.next`: the next write or ack renames it into place. */
  resumePending: boolean;
}

/**
 * Read the stored handoff under `dir`, or `null` when there is none. A store part that is a
 * symbolic link, a state file that is not a regular file, too large or not UTF-8 is refused
 * with a {@link StoreRefusal}.
 */
export async function readHandoff(dir: string): Promise<StoredHandoff | null> {
  const paths = handoffPaths(dir);
  await checkStoreFolders(dir);
  const stateText = await readStoreText(paths.statePath, MAX_STORE_FILE_BYTES);
  if (stateText === null) return null;
  const digest = recordDigest(stateText);
  const resume = await readDependent(paths.resumePath, MAX_STORE_FILE_BYTES, rendersDigest(digest));
  return { stateText, digest, record: parseJson(stateText), resumeText: resume.text, resumePending: resume.pending };
}

/** The read gate's answer (docs/session.md). */
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
  /** Whether the rendering readers get carries the record's digest (false after a hand edit of either). */
  resume_in_sync: boolean;
  resume_path: string;
  state_path: string;
}

/**
 * Answer the read gate: `none` without a record, `clear` when the ack binds its digest, else
 * `blocked` — also when the store cannot be read as it is (a link, a FIFO, invalid UTF-8):
 * the gate fails closed and the reason says why.
 */
export async function handoffStatus(dir: string): Promise<HandoffStatus> {
  const paths = handoffPaths(dir);
  const base = { resume_path: paths.resumePath, state_path: paths.statePath };
  const empty = {
    written_at: null,
    status: null,
    failed_approaches: null,
    digest: null,
    ack: null,
    resume_in_sync: false,
    ...base,
  };
  let stored: StoredHandoff | null;
  let ack: { digest: string; read_at: string } | null;
  try {
    stored = await readHandoff(dir);
    ack = stored ? readAck(await readStoreText(paths.ackPath, MAX_STORE_FILE_BYTES)) : null;
  } catch (error) {
    if (error instanceof StoreRefusal)
      return { gate: 'blocked', reason: `${error.message}; the gate stays blocked`, ...empty };
    throw error;
  }
  if (!stored) return { gate: 'none', reason: 'no handoff record', ...empty };
  const record = (typeof stored.record === 'object' && stored.record !== null ? stored.record : {}) as Record<
    string,
    unknown
  >;
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
    resume_in_sync: stored.resumeText !== null && rendersDigest(stored.digest)(stored.resumeText),
    ...base,
  };
}

/** Options of {@link ackHandoff}. */
export interface AckOptions extends StoreOptions {
  /**
   * The digest of the record the summary is about (the `sha256=` RESUME.md shows). When the
   * stored record has another, a write landed after the read: the ack is refused.
   */
  expectDigest?: string;
}

/** A stored acknowledgement, or every defect of a refused one. */
export type AckResult =
  { ok: true; digest: string; read_at: string; lines: string[]; defects: [] } | { ok: false; defects: Defect[] };

/**
 * Acknowledge the current record with a summary in the reader's own words,
 * bound to the record's digest. The stored record is never re-validated, so a record written
 * under older rules can still be acknowledged; a refused ack changes nothing. With
 * `expectDigest`, a record written again since the reader's copy is refused (`ack-stale`).
 */
export async function ackHandoff(dir: string, summary: string, options: AckOptions = {}): Promise<AckResult> {
  const paths = handoffPaths(dir);
  await checkStoreFolders(dir);
  if ((await readStoreText(paths.statePath, MAX_STORE_FILE_BYTES)) === null) return noRecord(dir);
  return withLock(
    dir,
    async (lock): Promise<AckResult> => {
      await prepare(paths, lock);
      const stored = await readHandoff(dir);
      if (!stored) return noRecord(dir);
      if (options.expectDigest !== undefined && options.expectDigest.toLowerCase() !== stored.digest) {
        return {
          ok: false,
          defects: [
            {
              path: 'expect-digest',
              code: 'ack-stale',
              message:
                `the record was written again since the one you read (sha256=${stored.digest.slice(0, 12)}…); ` +
                `read RESUME.md again and acknowledge that`,
            },
          ],
        };
      }
      const check = checkAck(summary, stored.resumeText ?? stored.stateText);
      if (!check.ok) return { ok: false, defects: check.defects };
      const read_at = (options.now ?? new Date()).toISOString();
      await writeFileAtomic(
        paths.ackPath,
        `${JSON.stringify({ digest: stored.digest, read_at, summary: check.lines.join('\n') }, null, 2)}\n`,
        {
          beforeCommit: () => lock.assertHeld(),
        },
      );
      return { ok: true, digest: stored.digest, read_at, lines: check.lines, defects: [] };
    },
    options,
  );
}

/** The stored record's learning candidates, or `null` when there is no record. */
export async function readLearnings(dir: string): Promise<LearningCandidate[] | null> {
  const stored = await readHandoff(dir);
  return stored ? learningCandidates(stored.record) : null;
}

function noRecord(dir: string): AckResult {
  return {
    ok: false,
    defects: [
      {
        path: dir,
        code: 'no-record',
        message: 'holds no handoff record to acknowledge; write one with `handoff resume write`',
      },
    ],
  };
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
