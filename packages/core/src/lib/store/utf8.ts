import { isUtf8 } from 'node:buffer';

/** Bytes decoded as UTF-8, or the byte offset of the first byte that is not valid UTF-8. */
export type Utf8Result = { ok: true; text: string } | { ok: false; offset: number };

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Decode strictly: invalid UTF-8 (a stray byte, an overlong form, a surrogate, a truncated
 * sequence) is reported with its byte offset instead of being replaced by U+FFFD, so a
 * damaged record or packet is refused rather than silently changed. A BOM is kept.
 */
export function decodeUtf8(bytes: Uint8Array): Utf8Result {
  if (isUtf8(bytes)) return { ok: true, text: decoder.decode(bytes) };
  return { ok: false, offset: firstInvalidByte(bytes) };
}

/** The offset where the first ill-formed sequence starts (RFC 3629); `bytes.length` when there is none. */
export function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min = 0x80;
    let max = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) min = 0xa0; // no overlong forms
      if (b === 0xed) max = 0x9f; // no surrogates
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) min = 0x90;
      if (b === 0xf4) max = 0x8f; // nothing above U+10FFFF
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined) return i;
      const lo = k === 1 ? min : 0x80;
      const hi = k === 1 ? max : 0xbf;
      if (c < lo || c > hi) return i;
    }
    i += need + 1;
  }
  return bytes.length;
}
