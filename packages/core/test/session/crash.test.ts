import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// A seeded generator (mulberry32, shared with the benchmark), so a failing run can be replayed.
// @ts-expect-error: the benchmark's generator is plain JavaScript without types.
import { prng } from '../../../../bench/generate.mjs';

// These tests run the built store (packages/core/dist) in child processes, since only a
// separate process can be SIGKILLed mid-write. `npx tsc --build` first; built here if missing.
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const dist = join(repo, 'packages/core/dist/session.js');
const harness = (name: string) => fileURLToPath(new URL(`./harness/${name}`, import.meta.url));
const SIZE = 2 * 1024 * 1024;
const SEED = 20261129;

let root: string;
beforeAll(() => {
  if (!existsSync(dist)) execFileSync('npx', ['tsc', '--build', 'packages/core'], { cwd: repo, stdio: 'ignore' });
  root = mkdtempSync(join(tmpdir(), 'handoff-crash-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Start a writer, wait until it is warm, then SIGKILL it `delayMs` later. The window is one
 * measured write cycle plus 50 ms rather than a fixed 0–50 ms: on a slow or busy disk one
 * 2 MiB write with its fsyncs takes far longer than 50 ms, and a fixed window would only
 * ever hit validation.
 */
async function killMidWrite(dir: string, mode: 'store' | 'naive', delayMs: number): Promise<number> {
  const child: ChildProcess = fork(harness('writer.mjs'), [pathToFileURL(dist).href, dir, mode, String(SIZE)], { stdio: 'ignore' });
  await once(child, 'message');
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  child.kill('SIGKILL');
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  // The killed holder cannot release its lock; the store takes a lock over only after 10 s
  // (stale-lock recovery is tested with proper-lockfile itself), so the harness clears it.
  rmSync(join(dir, '.lock'), { recursive: true, force: true });
  rmSync(join(dir, 'archive'), { recursive: true, force: true });
  return delayMs;
}

/** The bytes the store writes for records A and B, from one clean write each. */
async function knownVersions(): Promise<{ state: Set<string>; resume: Set<string>; cycleMs: number }> {
  const { writeHandoff } = (await import(pathToFileURL(dist).href)) as typeof import('@handoff/core/session');
  const { bigRecord } = (await import(pathToFileURL(harness('records.mjs')).href)) as { bigRecord: (tag: string, size: number) => unknown };
  const state = new Set<string>();
  const resume = new Set<string>();
  let cycleMs = 0;
  for (const tag of ['A', 'B']) {
    const dir = join(root, `known-${tag}`);
    const started = performance.now();
    const result = await writeHandoff(dir, bigRecord(tag, SIZE));
    cycleMs = performance.now() - started;
    expect(result.ok).toBe(true);
    state.add(sha256(readFileSync(join(dir, 'state/session-handoff.json'))));
    resume.add(sha256(readFileSync(join(dir, 'RESUME.md'))));
  }
  return { state, resume, cycleMs };
}

describe('crash safety (SIGKILL mid-write)', () => {
  it('leaves the old or the new record and RESUME.md after every kill, never a torn one', async () => {
    const known = await knownVersions();
    const next = prng(SEED);
    // HANDOFF_CRASH_KILLS lowers the count for a quick local run; CI keeps the default.
    const lanes = 2;
    const killsPerLane = Math.ceil(Number(process.env.HANDOFF_CRASH_KILLS ?? 100) / lanes);
    const failures: string[] = [];
    let interrupted = 0;
    await Promise.all(
      Array.from({ length: lanes }, async (_, lane) => {
        const dir = join(root, `store-${lane}`);
        const { writeHandoff } = (await import(pathToFileURL(dist).href)) as typeof import('@handoff/core/session');
        const { bigRecord } = (await import(pathToFileURL(harness('records.mjs')).href)) as { bigRecord: (tag: string, size: number) => unknown };
        await writeHandoff(dir, bigRecord('A', SIZE));
        for (let k = 0; k < killsPerLane; k++) {
          const delay = await killMidWrite(dir, 'store', Math.floor(next() * (known.cycleMs + 50)));
          // A temp file beside a target means this kill landed inside an atomic write.
          const temps = [...readdirSync(dir), ...readdirSync(join(dir, 'state'))].filter((name) => /\.\d+$/.test(name));
          if (temps.length > 0) interrupted++;
          const state = readFileSync(join(dir, 'state/session-handoff.json'));
          const resume = readFileSync(join(dir, 'RESUME.md'));
          if (!known.state.has(sha256(state))) failures.push(`lane ${lane} kill ${k} (${delay} ms, seed ${SEED}): torn state JSON`);
          if (!known.resume.has(sha256(resume))) failures.push(`lane ${lane} kill ${k} (${delay} ms, seed ${SEED}): torn RESUME.md`);
          expect(() => JSON.parse(state.toString('utf8'))).not.toThrow();
        }
        // The next successful write sweeps the temp files the kills left behind.
        await writeHandoff(dir, bigRecord('B', SIZE));
        expect(readdirSync(dir).filter((name) => /\.\d+$/.test(name))).toEqual([]);
        expect(readdirSync(join(dir, 'state')).filter((name) => /\.\d+$/.test(name))).toEqual([]);
      }),
    );
    expect(failures).toEqual([]);
    // Sensitivity: some kills really did land in the middle of a write.
    expect(interrupted).toBeGreaterThan(0);
  }, 900_000);

  it('control: the same harness with naive in-place writes does tear a file', async () => {
    const known = await knownVersions();
    const next = prng(SEED + 1);
    const dir = join(root, 'naive');
    let torn = 0;
    for (let k = 0; k < 60 && torn === 0; k++) {
      await killMidWrite(dir, 'naive', Math.floor(next() * (known.cycleMs + 50)));
      const state = join(dir, 'state/session-handoff.json');
      const resume = join(dir, 'RESUME.md');
      if (!existsSync(state) || !existsSync(resume)) continue;
      if (!known.state.has(sha256(readFileSync(state)))) torn++;
      // RESUME.md differs from the store's (no digest line), so only emptiness counts there.
      else if (readFileSync(resume).length === 0) torn++;
    }
    expect(torn).toBeGreaterThan(0);
  }, 600_000);
});

describe('concurrent writers', () => {
  it('ten processes writing in the same millisecond keep ten archives and a whole record', async () => {
    const dir = join(root, 'concurrent');
    const children = Array.from({ length: 10 }, (_, i) =>
      fork(harness('once.mjs'), [pathToFileURL(dist).href, dir, `w${i}`, '2026-11-29T20:00:00.000Z'], { stdio: 'ignore' }),
    );
    const codes = await Promise.all(children.map(async (child) => (await once(child, 'exit'))[0] as number));
    expect(codes).toEqual(Array(10).fill(0));
    const archives = readdirSync(join(dir, 'archive'));
    expect(archives).toHaveLength(10);
    expect(new Set(archives.map((name) => readFileSync(join(dir, 'archive', name), 'utf8'))).size).toBe(10);
    const record = JSON.parse(readFileSync(join(dir, 'state/session-handoff.json'), 'utf8')) as { goal: string };
    expect(record.goal).toMatch(/^Writer w\d /);
    expect(readFileSync(join(dir, 'RESUME.md'), 'utf8')).toContain(record.goal);
  }, 300_000);
});
