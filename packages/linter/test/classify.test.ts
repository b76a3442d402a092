import { describe, expect, it } from 'vitest';
import { readFrontMatter } from '@handoff/core/decisions';
import { classify, kindGlobs, planReference } from '../src/lib/classify.js';

const globs = kindGlobs('/repo', { plan: ['specs/*.md'], summary: ['reports/'], handoff: ['notes/**/state.md'] });

describe('classify', () => {
  it.each([
    ['/repo/plan.md', '', { kind: 'plan', source: 'file-name', planRef: null, evidence: [] }],
    ['/repo/x/02-01-SUMMARY.md', '', { kind: 'summary', source: 'file-name', planRef: null, evidence: [] }],
    ['/repo/RESUME.md', '', { kind: 'handoff', source: 'file-name', planRef: null, evidence: [] }],
    ['/repo/README.md', '## Implementation Decisions\n', { kind: null, reason: { why: 'name' } }],
    [
      '/repo/a.md',
      '---\nkind: plan\n---\n',
      { kind: 'plan', source: 'front-matter-kind', planRef: null, evidence: [] },
    ],
    [
      '/repo/plan.md',
      '---\nkind: " Summary "\nplan: p.md\n---\n',
      { kind: 'summary', source: 'front-matter-kind', planRef: 'p.md', evidence: [] },
    ],
    [
      '/repo/a.md',
      '---\nkind: plan\nplan: p.md\n---\n',
      { kind: 'plan', source: 'front-matter-kind', planRef: null, evidence: [] },
    ],
    [
      '/repo/plan.md',
      '---\nplan: ../p/intent.md\n---\n',
      { kind: 'summary', source: 'front-matter-plan', planRef: '../p/intent.md', evidence: [] },
    ],
    ['/repo/02-01-plan.md', '---\nplan: 01\n---\n', { kind: 'plan', source: 'file-name', planRef: null, evidence: [] }],
    [
      '/repo/02-01-plan.md',
      '---\nplan: "01"\n---\n',
      { kind: 'plan', source: 'file-name', planRef: null, evidence: [] },
    ],
    ['/repo/a.md', '---\nkind: [plan]\n---\n', { kind: null, reason: { why: 'name' } }],
    ['/repo/a.md', '---\nkind: plan\n', { kind: null, reason: { why: 'name' } }],
    ['/repo/specs/a.md', '', { kind: 'plan', source: 'config', planRef: null, evidence: [] }],
    ['/repo/specs/summary.md', '', { kind: 'plan', source: 'config', planRef: null, evidence: [] }],
    ['/repo/reports/deep/a.md', '', { kind: 'summary', source: 'config', planRef: null, evidence: [] }],
    ['/repo/notes/x/state.md', '', { kind: 'handoff', source: 'config', planRef: null, evidence: [] }],
    ['/elsewhere/specs/a.md', '', { kind: null, reason: { why: 'name' } }],
    // No kind by default under folders of prompts, definitions, templates, fixtures or research.
    // The nearest such folder is named; a folder of session notes inside one is not excluded.
    ['/repo/.claude/commands/handoff.md', '', { kind: null, reason: { why: 'excluded', where: '`commands/`' } }],
    // Such a folder set aside holds the same definitions (session 35: archived slash commands).
    [
      '/repo/.claude/commands_archive/plan.md',
      '',
      { kind: null, reason: { why: 'excluded', where: '`commands_archive/`' } },
    ],
    [
      '/repo/commands.archive/init/07-data-plan.md',
      '',
      { kind: null, reason: { why: 'excluded', where: '`commands.archive/`' } },
    ],
    [
      '/repo/standards/STD05-ai-session-continuity.md',
      '',
      { kind: null, reason: { why: 'excluded', where: '`standards/`' } },
    ],
    // `agents/` directly in `docs/` holds notes for the project's agents, not their definitions (session 35).
    ['/repo/docs/agents/handoff.md', '', { kind: 'handoff', source: 'file-name', planRef: null, evidence: [] }],
    ['/repo/.github/agents/handoff.md', '', { kind: null, reason: { why: 'excluded', where: '`agents/`' } }],
    ['/repo/docs/agents/prompts/plan.md', '', { kind: null, reason: { why: 'excluded', where: '`prompts/`' } }],
    ['/repo/docs/archive/plan.md', '', { kind: 'plan', source: 'file-name', planRef: null, evidence: [] }],
    ['/repo/docs/old-plans/plan.md', '', { kind: 'plan', source: 'file-name', planRef: null, evidence: [] }],
    ['/repo/.opencode/command/speckit.plan.md', '', { kind: null, reason: { why: 'excluded', where: '`command/`' } }],
    ['/repo/.opencode/agent/plan.md', '', { kind: null, reason: { why: 'excluded', where: '`agent/`' } }],
    // Elsewhere `agent/` is a project's code: an agent service's own `.claude/plans/` (the thirty-ninth sample's).
    [
      '/repo/services/agent/.claude/plans/2026-01-18-admin-auth.md',
      '',
      { kind: 'plan', source: 'file-name', planRef: null, evidence: [] },
    ],
    ['/repo/.clinerules/98-task-handoff.md', '', { kind: null, reason: { why: 'excluded', where: '`.clinerules/`' } }],
    ['/repo/.windsurf/rules/handoff.md', '', { kind: null, reason: { why: 'excluded', where: '`rules/`' } }],
    ['/repo/.claude/handoffs/2026-01-02.md', '', { kind: 'handoff', source: 'file-name', planRef: null, evidence: [] }],
    ['/repo/docs/NEXT_SESSION.md', '', { kind: 'handoff', source: 'file-name', planRef: null, evidence: [] }],
    ['/repo/UEBERGABE.md', '', { kind: 'handoff', source: 'file-name', planRef: null, evidence: [] }],
    ['/repo/commands/resume.md', '', { kind: null, reason: { why: 'excluded', where: '`commands/`' } }],
    ['/repo/templates/task/PLAN.md', '', { kind: null, reason: { why: 'excluded', where: '`templates/`' } }],
    ['/repo/lib/fixtures/plans/PLAN.md', '', { kind: null, reason: { why: 'excluded', where: '`fixtures/`' } }],
    [
      '/repo/.planning/research/SUMMARY.md',
      '',
      { kind: null, reason: { why: 'excluded', where: '`.planning/research/`' } },
    ],
    [
      '/repo/.planning/phases/01/01-01-SUMMARY.md',
      '',
      { kind: 'summary', source: 'file-name', planRef: null, evidence: [] },
    ],
    [
      '/repo/x/01-compacted-summary.md',
      '',
      { kind: null, reason: { why: 'excluded', where: '`*-compacted-summary.md`' } },
    ],
    // The kind's word in capitals opening the name is its label (session 24); in lower case it opens a compound.
    ['/repo/docs/PLAN-auth.md', '', { kind: 'plan', source: 'file-name', planRef: null, evidence: [] }],
    ['/repo/docs/SUMMARY_phase-2.md', '', { kind: 'summary', source: 'file-name', planRef: null, evidence: [] }],
    ['/repo/docs/PLAN-.md', '', { kind: null, reason: { why: 'name' } }],
    // A name that says the work is complete is a summary's (session 24: 10 of 10 sampled were reports of work done).
    ['/repo/PHASE_1_COMPLETE.md', '', { kind: 'summary', source: 'file-name', planRef: null, evidence: [] }],
    ['/repo/docs/MIGRATION_COMPLETE.md', '', { kind: 'summary', source: 'file-name', planRef: null, evidence: [] }],
    ['/repo/COMPLETE.md', '', { kind: null, reason: { why: 'name' } }],
    ['/repo/complete-guide.md', '', { kind: null, reason: { why: 'name' } }],
    ['/repo/x/plan-review.md', '', { kind: null, reason: { why: 'name' } }],
    ['/repo/x/summary-review.md', '', { kind: null, reason: { why: 'name' } }],
    [
      '/repo/plan.md',
      '---\ndescription: Make a plan\nargument-hint: <phase>\n---\n',
      { kind: null, reason: { why: 'excluded', where: 'front matter `argument-hint:` beside `description:`' } },
    ],
    ['/repo/plan.md', '---\nmodel: opus\n---\n', { kind: 'plan', source: 'file-name', planRef: null, evidence: [] }],
    [
      '/repo/templates/x/plan.md',
      '---\nplan: a.md\n---\n',
      { kind: null, reason: { why: 'excluded', where: '`templates/`' } },
    ],
    // Front matter `kind:` and configured `kinds` give a kind anywhere; `kind: none` takes it away.
    [
      '/repo/templates/plan.md',
      '---\nkind: plan\n---\n',
      { kind: 'plan', source: 'front-matter-kind', planRef: null, evidence: [] },
    ],
    ['/repo/plan.md', '---\nkind: none\n---\n', { kind: null, reason: { why: 'kind-none' } }],
    ['/repo/reports/commands/a.md', '', { kind: 'summary', source: 'config', planRef: null, evidence: [] }],
    [
      '/repo/specs/a.md',
      '---\nkind: handoff\n---\n',
      { kind: 'handoff', source: 'front-matter-kind', planRef: null, evidence: [] },
    ],
  ])('%s %j', (path, text, expected) => {
    expect(classify(path, readFrontMatter(text), globs)).toEqual(expected);
  });
});

describe('classify with the content of the file', () => {
  const none = kindGlobs('/repo', { plan: [], summary: [], handoff: [] });
  it.each([
    [
      '/repo/HANDOFF.md',
      '# Handoff\n\n## Where things stand\n\nx\n\n## Next up\n\ny\n',
      {
        kind: 'handoff',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'status', heading: 'Where things stand', line: 3 },
          { what: 'next steps', heading: 'Next up', line: 7 },
        ],
      },
    ],
    // Each concept is shown by its highest heading: the section, not a subheading inside another one.
    [
      '/repo/handoff.md',
      '# Handoff\n\n## 2. Current State\n\n### Pending user decisions\n\nx\n\n## 6. Next Steps\n\ny\n',
      {
        kind: 'handoff',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'status', heading: '2. Current State', line: 3 },
          { what: 'next steps', heading: '6. Next Steps', line: 9 },
        ],
      },
    ],
    // `Findings` reads as what the work found out (the lessons concept); one concept is no hand-over.
    [
      '/repo/handoff.md',
      '# PR review\n\n## Findings\n\n## Verdict\n',
      {
        kind: null,
        reason: {
          why: 'uncorroborated',
          kind: 'handoff',
          found: [{ what: 'failed approaches', heading: 'Findings', line: 3 }],
        },
      },
    ],
    [
      // A title that glues a number to its word (`Phase567`) restates a name that parts them, and is no sign beside it
      // (session 36).
      '/repo/design/PHASE_567_SESSION_CONTINUITY.md',
      '# Phase567：Session continuity\n\n## Phase570 后续加固\n\n- harden the lock\n',
      {
        kind: null,
        reason: {
          why: 'uncorroborated',
          kind: 'handoff',
          found: [{ what: 'next steps', heading: 'Phase570 后续加固', line: 3 }],
        },
      },
    ],
    [
      '/repo/design/PHASE_567_SESSION_CONTINUITY.md',
      '# Phase567：Session continuity for the lock work\n\n## Phase570 后续加固\n\n- harden the lock\n',
      {
        kind: 'handoff',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Phase567：Session continuity for the lock work', line: 1 },
          { what: 'next steps', heading: 'Phase570 后续加固', line: 3 },
        ],
      },
    ],
    // After another noun, `continuity` is that thing's: a lock's continuity names no hand-over (session 37).
    [
      '/repo/design/PHASE_567_LOCK_GENERATION_CONTINUITY.md',
      '# Phase567：Lock generation continuity\n\n## Phase570 后续加固\n\n- harden the lock\n',
      { kind: null, reason: { why: 'name' } },
    ],
    [
      '/repo/handoff.md',
      '# PR review\n\n## Diff\n\n## Verdict\n',
      { kind: null, reason: { why: 'uncorroborated', kind: 'handoff', found: [] } },
    ],
    [
      '/repo/docs/glossary-summary.md',
      '# Glossary\n\n## A\n\n## B\n',
      { kind: null, reason: { why: 'uncorroborated', kind: 'summary', found: [] } },
    ],
    [
      // A page documenting a handoff feature: mostly reference sections, and none that reports a session
      // (a `Quick Start` and a `Files` section are a page's too).
      '/repo/docs/SESSION_HANDOFF.md',
      '# Session Handoff\n\n## Overview\n\n## Quick Start\n\n## How It Works\n\n## Configuration\n\n' +
        '## Files\n\n### State File Format\n\n## Troubleshooting\n',
      {
        kind: null,
        reason: {
          why: 'documentation',
          kind: 'handoff',
          sections: ['Overview', 'How It Works', 'Configuration', 'Troubleshooting'],
        },
      },
    ],
    [
      // A résumé shares a hand-over's name: mostly a résumé's sections, and none that reports a session. Its summary
      // is the person's, and an address's `State:` is no status (a development repository of session 23).
      '/repo/resume.md',
      '# Ada Lovelace\n\nLondon • ada@example.com\n\n## Professional Summary\n\nMathematician.\n\n' +
        '## Skills\n\n- Analysis\n\n## Projects\n\n### Notes on the Engine\n\n## Education\n\n' +
        '## Additional Q&A\n\n- **City**: London\n- **State**: Middlesex\n',
      {
        kind: null,
        reason: { why: 'resume', kind: 'handoff', sections: ['Professional Summary', 'Skills', 'Education'] },
      },
    ],
    [
      // A meeting's record names its attendees, an agent's session does not: a consultancy's session notes (the
      // ninety-third sample's, in a `Sessions/` folder, session 30).
      '/repo/clients/acme/Sessions/2025-09-12-options.md',
      '# Session Notes: September 12, 2025\n\n**Attendees:** Ada, Grace\n\n## Key Discussion Points\n\n- Pricing\n\n' +
        '## Decisions Made\n\n- Go\n\n## Action Items\n\n- [ ] Send the deck\n',
      { kind: null, reason: { why: 'meeting', kind: 'handoff', sections: ['Attendees'] } },
    ],
    [
      // A CV whose objective and assignment summary read as a hand-over's goal and changes: its résumé's sections
      // outnumber them (the fifteenth whole-repository sample, after its measurement).
      '/repo/RESUME.md',
      '# Resume - Intern Application\n\n## Objective\n\n## Technical Skills\n\n## Featured Project\n\n' +
        '## Experience\n\n## Education\n\n## Key Achievements\n\n## Contact Information\n\n## Assignment Summary\n',
      {
        kind: null,
        reason: {
          why: 'resume',
          kind: 'handoff',
          sections: ['Technical Skills', 'Experience', 'Education', 'Contact Information'],
        },
      },
    ],
    [
      // Items that open with a verb in the past tense report work done, as a plan's task list is work to do: a short
      // GSD summary is one by its title and them (the thirtieth whole-repository sample's, after its measurement).
      '/repo/.planning/phases/02-app-shell/02-01-SUMMARY.md',
      '# Plan 02-01 Summary\n\nRouting is established.\n\n- Replaced the root placeholder with a redirect\n' +
        '- Added `/cases` route shells plus loading states\n- **Established** the client-only pattern\n\n' +
        'Key files:\n- `src/app/page.tsx`\n',
      {
        kind: 'summary',
        source: 'file-name',
        planRef: null,
        evidence: [{ what: 'title', heading: 'Plan 02-01 Summary', line: 1 }, { what: '3 items of work done' }],
      },
    ],
    [
      // Two such items, or items that name things, are no report.
      '/repo/docs/glossary-summary.md',
      '# Glossary summary of terms\n\n- Added value: what a feature gives\n- Shared state: one store\n' +
        '- Cache: a copy\n',
      {
        kind: null,
        reason: { why: 'uncorroborated', kind: 'summary', found: [] },
      },
    ],
    [
      // A business plan shares a work plan's name: mostly a company's sections, outnumbering the plan's own (the
      // thirtieth and thirty-first whole-repository samples' business plans, after their measurement).
      '/repo/business-plan.md',
      '# Agentropolis — Business Plan\n\n## 1. Executive Summary\n\n## 2. Market Opportunity\n\n' +
        '## 3. Revenue Model\n\n## 4. Go-To-Market Strategy\n\n## 5. Phase 1: Builder Community\n',
      {
        kind: null,
        reason: {
          why: 'business',
          kind: 'plan',
          sections: ['1. Executive Summary', '2. Market Opportunity', '3. Revenue Model', '4. Go-To-Market Strategy'],
        },
      },
    ],
    [
      // The same in Chinese: a commercialization proposal's sections (the seventy-third sample's, after its
      // measurement), its milestones and team's needs the plan's own.
      '/repo/docs/business-plan.md',
      '# AgentCollab 商业化方案\n\n## 执行摘要\n\n## 市场机会\n\n## 产品线\n\n## 定价策略\n\n## 市场推广\n\n' +
        '## 销售策略\n\n## 收入预测\n\n## 团队需求\n\n## 融资需求\n\n## 里程碑\n',
      {
        kind: null,
        reason: {
          why: 'business',
          kind: 'plan',
          sections: ['执行摘要', '市场机会', '定价策略', '市场推广', '销售策略', '收入预测', '融资需求'],
        },
      },
    ],
    [
      // A work plan for a pricing page keeps its kind: its tasks and steps are as many as the market's words.
      '/repo/docs/pricing-plan.md',
      '# Pricing page plan\n\n## Pricing tiers\n\n## Revenue tracking\n\n## Marketing copy\n\n## Tasks\n\n' +
        '## Steps\n\n## Verification\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Pricing page plan', line: 1 },
          { what: 'task', heading: 'Tasks', line: 9 },
          { what: 'step', heading: 'Steps', line: 11 },
          { what: 'verification', heading: 'Verification', line: 13 },
        ],
      },
    ],
    [
      // A roadmap named for what comes next: goals, files and next steps, and no work reported (session 23's judges).
      '/repo/NEXT_STEPS.md',
      '# Next Steps\n\n## Goal\n\n## Files to modify\n\n## Next steps\n',
      {
        kind: null,
        reason: {
          why: 'unreported',
          kind: 'handoff',
          found: [
            { what: 'goal', heading: 'Goal', line: 3 },
            { what: 'active files', heading: 'Files to modify', line: 5 },
            { what: 'next steps', heading: 'Next steps', line: 7 },
          ],
        },
      },
    ],
    [
      // The same page reporting where the work stands is a hand-over.
      '/repo/next-steps.md',
      '# Next Steps\n\n## Current status\n\n## Next steps\n',
      {
        kind: 'handoff',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'status', heading: 'Current status', line: 3 },
          { what: 'next steps', heading: 'Next steps', line: 5 },
        ],
      },
    ],
    [
      // A name with another hand-over word says more than what comes next.
      '/repo/HANDOFF_NEXT_STEPS.md',
      '# Next\n\n## Goal\n\n## Next steps\n',
      {
        kind: 'handoff',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'goal', heading: 'Goal', line: 3 },
          { what: 'next steps', heading: 'Next steps', line: 5 },
        ],
      },
    ],
    [
      // So does a folder of session notes.
      '/repo/.claude/handoffs/NEXT_STEPS.md',
      '# Next\n\n## Goal\n\n## Next steps\n',
      {
        kind: 'handoff',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'goal', heading: 'Goal', line: 3 },
          { what: 'next steps', heading: 'Next steps', line: 5 },
        ],
      },
    ],
    [
      // A title of what comes next proposes no more than such a name does.
      '/repo/docs/q3.md',
      '# Next Steps\n\n## Goal\n\n## Next steps\n',
      { kind: null, reason: { why: 'name' } },
    ],
    [
      '/repo/docs/q3.md',
      '# Next Steps\n\n## Where we are\n\n## Next steps\n',
      {
        kind: 'handoff',
        source: 'title',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Next Steps', line: 1 },
          { what: 'status', heading: 'Where we are', line: 3 },
          { what: 'next steps', heading: 'Next steps', line: 5 },
        ],
      },
    ],
    [
      // A hand-over that names the skills and references of its work beside its report stays a hand-over.
      '/repo/RESUME.md',
      '# Resume here\n\n## Skills\n\n## Current State\n\n## Education\n\n## Languages\n\n## Changes\n\n' +
        '## Next steps\n\n## References\n',
      {
        kind: 'handoff',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Resume here', line: 1 },
          { what: 'status', heading: 'Current State', line: 5 },
          { what: 'changes', heading: 'Changes', line: 11 },
          { what: 'next steps', heading: 'Next steps', line: 13 },
        ],
      },
    ],
    [
      // A session's notes with reference sections beside two concepts of its report stay a handoff.
      '/repo/SESSION_NOTES_HANDOFF.md',
      '# Notes\n\n## Overview\n\n## Current State\n\n## Code Examples\n\n## Testing Commands\n\n' +
        '## References\n\n## Next steps\n',
      {
        kind: 'handoff',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'status', heading: 'Current State', line: 5 },
          { what: 'next steps', heading: 'Next steps', line: 13 },
        ],
      },
    ],
    [
      // An agent's own folder: a handoff at its top is the agent's note, read by its content.
      '/repo/.claude/handoff.md',
      '# Session Handoff\n\n## Current State\n\n## What to Do Next\n',
      {
        kind: 'handoff',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Session Handoff', line: 1 },
          { what: 'status', heading: 'Current State', line: 3 },
          { what: 'next steps', heading: 'What to Do Next', line: 5 },
        ],
      },
    ],
    [
      '/repo/.claude/commands/handoff.md',
      '# Handoff\n\n## Current State\n\n## Next steps\n',
      { kind: null, reason: { why: 'excluded', where: '`commands/`' } },
    ],
    [
      '/repo/SESSION_HANDOFF.md',
      '## Session: [DATE]\n\n## Next steps\n',
      { kind: null, reason: { why: 'template', kind: 'handoff', placeholders: ['[DATE]'] } },
    ],
    // A folder of plans names each note in it a plan (Claude Code's plan mode, planning skills' docs/plans/); the
    // content still decides, and the folder's guide is none (the fourteenth and fifteenth samples' missed plans).
    [
      '/repo/.claude/plans/peaceful-cuddling-lark.md',
      '# Fix four review risks\n\n## Context\n\n## Steps\n\n## Verification\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'step', heading: 'Steps', line: 5 },
          { what: 'verification', heading: 'Verification', line: 7 },
        ],
      },
    ],
    [
      '/repo/docs/plans/2026-01-02-importer.md',
      '# Importer design notes\n\n## Background\n\n## Open questions\n',
      { kind: null, reason: { why: 'uncorroborated', kind: 'plan', found: [] } },
    ],
    ['/repo/docs/plans/README.md', '# Plans\n\n## Steps\n\n## Verification\n', { kind: null, reason: { why: 'name' } }],
    // The singular folder as well (the hundred-and-sixty-fourth sample's dated plans, session 35).
    [
      '/repo/docs/plan/2026-04-07-client-management.md',
      '# Implementation Plan: client management\n\n## Tasks\n\n- [ ] Add the table\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Implementation Plan: client management', line: 1 },
          { what: 'task', heading: 'Tasks', line: 3 },
        ],
      },
    ],
    [
      '/repo/docs/plan/architecture.md',
      '# Architecture\n\n## Background\n\nText.\n',
      { kind: null, reason: { why: 'uncorroborated', kind: 'plan', found: [] } },
    ],
    ['/repo/docs/plan/README.md', '# Plan\n\n## Steps\n\n## Verification\n', { kind: null, reason: { why: 'name' } }],
    // So does a folder of summaries (the hundred-and-twenty-eighth sample's session reports, filed by date).
    [
      '/repo/docs/summaries/2026-01-16-role-creation.md',
      '# Role creation\n\n## Changes Made\n\n- Added the role\n\n## Test Results\n\nAll pass.\n',
      {
        kind: 'summary',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'changes', heading: 'Changes Made', line: 3 },
          { what: 'test results', heading: 'Test Results', line: 7 },
        ],
      },
    ],
    [
      '/repo/docs/summaries/chapter-1.md',
      '# Chapter 1\n\n## Key ideas\n\nText.\n',
      { kind: null, reason: { why: 'uncorroborated', kind: 'summary', found: [] } },
    ],
    [
      '/repo/docs/summaries/README.md',
      '# Summaries\n\n## Changes Made\n\n## Test Results\n',
      { kind: null, reason: { why: 'name' } },
    ],
    // A title that labels the document by the kind's noun alone says what it is (the eighty-fifth sample's plans,
    // session 30); a folder of plans may sort them by state.
    [
      '/repo/docs/plans/phase-0.1.md',
      '# Plan: Phase 0.1 — trace inventory\n\n## Background\n\nText.\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [{ what: 'title', heading: 'Plan: Phase 0.1 — trace inventory', line: 1 }],
      },
    ],
    [
      '/repo/tmp/plan.md',
      '# Plan — Fase 7: User accounts\n\nText.\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [{ what: 'title', heading: 'Plan — Fase 7: User accounts', line: 1 }],
      },
    ],
    // With its number the noun labels as well, and a spaced middle dot parts a title as a spaced dash does (the
    // two-hundred-and-fifth sample's plans, session 37).
    [
      '/repo/docs/plans/rename.md',
      '# Plan 15 — Rename the plugin\n\n## Narrative\n\nText.\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [{ what: 'title', heading: 'Plan 15 — Rename the plugin', line: 1 }],
      },
    ],
    [
      '/repo/tmp/plan.md',
      '# Plan · Fase 3\n\nText.\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [{ what: 'title', heading: 'Plan · Fase 3', line: 1 }],
      },
    ],
    [
      '/repo/docs/plans/rename.md',
      '# Plan 15 and beyond\n\n## Narrative\n\nText.\n',
      { kind: null, reason: { why: 'uncorroborated', kind: 'plan', found: [] } },
    ],
    // A name that opens with the kind's word in lower case is that kind where its title names it too (the
    // two-hundred-and-second sample's Spanish plans, session 37); in English it is a compound named by its last word.
    [
      '/repo/planning/plan-deploy-vps.md',
      '# Plan: deploy to the VPS\n\nText.\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [{ what: 'title', heading: 'Plan: deploy to the VPS', line: 1 }],
      },
    ],
    [
      '/repo/planning/plan-review.md',
      '# Plan Review\n\n## Tasks\n\n## Verification\n',
      { kind: null, reason: { why: 'name' } },
    ],
    ['/repo/planning/plan-de-marketing.md', '# Plan: marketing\n\nText.\n', { kind: null, reason: { why: 'name' } }],
    // A summary that names in its front matter the plan it reports on says what it is (the two-hundred-and-first
    // sample's summaries, session 37); without it, a report in prose is none.
    [
      '/repo/.planning/phases/01-links/01-01-SUMMARY.md',
      '---\nplan: 01-01\nstatus: complete\n---\nBuilt the link checker and ran it.\n',
      { kind: 'summary', source: 'file-name', planRef: null, evidence: [{ what: 'front matter `plan:`' }] },
    ],
    // A name of what comes next is a roadmap's as often as a hand-over's: a title that names a plan says which
    // (session 37); without it, the hand-over's reading stands.
    [
      '/repo/docs/CONSTANTS_NEXT_STEPS.md',
      '# Constants — Next Steps Implementation Plan\n\n## ✅ Completed (Current State)\n\n## Phase 1: Validation\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Constants — Next Steps Implementation Plan', line: 1 },
          { what: 'phase', heading: 'Phase 1: Validation', line: 5 },
        ],
      },
    ],
    // A plan whose front matter lists the work's to-dos, as Cursor's plan mode writes them (session 37).
    [
      '/repo/.cursor/plans/export_ab12cd34.plan.md',
      '---\nname: Export\ntodos:\n  - id: schema\n    content: Add the export schema\n' +
        '    status: pending\n---\n\n# Export\n',
      { kind: 'plan', source: 'file-name', planRef: null, evidence: [{ what: 'front matter `todos:`' }] },
    ],
    [
      '/repo/.cursor/plans/export_ab12cd34.plan.md',
      '---\nname: Export\ntodos: []\n---\n\n# Export\n',
      { kind: null, reason: { why: 'uncorroborated', kind: 'plan', found: [] } },
    ],
    [
      '/repo/.planning/phases/01-links/01-01-SUMMARY.md',
      '---\nstatus: complete\n---\nBuilt the link checker and ran it.\n',
      { kind: null, reason: { why: 'uncorroborated', kind: 'summary', found: [] } },
    ],
    [
      '/repo/docs/plans/active/auth.md',
      '# Auth\n\n## Steps\n\n## Verification\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'step', heading: 'Steps', line: 3 },
          { what: 'verification', heading: 'Verification', line: 5 },
        ],
      },
    ],
    [
      '/repo/docs/plans/ideas/auth.md',
      '# Auth\n\n## Steps\n\n## Verification\n',
      { kind: null, reason: { why: 'name' } },
    ],
    [
      '/repo/docs/plan.md',
      '# Plan (draft): auth\n\nText.\n',
      { kind: null, reason: { why: 'uncorroborated', kind: 'plan', found: [] } },
    ],
    // A spec-driven kit's feature folder holds the feature's spec, plan and task list: one sign of a plan there says
    // what the plan is, and the task list is the feature's plan (the eightieth sample's kits, session 30).
    [
      '/repo/specs/002-dashboard/plan.md',
      '# Architecture & Implementation Plan: Dashboard\n\n## Architecture Overview\n\n## Role Permissions\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [{ what: 'title', heading: 'Architecture & Implementation Plan: Dashboard', line: 1 }],
      },
    ],
    [
      '/repo/docs/002-dashboard/plan.md',
      '# Architecture & Implementation Plan: Dashboard\n\n## Architecture Overview\n\n## Role Permissions\n',
      {
        kind: null,
        reason: {
          why: 'uncorroborated',
          kind: 'plan',
          found: [{ what: 'title', heading: 'Architecture & Implementation Plan: Dashboard', line: 1 }],
        },
      },
    ],
    [
      '/repo/.kiro/specs/payments/tasks.md',
      '# Implementation Plan: Payments\n\n## Tasks\n\n- [x] 1. Set up\n- [ ] 2. Charge cards\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Implementation Plan: Payments', line: 1 },
          { what: 'task', heading: 'Tasks', line: 3 },
          { what: '2 task items' },
        ],
      },
    ],
    // Among plans, a name's hand-over word is what the planned work is about, where the title names no hand-over (the
    // seventy-ninth sample's execution plans, session 30); a hand-over kept there says so in its title.
    [
      '/repo/plans/FP-0073-exit-audit-and-handoff.md',
      '# Close exit audit and handoff\n\n## Purpose\n\n## Progress\n\n- [ ] a\n- [ ] b\n\n## Concrete Steps\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [{ what: 'step', heading: 'Concrete Steps', line: 10 }, { what: '2 task items' }],
      },
    ],
    [
      '/repo/docs/plans/redesign-HANDOVER.md',
      '# Redesign — Session Handover\n\n## Goal\n\n## Phases\n\n- [ ] a\n- [ ] b\n\n## Suggested first moves\n',
      {
        kind: 'handoff',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Redesign — Session Handover', line: 1 },
          { what: 'goal', heading: 'Goal', line: 3 },
          { what: 'next steps', heading: 'Suggested first moves', line: 10 },
        ],
      },
    ],
    // A word of state in brackets tags a part, and a format in quotes is mentioned: no blanks (the fifteenth
    // whole-repository sample's two GSD plans, after its measurement). A name to write in is still a blank.
    [
      '/repo/.planning/phases/02-db/02-01-PLAN.md',
      '# Plan\n\n## Tasks\n\n## Task 2 — [BLOCKING] Apply Schema\n\n' +
        '# eta is a plain "YYYY-MM-DD" string\n\n## Verification\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'task', heading: 'Tasks', line: 3 },
          { what: 'verification', heading: 'Verification', line: 9 },
        ],
      },
    ],
    // A participle in brackets tags a part as a word of state does (session 36: the hundred-and-ninety-sixth sample's
    // GSD summaries, `## [ASSUMED] values for screenshot gate`); a noun is a name to write in.
    [
      '/repo/.planning/phases/02-hero/02-03-SUMMARY.md',
      '# Plan 02-03 Summary — Hero section\n\n## What shipped\n\n## [ASSUMED] values for screenshot gate\n\n' +
        '## Verification\n',
      {
        kind: 'summary',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Plan 02-03 Summary — Hero section', line: 1 },
          { what: 'what shipped', heading: 'What shipped', line: 3 },
          { what: 'verification', heading: 'Verification', line: 7 },
        ],
      },
    ],
    [
      '/repo/.planning/phases/02-hero/02-04-SUMMARY.md',
      '# Plan 02-04 Summary — Hero section\n\n## What shipped\n\n## [SCREEN] values for screenshot gate\n',
      { kind: null, reason: { why: 'template', kind: 'summary', placeholders: ['[SCREEN]'] } },
    ],
    // A tag of what a part does to a file (`[MODIFY]`, `[DELETE]`: an agent's implementation plan, the forty-second
    // sample's) is no blank either.
    [
      '/repo/implementation_plan.md',
      '# UI Refinement Implementation Plan\n\n## Round 3\n\n### Objectives\n\n' +
        '#### [MODIFY] [styles.css](file:///c:/styles.css)\n\n#### [DELETE] [old.js](file:///c:/old.js)\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'UI Refinement Implementation Plan', line: 1 },
          { what: 'objective', heading: 'Objectives', line: 5 },
        ],
      },
    ],
    // A `#` line inside an element of a planner's markup is the element's content, a listing's or a command's
    // comment: its brackets and braces are no blanks (the sixty-first and sixty-sixth samples' GSD plans, after their
    // measurement). Outside an element, or in one never closed, they still are.
    [
      '/repo/.planning/phases/02-db/02-06-PLAN.md',
      '# Plan\n\n## Tasks\n\n<interfaces>\n\n#   log_search(user_email, ...) -> AuditLog       [INSERT]\n' +
        '#   get_logs(...) -> list                    [SELECT]\n\n</interfaces>\n\n## Verification\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'task', heading: 'Tasks', line: 3 },
          { what: 'verification', heading: 'Verification', line: 12 },
        ],
      },
    ],
    [
      '/repo/.planning/phases/16-x/16-02-PLAN.md',
      '# Plan\n\n## Tasks\n\n  <verify>\n    <automated>python -c "\nroutes = list(router.routes)\n' +
        '# Check watched before {tmdb_id} catch-all\n"</automated>\n  </verify>\n\n## Verification\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'task', heading: 'Tasks', line: 3 },
          { what: 'verification', heading: 'Verification', line: 12 },
        ],
      },
    ],
    // The same inside an element for a setext heading: the front matter of the summary a plan's `<output>` asks for,
    // underlined by its closing `---` (the eighty-second sample's three GSD plans, session 30).
    [
      '/repo/.planning/phases/06-x/06-01-PLAN.md',
      '# Plan\n\n## Tasks\n\n<output>\nCreate the summary with:\n\n---\nphase: 06-x\ncompleted: YYYY-MM-DD\n---\n' +
        '</output>\n\n## Verification\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'task', heading: 'Tasks', line: 3 },
          { what: 'phase', heading: 'phase: 06-x completed: YYYY-MM-DD', line: 9 },
          { what: 'verification', heading: 'Verification', line: 14 },
        ],
      },
    ],
    [
      '/repo/.planning/phases/06-x/06-01-PLAN.md',
      '# Plan\n\n## Tasks\n\nCreate the summary with:\n\n---\nphase: 06-x\ncompleted: YYYY-MM-DD\n---\n\n' +
        '## Verification\n',
      { kind: null, reason: { why: 'template', kind: 'plan', placeholders: ['YYYY-MM-DD'] } },
    ],
    [
      '/repo/.planning/phases/16-x/16-02-PLAN.md',
      '# Plan\n\n## Tasks\n\n<verify>\n\n# Check {tmdb_id}\n\n## Verification\n',
      { kind: null, reason: { why: 'template', kind: 'plan', placeholders: ['{tmdb_id}'] } },
    ],
    [
      '/repo/.planning/phases/02-db/02-01-PLAN.md',
      '# Plan\n\n## Tasks\n\n## Task 2 — [TASK_NAME]\n\n## Verification\n',
      { kind: null, reason: { why: 'template', kind: 'plan', placeholders: ['[TASK_NAME]'] } },
    ],
    // A heading that asks how tells how a thing works, not what was delivered (the fifty-ninth sample's product
    // summary, after its measurement).
    [
      '/repo/docs/executive_summary.md',
      '# Executive Summary — Travel Intelligence Platform\n\n## How Alerts Are Delivered\n\n## Market\n',
      {
        kind: null,
        reason: {
          why: 'uncorroborated',
          kind: 'summary',
          found: [{ what: 'title', heading: 'Executive Summary — Travel Intelligence Platform', line: 1 }],
        },
      },
    ],
    // A summary's work told as delivered, as an execution log, in Indonesian or in Chinese (the fourteenth and
    // fifteenth whole-repository samples' missed summaries, after their measurement).
    [
      '/repo/.planning/phases/07-x/07-01-SUMMARY.md',
      '# Phase 7 Summary\n\n## Delivered\n\n## Verification\n',
      {
        kind: 'summary',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Phase 7 Summary', line: 1 },
          { what: 'delivered', heading: 'Delivered', line: 3 },
          { what: 'verification', heading: 'Verification', line: 5 },
        ],
      },
    ],
    [
      '/repo/.planning/phases/07-x/07-01-SUMMARY.md',
      '# Feature Summary\n\n## Intent\n\n## Execution Changelog\n\n## Final Execution Log\n',
      {
        kind: 'summary',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Feature Summary', line: 1 },
          { what: 'changelog', heading: 'Execution Changelog', line: 5 },
          { what: 'execution log', heading: 'Final Execution Log', line: 7 },
        ],
      },
    ],
    [
      '/repo/.planning/phases/07-x/07-01-SUMMARY.md',
      '# Summary\n\n## Apa yang dibangun\n\n## Verifikasi\n',
      {
        kind: 'summary',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'apa yang dibangun', heading: 'Apa yang dibangun', line: 3 },
          { what: 'verifikasi', heading: 'Verifikasi', line: 5 },
        ],
      },
    ],
    [
      '/repo/.planning/phases/07-x/07-01-SUMMARY.md',
      '# Phase 03 — 执行摘要\n\n## 交付\n\n## 验证\n',
      {
        kind: 'summary',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: '交付', heading: '交付', line: 3 },
          { what: '验证', heading: '验证', line: 5 },
        ],
      },
    ],
    // A template expression in double braces is a placeholder whatever it holds, in the title too.
    [
      '/repo/SESSION_HANDOFF.md',
      '# Session Handoff — {{date:MMMM D, YYYY}}\n\n## Status\n\n## Next steps\n',
      { kind: null, reason: { why: 'template', kind: 'handoff', placeholders: ['{{date:MMMM D, YYYY}}'] } },
    ],
    // A folder of templates by a template word in a short name, numbered as a note vault files it.
    [
      '/repo/90-templates/session-handoff.md',
      '# Session Handoff\n\n## What Was Accomplished\n\n## Next Session Should Start With\n',
      { kind: null, reason: { why: 'excluded', where: '`90-templates/`' } },
    ],
    [
      '/repo/prompt-templates/session-handoff.md',
      '# Session Handoff\n\n## What Was Accomplished\n\n## Next Session Should Start With\n',
      { kind: null, reason: { why: 'excluded', where: '`prompt-templates/`' } },
    ],
    // A longer name is a title: a phase folder that builds templates holds the phase's plan (the thirty-fifth
    // whole-repository sample's six plans and summaries, after its measurement).
    [
      '/repo/.planning/phases/27-research-chat-ux-polish-chat-ui-templates/27-01-PLAN.md',
      '---\nphase: 27-research-chat-ux-polish-chat-ui-templates\nplan: 01\n---\n\n# Plan\n',
      { kind: 'plan', source: 'file-name', planRef: null, evidence: [{ what: 'front matter `phase:` and `plan:`' }] },
    ],
    // A phase's folder names what the phase builds: a GSD phase that builds a template system (the forty-first
    // whole-repository sample's ten plans and summaries, after its measurement). Elsewhere the name is a folder's.
    [
      '/repo/.planning/phases/03-template-system/03-01-PLAN.md',
      '---\nphase: 03-template-system\nplan: 01\n---\n\n# Plan\n',
      { kind: 'plan', source: 'file-name', planRef: null, evidence: [{ what: 'front matter `phase:` and `plan:`' }] },
    ],
    [
      '/repo/docs/03-template-system/03-01-PLAN.md',
      '---\nphase: 03-template-system\nplan: 01\n---\n\n# Plan\n',
      { kind: null, reason: { why: 'excluded', where: '`03-template-system/`' } },
    ],
    // A file's name is a template's when the word opens or closes it; between other words it is what the work was
    // about (the fortieth sample's dated hand-over of a session on templates).
    [
      '/repo/docs/SESSION_HANDOFF_TEMPLATE.md',
      '# Session Handoff\n\n## Status\n\n## Next steps\n',
      { kind: null, reason: { why: 'excluded', where: '`*template*` names' } },
    ],
    [
      '/repo/docs/template-handoff.md',
      '# Session Handoff\n\n## Status\n\n## Next steps\n',
      { kind: null, reason: { why: 'excluded', where: '`*template*` names' } },
    ],
    // An example's name (session 29): `example` beside the artefact's word, closing the name or opening a name of two
    // words; elsewhere it is what the work is about.
    [
      '/repo/examples/handoff/example-handoff.md',
      '# Session Handoff\n\n## Status\n\nDone.\n\n## Next steps\n\n- Run `npm test`.\n',
      { kind: null, reason: { why: 'excluded', where: '`*example*` names' } },
    ],
    [
      '/repo/docs/session-handoff-example.md',
      '# Session Handoff\n\n## Status\n\nDone.\n\n## Next steps\n\n- Run `npm test`.\n',
      { kind: null, reason: { why: 'excluded', where: '`*example*` names' } },
    ],
    [
      '/repo/.agents/plans/add-interactive-examples.md',
      '# Plan\n\n## Tasks\n\n- [ ] a\n- [ ] b\n\n## Verification\n\nRun it.\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'task', heading: 'Tasks', line: 3 },
          { what: 'verification', heading: 'Verification', line: 8 },
          { what: '2 task items' },
        ],
      },
    ],
    [
      '/repo/example_validation_summary.md',
      '# Example validation summary\n\n## Accomplishments\n\n- Validated 12 examples.\n\n## Files Created\n\n- a.ts\n',
      {
        kind: 'summary',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'accomplishments', heading: 'Accomplishments', line: 3 },
          { what: 'files created', heading: 'Files Created', line: 7 },
        ],
      },
    ],
    // A blank form: headings over comments and labels with no value (the seventy-fourth sample's session memory).
    [
      '/repo/.opencode/memory/session-context.md',
      '# Session Context\n\n<!--\nAgent-maintained.\n-->\n\n## Goal\n\n<!-- What we are trying to achieve -->\n\n' +
        '## State\n\n- **Done**:\n- **Now**:\n- **Next**:\n\n---\n\n## Working Set\n\n- **Files**:\n',
      { kind: null, reason: { why: 'blank', kind: 'handoff' } },
    ],
    // So is one whose sections hold only blanks in brackets (the hundred-and-fifty-first sample's run form).
    [
      '/repo/.cursor/handoff.md',
      '# Handoff — app\n\n**Run:** [ISO8601 timestamp]\n**Role:** [Maintainer | Reporter]\n\n## Goal\n\n' +
        '[One sentence: what this run was supposed to do.]\n\n## Changes\n\n' +
        '- [List files changed. "None" if none.]\n\n## Next 3 Tasks\n\n1. [Task one]\n2. [Task two]\n',
      { kind: null, reason: { why: 'blank', kind: 'handoff' } },
    ],
    [
      '/repo/.opencode/memory/session-context.md',
      '# Session Context\n\n## Goal\n\nShip the importer.\n\n## State\n\n- **Done**: the parser\n- **Next**:\n',
      {
        kind: 'handoff',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'goal', heading: 'Goal', line: 3 },
          { what: 'status', heading: 'State', line: 7 },
          { what: 'changes', heading: 'Done:', line: 9 },
        ],
      },
    ],
    [
      '/repo/_handoffs/2026-01-03-evolving-template-sync.md',
      '# Session Handoff: Evolving-Template Synchronisation Complete\n\n**Status**: ABGESCHLOSSEN\n',
      {
        kind: 'handoff',
        source: 'title',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Session Handoff: Evolving-Template Synchronisation Complete', line: 1 },
          { what: 'status', heading: 'Status:', line: 3 },
        ],
      },
    ],
    // In a task's folder of a planner's tree one sign of the kind corroborates the name (the fifty-ninth to
    // sixty-second samples' quick tasks, after their measurement); none does not, nor one elsewhere.
    [
      '/repo/.planning/quick/260420-001-fix-login-centering/260420-001-SUMMARY.md',
      '# Quick task 260420-001\n\n## What Changed\n\n- `src/Login.tsx`: centred the form.\n',
      {
        kind: 'summary',
        source: 'file-name',
        planRef: null,
        evidence: [{ what: 'what changed', heading: 'What Changed', line: 3 }],
      },
    ],
    [
      '/repo/.planning/quick/260728-rrq-re-encode/260728-rrq-SUMMARY.md',
      '# Re-encode the clip\n\nDone: the clip plays in Safari.\n',
      { kind: null, reason: { why: 'uncorroborated', kind: 'summary', found: [] } },
    ],
    [
      '/repo/docs/quick/260420-001-SUMMARY.md',
      '# Quick task 260420-001\n\n## What Changed\n\n- `src/Login.tsx`: centred the form.\n',
      {
        kind: null,
        reason: {
          why: 'uncorroborated',
          kind: 'summary',
          found: [{ what: 'what changed', heading: 'What Changed', line: 3 }],
        },
      },
    ],
    // Front matter that files the document under a phase and a plan corroborates a plan's or summary's name.
    [
      '/repo/.planning/phases/07-x/07-03-SUMMARY.md',
      '---\nphase: 07-x\nplan: 03\n---\n\n# Plan 07-03 Summary\n\n## Test 1 passed\n',
      {
        kind: 'summary',
        source: 'file-name',
        planRef: null,
        evidence: [{ what: 'front matter `phase:` and `plan:`' }],
      },
    ],
    // (Outside a planner's task folder: in one, the title alone is a sign enough since session 28.)
    [
      '/repo/summaries/07-03-SUMMARY.md',
      '---\nphase: 07-x\n---\n\n# Plan 07-03 Summary\n\n## Test 1 passed\n',
      {
        kind: null,
        reason: {
          why: 'uncorroborated',
          kind: 'summary',
          found: [{ what: 'title', heading: 'Plan 07-03 Summary', line: 5 }],
        },
      },
    ],
    // A name in braces right after a `/` is a route's parameter, in a heading without backticks too.
    [
      '/repo/.planning/phases/10-x/10-01-SUMMARY.md',
      '# Summary\n\n## Accomplishments\n\n### GET /api/sessions/{session_id}/messages\n\n## Files created\n',
      {
        kind: 'summary',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'accomplishments', heading: 'Accomplishments', line: 3 },
          { what: 'files created', heading: 'Files created', line: 7 },
        ],
      },
    ],
    // Where the content does not bear out the plan or summary a name proposes, a title that names a hand-over may.
    [
      '/repo/memory-bank/handover/search_part4_summary.md',
      '# Handover: search, part 4\n\n## Current status\n\nx\n\n## Next steps\n\ny\n',
      {
        kind: 'handoff',
        source: 'title',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Handover: search, part 4', line: 1 },
          { what: 'status', heading: 'Current status', line: 3 },
          { what: 'next steps', heading: 'Next steps', line: 7 },
        ],
      },
    ],
    [
      '/repo/IMPLEMENTATION_SUMMARY.md',
      '# Notes\n\n## Context\n',
      { kind: null, reason: { why: 'uncorroborated', kind: 'summary', found: [] } },
    ],
    // A title that says which plan or summary it is, is one sign of it (session 24, from session 23's judged misses:
    // spec-kit's and Conductor's plans, plans and summaries headed in Chinese).
    [
      '/repo/specs/001-auth/plan.md',
      '# Implementation Plan: User Authentication\n\n## Summary\n\n## Technical Context\n\n## Constitution Check\n\n' +
        '## Project Structure\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Implementation Plan: User Authentication', line: 1 },
          { what: 'technical context', heading: 'Technical Context', line: 5 },
          { what: 'project structure', heading: 'Project Structure', line: 9 },
        ],
      },
    ],
    [
      '/repo/conductor/tracks/auto_20260311/plan.md',
      '# Implementation Plan: Auto-Select Provider\n\n## Phase 1: Refine Error Messaging\n\n## Phase 2: Startup\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Implementation Plan: Auto-Select Provider', line: 1 },
          { what: 'phase', heading: 'Phase 1: Refine Error Messaging', line: 3 },
        ],
      },
    ],
    [
      '/repo/docs/export-plan.md',
      '# 导出功能实施计划\n\n## 1. 目标\n\n## 2. 任务列表\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: '导出功能实施计划', line: 1 },
          { what: '目标', heading: '1. 目标', line: 3 },
          { what: '任务', heading: '2. 任务列表', line: 5 },
        ],
      },
    ],
    [
      '/repo/docs/export-summary.md',
      '# 匯出功能總結\n\n## 已完成的工作\n',
      {
        kind: 'summary',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: '匯出功能總結', line: 1 },
          { what: '已完成', heading: '已完成的工作', line: 3 },
        ],
      },
    ],
    [
      // `方案` is a scheme or proposal: a business proposal's title is no plan's (the twenty-fourth sample).
      '/repo/docs/Business_Transformation_Plan.md',
      '# 业务重塑方案\n\n## 执行摘要\n\n## 4. 实施流程与管理\n',
      {
        kind: null,
        reason: {
          why: 'uncorroborated',
          kind: 'plan',
          found: [{ what: '实施', heading: '4. 实施流程与管理', line: 5 }],
        },
      },
    ],
    // A title may open with its noun before the word that joins what it is of (session 36: the hundred-and-sixty-fifth
    // sample's French plan), and the signs are read in the languages of the handoff concepts' table.
    [
      '/repo/docs/PLAN.md',
      "# Plan d'exécution — Atelier\n\n## 1. Schéma de base\n\n## 3. Vérification contre les règles\n",
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: "Plan d'exécution — Atelier", line: 1 },
          { what: 'vérification', heading: '3. Vérification contre les règles', line: 5 },
        ],
      },
    ],
    [
      '/repo/.claude/plans/goofy-bubbling-hopper.md',
      '# Função de uso\n\n## Resumo\n\n## Implementação (resumo)\n\n## Verificação\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'implementação', heading: 'Implementação (resumo)', line: 5 },
          { what: 'verificação', heading: 'Verificação', line: 7 },
        ],
      },
    ],
    [
      '/repo/docs/plan/pivot_plan.md',
      '# 방향 전환 실행 계획\n\n## 우선순위\n\n## 작업\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: '방향 전환 실행 계획', line: 1 },
          { what: '작업', heading: '작업', line: 5 },
        ],
      },
    ],
    [
      '/repo/docs/release-plan.md',
      '# Plan for the 2.0 release\n\n## Notes\n\n## Tasks\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Plan for the 2.0 release', line: 1 },
          { what: 'task', heading: 'Tasks', line: 5 },
        ],
      },
    ],
    [
      // The noun alone, or before a word that joins no object, says nothing of which plan.
      '/repo/docs/release-plan.md',
      '# Plan ahead\n\n## Notes\n\n## Tasks\n',
      {
        kind: null,
        reason: { why: 'uncorroborated', kind: 'plan', found: [{ what: 'task', heading: 'Tasks', line: 5 }] },
      },
    ],
    [
      '/repo/docs/migration-summary.md',
      '# Итоги по миграции\n\n## Что сделано\n\n## Заметки\n',
      {
        kind: 'summary',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Итоги по миграции', line: 1 },
          { what: 'что сделано', heading: 'Что сделано', line: 3 },
        ],
      },
    ],
    [
      // The noun alone opens any page: `# Summary` is no sign, and a glossary stays none.
      '/repo/docs/glossary-summary.md',
      '# Summary\n\n## Terms\n\n## Verification\n',
      {
        kind: null,
        reason: {
          why: 'uncorroborated',
          kind: 'summary',
          found: [{ what: 'verification', heading: 'Verification', line: 5 }],
        },
      },
    ],
    // A name in braces inside a code span is code (a route's parameter), not a blank for the writer.
    [
      '/repo/docs/game-implementation-plan.md',
      '# Implementation plan\n\n## Tasks\n\n### `POST /api/games/{session_id}/move`\n\n## Verification\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'task', heading: 'Tasks', line: 3 },
          { what: 'verification', heading: 'Verification', line: 7 },
        ],
      },
    ],
    [
      '/repo/docs/game-implementation-plan.md',
      '# Implementation plan\n\n## Tasks\n\n### Build {feature_name}\n\n## Verification\n',
      { kind: null, reason: { why: 'template', kind: 'plan', placeholders: ['{feature_name}'] } },
    ],
    // A title that restates the name is no sign beside it: a plan and a business to-do list named `*-plan.md`
    // stay none (the twenty-eighth and twenty-ninth whole-repository samples' plans judged wrong). A lesson plan's name
    // proposes no kind at all since session 29 (a plan a person makes for themselves).
    [
      '/repo/docker-plan.md',
      '# Docker plan\n\n## Goal\n\nStudents learn Docker.\n',
      {
        kind: null,
        reason: { why: 'uncorroborated', kind: 'plan', found: [{ what: 'goal', heading: 'Goal', line: 3 }] },
      },
    ],
    [
      '/repo/outputs/woof-management-action-plan.md',
      `# Woof Management — Action Plan\n\n${'- [ ] file a form\n'.repeat(9)}`,
      {
        kind: null,
        reason: { why: 'uncorroborated', kind: 'plan', found: [{ what: '9 task items' }] },
      },
    ],
    [
      '/repo/docs/auth-plan.md',
      '# Implementation Plan: User Authentication\n\n## Tasks\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Implementation Plan: User Authentication', line: 1 },
          { what: 'task', heading: 'Tasks', line: 3 },
        ],
      },
    ],
    // A title that names a hand-over is one sign of it beside one concept (the forty-first sample's `# Handoff: …` over
    // a `**Status:**` line, after its measurement); a title that restates the name is none.
    [
      '/repo/.planning/handoff/2026-02-01-credential-switch.md',
      '# Handoff: Credential Switch Bug\n\n**Status:** Ready for testing\n\n## Context\n',
      {
        kind: 'handoff',
        source: 'title',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Handoff: Credential Switch Bug', line: 1 },
          { what: 'status', heading: 'Status:', line: 3 },
        ],
      },
    ],
    // In a planner's phase folder the title names the phase, and a BMAD task is an instruction (the forty-third
    // sample's context, research and verification of a phase named `Polish & Continuity`; BMAD's `handoff-to-dev`
    // task).
    [
      '/repo/.planning/phases/11-polish-continuity/11-CONTEXT.md',
      '# Phase 11: Polish & Continuity - Context\n\n**End-of-season summary:** done\n\n## Status\n',
      { kind: null, reason: { why: 'name' } },
    ],
    [
      '/repo/.bmad-core/tasks/handoff-to-dev.md',
      '# Handoff Story to Development Agent\n\n## Purpose\n\nHand the story over.\n\n## Status\n',
      { kind: null, reason: { why: 'excluded', where: '`.bmad-core/`' } },
    ],
    // A decision record is another kind of document; a project's own file is titled by the project (the corpus's
    // ADR about a hand-off in the code, and a contributing guide of a project named `handover`).
    [
      '/repo/docs/adr/0005-authority-edge-classifier-and-witness-handoff.md',
      '# ADR 0005: Authority-edge classifier and witness handoff\n\n- **Status:** Accepted\n',
      {
        kind: null,
        reason: { why: 'uncorroborated', kind: 'handoff', found: [{ what: 'status', heading: 'Status:', line: 3 }] },
      },
    ],
    [
      '/repo/docs/proposals/restructure-proposal.md',
      '# PM/Architect Handoff: HarshJudge Restructure Proposal\n\n## Status\n\n## Next Steps\n',
      { kind: null, reason: { why: 'name' } },
    ],
    [
      '/repo/CONTRIBUTING.md',
      '# Contributing to handover\n\n## Prerequisites\n\n## Quick start\n\n## Status\n',
      { kind: null, reason: { why: 'name' } },
    ],
    // A file named as another kind of document is titled as that document (the fiftieth sample's design export).
    [
      '/repo/SYSTEM_DESIGN (1).md',
      '# Handoff: SafePath AI — Family Safety App\n\n## Overview\n\n## About the Design Files\n\n## Status\n',
      { kind: null, reason: { why: 'name' } },
    ],
    [
      '/repo/HANDOFF.md',
      '# Handoff\n\n**Status:** Ready for testing\n\n## Context\n',
      {
        kind: null,
        reason: { why: 'uncorroborated', kind: 'handoff', found: [{ what: 'status', heading: 'Status:', line: 3 }] },
      },
    ],
    // A title names a hand-over as a name does; the content still decides.
    [
      '/repo/memory-bank/handover/create_to_implementation.md',
      '# Handover: CREATE to IMPLEMENT\n\n## Project status\n\nx\n\n## Next steps\n\ny\n',
      {
        kind: 'handoff',
        source: 'title',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Handover: CREATE to IMPLEMENT', line: 1 },
          { what: 'status', heading: 'Project status', line: 3 },
          { what: 'next steps', heading: 'Next steps', line: 7 },
        ],
      },
    ],
    [
      '/repo/docs/notes.md',
      '---\ndate: 2026-01-02\n---\n\nContinuity — session handoff\n===\n\n## Goal\n\n## Where we left off\n',
      {
        kind: 'handoff',
        source: 'title',
        planRef: null,
        evidence: [
          { what: 'title', heading: 'Continuity — session handoff', line: 5 },
          { what: 'goal', heading: 'Goal', line: 8 },
          { what: 'status', heading: 'Where we left off', line: 10 },
        ],
      },
    ],
    // A labelled line names a part as a heading does: a continuity ledger of labels is a hand-over.
    [
      '/repo/CONTINUITY.md',
      '# Continuity\n\n- **Focus:** ship v0.3\n- **Current state:** released\n- **Next step:** `npm run release`\n',
      {
        kind: 'handoff',
        source: 'file-name',
        planRef: null,
        evidence: [
          { what: 'status', heading: 'Current state:', line: 4 },
          { what: 'next steps', heading: 'Next step:', line: 5 },
        ],
      },
    ],
    // A title beside a part that names another kind of document: the handoff word is the project's name.
    [
      '/repo/.planning/ROADMAP.md',
      '# Roadmap: Handover\n\n## Progress\n\nGoal: x\n',
      { kind: null, reason: { why: 'name' } },
    ],
    // A title that does not bear out in the content, or a file the defaults pass over, leaves the file as its name has
    // it: a title only ever adds a kind.
    [
      '/repo/notes.md',
      '# Session handoff\n\n## Session: [DATE]\n\n## Next steps\n',
      { kind: null, reason: { why: 'name' } },
    ],
    [
      '/repo/skills/handover/SKILL.md',
      '# Session Handover\n\n## Status\n\n## Next steps\n',
      { kind: null, reason: { why: 'name' } },
    ],
    ['/repo/notes.md', '# Session handoff\n\n## Diff\n', { kind: null, reason: { why: 'name' } }],
    // A README's title is its project's name; a form's title has a blank; a title about a handoff is a topic.
    ['/repo/README.md', '# Agent-Handoff\n\n## Status\n\n## Next steps\n', { kind: null, reason: { why: 'name' } }],
    [
      '/repo/meta/plantillas/FEATURE.md',
      '# HANDOFF: [Nombre de la Feature]\n\n## Estado\n\n## Próximos pasos\n',
      { kind: null, reason: { why: 'name' } },
    ],
    [
      '/repo/docs/protocol.md',
      '# Notes on the handoff protocol\n\n## Status\n\n## Next steps\n',
      { kind: null, reason: { why: 'name' } },
    ],
    [
      '/repo/docs/guide.md',
      'Intro.\n\n# Handoff\n\n## Status\n\n## Next steps\n',
      { kind: null, reason: { why: 'name' } },
    ],
    [
      '/repo/x/01-PLAN.md',
      '# Plan\n\n## Plan Decisions\n',
      {
        kind: 'plan',
        source: 'file-name',
        planRef: null,
        evidence: [{ what: '## Plan Decisions', heading: 'Plan Decisions', line: 3 }],
      },
    ],
  ])('%s %j', (path, text, expected) => {
    expect(classify(path, readFrontMatter(text), none, { head: text })).toEqual(expected);
  });
});

describe('classify with `!` patterns in kinds', () => {
  const negated = kindGlobs('/repo', { plan: [], summary: ['!docs/**'], handoff: ['!archive/'] });
  it.each([
    ['/repo/docs/x/01-SUMMARY.md', { kind: null, reason: { why: 'negated', kind: 'summary' } }],
    ['/repo/docs/x/01-PLAN.md', { kind: 'plan', source: 'file-name', planRef: null, evidence: [] }],
    ['/repo/archive/RESUME.md', { kind: null, reason: { why: 'negated', kind: 'handoff' } }],
    ['/repo/RESUME.md', { kind: 'handoff', source: 'file-name', planRef: null, evidence: [] }],
  ])('%s', (path, expected) => {
    expect(classify(path, null, negated)).toEqual(expected);
  });
});

describe('planReference', () => {
  it.each([
    ['plan: ./intent.md', './intent.md'],
    ['plan: docs/Plan.MARKDOWN', 'docs/Plan.MARKDOWN'],
    ['plan: 01', null],
    ['plan: "01"', null],
    ['plan: [a.md]', null],
    ['plan:', null],
    ['title: x', null],
  ])('%s → %s', (yaml, expected) => {
    expect(planReference(readFrontMatter(`---\n${yaml}\n---\n`))).toBe(expected);
  });
});
