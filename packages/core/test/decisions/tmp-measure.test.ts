import { test } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { parseDecisionDocument } from '@handoff/core/decisions';
test('measure', () => {
  const dir = '/work/shared/corpus/';
  const files = readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md').map((f) => [f, readFileSync(dir + f, 'utf8')] as const);
  const big = files.find(([f]) => f.includes('04-01-plan'))![1];
  const tenK = big.slice(0, 10_240);
  const time = (fn: () => void, n: number) => { for (let i = 0; i < 3; i++) fn(); const t = performance.now(); for (let i = 0; i < n; i++) fn(); return (performance.now() - t) / n; };
  for (const mode of ['fast', 'full'] as const) {
    console.log(`59KB plan ${mode}: ${time(() => parseDecisionDocument(big, 'plan', { mode }), 30).toFixed(2)} ms`);
    console.log(`10KB plan prefix ${mode}: ${time(() => parseDecisionDocument(tenK, 'plan', { mode }), 30).toFixed(2)} ms`);
    const total = files.reduce((n, [, t]) => n + t.length, 0);
    const ms = time(() => { for (const [f, t] of files) parseDecisionDocument(t, /summary|context/.test(f) ? 'summary' : 'plan', { mode }); }, 10);
    console.log(`corpus ${total} bytes ${mode}: ${ms.toFixed(2)} ms => ${(total / 1e6 / (ms / 1000)).toFixed(2)} MB/s`);
  }
}, 600_000);
