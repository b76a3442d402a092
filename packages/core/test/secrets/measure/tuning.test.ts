import { describe, expect, it } from 'vitest';
import { CASES } from './cases-tuning.js';
import { score } from './score.js';

/**
 * Recall and precision of the scanner, as the linter runs it, on the tuning part of the
 * measured set (docs/secrets.md, "Recall and precision"). The figures are printed; the
 * misses and false alarms are listed by case id (never a value) when there are any.
 */
describe('measured set, tuning part', () => {
  const result = score(CASES, { allowPublishedExamples: true });
  console.log(
    `secrets, tuning part: recall ${result.found}/${result.credentials} = ${result.recall.toFixed(3)}, ` +
      `precision ${result.onCredential}/${result.findings} = ${result.precision.toFixed(3)} ` +
      `(${result.clean} clean cases)`,
  );

  it('finds every credential case but a few (recall >= 0.98)', () => {
    expect(result.missed.length === 0 ? [] : result.missed).toSatisfy(() => result.recall >= 0.98);
  });

  it('reports almost nothing else (precision >= 0.98)', () => {
    expect(result.falseAlarms).toSatisfy(() => result.precision >= 0.98);
  });
});
