import fc from 'fast-check';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDecisionDocument } from '@handoff/core';
import { lintText } from '@handoff/linter';
import {
  FILE_NAME,
  KINDS,
  describeFinding,
  isInternalError,
  lineLengths,
  outOfBounds,
  type Kind,
} from './helpers/checks.js';

// R5 (docs/robustness.md): "never throws" over four input shapes, for each document kind.
// 1,000 runs per property by default; ROBUSTNESS_RUNS sets it (100,000 for a nightly run).
// The seed is fixed and printed; ROBUSTNESS_SEED replays another one. A failure prints the
// shrunk counterexample: pin it under test-fixtures/robustness/counterexamples/ (see
// counterexamples.test.ts) before fixing the bug.

const NUM_RUNS = Number(process.env.ROBUSTNESS_RUNS) > 0 ? Number(process.env.ROBUSTNESS_RUNS) : 1000;
const SEED =
  Number.isInteger(Number(process.env.ROBUSTNESS_SEED)) && process.env.ROBUSTNESS_SEED
    ? Number(process.env.ROBUSTNESS_SEED)
    : 20260529;
const cwd = mkdtempSync(join(tmpdir(), 'handoff-r5-'));
console.info(`[robustness R5] seed ${SEED}, ${NUM_RUNS} runs per property`);

// Tokens that open, close or confuse the constructs the parsers look for.
const TOKENS = [
  '#',
  '##',
  '###',
  '*',
  '`',
  '```',
  '[',
  '>',
  '-',
  '|',
  '<!--',
  '<tasks>',
  '</objective>',
  '<objective>',
  'D-1:',
  'O-1',
  'DT-1:',
  'DV-1:',
  'Q-1:',
  'Why:',
  'Reason:',
  'Source:',
  '(none)',
  'Plan Decisions',
  'Implementation Decisions',
  'Locked',
  'Open',
  'Taken',
  'Deviations',
  'Goal',
  'Status',
  'Failed approaches',
  'Next steps',
  '---',
  'kind: plan',
  ' ',
  '  ',
  'a',
  '1.',
  '\t',
  '\r',
  '\n',
  '\r\n',
  '\0',
  '\uFEFF',
  '\uD800',
];

const binaryString = fc.string({ unit: 'binary', size: 'medium' });
// Any UTF-16 code unit, so lone surrogates (high or low) turn up in the middle of text.
const loneSurrogates = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)),
  size: 'medium',
});
const decodedBytes = fc.uint8Array({ size: 'medium' }).map((bytes) => new TextDecoder('utf-8').decode(bytes));
const markdownTokens = fc.array(fc.constantFrom(...TOKENS), { size: 'medium' }).map((parts) => parts.join(''));

const SHAPES: Array<[string, fc.Arbitrary<string>]> = [
  ["fc.string({ unit: 'binary' })", binaryString],
  ['UTF-16 code units (lone surrogates)', loneSurrogates],
  ['fc.uint8Array() decoded as UTF-8', decodedBytes],
  ['markdown-token grammar', markdownTokens],
];

/** Why linting `text` as `kind` fails the property, or null. */
async function violation(text: string, kind: Kind): Promise<string | null> {
  if (kind !== 'handoff') parseDecisionDocument(text, kind);
  const { messages } = await lintText(text, { filePath: FILE_NAME[kind], cwd });
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lengths = lineLengths(body);
  for (const message of messages) {
    if (isInternalError(message)) return `crash: ${describeFinding(message)}`;
    const why = outOfBounds(message, lengths);
    if (why) return `${why}: ${describeFinding(message)}`;
  }
  return null;
}

describe('R5 property: parse and lint never throw', () => {
  for (const [shape, arbitrary] of SHAPES) {
    it.each(KINDS)(
      `${shape}, linted as a %s`,
      async (kind) => {
        await fc.assert(
          fc.asyncProperty(arbitrary, async (text) => {
            const why = await violation(text, kind);
            expect(why, JSON.stringify(text)).toBeNull();
          }),
          { numRuns: NUM_RUNS, seed: SEED, endOnFailure: false },
        );
      },
      120_000,
    );
  }
});

describe('R5 control', () => {
  // The generators reach what trips parsers: with the same seed and far fewer runs, a property
  // that rejects a CR, a NUL, a lone surrogate or a fence is falsified for each shape.
  const tripping = /[\r\0\uD800-\uDFFF]|```/;
  it.each(SHAPES)('%s reaches a CR, NUL, lone surrogate or fence', (_shape, arbitrary) => {
    expect(() =>
      fc.assert(
        fc.property(arbitrary, (text) => !tripping.test(text)),
        { numRuns: 1000, seed: SEED },
      ),
    ).toThrow(/Property failed/);
  });
});
