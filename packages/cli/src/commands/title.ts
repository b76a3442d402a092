import { runSessionTitle, TITLE_MAX_INPUT_BYTES } from '@handoff/core/restart';
import { redactPath } from '@handoff/core/secrets';
import { parseVerbArgs, showHelp } from '../lib/args.js';
import { UserError } from '../lib/errors.js';
import { stdinBytes, type Command } from '../lib/io.js';

const HELP = `Usage: handoff title < {"title", "started_at", "timezone"}.json
       handoff title --title T --started-at ISO [--timezone ZONE] [--json]

Format a session's display title, "<title> | started DD-MM", from its verified start (ISO
8601 with an offset) in the given IANA time zone (default UTC; UTC needs no time-zone
database). Stacked " | started DD-MM" suffixes are stripped first. With JSON on stdin the
output is exactly session_title.py's: {"title_base", "started_at", "timezone",
"display_title"}, or {"status": "TITLE_UNAVAILABLE"} with exit 2; as the script does, at
most 8,193 bytes are read and more than 8,192 is unavailable. With flags it prints the
display title (or the JSON with --json); when the title is unavailable it prints one line
on stderr saying why (and with --json the JSON answer on stdout as well).

Exit codes: 0 the title was formatted; 2 the title is unavailable (a blank title, a start
without a UTC offset, an unknown time zone, input that is not a JSON object) or a usage error.

Options:
  --title T         the stable task title
  --started-at ISO  the session's verified start, e.g. 2026-09-05T23:30:00Z
  --timezone ZONE   IANA zone name (default UTC)
  --json            print the JSON answer in flag mode
  -h, --help        show this help
`;

const title: Command = {
  async run(args, io) {
    const { values } = parseVerbArgs(
      'title',
      args,
      {
        title: { type: 'string' },
        'started-at': { type: 'string' },
        timezone: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
      false,
    );
    if (values.help) return showHelp(io, HELP);
    const flagMode = values.title !== undefined || values['started-at'] !== undefined || values.timezone !== undefined;
    if (!flagMode) {
      // One byte past the cap, as session_title.py reads: enough to know the input is too large.
      const { bytes } = await stdinBytes(io, TITLE_MAX_INPUT_BYTES + 1);
      const answer = runSessionTitle(bytes);
      io.stdout(redactPath(answer.stdout));
      return answer.exitCode;
    }
    if (values.title === undefined) throw new UserError('handoff title: missing --title');
    if (values['started-at'] === undefined)
      throw new UserError('handoff title: missing --started-at (the verified session start, with offset)');
    const payload = { title: values.title, started_at: values['started-at'], timezone: values.timezone ?? 'UTC' };
    const answer = runSessionTitle(new TextEncoder().encode(JSON.stringify(payload)));
    // The title is printed as given: a secret in it is redacted (the MCP `title` tool does the same).
    if (values.json) io.stdout(redactPath(answer.stdout));
    if (answer.status === 'OK') {
      if (!values.json) io.stdout(`${redactPath(answer.title.display_title)}\n`);
    } else io.stderr(`handoff title: title unavailable: ${redactPath(answer.reason)}\n`);
    return answer.exitCode;
  },
};
export default title;
