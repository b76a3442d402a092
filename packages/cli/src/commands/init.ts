import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { renderBranchHandoff, repositoryRoot, seedFromPlan, writeBranchHandoff } from '@handoff/core/branch';
import { parseVerbArgs, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import type { Command } from '../lib/io.js';

const HELP = `Usage: handoff init --from-plan PLAN [--out PATH] [--force]

Seed a branch handoff from a plan: the goal from its <objective>, next steps from its
<tasks>, its Locked decisions as constraints and its rejected alternatives as approaches
not to retry. Writes HANDOFF.md at the repository root unless --out names another path;
an existing file is kept unless --force is given.

Options:
  --from-plan PLAN  the plan to seed from (required)
  --out PATH        where to write the handoff (default: <repository root>/HANDOFF.md)
  --force           overwrite an existing handoff
  -h, --help        show this help
`;

const init: Command = {
  async run(args, io) {
    const { values } = parseVerbArgs('init', args, {
      'from-plan': { type: 'string' },
      out: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    }, false);
    if (values.help) return showHelp(io, HELP);
    if (!values['from-plan']) throw new UserError('handoff init: --from-plan PLAN is required (the plan to seed the handoff from)');
    const planPath = resolve(io.cwd, values['from-plan']);
    let planText: string;
    try {
      planText = await readFile(planPath, 'utf8');
    } catch (error) {
      throw new UserError(`handoff init: cannot read plan ${values['from-plan']}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`);
    }
    const out = values.out ? resolve(io.cwd, values.out) : resolve(repositoryRoot(io.cwd) ?? io.cwd, 'HANDOFF.md');
    const seed = seedFromPlan(planText, relative(dirname(out), planPath) || planPath);
    const text = renderBranchHandoff(seed);
    let written: boolean;
    try {
      written = await writeBranchHandoff(out, text, values.force);
    } catch (error) {
      throw new UserError(`handoff init: cannot write ${out}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
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
