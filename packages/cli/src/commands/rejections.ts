import { clearRecordedRejections, readRejectionsState, renderEntries } from '@handoff/core/rejections';
import { parseVerbArgs, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import { quoteValue } from '@handoff/core/secrets';
import type { Command } from '../lib/io.js';
import { handoffDir, noticeTo, printJson, withStateErrors } from '../lib/rejections-cli.js';

const HELP = `Usage: handoff rejections [--dir D] [--json]
       handoff rejections clear [--dir D]

List the rejected approaches, numbered as \`handoff forget N\` takes them; values are
quoted so no control character reaches the terminal. \`clear\` empties the list: every
session then receives the empty checkpoint once, which supersedes what it saw before.

Exit codes: 0 listed or cleared; 2 a usage error or an unreadable store.

Options:
  --dir D     the .handoff folder (default: ./.handoff)
  --json      print [{"n", "approach", "evidence"}]
  -h, --help  show this help
`;

const rejections: Command = {
  async run(args, io) {
    const { values, positionals } = parseVerbArgs('rejections', args, {
      dir: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    });
    if (values.help) return showHelp(io, HELP);
    const dir = handoffDir('rejections', io, values.dir);
    if (positionals.length === 1 && positionals[0] === 'clear') {
      const result = await withStateErrors('rejections', () =>
        clearRecordedRejections(dir, { onNotice: noticeTo(io) }),
      );
      const count = result.removed.length;
      if (values.json) printJson(io, { cleared: count, version: result.checkpoint.version });
      else
        io.stdout(
          count === 0
            ? 'No rejected approaches to clear.\n'
            : `Cleared ${count} rejected approach${count === 1 ? '' : 'es'}; each session receives the ` +
                `empty checkpoint once.\n`,
        );
      return EXIT.ok;
    }
    if (positionals.length > 0)
      throw new UserError(
        `handoff rejections: unknown subcommand ${quoteValue(positionals[0]!)}; the only one is \`clear\``,
      );
    const state = await withStateErrors('rejections', () => readRejectionsState(dir));
    const entries = state?.rejected_approaches ?? [];
    if (values.json) {
      printJson(
        io,
        entries.map((entry, index) => ({ n: index + 1, approach: entry.approach, evidence: entry.evidence })),
      );
    } else if (state === null) {
      io.stdout(
        'No rejected approaches recorded. Use handoff reject "<approach> | <evidence>" before switching backends.\n',
      );
    } else {
      io.stdout(entries.length === 0 ? 'No active rejected approaches.\n' : renderEntries(entries));
    }
    return EXIT.ok;
  },
};
export default rejections;
