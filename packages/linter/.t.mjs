import { unified } from 'unified';
import remarkParse from 'remark-parse';
import { parseDocument } from 'yaml';
const p = unified().use(remarkParse);
for (const [name, s] of [['bq10k', '> '.repeat(10000) + 'a'], ['list5k', '- '.repeat(5000) + 'a'], ['list2k', '- '.repeat(2000) + 'a'], ['bq2k', '> '.repeat(2000) + 'a']]) {
  const t0 = process.cpuUsage();
  try { p.parse(s); console.log(name, 'ok'); } catch (e) { console.log(name, e.constructor.name, e.message); }
  const u = process.cpuUsage(t0); console.log((u.user + u.system) / 1000 | 0, 'ms');
}
for (const s of ['a: ' + '['.repeat(10000) + ']'.repeat(10000), 'a: ' + '['.repeat(10000), 'a: ' + '{a: '.repeat(5000)]) {
  try { const d = parseDocument(s, { prettyErrors: false, uniqueKeys: false }); console.log('yaml errors', d.errors.length, d.errors[0]?.message.slice(0,60)); const c = d.contents; for (const pair of c.items) { pair.value.toJSON(); } console.log('yaml ok'); } catch (e) { console.log('yaml', e.constructor.name, e.message.slice(0,80)); }
}
