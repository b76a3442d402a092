import { createRequire } from 'node:module';
import { redactPath } from '@handoff/core/secrets';
import type { LintResult, SuppressedDiagnostic } from '../diagnostic.js';
import type { Formatter, FormatterContext } from './types.js';
import { displayPath } from './paths.js';
import { displayWidth, padColumns } from '../display-width.js';
import { sectionTitle } from '../decision-rules-support.js';

/**
 * ESLint's stylish layout: a path line per file with findings, then aligned
 * `line:col  severity  message  rule-id` rows, then a `✖ N problems (E errors, W warnings)`
 * line. Clean runs print nothing.
 */
export const formatStylish: Formatter = (results, context) => Array.from(stylishPieces(results, context)).join('');

/**
 * The stylish report in pieces, a file's block at a time, then the totals: joined, they are
 * `formatStylish`'s text. The CLI writes them as they come, so a report of many files is never
 * held whole (nor its lines, nor a copy of it as bytes).
 */
export function* stylishPieces(results: readonly LintResult[], context: FormatterContext): Generator<string> {
  const c = colors(context.color);
  const shown = results.filter((result) => result.messages.length > 0);
  const errors = shown.reduce((n, result) => n + result.errorCount, 0);
  const warnings = shown.reduce((n, result) => n + result.warningCount, 0);
  const fixable = shown.reduce((n, result) => n + result.fixableErrorCount + result.fixableWarningCount, 0);
  const total = errors + warnings;
  const notice = () =>
    heldBackNotices(results, context)
      .map((line) => c.dim(line))
      .join('\n');
  if (total === 0) {
    const said = notice();
    if (said) yield `${said}\n`;
    return;
  }
  // Each block opens with a blank line, as ESLint's does (the first one's is the report's first line).
  for (const [index, result] of shown.entries()) yield `${index === 0 ? '' : '\n'}\n${fileBlock(result, context, c)}`;
  const mark = errors > 0 ? c.red : c.yellow;
  const out = [
    '',
    '',
    mark(
      c.bold(
        `✖ ${total} ${plural(total, 'problem')} (${errors} ${plural(errors, 'error')}, ` +
          `${warnings} ${plural(warnings, 'warning')})`,
      ),
    ),
  ];
  if (fixable > 0)
    out.push(mark(c.bold(`  ${fixable} ${plural(fixable, 'problem')} fixable with \`handoff lint --fix\``)));
  const said = notice();
  if (said) out.push('', said);
  yield out.join('\n') + '\n\n';
}

/** One file's block: its path, then a row per finding, aligned in columns. */
function fileBlock(result: LintResult, context: FormatterContext, c: Colors): string {
  const rows = result.messages.map(
    (m) =>
      [
        `${m.line}:${m.column}`,
        m.severity === 2 ? 'error' : 'warning',
        oneLine(redactPath(m.message)),
        m.ruleId ?? '',
      ] as const,
  );
  // A reduce, not Math.max(...): a file can have more messages than a call takes arguments.
  const width = [0, 1, 2].map((i) => rows.reduce((most, row) => Math.max(most, displayWidth(row[i]!)), 0));
  const out = [c.underline(redactPath(displayPath(result.filePath, context.cwd)))];
  for (const [place, severity, message, ruleId] of rows) {
    const sev = severity === 'error' ? c.red(severity.padEnd(width[1]!)) : c.yellow(severity.padEnd(width[1]!));
    out.push(
      `  ${c.dim(place.padEnd(width[0]!))}  ${sev}  ${padColumns(message, width[2]!)}  ${c.dim(ruleId)}`.trimEnd(),
    );
  }
  return out.join('\n');
}

/** The styles stylish uses. */
type Colors = Pick<
  ReturnType<typeof import('picocolors').createColors>,
  'bold' | 'dim' | 'red' | 'underline' | 'yellow'
>;

/** Without colour every style is `String`, as picocolors' own are then. */
const PLAIN: Colors = { bold: String, dim: String, red: String, underline: String, yellow: String };

/**
 * picocolors' styles, or `PLAIN` when the output is not coloured: picocolors is a CommonJS module, and the first
 * one a run loads sets up Node's CommonJS loader (about 5 ms of a one-file lint), so only a coloured run loads it.
 */
function colors(color: boolean): Colors {
  if (!color) return PLAIN;
  const { createColors } = createRequire(import.meta.url)('picocolors') as typeof import('picocolors');
  return createColors(true);
}

/**
 * What was held back until a project adopts a convention (kind `adoption`; not what an option silenced): a line for
 * the plans and summaries without a decisions section, and for the hand-overs a line then a row per hand-over naming
 * what the reading did not find there, as its rules sum each claim up (`heldBackSummaries`), at the first line it
 * was claimed on (up to `LISTED_FILES` rows). A claim on a hand-over is said as what the reading found, not as a
 * fact about the file: judged, many such claims are wrong (docs/real-files.md, "The development half's claims,
 * judged"), which is why they are rows under a notice and not findings.
 */
function heldBackNotices(results: Parameters<Formatter>[0], context: FormatterContext): string[] {
  return [...plansNotice(results), ...handoffsNotice(results, context), ...secretsNotice(results, context)];
}

/**
 * The line on values written by hand where a secret is named (`password=admin123`), held back until the project
 * adopts handoff (docs/secrets.md, "Written values wait for adoption"), then a row per file with the lines; never a
 * value.
 */
function secretsNotice(results: Parameters<Formatter>[0], context: FormatterContext): string[] {
  const files = results.flatMap((result) => {
    const held = heldBackForAdoption(result).filter((m) => m.ruleId === 'secret');
    return held.length === 0
      ? []
      : [
          {
            path: redactPath(displayPath(result.filePath, context.cwd)),
            values: held.length,
            lines: [...new Set(held.map((m) => m.line))],
          },
        ];
  });
  if (files.length === 0) return [];
  const values = files.reduce((sum, file) => sum + file.values, 0);
  return [
    `${values} ${plural(values, 'value')} written by hand where a secret is named (not generated) not reported, in ` +
      `${files.length} ${plural(files.length, 'file')}, as ${files.length === 1 ? 'its' : 'their'} project has not ` +
      'adopted handoff (a `.handoffrc.json` reports them as errors):',
    ...fileRows(
      files.map(({ path, lines }) => ({ path, text: `${plural(lines.length, 'line')} ${lines.join(', ')}` })),
      '',
    ),
  ];
}

/** The line on plans and summaries whose missing decisions section waits for the buckets' adoption. */
function plansNotice(results: Parameters<Formatter>[0]): string[] {
  const plans = results.filter((result) =>
    heldBackForAdoption(result).some((m) => m.ruleId === 'section-missing'),
  ).length;
  if (plans === 0) return [];
  return [
    `${plans} ${plural(plans, 'plan or summary', 'plans or summaries')} without a bucketed decisions section ` +
      `(\`## ${sectionTitle('plan')}\`, \`## ${sectionTitle('summary')}\`) not ` +
      `reported: no plan or summary of ${plans === 1 ? 'its' : 'their'} project has one yet; ` +
      `set \`"section-missing": ["error", { "decisions": "required" }]\` in the config's rules to report them`,
  ];
}

/** The line on hand-overs whose claims wait for handoff's adoption, then a row per hand-over. */
function handoffsNotice(results: Parameters<Formatter>[0], context: FormatterContext): string[] {
  const summaries = new Map(context.rules.map((rule) => [rule.id, rule.meta.heldBackSummaries ?? {}]));
  const handoffs = results.flatMap((result) => {
    // Each summary once, at the first line it was claimed on; a claim about the whole file (at 1:1) names no line.
    const said = new Map<string, number>();
    for (const m of heldBackForAdoption(result)) {
      const summary = summaries.get(m.ruleId!)?.[m.messageId ?? ''];
      if (summary !== undefined && !said.has(summary)) said.set(summary, m.line);
    }
    const found = [...said].map(([summary, line]) => (line > 1 ? `${summary} (line ${line})` : summary));
    return found.length === 0
      ? []
      : [{ path: redactPath(displayPath(result.filePath, context.cwd)), found: found.join('; ') }];
  });
  const n = handoffs.length;
  if (n === 0) return [];
  return [
    `Held back in ${n} ${plural(n, 'hand-over')}, as ${n === 1 ? 'its' : 'their'} project has not adopted handoff ` +
      `(a \`.handoffrc.json\` reports these as findings):`,
    ...fileRows(
      handoffs.map(({ path, found }) => ({ path, text: found })),
      ' (`--print-kinds` names every hand-over and what it holds)',
    ),
  ];
}

/** How many files a held-back notice names, one row each; `--print-kinds` names every hand-over. */
const LISTED_FILES = 10;

/**
 * A held-back notice's rows: a file's path, padded to the widest listed, and what the notice says of it, for at most
 * `LISTED_FILES` files; then how many more, and `more` (where all are named).
 */
function fileRows(rows: ReadonlyArray<{ path: string; text: string }>, more: string): string[] {
  const listed = rows.slice(0, LISTED_FILES);
  const width = listed.reduce((most, row) => Math.max(most, displayWidth(row.path)), 0);
  return [
    ...listed.map(({ path, text }) => `  ${padColumns(path, width)}  ${text}`),
    ...(rows.length > listed.length ? [`  … and ${rows.length - listed.length} more${more}`] : []),
  ];
}

/** A result's findings held back until its project adopts a convention. */
function heldBackForAdoption(result: LintResult): SuppressedDiagnostic[] {
  return (result.suppressedMessages ?? []).filter((m) => m.suppressions.some((s) => s.kind === 'adoption'));
}

function plural(n: number, word: string, words = `${word}s`): string {
  return n === 1 ? word : words;
}

/** Messages are one line by contract; a stray newline must not break the table. */
function oneLine(message: string): string {
  return message.replace(/\s*[\r\n]+\s*/g, ' ');
}
