import { frame, SECRET_CONTEXTS, TOKEN_CONTEXTS, type Context } from './contexts.js';
import { format } from './formats.js';
import { BASE62, BASE64, draw, fnv1a, HEX, prng, uuid, type Random } from './random.js';

/**
 * A case of the measured set. A credential case names a format, a context and, for an
 * evasion, how the value is disguised; its text is built from the case id's seed. A clean
 * case is a text with no credential (`{hex:40}`, `{uuid}`, `{b62:N}`, `{b64text}` slots are
 * filled from the seed).
 */
export type Case =
  { id: string; format: string; context: string; evasion?: Evasion } | { id: string; clean: string; why: string };

/** How a credential is disguised (issue 20's evasions). */
type Evasion =
  | 'zwsp'
  | 'zwnj'
  | 'zwj'
  | 'word-joiner'
  | 'soft-hyphen'
  | 'bom'
  | 'fullwidth'
  | 'cyrillic'
  | 'json-escape'
  | 'percent'
  | 'split'
  | 'name-zwsp';

/** A built case: its text and the spans that hold secret material (empty for a clean case). */
export interface Built {
  id: string;
  text: string;
  spans: Array<[number, number]>;
}

const INVISIBLE: Partial<Record<Evasion, string>> = {
  zwsp: '\u200b',
  zwnj: '\u200c',
  zwj: '\u200d',
  'word-joiner': '\u2060',
  'soft-hyphen': '\u00ad',
  bom: '\ufeff',
};

/** Latin letters and the Cyrillic letters that look the same. */
const CYRILLIC: Record<string, string> = {
  a: '\u0430',
  e: '\u0435',
  o: '\u043e',
  p: '\u0440',
  c: '\u0441',
  x: '\u0445',
  y: '\u0443',
  A: '\u0410',
  B: '\u0412',
  E: '\u0415',
  K: '\u041a',
  M: '\u041c',
  H: '\u041d',
  O: '\u041e',
  P: '\u0420',
  C: '\u0421',
  T: '\u0422',
  X: '\u0425',
};

/** The part of a value that is secret: a webhook's path after its fixed prefix, else all of it. */
function secretPart(value: string): [number, number] {
  const hook = /^https:\/\/(?:hooks\.slack\.com\/services\/|discord\.com\/api\/webhooks\/)/.exec(value);
  return hook ? [hook[0].length, value.length] : [0, value.length];
}

function contextById(list: readonly Context[], id: string): Context {
  const found = list.find((c) => c.id === id);
  if (!found) throw new Error(`unknown context ${id}`);
  return found;
}

/** Build a case's text from its id's seed. */
export function build(spec: Case): Built {
  const random = prng(fnv1a(spec.id));
  if ('clean' in spec) return { id: spec.id, text: expandSlots(spec.clean, random), spans: [] };
  const f = format(spec.format);
  let value = f.make(random);
  const [partStart, partEnd] = secretPart(value);
  const context = contextById(f.kind === 'token' ? TOKEN_CONTEXTS : SECRET_CONTEXTS, spec.context);
  let template = frame(context.template, f.name, f.forge);
  // Where the secret part starts in the value as written (a webhook's host and path are public).
  let spanStart = partStart;
  switch (spec.evasion) {
    case undefined:
      break;
    case 'fullwidth':
      value = [...value].map((c) => (c > ' ' && c <= '~' ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join('');
      break;
    case 'cyrillic': {
      const places = [...value].map((c, i) => (CYRILLIC[c] ? i : -1)).filter((i) => i >= 0);
      const chosen = new Set(places.filter(() => random() < 0.35));
      if (chosen.size === 0 && places.length > 0) chosen.add(places[0]!);
      value = [...value].map((c, i) => (chosen.has(i) ? CYRILLIC[c]! : c)).join('');
      break;
    }
    case 'json-escape':
      template = '{"note": "rotate later", "credential": "{v}"}';
      value = `\\u${value.charCodeAt(0).toString(16).padStart(4, '0')}${value.slice(1)}`;
      break;
    case 'percent':
      if (value.startsWith('https://')) {
        template = 'https://links.example.com/r?target={v}&utm_source=handoff';
        spanStart = encodeURIComponent(value.slice(0, partStart)).length;
        value = encodeURIComponent(value);
      } else {
        template = 'GET https://api.example.com/v1/me?credential={v} returned 200';
        value = value.replace(/[_.~-]/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
      }
      break;
    case 'split': {
      const at = partStart + 6 + Math.floor(random() * (partEnd - partStart - 10));
      value = `${value.slice(0, at)}\n${value.slice(at)}`;
      break;
    }
    case 'name-zwsp':
      template = template.replace(/password/i, (w) => `${w.slice(0, 4)}\u200b${w.slice(4)}`);
      break;
    default: {
      const mark = INVISIBLE[spec.evasion]!;
      const at = partStart + 1 + Math.floor(random() * (partEnd - partStart - 2));
      value = value.slice(0, at) + mark + value.slice(at);
    }
  }
  if (context.id === 'block-json') value = value.replace(/\n/g, '\\n');
  const at = template.indexOf('{v}');
  if (at < 0) throw new Error(`context ${context.id} has no {v}`);
  const text = template.slice(0, at) + value + template.slice(at + 3);
  return { id: spec.id, text, spans: [[at + spanStart, at + value.length]] };
}

/** Fill the `{hex:N}`, `{b62:N}`, `{b64:N}`, `{uuid}` and `{b64text}` slots of a clean text. */
function expandSlots(text: string, random: Random): string {
  return text.replace(/\{(hex|b62|b64):(\d+)\}|\{uuid\}|\{b64text\}/g, (slot, kind?: string, n?: string) => {
    if (slot === '{uuid}') return uuid(random);
    if (slot === '{b64text}')
      return Buffer.from(SENTENCES[Math.floor(random() * SENTENCES.length)]!).toString('base64');
    const alphabet = kind === 'hex' ? HEX : kind === 'b62' ? BASE62 : BASE64;
    return draw(random, alphabet, Number(n));
  });
}

const SENTENCES = [
  'The deployment finished without errors.',
  'hello world',
  'user preferences: dark mode, compact layout',
  '{"theme":"dark","beta":false}',
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
];
