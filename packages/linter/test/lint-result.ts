import type { Diagnostic, LintResult } from '@handoff/linter';

/** A lint result of `messages` for `filePath`, its counts computed, with `extra` fields over them. */
export function result(filePath: string, messages: Diagnostic[], extra: Partial<LintResult> = {}): LintResult {
  return {
    filePath,
    messages,
    errorCount: messages.filter((m) => m.severity === 2).length,
    warningCount: messages.filter((m) => m.severity === 1).length,
    fixableErrorCount: 0,
    fixableWarningCount: 0,
    ...extra,
  };
}
