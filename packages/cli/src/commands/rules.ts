import { ruleUrl, rules } from '@handoff/linter';
import { parseVerbArgs, showHelp } from '../lib/args.js';
import { docsUrl } from '../lib/docs-url.js';
import { EXIT, UserError } from '../lib/errors.js';
import type { Command, CommandIo } from '../lib/io.js';
import { SCOPE_FILES } from '../lib/rule-scopes.js';

const HELP = `Usage: handoff rules [--json]

List every rule of \`handoff lint\`: its id, default severity, the files it reads, whether
\`--fix\` fixes it, and its one-line description. Each rule's page (what it checks, why,
examples) is at its url; severities are set in the config (${docsUrl('config.md')}).

Options:
  --json      print [{"id", "description", "defaultSeverity", "files", "fixable", "url"}]
  -h, --help  show this help

Exit codes: 0 listed; 2 a usage error.
`;

/** One rule as `handoff rules --json` prints it. */
interface RuleRow {
  id: string;
  description: string;
  defaultSeverity: 'error' | 'warning';
  files: string;
  fixable: boolean;
  url: string;
}

const rulesVerb: Command = {
  run(args, io) {
    return Promise.resolve(list(args, io));
  },
};
export default rulesVerb;

/** The list, or the help; a usage mistake throws. */
function list(args: string[], io: CommandIo): number {
  const { values, positionals } = parseVerbArgs('rules', args, {
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) return showHelp(io, HELP);
  if (positionals.length > 0) throw new UserError(`handoff rules: unexpected argument \`${positionals[0]}\``);
  const rows: RuleRow[] = rules.map((rule) => ({
    id: rule.id,
    description: rule.meta.description,
    defaultSeverity: rule.meta.defaultSeverity === 'warn' ? 'warning' : 'error',
    files: SCOPE_FILES[rule.meta.scope],
    fixable: rule.meta.fixable === true,
    url: ruleUrl(rule.id),
  }));
  if (values.json) {
    io.stdout(`${JSON.stringify(rows, null, 2)}\n`);
    return EXIT.ok;
  }
  const width = (pick: (row: RuleRow) => string) => Math.max(...rows.map((row) => pick(row).length));
  const idWidth = width((row) => row.id);
  const filesWidth = width((row) => row.files);
  const lines = rows.map(
    (row) =>
      `${row.id.padEnd(idWidth)}  ${row.defaultSeverity.padEnd(7)}  ${row.files.padEnd(filesWidth)}  ` +
      `${row.fixable ? 'fix' : '   '}  ${row.description}`,
  );
  lines.push(
    '',
    `${rows.length} rules. A rule's page: ${ruleUrl('<id>')}; \`handoff rules --json\` lists each url.`,
    '',
  );
  io.stdout(lines.map((line) => line.trimEnd()).join('\n'));
  return EXIT.ok;
}
