import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handoffInProcess } from '../helpers/in-process.js';

const PLAN = `---
files_modified:
  - src/token.ts
---

# Plan 01

<objective>
Rotate refresh tokens on every use so a stolen token is useful once at most.

Purpose: closes REQ-4.
</objective>

## Plan Decisions

### Locked (executor MUST follow)
- D-1: Hash tokens with SHA-256. Why: a leak must not hand out sessions. Source: REQ-4.

### Open (executor's discretion within constraints)
- O-1: Where the grace window lives. Constraints: survives restarts. Reason left open: load numbers.

### Considered and rejected
- R-1: Sliding sessions with no rotation. Rejected because: a stolen token stays valid.

<tasks>
<task type="auto">
  <name>Task 1: add the previous_hash column</name>
</task>
<task type="auto">
  <name>Task 2: rotate in TokenService.refresh</name>
</task>
</tasks>
`;

let repo: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'handoff-branch-'));
  git('init', '-q', '-b', 'feature');
  git('config', 'user.email', 'test@example.invalid');
  git('config', 'user.name', 'Test');
  writeFileSync(join(repo, 'README.md'), 'hello\n');
  git('add', 'README.md');
  git('commit', '-qm', 'initial');
  writeFileSync(join(repo, '01-PLAN.md'), PLAN);
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('handoff init --from-plan', () => {
  it('seeds HANDOFF.md at the repository root from the plan, and it lints clean', async () => {
    const run = await handoffInProcess(repo, ['init', '--from-plan', '01-PLAN.md']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // One of each, so each noun is in the singular.
    expect(run.stdout).toBe('Wrote HANDOFF.md: 1 constraint, 1 approach not to retry, 2 tasks.\n');
    const text = readFileSync(join(repo, 'HANDOFF.md'), 'utf8');
    expect(text).toContain('Rotate refresh tokens on every use so a stolen token is useful once at most.');
    expect(text).toContain('- D-1: Hash tokens with SHA-256.');
    expect(text).toMatch(
      /- R-1: Sliding sessions with no rotation\. Why it failed: rejected in planning — a stolen token stays valid/,
    );
    expect(text).toContain('1. Task 1: add the previous_hash column');
    expect(text).toContain('- `src/token.ts`: named in the plan');
    const lint = await handoffInProcess(repo, ['lint', '--format', 'json', 'HANDOFF.md']);
    expect(JSON.parse(lint.stdout)[0].messages).toEqual([]);
    expect(lint.status).toBe(0);
  });

  it('refuses to overwrite an existing handoff without --force, and replaces it with --force', async () => {
    writeFileSync(join(repo, 'HANDOFF.md'), 'mine\n');
    const refused = await handoffInProcess(repo, ['init', '--from-plan', '01-PLAN.md']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/HANDOFF\.md already exists/);
    expect(readFileSync(join(repo, 'HANDOFF.md'), 'utf8')).toBe('mine\n');
    expect((await handoffInProcess(repo, ['init', '--from-plan', '01-PLAN.md', '--force'])).status).toBe(0);
    expect(readFileSync(join(repo, 'HANDOFF.md'), 'utf8')).toContain('## Goal');
  });

  it('writes to --out and names a missing plan in one line with exit 2', async () => {
    expect((await handoffInProcess(repo, ['init', '--from-plan', '01-PLAN.md', '--out', 'docs/H.md'])).status).toBe(0);
    expect(readFileSync(join(repo, 'docs/H.md'), 'utf8')).toContain('## Next steps');
    const missing = await handoffInProcess(repo, ['init', '--from-plan', 'nope.md']);
    expect(missing.status).toBe(2);
    expect(missing.stderr.trim().split('\n')).toEqual([
      'handoff init: cannot read --from-plan `nope.md`: no such file',
    ]);
  });
});

describe('handoff commit', () => {
  it('commits the handoff alone and leaves other staged work staged', async () => {
    await handoffInProcess(repo, ['init', '--from-plan', '01-PLAN.md']);
    writeFileSync(join(repo, 'other.ts'), 'staged work\n');
    git('add', 'other.ts');
    const run = await handoffInProcess(repo, ['commit', '-m', 'handoff: seed']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(git('show', '--name-only', '--format=%s', 'HEAD').trim().split('\n')).toEqual([
      'handoff: seed',
      '',
      'HANDOFF.md',
    ]);
    expect(git('diff', '--cached', '--name-only').trim()).toBe('other.ts');
  });

  it('commits a git-ignored handoff', async () => {
    writeFileSync(join(repo, '.gitignore'), 'HANDOFF.md\n');
    await handoffInProcess(repo, ['init', '--from-plan', '01-PLAN.md']);
    expect((await handoffInProcess(repo, ['commit'])).status).toBe(0);
    expect(git('ls-files', 'HANDOFF.md').trim()).toBe('HANDOFF.md');
  });

  it('says nothing to commit when the handoff is unchanged', async () => {
    await handoffInProcess(repo, ['init', '--from-plan', '01-PLAN.md']);
    await handoffInProcess(repo, ['commit']);
    const again = await handoffInProcess(repo, ['commit']);
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/unchanged since the last commit/);
  });

  it('refuses a symlink and a file over 256 KiB, committing nothing', async () => {
    writeFileSync(join(repo, 'real.md'), '# real\n');
    symlinkSync(join(repo, 'real.md'), join(repo, 'HANDOFF.md'));
    const symlink = await handoffInProcess(repo, ['commit']);
    expect(symlink.status).toBe(1);
    expect(symlink.stderr).toMatch(/symbolic link/);
    rmSync(join(repo, 'HANDOFF.md'));
    writeFileSync(join(repo, 'HANDOFF.md'), 'x'.repeat(256 * 1024 + 1));
    const big = await handoffInProcess(repo, ['commit']);
    expect(big.status).toBe(1);
    expect(big.stderr).toMatch(/larger than 262144 bytes/);
    expect(git('rev-list', '--count', 'HEAD').trim()).toBe('1');
  });

  it('refuses outside a git repository with exit 2', async () => {
    const plain = mkdtempSync(join(tmpdir(), 'handoff-nogit-'));
    try {
      const run = await handoffInProcess(plain, ['commit']);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/not inside a git repository/);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});

describe('handoff orient', () => {
  it('prints the handoff, the recent log and the working-tree state as one brief', async () => {
    await handoffInProcess(repo, ['init', '--from-plan', '01-PLAN.md']);
    await handoffInProcess(repo, ['commit', '-m', 'handoff: seed']);
    writeFileSync(join(repo, 'wip.ts'), 'x\n');
    const run = await handoffInProcess(repo, ['orient']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('# Re-entry brief for branch `feature`');
    expect(run.stdout).toContain('## Goal');
    expect(run.stdout).toMatch(/[0-9a-f]{7,} handoff: seed/);
    expect(run.stdout).toContain('?? wip.ts');
    const json = JSON.parse((await handoffInProcess(repo, ['orient', '--json'])).stdout) as {
      branch: string;
      log: string[];
      workingTree: string[];
    };
    expect(json.branch).toBe('feature');
    expect(json.log).toHaveLength(2);
    expect(json.workingTree).toContain('?? wip.ts');
  });

  it('says it is not in a git repository, never "Clean", outside one', async () => {
    const plain = mkdtempSync(join(tmpdir(), 'handoff-nogit-'));
    try {
      const run = await handoffInProcess(plain, ['orient']);
      expect(run.status).toBe(0);
      expect(run.stdout).not.toContain('Clean');
      expect(run.stdout).toContain(
        '## Recent commits\n\nNot in a git repository: no commits or working tree to show.\n\n## Working tree\n\nNot ' +
          'in a git repository: no commits or working tree to show.\n',
      );
      const json = JSON.parse((await handoffInProcess(plain, ['orient', '--json'])).stdout) as { repository: unknown };
      expect(json.repository).toBeNull();
      expect(JSON.parse((await handoffInProcess(repo, ['orient', '--json'])).stdout)).toMatchObject({
        repository: repo,
      });
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});

describe('secrets on the branch verbs', () => {
  // Synthetic, assembled at run time: never a real credential in the source.
  const token = 'ghp_' + 'Zq9x'.repeat(9);

  it('orient prints a secret in the handoff, a commit subject or a file name as [REDACTED], in text and JSON, and warns', async () => {
    writeFileSync(join(repo, 'HANDOFF.md'), `# Handoff\n\n## Goal\n\nDeploy with ${token} today.\n`);
    git('commit', '-q', '--allow-empty', '-m', `rotate ${token}`);
    writeFileSync(join(repo, `${token}.txt`), 'x\n');
    const text = await handoffInProcess(repo, ['orient']);
    expect(text.status).toBe(0);
    expect(text.stdout).not.toContain(token);
    expect(text.stdout).toContain('Deploy with [REDACTED] today.');
    expect(text.stdout).toMatch(/rotate \[REDACTED\]/);
    expect(text.stderr).toBe('handoff orient: 3 secrets printed as [REDACTED]\n');
    const json = await handoffInProcess(repo, ['orient', '--json']);
    expect(json.stdout).not.toContain(token);
    expect((JSON.parse(json.stdout) as { redactions: number }).redactions).toBe(3);
  });

  it('brief prints a secret in an item or a verification as [REDACTED], in text and JSON, and warns', async () => {
    writeFileSync(
      join(repo, '02-PLAN.md'),
      PLAN.replace('Hash tokens with SHA-256.', `Hash tokens with SHA-256. The test key is ${token}`),
    );
    const text = await handoffInProcess(repo, ['brief', '--role', 'executor', '02-PLAN.md']);
    expect(text.status).toBe(0);
    expect(text.stdout).not.toContain(token);
    expect(text.stdout).toContain('The test key is [REDACTED]');
    expect(text.stderr).toBe('handoff brief: 1 secret printed as [REDACTED]\n');
    const json = await handoffInProcess(repo, ['brief', '--role', 'executor', '02-PLAN.md', '--json']);
    expect(json.stdout).not.toContain(token);
    expect((JSON.parse(json.stdout) as { redactions: number }).redactions).toBe(1);
  });

  it('init refuses a plan holding a secret, naming the part; commit refuses a message holding one', async () => {
    writeFileSync(
      join(repo, '03-PLAN.md'),
      PLAN.replace('Sliding sessions with no rotation.', `Sliding sessions signed with ${token}`),
    );
    const init = await handoffInProcess(repo, ['init', '--from-plan', '03-PLAN.md']);
    expect(init.status).toBe(1);
    expect(init.stderr).toBe(
      'handoff init: refused, nothing written: 03-PLAN.md: a rejected alternative (notToRetry[0].text) holds a ' +
        'secret (GitHub token); replace it with a reference to where it is kept\n',
    );
    expect(existsSync(join(repo, 'HANDOFF.md'))).toBe(false);
    await handoffInProcess(repo, ['init', '--from-plan', '01-PLAN.md']);
    const commit = await handoffInProcess(repo, ['commit', '-m', `handoff for ${token}`]);
    expect(commit.status).toBe(1);
    expect(commit.stderr).toBe(
      'handoff commit: the commit message holds a secret (GitHub token); nothing was staged or committed\n',
    );
    expect(git('rev-list', '--count', 'HEAD').trim()).toBe('1');
  });
});

describe('handoff brief', () => {
  const SUMMARY = `# Summary

## Files Changed
- src/token.ts

## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose Postgres for O-1. Reason: one transaction.

### Deviations (from plan; must explain)
- DV-1: Plan said D-1 SHA-256; I did SHA-512. Reason: policy. Verification: ran the audit script.
- DV-2: Plan said one column; I did two. Reason: migration tooling.

### Open questions for verifier
- Q-1: Keep the grace window configurable? Why it matters: mobile retries.
`;

  it('gives the executor Locked, then Open, then Rejected', async () => {
    const run = await handoffInProcess(repo, ['brief', '--role', 'executor', '01-PLAN.md']);
    expect(run.status).toBe(0);
    const order = [
      '## 1. Locked',
      '- D-1: Hash tokens',
      '## 2. Open',
      '- O-1: Where the grace window lives',
      '## 3. Considered and rejected',
      '- R-1: Sliding sessions',
    ].map((s) => run.stdout.indexOf(s));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('gives the verifier each deviation with its verification, the questions and the O-n → DT-n table', async () => {
    writeFileSync(join(repo, '01-SUMMARY.md'), SUMMARY);
    const run = await handoffInProcess(repo, ['brief', '--role', 'verifier', '01-SUMMARY.md']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('(plan: 01-PLAN.md)');
    expect(run.stdout).toContain('  - Verification to check: ran the audit script.');
    expect(run.stdout).toContain('**No verification recorded**');
    expect(run.stdout).toContain('- Q-1: Keep the grace window configurable?');
    expect(run.stdout).toContain('| O-1 | DT-1 |');
    const json = JSON.parse(
      (await handoffInProcess(repo, ['brief', '--role', 'verifier', '01-SUMMARY.md', '--plan', '01-PLAN.md', '--json']))
        .stdout,
    ) as {
      openToTaken: unknown;
      deviations: Array<{ id: string; verification: string | null; locked: string | null }>;
    };
    expect(json.openToTaken).toEqual([{ open: 'O-1', taken: ['DT-1'] }]);
    expect(json.deviations.map((d) => [d.id, d.verification, d.locked])).toEqual([
      ['DV-1', 'ran the audit script.', 'D-1'],
      ['DV-2', null, null],
    ]);
  });

  it('refuses a file without its section (exit 1) and a bad role (exit 2)', async () => {
    writeFileSync(join(repo, 'x-PLAN.md'), '# nothing\n');
    const missing = await handoffInProcess(repo, ['brief', '--role', 'executor', 'x-PLAN.md']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/has no `## Plan Decisions` section/);
    const role = await handoffInProcess(repo, ['brief', '--role', 'planner', '01-PLAN.md']);
    expect(role.status).toBe(2);
    expect(role.stderr.trim()).toBe('handoff brief: --role takes `executor` or `verifier`, not `planner`');
  });
});
