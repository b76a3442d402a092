import type { HandoffRecord } from '@handoff/core/session';

/** A valid record input (no `schema` / `written_at`: the writer stamps them). */
export function validInput(): Record<string, unknown> {
  return {
    goal: 'Make hand-offs between AI coding agents machine-checkable so the next session starts informed.',
    status: 'partial',
    active_files: [
      { path: 'packages/core/src/lib/session/store.ts', purpose: 'writes the record, RESUME.md and the archive' },
    ],
    changes: [{ what: 'Added the session store', why: 'atomic writes keep the record whole after a crash' }],
    failed_approaches: [
      {
        approach: 'Writing RESUME.md in place with fs.writeFile',
        why_failed: 'a SIGKILL mid-write left an empty file',
      },
    ],
    next_steps: [
      { step: 'Run the session tests', command: 'npx vitest run packages/core/test/session' },
      { step: 'Review the docs page' },
    ],
  };
}

/** A valid stored record. */
export function validRecord(overrides: Partial<HandoffRecord> = {}): HandoffRecord {
  return {
    schema: 1,
    written_at: '2026-11-29T20:00:00.000Z',
    ...(validInput() as Omit<HandoffRecord, 'schema' | 'written_at'>),
    ...overrides,
  };
}

/** Freeze a value and everything inside it, to prove nothing writes to it. */
export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'object' && current !== null && !Object.isFrozen(current)) {
      Object.freeze(current);
      stack.push(...Object.values(current));
    }
  }
  return value;
}

/** A synthetic GitHub token, assembled so no real-looking secret sits in the source. */
export const FAKE_GITHUB_TOKEN = 'ghp_' + 'A1b2'.repeat(9);
