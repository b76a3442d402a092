import type { Diagnostic, SuppressedDiagnostic } from './diagnostic.js';
import { copyWith } from './copy-with.js';

/** What a `<!-- handoff-… -->` comment asks for. */
type DirectiveKind = 'disable' | 'enable' | 'disable-line' | 'disable-next-line' | 'disable-file';

/** One inline directive: its kind, the rule ids it names (`null`: every rule), where it is, and why. */
interface Directive {
  kind: DirectiveKind;
  rules: string[] | null;
  line: number;
  column: number;
  endLine: number;
  justification: string;
  /** Rule ids (or `*`) whose problems it held back. */
  used: Set<string>;
}

/** What applying a file's directives gives. */
export interface DirectiveOutcome {
  kept: Diagnostic[];
  suppressed: SuppressedDiagnostic[];
  /** Warnings about the directives themselves: unknown rule ids, and unused ones when asked. */
  problems: Diagnostic[];
}

const DIRECTIVE = /<!--\s*handoff-(disable-next-line|disable-line|disable-file|disable|enable)(?![\w-])([\s\S]*?)-->/g;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A quick test before any line is indexed: most files hold no directive at all. */
const HAS_DIRECTIVE = /<!--\s*handoff-(?:disable|enable)/;

/**
 * Apply the inline directives of a file, as markdownlint and ESLint users write them, in
 * HTML comments outside fenced code: `<!-- handoff-disable-next-line rule-id -->`,
 * `<!-- handoff-disable-line … -->`, `<!-- handoff-disable rule-id -->` … `<!-- handoff-enable
 * rule-id -->`, `<!-- handoff-disable-file rule-id -->`; several ids separated by commas or
 * spaces, none meaning every rule, and ` -- ` followed by a justification. Problems that a
 * directive holds back move to `suppressed` (ESLint's `suppressedMessages`); a file that
 * cannot be read (a fatal message) is never held back. A rule id no rule has is a warning;
 * with `reportUnused`, so is a directive that held nothing back.
 */
export function applyDirectives(
  text: string,
  diagnostics: readonly Diagnostic[],
  knownRules: ReadonlySet<string>,
  reportUnused: boolean,
): DirectiveOutcome {
  const directives = readDirectives(text);
  if (directives.length === 0) return { kept: [...diagnostics], suppressed: [], problems: [] };
  const problems: Diagnostic[] = [];
  for (const directive of directives) {
    for (const id of directive.rules ?? []) {
      if (!knownRules.has(id))
        problems.push(
          warning(
            directive,
            `Unknown rule \`${id}\` in a \`handoff-${directive.kind}\` comment, expected a rule id of \`handoff lint\``,
          ),
        );
    }
  }
  const kept: Diagnostic[] = [];
  const suppressed: SuppressedDiagnostic[] = [];
  for (const diagnostic of diagnostics) {
    const by = diagnostic.ruleId === null || diagnostic.fatal ? undefined : holder(directives, diagnostic);
    if (!by) {
      kept.push(diagnostic);
      continue;
    }
    by.used.add(by.rules === null ? '*' : diagnostic.ruleId!);
    suppressed.push(copyWith(diagnostic, { suppressions: [{ kind: 'directive', justification: by.justification }] }));
  }
  if (reportUnused) {
    for (const directive of directives) {
      if (directive.kind === 'enable') continue;
      const names = directive.rules ?? ['*'];
      for (const id of names) {
        if (directive.used.has(id) || (id !== '*' && !knownRules.has(id))) continue;
        problems.push(
          warning(
            directive,
            id === '*'
              ? `Unused \`handoff-${directive.kind}\` comment: it held back no problem`
              : `Unused \`handoff-${directive.kind}\` for \`${id}\`: no problem from it was reported`,
          ),
        );
      }
    }
  }
  return { kept, suppressed, problems };
}

/**
 * The directive that holds a problem back, if any: the file, its line, the line before, or the last disable/enable
 * before it.
 */
function holder(directives: readonly Directive[], d: Diagnostic): Directive | undefined {
  const names = (directive: Directive) => directive.rules === null || directive.rules.includes(d.ruleId!);
  let range: Directive | undefined;
  for (const directive of directives) {
    if (!names(directive)) continue;
    if (directive.kind === 'disable-file') return directive;
    if (directive.kind === 'disable-line' && directive.line <= d.line && d.line <= directive.endLine) return directive;
    if (directive.kind === 'disable-next-line' && d.line === directive.endLine + 1) return directive;
    if ((directive.kind === 'disable' || directive.kind === 'enable') && before(directive, d)) range = directive;
  }
  return range?.kind === 'disable' ? range : undefined;
}

function before(directive: Directive, d: Diagnostic): boolean {
  return directive.line < d.line || (directive.line === d.line && directive.column <= d.column);
}

/** The directives of `text`, in order, skipping comments inside fenced code (examples, not directives). */
function readDirectives(text: string): Directive[] {
  if (!HAS_DIRECTIVE.test(text)) return [];
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) lineStarts.push(i + 1);
  }
  const lineOf = (offset: number): number => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const fenced = fencedLines(text, lineStarts);
  const out: Directive[] = [];
  DIRECTIVE.lastIndex = 0;
  for (let match = DIRECTIVE.exec(text); match; match = DIRECTIVE.exec(text)) {
    const line = lineOf(match.index);
    if (fenced[line]) continue;
    const [body = '', justification = ''] = match[2]!.split(/\s--\s/, 2);
    const ids = body.split(/[\s,]+/).filter(Boolean);
    out.push({
      kind: match[1] as DirectiveKind,
      rules: ids.length === 0 ? null : ids,
      line: line + 1,
      column: match.index - lineStarts[line]! + 1,
      endLine: lineOf(match.index + match[0].length - 1) + 1,
      justification: justification.trim(),
      used: new Set(),
    });
  }
  return out;
}

/** Per line (0-based): inside a fenced code block (the fence lines included). */
function fencedLines(text: string, lineStarts: readonly number[]): boolean[] {
  const fenced = new Array<boolean>(lineStarts.length).fill(false);
  let open: string | null = null;
  for (let i = 0; i < lineStarts.length; i++) {
    const line = text.slice(lineStarts[i], lineStarts[i + 1] ?? text.length);
    const fence = FENCE.exec(line)?.[1];
    if (open === null) {
      if (fence) {
        open = fence;
        fenced[i] = true;
      }
    } else {
      fenced[i] = true;
      if (
        fence &&
        fence[0] === open[0] &&
        fence.length >= open.length &&
        /^\s*$/.test(line.slice(line.indexOf(fence) + fence.length))
      )
        open = null;
    }
  }
  return fenced;
}

function warning(directive: Directive, message: string): Diagnostic {
  return {
    ruleId: null,
    severity: 1,
    message,
    line: directive.line,
    column: directive.column,
    endLine: directive.line,
    endColumn: directive.column,
  };
}
