import { parseTranscriptJsonl, switchReminder } from '@handoff/core/rejections';
import { parseVerbArgs, pathOption, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import { readInputText } from '../lib/input.js';
import type { Command } from '../lib/io.js';

const HELP = `Usage: handoff remind --transcript FILE [--dir D] [--json]

Print the switch reminder for a session about to hand over: the work done since the
last checkpoint change (the last message starting with "[Handoff decision"), with the
interrupted turns and failed tool calls counted as a hint. Prints nothing when no
assistant message came after that change. It never records a rejection: only the user
decides what is ruled out.

FILE is JSON Lines, one message per line: {"role", "content"} with content a string or
content blocks (tool_result blocks count), or an envelope holding it under "message".
Lines that hold no message are skipped with a warning. "-" reads standard input.

Options:
  --transcript FILE  the transcript to read (required)
  --dir D            the .handoff folder (accepted for symmetry; not read)
  --json             print {hint, worked, interrupted, failed, skipped_lines}
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
    if (values.transcript === undefined) throw new UserError('handoff remind: missing --transcript FILE (JSON Lines, one message per line)');
    pathOption('remind', '--dir', values.dir);
    const { text } = await readInputText('handoff remind', '--transcript', values.transcript, io);
    const { messages, skippedLines } = parseTranscriptJsonl(text);
    if (skippedLines.length > 0) {
      io.stderr(`handoff remind: ${values.transcript}: skipped ${skippedLines.length} line${skippedLines.length === 1 ? '' : 's'} holding no message (first: line ${skippedLines[0]})\n`);
    }
    const reminder = switchReminder(messages);
    if (values.json) {
      io.stdout(`${JSON.stringify({ hint: reminder.hint, worked: reminder.worked, interrupted: reminder.interrupted, failed: reminder.failed, skipped_lines: skippedLines.length }, null, 2)}\n`);
    } else if (reminder.hint !== '') {
      io.stdout(`${reminder.hint}\n`);
    }
    return EXIT.ok;
  },
};

export default remind;
