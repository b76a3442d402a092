import { describe, expect, it } from 'vitest';
import { lintFile } from '../src/lib/lint-file.js';
import { defineRule } from '../src/lib/rule.js';

/** A rule of `scope` that reports once on every file it runs on. */
const reporting = <S extends 'decisions' | 'text'>(id: string, scope: S, runsOnUnsupportedSchema?: boolean) =>
  defineRule({
    id,
    meta: {
      description: 'Require a report',
      defaultSeverity: 'error',
      scope: scope as 'decisions',
      messages: { ran: 'Unexpected run' },
      ...(runsOnUnsupportedSchema === undefined ? {} : { runsOnUnsupportedSchema }),
    },
    check(context) {
      context.report({ messageId: 'ran' });
    },
  });

const UNKNOWN_SCHEMA = '---\ndecisions_schema: 99\n---\n\n## Plan Decisions\n\nNo decisions worth documenting.\n';
const KNOWN_SCHEMA = '---\ndecisions_schema: 1\n---\n\n## Plan Decisions\n\nNo decisions worth documenting.\n';

describe('runsOnUnsupportedSchema', () => {
  const rules = [
    reporting('decisions-default', 'decisions'),
    reporting('decisions-on-unknown', 'decisions', true),
    reporting('text-rule', 'text'),
  ];
  const ran = (text: string) =>
    lintFile({ path: '/virtual/x-PLAN.md', text, kind: 'plan' }, { rules }).messages.map((m) => m.ruleId);

  it('lets a decisions rule run on a schema this version does not know; the others are skipped', () => {
    expect(ran(UNKNOWN_SCHEMA)).toEqual(['decisions-on-unknown', 'text-rule']);
  });

  it('control: on a known schema every decisions rule runs', () => {
    expect(ran(KNOWN_SCHEMA)).toEqual(['decisions-default', 'decisions-on-unknown', 'text-rule']);
  });

  it('cannot be set on a rule of another scope, which runs on any schema without it', () => {
    const textRule = defineRule({
      id: 'text-with-flag',
      meta: {
        description: 'Require a report',
        defaultSeverity: 'error',
        scope: 'text',
        messages: { ran: 'Unexpected run' },
        // @ts-expect-error -- only a `decisions` rule can run on an unsupported schema (the type says so)
        runsOnUnsupportedSchema: true,
      },
      check(context) {
        context.report({ messageId: 'ran' });
      },
    });
    const messages = lintFile(
      { path: '/virtual/x-PLAN.md', text: UNKNOWN_SCHEMA, kind: 'plan' },
      { rules: [textRule] },
    ).messages;
    expect(messages.map((m) => m.ruleId)).toEqual(['text-with-flag']);
  });
});
