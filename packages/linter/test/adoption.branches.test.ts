import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFiles } from '../src/lib/lint-files.js';
import { rules } from '../src/rules/index.js';

const TOKEN = `ghp_${'A1b2'.repeat(9)}`;
// A handoff read from its name and content, in the rendered layout by four of its canonical headings, with
// findings of several rules and a credential.
const RESUME =
  '# Session handoff\n\n## Goal\n\nShip it.\n\n## Status\n\nWobbly\n\n## Changes\n\n- Shipped it.\n\n' +
  `## Next steps\n\n1. key ${TOKEN}\n`;
// In a project with no config, no `.handoff/` store and no bucketed decision section, its findings
// are warnings, except the credential's.
const EXPECTED = [
  ['handoff-section-missing', 1, 1],
  ['handoff-section-missing', 1, 1],
  ['handoff-status-invalid', 1, 9],
  ['handoff-change-without-why', 1, 13],
  ['handoff-next-step-no-command', 1, 15],
  ['secret', 2, 17],
];

function project(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-adoption-')));
  mkdirSync(join(dir, '.git'));
  return dir;
}

describe('a project that has not adopted handoff', () => {
  it('a file on disk: its findings are warnings, a secret stays an error', async () => {
    const dir = project();
    writeFileSync(join(dir, 'RESUME.md'), RESUME);
    const [result] = await lintFiles(['.'], { cwd: dir, rules });
    expect(result!.messages.map((m) => [m.ruleId, m.severity, m.line])).toEqual(EXPECTED);
    expect([result!.reading?.adopted, result!.errorCount, result!.warningCount]).toEqual([false, 1, 5]);
  });

  it('standard input named into the project is weighed the same way', async () => {
    const dir = project();
    const [result] = await lintFiles(['-'], { cwd: dir, rules, stdin: { text: RESUME, filePath: 'RESUME.md' } });
    expect(result!.messages.map((m) => [m.ruleId, m.severity, m.line])).toEqual(EXPECTED);
    expect(result!.reading?.adopted).toBe(false);
  });
});
