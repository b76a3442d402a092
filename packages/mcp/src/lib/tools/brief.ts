import { Type } from 'typebox';
import { buildBrief } from '../briefs.js';
import { Closed, Nullable } from '../schema-types.js';
import type { ToolDefinition } from '../tool.js';

const Item = Closed({ id: Nullable(Type.String()), text: Type.String(), line: Type.Integer() });

const ExecutorBrief = Closed({
  role: Type.Literal('executor'),
  plan: Type.String(),
  mechanical: Type.Boolean(),
  constraints: Type.Array(Item, { description: 'Locked decisions: follow them' }),
  toDecide: Type.Array(Item, { description: 'Open decisions: yours to decide, each needs a Taken item' }),
  rejected: Type.Array(Item, { description: 'Considered and rejected: do not re-propose' }),
  redactions: Type.Integer({ minimum: 0, description: 'How many secrets in the texts were replaced by [REDACTED]' }),
});

const VerifierBrief = Closed({
  role: Type.Literal('verifier'),
  summary: Type.String(),
  plan: Nullable(Type.String()),
  mechanical: Type.Boolean(),
  deviations: Type.Array(
    Closed({
      id: Nullable(Type.String()),
      text: Type.String(),
      line: Type.Integer(),
      verification: Nullable(Type.String()),
      locked: Nullable(Type.String()),
    }),
  ),
  questions: Type.Array(Item),
  openToTaken: Type.Array(Closed({ open: Type.String(), taken: Type.Array(Type.String()) })),
  unlinkedTaken: Type.Array(Item),
  redactions: Type.Integer({ minimum: 0, description: 'How many secrets in the texts were replaced by [REDACTED]' }),
});

/** `brief`: what an executor or a verifier reads first, in the published reading order. */
export const briefTool: ToolDefinition = {
  name: 'brief',
  title: 'Brief for a role',
  description:
    'What a role reads first. executor + a plan: its Locked decisions (constraints), Open decisions ' +
    '(yours to decide) and rejected alternatives (do not re-propose). verifier + a summary: ' +
    "each deviation with its verification, each open question, and the plan's Open decisions against the Taken " +
    "items naming them (the plan comes from `plan_path`, the summary's front matter `plan:`, " +
    'or its paired file name).',
  verb: 'handoff brief',
  readOnly: true,
  input: Closed({
    role: Type.Enum(['executor', 'verifier'], { description: 'Whose brief' }),
    path: Type.String({ description: 'The plan (executor) or summary (verifier), relative to the project root' }),
    plan_path: Nullable(Type.String({ description: 'verifier: the plan the summary answers to; null to find it' })),
  }),
  output: Closed({
    role: Type.Union([Type.Literal('executor'), Type.Literal('verifier')]),
    text: Type.String({ description: 'The brief as Markdown' }),
    brief: Type.Union([ExecutorBrief, VerifierBrief]),
  }),
  async run(args, context) {
    const role = args.role as 'executor' | 'verifier';
    const outcome = await buildBrief(
      context,
      role,
      args.path as string,
      typeof args.plan_path === 'string' ? args.plan_path : undefined,
    );
    return { role, text: outcome.text, brief: outcome.brief };
  },
};
