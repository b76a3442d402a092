import { describe, expect, it } from 'vitest';
import { lintFile } from '../../src/lib/lint-file.js';
import bucketHeadingStyle from '../../src/rules/bucket-heading-style.js';
import deviationUnverified from '../../src/rules/deviation-unverified.js';
import itemFieldMissing from '../../src/rules/item-field-missing.js';
import openDecisionUntaken from '../../src/rules/open-decision-untaken.js';
import takenDuplicate from '../../src/rules/taken-duplicate.js';
import { testRule } from '../rule-tester.js';

const NO_SECTION = '# Summary\n\nNo decisions section here.\n';
const DEVIATIONS = '## Implementation Decisions\n\n### Deviations\n';

describe('a label written near the one a field needs, with no value', () => {
  testRule(deviationUnverified, {
    valid: [
      {
        name: 'a deviation with its verification',
        kind: 'summary',
        code: `${DEVIATIONS}- DV-1: Plan said X; I did Y. Reason: r. Verification: v.\n`,
      },
    ],
    invalid: [
      {
        name: '`Verified by:` for `Verification:`',
        kind: 'summary',
        code: `${DEVIATIONS}- DV-1: Plan said X; I did Y. Reason: r. Verified by:\n`,
        errors: [
          {
            messageId: 'unverifiedFoundNear',
            data: { near: 'Verified by:' },
            line: 4,
            column: 1,
            endLine: 4,
            endColumn: 54,
          },
        ],
      },
    ],
  });

  testRule(itemFieldMissing, {
    valid: [
      { name: 'a complete Locked item', code: '## Plan Decisions\n\n### Locked\n- D-1: Do X. Why: y. Source: s.\n' },
    ],
    invalid: [
      {
        name: '`Reason:` for `Why:`',
        code: '## Plan Decisions\n\n### Locked\n- D-1: Do X. Reason:\n',
        errors: [
          {
            messageId: 'missingFoundNear',
            data: { field: 'Why:', bucket: 'Locked', near: 'Reason:' },
            line: 4,
            column: 1,
            endLine: 4,
            endColumn: 21,
          },
          {
            messageId: 'missing',
            data: { field: 'Source:', bucket: 'Locked' },
            line: 4,
            column: 1,
            endLine: 4,
            endColumn: 21,
          },
        ],
      },
    ],
  });
});

describe('a summary with no decisions section', () => {
  it.each([openDecisionUntaken, takenDuplicate, bucketHeadingStyle])('$id has nothing to check', (rule) => {
    expect(
      lintFile({ path: '/virtual/summary.md', text: NO_SECTION, kind: 'summary' }, { rules: [rule] }).messages,
    ).toEqual([]);
  });
});
