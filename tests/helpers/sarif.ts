import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AjvDraft04 from 'ajv-draft-04';
import addFormatsModule from 'ajv-formats';
import type { Log } from 'sarif';

const SCHEMA = resolve(import.meta.dirname, '../../packages/linter/test/fixtures/sarif-schema-2.1.0.json');

// Both packages are CommonJS with an ES default on `.default`; under NodeNext the import is the module object.
const Ajv = ((AjvDraft04 as unknown as { default?: typeof AjvDraft04 }).default ?? AjvDraft04) as unknown as new (
  options: object,
) => {
  compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown };
};
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: object,
) => void;

let validate: (((data: unknown) => boolean) & { errors?: unknown }) | undefined;

/** The official SARIF 2.1.0 schema's complaints about `log` (empty when it validates). */
export function sarifSchemaErrors(log: unknown): string[] {
  if (!validate) {
    // The schema's `language` pattern is not a valid Unicode-mode regular expression.
    const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
    addFormats(ajv);
    validate = ajv.compile(JSON.parse(readFileSync(SCHEMA, 'utf8')) as object);
  }
  const check = validate;
  if (check(log)) return [];
  return (check.errors as Array<{ instancePath: string; message?: string }>).map(
    (e) => `${e.instancePath || '/'} ${e.message ?? ''}`,
  );
}

/**
 * What GitHub code scanning's "SARIF support" reference marks as required (or uses for
 * display and tracking) and `log` lacks or leaves empty, one line per gap.
 */
export function githubSarifGaps(log: Log): string[] {
  const gaps: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (ok === undefined || ok === null || ok === '' || ok === false) gaps.push(what);
  };
  need(log.$schema, '$schema');
  need(log.version === '2.1.0', 'version 2.1.0');
  need(Array.isArray(log.runs) && log.runs.length > 0, 'runs[]');
  for (const [r, run] of (log.runs ?? []).entries()) {
    const driver = run.tool?.driver;
    need(driver?.name, `runs[${r}].tool.driver.name`);
    need(Array.isArray(driver?.rules), `runs[${r}].tool.driver.rules[]`);
    need(Array.isArray(run.results), `runs[${r}].results[]`);
    for (const rule of driver?.rules ?? []) {
      need(rule.id, 'rule.id');
      for (const field of ['shortDescription', 'fullDescription'] as const) {
        const text = rule[field]?.text;
        need(text, `rule ${rule.id}.${field}.text`);
        need(text === undefined || text.length <= 1024, `rule ${rule.id}.${field}.text within 1024 characters`);
      }
      need(rule.help?.text, `rule ${rule.id}.help.text`);
      need(rule.help?.markdown, `rule ${rule.id}.help.markdown (recommended)`);
      need(rule.helpUri, `rule ${rule.id}.helpUri`);
      need(
        Array.isArray(rule.properties?.['tags']) && (rule.properties!['tags'] as unknown[]).length > 0,
        `rule ${rule.id}.properties.tags`,
      );
      need(
        ['very-high', 'high', 'medium', 'low'].includes(rule.properties?.['precision'] as string),
        `rule ${rule.id}.properties.precision`,
      );
      if ((rule.properties?.['tags'] as string[] | undefined)?.includes('security')) {
        const score = Number(rule.properties?.['security-severity']);
        need(score > 0 && score <= 10, `rule ${rule.id}.properties.security-severity in (0, 10]`);
      }
    }
    for (const [i, result] of (run.results ?? []).entries()) {
      const where = `runs[${r}].results[${i}]`;
      need(result.ruleId, `${where}.ruleId`);
      need(result.message?.text, `${where}.message.text`);
      need(
        result.partialFingerprints && Object.keys(result.partialFingerprints).length > 0,
        `${where}.partialFingerprints`,
      );
      const physical = result.locations?.[0]?.physicalLocation;
      need(physical?.artifactLocation?.uri, `${where}.locations[0].physicalLocation.artifactLocation.uri`);
      for (const field of ['startLine', 'startColumn', 'endLine', 'endColumn'] as const)
        need(typeof physical?.region?.[field] === 'number', `${where}...region.${field}`);
      const base = physical?.artifactLocation?.uriBaseId;
      if (base !== undefined)
        need(run.originalUriBaseIds?.[base]?.uri, `${where}: uriBaseId ${base} declared in originalUriBaseIds`);
    }
  }
  return gaps;
}
