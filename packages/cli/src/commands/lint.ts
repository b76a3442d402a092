import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { ConfigCascade, ConfigError, NoSuchPathError, formatterNames, isFormatterName, lintFiles, loadFormatter, parseRuleOptions, rules, STDIN_PATH, type LintResult } from '@handoff/linter';
import { parseVerbArgs, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import type { Command } from '../lib/io.js';
import { configSearchFolder, wantsColor } from '../lib/lint-options.js';
import { outputFileProblem, writeReportAtomically } from '../lib/output-file.js';
import { LINT_USAGE, lintMessages } from '../messages/lint.js';

const OPTIONS = {
  format: { type: 'string', short: 'f' },
  config: { type: 'string', short: 'c' },
  rule: { type: 'string', multiple: true },
  'max-warnings': { type: 'string' },
  'stdin-filename': { type: 'string' },
  'output-file': { type: 'string', short: 'o' },
  fix: { type: 'boolean' },
  'fix-dry-run': { type: 'boolean' },
  'report-unused-disable-directives': { type: 'boolean' },
  'print-config': { type: 'string' },
  quiet: { type: 'boolean', short: 'q' },
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
    if (maxWarnings !== undefined && !/^\d+$/.test(maxWarnings)) throw new UserError(lintMessages.badMaxWarnings(maxWarnings));
    const operands = positionals.length > 0 ? positionals : ['.'];
    const stdinName = values['stdin-filename'];
    if (stdinName !== undefined && !operands.includes('-')) throw new UserError(lintMessages.stdinNameWithoutStdin());
    const outputFile = values['output-file'];
    const outputProblem = outputFile === undefined ? null : outputFileProblem(outputFile, io.cwd);
    if (outputProblem !== null) throw new UserError(lintMessages.badOutputFile(outputFile!, outputProblem));

    let results: LintResult[];
    let stdinText: string | undefined;
    try {
      // Every file gets the merge of the config files from its folder upward (as the language
      // server applies them); `--config` names one file for all. The run root's config drives the walk.
      const configs = new ConfigCascade({ rules, cwd: io.cwd, ...(values.config === undefined ? {} : { configFile: values.config }) });
      const config = await configs.forFolder(await configSearchFolder(operands, io.cwd));
      const settings = parseRuleOptions(values.rule ?? [], rules);
      stdinText = operands.includes('-') ? await io.readStdin() : undefined;
      const stdin = stdinText === undefined ? undefined : { text: stdinText, ...(stdinName === undefined ? {} : { filePath: stdinName }) };
      const fix = values.fix === true || values['fix-dry-run'] === true;
      results = await lintFiles(operands, { cwd: io.cwd, config, configs, settings, fix, reportUnusedDirectives: values['report-unused-disable-directives'] === true, ...(stdin ? { stdin } : {}) });
    } catch (error) {
      if (error instanceof ConfigError) throw new UserError(error.message.startsWith('--rule') ? lintMessages.badOption(lintMessages.usage(error.message)) : error.message);
      if (error instanceof NoSuchPathError) throw new UserError(lintMessages.usage(error.message));
      throw error;
    }
    // --fix writes each fixed file; standard input and --fix-dry-run only report (JSON carries `output`).
    if (values.fix && !values['fix-dry-run']) {
      for (const result of results) {
        if (result.output === undefined || result.filePath === STDIN_PATH || (stdinName !== undefined && result.filePath === resolve(io.cwd, stdinName))) continue;
        await writeReportAtomically(result.filePath, io.cwd, result.output);
      }
    }
    if (values.quiet) results = results.map(errorsOnly);

    const formatter = await loadFormatter(format);
    const version = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
    // Standard input is linted under its name: SARIF fingerprints its text, not the file of that name.
    const sources = stdinText === undefined ? undefined : new Map([[stdinName === undefined ? STDIN_PATH : resolve(io.cwd, stdinName), stdinText]]);
    const color = outputFile === undefined && wantsColor(io.env);
    const report = formatter(results, { cwd: io.cwd, color, rules, version, env: io.env, ...(sources ? { sources } : {}) });

    const errors = results.reduce((n, r) => n + r.errorCount, 0);
    const warnings = results.reduce((n, r) => n + r.warningCount, 0);
    if (outputFile === undefined) io.stdout(report);
    else {
      await writeReportAtomically(outputFile, io.cwd, report);
      io.stdout(`${lintMessages.wroteReport(format, outputFile, results.length, errors, warnings)}\n`);
    }
    if (errors > 0) return EXIT.failure;
    if (maxWarnings !== undefined && warnings > Number(maxWarnings)) {
      io.stderr(`${lintMessages.tooManyWarnings(warnings, Number(maxWarnings))}\n`);
      return EXIT.failure;
    }
    return EXIT.ok;
  },
};
export default lint;

/** `--print-config FILE`: the merged config that applies to FILE, as JSON (ESLint's `--print-config`). */
async function printConfig(file: string, configFile: string | undefined, io: Parameters<Command['run']>[1]): Promise<number> {
  let config;
  try {
    config = await new ConfigCascade({ rules, cwd: io.cwd, ...(configFile === undefined ? {} : { configFile }) }).forFile(resolve(io.cwd, file));
  } catch (error) {
    if (error instanceof ConfigError) throw new UserError(error.message);
    throw error;
  }
  const shown = {
    files: config.layers.map((layer) => layer.filepath),
    rules: config.rules,
    kinds: config.kinds,
    ignores: config.layers.flatMap((layer) => layer.ignores.map((pattern) => ({ pattern, relativeTo: layer.baseDir }))),
    decisions: config.decisions,
  };
  io.stdout(`${JSON.stringify(shown, null, 2)}\n`);
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
  const messages = result.messages.filter((m) => m.severity === 2);
  return { ...result, messages, warningCount: 0, fixableWarningCount: 0 };
}
