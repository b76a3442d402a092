import type { Diagnostic } from '@handoff/linter';
import { redactPath } from '@handoff/core/secrets';
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic, type Range } from 'vscode-languageserver/node';

/** What the server publishes for a handoff `Diagnostic`: `source` of every LSP diagnostic it sends. */
export const DIAGNOSTIC_SOURCE = 'handoff';

/** An autofix in editor terms: the 0-based offsets of the buffer as the editor holds it. */
export interface BufferFix {
  start: number;
  end: number;
  text: string;
}

/** One published diagnostic with the fix it carries, kept for code actions. */
export interface PublishedDiagnostic {
  diagnostic: LspDiagnostic;
  fix?: BufferFix;
}

/**
 * Map a linter `Diagnostic` (1-based line/column, UTF-16 columns) to an LSP one (0-based).
 * `bom`: the buffer starts with a byte order mark, which the linter strips before it counts,
 * so columns on the first line and fix offsets are one further on in the buffer.
 */
export function toPublished(message: Diagnostic, bom = false): PublishedDiagnostic {
  const start = { line: atLeastZero(message.line - 1), character: atLeastZero(message.column - 1) };
  let end = { line: atLeastZero(message.endLine - 1), character: atLeastZero(message.endColumn - 1) };
  if (end.line < start.line || (end.line === start.line && end.character < start.character)) end = { ...start };
  const range: Range = bom ? { start: shiftFirstLine(start), end: shiftFirstLine(end) } : { start, end };
  const diagnostic: LspDiagnostic = {
    range,
    severity: message.severity === 1 ? DiagnosticSeverity.Warning : DiagnosticSeverity.Error,
    source: DIAGNOSTIC_SOURCE,
    code: message.ruleId ?? 'fatal',
    // A message may quote a file or folder name (a read error): a secret in it is redacted.
    message: redactPath(message.message),
  };
  if (message.url) diagnostic.codeDescription = { href: message.url };
  if (!message.fix) return { diagnostic };
  const shift = bom ? 1 : 0;
  return {
    diagnostic,
    fix: { start: message.fix.range[0] + shift, end: message.fix.range[1] + shift, text: message.fix.text },
  };
}

function atLeastZero(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * The LSP range of a span of the linted text (1-based lines and columns that never count a
 * byte order mark); `bom`: the buffer starts with one, so line 1's columns move by one.
 */
export function rangeOf(
  span: { start: { line: number; column: number }; end: { line: number; column: number } },
  bom = false,
): Range {
  const at = (point: { line: number; column: number }) => {
    const position = { line: atLeastZero(point.line - 1), character: atLeastZero(point.column - 1) };
    return bom ? shiftFirstLine(position) : position;
  };
  return { start: at(span.start), end: at(span.end) };
}

function shiftFirstLine(position: { line: number; character: number }): { line: number; character: number } {
  return position.line === 0 ? { line: 0, character: position.character + 1 } : position;
}
