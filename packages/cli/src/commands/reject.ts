import { goQuote, MAX_NOTE_BYTES, recordRejection, splitRejectionNote } from '@handoff/core/rejections';
import { parseVerbArgs, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import { readStdinText } from '../lib/input.js';
import type { Command } from '../lib/io.js';
import { handoffDir, noticeTo, printJson, refused, withStateErrors } from '../lib/rejections-cli.js';

const HELP = `Usage: handoff reject [--dir D] "<approach> | <evidence>"
       handoff reject [--dir D] --stdin < note.txt

Record an approach that was tried and ruled out, with the evidence, in the rejected-
approaches checkpoint every session receives. The first unescaped "|" separates the
approach from the evidence; write \\| for a literal pipe in the approach (the evidence is
kept verbatim). Both sides are trimmed and must be non-empty; secrets are redacted before
storage; an exact duplicate, or a note that would push the checkpoint over 12 KiB, is
refused (exit 1) and nothing changes. Several words are joined with single spaces; put
"--" before a note that starts with "-".

Exit codes: 0 recorded; 1 refused, nothing changed (no separator, an empty side, a
duplicate, over 12 KiB); 2 a usage error or an unreadable store.

Options:
  --dir D     the .handoff folder (default: ./.handoff)
  --stdin     read the note from standard input (keeps evidence out of shell history)
  --json      print {n, approach, evidence, version} of the recorded entry
  -h, --help  show this help
`;

const reject: Command = {
  async run(args, io) {
    const { values, positionals } = parseVerbArgs('reject', args, {
      dir: { type: 'string' },
      stdin: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    });
    if (values.help) return showHelp(io, HELP);
    if (values.stdin && positionals.length > 0)
      throw new UserError('handoff reject: give the note as an argument or with --stdin, not both');
    if (!values.stdin && positionals.length === 0)
      throw new UserError('handoff reject: missing note; usage: handoff reject "<approach> | <evidence>"');
    const dir = handoffDir('reject', io, values.dir);
    const body = values.stdin ? await readStdinText('handoff reject', io, MAX_NOTE_BYTES) : positionals.join(' ');
    const note = splitRejectionNote(body);
    if (!note) {
      throw refused('reject', {
        ok: false,
        code: 'no-separator',
        message:
          'no unescaped "|" separates the approach from the evidence; write handoff reject "<approach> | <evidence>" ' +
          '(\\| is a literal pipe in the approach)',
      });
    }
    const result = await withStateErrors('reject', () => recordRejection(dir, note, { onNotice: noticeTo(io) }));
    if (!result.ok) throw refused('reject', result);
    if (values.json) {
      printJson(io, {
        n: result.number,
        approach: result.entry.approach,
        evidence: result.entry.evidence,
        version: result.checkpoint.version,
      });
    } else {
      io.stdout(
        `Recorded rejected approach ${result.number}: ${goQuote(result.entry.approach)}. ` +
          `It will accompany the next turn on any backend.\n`,
      );
    }
    if (result.entry.evidence.includes('|')) {
      io.stderr(
        `handoff reject: the evidence contains "|". If part of it belongs to the approach, ` +
          `run \`handoff forget ${result.number}\` and write that pipe as \\|.\n`,
      );
    }
    return EXIT.ok;
  },
};
export default reject;
