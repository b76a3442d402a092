import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planOutsideProject, projectRootFor } from '../src/lib/containment.js';
import type { Diagnostic } from '../src/lib/diagnostic.js';
import { byPosition } from '../src/lib/engine.js';
import { lintFile } from '../src/lib/lint-file.js';
import { defineRule } from '../src/lib/rule.js';

const reporting = (messageId: string, data?: Record<string, string | number>) =>
  defineRule({
    id: 'own-rule',
    meta: {
      description: 'Require something',
      defaultSeverity: 'error',
      scope: 'text',
      messages: { m: 'Unexpected {{what}} near {{ where }}' },
    },
    check(ctx) {
      ctx.report({ messageId: messageId as 'm', ...(data ? { data } : {}) });
    },
  });

const lint = (rule: ReturnType<typeof reporting>) =>
  lintFile({ path: '/virtual/plan.md', text: '# Plan\n', kind: 'plan' }, { rules: [rule] }).messages;

describe('a report', () => {
  it('fills placeholders it has data for, and leaves the others empty', () => {
    expect(lint(reporting('m', { what: 'x' })).map((d) => [d.message, d.line, d.column])).toEqual([
      ['Unexpected x near ', 1, 1],
    ]);
  });

  it('with no data leaves every placeholder empty', () => {
    expect(lint(reporting('m')).map((d) => d.message)).toEqual(['Unexpected  near ']);
  });

  it('with a message id its rule does not have is an error in the rule', () => {
    expect(() => lint(reporting('nope'))).toThrow('Rule own-rule reported unknown messageId nope');
  });
});

describe('byPosition', () => {
  const at = (ruleId: string | null, line: number, column: number): Diagnostic => ({
    ruleId,
    severity: 2,
    message: 'x',
    line,
    column,
    endLine: line,
    endColumn: column,
  });
  it('orders by line, column, then rule id, no rule id first', () => {
    const sorted = [at('b', 2, 1), at('a', 2, 1), at(null, 2, 1), at('z', 1, 5), at('y', 1, 9)].sort(byPosition);
    expect(sorted.map((d) => `${d.ruleId}@${d.line}:${d.column}`)).toEqual([
      'z@1:5',
      'y@1:9',
      'null@2:1',
      'a@2:1',
      'b@2:1',
    ]);
  });
});

describe('projectRootFor', () => {
  // A folder with neither `.git` nor `.handoff` above it.
  const lone = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-containment-')));
  it.each<[string, string, string, string | undefined, string]>([
    ['the caller’s root wins', join(lone, 'a'), lone, '/given', '/given'],
    ['no project: the working folder, for a folder in it', join(lone, 'a'), lone, undefined, lone],
    ['no project: the folder itself, for one outside the working folder', lone, join(lone, 'a'), undefined, lone],
  ])('%s', (_name, folder, cwd, root, expected) => {
    expect(projectRootFor(folder, cwd, root)).toBe(expected);
  });
});

describe('planOutsideProject', () => {
  it('a plan path that is the summary’s own folder is shown whole', () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-containment-')));
    const folder = join(root, '..');
    expect(planOutsideProject(folder, folder, root)).toBe(
      `Not paired with its plan \`${folder}\`: it is outside the project (${root}), which is not read; ` +
        'the plan and summary rules did not run',
    );
  });
});
