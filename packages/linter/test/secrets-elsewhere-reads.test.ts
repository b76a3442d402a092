import { basename } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lintFiles } from '@handoff/linter';
import * as classifyPass from '../src/lib/run/classify-pass.js';
import { textsOnce } from '../src/lib/run/secrets-elsewhere.js';
import { newEntry } from '../src/lib/run/entry.js';
import { emptyConfig } from '../src/lib/config.js';
import { projectWith as project } from '../../../tests/helpers/project.js';

// What a run asks of each file's text, counted: looking a reported secret up in the run's other files reads each file
// once for both questions (which values it reported, whether it holds one), not once for each.
const asked: string[] = [];
vi.mock('../src/lib/run/classify-pass.js', async (importOriginal) => {
  const actual = await importOriginal<typeof classifyPass>();
  return {
    ...actual,
    textOf: (entry: Parameters<typeof classifyPass.textOf>[0]) => {
      asked.push(basename(entry.path));
      return actual.textOf(entry);
    },
  };
});

beforeEach(() => {
  asked.length = 0;
});

/** Made up and split so that no file of this repository holds it. */
const KEY = '3f9a' + '1c0e5b7d2a4f6e8c0b1d3a5f7e9c2b4d';
const HEAD = '---\nphase: 01-weather\nplan: 01\n---\n\n';
const PLAN = `${HEAD}# Phase 1 Plan 1: Wire the weather API\n\n## Tasks\n\n- Set \`WEATHER_API_KEY=${KEY}\` in .env\n`;
const SUMMARY =
  `${HEAD}# Phase 1 Plan 1: Wire the weather API Summary\n\n## Accomplishments\n\n` +
  `- Called the API with ${KEY} and got 200.\n\n## Next Phase Readiness\n\nReady.\n`;

function count(name: string): number {
  return asked.filter((file) => file === name).length;
}

describe('secrets found elsewhere', () => {
  it('reads the reporting file once for its values and for whether it holds one', async () => {
    const dir = project({ '01-01-PLAN.md': PLAN, '01-01-SUMMARY.md': SUMMARY });
    const results = await lintFiles(['.'], { cwd: dir });
    expect(results.map((r) => [basename(r.filePath), r.messages.filter((m) => m.ruleId === 'secret').length])).toEqual([
      ['01-01-PLAN.md', 1],
      ['01-01-SUMMARY.md', 1],
    ]);
    // Each file: its lint, the look-up after the run (one read for both questions), its lint again with the value
    // known; the plan once more, as the summary's plan.
    expect([count('01-01-PLAN.md'), count('01-01-SUMMARY.md')]).toEqual([4, 3]);
  });

  it('asks nothing more when no secret was reported', async () => {
    const dir = project({
      '01-01-PLAN.md': PLAN.replace(KEY, 'your-key-here'),
      '01-01-SUMMARY.md': SUMMARY.replace(KEY, 'x'),
    });
    await lintFiles(['.'], { cwd: dir });
    expect([count('01-01-PLAN.md'), count('01-01-SUMMARY.md')]).toEqual([1, 1]);
  });

  it('keeps a reporting file’s text from the first question to the second, and no other file’s', () => {
    const dir = project({ 'a.md': '# A\n', 'b.md': '# B\n' });
    const entries = ['a.md', 'b.md'].map((name) => newEntry(`${dir}/${name}`, true, null, emptyConfig(dir)));
    const read = textsOnce(entries);
    read.kept(0);
    read.kept(0);
    expect(count('a.md')).toBe(1);
    // The second question takes the kept text and lets it go: asked again, the file is read again.
    read.once(0);
    expect(count('a.md')).toBe(1);
    read.once(0);
    expect(count('a.md')).toBe(2);
    // A file never kept is read each time it is asked for, and held by nothing.
    read.once(1);
    read.once(1);
    expect(count('b.md')).toBe(2);
  });
});
