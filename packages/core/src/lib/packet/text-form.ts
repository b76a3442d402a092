import { PACKET_FIELDS, PacketError, fieldFromKey, shownKey, type PacketField } from './fields.js';
import { firstDuplicateKey } from './json-keys.js';
import { redactPath } from '../secrets/index.js';

const LABEL = new RegExp(`^(${PACKET_FIELDS.map((f) => f.replace(/[/]/g, '\\/')).join('|')}):(?:[ \\t](.*))?$`);

/**
 * Read the `FIELD: value` text form: a line starting with a field label opens that field;
 * the lines after it (up to the next label) continue its value, two leading spaces removed.
 * Lines before the first label are refused, as is a label used twice.
 */
export function parseLabelledText(text: string, knownLabel: RegExp = LABEL): Map<string, string> {
  const values = new Map<string, string[]>();
  let current: string[] | undefined;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  lines.forEach((line, index) => {
    const match = knownLabel.exec(line);
    if (match) {
      const name = match[1]!;
      if (values.has(name)) throw new PacketError(`line ${index + 1}: field ${name} appears twice`, name);
      current = [match[2] ?? ''];
      values.set(name, current);
      return;
    }
    if (!current) {
      if (line.trim() === '') return;
      throw new PacketError(`line ${index + 1}: expected a field label such as \`GOAL_ID:\` before any text`);
    }
    current.push(line.startsWith('  ') ? line.slice(2) : line);
  });
  return new Map([...values].map(([name, parts]) => [name, parts.join('\n').trim()]));
}

/** Read packet input: a JSON object (field names or snake_case keys) or the text form. */
export function parsePacketInput(input: string): Map<PacketField, unknown> {
  const trimmed = input.trimStart();
  const out = new Map<PacketField, unknown>();
  if (trimmed.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new PacketError('input is not valid JSON');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new PacketError('input must be a JSON object');
    const repeated = firstDuplicateKey(trimmed);
    if (repeated !== null) throw new PacketError(`key ${shownKey(repeated)} appears twice`, redactPath(repeated));
    for (const [key, value] of Object.entries(parsed)) {
      const field = fieldFromKey(key);
      if (!field)
        throw new PacketError(
          `unknown field ${shownKey(key)}; expected one of ${PACKET_FIELDS.join(', ')}`,
          redactPath(key),
        );
      if (out.has(field)) throw new PacketError(`field ${field} given twice`, field);
      out.set(field, value);
    }
    return out;
  }
  for (const [name, value] of parseLabelledText(input)) out.set(name as PacketField, value);
  return out;
}
