/** A top-level key read by `readSimpleYamlMapping`, with its offsets in the body. */
export interface SimpleYamlKey {
  key: string;
  start: number;
  end: number;
}

/**
 * Read the YAML that front matter nearly always is, without the YAML parser: a mapping of
 * plain keys to plain scalars or to block sequences of plain scalars, ASCII only, no
 * comments, quotes, flow collections, anchors, tags or nested mappings. Values resolve as the
 * `yaml` package's core schema does; a scalar that could be anything but a string or a
 * decimal integer (`true`, `~`, `1e3`, `0x1F`, `-1`, …) makes it give up. Returns `null`
 * whenever it gives up, and the caller then uses the `yaml` package.
 */
export function readSimpleYamlMapping(body: string): { data: Record<string, unknown>; keys: SimpleYamlKey[] } | null {
  if (!PRINTABLE_ASCII_LINES.test(body)) return null;
  const data: Record<string, unknown> = {};
  const keys: SimpleYamlKey[] = [];
  const lines = body.split('\n');
  let offset = 0;
  // The key whose value is a block sequence being read, and the items' indentation.
  let sequence: { values: unknown[]; indent: number } | null = null;
  let pendingKey: string | null = null;

  for (let index = 0; index < lines.length; index++, offset += lines[index - 1]!.length + 1) {
    const line = lines[index]!;
    if (line === '') continue;
    const item = SEQUENCE_ITEM.exec(line);
    if (item) {
      const indent = item[1]!.length;
      if (pendingKey !== null && sequence === null) {
        sequence = { values: [], indent };
        data[pendingKey] = sequence.values;
      }
      if (!sequence || indent !== sequence.indent) return null;
      const value = scalar(item[2]!);
      if (value === undefined) return null;
      sequence.values.push(value);
      continue;
    }
    const pair = PAIR.exec(line);
    if (!pair) return null;
    const key = pair[1]!;
    if (NOT_A_STRING.test(key)) return null;
    sequence = null;
    pendingKey = null;
    if (!keys.some((known) => known.key === key)) keys.push({ key, start: offset, end: offset + key.length });
    if (pair[2] === undefined) {
      data[key] = null;
      pendingKey = key;
    } else {
      const value = scalar(pair[2]);
      if (value === undefined) return null;
      data[key] = value;
    }
  }
  return { data, keys };
}

// Lines of printable ASCII only: no tab, CR, control or non-ASCII character.
const PRINTABLE_ASCII_LINES = /^[\x20-\x7e\n]*$/;
const PAIR = /^([A-Za-z_][A-Za-z0-9_-]*):(?: ([^ ].*))?$/;
const SEQUENCE_ITEM = /^( *)- ([^ ].*)$/;
/** First characters that are YAML indicators, so a plain scalar may not start with them. */
const INDICATOR = /^[-?:,[\]{}#&*!|>'"%@`]/;
/** Plain scalars the core schema reads as null, a boolean, a number or a special float. */
const NOT_A_STRING = /^(?:~|[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+)$/;
const DECIMAL = /^[0-9]{1,15}$/;

/** A plain scalar's value: a string or a decimal integer, or `undefined` when it may be anything else. */
function scalar(text: string): string | number | undefined {
  if (text.endsWith(' ') || INDICATOR.test(text) || text.includes(': ') || text.endsWith(':') || text.includes(' #')) return undefined;
  if (DECIMAL.test(text)) return Number.parseInt(text, 10);
  return NOT_A_STRING.test(text) ? undefined : text;
}
