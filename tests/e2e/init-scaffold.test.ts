import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCAFFOLD_SECTIONS } from '../../packages/cli/src/lib/scaffold.js';
import { handoffInProcess } from '../helpers/in-process.js';

const ROOT = resolve(import.meta.dirname, '../..');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'handoff-init-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const listed = (folder: string) => readdirSync(folder).sort();

describe('handoff init (scaffold)', () => {
  it('writes a config and a plan/summary pair that pair, lint clean, and require sections from now on', async () => {
    const run = await handoffInProcess(dir, ['init']);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toBe(
      'Wrote .handoffrc.json, plan.md, summary.md. Replace the <placeholders>, then run `handoff lint`.\n',
    );
    expect(listed(dir)).toEqual(['.handoffrc.json', 'plan.md', 'summary.md']);
    expect(JSON.parse(readFileSync(join(dir, '.handoffrc.json'), 'utf8'))).toMatchObject({ decisions: 'required' });
    const lint = await handoffInProcess(dir, ['lint', '--format', 'json']);
    expect(lint.status).toBe(0);
    const results = JSON.parse(lint.stdout) as Array<{ filePath: string; messages: unknown[] }>;
    expect(results.map((r) => [r.filePath, r.messages])).toEqual([
      [join(dir, 'plan.md'), []],
      [join(dir, 'summary.md'), []],
    ]);
    // The pair is real: a summary that drops the Taken item for O-1 is told so.
    const summary = readFileSync(join(dir, 'summary.md'), 'utf8');
    writeFileSync(join(dir, 'summary.md'), summary.replace(/- DT-1: .*\n/, '(none)\n'));
    const untaken = await handoffInProcess(dir, ['lint', '--format', 'json', 'summary.md']);
    expect(JSON.stringify(JSON.parse(untaken.stdout))).toContain('"ruleId":"open-decision-untaken"');
    // The config requires sections: a plan without one is reported even in a project with no other section.
    // (A plan by its content, its objective and tasks: a bare `# Plan` is no plan by its name alone.)
    writeFileSync(join(dir, 'plan.md'), '# Plan\n\n<objective>\nShip it.\n</objective>\n\n<tasks>\n</tasks>\n');
    const bare = await handoffInProcess(dir, ['lint', '--format', 'json', 'plan.md']);
    expect(JSON.stringify(JSON.parse(bare.stdout))).toContain('"ruleId":"section-missing"');
  });

  it('writes the decisions sections exactly as docs/decisions.md gives the templates', () => {
    const page = readFileSync(join(ROOT, 'docs', 'decisions.md'), 'utf8');
    const blocks = [...page.matchAll(/```markdown\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(blocks).toContain(SCAFFOLD_SECTIONS.plan);
    expect(blocks).toContain(SCAFFOLD_SECTIONS.summary);
  });

  it('names the pair after --name, in a folder it makes', async () => {
    const run = await handoffInProcess(dir, ['init', 'phases/01', '--name', '01-auth']);
    expect(run.status).toBe(0);
    expect(listed(join(dir, 'phases/01'))).toEqual(['.handoffrc.json', '01-auth-PLAN.md', '01-auth-SUMMARY.md']);
    expect(readFileSync(join(dir, 'phases/01/01-auth-PLAN.md'), 'utf8')).toMatch(/^# Plan: 01-auth\n/);
  });

  it('writes nothing when any file exists, naming each, and replaces them with --force', async () => {
    writeFileSync(join(dir, 'summary.md'), 'mine\n');
    const refused = await handoffInProcess(dir, ['init']);
    expect([refused.status, refused.stdout, refused.stderr]).toEqual([
      1,
      '',
      'handoff init: summary.md already exists; nothing written (pass --force to replace it)\n',
    ]);
    expect(listed(dir)).toEqual(['summary.md']);
    const forced = await handoffInProcess(dir, ['init', '--force']);
    expect(forced.status).toBe(0);
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toContain('## Implementation Decisions');
  });

  it('refuses a link in place of a file, with or without --force, writing nothing', async () => {
    mkdirSync(join(dir, 'elsewhere'));
    symlinkSync(join(dir, 'elsewhere', 'target.md'), join(dir, 'plan.md'));
    expect((await handoffInProcess(dir, ['init'])).status).toBe(1);
    const forced = await handoffInProcess(dir, ['init', '--force']);
    expect(forced.status).toBe(1);
    expect(forced.stderr).toContain('plan.md');
    expect(listed(join(dir, 'elsewhere'))).toEqual([]);
  });

  it('refuses a secret or a path in --name, and arguments that belong to --from-plan', async () => {
    const token = 'ghp_' + 'Zq9x'.repeat(9);
    const secret = await handoffInProcess(dir, ['init', '--name', token]);
    expect([secret.status, secret.stderr]).toEqual([
      1,
      'handoff init: refused, nothing written: --name holds a secret (GitHub token); name the work, not a credential\n',
    ]);
    const path = await handoffInProcess(dir, ['init', '--name', '../x']);
    expect(path.status).toBe(2);
    expect(path.stderr).toContain('--name "../x": use letters, digits');
    expect((await handoffInProcess(dir, ['init', '--out', 'H.md'])).status).toBe(2);
    expect((await handoffInProcess(dir, ['init', 'a', 'b'])).status).toBe(2);
    expect(listed(dir)).toEqual([]);
  });
});
