import { execFileSync, fork } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Ten writers in separate processes (only they contend for the lock file for real), run on
// the built store (packages/core/dist; built here if missing). The SIGKILL loops over every
// writer are in the slow lane: tests/slow/r10-kill-writers.test.ts.
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const dist = join(repo, 'packages/core/dist/session.js');
const harness = (name: string) => fileURLToPath(new URL(`./harness/${name}`, import.meta.url));

let root: string;
beforeAll(() => {
  if (!existsSync(dist)) execFileSync('npx', ['tsc', '--build', 'packages/core'], { cwd: repo, stdio: 'ignore' });
  root = mkdtempSync(join(tmpdir(), 'handoff-concurrent-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('concurrent writers', () => {
  it('ten processes writing in the same millisecond keep ten archives and a whole record', async () => {
    const dir = join(root, 'concurrent');
    const children = Array.from({ length: 10 }, (_, i) =>
      fork(harness('once.mjs'), [pathToFileURL(dist).href, dir, `w${i}`, '2026-11-29T20:00:00.000Z'], {
        stdio: 'ignore',
      }),
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
