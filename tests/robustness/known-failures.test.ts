import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintText } from '@handoff/linter';
import { describeFinding, isInternalError, lineLengths, outOfBounds } from './helpers/checks.js';
import { ROOT } from './helpers/fixtures.js';

// Bugs this suite found that are not fixed yet, each pinned as a minimal input under
// test-fixtures/robustness/known-failures/. The test holds the current behaviour to the
// floor the brief allows: no throw and no caught crash (a typed or wrong-but-graceful result
// is tolerated). When the bug is fixed the case is logged as fixed: then delete the pin and
// drop the exclusion named in its file (r5-never-throws.test.ts, r8-line-endings.test.ts).

interface KnownFailure {
  title: string;
  filePath: string;
  input: string;
  expected: string;
  current: string;
}

const dir = join(ROOT, 'test-fixtures/robustness/known-failures');
const cwd = mkdtempSync(join(tmpdir(), 'handoff-known-'));
const pins = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ name, ...(JSON.parse(readFileSync(join(dir, name), 'utf8')) as KnownFailure) }));

/** Whether the bug still shows: findings out of bounds, or findings that differ from the LF text's. */
async function stillBroken(pin: KnownFailure, messages: Awaited<ReturnType<typeof lintText>>['messages']): Promise<boolean> {
  const lengths = lineLengths(pin.input);
  if (messages.some((m) => outOfBounds(m, lengths) !== null)) return true;
  const lf = await lintText(pin.input.replace(/\r\n?/g, '\n'), { filePath: pin.filePath, cwd });
  return JSON.stringify(lf.messages.map(describeFinding)) !== JSON.stringify(messages.map(describeFinding));
}

describe('pinned known failures: still no crash', () => {
  it('the known-failures folder holds the pins', () => {
    expect(pins.map((p) => p.name)).toEqual(expect.arrayContaining(['front-matter-cr.json', 'nul-after-cr.json']));
  });

  for (const pin of pins) {
    it(`${pin.name}: ${pin.title}`, async () => {
      const { messages } = await lintText(pin.input, { filePath: pin.filePath, cwd });
      expect(messages.filter(isInternalError).map(describeFinding)).toEqual([]);
      expect(messages.length, 'the file gets at least one finding (a typed fatal or a rule report)').toBeGreaterThan(0);
      if (!(await stillBroken(pin, messages))) console.info(`[robustness] known failure ${pin.name} looks FIXED: remove the pin and its exclusion`);
    });
  }
});
