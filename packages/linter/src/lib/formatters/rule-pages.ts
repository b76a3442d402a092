import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Where the rule pages come from: `docs/rules/` of the installed package. The single-file CLI
// and the editor extension have no package folder: their build (scripts/bundle-plugins.mjs)
// puts a module with every page written into it in this one's place.

let docsFolder: string | null | undefined;

/** The Markdown of rule `id`'s doc page, or `undefined` when it cannot be read. */
export function rulePage(id: string): string | undefined {
  docsFolder ??= findDocsFolder();
  if (docsFolder === null || !/^[a-z0-9-]+$/.test(id)) return undefined;
  try {
    return readFileSync(join(docsFolder, `${id}.md`), 'utf8');
  } catch {
    return undefined;
  }
}

/** Walk up from this module to the folder of the `@handoff/linter` package.json (source, dist or bundle alike). */
function findDocsFolder(): string | null {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === '@handoff/linter') {
          const docs = join(folder, 'docs', 'rules');
          return existsSync(docs) ? docs : null;
        }
      } catch {
        // An unreadable manifest on the way up is not ours; keep looking.
      }
    }
    const parent = dirname(folder);
    if (parent === folder) return null;
    folder = parent;
  }
}
