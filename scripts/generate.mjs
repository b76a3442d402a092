// Regenerate the committed artefacts that derive from code, so CI can check them with
// `git diff --exit-code`: the README's rule table (from each rule's meta), the published
// config JSON Schema (its rule ids and each rule's options), the `## Options` block of each
// rule's page (from its `meta.options`), the agent authoring schemas and the audit's report and
// run record schemas (from core's TypeBox models). Run after `npm run build`: it reads the built packages.
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';

const root = new URL('../', import.meta.url);
const { rules, buildConfigSchema } = await import(new URL('packages/linter/dist/index.js', root).href);
const { agentSchemas, agentSchemaFileName } = await import(new URL('packages/core/dist/agent.js', root).href);
const { withOptionsBlock } = await import(new URL('packages/linter/dist/lib/rule-docs.js', root).href);
const { auditReportJsonSchema, auditRecordJsonSchema } = await import(
  new URL('packages/core/dist/audit.js', root).href
);
// Which files each scope reads: the words `handoff rules` prints, so the table and the verb agree.
const { SCOPE_FILES } = await import(new URL('packages/cli/dist/lib/rule-scopes.js', root).href);

/** Write `text` to `path` (relative to the repository) only when it changed; say which. */
async function update(path, text, what) {
  const url = new URL(path, root);
  const before = await readFile(url, 'utf8').catch(() => null);
  if (before === text) return console.log(`${path}: ${what} up to date`);
  await writeFile(url, text);
  console.log(`${path}: ${what} regenerated`);
}

await update(
  'packages/linter/schemas/config.schema.json',
  `${JSON.stringify(buildConfigSchema(rules), null, 2)}\n`,
  `config schema (${rules.length} rule ids)`,
);

for (const rule of rules) {
  const page = `packages/linter/docs/rules/${rule.id}.md`;
  const doc = await readFile(new URL(page, root), 'utf8');
  await update(page, withOptionsBlock(doc, rule), `options of ${rule.id}`);
}

// The audit's report and run record, from their TypeBox models.
await update(
  'packages/core/schemas/audit-report.schema.json',
  `${JSON.stringify(auditReportJsonSchema(), null, 2)}\n`,
  'audit report schema',
);
await update(
  'packages/core/schemas/audit-record.schema.json',
  `${JSON.stringify(auditRecordJsonSchema(), null, 2)}\n`,
  'audit run record schema',
);

// One file per authoring schema; a file no schema produces any more is removed.
const agentFolder = 'packages/core/schemas/agent/';
await mkdir(new URL(agentFolder, root), { recursive: true });
const agentFiles = new Set();
for (const [name, schema] of Object.entries(agentSchemas)) {
  const file = agentSchemaFileName(name);
  agentFiles.add(file);
  await update(`${agentFolder}${file}`, `${JSON.stringify(schema, null, 2)}\n`, `agent authoring schema ${name}`);
}
for (const file of await readdir(new URL(agentFolder, root))) {
  if (file.endsWith('.schema.json') && !agentFiles.has(file)) {
    await unlink(new URL(`${agentFolder}${file}`, root));
    console.log(`${agentFolder}${file}: removed (no schema produces it)`);
  }
}

const rows = rules.map((rule) => {
  const link = `[\`${rule.id}\`](packages/linter/docs/rules/${rule.id}.md)`;
  const severity = rule.meta.defaultSeverity === 'warn' ? 'warning' : 'error';
  const fixable = rule.meta.fixable ? 'yes' : '';
  return `| ${link} | ${severity} | ${SCOPE_FILES[rule.meta.scope]} | ${rule.meta.description} | ${fixable} |`;
});
const table = ['| rule | default | files | what it requires | fixable |', '|---|---|---|---|---|', ...rows].join('\n');

const readme = await readFile(new URL('README.md', root), 'utf8');
const start = readme.indexOf('<!-- rules:start');
const end = readme.indexOf('<!-- rules:end -->');
if (start < 0 || end < start) throw new Error('README.md has no <!-- rules:start --> … <!-- rules:end --> markers');
const head = readme.slice(0, readme.indexOf('\n', start) + 1);
await update('README.md', `${head}\n${table}\n\n${readme.slice(end)}`, `rule table (${rules.length} rules)`);
