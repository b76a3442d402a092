import { checkpointForSession, readCheckpoint } from '@handoff/core/rejections';
import { parseVerbArgs, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import type { Command } from '../lib/io.js';
import { handoffDir, noticeTo, printJson, withStateErrors } from '../lib/rejections-cli.js';

const HELP = `Usage: handoff checkpoint [--dir D] [--for SESSION] [--failed-turn SESSION] [--json]

Print the rejected-approaches checkpoint (the fixed instruction header and the entries),
the text to put before an agent's next turn. Prints nothing when nothing was ever recorded.

With --for SESSION it prints the checkpoint only when SESSION has not received the current
version (a new session, a changed checkpoint, or a delivery a failed turn invalidated),
records the delivery, and otherwise prints nothing; exit 0 either way. --failed-turn
SESSION forgets what SESSION received, so its next request gets the checkpoint again;
with --for it runs first.

Exit codes: 0 printed, or nothing to print; 2 a usage error or an unreadable store.

Options:
  --dir D                the .handoff folder (default: ./.handoff)
  --for SESSION          deliver only when SESSION lacks the current version
  --failed-turn SESSION  invalidate SESSION's delivery (its last turn failed)
  --json                 print {delivered, version, text}; version is "" when nothing was
                         ever recorded; text is the checkpoint when delivered, or always
                         when no --for is given
  -h, --help             show this help
`;

const checkpoint: Command = {
  async run(args, io) {
    const { values } = parseVerbArgs(
      'checkpoint',
      args,
      {
        dir: { type: 'string' },
        for: { type: 'string' },
        'failed-turn': { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
      false,
    );
    if (values.help) return showHelp(io, HELP);
    const dir = handoffDir('checkpoint', io, values.dir);
    const session = values.for;
    const failedTurn = values['failed-turn'];
    if (session === undefined && failedTurn === undefined) {
      const current = await withStateErrors('checkpoint', () => readCheckpoint(dir));
      if (values.json) printJson(io, { delivered: false, version: current.version, text: current.text });
      else io.stdout(current.text);
      return EXIT.ok;
    }
    const result = await withStateErrors('checkpoint', () =>
      checkpointForSession(
        dir,
        { ...(session === undefined ? {} : { session }), ...(failedTurn === undefined ? {} : { failedTurn }) },
        { onNotice: noticeTo(io) },
      ),
    );
    if (!result.ok) throw new UserError(`handoff checkpoint: ${result.message}`);
    if (values.json) printJson(io, { delivered: result.delivered, version: result.version, text: result.text });
    else io.stdout(result.text);
    return EXIT.ok;
  },
};
export default checkpoint;
