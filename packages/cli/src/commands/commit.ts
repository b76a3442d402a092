import { relative, resolve } from 'node:path';
import { commitHandoff, MAX_HANDOFF_BYTES, repositoryRoot, type CommitRefusal } from '@handoff/core/branch';
import { describeCategory, findSecrets, redactPath } from '@handoff/core/secrets';
import { parseVerbArgs, pathOption, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import type { Command } from '../lib/io.js';

const HELP = `Usage: handoff commit [-m MSG] [--file PATH]

Commit the handoff file alone on the current branch. Other staged work stays staged and
uncommitted; a git-ignored handoff is committed all the same; a symlink, a file over
256 KiB or a file holding a secret (named by kind and line, never shown) is refused, and
nothing is staged or committed.

Exit codes: 0 committed, or nothing to commit (the file is unchanged); 1 refused, nothing
staged or committed (not a repository, no such file, a link, too large, a secret, git
refused); 2 a usage error.

Options:
  -m, --message MSG  the commit message (default: "Update handoff")
  --file PATH        the handoff to commit (default: <repository root>/HANDOFF.md)
  -h, --help         show this help
`;

const commit: Command = {
  async run(args, io) {
    const { values } = parseVerbArgs(
      'commit',
      args,
      {
        message: { type: 'string', short: 'm' },
        file: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      false,
    );
    if (values.help) return showHelp(io, HELP);
    const root = repositoryRoot(io.cwd);
    if (!root) throw new UserError(`handoff commit: ${io.cwd} is not inside a git repository`);
    const fileOption = pathOption('commit', '--file', values.file);
    const file = fileOption ? resolve(io.cwd, fileOption) : resolve(root, 'HANDOFF.md');
    const shown = relative(io.cwd, file) || file;
    const message = values.message ?? 'Update handoff';
    const secret = findSecrets(message)[0];
    if (secret)
      throw new UserError(
        `handoff commit: the commit message holds a secret (${describeCategory(secret.category)}); ` +
          `nothing was staged or committed`,
        EXIT.failure,
      );
    const outcome = await commitHandoff(io.cwd, file, message);
    if (!outcome.ok) {
      io.stderr(redactPath(`handoff commit: ${refusalLine(outcome.refusal, shown, io.cwd)}\n`));
      return EXIT.failure;
    }
    io.stdout(
      outcome.committed
        ? `Committed ${shown} alone as ${outcome.commit.slice(0, 12)}.\n`
        : `${shown} is unchanged since the last commit; nothing to commit.\n`,
    );
    return EXIT.ok;
  },
};
export default commit;

/** One line for a refused commit; a secret is named by kind and line, never shown. */
function refusalLine(refusal: CommitRefusal, shown: string, cwd: string): string {
  switch (refusal.code) {
    case 'not-a-repository':
      return `${cwd} is not inside a git repository`;
    case 'missing':
      return `${shown} does not exist; run \`handoff init --from-plan plan.md\` first`;
    case 'symlink':
      return `${shown} is a symbolic link; refusing to commit what it points to`;
    case 'not-a-file':
      return `${shown} is not a regular file`;
    case 'too-large':
      return `${shown} is larger than ${MAX_HANDOFF_BYTES} bytes; a handoff is a document, not a dump`;
    case 'outside-repository':
      return `${shown} is outside the repository`;
    case 'secret':
      return (
        `${shown} line ${refusal.line} holds a secret (${describeCategory(refusal.category)}); ` +
        `replace it with a reference to where it is kept (nothing was staged or committed)`
      );
  }
}
