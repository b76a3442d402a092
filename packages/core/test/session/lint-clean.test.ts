import { describe, expect, it } from 'vitest';
import { renderResume, type HandoffRecord } from '@handoff/core/session';
import { lintFile } from '../../../linter/src/lib/lint-file.js';
import { rules } from '../../../linter/src/rules/index.js';
import { validRecord } from './fixtures.js';

const lint = (record: HandoffRecord) =>
  lintFile(
    { path: '/virtual/.handoff/RESUME.md', text: renderResume(record, { digest: 'c'.repeat(64) }), kind: 'handoff' },
    { rules },
  ).messages.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`);

const multiLine = 'first line of the value\n  indented second line\n\nafter a blank line';

describe('RESUME.md as rendered lints clean under the handoff rules', () => {
  it.each<[string, HandoffRecord]>([
    ['a plain record', validRecord()],
    ['a record with a status note', validRecord({ status: 'blocked', status_note: '**waiting** on review — see #12' })],
    [
      'an explained-empty failure list',
      validRecord({
        failed_approaches: [],
        no_failed_approaches_reason: 'the change was mechanical; nothing was tried twice',
      }),
    ],
    [
      'multi-line values everywhere',
      validRecord({
        goal: `Make hand-offs machine-checkable for every agent.\n${multiLine}`,
        active_files: [{ path: 'src/a.ts', purpose: multiLine }],
        changes: [{ what: multiLine, why: multiLine }],
        failed_approaches: [{ approach: multiLine, why_failed: multiLine }],
        next_steps: [{ step: multiLine, command: 'npm ci\nnpm test -- --run\n' }],
      }),
    ],
    [
      'hostile values',
      validRecord({
        goal: '## Next steps\n# Goal\n```\n<!-- x -->\n---\n1. one — padded to the minimum length',
        active_files: [{ path: '`weird` path|with ``ticks``', purpose: '- not a list\n> not a quote' }],
        changes: [{ what: 'Why: starts with a label', why: '~~~\nfence\n~~~' }],
        failed_approaches: [
          { approach: 'None. Reason: looks like the empty form', why_failed: '| a | table |\n|---|---|' },
        ],
        next_steps: [{ step: '<details>html</details>', command: '```\nnested fence\n```' }],
      }),
    ],
  ])('%s', (_name, record) => {
    expect(lint(record)).toEqual([]);
  });

  it('control: the same rules do report a rendering with a section and a cause removed', () => {
    const text = renderResume(validRecord())
      .replace(/## Changes\n\n[^\n]*\n\n/, '')
      .replace(/ Why it failed: [^\n]*/, '');
    const ids = lintFile({ path: '/virtual/RESUME.md', text, kind: 'handoff' }, { rules }).messages.map(
      (d) => d.ruleId,
    );
    expect(ids).toEqual(expect.arrayContaining(['handoff-section-missing', 'handoff-failed-approach-unexplained']));
  });
});
