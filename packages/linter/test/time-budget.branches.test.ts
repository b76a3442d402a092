import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { virtualClock } from '../../../tests/setup/virtual-clock.js';
import { emptyConfig } from '../src/lib/config.js';
import { lintFiles } from '../src/lib/lint-files.js';
import { defineRule } from '../src/lib/rule.js';
import { rules } from '../src/rules/index.js';

// A rule for files with no kind that the user named, whose check takes `ms` of the virtual clock.
const takes = (ms: number) =>
  defineRule({
    id: 'takes-time',
    meta: { description: 'Require time', defaultSeverity: 'warn', scope: 'unclassified', messages: {} },
    check() {
      virtualClock.advance(ms);
    },
  });

describe('the time budget', () => {
  it('stops a named file with no kind past it, and says so in its one finding', async () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-time-budget-')));
    writeFileSync(join(dir, 'notes.md'), '# Notes\n');
    const config = { ...emptyConfig(dir), ruleOptions: { 'parse-budget-exceeded': { timeBudgetMs: 50 } } };
    const [result] = await lintFiles(['notes.md'], { cwd: dir, config, rules: [...rules, takes(1000)] });
    expect(result!.messages.map((m) => [m.ruleId, m.severity, m.fatal, m.line, m.column, m.message])).toEqual([
      [null, 2, true, 1, 1, 'Linting this file did not finish within 0.1 s, so it was stopped and not linted'],
    ]);
  });
});
