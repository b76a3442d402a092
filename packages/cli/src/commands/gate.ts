import { runRestartGate } from '@handoff/core/restart';
import { parseVerbArgs, showHelp } from '../lib/args.js';
import { stdinBytes, type Command } from '../lib/io.js';

const HELP = `Usage: handoff gate < observations.json

Decide whether to restart a session from one observation document (JSON on stdin), exactly
as the published restart_gate.py does: prints {"action", "reason"[, "assessment"]} as one
JSON line. Exit 0 when a decision was evaluated, 2 when the action is BLOCKED (including
invalid input). Any input gets a JSON answer; input over 65,536 bytes or nested deeper than
994 levels is BLOCKED / invalid_input.

Options:
  -h, --help  show this help
`;


const gate: Command = {
  async run(args, io) {
    const { values } = parseVerbArgs('gate', args, { help: { type: 'boolean', short: 'h' } }, false);
    if (values.help) return showHelp(io, HELP);
    const answer = runRestartGate(await stdinBytes(io));
    io.stdout(answer.stdout);
    return answer.exitCode;
  },
};
export default gate;
