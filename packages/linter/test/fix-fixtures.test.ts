import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFiles } from '../src/lib/lint-files.js';

// `--fix` on every fixture folder: what one pass of fixing gives, a second gives again
// byte for byte, and no fixable finding is left (ESLint's and markdownlint's fix contract).
const root = resolve(import.meta.dirname, '../../../test-fixtures');
const WIDE = new Set(['repos', 'held-out', 'licences']);
const folders = ['lint', 'examples', 'corpus'].flatMap((top) =>
  readdirSync(join(root, top))
    // Not the wide corpus (corpus/repos, held-out, licences): it has its own lane.
    .filter((name) => statSync(join(root, top, name)).isDirectory() && !(top === 'corpus' && WIDE.has(name)))
    .map((name) => join(top, name)),
);

describe('--fix on the fixtures', () => {
  it.each(folders)('%s: fixed once is fixed for good', async (folder) => {
    const dir = join(root, folder);
    const once = await lintFiles([dir], { cwd: dir, fix: true });
    for (const result of once) {
      expect(result.fixableErrorCount + result.fixableWarningCount, result.filePath).toBe(0);
      if (result.output === undefined) continue;
      const twice = await lintFiles(['-'], {
        cwd: dir,
        fix: true,
        stdin: { text: result.output, filePath: result.filePath },
      });
      expect(twice[0]!.output, `${result.filePath} changed again`).toBeUndefined();
      expect(twice[0]!.messages).toEqual(result.messages);
    }
  });

  it('some fixture really has something to fix', async () => {
    const dir = join(root, 'corpus');
    const results = await lintFiles([dir], { cwd: dir, fix: true });
    expect(results.filter((r) => r.output !== undefined).length).toBeGreaterThan(0);
  });
});
