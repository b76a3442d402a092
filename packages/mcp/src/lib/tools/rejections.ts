import { agentSchemas } from '@handoff/core/agent';
import {
  checkpointForSession,
  forgetRecordedRejection,
  readCheckpoint,
  readRejectionsState,
  recordRejection,
  RejectionsStateError,
  type Refusal,
} from '@handoff/core/rejections';
import { Type, type TSchema } from 'typebox';
import { ToolError } from '../errors.js';
import { Closed, Nullable } from '../schema-types.js';
import type { ToolDefinition } from '../tool.js';

const refused = (verb: string, refusal: Pick<Refusal, 'message'>) =>
  new ToolError(`${verb}: refused, nothing changed: ${refusal.message}`);

/** Run a store call; an unreadable state file is the CLI's one line. */
async function withState<T>(verb: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RejectionsStateError) throw new ToolError(`${verb}: ${error.message}`);
    throw error;
  }
}

const Entry = Closed({
  n: Type.Integer({ description: 'The number forget takes' }),
  approach: Type.String(),
  evidence: Type.String(),
});
const rejectionSchema = agentSchemas.rejection as unknown as { properties: { approach: TSchema; evidence: TSchema } };

/** `reject`: record an approach that was tried and ruled out, with its evidence. */
export const rejectTool: ToolDefinition = {
  name: 'reject',
  title: 'Record a rejected approach',
  description:
    'Record an approach that was tried and ruled out, with the evidence, in the rejected-approaches checkpoint every ' +
    'later session receives before it edits or runs anything. Secrets are redacted before storage; ' +
    'an exact duplicate, or an entry that would push the checkpoint over 12 KiB, is refused and nothing changes.',
  verb: 'handoff reject',
  readOnly: false,
  input: Closed({ approach: rejectionSchema.properties.approach, evidence: rejectionSchema.properties.evidence }),
  output: Closed({
    n: Type.Integer(),
    approach: Type.String(),
    evidence: Type.String(),
    version: Type.String({ description: 'The checkpoint version after the change' }),
  }),
  async run(args, context) {
    const result = await withState(this.verb, () =>
      recordRejection(context.dir, { approach: args.approach as string, evidence: args.evidence as string }),
    );
    if (!result.ok) throw refused(this.verb, result);
    return {
      n: result.number,
      approach: result.entry.approach,
      evidence: result.entry.evidence,
      version: result.checkpoint.version,
    };
  },
};

/** `rejections`: the numbered list. */
export const rejectionsTool: ToolDefinition = {
  name: 'rejections',
  title: 'List the rejected approaches',
  description:
    'The rejected approaches recorded so far, numbered as forget takes them. Do not repeat one unless the user asks ' +
    'to revisit it or new evidence justifies it.',
  verb: 'handoff rejections',
  readOnly: true,
  input: Closed({}),
  output: Closed({ entries: Type.Array(Entry) }),
  async run(_args, context) {
    const state = await withState(this.verb, () => readRejectionsState(context.dir));
    return {
      entries: (state?.rejected_approaches ?? []).map((entry, index) => ({
        n: index + 1,
        approach: entry.approach,
        evidence: entry.evidence,
      })),
    };
  },
};

/** `forget`: remove entry N. */
export const forgetTool: ToolDefinition = {
  name: 'forget',
  title: 'Forget a rejected approach',
  description:
    'Remove rejected approach number n (1-based, as rejections lists them now; later entries move up by one). ' +
    'Only when the user says it is no longer ruled out.',
  verb: 'handoff forget',
  readOnly: false,
  destructive: true,
  input: Closed({ n: Type.Integer({ minimum: 1, description: 'The entry number' }) }),
  output: Closed({ n: Type.Integer(), approach: Type.String(), evidence: Type.String(), version: Type.String() }),
  async run(args, context) {
    const n = args.n as number;
    const result = await withState(this.verb, () => forgetRecordedRejection(context.dir, n));
    if (!result.ok) throw refused(this.verb, result);
    const [removed] = result.removed;
    return { n, approach: removed!.approach, evidence: removed!.evidence, version: result.checkpoint.version };
  },
};

/** `checkpoint`: the checkpoint text, for a session only when it lacks the current version. */
export const checkpointTool: ToolDefinition = {
  name: 'checkpoint',
  title: 'Rejections checkpoint for a session',
  description:
    'The rejections checkpoint (fixed instruction header and the entries) for session `session`: delivered ' +
    '(and recorded) only when that session has not received the current version. `failed_turn` forgets what that ' +
    'session received, so its next request gets it again. With both null, the current checkpoint is returned ' +
    'without recording anything.',
  verb: 'handoff checkpoint',
  readOnly: false,
  input: Closed({
    session: Nullable(Type.String({ description: 'The session asking (1-512 characters)' })),
    failed_turn: Nullable(
      Type.String({ description: 'A session whose last turn failed: its delivery is forgotten first' }),
    ),
  }),
  output: Closed({
    delivered: Type.Boolean(),
    version: Type.String({ description: '16 hex digits; empty when nothing was ever recorded' }),
    text: Type.String({ description: 'The checkpoint when delivered (or when no session is given), else empty' }),
  }),
  async run(args, context) {
    const session = typeof args.session === 'string' ? args.session : undefined;
    const failedTurn = typeof args.failed_turn === 'string' ? args.failed_turn : undefined;
    if (session === undefined && failedTurn === undefined) {
      const current = await withState(this.verb, () => readCheckpoint(context.dir));
      return { delivered: false, version: current.version, text: current.text };
    }
    const result = await withState(this.verb, () =>
      checkpointForSession(context.dir, {
        ...(session === undefined ? {} : { session }),
        ...(failedTurn === undefined ? {} : { failedTurn }),
      }),
    );
    if (!result.ok) throw new ToolError(`${this.verb}: ${result.message}`);
    return { delivered: result.delivered, version: result.version, text: result.text };
  },
};
