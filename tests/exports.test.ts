import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

// Each package's public surface is what its `exports` map names. The runtime names of every
// entry are kept in a committed text snapshot, so an addition or removal shows up in review
// instead of slipping out unnoticed.
const ENTRIES: Array<[string, () => Promise<Record<string, unknown>>]> = [
  ['@handoff/core', () => import('@handoff/core')],
  ['@handoff/core/read', () => import('@handoff/core/read')],
  ['@handoff/core/decisions', () => import('@handoff/core/decisions')],
  ['@handoff/core/secrets', () => import('@handoff/core/secrets')],
  ['@handoff/core/session', () => import('@handoff/core/session')],
  ['@handoff/core/rejections', () => import('@handoff/core/rejections')],
  ['@handoff/core/restart', () => import('@handoff/core/restart')],
  ['@handoff/core/packet', () => import('@handoff/core/packet')],
  ['@handoff/core/branch', () => import('@handoff/core/branch')],
  ['@handoff/core/brief', () => import('@handoff/core/brief')],
  ['@handoff/core/agent', () => import('@handoff/core/agent')],
  ['@handoff/core/audit', () => import('@handoff/core/audit')],
  ['@handoff/core/store', () => import('@handoff/core/store')],
  ['@handoff/linter', () => import('@handoff/linter')],
  // The adapter subpaths, from source (their `exports` targets are exercised by tests/e2e/pack.test.ts).
  ['@handoff/linter/markdownlint', () => import('../packages/linter/src/adapters/markdownlint.js')],
  ['@handoff/linter/remark', () => import('../packages/linter/src/adapters/remark/index.js')],
  ['@handoff/mcp', () => import('@handoff/mcp')],
];

describe('public API', () => {
  it('lists the exported names of every entry', async () => {
    const lines: string[] = [];
    for (const [name, load] of ENTRIES)
      lines.push(
        `${name}: ${Object.keys(await load())
          .sort()
          .join(', ')}`,
      );
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot(join(root, 'tests/__snapshots__/exports.snap.txt'));
  });

  it('lists the type-only names of every core entry', async () => {
    // Types are part of the surface too (docs/api.md), and they vanish at run time: read them
    // from the entry's source with the compiler.
    const pkg = JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    const entries = Object.keys(pkg.exports)
      .filter((key) => key !== './package.json' && !key.includes('*'))
      .map(
        (key) =>
          [
            key === '.' ? '@handoff/core' : `@handoff/core/${key.slice(2)}`,
            join(root, 'packages/core/src', key === '.' ? 'index.ts' : `${key.slice(2)}.ts`),
          ] as const,
      );
    const program = ts.createProgram(
      entries.map(([, file]) => file),
      {
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        target: ts.ScriptTarget.ES2022,
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
    );
    const checker = program.getTypeChecker();
    const lines = entries.map(([name, file]) => {
      const names = checker
        .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!)
        .filter(
          (symbol) =>
            !(
              (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol).flags &
              ts.SymbolFlags.Value
            ),
        )
        .map((symbol) => symbol.name)
        .sort();
      expect(names.length, `${name} exports types`).toBeGreaterThan(0);
      return `${name}: ${names.join(', ')}`;
    });
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot(join(root, 'tests/__snapshots__/exports-types.snap.txt'));
  });

  it('maps every core subpath in the exports map to an entry tested above', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    const subpaths = Object.keys(pkg.exports).filter((key) => key !== './package.json' && !key.includes('*'));
    expect(subpaths.map((key) => (key === '.' ? '@handoff/core' : `@handoff/core/${key.slice(2)}`)).sort()).toEqual(
      ENTRIES.map(([name]) => name)
        .filter((name) => name.startsWith('@handoff/core'))
        .sort(),
    );
  });

  it('takes every name of the core root entry from one of its subpaths', async () => {
    const subpathNames = new Set<string>();
    for (const [, load] of ENTRIES.filter(([n]) => n.startsWith('@handoff/core/')))
      for (const key of Object.keys(await load())) subpathNames.add(key);
    for (const key of Object.keys(await import('@handoff/core')))
      expect(subpathNames.has(key), `the root exports ${key}, which no subpath does`).toBe(true);
  });

  it('lists the root entry of core name by name', () => {
    // `export *` would let an area's new export reach the root unreviewed (docs/api.md).
    const source = readFileSync(join(root, 'packages/core/src/index.ts'), 'utf8');
    expect(source).not.toMatch(/export\s+(type\s+)?\*/);
  });

  it('gives the cli package one programmatic entry and the handoff binary', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'packages/cli/package.json'), 'utf8')) as {
      bin: Record<string, string>;
      exports: Record<string, unknown>;
    };
    expect(pkg.bin).toEqual({ handoff: './bin/handoff.js' });
    expect(Object.keys(pkg.exports).sort()).toEqual(['.', './package.json']);
  });
});
