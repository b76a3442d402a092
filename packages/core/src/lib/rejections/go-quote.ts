const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;

const SHORT_ESCAPES: Record<number, string> = {
  0x07: '\\a',
  0x08: '\\b',
  0x0c: '\\f',
  0x0a: '\\n',
  0x0d: '\\r',
  0x09: '\\t',
  0x0b: '\\v',
};

/**
 * Quote `text` as Go's `strconv.Quote` (`%q`) does, so a rendered checkpoint is byte-for-byte
 * the one the published design sends: printable runes verbatim, `\a \b \f \n \r \t \v`,
 * `\xHH` for other ASCII controls, `\uHHHH` / `\UHHHHHHHH` for other non-printable runes.
 */
export function goQuote(text: string): string {
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += escapeRune(((unit - 0xd800) << 10) + (next - 0xdc00) + 0x10000);
        i++;
        continue;
      }
    }
    if (unit >= 0xd800 && unit <= 0xdfff) {
      // A lone surrogate is what Go would see as the three invalid bytes of its WTF-8 form.
      out += wtf8Bytes(unit);
      continue;
    }
    out += escapeRune(unit);
  }
  return `${out}"`;
}

function escapeRune(rune: number): string {
  if (rune === 0x22) return '\\"';
  if (rune === 0x5c) return '\\\\';
  if (rune < 0x80) {
    if (rune >= 0x20 && rune < 0x7f) return String.fromCharCode(rune);
    return SHORT_ESCAPES[rune] ?? `\\x${hex(rune, 2)}`;
  }
  const char = String.fromCodePoint(rune);
  if (PRINTABLE.test(char)) return char;
  return rune < 0x10000 ? `\\u${hex(rune, 4)}` : `\\U${hex(rune, 8)}`;
}

function wtf8Bytes(unit: number): string {
  const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
  return bytes.map((byte) => `\\x${hex(byte, 2)}`).join('');
}

function hex(value: number, width: number): string {
  return value.toString(16).padStart(width, '0');
}
