import rule from '../../src/rules/handoff-failed-approaches-empty.js';
import { testRule } from '../rule-tester.js';
import { HAND_WRITTEN_LAYOUT_UNRUN } from './hand-written-layout.js';

testRule(rule, {
  valid: [
    // In the layout, a block item records an approach as a list item does; a paragraph of prose before it is a lead-in.
    {
      name: 'the layout: approaches as paragraphs that open in bold, after a lead-in',
      code:
        '## 5. Failed attempts\n\nRecorded so nobody repeats them.\n\n' +
        '**The generator could not run the brief.** Two runs, both wrong: one wrote nine lines, one deleted copy.\n',
    },
    {
      name: 'the layout: approaches in a table',
      code: '## Failed approaches\n\n| approach | why it failed |\n| --- | --- |\n| a cache | stale reads |\n',
    },
    '## Failed approaches\n\n- Sorting by node swap. Why it failed: stale positions.\n',
    {
      name: 'None with a reason',
      code: '## Failed approaches\n\nNone. Reason: the first approach worked end to end.\n',
    },
    {
      name: 'the nubos empty rendering: _None recorded._ and a reason',
      code: `## 5. Failed approaches

Do not re-attempt these. Each was tried in this session and failed for the stated reason.

_None recorded._ The session only wrote docs; nothing was attempted and dropped.
`,
    },
    {
      name: 'a None item with a reason',
      code: '## Dead ends\n\n- None — this session only renamed files, nothing was tried.\n',
    },
    {
      name: 'an unexplained approach still counts as an approach',
      code: '## Ruled out\n\n- Touching the in-repo forms.\n',
    },
    { name: 'no section: handoff-section-missing reports it', code: '## Goal\n\ntext\n' },
    // A section of what the work taught records what not to retry (docs/real-files.md, "Lessons and nothing left").
    ...[
      '## Key Learnings\n\n- Cached indices drift after a reload: look items up by id.\n',
      '## 4. Learnings\n\n- The vendor API ignores `since`: paging by date is a dead end.\n',
      '## What we learned\n\n- Polling the socket starves the UI thread.\n',
      '## Lessons learnt (read first)\n\n- Never run the migration twice.\n',
      '## Takeaways\n\n- The flaky test is a timezone bug, not a race.\n',
      '## Aprendizajes\n\n- El caché no se invalida al recargar.\n',
      '## 教訓\n\n- キャッシュは再読み込みで壊れる。\n',
    ].map((code) => ({ name: `a lessons heading is the record: ${code.split('\n')[0]}`, code })),
    // A label alone on its line heads what follows, as a heading does (docs/real-files.md, "A label names a part as a
    // heading does"): a record under one, or trouble told under one, is a record.
    {
      name: 'free form, the record under a lone label',
      freeForm: true,
      code: '# Handoff\n\n## Status\n\nHalf done.\n\n**Dead ends:**\n\n- Sorting by swap: stale positions.\n',
    },
    {
      name: "free form, the record in a list item's lone label and the list under it",
      freeForm: true,
      code: '# Handoff\n\n- **Status**: half done\n- **Gotchas**:\n  - the cache leaks on reload\n',
    },
    // A hand-over that closes its work passes on none for a next session to retry (session 36).
    {
      name: 'free form, the remaining work is none',
      freeForm: true,
      code:
        '# Orchestrator Handoff Report — UI sync completed\n\n## Milestone State\n\n- Milestone 1: DONE\n\n' +
        '## Remaining Work\n\n- None. The project compiles cleanly and passes all tests.\n',
    },
    {
      name: 'free form, no next steps and a status of the whole work complete',
      freeForm: true,
      code: '# Handoff\n\n**Status:** Complete\n\n## Changes\n\n- Added the parser.\n',
    },
    {
      name: 'free form, trouble told under a lone label',
      freeForm: true,
      code: '# Handoff\n\n## Status\n\nHalf done.\n\n**Known issues:**\n\n- the cache leaks on reload\n',
    },
  ],
  invalid: [
    {
      // Written by hand in the layout's headings: the convention's claim waits for the project to adopt handoff
      // (docs/real-files.md, "Hand-overs written by hand in the layout").
      name: "a hand-over written by hand in the layout's headings: held back until adopted",
      freeForm: true,
      code: HAND_WRITTEN_LAYOUT_UNRUN,
      errors: [
        {
          messageId: 'reasonTooShort',
          data: { min: 20 },
          line: 17,
          column: 1,
          endLine: 17,
          endColumn: 24,
          heldBack: 'adoption',
        },
      ],
    },
    // A free-form hand-over with nothing that could be the record: the claim waits for adoption by default
    // (`freeForm: "auto"`; the lint run reports it where handoff is adopted), and is held back by the option under
    // `off`.
    ...(
      [
        [undefined, 'adoption'],
        [{ freeForm: 'auto' }, 'adoption'],
        [{ freeForm: 'off' }, 'option'],
      ] as const
    ).map(([options, heldBack]) => ({
      name: `free form, no record, options ${JSON.stringify(options)}`,
      code: '# Handoff\n\n## Status\n\nParser half done.\n\n## Next steps\n\n- Run `npm test`\n',
      freeForm: true as const,
      ...(options ? { options } : {}),
      errors: [{ messageId: 'missing', line: 1, column: 1, endLine: 1, endColumn: 1, heldBack }],
    })),
    {
      name: "free form, a part's status complete leaves the rest of the work open",
      code: '# Handoff\n\n**Status:** Phase 2 complete\n\n## Changes\n\n- Added the parser.\n',
      freeForm: true,
      errors: [{ messageId: 'missing', line: 1, column: 1, endLine: 1, endColumn: 1, heldBack: 'adoption' }],
    },
    // A free-form `None` without its reason is the author's record that nothing failed; the reason is the
    // convention's ask, so the claim waits for adoption as the claim of no record does. An empty section does not.
    ...(
      [
        [undefined, 'adoption'],
        [{ freeForm: 'off' }, 'option'],
      ] as const
    ).map(([options, heldBack]) => ({
      name: `free form, a lone label whose record only says None, options ${JSON.stringify(options)}`,
      code: '# Handoff\n\n- **Dead ends**:\n  - None.\n',
      freeForm: true as const,
      ...(options ? { options } : {}),
      errors: [
        { messageId: 'reasonTooShort', data: { min: 20 }, line: 3, column: 3, endLine: 3, endColumn: 17, heldBack },
      ],
    })),
    {
      name: 'free form, a section that only says None in this session',
      code: '# Handoff\n\n## Failed Approaches\n\nNone in this session.\n\n## Next steps\n\n- Run `npm test`\n',
      freeForm: true,
      errors: [
        {
          messageId: 'reasonTooShort',
          data: { min: 20 },
          line: 3,
          column: 1,
          endLine: 3,
          endColumn: 21,
          heldBack: 'adoption',
        },
      ],
    },
    {
      name: 'free form, an empty section is reported',
      code: '# Handoff\n\n## Failed Approaches\n\n## Next steps\n\n- Run `npm test`\n',
      freeForm: true,
      errors: [{ messageId: 'empty', line: 3, column: 1, endLine: 3, endColumn: 21 }],
    },
    {
      name: 'an empty section',
      code: '## Failed approaches\n\n## Next steps\n',
      errors: [{ messageId: 'empty', line: 1, column: 1, endLine: 1, endColumn: 21 }],
    },
    {
      name: 'only the renderer preamble',
      code:
        '# Session handoff\n\n## 5. Failed approaches\n\nDo not re-attempt these. Each was tried in this session ' +
        'and failed for the stated reason.\n',
      errors: [{ messageId: 'empty', line: 3, column: 1, endLine: 3, endColumn: 24 }],
    },
    {
      name: 'a bare None',
      code: '## Failed approaches\n\nNone.\n',
      errors: [{ messageId: 'reasonTooShort', data: { min: 20 }, line: 1, column: 1, endLine: 1, endColumn: 21 }],
    },
    {
      name: 'a reason under 20 characters (the label does not count)',
      code: '## Failed approaches\n\nNone. Reason: all went well.\n',
      errors: [{ messageId: 'reasonTooShort', data: { min: 20 }, line: 1, column: 1, endLine: 1, endColumn: 21 }],
    },
    {
      name: '_None recorded._ alone',
      code: '## Dead ends\n\n_None recorded._\n',
      errors: [{ messageId: 'reasonTooShort', data: { min: 20 }, line: 1, column: 1, endLine: 1, endColumn: 13 }],
    },
    {
      name: '"Nonetheless" is no None line',
      code: '## Failed approaches\n\nNonetheless, nothing here was written down for the next session.\n',
      errors: [{ messageId: 'empty', line: 1, column: 1, endLine: 1, endColumn: 21 }],
    },
    {
      name: 'a None inside a blockquote does not count',
      code: '## Failed approaches\n\n> None. Reason: the first approach worked end to end.\n',
      errors: [{ messageId: 'empty', line: 1, column: 1, endLine: 1, endColumn: 21 }],
    },
    {
      name: 'an empty Key Learnings section records nothing',
      code: '## Key Learnings\n\n## Next steps\n\n- `npm test`\n',
      errors: [{ messageId: 'empty', line: 1, column: 1, endLine: 1, endColumn: 17 }],
    },
    {
      name: 'a Learnings section that only says None still needs the reason',
      code: '## Learnings\n\nNone.\n',
      errors: [{ messageId: 'reasonTooShort', data: { min: 20 }, line: 1, column: 1, endLine: 1, endColumn: 13 }],
    },
  ],
});
