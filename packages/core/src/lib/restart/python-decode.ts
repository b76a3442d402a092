import { PythonValueError } from './python-value.js';

/**
 * Decode bytes to code points the way `json.loads(bytes)` does: the encoding is guessed
 * from a BOM or the NUL pattern of the first bytes (UTF-8, UTF-16, UTF-32), decoded with
 * `errors='surrogatepass'`; a decoding error is a `UnicodeDecodeError` (a `ValueError`).
 */
export function decodeJsonBytes(bytes: Uint8Array): Uint32Array {
  const b = bytes;
  const starts = (...prefix: number[]) => prefix.every((v, i) => b[i] === v) && b.length >= prefix.length;
  if (starts(0x00, 0x00, 0xfe, 0xff)) return decodeUtf32(b.subarray(4), false);
  if (starts(0xff, 0xfe, 0x00, 0x00)) return decodeUtf32(b.subarray(4), true);
  if (starts(0xfe, 0xff)) return decodeUtf16(b.subarray(2), false);
  if (starts(0xff, 0xfe)) return decodeUtf16(b.subarray(2), true);
  if (starts(0xef, 0xbb, 0xbf)) return decodeUtf8(b.subarray(3));
  if (b.length >= 4) {
    if (!b[0]) return b[1] ? decodeUtf16(b, false) : decodeUtf32(b, false);
    if (!b[1]) return b[2] || b[3] ? decodeUtf16(b, true) : decodeUtf32(b, true);
  } else if (b.length === 2) {
    if (!b[0]) return decodeUtf16(b, false);
    if (!b[1]) return decodeUtf16(b, true);
  }
  return decodeUtf8(b);
}

function fail(): never {
  throw new PythonValueError('UnicodeDecodeError');
}

/** Strict UTF-8 as CPython decodes it, plus `surrogatepass` (ED A0..BF xx → a surrogate). */
function decodeUtf8(b: Uint8Array): Uint32Array {
  const out = new Uint32Array(b.length);
  let n = 0;
  const cont = (i: number) => i < b.length && (b[i]! & 0xc0) === 0x80;
  for (let i = 0; i < b.length;) {
    const c = b[i]!;
    if (c < 0x80) {
      out[n++] = c;
      i++;
    } else if (c >= 0xc2 && c <= 0xdf) {
      if (!cont(i + 1)) fail();
      out[n++] = ((c & 0x1f) << 6) | (b[i + 1]! & 0x3f);
      i += 2;
    } else if (c >= 0xe0 && c <= 0xef) {
      const c1 = b[i + 1];
      if (c1 === undefined || !cont(i + 1) || !cont(i + 2)) fail();
      if (c === 0xe0 && c1 < 0xa0) fail();
      // ED A0..BF is an encoded surrogate: refused by strict UTF-8, let through by surrogatepass.
      out[n++] = ((c & 0x0f) << 12) | ((c1 & 0x3f) << 6) | (b[i + 2]! & 0x3f);
      i += 3;
    } else if (c >= 0xf0 && c <= 0xf4) {
      const c1 = b[i + 1];
      if (c1 === undefined || !cont(i + 1) || !cont(i + 2) || !cont(i + 3)) fail();
      if ((c === 0xf0 && c1 < 0x90) || (c === 0xf4 && c1 > 0x8f)) fail();
      out[n++] = ((c & 0x07) << 18) | ((c1 & 0x3f) << 12) | ((b[i + 2]! & 0x3f) << 6) | (b[i + 3]! & 0x3f);
      i += 4;
    } else {
      fail();
    }
  }
  return out.subarray(0, n);
}

function decodeUtf16(b: Uint8Array, little: boolean): Uint32Array {
  if (b.length % 2 !== 0) fail();
  const out = new Uint32Array(b.length / 2);
  let n = 0;
  const unit = (i: number) => (little ? b[i]! | (b[i + 1]! << 8) : (b[i]! << 8) | b[i + 1]!);
  for (let i = 0; i < b.length; i += 2) {
    const u = unit(i);
    if (u >= 0xd800 && u <= 0xdbff && i + 2 < b.length) {
      const u2 = unit(i + 2);
      if (u2 >= 0xdc00 && u2 <= 0xdfff) {
        out[n++] = 0x10000 + ((u - 0xd800) << 10) + (u2 - 0xdc00);
        i += 2;
        continue;
      }
    }
    out[n++] = u; // a lone surrogate passes (surrogatepass)
  }
  return out.subarray(0, n);
}

function decodeUtf32(b: Uint8Array, little: boolean): Uint32Array {
  if (b.length % 4 !== 0) fail();
  const out = new Uint32Array(b.length / 4);
  for (let i = 0; i < b.length; i += 4) {
    const cp = little
      ? (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0
      : ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
    if (cp > 0x10ffff) fail();
    out[i / 4] = cp;
  }
  return out;
}
