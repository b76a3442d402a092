import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handoffInProcess } from '../helpers/in-process.js';

// The hand-built sessions of test-fixtures/audit/sessions, each in one runtime's on-disk
// shape, audited by the CLI as a user runs it (`handoff audit … --format json` with the
// arguments of its case.json) and held to the labels written for it before the matcher
// existed (expected.json): every call's verdict, rule and attempt, every rule's
// acknowledgement, citation and counts, the score and the outcome. The held-out sessions
// (test-fixtures/audit/held-out) ran for the first time once the audit was finished
// (docs/audit.md gives what they measured then); since then they guard against regressions
// like the others.

const FIXTURES = resolve(import.meta.dirname, '../../test-fixtures/audit');
const SESSIONS = join(FIXTURES, 'sessions');

interface Expected {
  calls: Array<{ index: number; verdict: string; rule: number | null; attempt: number | null }>;
  rules: Array<{
    n: number;
    acknowledged: boolean;
    cited_evidence: boolean;
    repeat_attempts: number;
    justified_revisits: number;
  }>;
  score: Record<string, number>;
  outcome: { regression_test: string; runs: number; last_passed: boolean | null } | null;
}

const sessionsOf = (group: string) =>
  readdirSync(join(FIXTURES, group))
    .filter((name) => statSync(join(FIXTURES, group, name)).isDirectory())
    .sort()
    .map((name) => join(group, name));
const folders = sessionsOf('sessions').map((f) => f.replace(/^sessions\//, ''));
const all = [...sessionsOf('sessions'), ...sessionsOf('held-out')];

describe('hand-built sessions against their labels', () => {
  it('there are at least 20, in all four runtimes', () => {
    expect(folders.length).toBeGreaterThanOrEqual(20);
    const runtimes = new Set(
      folders.map(
        (f) => (JSON.parse(readFileSync(join(SESSIONS, f, 'case.json'), 'utf8')) as { runtime: string }).runtime,
      ),
    );
    expect([...runtimes].sort()).toEqual(['claude-code', 'codex', 'gemini', 'opencode']);
  });

  it.each(all)('%s', async (name) => {
    const folder = join(FIXTURES, name);
    const { args } = JSON.parse(readFileSync(join(folder, 'case.json'), 'utf8')) as { args: string[] };
    const expected = JSON.parse(readFileSync(join(folder, 'expected.json'), 'utf8')) as Expected;
    const run = await handoffInProcess(folder, ['audit', ...args, '--format', 'json']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as Expected & {
      calls: Array<Expected['calls'][number] & { detail: string }>;
    };
    expect(report.calls.map(({ index, verdict, rule, attempt }) => ({ index, verdict, rule, attempt }))).toEqual(
      expected.calls,
    );
    expect(
      report.rules.map(({ n, acknowledged, cited_evidence, repeat_attempts, justified_revisits }) => ({
        n,
        acknowledged,
        cited_evidence,
        repeat_attempts,
        justified_revisits,
      })),
    ).toEqual(expected.rules);
    expect(report.score).toEqual(expected.score);
    expect(report.outcome).toEqual(expected.outcome);
  });
});
