import { join } from 'node:path';
import { withLock, writeFileAtomic, type LockOptions } from '../store/index.js';
import { PacketError, shownKey } from './fields.js';
import { redactPath } from '../secrets/index.js';
import { preparePacketStore, verifyPacket } from './packet.js';
import { firstDuplicateKey } from './json-keys.js';
import { parseLabelledText } from './text-form.js';

/** The fields of a READY_READONLY acknowledgement, in their documented order. */
export const ACK_FIELDS = [
  'GOAL_ID',
  'RESTART_ID',
  'SOURCE_ID',
  'TARGET_ID',
  'CHECKPOINT_DIGEST',
  'CHECKOUT_FINGERPRINT',
  'DIRTY_FINGERPRINT',
  'FIRST_SAFE_ACTION',
] as const;

/** One ACK field name. */
export type AckField = (typeof ACK_FIELDS)[number];

/** A parsed ACK. */
export type Ack = Record<AckField, string>;

/** Where an accepted ACK is recorded. */
const ACK_STATE_FILE = 'state/packet-ack.json';

const ACK_LABEL = new RegExp(`^(${ACK_FIELDS.join('|')}):(?:[ \\t](.*))?$`);

/**
 * Parse an ACK: the first non-blank line is exactly `READY_READONLY`, then one
 * `FIELD: value` line per field of {@link ACK_FIELDS}. A JSON object with
 * `status: "READY_READONLY"` and the same fields in snake_case is accepted too.
 */
export function parseAck(text: string): Ack {
  const trimmed = text.trimStart();
  const raw = new Map<string, unknown>();
  if (trimmed.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new PacketError('ACK is not valid JSON');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new PacketError('ACK must be a JSON object');
    const repeated = firstDuplicateKey(trimmed);
    if (repeated !== null) throw new PacketError(`ACK key ${shownKey(repeated)} appears twice`, redactPath(repeated));
    const record = parsed as Record<string, unknown>;
    if (record.status !== 'READY_READONLY') throw new PacketError('ACK status is not READY_READONLY', 'status');
    for (const [key, value] of Object.entries(record)) {
      if (key === 'status') continue;
      const field = key.toUpperCase();
      if (!(ACK_FIELDS as readonly string[]).includes(field))
        throw new PacketError(`ACK has unknown field ${shownKey(key)}`, redactPath(key));
      raw.set(field, value);
    }
  } else {
    const lines = text.replace(/\r\n?/g, '\n').split('\n');
    const first = lines.findIndex((line) => line.trim() !== '');
    if (first < 0 || lines[first]!.trim() !== 'READY_READONLY')
      throw new PacketError('ACK must start with the line READY_READONLY', 'status');
    for (const [name, value] of parseLabelledText(lines.slice(first + 1).join('\n'), ACK_LABEL)) raw.set(name, value);
  }
  const ack = {} as Ack;
  for (const field of ACK_FIELDS) {
    const value = raw.get(field);
    if (typeof value !== 'string' || value.trim() === '')
      throw new PacketError(`ACK field ${field} is missing or empty`, field);
    ack[field] = value.trim();
  }
  return ack;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The result of an accepted ACK. */
export interface AcceptedAck {
  ack: Ack;
  digest: string;
  path: string;
}

/**
 * Validate an ACK field by field against a fresh read-back of the packet: the packet must
 * verify, GOAL_ID / RESTART_ID / CHECKPOINT_DIGEST must equal the packet's, SOURCE_ID must
 * appear in SOURCE, TARGET_ID must differ from SOURCE_ID, both fingerprints must appear in
 * SOURCE or WORKING_STATE, and FIRST_SAFE_ACTION must be the packet's NEXT_SAFE_ACTION.
 * A stale or mismatching ACK throws a {@link PacketError} naming the field. Runs under the
 * folder's lock, so the packet cannot change between the check and the record of the ACK.
 */
export async function acceptAck(dir: string, text: string, options: LockOptions = {}): Promise<AcceptedAck> {
  const ack = parseAck(text);
  // Fail fast, creating nothing, when there is no packet to acknowledge.
  await verifyPacket(dir);
  return withLock(
    dir,
    async (lock) => {
      await preparePacketStore(dir, lock);
      const packet = await verifyPacket(dir);
      const f = packet.fields;
      const stale = (field: AckField, what: string) => new PacketError(`stale ACK: ${field} ${what}`, field);
      if (ack.GOAL_ID !== f.GOAL_ID) throw stale('GOAL_ID', "does not match the packet's GOAL_ID");
      if (ack.RESTART_ID !== f.RESTART_ID) throw stale('RESTART_ID', "does not match the packet's RESTART_ID");
      if (ack.CHECKPOINT_DIGEST !== packet.digest)
        throw stale('CHECKPOINT_DIGEST', "does not match the packet's current digest");
      if (!f.SOURCE.includes(ack.SOURCE_ID)) throw stale('SOURCE_ID', "is not named in the packet's SOURCE");
      if (ack.TARGET_ID === ack.SOURCE_ID)
        throw new PacketError('ACK field TARGET_ID must differ from SOURCE_ID', 'TARGET_ID');
      const where = `${f.SOURCE}\n${f.WORKING_STATE}`;
      if (!where.includes(ack.CHECKOUT_FINGERPRINT))
        throw stale('CHECKOUT_FINGERPRINT', "is not in the packet's SOURCE or WORKING_STATE");
      if (!where.includes(ack.DIRTY_FINGERPRINT))
        throw stale('DIRTY_FINGERPRINT', "is not in the packet's SOURCE or WORKING_STATE");
      if (normalise(ack.FIRST_SAFE_ACTION) !== normalise(f.NEXT_SAFE_ACTION))
        throw stale('FIRST_SAFE_ACTION', "differs from the packet's NEXT_SAFE_ACTION");
      const path = join(dir, ACK_STATE_FILE);
      const record = {
        schema: 1,
        status: 'READY_READONLY',
        accepted_at: new Date().toISOString(),
        digest: packet.digest,
        ack,
      };
      await writeFileAtomic(path, `${JSON.stringify(record, null, 2)}\n`, { beforeCommit: () => lock.assertHeld() });
      return { ack, digest: packet.digest, path };
    },
    options,
  );
}
