import { describe, expect, it } from 'vitest';
import { toSimplified } from '../../src/lib/markdown/han-script.js';
import { conceptOfHeading } from '../../src/lib/handoff-document/concepts.js';

describe('Chinese is read in either script (docs/real-files.md, "Chinese in either script")', () => {
  it.each([
    ['現在的狀態', '现在的状态'],
    ['已修正的項目', '已修正的项目'],
    ['踩過的坑', '踩过的坑'],
    // A text with no Han character, and Japanese kanji outside the map, are read as written.
    ['Current state', 'Current state'],
    ['既知の不具合', '既知の不具合'],
  ])('%s', (text, simplified) => {
    expect(toSimplified(text)).toBe(simplified);
  });

  it.each([
    // Headings of a Traditional Chinese hand-over (the fourteenth whole-repository sample) name what the Simplified
    // ones do.
    ['0. 現在的狀態（最重要）', 'status'],
    ['0. 现在的状态（最重要）', 'status'],
    ['下一步建議', 'nextSteps'],
    ['後續', 'nextSteps'],
    ['失敗的嘗試', 'failedApproaches'],
    ['目標', 'goal'],
  ])('%s names %s', (heading, concept) => {
    expect(conceptOfHeading(heading)).toBe(concept);
  });
});
