import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// The release workflow (.github/workflows/release.yml) cannot run here (no runner, no tokens),
// so its contract is checked on the file: what triggers it, what it may do, that it tests and
// builds what it publishes with the script the integration lane tests, that every publish is
// guarded by its token and says so when skipped. Its version check runs for real.

const ROOT = resolve(import.meta.dirname, '..');

interface Step {
  name?: string;
  id?: string;
  if?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
  'working-directory'?: string;
}
interface Workflow {
  on: { push: { tags: string[] } };
  permissions: Record<string, string>;
  jobs: { release: { env: Record<string, string>; steps: Step[] } };
}

const workflow = parse(readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8')) as Workflow;
const steps = workflow.jobs.release.steps;
const step = (name: string) => {
  const found = steps.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`release.yml has no step named ${name}`);
  return found;
};
const indexOf = (name: string) => steps.indexOf(step(name));

describe('.github/workflows/release.yml', () => {
  it('runs on version tags, may write the release and sign provenance, and nothing else', () => {
    expect(workflow.on).toEqual({ push: { tags: ['v*.*.*'] } });
    expect(workflow.permissions).toEqual({ contents: 'write', 'id-token': 'write' });
  });

  it('builds and tests before it makes the artefacts, with the script the integration lane runs', () => {
    expect(step('Build and test').run).toMatch(/npm run build[\s\S]*npx vitest run/);
    expect(step('Package the VS Code extension').run).toContain('npm run package');
    expect(step('Release artefacts').run).toBe(
      'node scripts/release.mjs --out release --vsix packages/vscode/handoff-vscode.vsix',
    );
    expect(indexOf('Build and test')).toBeLessThan(indexOf('Release artefacts'));
    expect(indexOf('Release artefacts')).toBeLessThan(indexOf('GitHub release'));
    expect(step('GitHub release').run).toContain('gh release create "$GITHUB_REF_NAME" release/*');
  });

  it('publishes to npm with provenance, dependencies first, only with a token', () => {
    const npm = step('npm, with provenance');
    expect(npm.if).toBe("env.NPM_TOKEN != ''");
    expect(npm.run).toContain('for pkg in core linter mcp cli; do');
    expect(npm.run).toContain('npm publish "release/handoff-$pkg-$VERSION.tgz" --provenance --access public');
    expect(workflow.jobs.release.env).toMatchObject({
      NPM_TOKEN: '${{ secrets.NPM_TOKEN }}',
      VSCE_PAT: '${{ secrets.VSCE_PAT }}',
      OVSX_PAT: '${{ secrets.OVSX_PAT }}',
    });
  });

  it.each([
    ['npm, with provenance', 'npm skipped', 'NPM_TOKEN'],
    ['VS Code Marketplace', 'VS Code Marketplace skipped', 'VSCE_PAT'],
    ['Open VSX', 'Open VSX skipped', 'OVSX_PAT'],
  ])('%s runs only with its token, and says so when it is missing', (publish, skipped, token) => {
    expect(step(publish).if).toBe(`env.${token} != ''`);
    expect(step(skipped).if).toBe(`env.${token} == ''`);
    const run = spawnSync('bash', ['-c', step(skipped).run!], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^::notice title=release::${token} is not set; `));
  });

  it('publishes the .vsix the artefacts step made to both extension registries', () => {
    expect(step('VS Code Marketplace').run).toContain('publish --packagePath "release/handoff-vscode-$VERSION.vsix"');
    expect(step('Open VSX').run).toContain('publish "release/handoff-vscode-$VERSION.vsix"');
  });

  it('refuses a tag that does not name the packages’ version, and accepts the one that does', () => {
    const script = step("The tag names the packages' version").run!;
    const version = (JSON.parse(readFileSync(join(ROOT, 'packages/cli/package.json'), 'utf8')) as { version: string })
      .version;
    const output = join(mkdtempSync(join(tmpdir(), 'handoff-release-yml-')), 'output');
    const run = (tag: string) => {
      writeFileSync(output, '');
      return spawnSync('bash', ['-c', script], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, GITHUB_REF_NAME: tag, GITHUB_OUTPUT: output },
      });
    };
    const good = run(`v${version}`);
    expect(good.status, good.stdout + good.stderr).toBe(0);
    expect(readFileSync(output, 'utf8')).toBe(`version=${version}\n`);
    const bad = run('v9.9.9');
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain(`::error title=release::tag v9.9.9 does not name version ${version}`);
  });
});
