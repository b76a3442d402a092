import {unified} from 'unified';
import remarkParse from 'remark-parse';
const p = unified().use(remarkParse);
const n = +process.argv[3];
const gens = {dash: n=>'- '.repeat(n)+'a', bq: n=>'## Next\n' + '> '.repeat(n)+'a', em: n=>'*a **a '.repeat(n), nest: n=>Array.from({length:n},(_, i)=>'  '.repeat(i)+'* a').join('\n'), br: n=>'[a'.repeat(n), bt: n=>'e'+'`'.repeat(n)};
const s = gens[process.argv[2]](n);
const t0=performance.now();
try { const tr = p.parse(s); console.log(process.argv[2], n, 'ok parse', Math.round(performance.now()-t0)); } catch (e) { console.log('parse fail', e.message) }
