import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { buildConfigSchema, HANDOFF_CONCEPTS, SEVERITY_VALUES } from './config-schema.js';
import { MOVED_KEYS } from './moved-keys.js';
import { optionsProblem } from './rule-options.js';
import type { Rule, Severity } from './rule.js';

/**
 * One problem of a config: where it is (the path of keys and indexes from the config's root;
 * `key`: the problem is the last key itself, an unknown one, rather than its value) and one
 * line `<field>: <what was expected>`.
 */
export interface ConfigProblem {
  path: ReadonlyArray<string | number>;
  key: boolean;
  message: string;
}

const cached = new WeakMap<ReadonlyArray<Rule>, (value: unknown) => ConfigProblem[]>();

/**
 * A checker for configs naming only `rules`: returns every problem of a config (none for a
 * valid one), each `<field>: <what was expected>` (`rules.<id>: option \`<name>\`: …` for a
 * rule's options, checked against the rule's own schema), in the order the schema meets them;
 * an unknown key or rule id near a known one says "did you mean" it.
 */
export function validatorFor(rules: ReadonlyArray<Rule>): (value: unknown) => ConfigProblem[] {
  const ready = cached.get(rules);
  if (ready) return ready;
  // Loaded on the first config to validate: a run with no config file never pays for ajv.
  const { Ajv } = createRequire(import.meta.url)('ajv') as typeof import('ajv');
  const ajv = new Ajv({ allErrors: true, strict: true, verbose: true });
  // The shape of the file; each rule's entry is then checked on its own, for a message that names the rule.
  const schema = buildConfigSchema(rules) as { properties: { rules: { properties: Record<string, unknown> } } };
  const anyEntry = Object.fromEntries(Object.keys(schema.properties.rules.properties).map((id) => [id, {}]));
  schema.properties.rules = { ...schema.properties.rules, properties: anyEntry };
  const validate: ValidateFunction = ajv.compile(schema);
  // Every top-level option the schema accepts, for the unknown-option message (one list, from
  // the schema), less the deprecated keys that moved into rules' options.
  const moved = new Set(MOVED_KEYS.map(({ key }) => key.split('.')[0]));
  const options = Object.keys(schema.properties as Record<string, unknown>).filter(
    (name) => name !== '$schema' && !moved.has(name),
  );
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const names: KnownNames = { options, ruleIds: rules.map((rule) => rule.id) };
  const check = (value: unknown): ConfigProblem[] => {
    const problems: ConfigProblem[] = [];
    // One problem per place: ajv can report a value twice (its type, then its enum).
    const seen = new Set<string>();
    if (!validate(value))
      for (const error of validate.errors ?? []) {
        const problem = describe(error, names);
        const place = JSON.stringify([problem.path, problem.key]);
        if (seen.has(place)) continue;
        seen.add(place);
        problems.push(problem);
      }
    const entries = (value as { rules?: unknown } | null)?.rules;
    if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) return problems;
    for (const [id, entry] of Object.entries(entries)) {
      const rule = byId.get(id);
      const problem = rule ? entryProblem(rule, entry) : null;
      if (problem)
        problems.push({ path: ['rules', id, ...problem.at], key: false, message: `rules.${id}: ${problem.text}` });
    }
    return problems;
  };
  cached.set(rules, check);
  return check;
}

/** A severity as a config or `--rule` writes it (`off|warn|warning|error`, `0|1|2`), or `null` when it is none. */
export function severityOf(value: unknown): Severity | null {
  switch (value) {
    case 'off':
    case 0:
    case '0':
      return 'off';
    case 'warn':
    case 'warning':
    case 1:
    case '1':
      return 'warn';
    case 'error':
    case 2:
    case '2':
      return 'error';
    default:
      return null;
  }
}

/** A rule's entry once valid: its severity, and the options it sets (if any). */
export function ruleEntry(entry: unknown): { severity: Severity; options?: Record<string, unknown> } {
  if (!Array.isArray(entry)) return { severity: severityOf(entry)! };
  const options = entry[1] as Record<string, unknown> | undefined;
  return { severity: severityOf(entry[0])!, ...(options === undefined ? {} : { options }) };
}

const EXPECTED_SEVERITY = `expected a severity (${SEVERITY_VALUES.map((v) => JSON.stringify(v)).join(', ')})`;

/** What is wrong with a rule's entry (and where in it), or `null`. */
function entryProblem(rule: Rule, entry: unknown): { text: string; at: number[] } | null {
  if (!Array.isArray(entry))
    return severityOf(entry) === null ? { text: `${EXPECTED_SEVERITY} or [severity, options]`, at: [] } : null;
  if (entry.length === 0 || entry.length > 2) return { text: 'expected [severity] or [severity, options]', at: [] };
  if (severityOf(entry[0]) === null) return { text: `[0]: ${EXPECTED_SEVERITY}`, at: [0] };
  const problem = entry.length === 2 ? optionsProblem(rule, entry[1]) : null;
  return problem === null ? null : { text: problem, at: [1] };
}

/** The names a config may use, for the unknown-name messages and their suggestions. */
interface KnownNames {
  options: readonly string[];
  ruleIds: readonly string[];
}

/**
 * The known name a typo away from `name` (case aside; at most 2 edits, or a third of its
 * length for a long one), or `undefined`.
 */
export function nearName(name: string, candidates: readonly string[]): string | undefined {
  // Loaded here, by a name that is not known, rather than by every run.
  const { closestMatch } = createRequire(import.meta.url)('leven') as typeof import('leven');
  const lower = name.toLowerCase();
  const near = closestMatch(lower, candidates, { maxDistance: Math.max(2, Math.floor(lower.length / 3)) });
  return near === name ? undefined : near;
}

/** `; did you mean "rules"?` when a known name is a typo away from `name`, else `''`. */
function didYouMean(name: string, candidates: readonly string[]): string {
  const near = nearName(name, candidates);
  return near === undefined ? '' : `; did you mean "${near}"?`;
}

function describe(error: ErrorObject, known: KnownNames): ConfigProblem {
  const path = pathOf(error.instancePath);
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    return { path: [...path, extra], key: true, message: describeMessage(error, known) };
  }
  return { path, key: false, message: describeMessage(error, known) };
}

function describeMessage(error: ErrorObject, known: KnownNames): string {
  const field = fieldOf(error.instancePath);
  const options = known.options;
  switch (error.keyword) {
    case 'additionalProperties': {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      const at = field === '' ? extra : `${field}.${extra}`;
      if (field === 'rules') return `${at}: unknown rule id${didYouMean(extra, known.ruleIds)}`;
      if (field === 'kinds') return `${at}: unknown kind; expected "plan", "summary" or "handoff"`;
      if (field === 'secrets') return `${at}: unknown option; expected "allow"`;
      if (field === 'handoffs') return `${at}: unknown option; expected "layout" or "headings"`;
      if (field === 'handoffs.headings')
        return `${at}: unknown concept; expected one of ${HANDOFF_CONCEPTS.join(', ')}`;
      const names = options.map((name) => `"${name}"`);
      const near = field === '' ? didYouMean(extra, options) : '';
      return near !== ''
        ? `${at}: unknown option${near}`
        : `${at}: unknown option; expected ${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
    }
    case 'enum':
      return (
        `${field}: expected ` +
        (error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')
      );
    case 'type': {
      const type = (error.params as { type: string }).type;
      const items = field.startsWith('secrets.allow')
        ? 'fingerprints'
        : field.startsWith('handoffs.headings')
          ? 'headings'
          : 'patterns';
      const wanted =
        type === 'array'
          ? `an array of ${items}`
          : type === 'object'
            ? 'an object'
            : type === 'boolean'
              ? '`true` or `false`'
              : type === 'integer'
                ? 'an integer'
                : `a ${type}`;
      return `${field || '(root)'}: expected ${wanted}`;
    }
    case 'pattern': {
      const described = (error.parentSchema as { description?: unknown } | undefined)?.description;
      return (
        `${field}: expected ` +
        (typeof described === 'string'
          ? described
          : `a string matching /${(error.params as { pattern: string }).pattern}/`)
      );
    }
    case 'minLength':
      return `${field}: expected a non-empty ${field.startsWith('handoffs.headings') ? 'heading' : 'pattern'}`;
    default:
      return `${field || '(root)'}: ${error.message ?? 'invalid value'}`;
  }
}

/** `/rules/section-empty` → `['rules', 'section-empty']`, `/ignores/0` → `['ignores', 0]`. */
function pathOf(instancePath: string): Array<string | number> {
  return instancePath
    .split('/')
    .slice(1)
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** `/rules/section-empty` → `rules.section-empty`, `/ignores/0` → `ignores[0]`. */
function fieldOf(instancePath: string): string {
  let out = '';
  for (const raw of instancePath.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    out += /^\d+$/.test(part) ? `[${part}]` : out === '' ? part : `.${part}`;
  }
  return out;
}
