import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';

const corpus = resolve(import.meta.dirname, '../../../shared/corpus/real');

function handoff(cwd: string, args: string[]) {
  const run = spawnSync(process.execPath, [BIN, 'lint', ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out.set(join(entry.parentPath, entry.name).slice(dir.length), readFileSync(join(entry.parentPath, entry.name), 'utf8'));
  }
  return out;
}

describe('handoff lint --fix on the real corpus', () => {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-fix-real-'));
  cpSync(corpus, join(dir, 'real'), { recursive: true });
  const before = snapshot(dir);

  it("--fix-dry-run writes nothing and gives each fixed file's output", () => {
    const run = handoff(dir, ['real', '--fix-dry-run', '--format', 'json']);
    expect(run.stderr).toBe('');
    const results = JSON.parse(run.stdout) as Array<{ filePath: string; output?: string; fixableErrorCount: number; fixableWarningCount: number }>;
    expect(results.filter((r) => r.output !== undefined).length).toBeGreaterThan(3);
    expect(results.every((r) => r.fixableErrorCount + r.fixableWarningCount === 0)).toBe(true);
    expect(snapshot(dir)).toEqual(before);
  });

  it('--fix leaves no fixable finding, changes only what a fix names, and a second --fix changes nothing', () => {
    handoff(dir, ['real', '--fix']);
    const once = snapshot(dir);
    const changed = [...once].filter(([path, text]) => before.get(path) !== text);
    expect(changed.length).toBeGreaterThan(3);
    // A fix only adds or rewrites words: every line it touched keeps its place, none is dropped.
    for (const [path, text] of changed) expect(text.split('\n').length).toBe(before.get(path)!.split('\n').length);
    const relint = JSON.parse(handoff(dir, ['real', '--format', 'json']).stdout) as Array<{ fixableErrorCount: number; fixableWarningCount: number }>;
    expect(relint.reduce((n, r) => n + r.fixableErrorCount + r.fixableWarningCount, 0)).toBe(0);
    handoff(dir, ['real', '--fix']);
    expect(snapshot(dir)).toEqual(once);
  });
});
