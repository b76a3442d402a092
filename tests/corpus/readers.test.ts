import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverFiles } from '../../packages/linter/src/lib/discover.js';
import { classify, kindGlobs } from '../../packages/linter/src/lib/classify.js';
import { limitNesting } from '../../packages/core/src/lib/handoff-document/nesting.js';
import { readTextSync } from '../../packages/linter/src/lib/read-text.js';
import { parseFast, readSimpleBlocks, simpleReaderGaveUpOn, type FastTrace } from '../../packages/core/src/lib/fast-reader/index.js';
import { readFrontMatter } from '../../packages/core/src/lib/markdown/front-matter.js';
import { mayHoldDefinition } from '../../packages/core/src/lib/markdown/definitions.js';

/**
 * Which reader reads each real file: the simple readers (front matter, decision slices,
 * handoff notes) or their fall-backs (the yaml package, remark). On the public corpus only
 * front matter that is not valid YAML is left to the yaml package, whose error message
 * `front-matter-invalid` quotes; the share is printed (`bench/fallbacks.mjs` prints it for
 * the benchmark corpora).
 */
const root = resolve(import.meta.dirname, '../..');
const corpus = resolve(root, '../shared/corpus');

describe('readers of the real files', async () => {
  const files = existsSync(corpus) ? await discoverFiles([corpus], { cwd: corpus }) : [];
  const globs = kindGlobs(corpus, { plan: [], summary: [], handoff: [] });
  const fellBack: string[] = [];
  let linted = 0;
  for (const { path } of files) {
    const outcome = readTextSync(path);
    if (!outcome.ok) continue;
    const frontMatter = readFrontMatter(outcome.text);
    const found = classify(path, frontMatter, globs);
    if (found.kind === null) continue;
    linted++;
    const name = relative(corpus, path);
    if (frontMatter?.error) fellBack.push(`${name}: invalid front matter (the yaml package reports it)`);
    if (found.kind === 'handoff') {
      const body = limitNesting(outcome.text);
      if (!readSimpleBlocks(body, true, { inline: 'nodes', noDefinitions: !mayHoldDefinition(body) })) fellBack.push(`${name}: handoff note by remark (${simpleReaderGaveUpOn()})`);
    } else {
      const trace: FastTrace = {};
      if (!parseFast(outcome.text, found.kind, frontMatter, trace)) fellBack.push(`${name}: whole file by remark`);
      else if (trace.reader === 'remark') fellBack.push(`${name}: decision slices by remark (${simpleReaderGaveUpOn()})`);
    }
  }

  it('reads every plan, summary and handoff without the fall-backs, except front matter that is not YAML', () => {
    console.log(`real files: ${linted} linted, ${new Set(fellBack.map((line) => line.split(':')[0])).size} fall back\n  ${fellBack.join('\n  ')}`);
    expect(linted).toBeGreaterThan(30);
    expect(fellBack.filter((line) => !line.endsWith('(the yaml package reports it)'))).toEqual([]);
  });
});
