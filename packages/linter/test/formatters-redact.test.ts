import { describe, expect, it } from 'vitest';
import {
  formatterNames,
  loadFormatter,
  type Diagnostic,
  type FormatterContext,
  type LintResult,
} from '@handoff/linter';

/**
 * A secret in a file or folder name, or in a message (a system error quoting a path), is
 * printed as `[REDACTED]` by every format (issue 20; probe finding F19): the names below are
 * synthetic values of the shapes the scanner knows.
 */
const TOKEN = 'ghp_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5';
const PASSWORD = 'Zx81kq02LmQa77Rt';
const FOLDER = `password=${PASSWORD}`;

const message: Diagnostic = {
  ruleId: 'section-empty',
  severity: 2,
  messageId: 'empty',
  message: `Unexpected empty section in /repo/${FOLDER}/notes-PLAN.md`,
  line: 1,
  column: 1,
  endLine: 1,
  endColumn: 2,
};
const fatal: Diagnostic = {
  ruleId: null,
  severity: 2,
  fatal: true,
  message: `EACCES: permission denied, open '/repo/${FOLDER}/${TOKEN}-PLAN.md'`,
  line: 1,
  column: 1,
  endLine: 1,
  endColumn: 1,
};
const result = (filePath: string, messages: Diagnostic[]): LintResult => ({
  filePath,
  messages,
  errorCount: messages.length,
  warningCount: 0,
  fixableErrorCount: 0,
  fixableWarningCount: 0,
});
const results = [
  result(`/repo/${TOKEN}-PLAN.md`, [message]),
  result(`/repo/${FOLDER}/notes-PLAN.md`, [fatal]),
  result(`/elsewhere/${FOLDER}/x-SUMMARY.md`, [message]),
];
const context: FormatterContext = {
  cwd: `/repo/${FOLDER}`,
  color: false,
  rules: [],
  version: '9.9.9',
  env: { GITHUB_WORKSPACE: '/repo' },
};

describe('formatters: no secret in a file name, folder name or message is printed', () => {
  for (const name of formatterNames) {
    it(`${name}`, async () => {
      const output = (await loadFormatter(name))(results, context);
      expect(output.length).toBeGreaterThan(0);
      expect(output).not.toContain(TOKEN);
      expect(output).not.toContain(PASSWORD);
      expect(output).toContain('[REDACTED]');
      // The rest of each name stays readable.
      expect(output).toMatch(/notes-PLAN\.md/);
    });
  }
});
