/**
 * Why each rule that fires on the development half of the wide real corpus (`test-fixtures/corpus/repos/`,
 * the public files the regression lane reads) fires there: the finding a maintainer would defend to the
 * file's author. A rule that starts firing, or stops, fails the lane until this table says why.
 */
export const JUSTIFICATIONS: Record<string, string> = {
  'handoff-failed-approaches-empty':
    'Hand-written handoffs, read by name and content (free form), that record no failed approach and give no reason ' +
    'why none (69: VALEO handovers, spectrasuite runs, vscode_whats checkpoints, a log, dated baton notes; ' +
    'two say only `None in this session.` or `- 없음`; seven session notes and handovers of batch 3 whose ' +
    '`Key Issues Resolved` / `Issues Encountered & Resolved` / `Key Discoveries` list bugs met and their fixes, ' +
    'not approaches tried and dropped; batch 5 session notes, among them the crossfire `session-handoff.md`, ' +
    'titled `# Session Handoff` but in free form, whose `Blockers / Risks` are what is in the way, ' +
    'not what was tried). The one defect of a handoff that matters most; warnings, ' +
    'since none of these projects adopted handoff.',
  'bucket-heading-style':
    'PanWizard summaries title the Taken bucket `Decisions Taken (…)`: recognised by its keyword, ' +
    'not by the canonical leading word `Taken`.',
  'deviation-unlinked':
    'Deviations that name no Locked decision `D-n` (prose deviations, bold numbered auto-fixes): ' +
    'the verifier cannot tell which decision was departed from.',
  'deviation-unverified':
    'Deviations (list or block items) with no `Verification:` field, not even in their bullets: ' +
    'nobody recorded how the change was confirmed.',
  'field-label-style':
    'Labels written in a near form — `Constraint:`, `Rejected:`, `Issue:`, `Fix:`, `Impact:` — read as their fields, ' +
    'one warning per item naming the canonical label.',
  'front-matter-invalid':
    'Front matter that the YAML parser rejects: continuation lines indented as keys (PanWizard 02-04, 03-01: errors, ' +
    'the project uses the buckets) and a value starting with a backtick or a key over two lines (slate 15-04, ' +
    '17-00: warnings, the project never adopted handoff). The rest of each file is still linted.',
  'handoff-next-step-no-command':
    'Free-form handoffs whose next steps (`Nächste Schritte`, `Próximos Pasos`, `Pending`, `Pending Work`, ' +
    '`Immediate next task`) hold no step a reader can run: no code block, no code span stated as a command, ' +
    'no line that starts with a command, no script named in a step, and no re-entry section (`Quick Start`, ' +
    '`When resuming`) with one, none that says no work remains and none that offers only ideas to weigh ' +
    '(`Backlog items to brainstorm:`); a section of what is still to be done (`What Needs To Be Done`) is next ' +
    'steps (39). Warnings, the projects never adopted handoff.',
  'item-field-missing':
    'Items without a required field of their bucket: Locked without `Source:` or `Why:`, Open without `Constraints:` ' +
    '/ `Reason left open:`, Rejected without `Rejected because:`, Taken without `Reason:`, ' +
    'deviations without `Plan said` / `I did` / `Reason:`, questions without `Why it matters:`. ' +
    'One report per field, at the item.',
  'item-id-missing':
    "Items with no schema id: PanWizard's `DT-O1`, `DT-impl`, `DV-auto` (named in the message), " +
    'numbered bold deviations `**1. [Rule 1 - Bug] …**`, and questions written as bold titles.',
  'open-decision-untaken':
    "PanWizard 03-02: the plan declares O-1 … O-4; the summary's Taken bucket settles O-1, O-3 and O-4, never O-2.",
  'section-missing':
    "PanWizard summaries of phase 1 and 03-01 have no `## Implementation Decisions` while the project's later plans " +
    'and summaries do (the project has adopted decision sections).',
  'taken-id-style':
    'Taken items that use the O-n they settle as their id (`- **O-3 (placement):** Took …`): read as settling it, ' +
    'one style warning each.',
  'taken-unlinked': "PanWizard 02-04's `DT-impl` Taken item settles no Open decision and names none.",
};
