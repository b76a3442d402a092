import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintText } from '@handoff/linter';
import { describeFinding, isInternalError, lineLengths, outOfBounds } from './checks.js';
import { markdownFixtures, type MarkdownFixture } from './fixtures.js';

const SMALL = 3 * 1024;
const SAMPLES = Number(process.env.ROBUSTNESS_PREFIX_SAMPLES) > 0 ? Number(process.env.ROBUSTNESS_PREFIX_SAMPLES) : 40;
// Pairing a summary with its plan re-reads and re-parses the plan on every lint (about 3×
// the cost), so only every PAIR_EVERY-th prefix (and the whole text) is linted beside its
// plan; the others are linted in an empty folder.
const PAIR_EVERY = 8;

/** Prefix lengths to lint: all of them for a small text; else evenly spaced plus the first line ends. */
function prefixLengths(text: string): number[] {
  if (text.length < SMALL) return Array.from({ length: text.length + 1 }, (_, i) => i);
  const step = Math.max(1, Math.floor(text.length / SAMPLES));
  const lengths = new Set<number>([0, text.length]);
  for (let i = 1; i < text.length; i += step) lengths.add(i);
  // Cutting right before and after a line break is where a parser's line tracking slips.
  let seen = 0;
  for (let i = text.indexOf('\n'); i >= 0 && seen < 10; i = text.indexOf('\n', i + 1), seen++) {
    lengths.add(i);
    lengths.add(i + 1);
  }
  return [...lengths].sort((a, b) => a - b);
}

/** Why linting `fixture` cut at each of `lengths` fails R4 (at most 5 reasons; empty when it passes). */
async function prefixProblems(fixture: MarkdownFixture, lengths: number[], emptyDir: string): Promise<string[]> {
  const problems: string[] = [];
  for (const length of lengths) {
    const prefix = fixture.text.slice(0, length);
    const cwd = length % PAIR_EVERY === 0 || length === fixture.text.length ? fixture.dir : emptyDir;
    let messages;
    try {
      ({ messages } = await lintText(prefix, { filePath: fixture.lintAs, cwd }));
    } catch (error) {
      problems.push(`prefix ${length}: threw ${(error as Error).stack ?? String(error)}`);
      break;
    }
    const lines = lineLengths(prefix);
    for (const message of messages) {
      if (isInternalError(message)) problems.push(`prefix ${length}: crash ${describeFinding(message)}`);
      const why = outOfBounds(message, lines);
      if (why) problems.push(`prefix ${length}: ${why}: ${describeFinding(message)}`);
    }
    if (problems.length >= 5) break;
  }
  return problems;
}

/**
 * R4 (docs/robustness.md; markdownlint's "simulates typing") over the Markdown fixtures
 * whose repository-relative path passes `include`: every prefix of files under 3 KB, about
 * ROBUSTNESS_PREFIX_SAMPLES prefixes of larger ones. Pass: nothing throws, no rule crashes,
 * no finding points past the end of the prefix.
 */
export function describePrefixSuite(title: string, include: (name: string) => boolean): void {
  const counts: string[] = [];
  const emptyDir = mkdtempSync(join(tmpdir(), 'handoff-prefix-'));
  afterAll(() => console.info(`[robustness R4] prefixes linted:\n  ${counts.join('\n  ')}`));
  describe(title, () => {
    for (const fixture of markdownFixtures().filter((f) => include(f.name))) {
      it(`${fixture.name} (as ${fixture.lintAs})`, async () => {
        const lengths = prefixLengths(fixture.text);
        const problems = await prefixProblems(fixture, lengths, emptyDir);
        counts.push(`${lengths.length} of ${fixture.text.length + 1} ${fixture.name}`);
        const first = Number(/prefix (\d+)/.exec(problems[0] ?? '')?.[1] ?? 0);
        expect(problems, `first failing prefix: ${JSON.stringify(fixture.text.slice(0, first))}`).toEqual([]);
        // A hang guard, not a speed bound: the largest example takes about 24 s on a quiet two-core machine.
      }, 180_000);
    }
  });
}
