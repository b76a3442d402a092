import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsConfig } from '../helpers/per-file-findings.js';
import { fromLocalRelease, releaseArtefacts, VERSION } from '../helpers/release.js';

const root = resolve(import.meta.dirname, '../..');
const packages = ['core', 'linter', 'mcp', 'cli'];

/** The `sh` blocks of the README's install section (between `<!-- install:start -->` and its end). */
function readmeInstallBlocks(): string[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = /<!-- install:start -->([\s\S]*?)<!-- install:end -->/.exec(readme)?.[1];
  if (section === undefined) throw new Error('README.md has no <!-- install:start --> … <!-- install:end --> section');
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

/** Run a README block with bash in `cwd`, its download URLs pointing at this run's release folder. */
function runReadmeBlock(block: string, cwd: string): { status: number | null; output: string } {
  const run = spawnSync('bash', ['-euo', 'pipefail', '-c', fromLocalRelease(block)], {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      // The dependencies come from the npm cache first (offline when it is warm).
      npm_config_prefer_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    },
    timeout: 230_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}${run.error ? String(run.error) : ''}` };
}

// Every package must be publishable as it stands: the release artefacts the release workflow
// makes (scripts/release.mjs, built once for the lane by tests/setup/release.ts) are installed
// into an empty project with the README's own install commands — download URLs pointed at
// the local release folder, nothing else changed — and used the way a user would: the
// `handoff` binary and the SDK import.
describe("the release's tarballs, installed into an empty project as the README says", () => {
  let work: string;
  let project: string;
  let tarballs: string[];
  let firstRun: { status: number | null; output: string };

  beforeAll(() => {
    const release = releaseArtefacts();
    tarballs = packages.map((name) => join(release.dir, `handoff-${name}-${VERSION}.tgz`));
    for (const tarball of tarballs) expect(release.files).toContain(basename(tarball));
    work = mkdtempSync(join(tmpdir(), 'handoff-pack-'));
    project = join(work, 'project');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'empty', private: true, type: 'module' }));
    firstRun = runReadmeBlock(readmeInstallBlocks()[0]!, project);
  }, 240_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }), 60_000);

  it("runs the README's install, init and first lint, and the lint finds the scaffolded pair clean", () => {
    expect(firstRun.status, firstRun.output).toBe(0);
    const installed = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(Object.keys(installed.devDependencies).sort()).toEqual(packages.map((name) => `@handoff/${name}`).sort());
    // Nothing from the registry's unrelated `handoff` package.
    expect(existsSync(join(project, 'node_modules', 'handoff'))).toBe(false);
    const json = spawnSync(join(project, 'node_modules/.bin/handoff'), ['lint', '--format', 'json'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(json.status).toBe(0);
    const results = JSON.parse(json.stdout) as Array<{ filePath: string; messages: unknown[] }>;
    expect(results.map((r) => [r.filePath, r.messages])).toEqual([
      [join(project, 'plan.md'), []],
      [join(project, 'summary.md'), []],
    ]);
  });

  // Are the types wrong, for a TypeScript user of each tarball: every subpath's `types` and
  // JavaScript must resolve under node16 (ESM) and bundler resolution. The packages are
  // ESM only (no `require` condition), so the profile is `esm-only`: node10 and
  // node16-from-CJS resolution are not promised. attw skips wildcard subpaths, so one real
  // file behind the linter's `./remark/rules/*` is named.
  it('passes @arethetypeswrong/cli on every packed tarball (profile esm-only)', () => {
    const entrypoints: Record<string, string[]> = { linter: ['./remark/rules/secret'] };
    for (const [index, name] of packages.entries()) {
      const extra = entrypoints[name] ? ['--include-entrypoints', ...entrypoints[name]] : [];
      const result = attw(tarballs[index]!, extra);
      expect(result.unresolved, `@handoff/${name}: an entry point attw could not analyse`).toEqual([]);
      expect(result.problems, `@handoff/${name}: attw problems`).toEqual([]);
      expect(result.status, `@handoff/${name}: attw exit status`).toBe(0);
      expect(result.typed, `@handoff/${name}: attw found type declarations to check`).toBe(true);
      expect(result.entrypoints.length, `@handoff/${name}: attw found its entry points`).toBeGreaterThanOrEqual(2);
    }
    // The control: a package whose `types` points at a file it does not ship (it has another
    // .d.ts: with none at all, attw has nothing to check and passes) fails the same check.
    const broken = join(work, 'broken');
    mkdirSync(join(broken, 'dist'), { recursive: true });
    writeFileSync(
      join(broken, 'package.json'),
      JSON.stringify({
        name: 'broken',
        version: '1.0.0',
        type: 'module',
        exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
      }),
    );
    writeFileSync(join(broken, 'dist/index.js'), 'export const answer = 42;\n');
    writeFileSync(join(broken, 'dist/other.d.ts'), 'export declare const answer: number;\n');
    const tarball = join(
      work,
      execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { cwd: broken, encoding: 'utf8' })
        .trim()
        .split('\n')
        .pop()!,
    );
    const control = attw(tarball, []);
    expect(control.status).not.toBe(0);
    expect(control.typed).toBe(true);
    expect(control.problems.map((p) => `${p.kind} ${p.resolutionKind}`)).toContain('UntypedResolution node16-esm');
  }, 120_000);

  // The published types need no Node types: a TypeScript project that imports every entry of
  // every package type-checks with no @types/node installed and the declarations checked
  // too (skipLibCheck off), under the resolution ESM users have.
  it('type-checks a consumer of every entry without @types/node, declarations included', () => {
    expect(existsSync(join(project, 'node_modules', '@types', 'node'))).toBe(false);
    const imports: string[] = [];
    for (const name of packages) {
      const manifest = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')) as {
        exports: Record<string, unknown>;
      };
      for (const [subpath, target] of Object.entries(manifest.exports)) {
        if (typeof target !== 'object' || subpath === './package.json') continue;
        const concrete = subpath.replace('*', 'secret');
        imports.push(`@handoff/${name}${concrete === '.' ? '' : concrete.slice(1)}`);
      }
    }
    expect(imports.length).toBeGreaterThanOrEqual(18);
    const consumer = join(project, 'consumer');
    mkdirSync(consumer, { recursive: true });
    writeFileSync(
      join(consumer, 'index.ts'),
      `${imports.map((spec, i) => `import * as entry${i} from '${spec}';`).join('\n')}\nexport const entries = [` +
        `${imports.map((_, i) => `entry${i}`).join(', ')}];\n`,
    );
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          noEmit: true,
          types: [],
          skipLibCheck: false,
        },
        files: ['index.ts'],
      }),
    );
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ type: 'module' }));
    const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', consumer], {
      encoding: 'utf8',
    });
    expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
    expect(tsc.status).toBe(0);
    // The control: the same project fails on a declaration that does need them.
    writeFileSync(join(consumer, 'needs-node.d.ts'), 'export declare const env: NodeJS.ProcessEnv;\n');
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      readFileSync(join(consumer, 'tsconfig.json'), 'utf8').replace(
        '"files":["index.ts"]',
        '"files":["index.ts","needs-node.d.ts"]',
      ),
    );
    const control = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', consumer], {
      encoding: 'utf8',
    });
    expect(control.stdout).toContain("Cannot find namespace 'NodeJS'");
  }, 120_000);

  it('ships only dist, docs, schemas, README, CHANGELOG and LICENSE', () => {
    for (const name of packages) {
      const files = readdirSync(join(project, 'node_modules', '@handoff', name)).sort();
      expect(files).toContain('LICENSE');
      expect(files).toContain('CHANGELOG.md');
      expect(files).toContain('dist');
      expect(files).not.toContain('src');
      expect(files).not.toContain('test');
    }
  });

  it('runs the installed `handoff` binary on a plan', () => {
    writeFileSync(join(project, 'plan.md'), '---\nkind: plan\n---\n# Plan\n\nNo decision section here.\n');
    let status = 0;
    let stdout = '';
    try {
      stdout = execFileSync(join(project, 'node_modules/.bin/handoff'), ['lint', '--format', 'json', 'plan.md'], {
        cwd: project,
        encoding: 'utf8',
      });
    } catch (error) {
      const e = error as { status: number; stdout: string };
      status = e.status;
      stdout = e.stdout;
    }
    expect(status).toBe(1);
    const [result] = JSON.parse(stdout) as Array<{
      filePath: string;
      messages: Array<{ ruleId: string; line: number; column: number }>;
    }>;
    expect(result!.filePath).toBe(join(project, 'plan.md'));
    expect(result!.messages).toContainEqual(expect.objectContaining({ ruleId: 'section-missing', line: 1, column: 1 }));
  });

  it("writes SARIF with every rule's help read from the installed doc pages", () => {
    writeFileSync(join(project, 'plan.md'), '# Plan\n\nNo decision section here.\n');
    let stdout = '';
    try {
      stdout = execFileSync(join(project, 'node_modules/.bin/handoff'), ['lint', '--format', 'sarif', 'plan.md'], {
        cwd: project,
        encoding: 'utf8',
      });
    } catch (error) {
      stdout = (error as { stdout: string }).stdout;
    }
    const log = JSON.parse(stdout) as {
      runs: Array<{
        tool: {
          driver: { rules: Array<{ id: string; fullDescription: { text: string }; help: { markdown?: string } }> };
        };
      }>;
    };
    const rules = log.runs[0]!.tool.driver.rules;
    expect(rules.length).toBeGreaterThanOrEqual(33);
    for (const rule of rules) expect(rule.help.markdown, rule.id).toContain('## What it checks');
  });

  it('imports the SDK from the installed packages', () => {
    const script = [
      "import { parseDecisionDocument } from '@handoff/core';",
      "import { rules } from '@handoff/linter';",
      "const doc = parseDecisionDocument('## Plan Decisions\\n\\nNo decisions worth documenting — plan is " +
        "mechanical.\\n', 'plan');",
      'console.log(JSON.stringify({ sections: doc.sections.length, mechanical: doc.sections[0].mechanical.length, ' +
        'rules: rules.length }));',
    ].join('\n');
    writeFileSync(join(project, 'sdk.mjs'), script);
    const out = JSON.parse(execFileSync('node', ['sdk.mjs'], { cwd: project, encoding: 'utf8' })) as {
      sections: number;
      mechanical: number;
      rules: number;
    };
    expect(out.sections).toBe(1);
    expect(out.mechanical).toBe(1);
    expect(out.rules).toBeGreaterThanOrEqual(33);
  });

  // The tools are the repository's; the rules they load come from the installed tarball
  // (markdownlint-cli2 resolves `customRules` from the config's folder, remark from the cwd).
  it('gives markdownlint-cli2 and remark-cli the installed rules, with the config from the docs', () => {
    const dir = join(project, 'adapters');
    mkdirSync(dir, { recursive: true });
    // A plan by its content too (its tasks and verification), not by its name alone.
    writeFileSync(join(dir, '01-PLAN.md'), `# Phase 1\n\n## Tasks\n\n## Verification\n\nkey ghp_${'A1b2'.repeat(9)}\n`);
    // A plan with its section beside it: the folder has adopted decision sections, so `section-missing` stands.
    writeFileSync(
      join(dir, '00-PLAN.md'),
      '## Plan Decisions\n\nNo decisions worth documenting — plan is mechanical implementation of must_haves.\n',
    );
    writeFileSync(join(project, '.markdownlint-cli2.jsonc'), docsConfig('.markdownlint-cli2.jsonc'));
    writeFileSync(join(project, '.remarkrc.json'), docsConfig('.remarkrc.json'));
    const handoff = spawnSync(join(project, 'node_modules/.bin/handoff'), ['lint', '--format', 'json', 'adapters'], {
      cwd: project,
      encoding: 'utf8',
    });
    const results = JSON.parse(handoff.stdout) as Array<{
      filePath: string;
      messages: Array<{
        ruleId: string;
        severity: 1 | 2;
        line: number;
        column: number;
        endLine: number;
        endColumn: number;
        message: string;
      }>;
    }>;
    const result = results.find((r) => r.filePath.endsWith('01-PLAN.md'));
    expect(result!.messages.map((m) => m.ruleId)).toEqual(['section-missing', 'secret']);

    const markdownlint = spawnSync(
      process.execPath,
      [join(root, 'node_modules/markdownlint-cli2/markdownlint-cli2-bin.mjs'), 'adapters/*.md'],
      { cwd: project, encoding: 'utf8' },
    );
    expect(markdownlint.status).toBe(1);
    const remark = spawnSync(
      process.execPath,
      [join(root, 'node_modules/remark-cli/cli.js'), 'adapters', '--no-stdout', '--no-color'],
      { cwd: project, encoding: 'utf8' },
    );
    expect(remark.status).toBe(1);
    for (const m of result!.messages) {
      const severity = m.severity === 2 ? 'error' : 'warning';
      expect(markdownlint.stderr).toContain(`adapters/01-PLAN.md:${m.line}:${m.column} ${severity} ${m.ruleId} `);
      expect(markdownlint.stderr).toContain(`[${m.message}]`);
      expect(remark.stderr).toMatch(
        new RegExp(
          `${m.line}:${m.column}-${m.endLine}:${m.endColumn}\\s+${severity}\\s+.*\\s${m.ruleId}\\s+remark-lint`,
        ),
      );
    }
    expect(markdownlint.stderr + remark.stderr).not.toContain('A1b2A1b2');

    // A rule's own module (generated at build time) reconfigures the preset's plugin.
    writeFileSync(
      join(project, '.remarkrc.json'),
      JSON.stringify({ plugins: ['@handoff/linter/remark', ['@handoff/linter/remark/rules/secret', false]] }),
    );
    const without = spawnSync(
      process.execPath,
      [join(root, 'node_modules/remark-cli/cli.js'), 'adapters', '--no-stdout', '--no-color'],
      { cwd: project, encoding: 'utf8' },
    );
    expect(without.stderr).toContain('section-missing');
    expect(without.stderr).not.toContain(' secret ');
  }, 120_000);

  it('serves MCP from the installed `handoff mcp` to the installed SDK client', () => {
    const script = [
      "import { Client } from '@modelcontextprotocol/sdk/client/index.js';",
      "import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';",
      "const client = new Client({ name: 'pack', version: '1.0.0' });",
      "await client.connect(new StdioClientTransport({ command: 'node_modules/.bin/handoff', args: ['mcp'] }));",
      'const { tools } = await client.listTools();',
      "const status = await client.callTool({ name: 'resume_status', arguments: {} });",
      'console.log(JSON.stringify({ tools: tools.length, gate: status.structuredContent.gate }));',
      'await client.close();',
    ].join('\n');
    writeFileSync(join(project, 'mcp.mjs'), script);
    const out = JSON.parse(execFileSync('node', ['mcp.mjs'], { cwd: project, encoding: 'utf8' })) as {
      tools: number;
      gate: string;
    };
    expect(out).toEqual({ tools: 18, gate: 'none' });
  }, 60_000);

  it('ships the agent authoring schemas and their SDK entry', () => {
    const script = [
      "import { readFileSync } from 'node:fs';",
      "import { createRequire } from 'node:module';",
      "import { agentSchemas, fromAgentRejection } from '@handoff/core/agent';",
      "const file = createRequire(import.meta.url).resolve('@handoff/core/schemas/agent/plan-decisions.schema.json');",
      'const same = JSON.stringify(JSON.parse(readFileSync(file, ' +
        "'utf8'))) === JSON.stringify(agentSchemas.planDecisions);",
      "console.log(JSON.stringify({ same, note: fromAgentRejection({ approach: 'a | b', evidence: 'c' }).text }));",
    ].join('\n');
    writeFileSync(join(project, 'agent.mjs'), script);
    expect(JSON.parse(execFileSync('node', ['agent.mjs'], { cwd: project, encoding: 'utf8' }))).toEqual({
      same: true,
      note: 'a \\| b | c',
    });
  });
});

const attwPackage = createRequire(import.meta.url).resolve('@arethetypeswrong/cli/package.json');
const attwBin = join(
  dirname(attwPackage),
  (JSON.parse(readFileSync(attwPackage, 'utf8')) as { bin: { attw: string } }).bin.attw,
);

/** Problems attw reports under the esm-only profile (it leaves node10 and node16-from-CJS out). */
function attw(
  tarball: string,
  extra: string[],
): {
  status: number | null;
  problems: Array<{ kind: string; entrypoint?: string; resolutionKind?: string }>;
  entrypoints: string[];
  unresolved: string[];
  typed: boolean;
} {
  const run = spawnSync(process.execPath, [attwBin, tarball, '--profile', 'esm-only', '--format', 'json', ...extra], {
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as {
    analysis: { types: unknown; entrypoints?: Record<string, unknown> };
    problems?:
      | Record<string, Array<{ kind: string; entrypoint?: string; resolutionKind?: string }>>
      | Array<{ kind: string; entrypoint?: string; resolutionKind?: string }>;
  };
  const all = Array.isArray(report.problems) ? report.problems : Object.values(report.problems ?? {}).flat();
  const ignored = new Set(['node10', 'node16-cjs']);
  const entrypoints = Object.keys(report.analysis.entrypoints ?? {});
  return {
    typed: report.analysis.types !== false,
    status: run.status,
    problems: all.filter((p) => p.resolutionKind === undefined || !ignored.has(p.resolutionKind)),
    entrypoints,
    unresolved: extra.filter((e) => e.startsWith('./') && !entrypoints.includes(e)),
  };
}
