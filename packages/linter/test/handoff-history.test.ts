import { describe, expect, it } from 'vitest';
import { handoffHistory } from '../src/lib/handoff-history.js';
import { lintFile } from '../src/lib/lint-file.js';
import { rules as allRules } from '../src/rules/index.js';

const LIVE = '# Session handoff\n\n## Status\n\nHalf done.\n\n## Next steps\n\n- Finish the parser.\n';

describe('handoffHistory', () => {
  it.each<[string, string, string | null]>([
    ['docs/archive/NEXT_STEPS.md', LIVE, 'in an archive folder'],
    ['notes/_archive/HANDOFF.md', LIVE, 'in an archive folder'],
    ['.archived/HANDOFF.md', LIVE, 'in an archive folder'],
    ['Archives/2026/HANDOFF.md', LIVE, 'in an archive folder'],
    [
      'planning/06_STATUS_resume_here.md',
      '**SUPERSEDED** by 07_STATUS.md. Kept for history.\n\n' + LIVE,
      'marked superseded',
    ],
    ['HANDOFF.md', '# Handoff (superseded)\n\n' + LIVE, 'marked superseded'],
    // A live hand-over: an archive named as a topic, or superseded far below its opening, is no mark.
    ['docs/archiver/HANDOFF.md', LIVE, null],
    ['docs/archive-plan/HANDOFF.md', LIVE, null],
    ['archive.md', LIVE, null],
    ['HANDOFF.md', LIVE + '\n## Notes\n\nThe v1 API is superseded by v2.\n', null],
    ['HANDOFF.md', LIVE, null],
  ])('%s → %s', (path, text, expected) => {
    expect(handoffHistory(path, text)).toBe(expected);
  });
});

describe('a hand-over kept as history', () => {
  const rules = { rules: allRules };
  const text = '# Handoff\n\n## Status\n\nDone.\n\n```env\nDB_PASSWORD=Zx81kq02LmQa77Rt\n```\n';
  it('gets no hand-over claim, while the text rules still run (a secret is reported)', () => {
    const history = lintFile({ path: '/repo/docs/archive/HANDOFF.md', text, kind: 'handoff' }, rules);
    expect(history.messages.map((m) => m.ruleId)).toEqual(['secret']);
    expect(history.pending).toEqual([]);
    expect(history.handoff?.history).toBe('in an archive folder');
    const live = lintFile({ path: '/repo/docs/HANDOFF.md', text, kind: 'handoff' }, rules);
    expect(live.handoff?.history).toBeNull();
    expect(live.messages.map((m) => m.ruleId)).toContain('handoff-section-missing');
  });
});
