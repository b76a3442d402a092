import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import {toString} from 'mdast-util-to-string';
const p = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);
let t = p.parse('\uFEFF---\na: 1\n---\n## Hi\r\nx\0y\r\n');
console.log(JSON.stringify(t.children.map(c=>[c.type,c.position])));
for (const s of ['> '.repeat(10000)+'a', Array.from({length:5000},(_, i)=>'  '.repeat(i)+'* a').join('\n'), '- '.repeat(10000)+'a', '## Next\n' + '> '.repeat(10000)+'a', '*a **a '.repeat(65000)]) {
  const t0=performance.now();
  try { const tr = p.parse(s); console.log('ok parse', performance.now()-t0); try { toString(tr); console.log('ok tostring') } catch(e) { console.log('tostring', e.message) } } catch (e) { console.log('parse fail', e.message) }
}
