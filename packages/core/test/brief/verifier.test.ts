import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { verifierBrief } from '../../src/lib/brief/brief.js';
import { renderVerifierBrief } from '../../src/lib/brief/render.js';

const corpus = (name: string) =>
  readFileSync(
    fileURLToPath(
      new URL(
        `../../../../test-fixtures/corpus/oharms__PanWizard__experiments_notepadrs_.planning_phases_${name}`,
        import.meta.url,
      ),
    ),
    'utf8',
  );

describe('verifier brief on real PanWizard files (the dialects of docs/real-files.md)', () => {
  const brief = verifierBrief(
    corpus('04-visual-chrome-gutter-status-bar-syntax-highlighting_04-01-summary.md'),
    '04-01-summary.md',
    corpus('04-visual-chrome-gutter-status-bar-syntax-highlighting_04-01-plan.md'),
    '04-01-plan.md',
  );

  it('lists the five deviations written as bold block items, each by its title, none with a verification', () => {
    expect(brief.deviations.map((d) => [d.text, d.verification])).toEqual([
      ['1. [Rule 1 - Bug] Error::from_win32() does not exist in windows-result 0.4.1', null],
      ['2. [Rule 2 - Missing Safety Doc] clippy::missing_safety_doc on gutter.rs + status_bar.rs', null],
      ['3. [Rule 1 - Bug] SBARS_SIZEGRIP as u32 unnecessary cast', null],
      ['4. [Rule 1 - Bug] GetTextMetricsW returns BOOL, not Result', null],
      [
        '5. [Rule 1 - Bug] Borrow checker: cannot assign to app.line_height_px while app is borrowed via app.active()',
        null,
      ],
    ]);
  });

  it('lists the two real open questions, not the commentary after the deviations', () => {
    expect(brief.questions.map((q) => q.text.slice(0, 28))).toEqual([
      'Line height capture timing: ',
      'is_invalid() on HWND: The co',
    ]);
  });

  it('reads Taken items named by their O-n as settling them: no Open decision goes unreported', () => {
    expect(brief.openToTaken).toEqual([
      { open: 'O-1', taken: ['line 126'] },
      { open: 'O-2', taken: ['line 127'] },
      { open: 'O-3', taken: ['line 128'] },
      { open: 'O-4', taken: ['line 129'] },
    ]);
    expect(brief.unlinkedTaken).toEqual([]);
    expect(renderVerifierBrief(brief)).not.toContain('not reported');
  });
});

describe('verifier brief: deviations with their verification', () => {
  it('takes the verification from a field bullet of a block item, and the Locked id it departs from', () => {
    const summary = `## Implementation Decisions

### Taken
- DT-1: Chose a map for O-1. Reason: simplest.

### Deviations

**DV-1: Plan said tabs in D-2**
- **I did:** spaces
- **Reason:** the linter
- **Verification:** \`npm test\` passes

### Open questions for verifier

None. The plan was concrete.
`;
    const plan =
      '## Plan Decisions\n\n### Locked\n- D-2: Tabs. Why: w. Source: s.\n\n### Open\n- O-1: Cache. Constraints: c. ' +
      'Reason left open: r.\n- O-2: Text. Constraints: c. Reason left open: ' +
      'r.\n\n### Considered and rejected\n(none)\n';
    const brief = verifierBrief(summary, 'summary.md', plan, 'plan.md');
    expect(brief.deviations).toMatchObject([
      { id: 'DV-1', text: 'DV-1: Plan said tabs in D-2', verification: 'npm test passes', locked: 'D-2', line: 8 },
    ]);
    expect(brief.questions).toEqual([]);
    expect(brief.openToTaken).toEqual([
      { open: 'O-1', taken: ['DT-1'] },
      { open: 'O-2', taken: [] },
    ]);
    expect(renderVerifierBrief(brief)).toContain('| O-2 | **not reported** |');
  });
});
