import type { Diagnostic, LintResult } from '../diagnostic.js';
import { detached, type StringPool } from './strings.js';

/** A finding of no rule (`ruleId: null`, `fatal: true`): a file that could not be read or linted. */
export function fatal(message: string, line: number, column: number): Diagnostic {
  return { ruleId: null, severity: 2, fatal: true, message, line, column, endLine: line, endColumn: column };
}

/**
 * One file's result in ESLint's shape, with its counts. A fix text longer than a few
 * characters is copied (results live to the end of the run, and a slice of the file would
 * keep the whole text alive); with `strings`, messages and urls are shared across results.
 */
export function toResult(filePath: string, messages: Diagnostic[], strings?: StringPool): LintResult {
  let errorCount = 0;
  let warningCount = 0;
  let fixableErrorCount = 0;
  let fixableWarningCount = 0;
  for (const message of messages) {
    if (message.fix && message.fix.text.length > 12)
      message.fix = { range: message.fix.range, text: detached(message.fix.text) };
    if (strings) {
      message.message = strings.shared(message.message);
      if (message.url !== undefined) message.url = strings.shared(message.url);
    }
    if (message.severity === 2) {
      errorCount++;
      if (message.fix) fixableErrorCount++;
    } else {
      warningCount++;
      if (message.fix) fixableWarningCount++;
    }
  }
  return { filePath, messages, errorCount, warningCount, fixableErrorCount, fixableWarningCount };
}
