import { describe, expect, it } from 'vitest';
import { MissingSectionError, verifierBrief } from '../../src/lib/brief/brief.js';

const SUMMARY = `## Implementation Decisions

### Taken
- DT-1: Chose a map for O-3. Reason: simplest.
- DT-2: Kept the old parser. Reason: it works.

### Deviations

None.

### Open questions for verifier

None.
`;

describe('verifierBrief without a plan, and with a plan of no decisions', () => {
  it('a summary without its section is refused, naming the file', () => {
    expect(() => verifierBrief('# Summary\n\nNothing here.\n', 'summary.md')).toThrow(
      new MissingSectionError('summary.md', 'Implementation Decisions'),
    );
  });

  it('no plan: the Open decisions are those the Taken items name', () => {
    const brief = verifierBrief(SUMMARY, 'summary.md');
    expect([brief.plan, brief.openToTaken, brief.unlinkedTaken.map((t) => t.id)]).toEqual([
      null,
      [{ open: 'O-3', taken: ['DT-1'] }],
      ['DT-2'],
    ]);
  });

  it('a plan without a decisions section: no declared Open decisions', () => {
    const brief = verifierBrief(SUMMARY, 'summary.md', '# Plan\n\nJust tasks.\n', 'plan.md');
    expect([brief.plan, brief.openToTaken]).toEqual(['plan.md', [{ open: 'O-3', taken: ['DT-1'] }]]);
  });
});
