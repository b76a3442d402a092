import { renderImplementationDecisions, renderPlanDecisions } from '../decisions/render.js';
import type { ImplementationDecisions, PlanDecisions } from '../decisions/typed-model.js';
import { validateImplementationDecisions, validatePlanDecisions, type ValidationIssue } from '../decisions/validate.js';
import { PACKET_FIELDS, PacketError, type PacketFields } from '../packet/fields.js';
import { renderPacket, validatePacket } from '../packet/packet.js';
import { trimSpace } from '../rejections/parse.js';
import { redactRejectionText } from '../rejections/redact.js';
import type { RejectedApproach } from '../rejections/render.js';
import { renderResume } from '../session/render.js';
import type { HandoffRecord } from '../session/schema.js';
import { validateHandoffRecord } from '../session/validate.js';
import { packetKey } from './models.js';
import { agentSchemas } from './schemas.js';
import type { JsonSchema } from './strict-schema.js';

/** One reason a model's object was refused: the field path (`locked[2].why`) and what is wrong. */
export interface AgentProblem {
  path: string;
  message: string;
  /** The stable code, where the area has one (the handoff record's defect codes). */
  code?: string;
}

/** The typed value and its rendering, or every problem found. */
export type AgentResult<T> = { ok: true; value: T; text: string } | { ok: false; problems: AgentProblem[] };

const ROOT = '<root>';

/**
 * Turn a model's handoff record (authoring schema) into a record, checked against every
 * rule of the writer (lengths, the failed-approaches reason, a re-entry command, secrets);
 * `text` is its RESUME.md. `written_at` is stamped with `now` (default: the current time).
 */
export function fromAgentHandoffRecord(input: unknown, options: { now?: Date } = {}): AgentResult<HandoffRecord> {
  const result = validateHandoffRecord(withoutNulls(agentSchemas.handoffRecord, input), options);
  if (!result.ok)
    return { ok: false, problems: result.defects.map(({ path, message, code }) => ({ path, message, code })) };
  return { ok: true, value: result.record, text: renderResume(result.record) };
}

/** Turn a model's Plan Decisions into the typed model (full schema, ajv); `text` is the `## Plan Decisions` section. */
export function fromAgentPlanDecisions(input: unknown): AgentResult<PlanDecisions> {
  const result = validatePlanDecisions(withoutNulls(agentSchemas.planDecisions, input));
  return result.ok
    ? { ok: true, value: result.value, text: renderPlanDecisions(result.value) }
    : { ok: false, problems: result.issues.map(toProblem) };
}

/**
 * Turn a model's Implementation Decisions into the typed model; `text` is the `## Implementation Decisions` section.
 */
export function fromAgentImplementationDecisions(input: unknown): AgentResult<ImplementationDecisions> {
  const result = validateImplementationDecisions(withoutNulls(agentSchemas.implementationDecisions, input));
  return result.ok
    ? { ok: true, value: result.value, text: renderImplementationDecisions(result.value) }
    : { ok: false, problems: result.issues.map(toProblem) };
}

/**
 * Turn a model's rejection into the entry the checkpoint stores: both sides trimmed,
 * non-empty and redacted as the store redacts them. `text` is the note `handoff reject`
 * takes, `<approach> | <evidence>`, with each `|` of the approach written `\|`, so it splits
 * back into the same two sides.
 */
export function fromAgentRejection(input: unknown): AgentResult<RejectedApproach> {
  if (!isPlainObject(input))
    return { ok: false, problems: [{ path: ROOT, message: 'must be an object with `approach` and `evidence`' }] };
  const problems: AgentProblem[] = [];
  for (const key of Object.keys(input))
    if (key !== 'approach' && key !== 'evidence') problems.push({ path: key, message: 'is not a known field' });
  const side = (key: 'approach' | 'evidence'): string => {
    const value = input[key];
    if (typeof value !== 'string') {
      problems.push({ path: key, message: value === undefined ? 'is required' : 'must be a string' });
      return '';
    }
    const text = trimSpace(value);
    if (text === '') problems.push({ path: key, message: 'must hold more than white space' });
    return redactRejectionText(text);
  };
  const value = { approach: side('approach'), evidence: side('evidence') };
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value, text: `${value.approach.replaceAll('|', '\\|')} | ${value.evidence}` };
}

/**
 * Turn a model's continuation packet (snake_case keys) into the twelve fields, checked as
 * `handoff packet write` checks them (every field, ids on one line, 2,000 words, no
 * secret); `text` is the packet as it is stored. A null `checkpoint_digest` stands for the
 * pointer to where the digest is kept.
 */
export function fromAgentPacket(input: unknown): AgentResult<PacketFields> {
  if (!isPlainObject(input))
    return { ok: false, problems: [{ path: ROOT, message: 'must be an object with the twelve packet fields' }] };
  const byKey = new Map(PACKET_FIELDS.map((field) => [packetKey(field), field]));
  const given: Record<string, unknown> = {};
  const problems: AgentProblem[] = [];
  for (const [key, value] of Object.entries(input)) {
    const field = byKey.get(key);
    if (field === undefined) problems.push({ path: key, message: 'is not a known field' });
    else if (!(field === 'CHECKPOINT_DIGEST' && value === null)) given[field] = value;
  }
  if (problems.length > 0) return { ok: false, problems };
  try {
    const fields = validatePacket(JSON.stringify(given));
    return { ok: true, value: fields, text: renderPacket(fields) };
  } catch (error) {
    if (!(error instanceof PacketError)) throw error;
    const field = PACKET_FIELDS.find((name) => name === error.field);
    return { ok: false, problems: [{ path: field === undefined ? ROOT : packetKey(field), message: error.message }] };
  }
}

function toProblem(issue: ValidationIssue): AgentProblem {
  return { path: issue.path === '(root)' ? ROOT : issue.path, message: issue.message };
}

/**
 * A copy of `value` without the `null`s the authoring schema allows for an optional
 * property, so the full schema sees the property absent, as it expects. Walks the schema,
 * so the depth is the schema's; anything else is copied as it is.
 */
function withoutNulls(schema: JsonSchema, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = schema.items as JsonSchema | undefined;
    return items === undefined ? value : value.map((item) => withoutNulls(items, item));
  }
  if (!isPlainObject(value)) return value;
  const branches = Array.isArray(schema.anyOf) ? (schema.anyOf as JsonSchema[]) : [schema];
  const properties: Record<string, JsonSchema> = {};
  for (const branch of branches)
    Object.assign(properties, (branch.properties as Record<string, JsonSchema> | undefined) ?? {});
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const property = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (child === null && property !== undefined && isNullable(property)) continue;
    // Defined, not assigned: a `__proto__` key from JSON.parse stays a plain property.
    Object.defineProperty(out, key, {
      value: property === undefined ? child : withoutNulls(nonNull(property), child),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

function isNullable(schema: JsonSchema): boolean {
  return Array.isArray(schema.anyOf) && (schema.anyOf as JsonSchema[]).some((branch) => branch.type === 'null');
}

function nonNull(schema: JsonSchema): JsonSchema {
  if (!isNullable(schema)) return schema;
  const rest = (schema.anyOf as JsonSchema[]).filter((branch) => branch.type !== 'null');
  return rest.length === 1 ? rest[0]! : { anyOf: rest };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
