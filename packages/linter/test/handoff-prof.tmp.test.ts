import { it } from 'vitest';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { lintSource } from '../src/lib/engine.js';
import { limitNesting } from '../src/lib/handoff-nesting.js';
import { handoffRules } from '../src/rules/handoff-rules.js';
it('prof', () => {
  for (const n of [500, 1000]) {
    const text = `## Changes\n\n${Array.from({ length: n }, (_, i) => `${'  '.repeat(i)}- a`).join('\n')}\n`;
    let t = performance.now();
    const lim = limitNesting(text);
    const a = performance.now() - t; t = performance.now();
    unified().use(remarkParse).parse(lim);
    const b = performance.now() - t; t = performance.now();
    lintSource({ path: 'x', text, kind: 'handoff' }, { rules: handoffRules });
    const c = performance.now() - t;
    const flat = 'a '.repeat(text.length / 2);
    t = performance.now(); unified().use(remarkParse).parse(flat); const d = performance.now() - t;
    const sp = `- a\n${' '.repeat(text.length)}b\n`;
    t = performance.now(); unified().use(remarkParse).parse(sp); const e = performance.now() - t;
    console.log(n, text.length, { limit: a, parse: b, lint: c, flatSameSize: d, spaces: e });
  }
});
