/** A file `handoff init` scaffolds: its name in the folder, and its text. */
export interface ScaffoldFile {
  name: string;
  text: string;
}

/** The config `handoff init` writes: the schema for editors, and decision sections required from now on. */
const CONFIG = `{
  "$schema": "https://raw.githubusercontent.com/handoff-dev/handoff/main/packages/linter/schemas/config.schema.json",
  "decisions": "required",
  "rules": {}
}
`;

// The sections are the templates of docs/decisions.md, word for word (a test holds them
// equal); the text around them is the least a plan and a summary hold. The `<…>` are for
// the author to replace: `handoff init` writes the shapes, never decisions.
const PLAN_DECISIONS = `## Plan Decisions

### Locked (executor MUST follow)
- D-1: <statement>. Why: <rationale>. Source: <where it comes from: a requirement, research, a constraint>.

### Open (executor's discretion within constraints)
- O-1: <decision space>. Constraints: <list>. Reason left open: <why the planner did not lock it>.

### Considered and rejected
- R-1: <alternative>. Rejected because: <reason>.
`;

const IMPLEMENTATION_DECISIONS = `## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose <option> for O-1. Reason: <rationale>.

### Deviations (from plan; must explain)
- DV-1 (D-1): Plan said <X>; I did <Y>. Reason: <rationale>. Verification: <how Y was confirmed acceptable>.

### Open questions for verifier
- Q-1: <question>. Why it matters: <stake>.
`;

/**
 * The files of a new hand-off set-up: `.handoffrc.json`, and a plan with its summary
 * (`plan.md` / `summary.md`, or `NAME-PLAN.md` / `NAME-SUMMARY.md`), which pair by name.
 */
export function scaffoldFiles(name: string | undefined): ScaffoldFile[] {
  const title = name ?? 'the work to do';
  return [
    { name: '.handoffrc.json', text: CONFIG },
    {
      name: name === undefined ? 'plan.md' : `${name}-PLAN.md`,
      text: `# Plan: ${title}

<objective>
<What this plan achieves, and why.>
</objective>

${PLAN_DECISIONS}
<tasks>
<task type="auto">
  <name>Task 1: <what to do></name>
</task>
</tasks>
`,
    },
    {
      name: name === undefined ? 'summary.md' : `${name}-SUMMARY.md`,
      text: `# Summary: ${title}

<What was done.>

## Files Changed

- \`<path>\`: <what changed in it>

${IMPLEMENTATION_DECISIONS}`,
    },
  ];
}

/** The sections of the scaffold, for the test that holds them equal to docs/decisions.md. */
export const SCAFFOLD_SECTIONS = { plan: PLAN_DECISIONS, summary: IMPLEMENTATION_DECISIONS } as const;
