import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commands } from '../../packages/cli/src/commands/index.js';
import { VERB_HELP } from '../../packages/cli/src/lib/resume/help.js';
import { rules } from '@handoff/linter';
import { handoffInProcess } from '../helpers/in-process.js';

const ROOT = resolve(import.meta.dirname, '../..');
const cwd = mkdtempSync(join(tmpdir(), 'handoff-help-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

/** Every help a user can ask for: each verb's, and each subcommand's that has one of its own. */
const HELPS: string[][] = [
  ...Object.keys(commands).map((verb) => [verb]),
  ...Object.keys(VERB_HELP).map((sub) => ['resume', sub]),
];

describe('help', () => {
  it.each(HELPS.map((verb) => [verb.join(' ')]))('`%s --help` lists its exit codes', async (verb) => {
    const run = await handoffInProcess(cwd, [...verb.split(' '), '--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/\nExit codes(?: \([^)]*\))?: 0 /);
  });

  it('`handoff help VERB` prints the verb’s own help, not the list', async () => {
    for (const verb of ['lint', 'init', 'rules', 'packet']) {
      const help = await handoffInProcess(cwd, ['help', verb]);
      expect(help).toEqual(await handoffInProcess(cwd, [verb, '--help']));
      expect(help.stdout).not.toContain('Commands:');
    }
    const unknown = await handoffInProcess(cwd, ['help', 'nope']);
    expect([unknown.status, unknown.stderr]).toEqual([
      2,
      'handoff: unknown command `nope`; run `handoff --help` for the list\n',
    ]);
  });

  it('points at docs by a URL of a page the repository has, never at a docs/ path no package ships', async () => {
    const texts = [(await handoffInProcess(cwd, ['--help'])).stdout];
    for (const verb of HELPS) texts.push((await handoffInProcess(cwd, [...verb, '--help'])).stdout);
    const pages = new Set<string>();
    for (const text of texts) {
      for (const match of text.matchAll(/([^\s(]*)docs\/([\w./-]+\.md)/g)) {
        expect(match[1], `${match[0]} is not a URL`).toBe('https://github.com/handoff-dev/handoff/blob/main/');
        pages.add(match[2]!);
      }
    }
    expect([...pages].sort()).toEqual(['README.md', 'agents.md', 'audit.md', 'config.md', 'editors.md']);
    for (const page of pages) expect(existsSync(join(ROOT, 'docs', page)), page).toBe(true);
  });
});

describe('handoff rules', () => {
  it('lists every rule with its default severity, files, fixability and one-line description', async () => {
    const run = await handoffInProcess(cwd, ['rules']);
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    for (const rule of rules) {
      const line = lines.find((candidate) => candidate.startsWith(`${rule.id} `));
      expect(line, rule.id).toBeDefined();
      expect(line).toContain(rule.meta.defaultSeverity === 'warn' ? ' warning ' : ' error ');
      expect(line!.endsWith(`  ${rule.meta.description}`)).toBe(true);
      expect(/ {2}fix {2}/.test(line!)).toBe(rule.meta.fixable === true);
    }
    expect(run.stdout).toContain(`\n${rules.length} rules. A rule's page: `);
  });

  it('prints JSON with --json, and refuses an argument', async () => {
    const rows = JSON.parse((await handoffInProcess(cwd, ['rules', '--json'])).stdout) as Array<
      Record<string, unknown>
    >;
    expect(rows.map((row) => row['id'])).toEqual(rules.map((rule) => rule.id));
    expect(rows.find((row) => row['id'] === 'kind-unknown')).toEqual({
      id: 'kind-unknown',
      description: 'Require a file named on the command line to have a kind, so it is not passed over in silence',
      defaultSeverity: 'warning',
      files: 'a named file of no kind',
      fixable: false,
      url: 'https://github.com/handoff-dev/handoff/blob/main/packages/linter/docs/rules/kind-unknown.md',
    });
    const extra = await handoffInProcess(cwd, ['rules', 'secret']);
    expect([extra.status, extra.stderr]).toEqual([2, 'handoff rules: unexpected argument `secret`\n']);
  });
});
