import rule from '../../src/rules/handoff-next-step-no-command.js';
import { testRule } from '../rule-tester.js';
import { HAND_WRITTEN_LAYOUT_UNRUN } from './hand-written-layout.js';

testRule(rule, {
  valid: [
    '## Next steps\n\n1. Run `npm test`\n',
    {
      name: 'the nubos rendering: a fenced block inside the step',
      code: `## 6. Next steps

1. Run the linter tests
   \`\`\`bash
   npx vitest run packages/linter
   \`\`\`
`,
    },
    {
      name: 'one step with a command is enough',
      code:
        '## Next steps\n\n1. Ask Rob about the seal push.\n2. Clear the token: ' +
        '`login` at `localhost:7681`.\n3. Tidy up.\n',
    },
    {
      name: 'a fence that slipped out of its list item still counts',
      code: '## Next\n\n1. Rebuild the image:\n\n```sh\ndocker compose build\n```\n',
    },
    {
      name: 'vojtechmares/coding-owl: a paragraph with inline code',
      code: `## Steps left

None. PR #170 is open, its body starts \`Closes #134\`, and CI passed.
`,
    },
    { name: 'code in a nested list', code: '## Next steps\n\n- Verify\n  - run `make test`\n' },
    { name: 'no next steps section: handoff-section-missing reports it', code: '## Goal\n\ntext\n' },
    {
      name: 'scripts named alone inside a step, without backticks, are run as they stand',
      code:
        '## Next steps\n\n1. Decide the release date.\n2. **Smoke test** on a fresh clone (setup.bat, ' +
        'run_app.bat, click through).\n',
    },
    {
      name: 'a relative path with no extension, inside the step',
      code: '## Next steps\n\n- Rebuild, then ./gradlew check.\n',
    },
    { name: 'a script alone in backticks', code: '## Next steps\n\n- Try `deploy.ps1` on a clean VM.\n' },
    // A process manager's command at the start of a step, without backticks (the thirty-fourth sample's rejected
    // claim).
    {
      name: 'a process manager at the start of a step',
      code: '## Next steps\n\n1. Add the keys to `.env`.\n2. pm2 restart fishcast-api --update-env\n',
    },
    { name: 'a service manager at the start of a step', code: '## Next steps\n\n- systemctl restart nginx\n' },
    // A section that states no work remains has no step to run (docs/real-files.md, "Lessons and nothing left").
    ...[
      '## Next steps\n\nNone.\n',
      '## Next steps\n\nN/A\n',
      '## Next steps\n\n—\n',
      '## Next steps\n\n- Nothing left.\n',
      '## Next steps\n\nNo further steps.\n',
      '## Next steps\n\nAll tasks complete.\n',
      '## Next steps\n\nWork is complete; nothing pending.\n',
      '## Next steps\n\n✅ Everything is done and merged.\n',
      '## Next steps\n\nThe release shipped. There is no remaining work on this branch.\n',
      '## Next steps\n\n모든 우선순위 작업 완료. 추후 고려 사항:\n\n- 스타 50+ 달성 시 재검토\n',
      '## Next steps\n\n- [x] Publish the topics\n- [ ] ~~**Register the npm package**~~ (on hold)\n',
    ].map((code) => ({ name: `no work remains: ${code.split('\n')[2]}`, code })),
    // Ideas to weigh are not steps awaiting a command (docs/real-files.md, "Ideas to weigh").
    ...[
      '## Next steps\n\n- Consider caching the index.\n- Evaluate a second provider.\n- Explore a CLI.\n',
      '## Next steps\n\n1. Could add a dark theme.\n2. Might split the parser.\n',
      '## Next Up\n\nBacklog items to brainstorm:\n- Export/Backup (JSON/CSV)\n- Platform icons\n',
      '## Next steps\n\nThe parser works. Future work could include:\n\n- performance tuning\n- a plugin API\n',
      '## Possible next steps\n\n- Add a plugin API.\n',
      '## Next steps (ideas)\n\n- A plugin API.\n',
      // Open decisions and questions, and a form's blanks, are no steps either.
      '## Key Decisions Pending\n\n- [ ] SPO plane bit width (impacts record size)\n',
      '## Next steps\n\n- Git dep or workspace member?\n- Make it pub or add a facade?\n',
      '## Remaining Work\n\n- (filled by /handoff or manually)\n\n' +
        '## Next Session Prompt\n\n> (filled by /handoff or manually)\n',
    ].map((code) => ({ name: `ideas to weigh: ${code.split('\n')[0]} ${code.split('\n')[2]}`, code })),
    // Steps a heading leaves to a person: no command runs them (the sixty-seventh sample's hand-over).
    ...[
      '## Remaining — Aaron Only\n\n- Guard content (16/19 positions)\n- Belt syllabus selections\n',
      '## Manual steps\n\n1. Open the dashboard and rotate the key.\n',
      '## Next steps (user actions)\n\n- Approve the store listing.\n',
    ].map((code) => ({ name: `steps left to a person: ${code.split('\n')[0]}`, code })),
    {
      name: 'free form, a step to run under a lone label',
      code: '# Handoff\n\n## Status\n\nHalf done.\n\n**Next steps:**\n\n- Run `npm test`\n',
    },
  ],
  invalid: [
    {
      // Written by hand in the layout's headings: the convention's claim waits for the project to adopt handoff
      // (docs/real-files.md, "Hand-overs written by hand in the layout").
      name: "a hand-over written by hand in the layout's headings: held back until adopted",
      freeForm: true,
      code: HAND_WRITTEN_LAYOUT_UNRUN,
      errors: [{ messageId: 'noCommand', line: 21, column: 1, endLine: 21, endColumn: 17, heldBack: 'adoption' }],
    },
    // A free-form hand-over's claims wait for adoption by default (`freeForm: "auto"`; the lint run reports them where
    // handoff is adopted), and are held back by the option under `off`; the rendered layout's are reported (below).
    ...(
      [
        [undefined, 'adoption'],
        [{ freeForm: 'off' }, 'option'],
      ] as const
    ).flatMap(([options, heldBack]) => [
      {
        name: `free form, steps with nothing to run, options ${JSON.stringify(options)}`,
        code: '# Handoff\n\n## Status\n\nParser half done.\n\n## Next steps\n\n- Decide the layout\n',
        freeForm: true as const,
        ...(options ? { options } : {}),
        errors: [{ messageId: 'noCommand', line: 7, column: 1, endLine: 7, endColumn: 14, heldBack }],
      },
      {
        name: `free form, no next steps, options ${JSON.stringify(options)}`,
        code: '# Handoff\n\n## Status\n\nParser half done.\n\n## Failed approaches\n\n- None: a first try.\n',
        freeForm: true as const,
        ...(options ? { options } : {}),
        errors: [{ messageId: 'missing', line: 1, column: 1, endLine: 1, endColumn: 1, heldBack }],
      },
      // A label alone on its line heads what follows, as a heading does: the steps under it are the next steps.
      {
        name: `free form, steps under a lone label with nothing to run, options ${JSON.stringify(options)}`,
        code: '# Handoff\n\n- **Status**: half done\n- **Next steps**:\n  - Decide the layout\n',
        freeForm: true as const,
        ...(options ? { options } : {}),
        errors: [{ messageId: 'noCommand', line: 4, column: 3, endLine: 4, endColumn: 18, heldBack }],
      },
    ]),
    {
      name: 'an aside or a question beside a task leaves the task open',
      code: '## Next steps\n\n- (see the plan)\n- Is the cache needed?\n- Wire permissions into the engine\n',
      errors: [{ messageId: 'noCommand', line: 1, column: 1, endLine: 1, endColumn: 14 }],
    },
    {
      name: 'a source file or a document named in a step is a file to edit or read, not a command',
      code: '## Next steps\n\n1. Update setup.py and config.yaml.\n2. Read ../docs/README.md and /api/users.\n',
      errors: [{ messageId: 'noCommand', line: 1, column: 1, endLine: 1, endColumn: 14 }],
    },
    {
      name: 'a folder is not a script',
      code: '## Next steps\n\n- Clean up ./build/ and ~/cache/ later.\n',
      errors: [{ messageId: 'noCommand', line: 1, column: 1, endLine: 1, endColumn: 14 }],
    },
    {
      name: 'steps without any command',
      code: '## 6. Next steps\n\n1. Decide the seal push.\n2. Fix the README.\n',
      errors: [{ messageId: 'noCommand', line: 1, column: 1, endLine: 1, endColumn: 17 }],
    },
    {
      name: 'an empty section',
      code: '# Handoff\n\n## Next steps\n\n## Notes\n\n`npm test`\n',
      errors: [{ messageId: 'noCommand', line: 3, column: 1, endLine: 3, endColumn: 14 }],
    },
    {
      name: 'a command under a later, unrecognised h2 does not count',
      code: '## Next steps\n\n- Ask for review.\n\n## Appendix\n\n```sh\nnpm test\n```\n',
      errors: [{ messageId: 'noCommand', line: 1, column: 1, endLine: 1, endColumn: 14 }],
    },
    // Controls: a sentence that says work remains, or completes only in the future, is no such statement.
    ...[
      '## Next steps\n\nNothing left but the release tag.\n',
      '## Next steps\n\nNo tests yet for the parser: write them.\n',
      '## Next steps\n\nAll endpoints must be done by Friday.\n',
      '## Next steps\n\nNone, except pushing the docs.\n',
      '## Next steps\n\n- Write the parser.\n- Nothing left after that.\n',
      '## Next steps\n\nThe parser is complete.\n\n- Wire it into the CLI.\n',
      '## Next steps\n\n- [x] Publish the topics\n- [ ] Register the npm package\n',
    ].map((code) => ({
      name: `work remains: ${code.split('\n')[2]}`,
      code,
      errors: [{ messageId: 'noCommand', line: 1, column: 1, endLine: 1, endColumn: 14 }],
    })),
    // Controls: a task beside the ideas, an item that could not be done, and a task list with no
    // command and no code block anywhere still leave work without a step to run.
    ...[
      '## Next steps\n\n- Consider caching the index.\n- Wire permissions into the engine.\n',
      '## Next steps\n\n- Could not reproduce the crash on Linux; bisect it.\n',
      "## Next steps\n\n- Couldn't build on CI: pin the toolchain.\n",
      '## Next steps\n\nThe ideas below are done; now:\n\n- Wire permissions into the engine.\n- Ship the release.\n',
      '## Next steps\n\n- Wire permissions into the engine.\n- Ship the release.\n\n## Layout\n\n```\nsrc/\n```\n',
    ].map((code) => ({
      name: `tasks remain: ${code.split('\n')[2]}`,
      code,
      errors: [{ messageId: 'noCommand', line: 1, column: 1, endLine: 1, endColumn: 14 }],
    })),
    {
      name: 'a heading that only looks like it names a person: `Next steps only` leaves the steps to the reader',
      code: '## Next steps only\n\n- Wire permissions into the engine.\n',
      errors: [{ messageId: 'noCommand', line: 1, column: 1, endLine: 1, endColumn: 19 }],
    },
    {
      name: 'a next-steps section named by what is still to be done',
      code:
        '# Handover\n\n## What Needs To Be Done: Refactor to 16K records\n\n### Refactoring ' +
        'Steps\n\n1. Split the record.\n',
      errors: [{ messageId: 'noCommand', line: 3, column: 1, endLine: 3, endColumn: 50 }],
    },
    {
      name: 'a Korean how-to-fix section is next steps',
      code: '# 인수인계\n\n## 수정 방법\n\n1. 파서를 고친다.\n',
      errors: [{ messageId: 'noCommand', line: 3, column: 1, endLine: 3, endColumn: 9 }],
    },
  ],
});
