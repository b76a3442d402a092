import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeError, EXIT, UserError } from '../../packages/cli/src/lib/errors.js';
import { handoffInProcess } from '../helpers/in-process.js';

describe('one error table for every verb', () => {
  it.each([
    ['a user mistake', new UserError('handoff x: bad', EXIT.usage), { line: 'handoff x: bad', exitCode: 2 }],
    [
      'a store refusal',
      Object.assign(new Error('the store holds a link'), { name: 'StoreRefusal' }),
      { line: 'handoff resume write: the store holds a link', exitCode: 1 },
    ],
    [
      'a git failure',
      Object.assign(new Error('git commit failed: hook said no'), { name: 'GitError' }),
      { line: 'handoff resume write: git commit failed: hook said no', exitCode: 1 },
    ],
    [
      'a config error',
      Object.assign(new Error('.handoffrc.json: invalid JSON'), { name: 'ConfigError' }),
      { line: '.handoffrc.json: invalid JSON', exitCode: 2 },
    ],
    [
      'a failed system call',
      Object.assign(new Error('EACCES'), { code: 'EACCES', path: '/x/y', syscall: 'open' }),
      { line: 'handoff: cannot open /x/y: permission denied', exitCode: 2 },
    ],
  ])('%s', (_, error, outcome) => {
    expect(describeError(error, 'resume write')).toEqual(outcome);
  });

  it('leaves a bug a bug', () => {
    expect(describeError(new TypeError('x is undefined'), 'lint')).toBeNull();
  });

  it('a failing git hook makes `handoff commit` print one line and exit 1, not "internal error"', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'handoff-hook-'));
    const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
    git('init', '-q');
    git('config', 'user.email', 'a@b.c');
    git('config', 'user.name', 'A');
    writeFileSync(
      join(repo, '.git/hooks/pre-commit'),
      '#!/bin/sh\necho "pre-commit: refusing on purpose" >&2\nexit 1\n',
    );
    chmodSync(join(repo, '.git/hooks/pre-commit'), 0o755);
    writeFileSync(join(repo, 'HANDOFF.md'), '# Handoff\n');
    const run = await handoffInProcess(repo, ['commit', '-m', 'handoff']);
    expect(run.status).toBe(1);
    expect(run.stderr).not.toContain('internal error');
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^handoff commit: git commit .*failed: pre-commit: refusing on purpose/);
  });
});
