import { redactPath } from '../secrets/index.js';
import { quoteValue } from '../secrets/quote.js';

/** The twelve continuation-packet fields, in the protocol's order (docs/restart.md). */
export const PACKET_FIELDS = [
  'GOAL_ID',
  'OUTCOME / ACCEPTANCE',
  'AUTHORITY',
  'POLICY',
  'SOURCE',
  'WORKING_STATE',
  'PROGRESS',
  'DECISIONS',
  'LIVE_WORK',
  'NEXT_SAFE_ACTION',
  'RESTART_ID',
  'CHECKPOINT_DIGEST',
] as const;

/** One packet field name. */
export type PacketField = (typeof PACKET_FIELDS)[number];

/** A packet: every field's text. */
export type PacketFields = Record<PacketField, string>;

/** Most words a packet may hold (the published "1–2 thousand words or less"). */
export const PACKET_MAX_WORDS = 2_000;

/** What CHECKPOINT_DIGEST says when the input leaves it out: the digest lives outside. */
export const DIGEST_POINTER = 'sha256 of this file, kept outside it in state/packet.json';

/** Fields that name one identity and must stay on one line. */
export const SINGLE_LINE_FIELDS: ReadonlySet<PacketField> = new Set(['GOAL_ID', 'RESTART_ID']);

/**
 * A key of the input as a refusal names it: quoted whole when it has at most 60 characters,
 * else by its length, and redacted (a key can be a pasted credential). Never cut short.
 */
export function shownKey(key: string): string {
  return redactPath(quoteValue(key, 60, 'key'));
}

/** A refusal: the field it concerns (when one) and a one-line reason that never echoes a value. */
export class PacketError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'PacketError';
  }
}

const ALIASES = new Map<string, PacketField>(
  PACKET_FIELDS.flatMap((field) => [
    [field, field],
    [field.toLowerCase().replace(/[^a-z]+/g, '_'), field],
  ]),
);

/** The field a JSON key or text label names (`GOAL_ID`, `goal_id`, `outcome_acceptance`, …). */
export function fieldFromKey(key: string): PacketField | undefined {
  return (
    ALIASES.get(key) ??
    ALIASES.get(
      key
        .trim()
        .toLowerCase()
        .replace(/[^a-z]+/g, '_'),
    )
  );
}
