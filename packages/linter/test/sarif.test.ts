import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Log, ReportingDescriptor } from 'sarif';
import { findSecrets } from '@handoff/core/secrets';
import { lintFiles, loadFormatter, rules, type FormatterContext, type LintResult } from '@handoff/linter';
import { repositoryRoot } from '../src/lib/formatters/repository-root.js';
import { githubSarifGaps, sarifSchemaErrors } from '../../../tests/helpers/sarif.js';

const PLAN = [
  '# Plan',
  '',
  'Intro.',
  '',
  '## Plan Decisions',
  '',
  '### Locked (executor MUST follow)',
  '- D-1: Use tabs.',
  '- D-2: Use spaces.',
  '',
  "### Open (executor's discretion within constraints)",
  '(none)',
  '',
  '### Considered and rejected',
  '(none)',
  '',
  'Set `password=hunter2hunter2` here.',
  '',
].join('\n');

function folder(): string {
  return mkdtempSync(join(tmpdir(), 'handoff-sarif-'));
}

async function sarifOf(results: LintResult[], context: Partial<FormatterContext> & { cwd: string }): Promise<Log> {
  return JSON.parse(
    (await loadFormatter('sarif'))(results, { color: false, rules, version: '1.2.3', ...context }),
  ) as Log;
}

async function lintTree(root: string, cwd: string): Promise<Log> {
  return sarifOf(await lintFiles(['.'], { cwd }), { cwd });
}

/** Each result's rule, message and fingerprint (positions left out: they move on purpose). */
function identities(log: Log): string[] {
  return log.runs[0]!.results!.map((r) => `${r.ruleId} ${Object.entries(r.partialFingerprints!).join('=')}`);
}

describe('sarif for GitHub code scanning', () => {
  it('validates against the SARIF 2.1.0 schema and has every property GitHub requires', async () => {
    const root = folder();
    writeFileSync(join(root, 'plan.md'), PLAN);
    const log = await lintTree(root, root);
    expect(log.runs[0]!.results!.length).toBe(5);
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(githubSarifGaps(log)).toEqual([]);
  });

  it('describes every registered rule from its doc page', async () => {
    const log = await sarifOf([], { cwd: folder() });
    const descriptors = log.runs[0]!.tool.driver.rules!;
    expect(descriptors.map((d) => d.id)).toEqual(rules.map((r) => r.id));
    for (const d of descriptors) {
      const rule = rules.find((r) => r.id === d.id)!;
      expect(d.shortDescription!.text).toBe(rule.meta.description);
      // The full description is the page's "What it checks" paragraph, not the one-liner again.
      expect(d.fullDescription!.text.length, d.id).toBeGreaterThan(rule.meta.description.length);
      expect(d.fullDescription!.text.length).toBeLessThanOrEqual(1024);
      expect(d.help!.markdown, d.id).toContain('## What it checks');
      expect(d.help!.markdown!.startsWith('# ')).toBe(false);
      expect(d.help!.text, d.id).toContain('What it checks');
      expect(d.help!.text).not.toMatch(/^#/m);
      // Code blocks become indented text; only a fence inside an example survives, indented.
      expect(d.help!.text).not.toMatch(/^ {0,3}```/m);
      // Links lead somewhere from wherever the help is shown.
      for (const [, target] of d.help!.markdown!.matchAll(/\]\(([^)\s]+)\)/g))
        expect(target, d.id).toMatch(/^(https:\/\/|#)/);
      expect(d.helpUri).toBe(`https://github.com/handoff-dev/handoff/blob/main/packages/linter/docs/rules/${d.id}.md`);
      expect(d.defaultConfiguration!.level).toBe(rule.meta.defaultSeverity === 'warn' ? 'warning' : 'error');
    }
  });

  it('marks `secret` as a security rule and never carries a sample credential in its help', async () => {
    const log = await sarifOf([], { cwd: folder() });
    const secret = log.runs[0]!.tool.driver.rules!.find((d) => d.id === 'secret') as ReportingDescriptor;
    expect(secret.properties).toMatchObject({
      tags: expect.arrayContaining(['security', 'external/cwe/cwe-798']),
      precision: 'high',
      'security-severity': '9.8',
    });
    expect(findSecrets(secret.help!.markdown!)).toEqual([]);
    expect(findSecrets(secret.help!.text)).toEqual([]);
    const others = log.runs[0]!.tool.driver.rules!.filter((d) => d.id !== 'secret');
    for (const d of others) expect(d.properties!['security-severity'], d.id).toBeUndefined();
  });

  it('keeps every fingerprint when lines are added above the findings', async () => {
    const root = folder();
    writeFileSync(join(root, 'plan.md'), PLAN);
    const before = await lintTree(root, root);
    writeFileSync(join(root, 'plan.md'), PLAN.replace('Intro.\n', 'Intro.\n\nA new paragraph,\nover two lines.\n'));
    const after = await lintTree(root, root);
    expect(after.runs[0]!.results!.map((r) => r.locations![0]!.physicalLocation!.region!.startLine)).toEqual([
      11, 11, 12, 12, 20,
    ]);
    expect(identities(after)).toEqual(identities(before));
    // Same rule, same message id, same line: told apart by their order.
    expect(
      identities(before)
        .slice(0, 2)
        .map((id) => id.slice(-2)),
    ).toEqual([':1', ':2']);
    expect(new Set(identities(before)).size).toBe(5);
  });

  it('changes the fingerprint when the finding’s own line changes, but not for another secret value', async () => {
    const root = folder();
    writeFileSync(join(root, 'plan.md'), PLAN);
    const before = identities(await lintTree(root, root));
    writeFileSync(
      join(root, 'plan.md'),
      PLAN.replace('D-1: Use tabs.', 'D-1: Use two tabs.').replace('hunter2hunter2', 'swordfish99swordfish'),
    );
    const after = identities(await lintTree(root, root));
    expect(after.slice(0, 2)).not.toEqual(before.slice(0, 2));
    expect(after.slice(2)).toEqual(before.slice(2));
  });

  it('is independent of the working folder: URIs and fingerprints from a subfolder equal those from the root', async () => {
    const root = folder();
    mkdirSync(join(root, '.git'));
    mkdirSync(join(root, 'docs', 'a b'), { recursive: true });
    writeFileSync(join(root, 'docs', 'a b', 'plan.md'), PLAN);
    const fromRoot = await lintTree(root, root);
    const fromSub = await sarifOf(await lintFiles(['.'], { cwd: join(root, 'docs') }), { cwd: join(root, 'docs') });
    expect(sarifSchemaErrors(fromSub)).toEqual([]);
    expect(githubSarifGaps(fromSub)).toEqual([]);
    expect(fromSub.runs[0]!.originalUriBaseIds!['%SRCROOT%']!.uri).toBe(`file://${root}/`);
    expect(fromSub.runs[0]!.artifacts![0]!.location).toEqual({ uri: 'docs/a%20b/plan.md', uriBaseId: '%SRCROOT%' });
    expect(identities(fromSub)).toEqual(identities(fromRoot));
  });

  it('fingerprints standard input from the text it was given', async () => {
    const root = folder();
    const filePath = join(root, 'plan.md');
    const [result] = await lintFiles(['-'], { cwd: root, stdin: { text: PLAN, filePath: 'plan.md' } });
    const fromMemory = await sarifOf([result!], { cwd: root, sources: new Map([[filePath, PLAN]]) });
    writeFileSync(filePath, PLAN);
    const fromDisk = await lintTree(root, root);
    expect(identities(fromMemory)).toEqual(identities(fromDisk));
  });

  it('reports a file it cannot read as an unsuccessful invocation, not as a result', async () => {
    const root = folder();
    writeFileSync(join(root, 'plan.md'), PLAN);
    writeFileSync(join(root, 'summary.md'), 'binary\0here\n');
    const log = await lintTree(root, root);
    const invocation = log.runs[0]!.invocations![0]!;
    expect(invocation.executionSuccessful).toBe(false);
    expect(invocation.toolExecutionNotifications).toHaveLength(1);
    expect(invocation.toolExecutionNotifications![0]!).toMatchObject({
      level: 'error',
      locations: [{ physicalLocation: { artifactLocation: { uri: 'summary.md' } } }],
    });
    expect(log.runs[0]!.results!.every((r) => r.ruleId !== null)).toBe(true);
    expect(sarifSchemaErrors(log)).toEqual([]);
  });
});

describe('the repository root SARIF URIs are relative to', () => {
  it('is the nearest folder holding .git (a folder or a worktree file)', () => {
    const root = folder();
    mkdirSync(join(root, 'a', 'b'), { recursive: true });
    writeFileSync(join(root, '.git'), 'gitdir: /elsewhere\n');
    expect(repositoryRoot(join(root, 'a', 'b'), { GITHUB_WORKSPACE: '/ws' })).toBe(root);
  });

  it('is GITHUB_WORKSPACE outside a work tree, else the working folder', () => {
    const cwd = folder();
    expect(repositoryRoot(cwd, { GITHUB_WORKSPACE: '/ws' })).toBe('/ws');
    expect(repositoryRoot(cwd, { GITHUB_WORKSPACE: 'relative' })).toBe(cwd);
    expect(repositoryRoot(cwd, {})).toBe(cwd);
  });
});
