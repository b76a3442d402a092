import { createRequire } from 'node:module';
import { redactPath } from '@handoff/core/secrets';
import { resolve } from 'node:path';
import {
  ConfigCascade,
  ConfigError,
  NoSuchPathError,
  describeRun,
  formatterNames,
  isFormatterName,
  lintRun,
  loadPiecewiseFormatter,
  parseRuleOptions,
  rules,
  STDIN_PATH,
  type LintResult,
  type RunSummary,
} from '@handoff/linter';
import { parseVerbArgs, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import type { Command } from '../lib/io.js';
import { wantsColor } from '../lib/lint-options.js';
import { batched, reportPieces } from '../lib/report-pieces.js';
import { LINT_USAGE, lintMessages } from '../messages/lint.js';

// What only some options use, loaded by a run that gives them: a plain lint loads none of it.
const fixWriter = () => import('../lib/fix-writer.js');
const lintReport = () => import('../lib/lint-report.js');
const outputFiles = () => import('../lib/output-file.js');

const OPTIONS = {
  format: { type: 'string', short: 'f' },
  config: { type: 'string', short: 'c' },
  rule: { type: 'string', multiple: true },
  'max-warnings': { type: 'string' },
  'stdin-filename': { type: 'string' },
  'output-file': { type: 'string', short: 'o' },
  fix: { type: 'boolean' },
  'follow-symlinks': { type: 'boolean' },
  'fix-dry-run': { type: 'boolean' },
  'report-unused-disable-directives': { type: 'boolean' },
  'no-warn-unknown-kind': { type: 'boolean' },
  'print-config': { type: 'string' },
  'print-kinds': { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const lint: Command = {
  async run(args, io) {
    const { values, positionals } = parseLintArgs(args);
    if (values.help) return showHelp(io, LINT_USAGE);
    if (values['print-config'] !== undefined) return printConfig(values['print-config'], values.config, io);
    const format = values.format ?? 'stylish';
    if (!isFormatterName(format)) throw new UserError(lintMessages.badFormat(format, formatterNames));
    const maxWarnings = values['max-warnings'];
    if (maxWarnings !== undefined && !/^\d+$/.test(maxWarnings))
      throw new UserError(lintMessages.badMaxWarnings(maxWarnings));
    const operands = positionals.length > 0 ? positionals : ['.'];
    const stdinName = values['stdin-filename'];
    if (stdinName !== undefined && !operands.includes('-')) throw new UserError(lintMessages.stdinNameWithoutStdin());
    const outputFile = values['output-file'];
    const followLinksOut = values['follow-symlinks'] === true;
    const outputProblem =
      outputFile === undefined ? null : (await outputFiles()).outputFileProblem(outputFile, io.cwd, followLinksOut);
    if (outputProblem !== null) throw new UserError(lintMessages.badOutputFile(outputFile!, outputProblem));

    let results: LintResult[];
    let summary: RunSummary;
    let stdinText: string | undefined;
    try {
      // Every file gets the merge of the config files from its folder upward (the linter's
      // config cascade, as everywhere else); `--config` names one file for all.
      const settings = parseRuleOptions(values.rule ?? [], rules);
      // A hook runner names every staged Markdown file: one of no kind is passed over, as in a folder walk.
      if (values['no-warn-unknown-kind'] === true) settings['kind-unknown'] = 'off';
      stdinText = operands.includes('-') ? await io.readStdin() : undefined;
      const stdin =
        stdinText === undefined
          ? undefined
          : { text: stdinText, ...(stdinName === undefined ? {} : { filePath: stdinName }) };
      const fix = values.fix === true || values['fix-dry-run'] === true;
      ({ results, summary } = await lintRun(operands, {
        cwd: io.cwd,
        ...(values.config === undefined ? {} : { configFile: values.config }),
        warn: (message) => {
          io.stderr(redactPath(`handoff lint: ${message}\n`));
        },
        // A folder with no Markdown to lint is said, not failed: a repository without Markdown has nothing wrong.
        onEmptyFolder: (error) => {
          io.stderr(redactPath(`handoff lint: ${error.message}\n`));
        },
        settings,
        fix,
        followLinksOut,
        reportUnusedDirectives: values['report-unused-disable-directives'] === true,
        ...(stdin ? { stdin } : {}),
      }));
    } catch (error) {
      if (error instanceof ConfigError)
        throw new UserError(
          error.message.startsWith('--rule')
            ? lintMessages.badOption(lintMessages.usage(error.message))
            : error.message,
        );
      if (error instanceof NoSuchPathError) throw new UserError(lintMessages.usage(error.message));
      throw error;
    }
    // What a run says besides the findings (docs/cli.md, "What a run says it checked"): human
    // formats end their report with it; machine formats keep standard output to their own
    // shape, so it goes to standard error there (the run summary and readings only with --verbose).
    const human = format === 'stylish';
    const verbose = values.verbose === true;
    const told: string[] = [];
    // --fix writes each fixed file; standard input and --fix-dry-run only report (JSON carries `output`).
    let fixesSkipped = 0;
    if (values.fix && !values['fix-dry-run']) {
      const [{ writeFixes }, { fixReport }] = await Promise.all([fixWriter(), lintReport()]);
      const { written, skipped } = await writeFixes(results, {
        cwd: io.cwd,
        followLinksOut,
        skip: (result) =>
          result.filePath === STDIN_PATH || (stdinName !== undefined && result.filePath === resolve(io.cwd, stdinName)),
      });
      for (const { why } of skipped) io.stderr(redactPath(`handoff lint: ${why}\n`));
      fixesSkipped = skipped.length;
      const fixed = fixReport(written, io.cwd);
      if (fixed !== '') {
        if (human) told.push(fixed);
        else io.stderr(fixed);
      }
    }
    // Standard input is linted under its name: SARIF fingerprints its text, not the file of that name.
    const sources =
      stdinText === undefined
        ? undefined
        : new Map([[stdinName === undefined ? STDIN_PATH : resolve(io.cwd, stdinName), stdinText]]);
    if (values['fix-dry-run'] && human)
      told.push(await (await lintReport()).dryRunReport(results, io.cwd, sources ?? new Map()));
    if (values['print-kinds']) return printKinds(results, summary, format, io);
    const says = verbose || (human && !values.quiet);
    if (verbose) {
      const { readingRows, readingTable } = await lintReport();
      told.push(readingTable(readingRows(results), io.cwd));
    }
    if (says) told.push(`${describeRun(summary)}\n`);
    if (values.quiet) results = results.map(errorsOnly);

    const formatter = await loadPiecewiseFormatter(format);
    const version = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
    const color = outputFile === undefined && wantsColor(io.env);
    const formatted = formatter(results, {
      cwd: io.cwd,
      color,
      rules,
      version,
      env: io.env,
      ...(sources ? { sources } : {}),
    });
    const trailer = told.filter((part) => part !== '').join('\n');
    if (!human && trailer !== '') io.stderr(trailer);

    const errors = results.reduce((n, r) => n + r.errorCount, 0);
    const warnings = results.reduce((n, r) => n + r.warningCount, 0);
    // Standard output gets the report as it is formatted, a batch at a time: never the whole of it at once.
    if (outputFile === undefined)
      for (const batch of batched(reportPieces(formatted, trailer, human))) io.stdout(batch);
    else {
      const { writeOutputFile } = await outputFiles();
      const report = [...reportPieces(formatted, trailer, human)].join('');
      await writeOutputFile('handoff lint: --output-file', outputFile, io.cwd, report, followLinksOut);
      io.stdout(`${redactPath(lintMessages.wroteReport(format, outputFile, results.length, errors, warnings))}\n`);
    }
    if (errors > 0 || fixesSkipped > 0) return EXIT.failure;
    if (maxWarnings !== undefined && warnings > Number(maxWarnings)) {
      io.stderr(`${lintMessages.tooManyWarnings(warnings, Number(maxWarnings))}\n`);
      return EXIT.failure;
    }
    return EXIT.ok;
  },
};
export default lint;

/** `--print-config FILE`: the merged config that applies to FILE, as JSON (ESLint's `--print-config`). */
function printConfig(file: string, configFile: string | undefined, io: Parameters<Command['run']>[1]): number {
  let config;
  try {
    config = new ConfigCascade({
      rules,
      cwd: io.cwd,
      ...(configFile === undefined ? {} : { configFile }),
      warn: (message) => {
        io.stderr(redactPath(`handoff lint: ${message}\n`));
      },
    }).forFile(resolve(io.cwd, file));
  } catch (error) {
    if (error instanceof ConfigError) throw new UserError(error.message);
    throw error;
  }
  const shown = {
    files: config.layers.map((layer) => layer.filepath),
    rules: config.rules,
    kinds: config.kinds,
    ignores: config.layers.flatMap((layer) => layer.ignores.map((pattern) => ({ pattern, relativeTo: layer.baseDir }))),
    options: config.ruleOptions,
  };
  io.stdout(redactPath(`${JSON.stringify(shown, null, 2)}\n`));
  return EXIT.ok;
}

/**
 * `--print-kinds`: each file linted, with what it was read as and why (docs/cli.md), instead of
 * the findings: one `path  kind  why` line per file and the run's summary line, or with
 * `--format json` an array of `{ filePath, kind, why, reading }`. Exits 0: it reports readings, not findings.
 */
async function printKinds(
  results: readonly LintResult[],
  summary: RunSummary,
  format: string,
  io: Parameters<Command['run']>[1],
): Promise<number> {
  const { readingRows, readingTable } = await lintReport();
  const rows = readingRows(results);
  if (format === 'json') {
    io.stdout(`${JSON.stringify(rows)}\n`);
    return EXIT.ok;
  }
  io.stdout(`${readingTable(rows, io.cwd)}${describeRun(summary)}\n`);
  return EXIT.ok;
}

function parseLintArgs(args: string[]): ReturnType<typeof parseVerbArgs<typeof OPTIONS>> {
  try {
    return parseVerbArgs('lint', args, OPTIONS);
  } catch (error) {
    if (error instanceof UserError) throw new UserError(lintMessages.badOption(error.message), error.exitCode);
    throw error;
  }
}

function errorsOnly(result: LintResult): LintResult {
  const { suppressedMessages, ...rest } = result;
  const messages = rest.messages.filter((m) => m.severity === 2);
  // What waits for adoption is no error either: the report's notices of it are left out with the warnings.
  const kept = (suppressedMessages ?? []).filter((m) => !m.suppressions.some((s) => s.kind === 'adoption'));
  return {
    ...rest,
    messages,
    warningCount: 0,
    fixableWarningCount: 0,
    ...(kept.length > 0 ? { suppressedMessages: kept } : {}),
  };
}
