import { parseTranscriptJsonl, readRejectionsState, switchReminder } from '@handoff/core/rejections';
import { redactPath } from '@handoff/core/secrets';
import { parseVerbArgs, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import { readInputText } from '../lib/input.js';
import type { Command } from '../lib/io.js';
import { handoffDir, withStateErrors } from '../lib/rejections-cli.js';
import { shellWord } from '../lib/shell-word.js';

const HELP = `Usage: handoff remind --transcript FILE [--dir D] [--json]

Print the switch reminder for a session about to hand over: the work done since the
last checkpoint change (the last message starting with "[Handoff decision"), with the
interrupted turns and failed tool calls counted as a hint. Prints nothing when no
assistant message came after that change. It never records a rejection: only the user
decides what is ruled out.

FILE is JSON Lines, one message per line: {"role", "content"} with content a string or
content blocks (tool_result blocks count), or an envelope holding it under "message".
Lines that hold no message are skipped with a warning. "-" reads standard input.

It reads the checkpoint of the .handoff folder (never writes it): when that already holds
rejected approaches, a second line says how many and how to list them, so one is not
recorded twice; with --dir, the commands it suggests name that folder.

Exit codes: 0 printed, or nothing to remind of; 2 a usage error, an unreadable transcript
or an unreadable store.

Options:
  --transcript FILE  the transcript to read (required)
  --dir D            the .handoff folder whose checkpoint it reads (default: ./.handoff)
  --json             print {hint, worked, interrupted, failed, skipped_lines, recorded}
  -h, --help         show this help
`;

const remind: Command = {
  async run(args, io) {
    const { values } = parseVerbArgs(
      'remind',
      args,
      {
        transcript: { type: 'string' },
        dir: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
      false,
    );
    if (values.help) return showHelp(io, HELP);
    if (values.transcript === undefined)
      throw new UserError('handoff remind: missing --transcript FILE (JSON Lines, one message per line)');
    const dir = handoffDir('remind', io, values.dir);
    const { text } = await readInputText('handoff remind', '--transcript', values.transcript, io);
    const { messages, skippedLines } = parseTranscriptJsonl(text);
    if (skippedLines.length > 0) {
      io.stderr(
        redactPath(
          `handoff remind: ${values.transcript}: skipped ${skippedLines.length} line` +
            `${skippedLines.length === 1 ? '' : 's'} holding no message (first: line ${skippedLines[0]})\n`,
        ),
      );
    }
    const state = await withStateErrors('remind', () => readRejectionsState(dir));
    const recorded = state?.rejected_approaches.length ?? 0;
    // The commands it suggests work on the folder it read: `--dir` as the user wrote it.
    const dirArgument = values.dir === undefined ? '' : ` --dir ${shellWord(values.dir)}`;
    const reminder = switchReminder(messages, { recordCommand: `handoff reject${dirArgument}` });
    if (values.json) {
      // The hint quotes the transcript's commands: a secret in one is redacted.
      io.stdout(
        redactPath(
          JSON.stringify(
            {
              hint: reminder.hint,
              worked: reminder.worked,
              interrupted: reminder.interrupted,
              failed: reminder.failed,
              skipped_lines: skippedLines.length,
              recorded,
            },
            null,
            2,
          ) + '\n',
        ),
      );
    } else if (reminder.hint !== '') {
      io.stdout(`${redactPath(reminder.hint)}\n`);
      if (recorded > 0)
        io.stdout(
          redactPath(
            `The checkpoint already holds ${recorded} rejected approach${recorded === 1 ? '' : 'es'}; to list them: ` +
              `handoff rejections${dirArgument}\n`,
          ),
        );
    }
    return EXIT.ok;
  },
};

export default remind;
