import { acceptAck, PacketError, verifyPacket, writePacket } from '@handoff/core/packet';
import { redactPath } from '@handoff/core/secrets';
import { parseVerbArgs, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import { readInputText } from '../lib/input.js';
import type { Command, CommandIo } from '../lib/io.js';
import { handoffDir, noticeTo } from '../lib/rejections-cli.js';

const HELP = `Usage: handoff packet write --from FILE|- [--dir D] [--json]
       handoff packet verify [--dir D] [--json]
       handoff packet ack --from FILE|- [--dir D] [--json]

The continuation packet: the twelve fields GOAL_ID, OUTCOME / ACCEPTANCE, AUTHORITY,
POLICY, SOURCE, WORKING_STATE, PROGRESS, DECISIONS, LIVE_WORK, NEXT_SAFE_ACTION,
RESTART_ID, CHECKPOINT_DIGEST (input as a JSON object or "FIELD: value" lines), at most
2,000 words, no secrets. \`write\` stores D/packet.md atomically, reads it back, and keeps
its sha256 in D/state/packet.json; \`verify\` detects any change; \`ack\` checks a
READY_READONLY acknowledgement field by field against a fresh read-back.

Exit codes: 0 ok; 1 refused (missing field, secret, too long, changed packet, stale ACK);
2 usage error.

Options:
  --from FILE|-  read the packet (write) or the ACK (ack) from FILE or stdin
  --dir D        the .handoff folder (default: ./.handoff)
  --json         print the result as JSON
  -h, --help     show this help
`;

async function readFrom(io: CommandIo, verb: string, from: string | undefined): Promise<string> {
  if (from === undefined) throw new UserError(`handoff packet ${verb}: missing --from FILE|-`);
  return (await readInputText(`handoff packet ${verb}`, '--from', from, io)).text;
}

const packet: Command = {
  async run(args, io) {
    const { values, positionals } = parseVerbArgs('packet', args, {
      from: { type: 'string' },
      dir: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    });
    if (values.help) return showHelp(io, HELP);
    const [sub, ...extra] = positionals;
    if (sub === undefined) throw new UserError('handoff packet: missing subcommand; use write, verify or ack');
    if (extra.length > 0) throw new UserError(`handoff packet ${sub}: unexpected argument \`${extra[0]}\``);
    const dir = handoffDir(`packet ${sub}`, io, values.dir);
    const print = (json: unknown, text: string) => {
      io.stdout(values.json ? `${JSON.stringify(json)}\n` : `${text}\n`);
    };
    try {
      switch (sub) {
        case 'write': {
          const written = await writePacket(dir, await readFrom(io, sub, values.from), { onNotice: noticeTo(io) });
          print(
            { ok: true, path: written.path, digest: written.digest, words: written.words },
            `packet written: ${written.path} ${written.digest} ` +
              `(${written.words} ${written.words === 1 ? 'word' : 'words'})`,
          );
          return EXIT.ok;
        }
        case 'verify': {
          if (values.from !== undefined) throw new UserError('handoff packet verify: --from is not used by verify');
          const verified = await verifyPacket(dir);
          print(
            { ok: true, path: verified.path, digest: verified.digest, pending: verified.pending },
            `packet ok: ${verified.path} ${verified.digest}` +
              (verified.pending
                ? ' (a write was interrupted after storing the digest; the next write renames it to packet.md)'
                : ''),
          );
          return EXIT.ok;
        }
        case 'ack': {
          const accepted = await acceptAck(dir, await readFrom(io, sub, values.from), { onNotice: noticeTo(io) });
          print(
            { ok: true, digest: accepted.digest, restart_id: accepted.ack.RESTART_ID, path: accepted.path },
            `ACK accepted: READY_READONLY for restart ${accepted.ack.RESTART_ID} at ${accepted.digest}`,
          );
          return EXIT.ok;
        }
        default:
          throw new UserError(`handoff packet: unknown subcommand \`${sub}\`; use write, verify or ack`);
      }
    } catch (error) {
      if (!(error instanceof PacketError)) throw error;
      if (values.json)
        io.stdout(`${JSON.stringify({ ok: false, field: error.field ?? null, message: redactPath(error.message) })}\n`);
      io.stderr(redactPath(`handoff packet ${sub}: ${error.message}\n`));
      return EXIT.failure;
    }
  },
};
export default packet;
