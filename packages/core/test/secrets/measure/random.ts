import { crc32 } from 'node:zlib';

/**
 * Seeded randomness for the measured credential set: every value is a pure function of its
 * case id, so the set is the same on every machine and no generated value is committed.
 */

/** FNV-1a, 32 bits: a case id's seed, and the rule that sets a quarter of the cases aside. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** mulberry32: a small, well-mixed 32-bit generator; returns floats in [0, 1). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const DIGITS = '0123456789';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const HEX = '0123456789abcdef';
export const BASE62 = DIGITS + UPPER + LOWER;
export const BASE64 = UPPER + LOWER + DIGITS + '+/';
export const BASE64URL = UPPER + LOWER + DIGITS + '-_';
export const BASE32 = UPPER + '234567';
export const BECH32 = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L';

/** `length` characters drawn from `alphabet`. */
export function draw(random: Random, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

/** An integer in [min, max]. */
export function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One element of a list. */
export function choose<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/** Base62 (`0-9A-Za-z`) of a 32-bit number, left-padded with `0` to six digits. */
function base62Checksum(value: number): string {
  let n = value >>> 0;
  let out = '';
  while (n > 0) {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out.padStart(6, '0');
}

/**
 * GitHub's (and npm's) token body: 30 random base62 characters, then the CRC32 of them in
 * base62, six digits (GitHub, "Behind GitHub's new authentication token formats", 2021).
 */
export function checksummedBody(random: Random): string {
  const body = draw(random, BASE62, 30);
  return body + base62Checksum(crc32(body));
}

/** A UUID v4 in lower-case hex. */
export function uuid(random: Random): string {
  const h = draw(random, HEX, 32).split('');
  h[12] = '4';
  h[16] = '89ab'[Math.floor(random() * 4)]!;
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** A password a person would choose: words, digits and a symbol (`Harbor7!lantern42`). */
export function humanPassword(random: Random): string {
  const words = ['harbor', 'Lantern', 'maple', 'Orbit', 'quartz', 'Velvet', 'cobalt', 'Tundra', 'ember', 'Falcon'];
  return (
    choose(random, words) +
    between(random, 1, 99) +
    choose(random, ['!', '#', '$', '%', '&', '*', '-', '.']) +
    choose(random, words) +
    between(random, 10, 999)
  );
}

/** A generated password: 16–24 characters of letters, digits and symbols. */
export function randomPassword(random: Random): string {
  const alphabet = UPPER + LOWER + DIGITS + '!#%&*+-.^_~';
  for (;;) {
    const value = draw(random, alphabet, between(random, 16, 24));
    if (/[0-9]/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value)) return value;
  }
}
