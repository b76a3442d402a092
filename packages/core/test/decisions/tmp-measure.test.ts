import { test } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseDecisionDocument } from '@handoff/core/decisions';
import { parseFast } from '../../src/lib/decisions/fast-path.js';
import { readFrontMatter } from '../../src/lib/markdown/front-matter.js';
test('measure', () => {
  const files = ['04-01-plan.md', '02-01-plan.md', '04-01-summary.md'].map((s) => readFileSync('/work/shared/corpus/oharms__PanWizard__experiments_notepadrs_.planning_phases_' + (s.startsWith('04') ? '04-visual-chrome-gutter-status-bar-syntax-highlighting_' : '02-file-i-o-encoding-cascade_') + s, 'utf8'));
  for (const [i, text] of files.entries()) {
    const kind = i === 2 ? 'summary' : 'plan';
    console.log('fast non-null:', parseFast(text, kind, readFrontMatter(text)) !== null, text.length);
    for (const mode of ['fast', 'full'] as const) {
      for (let k = 0; k < 5; k++) parseDecisionDocument(text, kind, { mode });
      const t0 = performance.now();
      const N = 20;
      for (let k = 0; k < N; k++) parseDecisionDocument(text, kind, { mode });
      console.log(kind, text.length, mode, ((performance.now() - t0) / N).toFixed(2), 'ms');
    }
  }
});
