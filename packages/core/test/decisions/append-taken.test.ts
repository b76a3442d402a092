import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appendTakenItems, untakenOpenDecisions } from '../../src/lib/decisions/append-taken.js';
import { parseDecisionDocument } from '../../src/lib/decisions/parse.js';

const corpus = (name: string) =>
  readFileSync(
    fileURLToPath(
      new URL(
        `../../../../test-fixtures/corpus/oharms__PanWizard__experiments_notepadrs_.planning_phases_${name}`,
        import.meta.url,
      ),
    ),
    'utf8',
  );
const PLAN =
  '## Plan Decisions\n\n### Open\n- O-1: Cache. Constraints: c. Reason left open: r.\n- O-2: Text. Constraints: ' +
  'c. Reason left open: r.\n';

describe('untakenOpenDecisions', () => {
  it('counts Taken items named by their O-n, as the linter reads them', () => {
    const summary =
      '## Implementation Decisions\n\n### Taken\n- **O-1 (cache):** Took the recommendation. Reason: simplest.\n';
    expect(untakenOpenDecisions(PLAN, summary).map((o) => o.id)).toEqual(['O-2']);
    expect(untakenOpenDecisions(PLAN, '# no section\n').map((o) => o.id)).toEqual(['O-1', 'O-2']);
  });
});

describe('appendTakenItems: adds items, keeps every other byte', () => {
  it('appends after the last Taken item of a real summary, with the next free DT id', () => {
    const summary = corpus('02-file-i-o-encoding-cascade_02-01-summary.md');
    const out = appendTakenItems(summary, [{ openRef: 'O-9', option: 'a map', reason: 'simplest' }]);
    const lines = out.split('\n');
    const at = lines.indexOf('- DT-5: Chose a map for O-9. Reason: simplest.');
    expect(at).toBeGreaterThan(0);
    expect(lines[at - 1]).toMatch(/^- \*\*DT-4:\*\*/);
    expect(lines.filter((_, i) => i !== at).join('\n')).toBe(summary);
  });

  it('puts a Taken bucket before the first bucket when the section has none', () => {
    const summary = '# S\n\n## Implementation Decisions\n\n### Deviations\n(none)\n\n## Next\n';
    expect(appendTakenItems(summary, [{ openRef: 'O-1', mooted: true, reason: 'the feature was cut' }])).toBe(
      "# S\n\n## Implementation Decisions\n\n### Taken (within plan's discretion)\n- DT-1: Mooted O-1. Reason: " +
        'the feature was cut.\n\n### Deviations\n(none)\n\n## Next\n',
    );
  });

  it('inserts a section after the Files section when there is none, CRLF kept', () => {
    const summary = '# S\r\n\r\n## Files Changed\r\n- a.ts\r\n\r\n## Next\r\n';
    const out = appendTakenItems(summary, [{ openRef: 'O-1', option: 'x', reason: 'y' }]);
    expect(out).toContain('## Files Changed\r\n- a.ts\r\n\r\n## Implementation Decisions\r\n');
    expect(parseDecisionDocument(out, 'summary').sections[0]!.buckets[0]!.items.map((i) => i.id)).toEqual(['DT-1']);
  });

  it('works at the end of a file without a final line ending, and changes nothing for no items', () => {
    const summary = '## Implementation Decisions\n\n### Taken\n- DT-1: Chose a for O-1. Reason: r.';
    expect(appendTakenItems(summary, [{ openRef: 'O-2', option: 'b', reason: 's' }])).toBe(
      `${summary}\n- DT-2: Chose b for O-2. Reason: s.\n`,
    );
    expect(appendTakenItems(summary, [])).toBe(summary);
  });
});
