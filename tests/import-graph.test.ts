import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The direction of the code, checked on the import statements themselves (type-only imports
// and `import()` included, as the compiler lists them): the linter's modules form no circle,
// and core's Markdown layer imports nothing above it.

const root = resolve(import.meta.dirname, '..');

/** Each source file of `dir` with the files of `dir` it imports (relative specifiers, `.js` → `.ts`). */
function importGraph(dir: string): Map<string, string[]> {
  const files = (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
    .map((name) => join(dir, name));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets: string[] = [];
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), fileName.replace(/\.js$/, '.ts'));
      if (existsSync(target)) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components with more than one file (Tarjan): each is an import circle. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('import graph', () => {
  it('the linter has no import circle', () => {
    const src = join(root, 'packages/linter/src');
    const found = circles(importGraph(src)).map((circle) => circle.map((file) => relative(src, file)));
    expect(found).toEqual([]);
  });

  it("core's folders form no import circle (a folder's own files may call each other)", () => {
    const src = join(root, 'packages/core/src');
    /** `lib/decisions/parse.ts` → `lib/decisions`; a module of `src/` or `src/lib/` stands for itself. */
    const folderOf = (file: string) => {
      const parts = relative(src, file).split('/');
      return parts[0] === 'lib' && parts.length > 2 ? `lib/${parts[1]}` : parts.join('/');
    };
    const folders = new Map<string, string[]>();
    for (const [file, targets] of importGraph(src)) {
      const from = folderOf(file);
      const edges = folders.get(from) ?? [];
      for (const target of targets) if (folderOf(target) !== from) edges.push(folderOf(target));
      folders.set(from, edges);
    }
    expect(circles(folders)).toEqual([]);
  });

  it("core's Markdown layer imports nothing above it but the two leaf modules it shares", () => {
    const lib = join(root, 'packages/core/src/lib');
    const layer = join(lib, 'markdown');
    const allowed = new Set([join(lib, 'position.ts'), join(lib, 'replace-in-pieces.ts')]);
    const outside = [...importGraph(layer)].flatMap(([file, targets]) =>
      targets
        .filter((target) => !target.startsWith(`${layer}/`) && !allowed.has(target))
        .map((target) => `${relative(lib, file)} -> ${relative(lib, target)}`),
    );
    expect(outside).toEqual([]);
    // The two it may import are leaves: they import nothing of core.
    for (const leaf of allowed) expect(importGraph(lib).get(leaf)).toEqual([]);
  });

  it('a circle is found: the check can fail', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
