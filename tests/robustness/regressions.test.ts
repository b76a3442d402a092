import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintText } from '@handoff/linter';
import { describeFinding, isInternalError, lineLengths, outOfBounds } from './helpers/checks.js';
import { ROOT } from './helpers/fixtures.js';

// Bugs this suite found (and that were then fixed), each pinned as its minimal input under
// test-fixtures/robustness/regressions/: no throw, every finding inside the text, and the
// same findings as the same text with LF line ends.

interface Regression {
  title: string;
  filePath: string;
  input: string;
  expected: string;
  current: string;
}

const dir = join(ROOT, 'test-fixtures/robustness/regressions');
const cwd = mkdtempSync(join(tmpdir(), 'handoff-regression-'));
const pins = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ name, ...(JSON.parse(readFileSync(join(dir, name), 'utf8')) as Regression) }));

/** Whether the bug shows: findings out of bounds, or findings that differ from the LF text's. */
async function broken(pin: Regression, messages: Awaited<ReturnType<typeof lintText>>['messages']): Promise<boolean> {
  const lengths = lineLengths(pin.input);
  if (messages.some((m) => outOfBounds(m, lengths) !== null)) return true;
  const lf = await lintText(pin.input.replace(/\r\n?/g, '\n'), { filePath: pin.filePath, cwd });
  return JSON.stringify(lf.messages.map(describeFinding)) !== JSON.stringify(messages.map(describeFinding));
}

describe('pinned regressions', () => {
  it('the regressions folder holds the pins', () => {
    expect(pins.map((p) => p.name)).toEqual(expect.arrayContaining(['front-matter-cr.json', 'nul-after-cr.json']));
  });

  for (const pin of pins) {
    it(`${pin.name}: ${pin.title}`, async () => {
      const { messages } = await lintText(pin.input, { filePath: pin.filePath, cwd });
      expect(messages.filter(isInternalError).map(describeFinding)).toEqual([]);
      expect(messages.length, 'the file gets at least one finding (a typed fatal or a rule report)').toBeGreaterThan(0);
      expect(await broken(pin, messages)).toBe(false);
    });
  }
});
