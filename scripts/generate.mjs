// Regenerate the committed artefacts that derive from code, so CI can check them with
// `git diff --exit-code`: the README's rule table (from each rule's meta), the published
// config JSON Schema (its rule ids) and the agent authoring schemas (from core's TypeBox
// models). Run after `npm run build`: it reads the built packages.
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';

const root = new URL('../', import.meta.url);
const { rules, buildConfigSchema } = await import(new URL('packages/linter/dist/index.js', root).href);
const { agentSchemas, agentSchemaFileName } = await import(new URL('packages/core/dist/agent.js', root).href);

/** Write `text` to `path` (relative to the repository) only when it changed; say which. */
async function update(path, text, what) {
  const url = new URL(path, root);
  const before = await readFile(url, 'utf8').catch(() => null);
  if (before === text) return console.log(`${path}: ${what} up to date`);
  await writeFile(url, text);
  console.log(`${path}: ${what} regenerated`);
}

await update('packages/linter/schemas/config.schema.json', `${JSON.stringify(buildConfigSchema(rules.map((rule) => rule.id)), null, 2)}\n`, `config schema (${rules.length} rule ids)`);

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

const SCOPE = {
  decisions: 'plan, summary',
  pair: 'summary ↔ plan',
  handoff: 'handoff',
  text: 'every kind',
};

const rows = rules.map((rule) => {
  const link = `[\`${rule.id}\`](packages/linter/docs/rules/${rule.id}.md)`;
  const severity = rule.meta.defaultSeverity === 'warn' ? 'warning' : 'error';
  const fixable = rule.meta.fixable ? 'yes' : '';
  return `| ${link} | ${severity} | ${SCOPE[rule.meta.scope]} | ${rule.meta.description} | ${fixable} |`;
});
const table = ['| rule | default | files | what it requires | fixable |', '|---|---|---|---|---|', ...rows].join('\n');

const readme = await readFile(new URL('README.md', root), 'utf8');
const start = readme.indexOf('<!-- rules:start');
const end = readme.indexOf('<!-- rules:end -->');
if (start < 0 || end < start) throw new Error('README.md has no <!-- rules:start --> … <!-- rules:end --> markers');
const head = readme.slice(0, readme.indexOf('\n', start) + 1);
await update('README.md', `${head}\n${table}\n\n${readme.slice(end)}`, `rule table (${rules.length} rules)`);
