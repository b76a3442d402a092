import { dirname, relative, resolve } from 'node:path';
import { HandoffSecretError, renderBranchHandoff, repositoryRoot, seedFromPlan, writeBranchHandoff, type BranchHandoffSeed } from '@handoff/core/branch';
import { describeCategory, findSecretsInValue } from '@handoff/core/secrets';
import { parseVerbArgs, pathOption, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import { readInputText } from '../lib/input.js';
import type { Command } from '../lib/io.js';

const HELP = `Usage: handoff init --from-plan PLAN [--out PATH] [--force]

Seed a branch handoff from a plan: the goal from its <objective>, next steps from its
<tasks>, its Locked decisions as constraints and its rejected alternatives as approaches
not to retry. Writes HANDOFF.md at the repository root unless --out names another path;
an existing file is kept unless --force is given. A plan part that would copy a secret
into the handoff (a token, a password, a key) is refused, naming the part and the kind of
secret, never the value: nothing is written. A HANDOFF.md that is a symbolic link is
refused, with or without --force.

Options:
  --from-plan PLAN  the plan to seed from (required)
  --out PATH        where to write the handoff (default: <repository root>/HANDOFF.md)
  --force           overwrite an existing handoff
  -h, --help        show this help
`;

const init: Command = {
  async run(args, io) {
    const { values } = parseVerbArgs(
      'init',
      args,
      {
        'from-plan': { type: 'string' },
        out: { type: 'string' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
      false,
    );
    if (values.help) return showHelp(io, HELP);
    const from = pathOption('init', '--from-plan', values['from-plan']);
    if (from === undefined) throw new UserError('handoff init: --from-plan PLAN is required (the plan to seed the handoff from)');
    const outOption = pathOption('init', '--out', values.out);
    const planPath = resolve(io.cwd, from);
    const { text: planText, name: planName } = await readInputText('handoff init', '--from-plan', from, io);
    const out = outOption ? resolve(io.cwd, outOption) : resolve(repositoryRoot(io.cwd) ?? io.cwd, 'HANDOFF.md');
    const seed = seedFromPlan(planText, relative(dirname(out), planPath) || planPath);
    refuseSecrets(seed, planName);
    const text = renderBranchHandoff(seed);
    let written: boolean;
    try {
      written = await writeBranchHandoff(out, text, values.force);
    } catch (error) {
      if (error instanceof HandoffSecretError) throw new UserError(`handoff init: refused, nothing written: ${error.message}`, EXIT.failure);
      throw error;
    }
    if (!written) {
      io.stderr(`handoff init: ${relative(io.cwd, out) || out} already exists; keep it, or pass --force to replace it\n`);
      return EXIT.failure;
    }
    io.stdout(`Wrote ${relative(io.cwd, out) || out}: ${seed.constraints.length} constraints, ${seed.notToRetry.length} approaches not to retry, ${seed.nextSteps.length} tasks.\n`);
    return EXIT.ok;
  },
};
export default init;

/** The seed's parts as a reader of the plan knows them. */
const PART_NAMES: Record<string, string> = {
  goal: 'the objective (goal)',
  activeFiles: 'files_modified',
  constraints: 'a Locked decision',
  notToRetry: 'a rejected alternative',
  nextSteps: 'a task',
  planPath: 'the plan path',
};

/**
 * Refuse (exit 1, nothing written) a plan whose seeded parts hold a secret: the handoff is
 * committed to the repository, so a credential must never be copied into it. The message
 * names the part (`constraints[1]`: a Locked decision) and the kind, never the value.
 */
function refuseSecrets(seed: BranchHandoffSeed, plan: string): void {
  const finding = findSecretsInValue(seed)[0];
  if (!finding) return;
  const part = finding.path.replace(/[.[].*$/, '');
  throw new UserError(
    `handoff init: refused, nothing written: ${plan}: ${PART_NAMES[part] ?? part} (${finding.path}) holds a secret (${describeCategory(finding.category)}); replace it with a reference to where it is kept`,
    EXIT.failure,
  );
}
