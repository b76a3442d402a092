import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, relative, resolve } from 'node:path';
import { executorBrief, MissingSectionError, renderExecutorBrief, renderVerifierBrief, verifierBrief } from '@handoff/core/brief';
import { planFileNameFor, readFrontMatter } from '@handoff/core/read';
import { parseVerbArgs, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import type { Command } from '../lib/io.js';

const HELP = `Usage: handoff brief --role executor PLAN [--json]
       handoff brief --role verifier SUMMARY [--plan PLAN] [--json]

Print what a role reads first, in the published reading order.
  executor: the plan's Locked decisions (constraints), then Open (yours to decide),
            then Considered and rejected (skim, do not re-propose).
  verifier: each deviation with its verification, each open question, and the table of
            the plan's Open decisions against the Taken items naming them. Without
            --plan, the summary's front matter \`plan:\` or its paired file name is used.

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
    if (values.role !== 'executor' && values.role !== 'verifier') throw new UserError(`handoff brief: --role takes \`executor\` or \`verifier\`${values.role === undefined ? '' : `, not \`${values.role}\``}`);
    if (positionals.length !== 1) throw new UserError(`handoff brief: name exactly one ${values.role === 'executor' ? 'plan' : 'summary'} file`);
    const path = positionals[0]!;
    const text = await readText(io.cwd, path);
    try {
      if (values.role === 'executor') {
        const result = executorBrief(text, path);
        io.stdout(values.json ? `${JSON.stringify(result, null, 2)}\n` : renderExecutorBrief(result));
      } else {
        const planPath = values.plan ?? (await findPlan(resolve(io.cwd, path), text, io.cwd));
        const planText = planPath === undefined ? undefined : await readText(io.cwd, planPath);
        const result = verifierBrief(text, path, planText, planPath);
        io.stdout(values.json ? `${JSON.stringify(result, null, 2)}\n` : renderVerifierBrief(result));
      }
    } catch (error) {
      if (error instanceof MissingSectionError) {
        io.stderr(`handoff brief: ${error.message}\n`);
        return EXIT.failure;
      }
      throw error;
    }
    return EXIT.ok;
  },
};
export default brief;

async function readText(cwd: string, path: string): Promise<string> {
  try {
    return await readFile(resolve(cwd, path), 'utf8');
  } catch (error) {
    throw new UserError(`handoff brief: cannot read ${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as NodeJS.ErrnoException).code ?? 'unreadable'}`);
  }
}

/** The summary's plan: front matter `plan:` (a path) first, else the paired file name in its folder. */
async function findPlan(summaryPath: string, summaryText: string, cwd: string): Promise<string | undefined> {
  const declared = readFrontMatter(summaryText)?.data?.['plan'];
  if (typeof declared === 'string' && declared.trim() !== '') return relative(cwd, resolve(dirname(summaryPath), declared.trim()));
  const wanted = planFileNameFor(basename(summaryPath))?.toLowerCase();
  if (!wanted) return undefined;
  const match = (await readdir(dirname(summaryPath)).catch(() => [] as string[])).find((name) => name.toLowerCase() === wanted);
  return match === undefined ? undefined : relative(cwd, resolve(dirname(summaryPath), match));
}
