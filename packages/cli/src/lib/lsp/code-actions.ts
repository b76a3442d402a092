import { CodeActionKind, type CodeAction, type Range, type TextEdit } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { BufferFix, PublishedDiagnostic } from './diagnostics.js';

/** The kind of the "apply every handoff autofix" action, for `editor.codeActionsOnSave`. */
export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.handoff`;

/**
 * The code actions for `range` of `document`: one quick fix per fixable diagnostic that
 * touches the range, and one fix-all action when any diagnostic is fixable. `only` is the
 * client's filter (`context.only`); a kind matches when it equals or extends a requested one.
 */
export function codeActionsFor(
  document: TextDocument,
  published: readonly PublishedDiagnostic[],
  range: Range,
  only?: readonly string[],
): CodeAction[] {
  const wants = (kind: string) =>
    !only || only.length === 0 || only.some((k) => kind === k || kind.startsWith(`${k}.`));
  const fixable = published.filter((entry): entry is Required<PublishedDiagnostic> => entry.fix !== undefined);
  const actions: CodeAction[] = [];
  if (wants(CodeActionKind.QuickFix)) {
    for (const entry of fixable) {
      if (!touches(entry.diagnostic.range, range)) continue;
      actions.push({
        title: `Fix this ${String(entry.diagnostic.code)} problem`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [entry.diagnostic],
        isPreferred: true,
        edit: { changes: { [document.uri]: [editFor(document, entry.fix)] } },
      });
    }
  }
  if (wants(FIX_ALL_KIND) && fixable.length > 0) {
    actions.push({
      title: 'Fix all auto-fixable handoff problems',
      kind: FIX_ALL_KIND,
      diagnostics: fixable.map((entry) => entry.diagnostic),
      edit: {
        changes: {
          [document.uri]: nonOverlapping(fixable.map((entry) => entry.fix)).map((fix) => editFor(document, fix)),
        },
      },
    });
  }
  return actions;
}

function editFor(document: TextDocument, fix: BufferFix): TextEdit {
  return { range: { start: document.positionAt(fix.start), end: document.positionAt(fix.end) }, newText: fix.text };
}

/**
 * Fixes in buffer order, dropping any that overlaps one kept before it (LSP edits must not overlap; insertions at one
 * point apply in array order).
 */
function nonOverlapping(fixes: readonly BufferFix[]): BufferFix[] {
  const sorted = [...fixes].sort((a, b) => a.start - b.start || a.end - b.end);
  const kept: BufferFix[] = [];
  let reached = -1;
  for (const fix of sorted) {
    if (fix.start < reached) continue;
    kept.push(fix);
    reached = fix.end;
  }
  return kept;
}

function touches(a: Range, b: Range): boolean {
  return !(before(a.end, b.start) || before(b.end, a.start));
}

function before(p: Range['start'], q: Range['start']): boolean {
  return p.line < q.line || (p.line === q.line && p.character < q.character);
}
