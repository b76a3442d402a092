/** `handoff lint --help`. */
export const LINT_USAGE = `Usage: handoff lint [options] [paths|globs|-]...

Lint plans, summaries and handoff documents (plan.md, X-PLAN.md, X.plan.md, their
summaries, RESUME.md, HANDOFF.md, and files whose front matter says \`kind:\`).
Folders are searched for *.md and *.markdown; .gitignore is respected; \`-\` reads
standard input. With no paths, lints the current folder.

Options:
  -f, --format NAME        stylish (default), json, sarif or github
  -c, --config FILE        use this config file instead of searching for one
      --rule ID=SEVERITY   set a rule to off, warn or error (repeatable)
      --max-warnings N     exit 1 when there are more than N warnings
      --stdin-filename F   name standard input (its kind comes from this name)
      --fix                apply the fixes rules offer and write the files (re-lints until
                           none is left, at most 10 passes); fixes never invent content
      --fix-dry-run        compute the fixes without writing (JSON gives each file's \`output\`)
      --print-config FILE  print the merged config that applies to FILE (JSON) and exit
      --report-unused-disable-directives
                           warn about \`handoff-disable\` comments that held nothing back
  -o, --output-file FILE   write the report to FILE (its folder must exist) and a
                           one-line summary to standard output
  -q, --quiet              report errors only
  -h, --help               show this help

Config files: each file gets the merge of the config files from its folder upward (nearer
wins; \`"root": true\` stops the search): .handoffrc, .handoffrc.json, .handoffrc.yaml,
.handoffrc.yml, handoff.config.json, package.json ("handoff" key).

Exit codes: 0 no errors, 1 errors (or too many warnings), 2 usage, config or internal error.
`;

const HELP = '; run `handoff lint --help`';

/** One-line messages of `handoff lint`, each saying what happened and what to do; option errors point at the help. */
export const lintMessages = {
  badFormat: (name: string, names: readonly string[]) => `handoff lint: unknown format \`${name}\`; use --format ${names.join('|')}${HELP}`,
  badMaxWarnings: (value: string) => `handoff lint: --max-warnings ${value}: expected a whole number of 0 or more${HELP}`,
  stdinNameWithoutStdin: () => `handoff lint: --stdin-filename names standard input; add \`-\` to the paths to read it${HELP}`,
  badOption: (message: string) => `${message}${HELP}`,
  usage: (message: string) => `handoff lint: ${message}`,
  tooManyWarnings: (count: number, max: number) => `handoff lint: ${count} warnings, more than --max-warnings ${max}`,
  badOutputFile: (file: string, why: string) => `handoff lint: --output-file ${file}: ${why}; name a file in an existing folder`,
  wroteReport: (format: string, file: string, files: number, errors: number, warnings: number) =>
    `handoff lint: ${format} report written to ${file}: ${files} ${files === 1 ? 'file' : 'files'}, ${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`,
};
