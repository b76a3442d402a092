import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Log } from 'sarif';
import {
  loadFormatter,
  type Diagnostic,
  type FormatterContext,
  type LintResult,
  type SuppressedDiagnostic,
  rules,
} from '@handoff/linter';
import { fingerprintsFor } from '../src/lib/formatters/fingerprints.js';
import { summaryTable } from '../src/lib/formatters/github.js';
import { displayPath } from '../src/lib/formatters/paths.js';
import { relativeToRoot } from '../src/lib/formatters/repository-root.js';
import { defineRule } from '../src/lib/rule.js';
import { result } from './lint-result.js';

// A rule with no doc page: its SARIF help is built from its description.
const ownRule = defineRule({
  id: 'own-rule',
  meta: { description: 'Require something', defaultSeverity: 'warn', scope: 'text', messages: { m: 'm' } },
  check() {},
});
const context: FormatterContext = { cwd: '/repo', color: false, rules: [ownRule, ...rules] };

const warning: Diagnostic = {
  ruleId: 'own-rule',
  severity: 1,
  messageId: 'm',
  message: 'Unexpected thing',
  line: 12,
  column: 1,
  endLine: 12,
  endColumn: 10,
};

/** A finding held back: a claim of absence (`missing`) sits at 1:1, as the rules place it; any other at line 12. */
const held = (
  ruleId: string,
  kind: 'adoption' | 'directive' | 'option',
  messageId = 'missing',
): SuppressedDiagnostic => ({
  ...warning,
  ...(messageId === 'missing' ? { line: 1, endLine: 1 } : {}),
  ruleId,
  messageId,
  suppressions: [{ kind, justification: 'why' }],
});

const NOTICE_ONE =
  '1 plan or summary without a bucketed decisions section (`## Plan Decisions`, `## Implementation Decisions`) not ' +
  'reported: no plan or summary of its project has one yet; ' +
  'set `"section-missing": ["error", { "decisions": "required" }]` in the config\'s rules to report them';
const NOTICE_TWO =
  '2 plans or summaries without a bucketed decisions section (`## Plan Decisions`, `## Implementation Decisions`) ' +
  'not reported: no plan or summary of their project has one ' +
  'yet; set `"section-missing": ["error", { "decisions": "required" }]` in the config\'s rules to report them';
const NOTICE_HANDOFF =
  'Held back in 1 hand-over, as its project has not adopted handoff (a `.handoffrc.json` reports these as findings):';
const HELD_HANDOFFS =
  'Held back in 2 hand-overs, as their project has not adopted handoff (a `.handoffrc.json` reports these as ' +
  'findings):';
/** Eleven hand-overs, each with its failed-approaches claim held back: one more than the notice lists. */
const ELEVEN = Array.from({ length: 11 }, (_, i) =>
  result(`/repo/h${String(i + 1).padStart(2, '0')}/HANDOFF.md`, [], {
    suppressedMessages: [held('handoff-failed-approaches-empty', 'adoption')],
  }),
);

describe('stylish', () => {
  const row = '  12:1  warning  Unexpected thing  own-rule';
  it.each<[string, LintResult[], string]>([
    [
      'warnings only, one fixable',
      [result('/repo/a.md', [warning], { fixableWarningCount: 1 })],
      `\na.md\n${row}\n\n✖ 1 problem (0 errors, 1 warning)\n  1 problem fixable with \`handoff lint --fix\`\n\n`,
    ],
    [
      'no finding, one file held back until its project adopts decision sections',
      [result('/repo/a.md', [], { suppressedMessages: [held('section-missing', 'adoption')] })],
      `${NOTICE_ONE}\n`,
    ],
    [
      'findings and two files held back',
      [
        result('/repo/a.md', [warning], { suppressedMessages: [held('section-missing', 'adoption')] }),
        result('/repo/b.md', [], { suppressedMessages: [held('section-missing', 'adoption')] }),
      ],
      `\na.md\n${row}\n\n✖ 1 problem (0 errors, 1 warning)\n\n${NOTICE_TWO}\n\n`,
    ],
    [
      'a free-form hand-over whose two claims wait for adoption is one row, saying both',
      [
        result('/repo/HANDOFF.md', [], {
          suppressedMessages: [
            held('handoff-failed-approaches-empty', 'adoption'),
            held('handoff-next-step-no-command', 'adoption', 'noCommand'),
          ],
        }),
      ],
      // A claim about the whole file names no line; one at a section names the line of its heading.
      `${NOTICE_HANDOFF}\n  HANDOFF.md  no record of failed approaches found; no step to run found (line 12)\n`,
    ],
    [
      'claims of one kind on several items: said once, at the first line claimed',
      [
        result('/repo/handoff.md', [], {
          suppressedMessages: [
            held('handoff-change-without-why', 'adoption', 'noWhy'),
            { ...held('handoff-change-without-why', 'adoption', 'noWhy'), line: 20, endLine: 20 },
            { ...held('handoff-active-file-bare', 'adoption', 'bare'), line: 7, endLine: 7 },
          ],
        }),
      ],
      `${NOTICE_HANDOFF}\n  handoff.md  a change with no why found (line 12); ` +
        'an active file with no purpose found (line 7)\n',
    ],
    [
      'two hand-overs held back: the line counts them in the plural, a row each with its path aligned',
      [
        result('/repo/notes/NEXT_SESSION.md', [], {
          suppressedMessages: [held('handoff-next-step-no-command', 'adoption')],
        }),
        result('/repo/HANDOFF.md', [], {
          suppressedMessages: [held('handoff-failed-approaches-empty', 'adoption', 'reasonTooShort')],
        }),
      ],
      `${HELD_HANDOFFS}\n  notes/NEXT_SESSION.md  no step to run found\n` +
        '  HANDOFF.md             failed approaches: `None` with no reason found (line 12)\n',
    ],
    [
      'a path of wide characters takes two columns each: the rows stay aligned in a terminal',
      [
        result('/repo/引き継ぎ.md', [], { suppressedMessages: [held('handoff-next-step-no-command', 'adoption')] }),
        result('/repo/HANDOFF.md', [], { suppressedMessages: [held('handoff-next-step-no-command', 'adoption')] }),
      ],
      `${HELD_HANDOFFS}\n  引き継ぎ.md  no step to run found\n  HANDOFF.md   no step to run found\n`,
    ],
    [
      'more hand-overs than the notice lists: ten rows, then how many more and where all are named',
      ELEVEN,
      'Held back in 11 hand-overs, as their project has not adopted handoff (a `.handoffrc.json` reports these as ' +
        'findings):\n' +
        Array.from(
          { length: 10 },
          (_, i) => `  h${String(i + 1).padStart(2, '0')}/HANDOFF.md  no record of failed ` + 'approaches found\n',
        ).join('') +
        '  … and 1 more (`--print-kinds` names every hand-over and what it holds)\n',
    ],
    [
      "plans and a hand-over held back: the plans' line, then the hand-overs' line and row",
      [
        result('/repo/a.md', [warning], { suppressedMessages: [held('section-missing', 'adoption')] }),
        result('/repo/HANDOFF.md', [], { suppressedMessages: [held('handoff-next-step-no-command', 'adoption')] }),
      ],
      `\na.md\n${row}\n\n✖ 1 problem (0 errors, 1 warning)\n\n${NOTICE_ONE}\n${NOTICE_HANDOFF}\n` +
        '  HANDOFF.md  no step to run found\n\n',
    ],
    [
      'written values where a secret is named, held back: a line counting values and files, a row per file and lines',
      [
        result('/repo/.planning/01-PLAN.md', [], {
          suppressedMessages: [
            held('secret', 'adoption', 'unexpectedSecret'),
            { ...held('secret', 'adoption', 'unexpectedSecret'), line: 30 },
          ],
        }),
        result('/repo/docs/HANDOFF.md', [], { suppressedMessages: [held('secret', 'adoption', 'unexpectedSecret')] }),
      ],
      '3 values written by hand where a secret is named (not generated) not reported, in 2 files, as their project ' +
        'has not adopted handoff (a `.handoffrc.json` reports them as errors):\n' +
        '  .planning/01-PLAN.md  lines 12, 30\n' +
        '  docs/HANDOFF.md       line 12\n',
    ],
    [
      'two written values on one line: both counted, the line named once',
      [
        result('/repo/HANDOFF.md', [], {
          suppressedMessages: [
            held('secret', 'adoption', 'unexpectedSecret'),
            held('secret', 'adoption', 'unexpectedSecret'),
          ],
        }),
      ],
      '2 values written by hand where a secret is named (not generated) not reported, in 1 file, as its project ' +
        'has not adopted handoff (a `.handoffrc.json` reports them as errors):\n' +
        '  HANDOFF.md  line 12\n',
    ],
    [
      'findings held back for other reasons are not counted',
      [
        result('/repo/a.md', [], {
          suppressedMessages: [held('section-missing', 'option'), held('section-missing', 'directive')],
        }),
        result('/repo/b.md', [], { suppressedMessages: [held('bucket-missing', 'adoption')] }),
        result('/repo/HANDOFF.md', [], { suppressedMessages: [held('handoff-failed-approaches-empty', 'option')] }),
      ],
      '',
    ],
  ])('%s', async (_name, results, expected) => {
    expect((await loadFormatter('stylish'))(results, context)).toBe(expected);
  });
});

describe('json', () => {
  it('carries a fixed file’s output and a message’s fix', async () => {
    const fixed = { ...warning, fix: { range: [0, 3] as [number, number], text: 'new' } };
    const out = (await loadFormatter('json'))([result('/repo/a.md', [fixed], { output: 'new text\n' })], context);
    const [file] = JSON.parse(out) as Array<{ output: string; messages: Array<{ fix: unknown }> }>;
    expect([file!.output, file!.messages[0]!.fix]).toEqual(['new text\n', { range: [0, 3], text: 'new' }]);
  });

  it('counts a file that could not be linted as a fatal error only where it is an error', async () => {
    const unread: Diagnostic = { ...warning, ruleId: null, fatal: true, message: 'File is not valid UTF-8 text' };
    const error: Diagnostic = { ...unread, severity: 2 };
    const out = (await loadFormatter('json'))([result('/repo/a.md', [unread]), result('/repo/b.md', [error])], context);
    const counts = (JSON.parse(out) as Array<{ fatalErrorCount: number }>).map((file) => file.fatalErrorCount);
    expect(counts).toEqual([0, 1]);
  });
});

describe('github', () => {
  it('prints nothing for no findings', async () => {
    expect((await loadFormatter('github'))([result('/repo/a.md', [])], context)).toBe('');
  });

  it('the step summary says one error in the singular', () => {
    const error = { ...warning, severity: 2 as const };
    expect(summaryTable([{ file: 'a.md', m: error }], 1, 1).split('\n')[1]).toBe(
      '### handoff lint: 1 error, 1 warning',
    );
  });
});

describe('paths', () => {
  it.each<[string, string, string]>([
    ['<stdin>', '/repo', '<stdin>'],
    ['/repo/a/b.md', '/repo', 'a/b.md'],
    ['/repo', '/repo', '/repo'],
    ['/elsewhere/b.md', '/repo', '/elsewhere/b.md'],
  ])('displayPath(%s, %s)', (filePath, cwd, expected) => {
    expect(displayPath(filePath, cwd)).toBe(expected);
  });

  it('a relative path has no place under a root', () => {
    expect(relativeToRoot('a/b.md', '/repo')).toBeUndefined();
  });
});

describe('sarif', () => {
  const sarif = async (results: LintResult[], extra: Partial<FormatterContext> = {}) =>
    JSON.parse((await loadFormatter('sarif'))(results, { ...context, ...extra })) as Log;

  it('a directive warning with no rule is a warning notification and the run still succeeds', async () => {
    const directive: Diagnostic = { ...warning, ruleId: null, message: 'Unknown rule in handoff-disable' };
    const log = await sarif([result('/repo/a.md', [directive])]);
    const invocation = log.runs[0]!.invocations![0]!;
    expect([invocation.executionSuccessful, invocation.toolExecutionNotifications![0]!.level]).toEqual([
      true,
      'warning',
    ]);
    expect(log.runs[0]!.results).toEqual([]);
  });

  it('a file that could not be linted, a warning where its project never asked for the checks, is a warning notification', async () => {
    const unread: Diagnostic = { ...warning, ruleId: null, fatal: true, message: 'File is not valid UTF-8 text' };
    const log = await sarif([result('/repo/a.md', [unread])]);
    const invocation = log.runs[0]!.invocations![0]!;
    expect([invocation.executionSuccessful, invocation.toolExecutionNotifications![0]!.level]).toEqual([
      false,
      'warning',
    ]);
  });

  it.each<[string, string | undefined, string | undefined, string | undefined]>([
    ['no version', undefined, undefined, undefined],
    ['a version that is not semver', 'dev-build', 'dev-build', undefined],
    ['a semver version', '1.2.3-rc.1', '1.2.3-rc.1', '1.2.3-rc.1'],
  ])('%s', async (_name, version, expectedVersion, expectedSemver) => {
    const { driver } = (await sarif([], version === undefined ? {} : { version })).runs[0]!.tool;
    expect([driver.version, driver.semanticVersion]).toEqual([expectedVersion, expectedSemver]);
  });

  it('a rule with no doc page gets its help from its description', async () => {
    const [rule] = (await sarif([])).runs[0]!.tool.driver.rules!;
    const url = 'https://github.com/handoff-dev/handoff/blob/main/packages/linter/docs/rules/own-rule.md';
    expect([rule!.fullDescription, rule!.help]).toEqual([
      { text: 'Require something' },
      { text: `Require something. Documentation: ${url}`, markdown: `Require something. [Documentation](${url})` },
    ]);
  });

  it('a result of standard input is located by its name and fingerprinted without its text', async () => {
    const log = await sarif([result('<stdin>', [warning])]);
    const expectedHash = createHash('sha256').update(['own-rule', 'm', '%3Cstdin%3E', ''].join('\0')).digest('hex');
    expect(log.runs[0]!.artifacts![0]!.location).toEqual({ uri: '%3Cstdin%3E' });
    expect(log.runs[0]!.results![0]!.partialFingerprints).toEqual({
      primaryLocationLineHash: `${expectedHash.slice(0, 16)}:1`,
    });
  });

  it('the root folder is one URI with its slash', async () => {
    const log = await sarif([], { cwd: '/' });
    expect(log.runs[0]!.invocations![0]!.workingDirectory).toEqual({ uri: 'file:///' });
  });
});

describe('fingerprintsFor', () => {
  /** The hash the doc promises: rule id, message id, URI and whitespace-normalised text, NUL-separated. */
  const hash = (ruleId: string, messageId: string, content: string) =>
    createHash('sha256').update([ruleId, messageId, 'a.md', content].join('\0')).digest('hex').slice(0, 16);
  const secret = (line: number, column: number, endLine: number, endColumn: number): Diagnostic => ({
    ruleId: 'secret',
    severity: 2,
    messageId: 'found',
    message: 'Unexpected secret',
    line,
    column,
    endLine,
    endColumn,
  });

  it('a finding with no rule id or message id hashes them as empty', () => {
    const m: Diagnostic = { ...warning, ruleId: null, line: 1, endLine: 1 };
    delete m.messageId;
    expect(fingerprintsFor([m], 'a.md', 'one  line')).toEqual([`${hash('', '', 'one line')}:1`]);
  });

  it.each<[string, string, Diagnostic[], Array<[string, number]>]>([
    [
      'two secrets on one line, masked right to left',
      'key AAAA and BBBB here',
      [secret(1, 5, 1, 9), secret(1, 14, 1, 18)],
      [
        ['key <secret> and <secret> here', 1],
        ['key <secret> and <secret> here', 2],
      ],
    ],
    [
      'a secret over three lines: the rest of its first line, all of the middle, the start of its last',
      'a SECRET\nMIDDLE\nEND b',
      [secret(1, 3, 3, 4)],
      [['a <secret> <secret> <secret> b', 1]],
    ],
    ['an empty span masks nothing', 'abc', [secret(1, 2, 1, 2)], [['abc', 1]]],
  ])('%s', (_name, text, messages, expected) => {
    expect(fingerprintsFor(messages, 'a.md', text)).toEqual(
      expected.map(([content, occurrence]) => `${hash('secret', 'found', content)}:${occurrence}`),
    );
  });
});
