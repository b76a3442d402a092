// The inputs the kill harness writes, shared by the test (which prepares the old state and
// knows what each version's bytes must be) and the writer child it SIGKILLs.

/**
 * A session record of about `size` bytes; `tag` makes the versions differ. Fixed written_at: same input, same bytes.
 */
export function record(tag, size) {
  const filler = `${tag} `.repeat(Math.ceil(size / (tag.length + 1)));
  return {
    schema: 1,
    written_at: '2026-12-01T12:00:00.000Z',
    goal: `Record ${tag}: survive a SIGKILL in the middle of a write without tearing a file. ${filler}`,
    status: 'running',
    active_files: [{ path: `packages/core/src/${tag}.ts`, purpose: `the ${tag} version of the store under test` }],
    changes: [{ what: `Wrote version ${tag} of the record`, why: 'the harness alternates two versions' }],
    failed_approaches: [
      { approach: `Writing version ${tag} in place`, why_failed: 'a kill mid-write leaves a torn file' },
    ],
    next_steps: [{ step: 'Check the files on disk after the kill', command: 'sha256sum .handoff/RESUME.md' }],
  };
}

/** A continuation packet of about `size` bytes (few words, long ones: the 2,000-word cap holds). */
export function packet(tag, size) {
  return JSON.stringify({
    GOAL_ID: 'goal-42',
    'OUTCOME / ACCEPTANCE': `The stores survive kills (${tag}).`,
    AUTHORITY: 'May edit packages/core/src/lib/store.',
    POLICY: 'adaptive',
    SOURCE: 'session src-1, branch stores, HEAD 3f2c1ab',
    WORKING_STATE: 'dirty: atomic.ts (diff 9e8d7c6)',
    PROGRESS: `version ${tag} ${`${tag}x`.repeat(Math.ceil(size / (tag.length + 1)))}`,
    DECISIONS: 'Own writer instead of write-file-atomic.',
    LIVE_WORK: 'none',
    NEXT_SAFE_ACTION: 'Run the robustness suite.',
    RESTART_ID: 'restart-7',
  });
}

/** The READY_READONLY ACK for the packet with `digest` (the packet's first safe action by default). */
export function packetAck(digest, firstSafeAction = 'Run the robustness suite.') {
  return [
    'READY_READONLY',
    'GOAL_ID: goal-42',
    'RESTART_ID: restart-7',
    'SOURCE_ID: src-1',
    'TARGET_ID: tgt-9',
    `CHECKPOINT_DIGEST: ${digest}`,
    'CHECKOUT_FINGERPRINT: 3f2c1ab',
    'DIRTY_FINGERPRINT: 9e8d7c6',
    `FIRST_SAFE_ACTION: ${firstSafeAction}`,
  ].join('\n');
}

/** Two acknowledgement summaries that pass the checks. */
export const SUMMARIES = [
  'The writer loops on short counts now and checks its temp file.\nNext I rerun the suite before the lock work.',
  'A kill may land anywhere in the write and the old file must stay.\nI start with the harness output, then the docs.',
];

/** A seeded HANDOFF.md of about `size` bytes. */
export function handoffText(tag, size) {
  return `# Handoff\n\n## Goal\n\nSeeded version ${tag}. ${`${tag} `.repeat(Math.ceil(size / (tag.length + 1)))}\n`;
}
