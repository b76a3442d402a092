import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { repositories } from './wide-corpus.js';

function handoff(cwd: string, args: string[]) {
  const run = spawnSync(process.execPath, [BIN, 'lint', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      out.set(
        join(entry.parentPath, entry.name).slice(dir.length),
        readFileSync(join(entry.parentPath, entry.name), 'utf8'),
      );
  }
  return out;
}

describe('handoff lint --fix on the real corpus', () => {
  // A copy of the development half, every repository named on one command line.
  const dir = mkdtempSync(join(tmpdir(), 'handoff-fix-real-'));
  const names = repositories('repos').map((repo) => {
    cpSync(repo, join(dir, basename(repo)), { recursive: true });
    return basename(repo);
  });
  const before = snapshot(dir);

  it("--fix-dry-run writes nothing and gives each fixed file's output", () => {
    const run = handoff(dir, [...names, '--fix-dry-run', '--format', 'json']);
    expect(run.stderr).toBe('');
    const results = JSON.parse(run.stdout) as Array<{
      filePath: string;
      output?: string;
      fixableErrorCount: number;
      fixableWarningCount: number;
    }>;
    expect(results.filter((r) => r.output !== undefined).length).toBeGreaterThan(3);
    expect(results.every((r) => r.fixableErrorCount + r.fixableWarningCount === 0)).toBe(true);
    expect(snapshot(dir)).toEqual(before);
    // Every development repository on one command line: no speed is asserted, the limit only keeps a hung run from
    // hanging the lane (a loaded machine took over the default 30 s once batch 3 was added).
  }, 600_000);

  it('--fix leaves no fixable finding, changes only what a fix names, and a second --fix changes nothing', () => {
    handoff(dir, [...names, '--fix']);
    const once = snapshot(dir);
    const changed = [...once].filter(([path, text]) => before.get(path) !== text);
    expect(changed.length).toBeGreaterThan(3);
    // A fix only adds or rewrites words: every line it touched keeps its place, none is dropped.
    for (const [path, text] of changed) expect(text.split('\n').length).toBe(before.get(path)!.split('\n').length);
    const relint = JSON.parse(handoff(dir, [...names, '--format', 'json']).stdout) as Array<{
      fixableErrorCount: number;
      fixableWarningCount: number;
    }>;
    expect(relint.reduce((n, r) => n + r.fixableErrorCount + r.fixableWarningCount, 0)).toBe(0);
    handoff(dir, [...names, '--fix']);
    expect(snapshot(dir)).toEqual(once);
  }, 600_000);
});
