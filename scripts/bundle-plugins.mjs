// rolldown plugins for the builds that put the CLI into files of their own, with no package
// folder around them: the single-file CLI (scripts/standalone.mjs) and the VS Code extension's
// language server (packages/vscode/build.mjs). What the packages load at run time from their
// own folder becomes part of the bundle:
//   * `createRequire(import.meta.url)('x')`, the lazy loads of remark, yaml, ajv and ignore:
//     a bundler cannot follow it, so it becomes a plain `require('x')`, which it can;
//   * `readFileSync(new URL('…', import.meta.url), 'utf8')` (a JSON Schema the session
//     validator reads): the file's text, written in;
//   * the rule pages (`docs/rules/<id>.md`, for SARIF help and the editor's hover): a module
//     holding every page takes the place of the one that reads them from disk.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** `createRequire(import.meta.url)` as a bundler-visible `require`. */
export const staticRequires = {
  name: 'handoff-static-requires',
  transform(code, id) {
    // rolldown's own runtime makes Node's `require` for an ES module output that way: it stays.
    if (!code.includes('createRequire(import.meta.url)') || /^\0|rolldown[\\/]runtime/.test(id)) return null;
    const out = code
      .replace(/\b(?:const|let|var) require\s*=\s*createRequire\(import\.meta\.url\);?/g, '')
      .replace(/\bcreateRequire\(import\.meta\.url\)\(/g, 'require(')
      // A dependency's own alias (fdir's `__require`, for an optional peer): Node's require at run time.
      .replace(
        /\b((?:const|let|var) [\w$]+\s*=\s*)(?:\/\* @__PURE__ \*\/\s*)?createRequire\(import\.meta\.url\)/g,
        '$1require',
      );
    if (out.includes('createRequire(import.meta.url)'))
      this.error(`${id}: a createRequire(import.meta.url) use this build does not rewrite`);
    return { code: out, map: null };
  },
};

/** `readFileSync(new URL('./x.json', import.meta.url), 'utf8')` → the file's text, read at build time. */
export const inlineReadFiles = {
  name: 'handoff-inline-read-files',
  transform(code, id) {
    const pattern = /\breadFileSync\(\s*new URL\(\s*'([^']+)',\s*import\.meta\.url\s*\),\s*'utf8',?\s*\)/g;
    if (!pattern.test(code)) return null;
    pattern.lastIndex = 0;
    const out = code.replace(pattern, (_, relative) =>
      JSON.stringify(readFileSync(resolve(dirname(id), relative), 'utf8')),
    );
    return { code: out, map: null };
  },
};

/** The rule pages of packages/linter/docs/rules, written into the module that serves them. */
export const rulePages = {
  name: 'handoff-rule-pages',
  load(id) {
    if (!/[\\/]linter[\\/](?:dist|src)[\\/]lib[\\/]formatters[\\/]rule-pages\.[jt]s$/.test(id)) return null;
    const folder = resolve(root, 'packages/linter/docs/rules');
    const pages = Object.fromEntries(
      readdirSync(folder)
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => [name.slice(0, -3), readFileSync(resolve(folder, name), 'utf8')]),
    );
    return [
      `const PAGES = ${JSON.stringify(pages)};`,
      'export function rulePage(id) { return Object.hasOwn(PAGES, id) ? PAGES[id] : undefined; }',
    ].join('\n');
  },
};

/**
 * The language server starts `./lint-worker.js` next to itself by URL, which a bundler cannot
 * follow: point it at `target` (a file name beside the bundle, or `null` for the bundle itself,
 * whose entry runs the worker on a worker thread).
 */
export function lintWorkerReference(target) {
  return {
    name: 'handoff-lint-worker-reference',
    transform(code, id) {
      if (!/[\\/]lsp[\\/]lint-pool\.js$/.test(id)) return null;
      const from = "new URL('./lint-worker.js', import.meta.url)";
      if (!code.includes(from)) this.error(`${id}: the lint pool no longer names its worker as ${from}`);
      const to = target === null ? 'new URL(import.meta.url)' : `new URL('./${target}', import.meta.url)`;
      return { code: code.replace(from, to), map: null };
    },
  };
}

/** `bin.js` imports the hook's own bundle by URL (dist/bundle/hook.js): a bundle imports the module itself. */
export const hookEntryImport = {
  name: 'handoff-hook-entry-import',
  transform(code, id) {
    if (!/[\\/]cli[\\/]dist[\\/]bin\.js$/.test(id)) return null;
    const from = 'import(HOOK_ENTRY)';
    if (!code.includes(from)) this.error(`${id}: bin.js no longer imports the hook entry as ${from}`);
    return { code: code.replace(from, "import('./lib/hook/entry.js')"), map: null };
  },
};

/**
 * `@handoff/linter`, `@handoff/core/read`, `@handoff/core/secrets` and `@handoff/core/store` resolve
 * to prebuilt bundles (dist/bundle/, for a fast start-up: scripts/bundle.mjs). A bundle of its own is made
 * from the modules tsc built (dist/), so the plugins above see each module by its name.
 */
export const unbundledPackages = {
  name: 'handoff-unbundled-packages',
  async resolveId(source, importer, options) {
    if (!source.startsWith('@handoff/')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved) return null;
    const match = /^(.*[\\/]dist)[\\/]bundle[\\/]([^\\/]+\.js)$/.exec(resolved.id);
    if (!match) return resolved;
    const module = resolve(match[1], match[2]);
    if (!existsSync(module)) this.error(`${source}: no module ${module} beside the bundle ${resolved.id}`);
    return module;
  },
};
