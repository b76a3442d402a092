import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverFiles } from '../../packages/linter/src/lib/discover.js';
import { classify, kindGlobs } from '../../packages/linter/src/lib/classify.js';
import { limitNesting } from '../../packages/core/src/lib/handoff-document/nesting.js';
import { readTextSync } from '../../packages/linter/src/lib/read-text.js';
import { parseFast, type FastTrace } from '../../packages/core/src/lib/decisions/fast-path.js';
import { readSimpleBlocks, simpleReaderGaveUpOn } from '../../packages/core/src/lib/markdown/simple-blocks.js';
import { readFrontMatter } from '../../packages/core/src/lib/markdown/front-matter.js';
import { mayHoldDefinition } from '../../packages/core/src/lib/markdown/definitions.js';
import { checkout, repositories } from './wide-corpus.js';

/**
 * Which reader reads each real file: the simple readers (front matter, decision slices,
 * handoff notes) or their fall-backs (the yaml package, remark), with the reason the simple reader gave
 * up. The list is snapshotted so that a new fall-back is seen; the fast-vs-full equality of the lane
 * checks that a fall-back reads the same (`bench/fallbacks.mjs` prints the share for the benchmark
 * corpora).
 */
const corpus = checkout('repos');

describe('readers of the real files', async () => {
  const fellBack: string[] = [];
  let linted = 0;
  const files: Array<{ path: string; repo: string }> = [];
  for (const repo of repositories('repos'))
    for (const { path } of await discoverFiles([repo], { cwd: repo })) files.push({ path, repo });
  for (const { path, repo } of files) {
    const globs = kindGlobs(repo, { plan: [], summary: [], handoff: [] });
    const outcome = readTextSync(path);
    if (!outcome.ok) continue;
    const frontMatter = readFrontMatter(outcome.text);
    const found = classify(path, frontMatter, globs, { head: outcome.text });
    if (found.kind === null) continue;
    linted++;
    const name = relative(corpus, path);
    if (frontMatter?.error) fellBack.push(`${name}: invalid front matter (the yaml package reports it)`);
    if (found.kind === 'handoff') {
      const body = limitNesting(outcome.text);
      if (!readSimpleBlocks(body, true, { inline: 'nodes', noDefinitions: !mayHoldDefinition(body) }))
        fellBack.push(`${name}: handoff note by remark (${simpleReaderGaveUpOn()})`);
    } else {
      const trace: FastTrace = {};
      if (!parseFast(outcome.text, found.kind, frontMatter, trace)) fellBack.push(`${name}: whole file by remark`);
      else if (trace.reader === 'remark')
        fellBack.push(`${name}: decision slices by remark (${simpleReaderGaveUpOn()})`);
    }
  }

  it('reads every plan, summary and handoff with the simple readers, or names the fall-back and why', async () => {
    expect(linted).toBeGreaterThan(100);
    await expect(`${linted} linted, ${fellBack.length} fall back\n${fellBack.join('\n')}\n`).toMatchFileSnapshot(
      'readers.snap.txt',
    );
  });
});
