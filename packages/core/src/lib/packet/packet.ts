import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describeCategory, findSecrets } from '../secrets/index.js';
import { readIfExists, withLock, writeFileAtomic } from '../store/index.js';
import {
  DIGEST_POINTER,
  PACKET_FIELDS,
  PACKET_MAX_WORDS,
  PacketError,
  SINGLE_LINE_FIELDS,
  type PacketField,
  type PacketFields,
} from './fields.js';
import { parseLabelledText, parsePacketInput } from './text-form.js';

/** Where a packet lives under the `.handoff` folder. */
export const PACKET_FILE = 'packet.md';
/** Where its digest lives: outside the hashed packet. */
export const PACKET_STATE_FILE = 'state/packet.json';

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
 * every field present and non-blank (CHECKPOINT_DIGEST defaults to a pointer to where the
 * digest is kept), ids on one line, at most 2,000 words, no secret. Throws a
 * {@link PacketError} naming the field; a secret's value is never echoed.
 */
export function validatePacket(input: string): PacketFields {
  const given = parsePacketInput(input);
  if (!given.has('CHECKPOINT_DIGEST')) given.set('CHECKPOINT_DIGEST', DIGEST_POINTER);
  const fields = {} as PacketFields;
  for (const field of PACKET_FIELDS) {
    const value = given.get(field);
    if (value === undefined || value === null) throw new PacketError(`field ${field} is missing`, field);
    if (typeof value !== 'string') throw new PacketError(`field ${field} must be a string`, field);
    const text = value.replace(/\r\n?/g, '\n').trim();
    if (!/[\p{L}\p{N}]/u.test(text)) throw new PacketError(`field ${field} is empty`, field);
    if (SINGLE_LINE_FIELDS.has(field) && text.includes('\n')) throw new PacketError(`field ${field} must be one line`, field);
    const secret = findSecrets(text)[0];
    if (secret) {
      throw new PacketError(`field ${field} holds a secret (${describeCategory(secret.category)}, line ${secret.line}); reference where it is kept instead`, field);
    }
    fields[field] = text;
  }
  const words = PACKET_FIELDS.reduce((sum, field) => sum + countWords(fields[field]), 0);
  if (words > PACKET_MAX_WORDS) throw new PacketError(`packet has ${words} words; at most ${PACKET_MAX_WORDS} (link large evidence instead of copying it)`);
  return fields;
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
 * Validate and write the packet to `<dir>/packet.md` atomically, read it back and compare,
 * then store its digest in `<dir>/state/packet.json` (outside the hashed packet).
 */
export async function writePacket(dir: string, input: string): Promise<WrittenPacket> {
  const fields = validatePacket(input);
  const text = renderPacket(fields);
  const digest = packetDigest(text);
  const path = join(dir, PACKET_FILE);
  await withLock(dir, async () => {
    await writeFileAtomic(path, text);
    const back = await readIfExists(path);
    if (back !== text) throw new PacketError(`${path}: read-back differs from what was written`);
    const parsedBack = parsePacket(back);
    for (const field of PACKET_FIELDS) {
      if (parsedBack[field] !== fields[field]) throw new PacketError(`${path}: field ${field} does not read back as written`, field);
    }
    const state: PacketState = {
      schema: 1,
      digest,
      written_at: new Date().toISOString(),
      goal_id: fields.GOAL_ID,
      restart_id: fields.RESTART_ID,
      words: PACKET_FIELDS.reduce((sum, field) => sum + countWords(fields[field]), 0),
    };
    await writeFileAtomic(join(dir, PACKET_STATE_FILE), `${JSON.stringify(state, null, 2)}\n`);
  });
  return { path, digest, words: PACKET_FIELDS.reduce((sum, field) => sum + countWords(fields[field]), 0), fields };
}

/** A verified packet read fresh from disk. */
export interface VerifiedPacket {
  path: string;
  digest: string;
  fields: PacketFields;
  state: PacketState;
}

/**
 * Read the packet and its stored digest fresh from disk and check they agree; throws a
 * {@link PacketError} when the packet is missing, changed or unreadable.
 */
export async function verifyPacket(dir: string): Promise<VerifiedPacket> {
  const path = join(dir, PACKET_FILE);
  const [text, stateText] = await Promise.all([readIfExists(path), readIfExists(join(dir, PACKET_STATE_FILE))]);
  if (text === null) throw new PacketError(`${path}: no packet; write one with \`handoff packet write --from FILE\``);
  if (stateText === null) throw new PacketError(`${join(dir, PACKET_STATE_FILE)}: no stored digest for the packet`);
  let state: PacketState;
  try {
    state = JSON.parse(stateText) as PacketState;
  } catch {
    throw new PacketError(`${join(dir, PACKET_STATE_FILE)}: not valid JSON`);
  }
  if (typeof state?.digest !== 'string') throw new PacketError(`${join(dir, PACKET_STATE_FILE)}: no digest recorded`);
  const digest = packetDigest(text);
  if (digest !== state.digest) throw new PacketError(`${path}: changed since it was written (digest ${digest} ≠ stored ${state.digest})`);
  return { path, digest, fields: parsePacket(text), state };
}
