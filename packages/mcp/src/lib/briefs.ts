import { readdir } from 'node:fs/promises';
import { readInputFile } from '@handoff/core/store';
import { basename, dirname, relative, resolve } from 'node:path';
import {
  executorBrief,
  MissingSectionError,
  renderExecutorBrief,
  renderVerifierBrief,
  verifierBrief,
  type ExecutorBrief,
  type VerifierBrief,
} from '@handoff/core/brief';
import { planFileNameFor, readFrontMatter } from '@handoff/core/read';
import { insideRoot, type ServerContext } from './context.js';
import { ToolError } from './errors.js';

const VERB = 'handoff brief';

/** A brief and its Markdown, as `handoff brief --role R FILE` prints it. */
export interface BriefOutcome {
  brief: ExecutorBrief | VerifierBrief;
  text: string;
}

async function readText(context: ServerContext, path: string): Promise<string> {
  const outcome = await readInputFile(insideRoot(context, VERB, 'path', path), `file \`${path}\``);
  if (!outcome.ok) throw new ToolError(`${VERB}: ${outcome.problem}`);
  return outcome.text;
}

/** The summary's plan: front matter `plan:` first, else the paired file name in its folder (as the CLI finds it). */
async function findPlan(context: ServerContext, summaryPath: string, summaryText: string): Promise<string | undefined> {
  const full = resolve(context.root, summaryPath);
  const declared = readFrontMatter(summaryText)?.data?.['plan'];
  if (typeof declared === 'string' && declared.trim() !== '')
    return relative(context.root, resolve(dirname(full), declared.trim()));
  const wanted = planFileNameFor(basename(full))?.toLowerCase();
  if (!wanted) return undefined;
  const match = (await readdir(dirname(full)).catch(() => [] as string[])).find(
    (name) => name.toLowerCase() === wanted,
  );
  return match === undefined ? undefined : relative(context.root, resolve(dirname(full), match));
}

/** Build the executor's or verifier's brief of a file in the project. */
export async function buildBrief(
  context: ServerContext,
  role: 'executor' | 'verifier',
  path: string,
  planPath?: string,
): Promise<BriefOutcome> {
  const text = await readText(context, path);
  try {
    if (role === 'executor') {
      const brief = executorBrief(text, path);
      return { brief, text: renderExecutorBrief(brief) };
    }
    const plan = planPath ?? (await findPlan(context, path, text));
    const brief = verifierBrief(text, path, plan === undefined ? undefined : await readText(context, plan), plan);
    return { brief, text: renderVerifierBrief(brief) };
  } catch (error) {
    if (error instanceof MissingSectionError) throw new ToolError(`${VERB}: ${error.message}`);
    throw error;
  }
}
