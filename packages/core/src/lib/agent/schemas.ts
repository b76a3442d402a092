import { ImplementationDecisionsSchema, PlanDecisionsSchema } from '../decisions/typed-model.js';
import { HandoffRecordSchema } from '../session/schema.js';
import { ContinuationPacketSchema, RejectionSchema } from './models.js';
import { toStrictSchema, type JsonSchema } from './strict-schema.js';

/** The things an agent writes, each with one authoring schema. */
export type AgentSchemaName =
  'handoffRecord' | 'planDecisions' | 'implementationDecisions' | 'rejection' | 'continuationPacket';

const plain = (schema: unknown): JsonSchema => JSON.parse(JSON.stringify(schema)) as JsonSchema;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/**
 * The authoring schemas: what to hand a model as a structured-output or strict-tool schema
 * (OpenAI `response_format: {type: 'json_schema', json_schema: {strict: true, …}}`,
 * Anthropic `tools: [{strict: true, input_schema}]`). Each is derived from the one TypeBox
 * model the rest of the SDK validates with: no parser-only `position` or `markdown`, no writer-stamped
 * `schema` / `written_at`, every property present (optional ones as `null`). The object a
 * model returns goes through the matching `fromAgent…` function, which applies the full
 * rules. Published as `@handoff/core/schemas/agent/<kebab-case name>.schema.json`.
 */
export const agentSchemas: Readonly<Record<AgentSchemaName, JsonSchema>> = deepFreeze({
  handoffRecord: toStrictSchema(plain(HandoffRecordSchema), {
    omit: ['schema', 'written_at'],
    description:
      'A session handoff record: the project goal, where the work stands, the files in play, what changed and why, ' +
      'every approach that failed and why, and the next steps (at least one with a command). ' +
      'The writer stamps the time.',
  }),
  planDecisions: toStrictSchema(plain(PlanDecisionsSchema), {
    omit: ['position', 'markdown'],
    description:
      "A plan's decisions: Locked (D-n, the executor must follow), Open (O-n, the executor's discretion within " +
      'constraints), Considered and rejected (R-n). When there is nothing to record, `mechanical` holds the line ' +
      'starting "No decisions worth documenting" and the lists are empty; otherwise it is null.',
  }),
  implementationDecisions: toStrictSchema(plain(ImplementationDecisionsSchema), {
    omit: ['position', 'markdown'],
    description:
      "A summary's decisions: Taken (DT-n, one per Open decision of the plan: the option chosen, " +
      'or the decision recorded as mooted), Deviations from the plan (DV-n, each with its verification), ' +
      'Open questions for the verifier (Q-n). When there is nothing to record, `mechanical` holds the line ' +
      'starting "No deviations or open questions"; otherwise it is null.',
  }),
  rejection: toStrictSchema(plain(RejectionSchema), {
    description:
      'An approach that was tried and ruled out, with the evidence, for the rejected-approaches checkpoint every ' +
      'later session receives.',
  }),
  continuationPacket: toStrictSchema(plain(ContinuationPacketSchema), {
    description:
      'The continuation packet a session hands to its restart: twelve fields, at most 2,000 words in all, no secrets.',
  }),
});

/** The published file name of an authoring schema: `planDecisions` → `plan-decisions.schema.json`. */
export function agentSchemaFileName(name: AgentSchemaName): string {
  return `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.schema.json`;
}
