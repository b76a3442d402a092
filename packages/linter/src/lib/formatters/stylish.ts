import { createRequire } from 'node:module';
import { redactPath } from '@handoff/core/secrets';
import type { Formatter } from './types.js';
import { displayPath } from './paths.js';

/**
 * ESLint's stylish layout: a path line per file with findings, then aligned
 * `line:col  severity  message  rule-id` rows, then a `✖ N problems (E errors, W warnings)`
 * line. Clean runs print nothing.
 */
export const formatStylish: Formatter = (results, context) => {
  const c = colors(context.color);
  const out: string[] = [];
  let errors = 0;
  let warnings = 0;
  let fixable = 0;
  for (const result of results) {
    if (result.messages.length === 0) continue;
    errors += result.errorCount;
    warnings += result.warningCount;
    fixable += result.fixableErrorCount + result.fixableWarningCount;
    out.push('', c.underline(redactPath(displayPath(result.filePath, context.cwd))));
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
    const width = [0, 1, 2].map((i) => rows.reduce((most, row) => Math.max(most, row[i]!.length), 0));
    for (const [place, severity, message, ruleId] of rows) {
      const sev = severity === 'error' ? c.red(severity.padEnd(width[1]!)) : c.yellow(severity.padEnd(width[1]!));
      out.push(`  ${c.dim(place.padEnd(width[0]!))}  ${sev}  ${message.padEnd(width[2]!)}  ${c.dim(ruleId)}`.trimEnd());
    }
  }
  const total = errors + warnings;
  const notice = heldBackNotices(results)
    .map((line) => c.dim(line))
    .join('\n');
  if (total === 0) return notice ? `${notice}\n` : '';
  const mark = errors > 0 ? c.red : c.yellow;
  out.push(
    '',
    mark(
      c.bold(
        `✖ ${total} ${plural(total, 'problem')} (${errors} ${plural(errors, 'error')}, ` +
          `${warnings} ${plural(warnings, 'warning')})`,
      ),
    ),
  );
  if (fixable > 0)
    out.push(mark(c.bold(`  ${fixable} ${plural(fixable, 'problem')} fixable with \`handoff lint --fix\``)));
  if (notice) out.push('', notice);
  return out.join('\n') + '\n\n';
};

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
 * One line per kind of finding held back until its project adopts a convention (kind `adoption`; not those an option
 * silenced), saying how many files it spared and how to report them. A claim on a hand-over is said as what the
 * reading found, not as a fact about the file: judged, many such claims are wrong (docs/real-files.md, "The development
 * half's claims, judged").
 */
function heldBackNotices(results: Parameters<Formatter>[0]): string[] {
  const lines: string[] = [];
  const plans = heldBackForAdoption(results, ['section-missing']);
  if (plans > 0)
    lines.push(
      `${plans} ${plural(plans, 'plan or summary', 'plans or summaries')} without a decisions section not ` +
        `reported: no plan or summary of ${plans === 1 ? 'its' : 'their'} project has one yet; ` +
        `set \`"section-missing": ["error", { "decisions": "required" }]\` in the config's rules to report them`,
    );
  const handoffs = heldBackForAdoption(results, FREE_FORM_RULES);
  if (handoffs > 0) {
    const [its, them] = handoffs === 1 ? ['its', 'it'] : ['their', 'them'];
    lines.push(
      `${handoffs} ${plural(handoffs, 'hand-over')} in which no record of failed approaches or no step to run was ` +
        `found, not reported: ${its} project has not adopted handoff (\`--print-kinds\` names ${them}; a ` +
        `\`.handoffrc.json\` reports ${them})`,
    );
  }
  return lines;
}

/** The rules whose claims on a free-form hand-over wait for adoption (their option `freeForm`). */
const FREE_FORM_RULES = ['handoff-failed-approaches-empty', 'handoff-next-step-no-command'];

/** Files with a finding of one of `ruleIds` held back until their project adopts a convention. */
function heldBackForAdoption(results: Parameters<Formatter>[0], ruleIds: readonly string[]): number {
  let count = 0;
  for (const result of results)
    if (
      result.suppressedMessages?.some(
        (m) => ruleIds.includes(m.ruleId ?? '') && m.suppressions.some((s) => s.kind === 'adoption'),
      )
    )
      count++;
  return count;
}

function plural(n: number, word: string, words = `${word}s`): string {
  return n === 1 ? word : words;
}

/** Messages are one line by contract; a stray newline must not break the table. */
function oneLine(message: string): string {
  return message.replace(/\s*[\r\n]+\s*/g, ' ');
}
