import { describe, expect, it } from 'vitest';
import type { ExecutorBrief, VerifierBrief } from '../../src/lib/brief/brief.js';
import { renderExecutorBrief, renderVerifierBrief } from '../../src/lib/brief/render.js';

const VERIFIER: VerifierBrief = {
  role: 'verifier',
  summary: 'SUMMARY.md',
  plan: null,
  mechanical: false,
  deviations: [],
  questions: [],
  openToTaken: [],
  unlinkedTaken: [],
  redactions: 0,
};

describe('renderVerifierBrief', () => {
  it.each([
    [
      'no plan, mechanical, nothing reported',
      { mechanical: true },
      [
        '# Verifier brief: SUMMARY.md',
        '',
        'The summary says the implementation followed the plan exactly.',
        '',
        '## 1. Deviations — check each verification',
        '',
        '(none)',
        '',
        '## 2. Open questions for you',
        '',
        '(none)',
        '',
        '## 3. Open decisions and what was taken',
        '',
        'No plan given (`--plan`), and no Taken item names an Open decision.',
      ],
    ],
    [
      'a plan that left nothing open, a Taken item naming none, an item without id',
      {
        plan: 'PLAN.md',
        unlinkedTaken: [{ id: 'DT-1', text: 'DT-1: chose a queue', line: 9 }],
        questions: [{ id: null, text: 'Is the cache needed?', line: 4 }],
      },
      [
        '# Verifier brief: SUMMARY.md (plan: PLAN.md)',
        '',
        '## 1. Deviations — check each verification',
        '',
        '(none)',
        '',
        '## 2. Open questions for you',
        '',
        '- Is the cache needed? (line 4)',
        '',
        '## 3. Open decisions and what was taken',
        '',
        'The plan left nothing open.',
        '',
        '## Taken items naming no Open decision of the plan',
        '',
        '- DT-1: chose a queue',
      ],
    ],
    [
      'deviations with and without verification, open decisions taken and not',
      {
        plan: 'PLAN.md',
        deviations: [
          { id: 'DV-1', text: 'Used SQLite', line: 3, verification: 'ran the migration', locked: null },
          { id: 'DV-2', text: 'DV-2 skipped the cache', line: 5, verification: null, locked: 'L-1' },
        ],
        openToTaken: [
          { open: 'O-1', taken: ['DT-1', 'DT-2'] },
          { open: 'O-2', taken: [] },
        ],
      },
      [
        '# Verifier brief: SUMMARY.md (plan: PLAN.md)',
        '',
        '## 1. Deviations — check each verification',
        '',
        '- DV-1 Used SQLite (line 3)',
        '  - Verification to check: ran the migration',
        '- DV-2 skipped the cache',
        '  - **No verification recorded**: verify this deviation yourself.',
        '',
        '## 2. Open questions for you',
        '',
        '(none)',
        '',
        '## 3. Open decisions and what was taken',
        '',
        '| Open | Taken |',
        '|---|---|',
        '| O-1 | DT-1, DT-2 |',
        '| O-2 | **not reported** |',
      ],
    ],
  ] as [string, Partial<VerifierBrief>, string[]][])('%s', (_name, patch, lines) => {
    expect(renderVerifierBrief({ ...VERIFIER, ...patch })).toBe(`${lines.join('\n')}\n`);
  });
});

describe('renderExecutorBrief', () => {
  it('a mechanical plan says so before its sections', () => {
    const brief: ExecutorBrief = {
      role: 'executor',
      plan: 'PLAN.md',
      mechanical: true,
      constraints: [],
      toDecide: [{ id: 'O-1', text: 'O-1: pick a port', line: 7 }],
      rejected: [],
      redactions: 0,
    };
    expect(renderExecutorBrief(brief)).toBe(
      [
        '# Executor brief: PLAN.md',
        '',
        'The plan records no decisions: it is a mechanical implementation of its must-haves.',
        '',
        '## 1. Locked — follow these; a change needs a Deviation (DV-n) with its verification',
        '',
        '(none)',
        '',
        '## 2. Open — yours to decide; report each choice as a Taken item (DT-n) naming its O-n',
        '',
        '- O-1: pick a port',
        '',
        '## 3. Considered and rejected — skim; do not re-propose without new evidence',
        '',
        '(none)',
        '',
      ].join('\n'),
    );
  });
});
