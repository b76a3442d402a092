import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Log } from 'sarif';
import { formatterNames, loadFormatter, type Diagnostic, type FormatterContext } from '@handoff/linter';
import { summaryTable } from '../src/lib/formatters/github.js';
import { defineRule } from '../src/lib/rule.js';
import { result } from './lint-result.js';

const sectionEmpty = defineRule({
  id: 'section-empty',
  meta: {
    description: 'Require a non-empty section',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: { empty: 'x' },
  },
  check() {},
});
const context: FormatterContext = { cwd: '/repo', color: false, rules: [sectionEmpty], version: '9.9.9' };

const error: Diagnostic = {
  ruleId: 'section-empty',
  severity: 2,
  messageId: 'empty',
  message: 'Unexpected empty section, add buckets',
  line: 3,
  column: 1,
  endLine: 3,
  endColumn: 20,
  url: 'https://x/section-empty.md',
};
const warning: Diagnostic = {
  ruleId: 'bucket-unknown',
  severity: 1,
  messageId: 'unknown',
  message: 'Unexpected h3 `Notes`, expected a bucket',
  line: 12,
  column: 1,
  endLine: 12,
  endColumn: 10,
};
const fatal: Diagnostic = {
  ruleId: null,
  severity: 2,
  fatal: true,
  message: 'File is binary, not Markdown text: NUL byte at byte offset 5',
  line: 2,
  column: 2,
  endLine: 2,
  endColumn: 2,
};

const results = [
  result('/repo/docs/plan.md', [error, warning]),
  result('/repo/summary.md', []),
  result('/repo/bin/x-plan.md', [fatal]),
];

describe('formatters', () => {
  it('stylish formats a file with more messages than a call takes arguments', async () => {
    const many = Array.from({ length: 200_000 }, (_, i) => ({ ...error, line: i + 1 }));
    const out = (await loadFormatter('stylish'))([result('/repo/plan.md', many)], context);
    expect(out).toContain('200000:1');
    expect(out).toContain('✖ 200000 problems (200000 errors, 0 warnings)');
  });

  it('are stylish, json, sarif and github', () => {
    expect(formatterNames).toEqual(['stylish', 'json', 'sarif', 'github']);
  });

  it("json is ESLint's shape: every file, clean ones with empty messages, no url", async () => {
    const parsed = JSON.parse((await loadFormatter('json'))(results, context)) as Array<Record<string, unknown>>;
    expect(parsed.map((r) => r['filePath'])).toEqual(['/repo/docs/plan.md', '/repo/summary.md', '/repo/bin/x-plan.md']);
    expect(parsed[0]).toEqual({
      filePath: '/repo/docs/plan.md',
      messages: [
        {
          ruleId: 'section-empty',
          severity: 2,
          message: error.message,
          line: 3,
          column: 1,
          endLine: 3,
          endColumn: 20,
          messageId: 'empty',
        },
        {
          ruleId: 'bucket-unknown',
          severity: 1,
          message: warning.message,
          line: 12,
          column: 1,
          endLine: 12,
          endColumn: 10,
          messageId: 'unknown',
        },
      ],
      suppressedMessages: [],
      errorCount: 1,
      fatalErrorCount: 0,
      warningCount: 1,
      fixableErrorCount: 0,
      fixableWarningCount: 0,
      usedDeprecatedRules: [],
    });
    expect(parsed[1]).toMatchObject({ messages: [], errorCount: 0, warningCount: 0 });
    expect(parsed[2]).toMatchObject({ messages: [{ ruleId: null, severity: 2, fatal: true }], fatalErrorCount: 1 });
  });

  it('stylish prints aligned rows per file with findings and a summary line', async () => {
    expect((await loadFormatter('stylish'))(results, context)).toBe(
      [
        '',
        'docs/plan.md',
        '  3:1   error    Unexpected empty section, add buckets     section-empty',
        '  12:1  warning  Unexpected h3 `Notes`, expected a bucket  bucket-unknown',
        '',
        'bin/x-plan.md',
        '  2:2  error  File is binary, not Markdown text: NUL byte at byte offset 5',
        '',
        '✖ 3 problems (2 errors, 1 warning)',
        '',
        '',
      ].join('\n'),
    );
  });

  it('stylish prints nothing for a clean run and colours only when asked', async () => {
    const stylish = await loadFormatter('stylish');
    expect(stylish([result('/repo/plan.md', [])], context)).toBe('');
    expect(stylish(results, context)).not.toContain('\u001b[');
    expect(stylish(results, { ...context, color: true })).toContain('\u001b[');
  });

  it('github prints one escaped workflow command per finding', async () => {
    const odd = result('/repo/a,b:c.md', [{ ...warning, message: '100% sure\nsecond line' }]);
    expect((await loadFormatter('github'))([...results, odd], context).split('\n')).toEqual([
      '::error file=docs/plan.md,line=3,col=1,endLine=3,endColumn=20,title=section-empty::Unexpected empty section, ' +
        'add buckets',
      '::warning file=docs/plan.md,line=12,col=1,endLine=12,endColumn=10,title=bucket-unknown::Unexpected h3 ' +
        '`Notes`, expected a bucket',
      '::error file=bin/x-plan.md,line=2,col=2,endLine=2,endColumn=2,title=fatal::File is binary, not Markdown text: ' +
        'NUL byte at byte offset 5',
      '::warning file=a%2Cb%3Ac.md,line=12,col=1,endLine=12,endColumn=10,title=bucket-unknown::100%25 sure%0Asecond ' +
        'line',
      '',
    ]);
  });

  it('github titles a finding no rule makes `handoff`, and only a file that was not linted `fatal`', async () => {
    const directive: Diagnostic = {
      ruleId: null,
      severity: 1,
      message: 'Unknown rule `nosuchrule` in a `handoff-disable` comment, expected a rule id of `handoff lint`',
      line: 4,
      column: 1,
      endLine: 4,
      endColumn: 1,
    };
    const out = (await loadFormatter('github'))([result('/repo/plan.md', [directive]), results[2]!], context);
    expect(out.split('\n').map((line) => /title=([^:]*)::/.exec(line)?.[1])).toEqual(['handoff', 'fatal', undefined]);
  });

  it('github paths are relative to GITHUB_WORKSPACE when it is set', async () => {
    const github = await loadFormatter('github');
    const out = github([result('/ws/repo/docs/plan.md', [error]), result('/elsewhere/plan.md', [error])], {
      ...context,
      cwd: '/ws/repo/docs',
      env: { GITHUB_WORKSPACE: '/ws/repo' },
    });
    expect(out.split('\n').map((line) => line.split(',')[0])).toEqual([
      '::error file=docs/plan.md',
      '::error file=/elsewhere/plan.md',
      '',
    ]);
  });

  describe('github step summary', () => {
    const many = (n: number, m: Diagnostic) => Array.from({ length: n }, (_, i) => ({ ...m, line: i + 1 }));
    const summaryFile = () => join(mkdtempSync(join(tmpdir(), 'handoff-summary-')), 'summary.md');

    it('appends a table of every finding when there are more errors than GitHub shows', async () => {
      const file = summaryFile();
      writeFileSync(file, '# earlier step\n');
      const findings = [...many(11, error), { ...warning, message: 'a | pipe\nand <b>html</b>' }];
      const out = (await loadFormatter('github'))([result('/repo/docs/plan.md', findings)], {
        ...context,
        env: { GITHUB_STEP_SUMMARY: file },
      });
      expect(out.split('\n').filter(Boolean)).toHaveLength(12);
      const summary = readFileSync(file, 'utf8');
      expect(summary.startsWith('# earlier step\n')).toBe(true);
      const rows = summary.split('\n').filter((line) => line.startsWith('| docs/'));
      expect(rows).toHaveLength(12);
      expect(rows[0]).toBe('| docs/plan.md | 1:1 | error | section-empty | Unexpected empty section, add buckets |');
      expect(rows[11]).toBe('| docs/plan.md | 12:1 | warning | bucket-unknown | a \\| pipe and &lt;b>html&lt;/b> |');
      expect(summary).toContain('### handoff lint: 11 errors, 1 warning');
    });

    it('appends when there are more warnings than GitHub shows, and again on a second run', async () => {
      const file = summaryFile();
      const github = await loadFormatter('github');
      github([result('/repo/plan.md', many(11, warning))], { ...context, env: { GITHUB_STEP_SUMMARY: file } });
      github([result('/repo/plan.md', many(11, warning))], { ...context, env: { GITHUB_STEP_SUMMARY: file } });
      expect(readFileSync(file, 'utf8').match(/### handoff lint: 0 errors, 11 warnings/g)).toHaveLength(2);
    });

    it('says how many rows the 1 MiB budget left out, in the singular for one', () => {
      const big = { ...error, message: 'x'.repeat(600 * 1024) };
      const rows = [big, big].map((m) => ({ file: 'plan.md', m }));
      expect(summaryTable(rows, 2, 0)).toContain('\n1 more finding is left out: a step summary holds at most 1 MiB.');
      expect(summaryTable([...rows, ...rows], 4, 0)).toContain('\n3 more findings are left out:');
    });

    it('writes nothing when GitHub shows every annotation, or when the variable is not set', async () => {
      const file = summaryFile();
      const github = await loadFormatter('github');
      github([result('/repo/plan.md', [...many(10, error), ...many(10, warning)])], {
        ...context,
        env: { GITHUB_STEP_SUMMARY: file },
      });
      expect(existsSync(file)).toBe(false);
      expect(
        github([result('/repo/plan.md', many(30, error))], { ...context, env: {} })
          .split('\n')
          .filter(Boolean),
      ).toHaveLength(30);
      expect(existsSync(file)).toBe(false);
    });
  });

  it('sarif is a 2.1.0 log with every rule that ran, artifacts, fingerprinted results and fatal notifications', async () => {
    const log = JSON.parse((await loadFormatter('sarif'))(results, context)) as Log;
    expect(log.version).toBe('2.1.0');
    expect(log.$schema).toBe('https://json.schemastore.org/sarif-2.1.0.json');
    expect(log.runs).toHaveLength(1);
    const run = log.runs[0]!;
    const { rules: descriptors, ...driver } = run.tool.driver;
    expect(driver).toEqual({
      name: 'handoff',
      informationUri: 'https://github.com/handoff-dev/handoff',
      version: '9.9.9',
      semanticVersion: '9.9.9',
    });
    // The rule that ran (from the context), then a reported id the context does not list.
    expect(descriptors!.map((d) => d.id)).toEqual(['section-empty', 'bucket-unknown']);
    expect(descriptors![0]).toMatchObject({
      id: 'section-empty',
      helpUri: 'https://github.com/handoff-dev/handoff/blob/main/packages/linter/docs/rules/section-empty.md',
      shortDescription: { text: 'Require a non-empty section' },
      fullDescription: {
        text: expect.stringMatching(/^The first decisions section must not be empty/),
      },
      help: { text: expect.stringContaining('What it checks'), markdown: expect.stringContaining('## What it checks') },
      defaultConfiguration: { level: 'error' },
      properties: { tags: ['handoff', 'plan', 'summary'], precision: 'very-high', 'problem.severity': 'error' },
    });
    expect(descriptors![1]).toEqual({
      id: 'bucket-unknown',
      shortDescription: { text: 'handoff rule bucket-unknown' },
      fullDescription: { text: 'handoff rule bucket-unknown' },
      help: { text: 'handoff rule bucket-unknown' },
    });
    expect(run.originalUriBaseIds).toEqual({
      '%SRCROOT%': { uri: 'file:///repo/', description: { text: expect.any(String) } },
    });
    expect(run.columnKind).toBe('utf16CodeUnits');
    expect(run.artifacts!.map((a) => a.location)).toEqual([
      { uri: 'docs/plan.md', uriBaseId: '%SRCROOT%' },
      { uri: 'summary.md', uriBaseId: '%SRCROOT%' },
      { uri: 'bin/x-plan.md', uriBaseId: '%SRCROOT%' },
    ]);
    expect(run.results).toEqual([
      {
        ruleId: 'section-empty',
        ruleIndex: 0,
        level: 'error',
        message: { text: error.message },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'docs/plan.md', uriBaseId: '%SRCROOT%', index: 0 },
              region: { startLine: 3, startColumn: 1, endLine: 3, endColumn: 20 },
            },
          },
        ],
        partialFingerprints: { primaryLocationLineHash: expect.stringMatching(/^[0-9a-f]{16}:1$/) },
      },
      {
        ruleId: 'bucket-unknown',
        ruleIndex: 1,
        level: 'warning',
        message: { text: warning.message },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'docs/plan.md', uriBaseId: '%SRCROOT%', index: 0 },
              region: { startLine: 12, startColumn: 1, endLine: 12, endColumn: 10 },
            },
          },
        ],
        partialFingerprints: { primaryLocationLineHash: expect.stringMatching(/^[0-9a-f]{16}:1$/) },
      },
    ]);
    expect(run.invocations).toEqual([
      {
        executionSuccessful: false,
        toolExecutionNotifications: [
          {
            level: 'error',
            message: { text: fatal.message },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: 'bin/x-plan.md', uriBaseId: '%SRCROOT%', index: 2 },
                  region: { startLine: 2, startColumn: 2, endLine: 2, endColumn: 2 },
                },
              },
            ],
          },
        ],
        workingDirectory: { uri: 'file:///repo/' },
      },
    ]);
  });

  it('sarif reports a successful invocation when every file was read', async () => {
    const log = JSON.parse((await loadFormatter('sarif'))(results.slice(0, 2), context)) as Log;
    expect(log.runs[0]!.invocations![0]).toMatchObject({ executionSuccessful: true, toolExecutionNotifications: [] });
  });

  it('sarif gives files outside the working folder absolute file URIs', async () => {
    const log = JSON.parse((await loadFormatter('sarif'))([result('/elsewhere/a b.md', [])], context)) as Log;
    expect(log.runs[0]!.artifacts![0]!.location).toEqual({ uri: 'file:///elsewhere/a%20b.md' });
  });
});
