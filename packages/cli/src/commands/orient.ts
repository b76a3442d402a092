import { resolve } from 'node:path';
import { redactPath } from '@handoff/core/secrets';
import { orient as gatherBrief, renderOrientation, repositoryRoot } from '@handoff/core/branch';

import { parseVerbArgs, pathOption, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import type { Command } from '../lib/io.js';

const HELP = `Usage: handoff orient [--file PATH] [--commits N] [--json]

Print the re-entry brief for this branch: the handoff, the branch's recent commits and
its working-tree state (outside a git repository it says so, and shows the handoff alone).
Secrets in any of them (a token in the handoff, a commit subject
or a file name) are printed as [REDACTED], with a warning on stderr; a handoff that is a
symbolic link, a FIFO or a device is not read.

Exit codes: 0 the brief was printed (also outside a repository, or with no handoff);
2 a usage error.

Options:
  --file PATH    the handoff (default: <repository root>/HANDOFF.md)
  --commits N    how many recent commits to list (default: 10)
  --json         print the brief as JSON
  -h, --help     show this help
`;

const orient: Command = {
  async run(args, io) {
    const { values } = parseVerbArgs(
      'orient',
      args,
      {
        file: { type: 'string' },
        commits: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
      false,
    );
    if (values.help) return showHelp(io, HELP);
    const commits = values.commits === undefined ? 10 : Number(values.commits);
    if (!Number.isInteger(commits) || commits < 1) {
      io.stderr(redactPath(`handoff orient: --commits takes a whole number of 1 or more, not \`${values.commits}\`\n`));
      return EXIT.usage;
    }
    const fileOption = pathOption('orient', '--file', values.file);
    const file = fileOption ? resolve(io.cwd, fileOption) : resolve(repositoryRoot(io.cwd) ?? io.cwd, 'HANDOFF.md');
    const brief = await gatherBrief(io.cwd, file, commits);
    // A handoff the user named that cannot be read (a FIFO, a device, a link) is refused like
    // every verb's input; the default HANDOFF.md of a repository is only reported as not read.
    if (fileOption !== undefined && brief.handoffProblem !== null)
      throw new UserError(`handoff orient: --file ${fileOption}: ${brief.handoffProblem}`);
    if (brief.redactions > 0)
      io.stderr(
        `handoff orient: ${brief.redactions} secret${brief.redactions === 1 ? '' : 's'} printed as [REDACTED]\n`,
      );
    io.stdout(values.json ? `${JSON.stringify(brief, null, 2)}\n` : renderOrientation(brief));
    return EXIT.ok;
  },
};
export default orient;
