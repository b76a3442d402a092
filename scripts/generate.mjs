// Regenerate the committed artefacts that derive from code, so CI can check them with
// `git diff --exit-code`: the README's rule table (from each rule's meta).
// Run after `npm run build`: it reads the built registry.
import { readFile, writeFile } from 'node:fs/promises';

const root = new URL('../', import.meta.url);
const { rules } = await import(new URL('packages/linter/dist/rules/index.js', root).href);

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

const readmeUrl = new URL('README.md', root);
const readme = await readFile(readmeUrl, 'utf8');
const start = readme.indexOf('<!-- rules:start');
const end = readme.indexOf('<!-- rules:end -->');
if (start < 0 || end < start) throw new Error('README.md has no <!-- rules:start --> … <!-- rules:end --> markers');
const head = readme.slice(0, readme.indexOf('\n', start) + 1);
const next = `${head}\n${table}\n\n${readme.slice(end)}`;
if (next !== readme) {
  await writeFile(readmeUrl, next);
  console.log(`README.md: rule table regenerated (${rules.length} rules)`);
} else {
  console.log(`README.md: rule table up to date (${rules.length} rules)`);
}
