import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFiles } from '@handoff/linter';
import { ADOPTING_CONFIG } from './lint-one-handoff.js';

// docs/real-files.md, "Names, titles and purpose clauses": a name whose handoff word describes another
// noun names a topic, not a handoff; a `# Session handoff` title alone does not make the rendered layout.
// Each file is linted in a project of its own (found by walking it: no kind-unknown), as a checkout is.

const TICKET_BODY = `# ENH-152: Persistent handoff reminder

## Summary

Remind the user to write a handoff before the context runs out.

## Status

Completed

## 1. State File Changes

- Add \`reminded_at\` to the state file.
`;

const SESSION = `# Handoff

## Status

The parser reads front matter; the walker is half done.

## Next steps

- Wire the walker into the CLI.
`;

const FREE_FORM_TITLED = `# Session Handoff

## Current Objective

- Goal: keep the host assets aligned with the runtime contract.

## Completed This Session

- [x] Confirmed flattened repo layout.
- [x] Read harness template artifacts.

## Next Session Startup

\`\`\`bash
npm test
\`\`\`
`;

const RENDERED = `# Session handoff

## Goal

Ship the reader.

## Status

running

## Next steps

1. \`npm test\`

<!-- handoff-record sha256=0000 -->
`;

type Finding = [rule: string, line: number, column: number];

function lintAlone(path: string, text: string) {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-names-titles-'));
  mkdirSync(join(dir, dirname(path)), { recursive: true });
  writeFileSync(join(dir, '.handoffrc.json'), JSON.stringify(ADOPTING_CONFIG));
  writeFileSync(join(dir, path), text);
  return lintFiles(['.'], { cwd: dir }).then((results) =>
    results.map((r) => ({
      path: relative(dir, r.filePath),
      kind: r.reading?.kind ?? null,
      layout: r.reading?.layout ?? null,
      findings: r.messages.map((m): Finding => [m.ruleId!, m.line, m.column]),
    })),
  );
}

const NO_FINDINGS: Finding[] = [];
const SESSION_FINDINGS: Finding[] = [
  ['handoff-failed-approaches-empty', 1, 1],
  ['handoff-next-step-no-command', 7, 1],
];

describe('a name whose handoff word describes another noun names no handoff', () => {
  it.each([
    // Tickets of a plugin's own tracker: the handoff word modifies the ticket's noun, or is a preposition's object.
    ['.issues/completed/P2-ENH-152-persistent-handoff-reminder.md', TICKET_BODY, null, NO_FINDINGS],
    ['.issues/completed/P2-FEAT-150-continuation-prompt-handoff-integration.md', TICKET_BODY, null, NO_FINDINGS],
    ['.issues/completed/P3-BUG-193-create-loop-missing-on_handoff-field.md', TICKET_BODY, null, NO_FINDINGS],
    ['.issues/completed/P3-BUG-236-spawned-process-never-tracked-in-handoff.md', TICKET_BODY, null, NO_FINDINGS],
    ['docs/handoff-feature-design.md', SESSION.replace('# Handoff', '# Feature design'), null, NO_FINDINGS],
    // Its title may still name it a hand-over, and its content bear that out
    // ("A title names the file as its name does").
    ['docs/handoff-feature-notes.md', SESSION, 'handoff', SESSION_FINDINGS],
    // Controls: the handoff word heads the name — alone, last, before a date, a version, a word for the
    // note, a route.
    ['HANDOFF.md', SESSION, 'handoff', SESSION_FINDINGS],
    ['SESSION_HANDOFF.md', SESSION, 'handoff', SESSION_FINDINGS],
    ['SESSION_HANDOFF_2026-01-03.md', SESSION, 'handoff', SESSION_FINDINGS],
    ['.claude/handoffs/handoff-20260203-001154.md', SESSION, 'handoff', SESSION_FINDINGS],
    ['OrionEp1_Automation_Handoff.md', SESSION, 'handoff', SESSION_FINDINGS],
    ['HANDOFF_TO_NEW_SESSION.md', SESSION, 'handoff', SESSION_FINDINGS],
    ['HANDOFF_NOTES.md', SESSION, 'handoff', SESSION_FINDINGS],
    ['handover_VAN_to_PLAN.md', SESSION, 'handoff', SESSION_FINDINGS],
    ['HANDOFF.ja.md', SESSION, 'handoff', SESSION_FINDINGS],
    ['NEXT_SESSION.md', SESSION, 'handoff', SESSION_FINDINGS],
  ])('%s', async (path, text, kind, findings) => {
    expect(await lintAlone(path, text)).toEqual([{ path, kind, layout: null, findings }]);
  });
});

describe('a `# Session handoff` title alone does not make the rendered layout', () => {
  it.each([
    // A free-form session handoff titled like the renderer: content rules, not the layout's sections and items.
    ['session-handoff.md', FREE_FORM_TITLED, null, [['handoff-failed-approaches-empty', 1, 1]] as Finding[]],
    // Control: the renderer's record keeps the layout and its rules. The title beside canonical sections, without
    // the record, is a hand-written handoff: the content rules only (docs/real-files.md, "Layout only where rendered
    // or declared").
    [
      'RESUME.md',
      RENDERED,
      'rendered',
      [
        ['handoff-section-missing', 1, 1],
        ['handoff-section-missing', 1, 1],
        ['handoff-section-missing', 1, 1],
      ] as Finding[],
    ],
    [
      'RESUME.md',
      RENDERED.replace(/\n<!--.*-->\n/, ''),
      null,
      [['handoff-failed-approaches-empty', 1, 1]] as Finding[],
    ],
  ])('%s', async (path, text, layout, findings) => {
    expect(await lintAlone(path, text)).toEqual([{ path, kind: 'handoff', layout, findings }]);
  });
});
