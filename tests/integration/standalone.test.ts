import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromLocalRelease, releaseArtefacts, VERSION } from '../helpers/release.js';
import { checkBundledServer } from '../helpers/bundled-server.js';

// The single-file CLI of the release (handoff.mjs), copied into a folder with no node_modules
// anywhere above it, run as the README's second install block says, and each part that loads
// something at run time exercised: remark and the rule pages (SARIF help), the session
// record's schema, the language server and its lint threads (started from the same file),
// the MCP server and the agent hook.

const ROOT = resolve(import.meta.dirname, '../..');

let folder: string;
let bundle: string;

beforeAll(() => {
  folder = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-standalone-')));
  bundle = join(folder, 'tools', 'handoff.mjs');
  mkdirSync(join(folder, 'tools'));
  copyFileSync(join(releaseArtefacts().dir, 'handoff.mjs'), bundle);
});

function handoff(cwd: string, args: string[], input = '') {
  return spawnSync(process.execPath, [bundle, ...args], {
    cwd,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
}

describe('handoff.mjs, the single-file CLI', () => {
  it("runs the README's one-file install in an empty folder: download, init, lint", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const section = /<!-- install:start -->([\s\S]*?)<!-- install:end -->/.exec(readme)![1]!;
    const block = [...section.matchAll(/```sh\n([\s\S]*?)```/g)][1]![1]!;
    expect(block).toContain('node handoff.mjs lint');
    const empty = join(folder, 'empty');
    mkdirSync(empty);
    const run = spawnSync('bash', ['-euo', 'pipefail', '-c', fromLocalRelease(block)], {
      cwd: empty,
      encoding: 'utf8',
    });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    const lint = spawnSync(process.execPath, ['handoff.mjs', 'lint', '--format', 'json'], {
      cwd: empty,
      encoding: 'utf8',
    });
    expect(lint.status).toBe(0);
    expect((JSON.parse(lint.stdout) as Array<{ filePath: string }>).map((r) => r.filePath)).toEqual([
      join(empty, 'plan.md'),
      join(empty, 'summary.md'),
    ]);
  });

  it('imports nothing but Node built-ins, and says its version', () => {
    const text = readFileSync(bundle, 'utf8');
    expect(text.startsWith('#!/usr/bin/env node\n')).toBe(true);
    // rolldown writes the bundle's imports as top-level `import … from "x"` lines and Node's
    // `require` of a module it did not inline as `__require("x")`.
    const specifiers = new Set([
      ...[...text.matchAll(/^import\s[^;]*?from\s*"([^"]+)";?$/gm)].map((m) => m[1]!),
      ...[...text.matchAll(/\b__require\("([^"]+)"\)/g)].map((m) => m[1]!),
    ]);
    const foreign = [...specifiers].filter((name) => !name.startsWith('node:') && !builtinModules.includes(name));
    // fdir's optional `picomatch` for its own glob option, which tinyglobby (the one user) never sets.
    expect(foreign).toEqual(['picomatch']);
    expect(text).toContain('pm = __require("picomatch")');
    expect(handoff(folder, ['--version']).stdout).toBe(`${VERSION}\n`);
  });

  it('lints with remark, YAML config and ignores, and writes SARIF with every rule page as help', () => {
    const project = join(folder, 'lint');
    mkdirSync(project);
    // A plan the fast reader hands to remark (a table in the section), a YAML config, an ignored draft.
    writeFileSync(
      join(project, '01-PLAN.md'),
      '## Plan Decisions\n\n| a | b |\n|---|---|\n\n### Locked (executor MUST follow)\n(none)\n\n### Open\n(none)\n',
    );
    writeFileSync(join(project, 'x.draft.md'), '---\nkind: plan\n---\n# nothing\n');
    writeFileSync(join(project, '.handoffrc.yaml'), 'ignores:\n  - "*.draft.md"\nrules:\n  bucket-missing: warn\n');
    const json = handoff(project, ['lint', '--format', 'json', '.']);
    const results = JSON.parse(json.stdout) as Array<{
      filePath: string;
      messages: Array<{ ruleId: string; severity: number }>;
    }>;
    expect(results.map((r) => r.filePath)).toEqual([join(project, '01-PLAN.md')]);
    expect(results[0]!.messages).toContainEqual(expect.objectContaining({ ruleId: 'bucket-missing', severity: 1 }));
    const sarif = JSON.parse(handoff(project, ['lint', '--format', 'sarif', '.']).stdout) as {
      runs: Array<{ tool: { driver: { rules: Array<{ id: string; help: { markdown: string } }> } } }>;
    };
    const rules = sarif.runs[0]!.tool.driver.rules;
    expect(rules.length).toBeGreaterThanOrEqual(38);
    for (const rule of rules) expect(rule.help.markdown, rule.id).toContain('## What it checks');
  });

  it('validates and stores a session record (the schema read from disk in the packages)', () => {
    const record = {
      schema: 1,
      written_at: '2026-11-29T20:00:00Z',
      goal: 'Keep the release artefacts installable from the repository alone, always.',
      status: 'running',
      active_files: [{ path: 'scripts/release.mjs', purpose: 'builds the release folder' }],
      changes: [{ what: 'added the single-file CLI', why: 'an install with nothing else' }],
      failed_approaches: [],
      no_failed_approaches_reason: 'nothing was tried and abandoned in this session',
      next_steps: [{ step: 'run the release lane', command: 'npm run test:integration' }],
    };
    const project = join(folder, 'resume');
    mkdirSync(project);
    const ok = handoff(project, ['resume', 'write', '--from', '-'], JSON.stringify(record));
    expect(ok.status, ok.stderr).toBe(0);
    const bad = handoff(project, ['resume', 'lint', '--from', '-'], JSON.stringify({ ...record, status: 'done' }));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('status');
  });

  it('serves the language server, its lint threads started from the same file', async () => {
    const project = join(folder, 'lsp');
    mkdirSync(project);
    await checkBundledServer([bundle, 'lsp', '--stdio'], project);
  }, 60_000);

  it('serves MCP to the SDK client', async () => {
    const client = new Client({ name: 'standalone', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [bundle, 'mcp', '--root', folder] }),
    );
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toContain('lint_files');
      const status = await client.callTool({ name: 'resume_status', arguments: {} });
      expect((status.structuredContent as { gate: string }).gate).toBe('none');
    } finally {
      await client.close();
    }
  }, 60_000);

  it('answers the agent hook', () => {
    const run = handoff(
      folder,
      ['hook', 'session-start'],
      JSON.stringify({ session_id: 's', hook_event_name: 'SessionStart' }),
    );
    expect(run.status, run.stderr).toBe(0);
  });
});

describe('handoff-standalone-V.tgz, the single file as a package', () => {
  it('holds the file, its licence and README, and depends on nothing', () => {
    const tarball = join(releaseArtefacts().dir, `handoff-standalone-${VERSION}.tgz`);
    const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n').sort();
    expect(listing).toEqual(['package/LICENSE', 'package/README.md', 'package/handoff.mjs', 'package/package.json']);
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
    ) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: '@handoff/standalone', version: VERSION, bin: { handoff: 'handoff.mjs' } });
    expect(manifest['dependencies']).toBeUndefined();
  });
});
