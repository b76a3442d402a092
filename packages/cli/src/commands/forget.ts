import { forgetRecordedRejection, goQuote, parseGoInt } from '@handoff/core/rejections';
import { parseVerbArgs, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import type { Command } from '../lib/io.js';
import { quoteValue } from '@handoff/core/secrets';
import { handoffDir, noticeTo, refused, withStateErrors } from '../lib/rejections-cli.js';

const HELP = `Usage: handoff forget [--dir D] N

Remove rejected approach number N (1-based, as \`handoff rejections\` lists them now; later
entries move up by one). A number that is not an entry is refused (exit 1) and nothing
changes. Sessions receive the changed checkpoint on their next request.

Exit codes: 0 removed; 1 refused, nothing changed (no entry N); 2 a usage error or an
unreadable store.

Options:
  --dir D     the .handoff folder (default: ./.handoff)
  -h, --help  show this help
`;

const forget: Command = {
  async run(args, io) {
    // "-1" would read as an option; it is a number, refused below like 0.
    const numeric = args.filter((arg) => /^-[0-9]+$/.test(arg));
    const rest = args.filter((arg) => !/^-[0-9]+$/.test(arg));
    const { values, positionals } = parseVerbArgs(
      'forget',
      [...rest, ...(numeric.length > 0 && !rest.includes('--') ? ['--'] : []), ...numeric],
      {
        dir: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    );
    if (values.help) return showHelp(io, HELP);
    if (positionals.length !== 1)
      throw new UserError(
        'handoff forget: name exactly one entry number; usage: handoff forget N (see `handoff rejections`)',
      );
    const text = positionals[0]!;
    const number = parseGoInt(text.trim());
    if (number === null) {
      throw refused('forget', {
        ok: false,
        code: 'no-such-entry',
        message: `${quoteValue(text)} is not an entry number; run \`handoff rejections\` for the numbers`,
      });
    }
    const dir = handoffDir('forget', io, values.dir);
    const result = await withStateErrors('forget', () =>
      forgetRecordedRejection(dir, number, { onNotice: noticeTo(io) }),
    );
    if (!result.ok) throw refused('forget', result);
    io.stdout(
      `Forgot rejected approach ${number}: ${goQuote(result.removed[0]!.approach)}. Later entries moved up by one.\n`,
    );
    return EXIT.ok;
  },
};
export default forget;
