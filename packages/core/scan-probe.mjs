import { findSecrets } from '@handoff/core/secrets';
import { readFileSync } from 'node:fs';
const files = readFileSync(0, 'utf8').split('\n').filter(Boolean);
for (const f of files) {
  let t; try { t = readFileSync(f, 'utf8'); } catch { continue; }
  if (t.length > 2_000_000) continue;
  for (const x of findSecrets(t, { allowPublishedExamples: true })) {
    const line = t.split(/\r?\n/)[x.line - 1] ?? '';
    const masked = line.slice(0, x.column - 1) + '«' + x.category + ':' + x.length + '»' + line.slice(x.column - 1 + x.length);
    console.log(f + ':' + x.line + ':' + x.column + '\t' + masked.slice(Math.max(0, x.column - 90), x.column + 90).replace(/\t/g, ' '));
  }
}
