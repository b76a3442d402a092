import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describeCategory, findSecrets } from '../secrets/index.js';
import {
  checkStoreFolders,
  MAX_STORE_FILE_BYTES,
  prepareStagedStore,
  readDependent,
  readStoreText,
  renameDurably,
  stagedPath,
  committedBy,
  syscalls,
  withLock,
  writeFileAtomic,
  type HeldLock,
  type LockOptions,
} from '../store/index.js';
import {
  DIGEST_POINTER,
  PACKET_FIELDS,
  PACKET_MAX_WORDS,
  PacketError,
  SINGLE_LINE_FIELDS,
  type PacketFields,
} from './fields.js';
import { parseLabelledText, parsePacketInput } from './text-form.js';

/** Where a packet lives under the `.handoff` folder. */
const PACKET_FILE = 'packet.md';
/** Where its digest lives: outside the hashed packet. */
const PACKET_STATE_FILE = 'state/packet.json';

/** What is stored beside the packet. */
export interface PacketState {
  schema: 1;
  digest: string;
  written_at: string;
  goal_id: string;
  restart_id: string;
  words: number;
}

/** The result of a successful write. */
export interface WrittenPacket {
  path: string;
  digest: string;
  words: number;
  fields: PacketFields;
}

/** `sha256:<hex>` of a text's UTF-8 bytes. */
export function packetDigest(text: string): string {
  return `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
}

const countWords = (text: string) => (text.match(/\S+/g) ?? []).length;

/**
 * Check packet input (JSON object or `FIELD: value` text) and return the twelve fields:
 * every field present and non-blank (CHECKPOINT_DIGEST, absent or null, defaults to a pointer to where the
 * digest is kept), ids on one line, at most 2,000 words, no secret. Throws a
 * {@link PacketError} naming the field; a secret's value is never echoed.
 */
export function validatePacket(input: string): PacketFields {
  const given = parsePacketInput(input);
  // Absent or null (as the authoring schema writes an optional field): the pointer.
  if ((given.get('CHECKPOINT_DIGEST') ?? null) === null) given.set('CHECKPOINT_DIGEST', DIGEST_POINTER);
  const fields = {} as PacketFields;
  // Every missing field at once: the writer fills them in one go, not one per attempt.
  const missing = PACKET_FIELDS.filter((field) => given.get(field) === undefined || given.get(field) === null);
  if (missing.length > 0)
    throw new PacketError(
      missing.length === 1 ? `field ${missing[0]} is missing` : `fields ${listOf(missing)} are missing`,
      missing[0],
    );
  for (const field of PACKET_FIELDS) {
    const value = given.get(field);
    if (typeof value !== 'string') throw new PacketError(`field ${field} must be a string`, field);
    const text = value.replace(/\r\n?/g, '\n').trim();
    if (!/[\p{L}\p{N}]/u.test(text)) throw new PacketError(`field ${field} is empty`, field);
    if (SINGLE_LINE_FIELDS.has(field) && text.includes('\n'))
      throw new PacketError(`field ${field} must be one line`, field);
    const secret = findSecrets(text)[0];
    if (secret) {
      throw new PacketError(
        `field ${field} holds a secret (${describeCategory(secret.category)}, line ${secret.line}); ` +
          `reference where it is kept instead`,
        field,
      );
    }
    fields[field] = text;
  }
  const words = PACKET_FIELDS.reduce((sum, field) => sum + countWords(fields[field]), 0);
  if (words > PACKET_MAX_WORDS)
    throw new PacketError(
      `packet has ${words} words; at most ${PACKET_MAX_WORDS} (link large evidence instead of copying it)`,
    );
  return fields;
}

/** `A, B and C`. */
function listOf(names: readonly string[]): string {
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/** Render the packet: `FIELD: value`, continuation lines indented by two spaces. */
export function renderPacket(fields: PacketFields): string {
  const lines: string[] = [];
  for (const field of PACKET_FIELDS) {
    const [first, ...rest] = fields[field].split('\n');
    lines.push(`${field}: ${first}`);
    for (const line of rest) lines.push(line === '' ? '' : `  ${line}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Read a rendered packet back into its fields (refusing a missing or extra field). */
export function parsePacket(text: string): PacketFields {
  const values = parseLabelledText(text);
  const fields = {} as PacketFields;
  for (const field of PACKET_FIELDS) {
    const value = values.get(field);
    if (value === undefined) throw new PacketError(`packet lacks field ${field}`, field);
    fields[field] = value;
  }
  return fields;
}

/**
 * Validate and write the packet, under the folder's lock, after finishing or dropping what a
 * killed writer left:
 *
 * 1. `packet.md.next` (the new packet), atomically, then read back and compared byte for
 *    byte and field by field;
 * 2. `state/packet.json` (its digest), atomically: **the commit point**;
 * 3. `packet.md.next` renamed to `packet.md`; the pair is then verified from disk.
 *
 * A kill before 2 leaves the old pair; a kill between 2 and 3 leaves the new digest with
 * the new packet in `packet.md.next`, which {@link verifyPacket} accepts (its digest
 * matches) and the next writer renames into place. `verify` accepts every pair a kill leaves.
 */
export async function writePacket(dir: string, input: string, options: LockOptions = {}): Promise<WrittenPacket> {
  const fields = validatePacket(input);
  const text = renderPacket(fields);
  const digest = packetDigest(text);
  const path = join(dir, PACKET_FILE);
  const staged = stagedPath(path);
  const words = PACKET_FIELDS.reduce((sum, field) => sum + countWords(fields[field]), 0);
  if (Buffer.byteLength(text) > MAX_STORE_FILE_BYTES)
    throw new PacketError(
      `packet would be ${Buffer.byteLength(text)} bytes, over the ${MAX_STORE_FILE_BYTES / 1024 / 1024} ` +
        `MiB a store file may hold`,
    );
  await withLock(
    dir,
    async (lock) => {
      await preparePacketStore(dir, lock);
      const commit = { beforeCommit: () => lock.assertHeld() };
      try {
        await writeFileAtomic(staged, text, { ...commit, reportPath: path });
        const back = await readStoreText(staged, MAX_STORE_FILE_BYTES);
        if (back !== text) throw new PacketError(`${path}: read-back differs from what was written`);
        const parsedBack = parsePacket(back);
        for (const field of PACKET_FIELDS) {
          if (parsedBack[field] !== fields[field])
            throw new PacketError(`${path}: field ${field} does not read back as written`, field);
        }
        const state: PacketState = {
          schema: 1,
          digest,
          written_at: new Date().toISOString(),
          goal_id: fields.GOAL_ID,
          restart_id: fields.RESTART_ID,
          words,
        };
        await writeFileAtomic(join(dir, PACKET_STATE_FILE), `${JSON.stringify(state, null, 2)}\n`, commit);
      } catch (error) {
        // Not committed: drop the staged packet, so a failure leaves the store as it was.
        if (!committedBy(error, join(dir, PACKET_STATE_FILE))) await syscalls.unlink(staged).catch(() => undefined);
        throw error;
      }
      await lock.assertHeld(
        'the packet digest was stored, and the packet is kept as packet.md.next until the next write',
      );
      await renameDurably(staged, path);
      const verified = await verifyPacket(dir);
      if (verified.digest !== digest || verified.pending)
        throw new PacketError(`${path}: does not verify after writing`);
    },
    options,
  );
  return { path, digest, words, fields };
}

/**
 * Under the lock, before a packet write or ACK: make the folders (refusing links), finish or
 * drop a staged packet a killed writer left, and remove its temp files.
 */
export async function preparePacketStore(dir: string, lock: HeldLock): Promise<void> {
  const committed = async () => {
    const digest = await readStoredDigest(dir).catch(() => null);
    return (text: string) => digest !== null && packetDigest(text) === digest;
  };
  await prepareStagedStore(dir, join(dir, PACKET_FILE), lock, committed, ['state']);
}

/** A verified packet read fresh from disk. */
export interface VerifiedPacket {
  /** The file that verified: `packet.md`, or `packet.md.next` when `pending`. */
  path: string;
  digest: string;
  fields: PacketFields;
  state: PacketState;
  /**
   * A write was interrupted after storing the digest: the matching packet is still
   * `packet.md.next`, which the next write or ACK renames into place.
   */
  pending: boolean;
}

/**
 * Read the packet and its stored digest fresh from disk and check they agree; throws a
 * {@link PacketError} when the packet is missing, changed or unreadable. A store part that
 * is a link, or a packet that is not UTF-8, is refused (`StoreRefusal`).
 */
export async function verifyPacket(dir: string): Promise<VerifiedPacket> {
  const path = join(dir, PACKET_FILE);
  await checkStoreFolders(dir, ['state']);
  const statePath = join(dir, PACKET_STATE_FILE);
  const stateText = await readStoreText(statePath, MAX_STORE_FILE_BYTES);
  let state: PacketState | null = null;
  if (stateText !== null) {
    try {
      state = JSON.parse(stateText) as PacketState | null;
    } catch {
      throw new PacketError(`${statePath}: not valid JSON`);
    }
    if (typeof state?.digest !== 'string') throw new PacketError(`${statePath}: no digest recorded`);
  }
  const found = await readDependent(
    path,
    MAX_STORE_FILE_BYTES,
    (text) => state !== null && packetDigest(text) === state.digest,
  );
  if (found.text === null)
    throw new PacketError(`${path}: no packet; write one with \`handoff packet write --from FILE\``);
  if (state === null) throw new PacketError(`${statePath}: no stored digest for the packet`);
  const digest = packetDigest(found.text);
  if (digest !== state.digest)
    throw new PacketError(`${path}: changed since it was written (digest ${digest} ≠ stored ${state.digest})`);
  return {
    path: found.pending ? stagedPath(path) : path,
    digest,
    fields: parsePacket(found.text),
    state,
    pending: found.pending,
  };
}

/** The committed digest, or `null` when none is stored. */
async function readStoredDigest(dir: string): Promise<string | null> {
  const text = await readStoreText(join(dir, PACKET_STATE_FILE), MAX_STORE_FILE_BYTES);
  if (text === null) return null;
  const digest = (JSON.parse(text) as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' ? digest : null;
}
