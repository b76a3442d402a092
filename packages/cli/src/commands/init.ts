import { dirname, join, relative, resolve } from 'node:path';
import {
  HandoffSecretError,
  renderBranchHandoff,
  repositoryRoot,
  seedFromPlan,
  writeBranchHandoff,
  type BranchHandoffSeed,
} from '@handoff/core/branch';
import { lstat } from 'node:fs/promises';
import { describeCategory, findSecrets, findSecretsInValue, redactPath } from '@handoff/core/secrets';
import { parseVerbArgs, pathOption, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import { readInputText } from '../lib/input.js';
import type { Command, CommandIo } from '../lib/io.js';
import { scaffoldFiles } from '../lib/scaffold.js';

const HELP = `Usage: handoff init [FOLDER] [--name NAME] [--force]
       handoff init --from-plan PLAN [--out PATH] [--force]

Without --from-plan: set a project up for hand-offs. Writes into FOLDER (default: the
current folder) a config, .handoffrc.json ("decisions": "required", and the schema for
editors), and a plan with its summary, plan.md and summary.md (NAME-PLAN.md and
NAME-SUMMARY.md with --name), laid out as the templates: the decisions sections with one
item per bucket, <placeholders> for you to replace. Nothing is written when any of the
three exists, unless --force replaces them.

With --from-plan: seed a branch handoff from a plan: the goal from its <objective>, next
steps from its <tasks>, its Locked decisions as constraints and its rejected alternatives as
approaches not to retry. Writes HANDOFF.md at the repository root unless --out names another
path; an existing file is kept unless --force is given.

A name or plan part that would copy a secret into a file (a token, a password, a key) is
refused, naming the part and the kind of secret, never the value: nothing is written. A
target that is a symbolic link is refused, with or without --force.

Options:
  --name NAME       scaffold NAME-PLAN.md and NAME-SUMMARY.md (letters, digits, . _ -)
  --from-plan PLAN  the plan to seed the branch handoff from
  --out PATH        where to write the handoff (default: <repository root>/HANDOFF.md)
  --force           overwrite existing files
  -h, --help        show this help

Exit codes: 0 written; 1 refused, nothing written (a file exists without --force, a
secret); 2 a usage error or an unreadable plan.
`;

const init: Command = {
  async run(args, io) {
    const { values, positionals } = parseVerbArgs('init', args, {
      'from-plan': { type: 'string' },
      out: { type: 'string' },
      name: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    });
    if (values.help) return showHelp(io, HELP);
    const from = pathOption('init', '--from-plan', values['from-plan']);
    if (from === undefined) {
      if (values.out !== undefined)
        throw new UserError('handoff init: --out names where --from-plan writes the handoff; give --from-plan PLAN');
      return scaffold(positionals, values.name, values.force, io);
    }
    if (positionals.length > 0)
      throw new UserError(`handoff init: unexpected argument \`${positionals[0]}\` with --from-plan`);
    if (values.name !== undefined) throw new UserError('handoff init: --name is for the scaffold, not --from-plan');
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
      if (error instanceof HandoffSecretError)
        throw new UserError(`handoff init: refused, nothing written: ${error.message}`, EXIT.failure);
      throw error;
    }
    if (!written) {
      io.stderr(
        redactPath(
          `handoff init: ${relative(io.cwd, out) || out} already exists; keep it, or pass --force to replace it\n`,
        ),
      );
      return EXIT.failure;
    }
    io.stdout(
      redactPath(
        `Wrote ${relative(io.cwd, out) || out}: ${counted(seed.constraints.length, 'constraint')}, ` +
          `${counted(seed.notToRetry.length, 'approach', 'approaches')} not to retry, ` +
          `${counted(seed.nextSteps.length, 'task')}.\n`,
      ),
    );
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
    `handoff init: refused, nothing written: ${plan}: ${PART_NAMES[part] ?? part} (${finding.path}) holds a secret ` +
      `(${describeCategory(finding.category)}); replace it with a reference to where it is kept`,
    EXIT.failure,
  );
}

/**
 * `handoff init [FOLDER] [--name NAME]`: the config and a plan/summary pair. All or nothing:
 * an existing file (without `--force`) or a secret in the name is refused before any write.
 */
async function scaffold(positionals: string[], name: string | undefined, force: boolean, io: CommandIo) {
  if (positionals.length > 1) throw new UserError(`handoff init: unexpected argument \`${positionals[1]}\``);
  const folder = resolve(io.cwd, pathOption('init', 'FOLDER', positionals[0]) ?? '.');
  if (name !== undefined) {
    const secret = findSecrets(name)[0];
    if (secret)
      throw new UserError(
        `handoff init: refused, nothing written: --name holds a secret (${describeCategory(secret.category)}); ` +
          `name the work, not a credential`,
        EXIT.failure,
      );
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name))
      throw new UserError(
        `handoff init: --name ${JSON.stringify(name)}: use letters, digits, \`.\`, \`_\` and \`-\` ` +
          `(it starts the file names)`,
      );
  }
  const files = scaffoldFiles(name).map((file) => ({ ...file, path: join(folder, file.name) }));
  const shown = (path: string) => relative(io.cwd, path) || path;
  if (!force) {
    const existing: string[] = [];
    for (const file of files) if ((await lstat(file.path).catch(() => null)) !== null) existing.push(shown(file.path));
    if (existing.length > 0) {
      io.stderr(
        `handoff init: ${existing.join(', ')} already ${existing.length === 1 ? 'exists' : 'exist'}; nothing written ` +
          `(pass --force to replace ${existing.length === 1 ? 'it' : 'them'})\n`,
      );
      return EXIT.failure;
    }
  }
  for (const file of files) {
    if (!(await writeBranchHandoff(file.path, file.text, force)))
      throw new UserError(`handoff init: ${shown(file.path)} appeared while writing; run again`, EXIT.failure);
  }
  io.stdout(
    `Wrote ${files.map((file) => shown(file.path)).join(', ')}. Replace the <placeholders>, ` +
      `then run \`handoff lint\`.\n`,
  );
  return EXIT.ok;
}

/** `1 task`, `2 tasks`. */
function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
