import type { Diagnostic, LintResult } from '../diagnostic.js';
import { redactPath, redactSecrets } from '@handoff/core/secrets';
import type { Formatter } from './types.js';

/**
 * ESLint's JSON formatter shape (docs/cli.md): every linted file, `messages` empty when clean.
 * Messages keep `ruleId, severity, message, line, column, endLine, endColumn` plus
 * `messageId`, `fix` and `fatal` when set (as ESLint's do); the doc `url` is left out.
 * What is printed is redacted: file paths and messages segment by segment, and every
 * secret value in a fixed file's `output`, a fix's `text` and a suppression's
 * justification (the results keep the true text, which `--fix` writes).
 */
export const formatJson: Formatter = (results) => JSON.stringify(results.map(toEslint)) + '\n';

function toEslint(result: LintResult) {
  const messages = result.messages.map(toMessage);
  return {
    filePath: redactPath(result.filePath),
    messages,
    suppressedMessages: (result.suppressedMessages ?? []).map((m) => ({
      ...toMessage(m),
      suppressions: m.suppressions.map((s) => ({ ...s, justification: redactSecrets(s.justification).text })),
    })),
    errorCount: result.errorCount,
    // A file that could not be linted is a warning where its project never asked for the checks (adoption.ts).
    fatalErrorCount: result.messages.filter((m) => m.fatal && m.severity === 2).length,
    warningCount: result.warningCount,
    fixableErrorCount: result.fixableErrorCount,
    fixableWarningCount: result.fixableWarningCount,
    usedDeprecatedRules: [],
    ...(result.output === undefined ? {} : { output: redactSecrets(result.output).text }),
  };
}

function toMessage(m: Diagnostic) {
  return {
    ruleId: m.ruleId,
    severity: m.severity,
    ...(m.fatal ? { fatal: true } : {}),
    message: redactPath(m.message),
    line: m.line,
    column: m.column,
    endLine: m.endLine,
    endColumn: m.endColumn,
    ...(m.messageId === undefined ? {} : { messageId: m.messageId }),
    ...(m.fix === undefined ? {} : { fix: { range: m.fix.range, text: redactSecrets(m.fix.text).text } }),
  };
}
