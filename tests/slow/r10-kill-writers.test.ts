import { fork, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript shared with the benchmark (a seeded mulberry32).
import { prng } from '../../bench/generate.mjs';
// @ts-expect-error: plain JavaScript shared with the harness child.
import { handoffText, packet, packetAck, record, SUMMARIES } from './harness/data.mjs';
import { BIN } from '../helpers/cli.js';

// R10: SIGKILL every store writer at random moments, 200 times each, and after every kill
// check that what is on disk is whole — each file one of the known versions where the
// versions are fixed, and the pair of a two-file store verifying (the record and the
// RESUME.md readers get, the packet and its digest) — and that every reader accepts it.
// Every 50 kills, and at the end, the real commands read the store; at the end one more
// write must leave no temp file, no staged file and no lock. The control is the same
// harness with a writer that rewrites the files in place: it must tear one.
//
// The writers run the built packages (npm run build first; `npm run test:slow` does).
// HANDOFF_KILLS (default 200) and HANDOFF_KILL_SIZE (bytes, default 65536) tune a local run.

const KILLS = Number(process.env.HANDOFF_KILLS ?? 200);
const SIZE = Number(process.env.HANDOFF_KILL_SIZE ?? 64 * 1024);
const SEED = 20261201;
const dist = fileURLToPath(new URL('../../packages/core/dist/', import.meta.url));
const harness = fileURLToPath(new URL('./harness/kill-writer.mjs', import.meta.url));
const load = async <T>(name: string): Promise<T> => (await import(pathToFileURL(join(dist, `${name}.js`)).href)) as T;
const sha = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

type Session = typeof import('@handoff/core/session');
type Packet = typeof import('@handoff/core/packet');
type Rejections = typeof import('@handoff/core/rejections');
type Branch = typeof import('@handoff/core/branch');

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'handoff-r10-'));
  console.log(`R10: ${KILLS} kills per writer, ${SIZE}-byte payloads, seed ${SEED}`);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Start the writer, wait until it is warm, SIGKILL it at a random point of its round. */
async function killOnce(writer: string, root: string, next: () => number): Promise<void> {
  const child = fork(harness, [writer, root, dist, String(SIZE)], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ready = (await Promise.race([once(child, 'message'), once(child, 'exit').then(() => null)])) as
    [{ ms: number }] | null;
  if (ready === null)
    throw new Error(`${writer} died before it was ready: ${stderr.split('\n').slice(0, 3).join(' | ')}`);
  await new Promise((resolve) => setTimeout(resolve, next() * (2 * ready[0].ms + 2)));
  child.kill('SIGKILL');
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
}

/** What a write killed in its middle leaves: a temp file or a staged `.next` (the lock is held between writes too). */
function inFlight(root: string): boolean {
  const names = readdirSync(root, { recursive: true }).map(String);
  return names.some((name) => /\.tmp$|\.next$/.test(name));
}

function leftovers(root: string): string[] {
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((name) => /\.tmp$|\.next$|(^|\/)\.lock$|\.stale$/.test(name));
}

function cli(root: string, args: string[]): { status: number | null; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stderr: result.stderr };
}

interface Lane {
  writer: string;
  setup(root: string): Promise<void>;
  /** Throws (or returns a problem) unless the store is whole and verifies. */
  check(root: string): Promise<string | null>;
  /** Commands that must read the store (exit 0). */
  commands: string[][];
  /** One more write, in process, after the kills. */
  finish(root: string): Promise<void>;
}

async function knownSession(): Promise<{ state: Set<string>; resume: Set<string> }> {
  const { writeHandoff } = await load<Session>('session');
  const state = new Set<string>();
  const resume = new Set<string>();
  for (const tag of ['A', 'B']) {
    const dir = join(scratch, `known-session-${tag}`, '.handoff');
    await writeHandoff(dir, record(tag, SIZE));
    state.add(sha(readFileSync(join(dir, 'state/session-handoff.json'))));
    resume.add(sha(readFileSync(join(dir, 'RESUME.md'))));
  }
  return { state, resume };
}

async function knownPackets(): Promise<Set<string>> {
  const { writePacket } = await load<Packet>('packet');
  const out = new Set<string>();
  for (const tag of ['A', 'B']) {
    const dir = join(scratch, `known-packet-${tag}`, '.handoff');
    await writePacket(dir, packet(tag, SIZE));
    out.add(sha(readFileSync(join(dir, 'packet.md'))));
  }
  return out;
}

const store = (root: string) => join(root, '.handoff');

async function lanes(): Promise<Lane[]> {
  const session = await load<Session>('session');
  const packets = await load<Packet>('packet');
  const rejections = await load<Rejections>('rejections');
  const branch = await load<Branch>('branch');
  const knownS = await knownSession();
  const knownP = await knownPackets();
  const knownH = new Set([sha(handoffText('A', SIZE)), sha(handoffText('B', SIZE))]);
  const sessionCheck = async (root: string) => {
    const state = readFileSync(join(store(root), 'state/session-handoff.json'));
    if (!knownS.state.has(sha(state))) return 'torn record';
    if (!knownS.resume.has(sha(readFileSync(join(store(root), 'RESUME.md'))))) return 'torn RESUME.md';
    const status = await session.handoffStatus(store(root));
    if (!status.resume_in_sync) return 'record and rendering do not verify';
    return null;
  };
  const rejectionsCheck = async (root: string) => {
    await rejections.readRejectionsState(store(root));
    return null;
  };
  const packetCheck = async (root: string) => {
    const verified = await packets.verifyPacket(store(root));
    if (!knownP.has(verified.digest.replace('sha256:', ''))) return 'torn packet';
    if (!knownP.has(sha(readFileSync(join(store(root), 'packet.md'))))) return 'torn packet.md';
    return null;
  };
  const sessionCommands = [
    ['resume', 'status'],
    ['resume', 'read'],
    ['resume', 'learnings'],
  ];
  const rejectionCommands = [['rejections', '--json'], ['checkpoint']];
  const rejectionSetup = async (root: string) => {
    for (let k = 0; k < 3; k++)
      await rejections.recordRejection(store(root), { approach: `setup ${k}`, evidence: 'e'.repeat(1000) });
  };
  return [
    {
      writer: 'resume-write',
      setup: async (root) => void (await session.writeHandoff(store(root), record('A', SIZE))),
      check: sessionCheck,
      commands: sessionCommands,
      finish: async (root) => void (await session.writeHandoff(store(root), record('B', SIZE))),
    },
    {
      writer: 'resume-ack',
      setup: async (root) => {
        await session.writeHandoff(store(root), record('A', SIZE));
        await session.ackHandoff(store(root), SUMMARIES[0]);
      },
      check: async (root) => {
        const problem = await sessionCheck(root);
        if (problem) return problem;
        const status = await session.handoffStatus(store(root));
        return status.gate === 'clear' ? null : `gate ${status.gate} after a kill of the ack`;
      },
      commands: sessionCommands,
      finish: async (root) => void (await session.ackHandoff(store(root), SUMMARIES[1])),
    },
    ...(['reject', 'forget', 'clear', 'checkpoint'] as const).map((writer) => ({
      writer,
      setup: rejectionSetup,
      check: rejectionsCheck,
      commands: rejectionCommands,
      finish: async (root: string) =>
        void (await rejections.checkpointForSession(store(root), { failedTurn: 'end', session: 'end' })),
    })),
    {
      writer: 'packet-write',
      setup: async (root) => void (await packets.writePacket(store(root), packet('A', SIZE))),
      check: packetCheck,
      commands: [['packet', 'verify']],
      finish: async (root) => void (await packets.writePacket(store(root), packet('B', SIZE))),
    },
    {
      writer: 'packet-ack',
      setup: async (root) => {
        await packets.writePacket(store(root), packet('A', SIZE));
        await packets.acceptAck(store(root), packetAck((await packets.verifyPacket(store(root))).digest));
      },
      check: async (root) => {
        const problem = await packetCheck(root);
        if (problem) return problem;
        JSON.parse(readFileSync(join(store(root), 'state/packet-ack.json'), 'utf8'));
        return null;
      },
      commands: [['packet', 'verify']],
      finish: async (root) =>
        void (await packets.acceptAck(store(root), packetAck((await packets.verifyPacket(store(root))).digest))),
    },
    {
      writer: 'init',
      setup: async (root) => void (await branch.writeBranchHandoff(join(root, 'HANDOFF.md'), handoffText('A', SIZE))),
      check: async (root) => (knownH.has(sha(readFileSync(join(root, 'HANDOFF.md')))) ? null : 'torn HANDOFF.md'),
      commands: [['orient', '--file', 'HANDOFF.md']],
      finish: async (root) =>
        void (await branch.writeBranchHandoff(join(root, 'HANDOFF.md'), handoffText('B', SIZE), true)),
    },
  ];
}

describe('R10: SIGKILL in the middle of every writer', () => {
  it(`${KILLS} kills of each writer leave stores every reader and command accepts, and the next write sweeps what they left`, async () => {
    const all = await lanes();
    const failures: string[] = [];
    const interrupted: Record<string, number> = {};
    // Two lanes at a time (the CI machine has two cores): most of a kill cycle is a child starting up.
    const queue = [...all];
    await Promise.all(
      Array.from({ length: 2 }, async () => {
        for (let lane = queue.shift(); lane; lane = queue.shift()) {
          const root = join(scratch, lane.writer);
          const next = prng(SEED + lane.writer.length * 7919 + lane.writer.charCodeAt(0));
          await lane.setup(root);
          interrupted[lane.writer] = 0;
          for (let k = 0; k < KILLS; k++) {
            await killOnce(lane.writer, root, next);
            if (inFlight(root)) interrupted[lane.writer]!++;
            const problem = await lane.check(root).catch((error: Error) => `reader threw: ${error.message}`);
            if (problem) failures.push(`${lane.writer} kill ${k} (seed ${SEED}): ${problem}`);
            // The archive grows by one entry per write; it is not what is checked here.
            if (k % 20 === 19) rmSync(join(store(root), 'archive'), { recursive: true, force: true });
            if (k % 50 === 49 || k === KILLS - 1) {
              for (const args of lane.commands) {
                const run = cli(root, args);
                if (run.status !== 0)
                  failures.push(
                    `${lane.writer} kill ${k}: \`handoff ${args.join(' ')}\` exited ${run.status}: ` +
                      `${run.stderr.trim()}`,
                  );
              }
            }
          }
          await lane.finish(root);
          const left = leftovers(root);
          if (left.length > 0) failures.push(`${lane.writer}: the next write left ${left.join(', ')}`);
          const problem = await lane.check(root).catch((error: Error) => `reader threw: ${error.message}`);
          if (problem) failures.push(`${lane.writer} after the last write: ${problem}`);
        }
      }),
    );
    console.log(`R10: kills that landed inside a write, per writer: ${JSON.stringify(interrupted)}`);
    expect(failures).toEqual([]);
    // Sensitivity: for every writer, kills really landed in the middle of a write.
    for (const lane of all) expect(interrupted[lane.writer], lane.writer).toBeGreaterThan(0);
  }, 1_800_000);

  it('control: the same harness with in-place writes tears the record or RESUME.md', async () => {
    const known = await knownSession();
    const root = join(scratch, 'naive');
    const next = prng(SEED + 1);
    let torn = 0;
    for (let k = 0; k < KILLS && torn === 0; k++) {
      await killOnce('naive-resume', root, next);
      const state = join(store(root), 'state/session-handoff.json');
      const resume = join(store(root), 'RESUME.md');
      if (!existsSync(state) || !existsSync(resume)) continue;
      // The naive RESUME.md has no digest line, so only its emptiness or truncation shows.
      if (!known.state.has(sha(readFileSync(state)))) torn++;
      else if (readFileSync(resume).length < 1000) torn++;
    }
    expect(torn).toBeGreaterThan(0);
  }, 600_000);
});
