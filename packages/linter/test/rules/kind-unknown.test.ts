import type { NoKindReason } from '../../src/lib/rule.js';
import { describe, expect, it } from 'vitest';
import { lintFile, type FileToLint } from '../../src/lib/lint-file.js';
import rule from '../../src/rules/kind-unknown.js';

// The rule runs on files with no kind that the user named; `lintFiles` decides which those
// are (tests in lint-files.test.ts). Here: what each reason reports.
const run = (path: string, reason: FileToLint['noKindReason']) =>
  lintFile(
    { path, text: '# Notes\n', kind: null, ...(reason ? { noKindReason: reason } : {}) },
    { rules: [rule] },
  ).messages.map((d) => ({
    messageId: d.messageId,
    message: d.message,
    line: d.line,
    column: d.column,
    severity: d.severity,
  }));

describe('kind-unknown', () => {
  it.each([
    ['/repo/notes.md', { why: 'name' }, 'name'],
    ['<stdin>', { why: 'name' }, 'stdin'],
    ['/repo/commands/handoff.md', { why: 'excluded', where: '`commands/`' }, 'excluded'],
    ['/repo/docs/01-SUMMARY.md', { why: 'negated', kind: 'summary' }, 'negated'],
    ['/repo/handoff.md', { why: 'uncorroborated', kind: 'handoff', found: [] }, 'uncorroborated'],
    ['/repo/HANDOFF.md', { why: 'template', kind: 'handoff', placeholders: ['[DATE]'] }, 'template'],
    ['/repo/HANDOFF.md', { why: 'blank', kind: 'handoff' }, 'blank'],
    ['/repo/NEXT_STEPS.md', { why: 'unreported', kind: 'handoff', found: [] }, 'unreported'],
    ['/repo/resume.md', { why: 'resume', kind: 'handoff', sections: ['Skills'] }, 'resume'],
    ['/repo/business-plan.md', { why: 'business', kind: 'plan', sections: ['Revenue Model'] }, 'business'],
    ['/repo/HANDOFF.md', { why: 'documentation', kind: 'handoff', sections: ['Overview'] }, 'documentation'],
  ] as const)('%s (%j): one warning at 1:1', (path, reason, messageId) => {
    const [report, ...rest] = run(path, structuredClone(reason) as NoKindReason);
    expect(rest).toEqual([]);
    expect(report).toMatchObject({ messageId, line: 1, column: 1, severity: 1 });
  });

  it('names the excluded folder and how to give a kind', () => {
    expect(run('/repo/commands/handoff.md', { why: 'excluded', where: '`commands/`' })[0]!.message).toBe(
      'File not linted: files matching `commands/` are not hand-off artefacts by default; ' +
        'add `kind: plan|summary|handoff` front matter or list it under `kinds` in the config',
    );
  });

  it('says what the content held when it did not corroborate the name', () => {
    const found = [{ what: 'status', heading: 'State', line: 3 }];
    expect(run('/repo/handoff.md', { why: 'uncorroborated', kind: 'handoff', found })[0]!.message).toMatch(
      /^File not linted: it is named like a handoff, but its content is not one \(.*status.*\);/,
    );
  });

  it('says what a page named for what comes next held, and that it reports no work', () => {
    const found = [
      { what: 'goal', heading: 'Vision', line: 3 },
      { what: 'next steps', heading: 'Phase 2', line: 9 },
    ];
    expect(run('/repo/NEXT_STEPS.md', { why: 'unreported', kind: 'handoff', found })[0]!.message).toBe(
      'File not linted: it is named for what comes next, and its content says neither where the work stands, what ' +
        'changed nor what failed (found only goal (`Vision`), next steps (`Phase 2`)): a roadmap or a to-do list; ' +
        'add `kind: plan|summary|handoff` front matter or list it under `kinds` in the config',
    );
  });

  it('says nothing for `kind: none`, which the author chose', () => {
    expect(run('/repo/notes.md', { why: 'kind-none' })).toEqual([]);
  });
});
