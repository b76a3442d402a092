import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { writeBranchHandoff } from '@handoff/core/branch';
import { acceptAck, verifyPacket, writePacket } from '@handoff/core/packet';
import {
  checkpointForSession,
  forgetRecordedRejection,
  readRejectionsState,
  recordRejection,
  clearRecordedRejections,
} from '@handoff/core/rejections';
import { ackHandoff, handoffStatus, readHandoff, writeHandoff } from '@handoff/core/session';
import { isTempName } from '../../../packages/core/src/lib/store/sweep.js';
// @ts-expect-error: plain JavaScript shared with the slow lane's writer child (tests/slow/harness).
import { packetAck } from '../../slow/harness/data.mjs';

/** A record input of the session store; `tag` makes two versions differ. */
export function record(tag: string): Record<string, unknown> {
  return {
    goal: `Keep every store whole on a full disk and after a kill, version ${tag} of the record.`,
    status: 'partial',
    active_files: [{ path: 'packages/core/src/lib/store/atomic.ts', purpose: `the writer under test (${tag})` }],
    changes: [{ what: `Wrote version ${tag}`, why: 'the test alternates versions' }],
    failed_approaches: [
      { approach: 'One write call per file', why_failed: 'a short count was ignored and the file truncated' },
    ],
    next_steps: [{ step: 'Run the store tests again', command: 'npx vitest run tests/robustness' }],
  };
}

/** A packet input; `tag` makes two versions differ. */
export function packet(tag: string): string {
  return JSON.stringify({
    GOAL_ID: 'goal-42',
    'OUTCOME / ACCEPTANCE': `Stores survive a full disk (${tag}).`,
    AUTHORITY: 'May edit packages/core/src/lib/store.',
    POLICY: 'adaptive',
    SOURCE: 'session src-1, branch stores, HEAD 3f2c1ab',
    WORKING_STATE: 'dirty: atomic.ts (diff 9e8d7c6)',
    PROGRESS: `version ${tag}`,
    DECISIONS: 'Own writer instead of write-file-atomic.',
    LIVE_WORK: 'none',
    NEXT_SAFE_ACTION: 'Run the robustness suite.',
    RESTART_ID: 'restart-7',
  });
}

/** A reader's summary that passes the ack checks. */
export const SUMMARY =
  'The writer now loops on short counts and checks the temp file.\nNext I rerun the suite before ' +
  'touching the lock code.';

/** The seeded handoff text for `init --force`. */
const handoffText = (tag: string) => `# Handoff\n\n## Goal\n\nSeeded version ${tag}.\n`;

/** One store writer: how to give it an old state, make it write, and check what it left. */
export interface StoreWriter {
  name: string;
  /** Where it writes, relative to the test folder (a store, or HANDOFF.md's folder). */
  folder: string;
  /** The parts it reads or writes, relative to the test folder: each must be refused as a link. */
  parts: string[];
  setup(root: string): Promise<void>;
  run(root: string): Promise<unknown>;
  /** Throws unless every reader accepts what is there (the pair verifies). */
  check(root: string): Promise<void>;
}

const store = (root: string) => join(root, '.handoff');

/** Every writer of the stores, each with an old state to replace. */
export const STORE_WRITERS: StoreWriter[] = [
  {
    name: 'resume write',
    folder: '.handoff',
    parts: [
      '.handoff',
      '.handoff/state',
      '.handoff/archive',
      '.handoff/RESUME.md',
      '.handoff/state/session-handoff.json',
    ],
    setup: async (root) => void (await writeHandoff(store(root), record('A'))),
    run: (root) => writeHandoff(store(root), record('B')),
    check: async (root) => {
      const status = await handoffStatus(store(root));
      if (status.gate === 'none' || !status.resume_in_sync)
        throw new Error(`session store does not verify: ${JSON.stringify(status)}`);
    },
  },
  {
    name: 'resume ack',
    folder: '.handoff',
    parts: [
      '.handoff',
      '.handoff/state',
      '.handoff/RESUME.md',
      '.handoff/state/session-handoff.json',
      '.handoff/state/ack.json',
    ],
    setup: async (root) => void (await writeHandoff(store(root), record('A'))),
    run: async (root) => {
      const result = await ackHandoff(store(root), SUMMARY);
      if (!result.ok) throw new Error(result.defects.map((d) => d.code).join());
    },
    check: async (root) => {
      const stored = await readHandoff(store(root));
      if (!stored) throw new Error('no record');
      await handoffStatus(store(root));
    },
  },
  {
    name: 'reject',
    folder: '.handoff',
    parts: ['.handoff', '.handoff/state', '.handoff/state/rejections.json'],
    setup: async (root) =>
      void (await recordRejection(store(root), { approach: 'approach A', evidence: 'evidence A' })),
    run: (root) => recordRejection(store(root), { approach: 'approach B', evidence: 'evidence B' }),
    check: async (root) => void (await readRejectionsState(store(root))),
  },
  {
    name: 'forget',
    folder: '.handoff',
    parts: ['.handoff', '.handoff/state', '.handoff/state/rejections.json'],
    setup: async (root) => {
      await recordRejection(store(root), { approach: 'approach A', evidence: 'evidence A' });
      await recordRejection(store(root), { approach: 'approach B', evidence: 'evidence B' });
    },
    run: (root) => forgetRecordedRejection(store(root), 1),
    check: async (root) => void (await readRejectionsState(store(root))),
  },
  {
    name: 'rejections clear',
    folder: '.handoff',
    parts: ['.handoff', '.handoff/state', '.handoff/state/rejections.json'],
    setup: async (root) =>
      void (await recordRejection(store(root), { approach: 'approach A', evidence: 'evidence A' })),
    run: (root) => clearRecordedRejections(store(root)),
    check: async (root) => void (await readRejectionsState(store(root))),
  },
  {
    name: 'checkpoint --for',
    folder: '.handoff',
    parts: ['.handoff', '.handoff/state', '.handoff/state/rejections.json'],
    setup: async (root) =>
      void (await recordRejection(store(root), { approach: 'approach A', evidence: 'evidence A' })),
    run: (root) => checkpointForSession(store(root), { session: 's1' }),
    check: async (root) => void (await readRejectionsState(store(root))),
  },
  {
    name: 'packet write',
    folder: '.handoff',
    parts: ['.handoff', '.handoff/state', '.handoff/packet.md', '.handoff/state/packet.json'],
    setup: async (root) => void (await writePacket(store(root), packet('A'))),
    run: (root) => writePacket(store(root), packet('B')),
    check: async (root) => void (await verifyPacket(store(root))),
  },
  {
    name: 'packet ack',
    folder: '.handoff',
    parts: [
      '.handoff',
      '.handoff/state',
      '.handoff/packet.md',
      '.handoff/state/packet.json',
      '.handoff/state/packet-ack.json',
    ],
    setup: async (root) => void (await writePacket(store(root), packet('A'))),
    run: async (root) => acceptAck(store(root), packetAck((await verifyPacket(store(root))).digest)),
    check: async (root) => void (await verifyPacket(store(root))),
  },
  {
    name: 'init --force',
    folder: '.',
    parts: ['HANDOFF.md'],
    setup: async (root) => void (await writeBranchHandoff(join(root, 'HANDOFF.md'), handoffText('A'))),
    run: (root) => writeBranchHandoff(join(root, 'HANDOFF.md'), handoffText('B'), true),
    check: async (root) => {
      if (!readFileSync(join(root, 'HANDOFF.md'), 'utf8').startsWith('# Handoff')) throw new Error('HANDOFF.md torn');
    },
  },
];

/** Every file under `folder` (relative path → bytes as latin1), the lock left out. */
export function snapshot(folder: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(folder)) return out;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name === '.lock') continue;
    const path = join(entry.parentPath, entry.name);
    out[relative(folder, path)] = readFileSync(path, 'latin1');
  }
  return out;
}

/** The temp files (and staged `.next` files) under `folder`. */
export function leftovers(folder: string): { temps: string[]; staged: string[] } {
  const names = Object.keys(snapshot(folder));
  return {
    temps: names.filter((name) => isTempName(name.split('/').pop()!)),
    staged: names.filter((name) => name.endsWith('.next')),
  };
}
