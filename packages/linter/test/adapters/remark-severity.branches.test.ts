import type { Root } from 'mdast';
import type { Transformer } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkRule } from '../../src/adapters/remark/index.js';

// A plan whose only finding is `bucket-unknown`, a rule that warns by default.
const PLAN =
  '# Plan\n\n## Plan Decisions\n\n### Locked\n\n(none)\n\n### Open\n\n(none)\n\n' +
  '### Considered and rejected\n\n(none)\n\n### Misc\n\n(none)\n';
const REASON =
  'Unexpected heading `Misc` in the decisions section, ' +
  'expected one of the buckets Locked, Open, Considered and rejected';

/** Attach `bucket-unknown` with a `.remarkrc` value and run it on one file; `off` when the plugin turns itself off. */
function run(config: unknown, file = new VFile({ value: PLAN, path: '01-PLAN.md' })) {
  const attach = remarkRule('bucket-unknown') as (this: unknown, config?: unknown) => Transformer<Root> | undefined;
  const transform = attach.call(undefined, config);
  if (transform === undefined) return 'off';
  void transform({ type: 'root', children: [] }, file, () => undefined);
  return file.messages.map(({ ruleId, fatal, reason, place }) => ({ ruleId, fatal, reason, place }));
}

const finding = (fatal: boolean) => [
  {
    ruleId: 'bucket-unknown',
    fatal,
    reason: REASON,
    place: { start: { line: 17, column: 1 }, end: { line: 17, column: 9 } },
  },
];

describe('remark rule plugin: the severity a .remarkrc gives', () => {
  it.each<[string, unknown, ReturnType<typeof run>]>([
    ['no value: the rule default (warn)', undefined, finding(false)],
    ['null: the rule default', null, finding(false)],
    ['an options object alone: the rule default', { any: 1 }, finding(false)],
    ['false', false, 'off'],
    ['off', 'off', 'off'],
    ['0', 0, 'off'],
    ['[0, options]', [0, {}], 'off'],
    ['true', true, finding(false)],
    ['on', 'on', finding(false)],
    ['warn', 'warn', finding(false)],
    ['1', 1, finding(false)],
    ['error', 'error', finding(true)],
    ['2', 2, finding(true)],
    ['[error, options]', ['error', { any: 1 }], finding(true)],
  ])('%s', (_name, config, expected) => {
    expect(run(config)).toEqual(expected);
  });

  it.each<[string, unknown, string]>([
    ['an unknown word', 'loud', '"loud"'],
    ['a number out of range', 3, '3'],
    ['an options object as the severity of an array', [{ any: 1 }], '{"any":1}'],
  ])('refuses %s', (_name, config, shown) => {
    expect(() => run(config)).toThrow(
      `@handoff/linter/remark: \`bucket-unknown\`: unexpected severity ${shown}, expected off, warn, error, 0, 1 or 2`,
    );
  });

  it('a file with a path and no contents is linted as empty: nothing to report', () => {
    expect(run(undefined, new VFile({ path: '01-PLAN.md' }))).toEqual([]);
  });
});
