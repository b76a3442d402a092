import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { handoffInProcess } from '../helpers/in-process.js';
import { Session } from '../helpers/lsp-session.js';

const PLAN = (extra: string) =>
  `---\ndecisions_schema: v1\n---\n# Plan\n\n## Plan Decisions\n\n### Locked\n- D-1: ` +
  `Tabs.\n\n### Open\n(none)\n\n### Considered and rejected\n(none)\n${extra}`;

/** A tree whose folders hold configs that disagree, and plans that show which config applied. */
function tree(): string {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-nested-'));
  const files: Record<string, string> = {
    '.handoffrc.json': JSON.stringify({ rules: { 'item-field-missing': 'warn' }, ignores: ['drafts/'] }),
    '01-PLAN.md': PLAN(''),
    'team/.handoffrc.yaml': 'rules:\n  item-field-missing: "off"\n  bucket-unknown: error\n',
    'team/02-PLAN.md': PLAN('\n### Notes\n'),
    'team/sub/handoff.config.json': JSON.stringify({
      rules: { 'item-field-missing': 'error' },
      kinds: { plan: ['spec.md'] },
    }),
    'team/sub/spec.md': PLAN(''),
    'team/sub/drafts/03-PLAN.md': PLAN(''),
    'solo/.handoffrc.json': JSON.stringify({ root: true }),
    'solo/04-PLAN.md': PLAN(''),
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

type Row = string;

async function cliRows(dir: string): Promise<Record<string, Row[]>> {
  const run = await handoffInProcess(dir, ['lint', '--format', 'json', '.']);
  const results = JSON.parse(run.stdout) as Array<{
    filePath: string;
    messages: Array<{ ruleId: string; line: number; column: number; severity: number }>;
  }>;
  return Object.fromEntries(
    results.map((r) => [
      r.filePath.slice(dir.length + 1),
      r.messages.map((m) => `${m.line}:${m.column} ${m.severity === 2 ? 'error' : 'warn'} ${m.ruleId}`),
    ]),
  );
}

describe('per-folder config: the same in handoff lint and the language server', () => {
  it("merges the configs from each file's folder upward, nearer wins; `root: true` stops; nested ignores apply", async () => {
    const dir = tree();
    expect(await cliRows(dir)).toEqual({
      '01-PLAN.md': ['9:1 warn item-field-missing', '9:1 warn item-field-missing'],
      'team/02-PLAN.md': ['17:1 error bucket-unknown'],
      'team/sub/spec.md': ['9:1 error item-field-missing', '9:1 error item-field-missing'],
      'solo/04-PLAN.md': ['9:1 error item-field-missing', '9:1 error item-field-missing'],
    });
    const printed = JSON.parse(
      (await handoffInProcess(dir, ['lint', '--print-config', 'team/sub/spec.md'])).stdout,
    ) as { files: string[]; rules: Record<string, string> };
    expect(printed.files).toEqual([
      join(dir, 'team/sub/handoff.config.json'),
      join(dir, 'team/.handoffrc.yaml'),
      join(dir, '.handoffrc.json'),
    ]);
    expect(printed.rules).toEqual({ 'item-field-missing': 'error', 'bucket-unknown': 'error' });
  });

  it('gives the same diagnostics in the editor as on the command line', async () => {
    const dir = tree();
    const expected = await cliRows(dir);
    const session = new Session(dir);
    try {
      await session.initialize(dir);
      for (const file of [
        '01-PLAN.md',
        'team/02-PLAN.md',
        'team/sub/spec.md',
        'solo/04-PLAN.md',
        'team/sub/drafts/03-PLAN.md',
      ]) {
        const uri = pathToFileURL(join(dir, file)).href;
        const published = session.next(uri);
        await session.open(uri, readFileSync(join(dir, file), 'utf8'));
        const rows = (await published).diagnostics.map(
          (d) =>
            `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.severity === 1 ? 'error' : 'warn'} ${d.code}`,
        );
        expect(rows, file).toEqual(expected[file] ?? []);
      }
      expect(await session.shutdown()).toBe(0);
    } finally {
      session.rpc.dispose();
      if (session.child.exitCode === null) session.child.kill();
    }
  });
});
