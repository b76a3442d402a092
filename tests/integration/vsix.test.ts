import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkBundledServer } from '../helpers/bundled-server.js';

// The VS Code extension as it ships: the .vsix that `npm run package` in packages/vscode
// builds (CI does, before the tests). It is unpacked into an empty folder — no node_modules
// anywhere near — and its bundled server is started the way the client starts it
// (`node dist/server.cjs --stdio`) and spoken to over LSP.

const ROOT = resolve(import.meta.dirname, '../..');
const VSIX = join(ROOT, 'packages', 'vscode', 'handoff-vscode.vsix');
const present = existsSync(VSIX);
if (!present) {
  const why = `${VSIX} is missing: build it with \`npm ci && npm run package\` in packages/vscode`;
  if (process.env['CI']) throw new Error(`${why}; CI must build it (.ci/run)`);
  process.stderr.write(`skipping the .vsix tests: ${why}\n`);
}

describe.skipIf(!present)('the .vsix', () => {
  let extension: string;

  beforeAll(() => {
    const folder = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-vsix-')));
    // A .vsix is a zip; Python's zipfile unpacks it without an unzip binary.
    const unzip = spawnSync('python3', ['-m', 'zipfile', '-e', VSIX, folder], { encoding: 'utf8' });
    expect(unzip.status, unzip.stderr).toBe(0);
    extension = join(folder, 'extension');
  });

  it('holds the manifest, the three bundles and no node_modules', () => {
    const manifest = JSON.parse(readFileSync(join(extension, 'package.json'), 'utf8')) as {
      main: string;
      contributes: { configuration: { properties: Record<string, unknown> } };
    };
    expect(manifest.main).toBe('./dist/extension.cjs');
    expect(Object.keys(manifest.contributes.configuration.properties)).toEqual([
      'handoff.enable',
      'handoff.debounceMs',
      'handoff.configPath',
      'handoff.trace.server',
    ]);
    expect(existsSync(join(extension, 'dist', 'extension.cjs'))).toBe(true);
    expect(existsSync(join(extension, 'dist', 'server.cjs'))).toBe(true);
    expect(existsSync(join(extension, 'dist', 'lint-worker.cjs'))).toBe(true);
    expect(existsSync(join(extension, 'node_modules'))).toBe(false);
    // The client bundle needs only what VS Code provides.
    const client = readFileSync(join(extension, 'dist', 'extension.cjs'), 'utf8');
    const required = new Set([...client.matchAll(/require\("([^"./][^"]*)"\)/g)].map((m) => m[1]!));
    expect(required.has('vscode')).toBe(true);
    for (const name of required)
      expect(name === 'vscode' || name.startsWith('node:') || builtinModules.includes(name), name).toBe(true);
  });

  it('runs its bundled language server: diagnostics for a plan, the rule on hover, a quick fix, a clean exit', async () => {
    const project = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-vsix-project-')));
    await checkBundledServer([join(extension, 'dist', 'server.cjs'), '--stdio'], project, async (connection, uri) => {
      const actions = (await connection.sendRequest('textDocument/codeAction', {
        textDocument: { uri },
        range: { start: { line: 4, character: 0 }, end: { line: 4, character: 0 } },
        context: { diagnostics: [] },
      })) as Array<{ kind: string; edit: { changes: Record<string, Array<{ newText: string }>> } }>;
      expect(actions.find((a) => a.kind === 'quickfix')!.edit.changes[uri]).toEqual([
        expect.objectContaining({ newText: 'Locked — ' }),
      ]);
    });
  }, 60_000);
});
