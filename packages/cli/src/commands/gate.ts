import { GATE_MAX_INPUT_BYTES, runRestartGate } from '@handoff/core/restart';
import { redactPath } from '@handoff/core/secrets';
import { parseVerbArgs, showHelp } from '../lib/args.js';
import { stdinBytes, type Command } from '../lib/io.js';

const HELP = `Usage: handoff gate < observations.json

Decide whether to restart a session from one observation document (JSON on stdin), exactly
as the published restart_gate.py does: prints {"action", "reason"[, "assessment"]} as one
JSON line. Any input gets a JSON answer; input over 65,536 bytes or nested deeper than
994 levels is BLOCKED / invalid_input. Like the published script, at most 65,537 bytes of
standard input are read, so an endless producer (\`yes | handoff gate\`) is answered at once.

Exit codes (restart_gate.py's): 0 a decision was evaluated; 2 the action is BLOCKED
(invalid input included) or a usage error.

Options:
  -h, --help  show this help
`;

const gate: Command = {
  async run(args, io) {
    const { values } = parseVerbArgs('gate', args, { help: { type: 'boolean', short: 'h' } }, false);
    if (values.help) return showHelp(io, HELP);
    // One byte past the cap, as restart_gate.py reads: enough to know the input is too large.
    const { bytes } = await stdinBytes(io, GATE_MAX_INPUT_BYTES + 1);
    const answer = runRestartGate(bytes);
    // The answer may quote the observation it was given: a secret in it is redacted.
    io.stdout(redactPath(answer.stdout));
    return answer.exitCode;
  },
};
export default gate;
