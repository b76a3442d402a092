import { readdir } from 'node:fs/promises';
import { redactPath } from '@handoff/core/secrets';
import { basename, dirname, relative, resolve } from 'node:path';
import {
  executorBrief,
  MissingSectionError,
  renderExecutorBrief,
  renderVerifierBrief,
  verifierBrief,
} from '@handoff/core/brief';
import { planFileNameFor, readFrontMatter } from '@handoff/core/read';
import { parseVerbArgs, pathOption, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import { readInputText } from '../lib/input.js';
import { containmentProblem, containPath, findProjectRoot, isWithin } from '@handoff/core/store';
import type { Command, CommandIo } from '../lib/io.js';

const HELP = `Usage: handoff brief --role executor PLAN [--json]
       handoff brief --role verifier SUMMARY [--plan PLAN] [--json]

Print what a role reads first, in the published reading order.
  executor: the plan's Locked decisions (constraints), then Open (yours to decide),
            then Considered and rejected (skim, do not re-propose).
  verifier: each deviation with its verification, each open question, and the table of
            the plan's Open decisions against the Taken items naming them. Without
            --plan, the summary's front matter \`plan:\` or its paired file name is used.
Secrets in the items are printed as [REDACTED], with a warning on stderr.

Exit codes: 0 printed; 1 the file has no decisions section; 2 a usage error or an
unreadable file.

Options:
  --role executor|verifier  whose brief (required)
  --plan PLAN               the plan a summary answers to (verifier)
  --json                    print the brief as JSON
  -h, --help                show this help
`;

const brief: Command = {
  async run(args, io) {
    const { values, positionals } = parseVerbArgs('brief', args, {
      role: { type: 'string' },
      plan: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    });
    if (values.help) return showHelp(io, HELP);
    if (values.role !== 'executor' && values.role !== 'verifier')
      throw new UserError(
        `handoff brief: --role takes \`executor\` or \`verifier\`` +
          (values.role === undefined ? '' : `, not \`${values.role}\``),
      );
    if (positionals.length !== 1)
      throw new UserError(`handoff brief: name exactly one ${values.role === 'executor' ? 'plan' : 'summary'} file`);
    const path = positionals[0]!;
    const text = await readText(io, path);
    try {
      if (values.role === 'executor') {
        const result = executorBrief(text, path);
        warnRedactions(io, result.redactions);
        io.stdout(values.json ? `${JSON.stringify(result, null, 2)}\n` : renderExecutorBrief(result));
      } else {
        const planPath =
          pathOption('brief', '--plan', values.plan) ?? (await findPlan(resolve(io.cwd, path), text, io.cwd));
        const planText = planPath === undefined ? undefined : await readText(io, planPath);
        const result = verifierBrief(text, path, planText, planPath);
        warnRedactions(io, result.redactions);
        io.stdout(values.json ? `${JSON.stringify(result, null, 2)}\n` : renderVerifierBrief(result));
      }
    } catch (error) {
      if (error instanceof MissingSectionError) {
        io.stderr(redactPath(`handoff brief: ${error.message}\n`));
        return EXIT.failure;
      }
      throw error;
    }
    return EXIT.ok;
  },
};
export default brief;

async function readText(io: CommandIo, path: string): Promise<string> {
  return (await readInputText('handoff brief', 'file', path, io)).text;
}

function warnRedactions(io: CommandIo, count: number): void {
  if (count > 0) io.stderr(`handoff brief: ${count} secret${count === 1 ? '' : 's'} printed as [REDACTED]\n`);
}

/**
 * The summary's plan: front matter `plan:` (a path) first, else the paired file name in its
 * folder. A plan the document names must lead inside the summary's project (by real path):
 * a summary cannot make `brief` print a file from elsewhere; `--plan` names one explicitly.
 */
async function findPlan(summaryPath: string, summaryText: string, cwd: string): Promise<string | undefined> {
  const folder = dirname(summaryPath);
  const declared = readFrontMatter(summaryText)?.data?.['plan'];
  let plan: string | undefined;
  if (typeof declared === 'string' && declared.trim() !== '') plan = resolve(folder, declared.trim());
  else {
    const wanted = planFileNameFor(basename(summaryPath))?.toLowerCase();
    if (!wanted) return undefined;
    const match = (await readdir(folder).catch(() => [] as string[])).find((name) => name.toLowerCase() === wanted);
    if (match === undefined) return undefined;
    plan = resolve(folder, match);
  }
  const root = findProjectRoot(folder) ?? (isWithin(cwd, folder) ? cwd : folder);
  const contained = containPath(root, plan);
  if (!contained.inside)
    throw new UserError(
      `handoff brief: the summary's plan ${containmentProblem(relative(cwd, plan) || plan, root, contained)}; ` +
        `name a plan with --plan`,
    );
  return relative(cwd, plan);
}
