import { agentSchemas } from '@handoff/core/agent';
import { ACK_FIELDS, acceptAck, PacketError, verifyPacket, writePacket } from '@handoff/core/packet';
import { Type, type TSchema } from 'typebox';
import { shown, type ServerContext } from '../context.js';
import { ToolError } from '../errors.js';
import { Closed } from '../schema-types.js';
import type { ToolDefinition } from '../tool.js';

/** Run a packet call; a refusal is the CLI's `handoff packet <sub>: <reason>`. */
async function packetErrors<T>(verb: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PacketError) throw new ToolError(`${verb}: ${error.message}`);
    throw error;
  }
}

const ACK_DESCRIPTIONS: Record<(typeof ACK_FIELDS)[number], string> = {
  GOAL_ID: "The packet's GOAL_ID",
  RESTART_ID: "The packet's RESTART_ID",
  SOURCE_ID: "The source session's id, as named in the packet's SOURCE",
  TARGET_ID: 'Your own id, different from SOURCE_ID',
  CHECKPOINT_DIGEST: 'The digest packet_verify returned',
  CHECKOUT_FINGERPRINT: "The checkout fingerprint, as the packet's SOURCE or WORKING_STATE shows it",
  DIRTY_FINGERPRINT: "The dirty-tree fingerprint, as the packet's SOURCE or WORKING_STATE shows it",
  FIRST_SAFE_ACTION: "The packet's NEXT_SAFE_ACTION: what you will do first",
};

const Ack = Closed(
  Object.fromEntries(
    ACK_FIELDS.map((field) => [
      field.toLowerCase(),
      Type.String({ minLength: 1, description: ACK_DESCRIPTIONS[field] }),
    ]),
  ) as Record<string, TSchema>,
);

const path = (context: ServerContext, full: string) => shown(context, full);

/** `packet_write`: write the continuation packet. */
export const packetWriteTool: ToolDefinition = {
  name: 'packet_write',
  title: 'Write the continuation packet',
  description:
    'Write the continuation packet for a restart: twelve fields, at most 2,000 words, no secrets. ' +
    'It is stored atomically as packet.md, read back, and its sha256 kept outside it; ' +
    'a refusal names the field and writes nothing.',
  verb: 'handoff packet write',
  readOnly: false,
  // The packet is replaced in place; unlike the session handoff, no archive copy is kept.
  destructive: true,
  checkedByHandler: ['packet'],
  input: Closed({ packet: agentSchemas.continuationPacket }),
  output: Closed({ path: Type.String(), digest: Type.String(), words: Type.Integer() }),
  async run(args, context) {
    // The packet verbs read snake_case keys themselves, so a refusal is word for word the CLI's.
    const { checkpoint_digest: digest, ...rest } = args.packet as Record<string, unknown>;
    const input = digest === null || digest === undefined ? rest : { ...rest, checkpoint_digest: digest };
    const written = await packetErrors(this.verb, () => writePacket(context.dir, JSON.stringify(input)));
    return { path: path(context, written.path), digest: written.digest, words: written.words };
  },
};

/** `packet_verify`: check the packet is unchanged since it was written. */
export const packetVerifyTool: ToolDefinition = {
  name: 'packet_verify',
  title: 'Verify the continuation packet',
  description:
    'Read the packet and its stored digest fresh from disk and check they agree; returns the digest an ACK ' +
    'must carry and the ids.',
  verb: 'handoff packet verify',
  readOnly: true,
  input: Closed({}),
  output: Closed({
    path: Type.String(),
    digest: Type.String(),
    goal_id: Type.String(),
    restart_id: Type.String(),
    next_safe_action: Type.String(),
  }),
  async run(_args, context) {
    const verified = await packetErrors(this.verb, () => verifyPacket(context.dir));
    return {
      path: path(context, verified.path),
      digest: verified.digest,
      goal_id: verified.fields.GOAL_ID,
      restart_id: verified.fields.RESTART_ID,
      next_safe_action: verified.fields.NEXT_SAFE_ACTION,
    };
  },
};

/** `packet_ack`: acknowledge the packet READY_READONLY, checked field by field. */
export const packetAckTool: ToolDefinition = {
  name: 'packet_ack',
  title: 'Acknowledge the continuation packet',
  description:
    'Acknowledge the packet as READY_READONLY. Every field is checked against a fresh read-back of the packet (ids, ' +
    'digest, fingerprints, first safe action); a stale or mismatching ACK is refused, naming the field.',
  verb: 'handoff packet ack',
  readOnly: false,
  input: Closed({ ack: Ack }),
  output: Closed({ digest: Type.String(), restart_id: Type.String(), path: Type.String() }),
  async run(args, context) {
    const ack = { status: 'READY_READONLY', ...(args.ack as Record<string, string>) };
    const accepted = await packetErrors(this.verb, () => acceptAck(context.dir, JSON.stringify(ack)));
    return { digest: accepted.digest, restart_id: accepted.ack.RESTART_ID, path: path(context, accepted.path) };
  },
};
