import { optionsSchema } from './rule-options.js';
import type { Rule } from './rule.js';

const START = "<!-- options:start: generated from the rule's meta.options by `npm run generate` -->";
const END = '<!-- options:end -->';

/**
 * The generated part of a rule page's `## Options` section: a table of the rule's options
 * (name, type, default, what it does) and how a config sets them, or that it has none. It
 * comes from `meta.options` alone, so a new option needs only its rule (and `npm run generate`).
 */
export function optionsBlock(rule: Rule): string {
  const schema = optionsSchema(rule);
  const other = rule.meta.defaultSeverity === 'error' ? 'warn' : 'error';
  if (schema === null)
    return [
      START,
      `This rule has no options. Its severity is set like every rule's, to \`off\`, \`warn\` or \`error\`: ` +
        `\`{ "rules": { "${rule.id}": "${other}" } }\`.`,
      END,
    ].join('\n');
  // A rule with an options schema has options.
  const options = Object.entries(rule.meta.options!);
  const rows = options.map(
    ([name, option]) =>
      `| \`${name}\` | ${typeOf(option.schema)} | \`${JSON.stringify(option.default)}\` | ` +
      `${option.description.replace(/\|/g, '\\|')} |`,
  );
  const example = Object.fromEntries(options.map(([name, option]) => [name, option.default]));
  return [
    START,
    '| option | type | default | what it does |',
    '|---|---|---|---|',
    ...rows,
    '',
    `Options are set with the severity, as \`[severity, options]\`; an option not given keeps its default, ` +
      `and in nested config files each option comes from the nearest file that sets it: ` +
      `\`{ "rules": { "${rule.id}": ["${rule.meta.defaultSeverity}", ` +
      `${JSON.stringify(example, null, 1).replace(/\n\s*/g, ' ')}] } }\`.`,
    END,
  ].join('\n');
}

/** `doc` with the generated part of its `## Options` section replaced by `optionsBlock(rule)`. */
export function withOptionsBlock(doc: string, rule: Rule): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END, start);
  if (start < 0 || end < 0) throw new Error(`docs/rules/${rule.id}.md: no ${START} … ${END} under ## Options`);
  return doc.slice(0, start) + optionsBlock(rule) + doc.slice(end + END.length);
}

/** The type of an option as its doc row shows it. */
function typeOf(schema: Readonly<Record<string, unknown>>): string {
  if (Array.isArray(schema['enum']))
    return `one of ${schema['enum'].map((v) => `\`${JSON.stringify(v)}\``).join(', ')}`;
  const type = schema['type'];
  if (type === 'array') return `array of ${plural(typeOf((schema['items'] ?? {}) as Record<string, unknown>))}`;
  if (type === 'integer' || type === 'number') {
    const [min, max] = [schema['minimum'], schema['maximum']];
    return typeof min === 'number' && typeof max === 'number' ? `${type}, ${min} to ${max}` : type;
  }
  return typeof type === 'string' ? type : 'value';
}

function plural(type: string): string {
  return /^(string|integer|number|boolean|object|array|value)\b/.test(type) ? type.replace(/^(\w+)/, '$1s') : type;
}
