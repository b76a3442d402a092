import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The install paths the docs give must lead where the release leads: never to the npm
// registry's unrelated `handoff` package, always to files a release of this version holds
// (scripts/release.mjs makes them; tests/integration runs the README's commands on them).

const ROOT = resolve(import.meta.dirname, '..');
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'packages/cli/package.json'), 'utf8')) as { version: string })
  .version;
const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...['core', 'linter', 'mcp', 'cli', 'vscode'].map((name) => `packages/${name}/README.md`),
];
/** What a release holds (docs/releasing.md), by name. */
const ARTEFACTS = new Set([
  ...['core', 'linter', 'mcp', 'cli', 'standalone'].map((name) => `handoff-${name}-${VERSION}.tgz`),
  'handoff.mjs',
  `handoff-vscode-${VERSION}.vsix`,
  'SHA256SUMS',
]);

const lines = DOCS.flatMap((doc) =>
  readFileSync(join(ROOT, doc), 'utf8')
    .split('\n')
    .map((text, index) => ({ where: `${doc}:${index + 1}`, text })),
);

describe('install instructions', () => {
  it('never run the registry’s unrelated `handoff` package (a line may name it only to warn)', () => {
    const bare = lines.filter(
      ({ text }) => /\bnpx\s+(?:(?:-y|--yes|--no)\s+)?handoff\b(?![-/@])/.test(text) && !/\bnever\b/i.test(text),
    );
    expect(bare.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
    expect(lines.filter(({ text }) => /npm i(?:nstall)? -D @handoff\//.test(text)).map(({ where }) => where)).toEqual(
      [],
    );
  });

  it('download files a release of this version holds', () => {
    const urls = lines.flatMap(({ where, text }) =>
      [
        ...text.matchAll(/https:\/\/github\.com\/handoff-dev\/handoff\/releases\/download\/([^/\s]+)\/([^\s'"`)\]]+)/g),
      ].map((m) => ({ where, tag: m[1]!, file: m[2]! })),
    );
    expect(urls.length).toBeGreaterThanOrEqual(6);
    for (const { where, tag, file } of urls) {
      expect(tag, where).toBe(`v${VERSION}`);
      expect(ARTEFACTS.has(file), `${where}: ${file}`).toBe(true);
    }
    const named = lines.flatMap(({ where, text }) =>
      [...text.matchAll(/\bhandoff-[a-z]+-(\d+\.\d+\.\d+)\.(?:tgz|vsix)\b/g)].map((m) => ({ where, version: m[1]! })),
    );
    for (const { where, version } of named) expect(version, where).toBe(VERSION);
  });

  it('start the editor server the project installed, never a `handoff` assumed on the PATH', () => {
    const page = readFileSync(join(ROOT, 'docs/editors.md'), 'utf8');
    expect(page).not.toMatch(/cmd = \{ 'handoff'/);
    expect(page).not.toMatch(/command = "handoff"/);
    expect(page).toContain("cmd = { vim.fn.getcwd() .. '/node_modules/.bin/handoff', 'lsp', '--stdio' }");
  });
});
