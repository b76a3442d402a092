import { Type, type TSchema } from 'typebox';
import { PACKET_FIELDS, type PacketField } from '../packet/fields.js';

// The two things an agent writes that had no typed model before: a rejection and the
// continuation packet (the packet's verbs read text). Their full rules live where they are
// enforced (addRejection, validatePacket); these models give their shape.

/** A rejected approach as an agent records it: what was tried, and the evidence that ruled it out. */
export const RejectionSchema = Type.Object(
  {
    approach: Type.String({
      minLength: 1,
      description: 'What was tried and ruled out, in a few words (a command, a library, a design); no secret values.',
    }),
    evidence: Type.String({
      minLength: 1,
      description: 'What showed it does not work: the error, the measurement, the reviewer who said no.',
    }),
  },
  { additionalProperties: false },
);

/** The key an agent uses for a packet field: `OUTCOME / ACCEPTANCE` → `outcome_acceptance`. */
export function packetKey(field: PacketField): string {
  return field.toLowerCase().replace(/[^a-z]+/g, '_');
}

const PACKET_DESCRIPTIONS: Record<PacketField, string> = {
  GOAL_ID: 'A stable id of the goal this work serves, on one line.',
  'OUTCOME / ACCEPTANCE': 'What done looks like and how it will be checked.',
  AUTHORITY: 'Who decided the goal and may change it; what this session may decide alone.',
  POLICY: 'Rules the next session must keep (branches, reviews, what not to touch).',
  SOURCE: 'Where the work lives: repository, branch, commit, and the id of the source session.',
  WORKING_STATE: 'The state of the working tree: uncommitted changes, fingerprints, running processes.',
  PROGRESS: 'What is done and verified, and what is half done.',
  DECISIONS: 'Decisions taken and why, so they are not reopened.',
  LIVE_WORK: 'Work in flight that must not be lost or repeated (jobs, reviews, pull requests).',
  NEXT_SAFE_ACTION: 'The first thing the next session does, safe to run without further context.',
  RESTART_ID: 'The id of this restart, on one line.',
  CHECKPOINT_DIGEST: 'Leave null: the digest is computed on write and kept outside the packet.',
};

/** The twelve fields of the continuation packet, keyed as {@link packetKey} spells them. */
export const ContinuationPacketSchema = Type.Object(
  Object.fromEntries(
    PACKET_FIELDS.map((field): [string, TSchema] => {
      const text = Type.String({ minLength: 1, description: PACKET_DESCRIPTIONS[field] });
      return [packetKey(field), field === 'CHECKPOINT_DIGEST' ? Type.Optional(text) : text];
    }),
  ),
  { additionalProperties: false },
);
