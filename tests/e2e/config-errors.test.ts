import { describe, expect, it } from 'vitest';
import { handoff } from '../helpers/cli.js';
import { projectWith } from '../helpers/project.js';

/**
 * Issue 25, "config errors list every problem": the built CLI, as a user runs it. A config
 * with several problems gets one line each on standard error, `file:line:column: field: what`,
 * in file order, with "did you mean" for a misspelt key or rule id, and exit 2; each case has
 * a control (the corrected config lints, exit 0).
 */

const PLAN = '---\ndecisions_schema: v1\n---\n# Plan\n\n## Plan Decisions\n\nNo decisions worth documenting.\n';

function project(files: Record<string, string>): string {
  return projectWith({ 'plan.md': PLAN, ...files }, 'handoff-config-errors-');
}

describe('a config with problems', () => {
  it('JSON: every problem, one line each with its line and column, "did you mean" for typos, exit 2', () => {
    const bad =
      '{\n  "rule": {},\n  "rules": {\n    "section-emtpy": "error",\n    "bucket-order": ' +
      '"loud"\n  },\n  "ignores": "drafts"\n}\n';
    const run = handoff(project({ '.handoffrc.json': bad }), ['lint']);
    expect([run.status, run.stdout]).toEqual([2, '']);
    expect(run.stderr.split('\n')).toEqual([
      '.handoffrc.json:2:3: rule: unknown option; did you mean "rules"?',
      '.handoffrc.json:4:5: rules.section-emtpy: unknown rule id; did you mean "section-empty"?',
      '.handoffrc.json:5:21: rules.bucket-order: expected a severity ("off", "warn", "warning", "error", 0, 1, ' +
        '2) or [severity, options]',
      '.handoffrc.json:7:14: ignores: expected an array of patterns',
      '',
    ]);
    // Control: the same config corrected as the lines say lints.
    const good =
      '{\n  "rules": {\n    "section-empty": "error",\n    "bucket-order": ' +
      '"warning"\n  },\n  "ignores": ["drafts"]\n}\n';
    const fixed = handoff(project({ '.handoffrc.json': good }), ['lint']);
    expect([fixed.status, fixed.stderr]).toEqual([0, '']);
  });

  it('YAML: positions in the YAML text', () => {
    const run = handoff(project({ '.handoffrc.yaml': 'rules:\n  kind-unknwn: warn\nkinds:\n  plans: []\n' }), ['lint']);
    expect([run.status, run.stderr]).toEqual([
      2,
      '.handoffrc.yaml:2:3: rules.kind-unknwn: unknown rule id; did you mean "kind-unknown"?\n' +
        '.handoffrc.yaml:4:3: kinds.plans: unknown kind; expected "plan", "summary" or "handoff"\n',
    ]);
    const fixed = handoff(project({ '.handoffrc.yaml': 'rules:\n  kind-unknown: warn\nkinds:\n  plan: []\n' }), [
      'lint',
    ]);
    expect([fixed.status, fixed.stderr]).toEqual([0, '']);
  });

  it('a file that does not parse: its line and column, never a byte offset', () => {
    const json = handoff(project({ '.handoffrc.json': '{\n  "rules": {\n    "a": 1,\n  }\n}\n' }), ['lint']);
    expect(json.status).toBe(2);
    expect(json.stderr).toMatch(/^\.handoffrc\.json:4:3: invalid JSON: [^\n]*\n$/);
    expect(json.stderr).not.toMatch(/position \d+/);
    const yaml = handoff(project({ '.handoffrc.yml': 'rules:\n  a: [\n' }), ['lint']);
    expect(yaml.status).toBe(2);
    expect(yaml.stderr).toMatch(/^\.handoffrc\.yml:3:1: invalid YAML: /);
  });

  it('a package.json `handoff` key: positions in the package.json; a misspelt --rule id gets "did you mean" too', () => {
    const run = handoff(project({ 'package.json': '{\n  "name": "x",\n  "handoff": { "rulez": {} }\n}\n' }), ['lint']);
    expect([run.status, run.stderr]).toEqual([2, 'package.json:3:16: rulez: unknown option; did you mean "rules"?\n']);
    const flag = handoff(project({}), ['lint', '--rule', 'section-emtpy=error']);
    expect([flag.status, flag.stderr]).toEqual([
      2,
      'handoff lint: --rule section-emtpy=error: unknown rule id `section-emtpy` (did you mean `section-empty`?); ' +
        'run `handoff lint --help`\n',
    ]);
    // Control: no suggestion for a name near nothing.
    const far = handoff(project({}), ['lint', '--rule', 'zzz=error']);
    expect(far.stderr).toBe('handoff lint: --rule zzz=error: unknown rule id `zzz`; run `handoff lint --help`\n');
  });
});
