import { test } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseDecisionDocument } from '@handoff/core/decisions';
import { parseFast } from '../../src/lib/decisions/fast-path.js';
test('debug', () => {
  const text = readFileSync('/work/shared/corpus/oharms__PanWizard__experiments_notepadrs_.planning_phases_02-file-i-o-encoding-cascade_02-01-plan.md', 'utf8');
  const f = parseFast(text, 'plan', null);
  const full = parseDecisionDocument(text, 'plan', { mode: 'full' });
  console.log(JSON.stringify(f?.sections.map((s) => [s.heading, s.end])), JSON.stringify(full.sections.map((s) => [s.heading, s.end])));
});
