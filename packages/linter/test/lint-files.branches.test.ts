import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigCascade } from '../src/lib/config-cascade.js';
import { lintFiles, lintHostFile } from '../src/lib/lint-files.js';
import { rules } from '../src/rules/index.js';

const TOKEN = `ghp_${'A1b2'.repeat(9)}`;
const PLAN = `# Plan\n\n## Plan Decisions\n\n### Locked\n\n(none)\n\n### Open\n\n(none)\n\nkey ${TOKEN}\n`;

function project(files: Record<string, string>): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-lint-files-')));
  mkdirSync(join(dir, '.git'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

const ids = (results: Awaited<ReturnType<typeof lintFiles>>) =>
  results.map((result) => result.messages.map((m) => `${m.ruleId}:${m.severity}@${m.line}`));

describe('lintFiles: where configs come from', () => {
  it('an explicit config file applies to every file', async () => {
    const dir = project({
      '01-PLAN.md': PLAN,
      'off.json': '{"rules": {"bucket-missing": "off"}}',
      '.handoffrc.json': '{"rules": {"secret": "off"}}',
    });
    expect(ids(await lintFiles(['01-PLAN.md'], { cwd: dir, rules, configFile: 'off.json' }))).toEqual([
      ['secret:2@13'],
    ]);
  });

  it('a cascade the caller keeps is used as it is', async () => {
    const dir = project({ '01-PLAN.md': PLAN, '.handoffrc.json': '{"rules": {"secret": "warn"}}' });
    const configs = new ConfigCascade({ rules, cwd: dir });
    const first = await lintFiles(['01-PLAN.md'], { cwd: dir, rules, configs });
    // The cascade read the folder's config once: an edit after that is not seen through it.
    writeFileSync(join(dir, '.handoffrc.json'), '{"rules": {"secret": "off"}}');
    const second = await lintFiles(['01-PLAN.md'], { cwd: dir, rules, configs });
    expect([ids(first), ids(second)]).toEqual([
      [['bucket-missing:2@3', 'secret:1@13']],
      [['bucket-missing:2@3', 'secret:1@13']],
    ]);
  });

  it('a deprecated key is told to the caller’s warn', async () => {
    const dir = project({ '01-PLAN.md': PLAN, '.handoffrc.json': '{"decisions": "auto"}' });
    const told: string[] = [];
    await lintFiles(['01-PLAN.md'], { cwd: dir, rules, warn: (message) => told.push(message) });
    expect(told).toEqual([
      '.handoffrc.json: `decisions` is deprecated; set the `decisions` option of the `section-missing` rule instead ' +
        '("rules": { "section-missing": ["error", { "decisions": … }] })',
    ]);
  });
});

describe('lintFiles: the project root', () => {
  it('a summary’s plan outside the root given is not read', async () => {
    const dir = project({
      'plans/01-PLAN.md': PLAN,
      'work/01-SUMMARY.md':
        '---\nplan: ../plans/01-PLAN.md\n---\n## Implementation Decisions\n\n### Taken\n(none)\n\n' +
        '### Deviations\n(none)\n\n### Open questions\n(none)\n',
    });
    const [result] = await lintFiles(['work/01-SUMMARY.md'], { cwd: dir, rules, root: join(dir, 'work') });
    // Reported on the summary, by no rule: the run refused to read the plan.
    expect(result!.messages.map((m) => [m.ruleId, m.severity, m.line, m.column, m.message])).toEqual([
      [
        null,
        2,
        1,
        1,
        `Not paired with its plan \`../plans/01-PLAN.md\`: it is outside the project (${join(dir, 'work')}), ` +
          'which is not read; the plan and summary rules did not run',
      ],
    ]);
  });
});

describe('lintHostFile', () => {
  it('a file the config ignores gets nothing', () => {
    const dir = project({ '.handoffrc.json': '{"ignores": ["drafts/"]}' });
    const configs = new ConfigCascade({ rules, cwd: dir });
    const path = join(dir, 'drafts', '01-PLAN.md');
    const result = lintHostFile(new TextEncoder().encode(PLAN), path, { rules, configs, adoption: new Map() });
    expect([result.filePath, result.messages, result.errorCount]).toEqual([path, [], 0]);
  });
});
