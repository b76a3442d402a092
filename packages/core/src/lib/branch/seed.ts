import { parseDecisionDocument } from '../decisions/parse.js';
import type { BucketName, DecisionItemNode } from '../decisions/model.js';

/** A branch handoff seeded from a plan, before any work is done. */
export interface BranchHandoffSeed {
  /** The plan's objective, as prose. */
  goal: string;
  /** Files the plan names (front matter `files_modified`), each with why it is listed. */
  activeFiles: Array<{ path: string; purpose: string }>;
  /** The plan's Locked decisions, as written: constraints the executor must follow. */
  constraints: Array<{ id: string | null; text: string }>;
  /** The plan's rejected alternatives, as written (each with its `Rejected because:`). */
  notToRetry: Array<{ id: string | null; text: string }>;
  /** The plan's tasks, in order. */
  nextSteps: string[];
  /** The plan's path as the handoff should cite it. */
  planPath: string;
}

/** Read a plan and seed a branch handoff from it (docs/branch.md). */
export function seedFromPlan(planText: string, planPath: string): BranchHandoffSeed {
  const document = parseDecisionDocument(planText, 'plan');
  const section = document.sections[0];
  const items = (name: BucketName): DecisionItemNode[] =>
    section?.buckets.filter((b) => b.name === name).flatMap((b) => b.items) ?? [];
  const filesModified = document.frontMatter?.data?.['files_modified'];
  return {
    goal: objectiveOf(planText) ?? firstHeading(planText) ?? `Carry out the plan in ${planPath}.`,
    activeFiles: Array.isArray(filesModified)
      ? filesModified
          .filter((f): f is string => typeof f === 'string' && f.trim() !== '')
          .map((path) => ({ path: path.trim(), purpose: 'named in the plan as a file this work modifies' }))
      : [],
    constraints: items('locked').map((item) => ({ id: item.id, text: source(planText, item) })),
    notToRetry: items('rejected').map((item) => ({ id: item.id, text: source(planText, item) })),
    nextSteps: tasksOf(planText),
    planPath,
  };
}

/** The item's own Markdown (inline code, emphasis kept), without its list marker, on one line. */
function source(text: string, item: DecisionItemNode): string {
  return text
    .slice(item.span.start.offset, item.span.end.offset)
    .replace(/^\s*(?:[-*+]|\d{1,9}[.)])[ \t]+/, '')
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
}

const OBJECTIVE = /<objective\b[^>]*>([\s\S]*?)<\/objective>/i;
const TASKS = /<tasks\b[^>]*>([\s\S]*?)<\/tasks>/i;
const TASK = /<task\b[^>]*>([\s\S]*?)<\/task>/gi;
const NAME = /<name>([\s\S]*?)<\/name>/i;

/** The objective's prose: its first paragraph, which states the goal. */
function objectiveOf(text: string): string | null {
  const body = OBJECTIVE.exec(text)?.[1]?.trim();
  if (!body) return null;
  return body
    .split(/\r?\n\s*\r?\n/, 1)[0]!
    .replace(/\s*\r?\n\s*/g, ' ')
    .trim();
}

function firstHeading(text: string): string | null {
  const heading = /^#\s+(.+)$/m.exec(text)?.[1]?.trim();
  return heading ? `Carry out: ${heading}.` : null;
}

/** Each `<task>`'s `<name>`, else its first line of text. */
function tasksOf(text: string): string[] {
  const block = TASKS.exec(text)?.[1];
  if (!block) return [];
  const steps: string[] = [];
  for (const match of block.matchAll(TASK)) {
    const body = match[1]!;
    const name =
      NAME.exec(body)?.[1] ??
      body
        .replace(/<[^>]+>/g, ' ')
        .split(/\r?\n/)
        .find((line) => line.trim() !== '') ??
      '';
    const step = name.replace(/\s+/g, ' ').trim();
    if (step) steps.push(step);
  }
  return steps;
}
