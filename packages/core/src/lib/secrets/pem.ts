import { isBlank, isLineBreak } from './chars.js';
import type { Hit } from './hit.js';

const PEM_BEGIN = /-----BEGIN[ A-Z0-9]{0,48}PRIVATE KEY(?: BLOCK)?-----/y;
const PEM_END = /-----END[ A-Z0-9]{0,48}PRIVATE KEY(?: BLOCK)?-----/y;
/** A PEM body longer than this is not one key block (an unrelated END far below). */
const MAX_PEM = 65_536;
/** A line of key material: base64, at least 16 characters. */
const BASE64_LINE = /^[A-Za-z0-9+/=]{16,}$/;
/** An RFC 1421 header line of an encrypted PEM or PGP block (`Proc-Type: 4,ENCRYPTED`, `Version: …`). */
const HEADER_LINE = /^[A-Za-z-]+: .*$/;

/** Cache of the nearest marker after a position, so that many BEGINs never rescan the text. */
interface MarkerCache {
  from: number;
  at: number;
}

/** The markers a scan looks ahead for; one per scanned text. */
export interface PemCaches {
  begin: MarkerCache;
  end: MarkerCache;
}

/**
 * `-----BEGIN … PRIVATE KEY-----`: the finding is the whole block, up to the matching END
 * (within 64 KiB), or, with no END, the header and the base64 lines right below it. A
 * block counts only when it holds key material, a base64 line of 16 characters or more:
 * a header named in prose (`look for -----BEGIN RSA PRIVATE KEY----- in the logs`) and a
 * block whose body is a placeholder (`...`, `<your key>`, `MIIE…`) pass. Key material may
 * be broken by literal `\n` escapes, as in a JSON service-account file.
 */
export function privateKey(text: string, at: number, out: Hit[], caches: PemCaches): number {
  PEM_BEGIN.lastIndex = at;
  if (!PEM_BEGIN.test(text)) return at + 10;
  const headerEnd = PEM_BEGIN.lastIndex;
  const endAt = nextMarker(text, '-----END', headerEnd, caches.end);
  const beginAt = nextMarker(text, '-----BEGIN', headerEnd, caches.begin);
  // Another BEGIN before the END: this header is not that block's (it is named in prose, or truncated).
  if (endAt >= 0 && endAt - headerEnd <= MAX_PEM && (beginAt < 0 || beginAt > endAt)) {
    PEM_END.lastIndex = endAt;
    if (PEM_END.test(text)) {
      const blockEnd = PEM_END.lastIndex;
      if (!holdsKeyMaterial(text.slice(headerEnd, endAt))) return headerEnd;
      out.push({ category: 'private-key', start: at, end: blockEnd });
      return blockEnd;
    }
  }
  // No closing marker: the block is the header and the key lines right below it.
  const end = bodyEnd(text, headerEnd);
  if (end === headerEnd) return headerEnd;
  out.push({ category: 'private-key', start: at, end });
  return end;
}

/** Lines of a block's body, split at line breaks and at literal `\n` / `\r\n` escapes. */
function bodyLines(body: string): string[] {
  return body.split(/\r\n|\r|\n|\\r\\n|\\n/);
}

function holdsKeyMaterial(body: string): boolean {
  return bodyLines(body).some((line) => BASE64_LINE.test(line.trim()));
}

/**
 * With no END: the end of the key lines (and header lines) right below the header, or the header's end when there are
 * none.
 */
function bodyEnd(text: string, headerEnd: number): number {
  let end = headerEnd;
  let material = false;
  let lineStart = nextLine(text, headerEnd);
  while (lineStart > 0 && lineStart < text.length && lineStart - headerEnd <= MAX_PEM) {
    let lineEnd = lineStart;
    while (lineEnd < text.length && !isLineBreak(text.charCodeAt(lineEnd)) && !isEscapedBreak(text, lineEnd)) lineEnd++;
    const line = text.slice(lineStart, lineEnd).trim();
    if (BASE64_LINE.test(line)) material = true;
    else if (!HEADER_LINE.test(line)) break;
    end = lineEnd;
    lineStart = nextLine(text, lineEnd);
  }
  return material ? end : headerEnd;
}

function isEscapedBreak(text: string, at: number): boolean {
  return (
    text.charCodeAt(at) === 0x5c /* \ */ &&
    (text.charCodeAt(at + 1) === 0x6e /* n */ || text.charCodeAt(at + 1) === 0x72)
  ); /* r */
}

/** The start of the next line when the rest of this one is blank (a line break or a literal `\n`), else -1. */
function nextLine(text: string, from: number): number {
  let i = from;
  while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  if (i >= text.length) return -1;
  const start = i;
  while (isEscapedBreak(text, i)) i += 2;
  if (i > start) return i;
  if (text.charCodeAt(i) === 13) i++;
  if (text.charCodeAt(i) === 10) i++;
  return i > start ? i : -1;
}

function nextMarker(text: string, marker: string, from: number, cache: MarkerCache): number {
  if (cache.from >= 0 && from >= cache.from && (cache.at < 0 || from <= cache.at)) return cache.at;
  cache.from = from;
  cache.at = text.indexOf(marker, from);
  return cache.at;
}
