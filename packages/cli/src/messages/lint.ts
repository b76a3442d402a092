/** `handoff lint --help`. */
export const LINT_USAGE = `Usage: handoff lint [options] [paths|globs|-]...

Lint plans, summaries and handoff documents (plan.md, X-PLAN.md, X.plan.md, X_PLAN.md, their
summaries, RESUME.md, HANDOFF.md, NEXT_SESSION.md and other session notes, and files whose
front matter says \`kind:\`). A name gives its kind only where the content corroborates it.
Folders are searched for *.md and *.markdown; .gitignore is respected, as git does (a
tracked file is linted); \`-\` reads standard input. With no paths, lints the current folder.

Options:
  -f, --format NAME        stylish (default), json, sarif or github
  -c, --config FILE        use this config file instead of searching for one
      --rule ID=SEVERITY   set a rule to off, warn or error (repeatable)
      --max-warnings N     exit 1 when there are more than N warnings
      --stdin-filename F   name standard input (its kind comes from this name)
      --fix                apply the fixes rules offer and write the files (re-lints until
                           none is left, at most 10 passes), and say which files and how many
                           fixes each; fixes never invent content; a file edited meanwhile is
                           skipped with a warning (exit 1)
      --fix-dry-run        compute the fixes without writing: a diff per file (JSON gives each
                           file's \`output\` instead); secrets redacted
      --print-config FILE  print the merged config that applies to FILE (JSON) and exit
      --print-kinds        print each file's kind and why (its source, the content that
                           corroborates its name, a handoff's layout), or why it has none,
                           instead of the findings; with --format json, as JSON; exits 0
      --report-unused-disable-directives
                           warn about \`handoff-disable\` comments that held nothing back
      --no-warn-unknown-kind
                           pass over a named file of no hand-off kind in silence (no
                           kind-unknown), as a folder walk does: for commit hooks, which
                           name every staged Markdown file
  -o, --output-file FILE   write the report to FILE (its folder must exist; a new name or a
                           regular file, never a link, FIFO or device) and a one-line
                           summary to standard output
      --follow-symlinks    follow symbolic links out of the project (reading, --fix and
                           --output-file); without it they are reported, never followed
      --verbose            also print each file's kind and why (as --print-kinds) before the
                           line that says what was checked; on standard error for json,
                           sarif and github
  -q, --quiet              report errors only, without the line that says what was checked
  -h, --help               show this help

Config files: each file gets the merge of the config files from its folder upward (nearer
wins; \`"root": true\` stops the search): .handoffrc, .handoffrc.json, .handoffrc.yaml,
.handoffrc.yml, handoff.config.json, package.json ("handoff" key).

The stylish report ends with one line saying what was checked: files linted by kind,
plan/summary pairs, files passed over. Machine formats keep it off standard output.

Exit codes: 0 no errors, 1 errors (or too many warnings), 2 usage, config or internal error.
`;

const HELP = '; run `handoff lint --help`';

/** One-line messages of `handoff lint`, each saying what happened and what to do; option errors point at the help. */
export const lintMessages = {
  badFormat: (name: string, names: readonly string[]) =>
    `handoff lint: unknown format \`${name}\`; use --format ${names.join('|')}${HELP}`,
  badMaxWarnings: (value: string) =>
    `handoff lint: --max-warnings ${value}: expected a whole number of 0 or more${HELP}`,
  stdinNameWithoutStdin: () =>
    `handoff lint: --stdin-filename names standard input; add \`-\` to the paths to read it${HELP}`,
  badOption: (message: string) => `${message}${HELP}`,
  usage: (message: string) => `handoff lint: ${message}`,
  tooManyWarnings: (count: number, max: number) =>
    `handoff lint: ${count} ${count === 1 ? 'warning' : 'warnings'}, more than --max-warnings ${max}`,
  badOutputFile: (file: string, why: string) => `handoff lint: --output-file ${file}: ${why}`,
  wroteReport: (format: string, file: string, files: number, errors: number, warnings: number) =>
    `handoff lint: ${format} report written to ${file}: ${files} ${files === 1 ? 'file' : 'files'}, ` +
    `${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`,
};
