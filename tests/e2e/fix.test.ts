import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handoffInProcess } from '../helpers/in-process.js';

const SUMMARY = `## Implementation Decisions

### Decisions Taken (Open / Discretion)
- **O-1 (cache):** Took the recommendation. Rationale: simplest.

### Deviations
- DV-1: Plan said tabs (D-1); I did spaces. Reason: linter. Verified by: the suite.

### Open questions for verifier
(none)
`;

const FIXED = `## Implementation Decisions

### Taken — Decisions Taken (Open / Discretion)
- **DT-1 (cache):** O-1: Took the recommendation. Reason: simplest.

### Deviations
- DV-1: Plan said tabs (D-1); I did spaces. Reason: linter. Verification: the suite.

### Open questions for verifier
(none)
`;

describe('handoff lint --fix', () => {
  it('applies every fix, to a fixed point, and a second --fix changes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'handoff-fix-'));
    writeFileSync(join(dir, '01-SUMMARY.md'), SUMMARY);
    const dry = await handoffInProcess(dir, ['lint', '--fix-dry-run', '--format', 'json', '01-SUMMARY.md']);
    expect(JSON.parse(dry.stdout)[0].output).toBe(FIXED);
    expect(readFileSync(join(dir, '01-SUMMARY.md'), 'utf8')).toBe(SUMMARY);

    const run = await handoffInProcess(dir, ['lint', '--fix', '01-SUMMARY.md']);
    expect(run.status).toBe(0);
    // Nothing is left; what was fixed, then what was checked (the summary has no plan beside it).
    expect(run.stdout.split('\n')).toEqual([
      'Fixed 4 problems in 1 file:',
      '  01-SUMMARY.md: 4 fixes',
      '',
      'Linted 1 file: 1 summary; 1 summary without a plan',
      '',
    ]);
    expect(readFileSync(join(dir, '01-SUMMARY.md'), 'utf8')).toBe(FIXED);
    expect((await handoffInProcess(dir, ['lint', '--fix', '01-SUMMARY.md'])).status).toBe(0);
    expect(readFileSync(join(dir, '01-SUMMARY.md'), 'utf8')).toBe(FIXED);
  });

  it('says how many problems --fix would fix, and --report-unused-disable-directives warns about an unused comment', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'handoff-fix-'));
    writeFileSync(join(dir, '01-SUMMARY.md'), `<!-- handoff-disable-next-line secret -->\n${SUMMARY}`);
    const plain = await handoffInProcess(dir, ['lint', '01-SUMMARY.md']);
    expect(plain.stdout).toContain('4 problems fixable with `handoff lint --fix`');
    const unused = await handoffInProcess(dir, [
      'lint',
      '--report-unused-disable-directives',
      '--format',
      'json',
      '01-SUMMARY.md',
    ]);
    expect(JSON.parse(unused.stdout)[0].messages[0]).toMatchObject({
      ruleId: null,
      severity: 1,
      line: 1,
      message: 'Unused `handoff-disable-next-line` for `secret`: no problem from it was reported',
    });
  });
});
