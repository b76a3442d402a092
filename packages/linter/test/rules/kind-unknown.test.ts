import { describe, expect, it } from 'vitest';
import { lintSource } from '../../src/lib/engine.js';
import rule from '../../src/rules/kind-unknown.js';

// The rule runs on files with no kind that the user named; `lintFiles` decides which those
// are (tests in lint-files.test.ts). Here: what each reason reports.
const run = (path: string, reason: Parameters<typeof lintSource>[1]['noKindReason']) =>
  lintSource({ path, text: '# Notes\n', kind: null }, { rules: [rule], ...(reason ? { noKindReason: reason } : {}) }).map((d) => ({
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
    ['/repo/handoff.md', { why: 'uncorroborated' }, 'uncorroborated'],
  ] as const)('%s (%j): one warning at 1:1', (path, reason, messageId) => {
    const [report, ...rest] = run(path, reason);
    expect(rest).toEqual([]);
    expect(report).toMatchObject({ messageId, line: 1, column: 1, severity: 1 });
  });

  it('names the excluded folder and how to give a kind', () => {
    expect(run('/repo/commands/handoff.md', { why: 'excluded', where: '`commands/`' })[0]!.message).toBe(
      'File not linted: files matching `commands/` are not hand-off artefacts by default; add `kind: plan|summary|handoff` front matter or list it under `kinds` in the config',
    );
  });

  it('says nothing for `kind: none`, which the author chose', () => {
    expect(run('/repo/notes.md', { why: 'kind-none' })).toEqual([]);
  });
});
