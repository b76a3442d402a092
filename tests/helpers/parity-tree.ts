import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The nested-config tree every front door is linted on (the CLI, the language server, the MCP
// tools, the stop hook, the markdownlint and remark adapters): a root config that makes
// `item-field-missing` a warning, and a nested one that turns it off and makes `bucket-unknown`
// an error, with a plan and a summary in each folder that trigger both rules.

/** One finding as every front door can show it: `line:column severity rule-id`. */
export type Row = string;

const PLAN = (extra: string) =>
  `---\ndecisions_schema: v1\n---\n# Plan\n\n## Plan Decisions\n\n### Locked\n- D-1: ` +
  `Tabs.\n\n### Open\n(none)\n\n### Considered and rejected\n(none)\n${extra}`;

const SUMMARY = (extra: string) =>
  `---\ndecisions_schema: v1\n---\n# Summary\n\n## Implementation Decisions\n\n### Taken ` +
  `(within plan's discretion)\n(none)\n\n### Deviations (from plan; must explain)\n- DV-1: ` +
  `Used spaces.\n\n### Open questions for verifier\n(none)\n${extra}`;

/** The files of the tree, by path relative to its root. */
export const PARITY_TREE: { files: Record<string, string> } = {
  files: {
    '.handoffrc.json': `${JSON.stringify({ rules: { 'item-field-missing': 'warn' } })}\n`,
    '01-PLAN.md': PLAN(''),
    '01-SUMMARY.md': SUMMARY(''),
    'team/.handoffrc.yaml': 'rules:\n  item-field-missing: "off"\n  bucket-unknown: error\n',
    'team/02-PLAN.md': PLAN('\n### Notes\n'),
    'team/02-SUMMARY.md': SUMMARY('\n### Notes\n'),
  },
};

/** The file every front door is compared on. */
export const TEAM_PLAN = 'team/02-PLAN.md';

/** What `handoff lint` reports for it: the nested config's, merged over the root's. */
export const TEAM_PLAN_ROWS: Row[] = ['17:1 error bucket-unknown'];

/** Write the tree under `dir`. */
export function writeTree(dir: string, tree: { files: Record<string, string> }): void {
  for (const [name, text] of Object.entries(tree.files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}
