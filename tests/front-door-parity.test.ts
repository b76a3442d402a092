import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lint } from 'markdownlint-cli2/markdownlint/promise';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintFiles, lintText } from '@handoff/linter';
import markdownlintRules from '../packages/linter/src/adapters/markdownlint.js';
import remarkPresetHandoff from '../packages/linter/src/adapters/remark/index.js';
import { PARITY_TREE, TEAM_PLAN, TEAM_PLAN_ROWS, writeTree, type Row } from './helpers/parity-tree.js';

// The in-process half of the front-door parity test (the processes are in
// tests/e2e/front-door-parity.test.ts, the real markdownlint-cli2 and remark-cli in
// tests/integration/front-door-parity.test.ts): the SDK entry and the markdownlint and remark
// adapters, run here as a host tool runs them, give the nested-config tree's team plan the
// findings `handoff lint` gives it.

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'handoff-parity-in-process-'));
  writeTree(dir, PARITY_TREE);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const row = (line: number, column: number, severity: 1 | 2 | 'error' | 'warning', ruleId: string): Row =>
  `${line}:${column} ${severity === 2 || severity === 'error' ? 'error' : 'warn'} ${ruleId}`;

describe('the in-process front doors', () => {
  it('lintFiles and lintText find the config cascade as the CLI does', async () => {
    const results = await lintFiles(['.'], { cwd: dir });
    const team = results.find((result) => result.filePath === join(dir, TEAM_PLAN))!;
    expect(team.messages.map((m) => row(m.line, m.column, m.severity, m.ruleId!))).toEqual(TEAM_PLAN_ROWS);
    const text = await lintText(readFileSync(join(dir, TEAM_PLAN), 'utf8'), { cwd: dir, filePath: TEAM_PLAN });
    expect(text.messages.map((m) => row(m.line, m.column, m.severity, m.ruleId!))).toEqual(TEAM_PLAN_ROWS);
  });

  it('the remark preset gives the same findings, at the severity the config gives', async () => {
    const file = new VFile({ value: readFileSync(join(dir, TEAM_PLAN)), path: join(dir, TEAM_PLAN) });
    const processor = unified().use(remarkParse).use(remarkPresetHandoff);
    await processor.run(processor.parse(file), file);
    const rows = file.messages.map((m) => row(m.line!, m.column!, m.fatal ? 'error' : 'warning', m.ruleId!));
    expect(rows).toEqual(TEAM_PLAN_ROWS);
  });

  it('the markdownlint rules give the same findings (markdownlint keeps the severity of its own config)', async () => {
    const path = join(dir, TEAM_PLAN);
    const results = (await lint({
      files: [path],
      customRules: markdownlintRules as never,
      config: { default: false, handoff: true },
    })) as Record<string, Array<{ lineNumber: number; ruleNames: string[]; errorRange: [number, number] | null }>>;
    const rows = results[path]!.map((e) => `${e.lineNumber}:${e.errorRange?.[0] ?? '-'} ${e.ruleNames[0]}`);
    expect(rows).toEqual(TEAM_PLAN_ROWS.map((r) => r.replace(/ (error|warn) /, ' ')));
  });
});
