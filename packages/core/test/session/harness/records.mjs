// Two large, distinguishable records for the crash harness (about `size` bytes each).
export function bigRecord(tag, size) {
  const filler = `${tag} `.repeat(Math.ceil(size / (tag.length + 1)));
  return {
    schema: 1,
    written_at: '2026-11-29T20:00:00.000Z',
    goal: `Record ${tag}: survive a SIGKILL in the middle of a write without tearing a file. ${filler}`,
    status: 'running',
    active_files: [{ path: `packages/core/src/${tag}.ts`, purpose: `the ${tag} version of the store under test` }],
    changes: [{ what: `Wrote version ${tag} of the record`, why: 'the harness alternates two versions' }],
    failed_approaches: [{ approach: `Writing version ${tag} in place`, why_failed: 'a kill mid-write leaves a torn file' }],
    next_steps: [{ step: 'Check the files on disk after the kill', command: 'sha256sum .handoff/RESUME.md' }],
  };
}
