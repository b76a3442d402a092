import { relative, resolve } from 'node:path';
import { commitHandoff, MAX_HANDOFF_BYTES, repositoryRoot } from '@handoff/core/branch';

import { parseVerbArgs, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import type { Command } from '../lib/io.js';

const HELP = `Usage: handoff commit [-m MSG] [--file PATH]

Commit the handoff file alone on the current branch. Other staged work stays staged and
uncommitted; a git-ignored handoff is committed all the same; a symlink or a file over
256 KiB is refused.

Options:
  -m, --message MSG  the commit message (default: "Update handoff")
  --file PATH        the handoff to commit (default: <repository root>/HANDOFF.md)
  -h, --help         show this help
`;

const commit: Command = {
  async run(args, io) {
    const { values } = parseVerbArgs('commit', args, {
      message: { type: 'string', short: 'm' },
      file: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    }, false);
    if (values.help) return showHelp(io, HELP);
    const root = repositoryRoot(io.cwd);
    if (!root) throw new UserError(`handoff commit: ${io.cwd} is not inside a git repository`);
    const file = values.file ? resolve(io.cwd, values.file) : resolve(root, 'HANDOFF.md');
    const shown = relative(io.cwd, file) || file;
    const outcome = await commitHandoff(io.cwd, file, values.message ?? 'Update handoff');
    if (!outcome.ok) {
      const r = outcome.refusal;
      const why = {
        'not-a-repository': `${io.cwd} is not inside a git repository`,
        missing: `${shown} does not exist; run \`handoff init --from-plan plan.md\` first`,
        symlink: `${shown} is a symbolic link; refusing to commit what it points to`,
        'not-a-file': `${shown} is not a regular file`,
        'too-large': `${shown} is larger than ${MAX_HANDOFF_BYTES} bytes; a handoff is a document, not a dump`,
        'outside-repository': `${shown} is outside the repository`,
      }[r.code];
      io.stderr(`handoff commit: ${why}\n`);
      return EXIT.failure;
    }
    io.stdout(outcome.committed ? `Committed ${shown} alone as ${outcome.commit.slice(0, 12)}.\n` : `${shown} is unchanged since the last commit; nothing to commit.\n`);
    return EXIT.ok;
  },
};
export default commit;
