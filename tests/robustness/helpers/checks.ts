/** The file names that give each kind (docs/real-files.md): the linter classifies by name. */
export const FILE_NAME = { plan: 'x-PLAN.md', summary: 'x-SUMMARY.md', handoff: 'RESUME.md' } as const;

/** The three document kinds the linter knows. */
export type Kind = keyof typeof FILE_NAME;

/** The kinds, in a fixed order for table tests. */
export const KINDS: Kind[] = ['plan', 'summary', 'handoff'];

/** The fields of a diagnostic these checks read. */
export interface Finding {
  ruleId: string | null;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  fatal?: boolean;
}

// The linter turns a throw inside a rule or parser into this fatal message (lint-files.ts):
// the run survives, but it is still a crash for these tests.
const INTERNAL = /^Internal error while linting/;
// What an intentional refusal ("too large", "too deep", "nested more than N levels") looks like.
const LIMIT = /too (large|deep|long|big|many)|nest\w*.*(limit|levels?|deep)|depth|limit/i;

/** A crash that the linter caught and turned into a fatal diagnostic. */
export function isInternalError(finding: Finding): boolean {
  return finding.ruleId === null && INTERNAL.test(finding.message);
}

/** A typed refusal: `parse-budget-exceeded`, or a fatal diagnostic saying the input is too large or too deep. */
export function isTypedLimit(finding: Finding): boolean {
  if (finding.ruleId === 'parse-budget-exceeded') return true;
  return (
    finding.ruleId === null && finding.fatal === true && !INTERNAL.test(finding.message) && LIMIT.test(finding.message)
  );
}

/** A thrown error that names a size or depth limit (acceptable from a parser, unlike RangeError). */
export function isTypedLimitError(error: { name: string; message: string }): boolean {
  return error.name !== 'RangeError' && LIMIT.test(error.message) && !/call stack/i.test(error.message);
}

/** Line lengths in UTF-16 code units, split the way the locator splits (LF, CRLF, CR). */
export function lineLengths(text: string): number[] {
  return text.split(/\r\n|\r|\n/).map((line) => line.length);
}

/**
 * Why a finding points outside `text` (past its end, or past the end of its line), or `null`
 * when it is inside. Columns are 1-based; a position just after a line's last character
 * (column length + 1) is still inside, as mdast's exclusive end points are.
 */
export function outOfBounds(finding: Finding, lengths: number[]): string | null {
  const check = (what: string, line: number, column: number): string | null => {
    if (!Number.isInteger(line) || !Number.isInteger(column) || line < 1 || column < 1)
      return `${what} ${line}:${column} is not a 1-based position`;
    if (line > lengths.length) return `${what} line ${line} is past the last line (${lengths.length})`;
    if (column > lengths[line - 1]! + 1)
      return `${what} ${line}:${column} is past the end of line ${line} (length ${lengths[line - 1]})`;
    return null;
  };
  const start = check('start', finding.line, finding.column);
  if (start) return start;
  const end = check('end', finding.endLine, finding.endColumn);
  if (end) return end;
  if (finding.endLine < finding.line || (finding.endLine === finding.line && finding.endColumn < finding.column)) {
    return `end ${finding.endLine}:${finding.endColumn} is before start ${finding.line}:${finding.column}`;
  }
  return null;
}

/** A short, printable description of a finding for failure messages. */
export function describeFinding(finding: Finding): string {
  return (
    `${finding.line}:${finding.column}-${finding.endLine}:${finding.endColumn} ` +
    `${finding.ruleId ?? 'fatal'} ${finding.message}`
  );
}

/** A plan whose first Locked item's statement is `body` (continuation lines indented into the item). */
export function planWithItemBody(body: string): string {
  const indented = body.replace(/\r\n|\r|\n/g, '\n  ');
  return [
    '# Phase 1',
    '',
    '## Plan Decisions',
    '',
    '### Locked (executor MUST follow)',
    `- D-1: ${indented}. Why: hostile input. Source: the robustness suite.`,
    '',
    "### Open (executor's discretion within constraints)",
    '(none)',
    '',
    '### Considered and rejected',
    '(none)',
    '',
  ].join('\n');
}

/** A handoff document with all six sections whose Changes section's body is `body`. */
export function handoffWithSectionBody(body: string): string {
  return [
    '## Goal',
    '',
    'Survive hostile input.',
    '',
    '## Status',
    '',
    'partial — robustness suite running.',
    '',
    '## Active files',
    '',
    '- `tests/robustness/r1-pathological.test.ts`: the corpus',
    '',
    '## Changes',
    '',
    body,
    '',
    '## Failed approaches',
    '',
    '- Full-size cmark inputs. Why it failed: remark-parse needs minutes on some of them.',
    '',
    '## Next steps',
    '',
    '1. Run `npx vitest run tests/robustness`',
    '',
  ].join('\n');
}
