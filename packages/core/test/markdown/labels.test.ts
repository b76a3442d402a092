import { describe, expect, it } from 'vitest';
import type { Paragraph } from 'mdast';
import { isBlankField, loneLabel, openingLabel, openingPartLabel } from '../../src/lib/markdown/label.js';
import { readOutline } from '../../src/lib/markdown/outline.js';
import { parseMarkdown } from '../../src/lib/markdown/tree.js';
import { plainText } from '../../src/lib/markdown/plain-text.js';

// docs/real-files.md, "A label names a part as a heading does".
describe('openingLabel', () => {
  it.each([
    ['Next steps: run the tests', 'Next steps'],
    ['Blockers: none', 'Blockers'],
    ['Files that can be unloaded: a.ts', 'Files that can be unloaded'],
    ['Next steps:\nrun the tests', 'Next steps'],
    // No value, a sentence that leads into what follows, no colon on the first line.
    ['Notes:', null],
    ['Next developer can start immediately with npm run dev: yes', null],
    ['No label here\nStatus: done', null],
    ['https://example.com', null],
    // A form's blank is no value: the label waits to be filled in (a memory bank's template of the twenty-eighth
    // whole-repository sample, read as a hand-over by two such labels).
    ['Текущая задача: ...', null],
    ['Status: …', null],
    ['Goal: ____', null],
    ['Next step: <what to do next>', null],
    ['Status: ... then shipped', 'Status'],
    ['Next step: <Button> wiring', 'Next step'],
    // A full-width colon ends a label as the ASCII one does (the fortieth whole-repository sample's `踩雷已修：…`).
    ['踩雷已修：新掛的 useEffect 一度放錯位置', '踩雷已修'],
  ])('%j → %j', (text, expected) => {
    expect(openingLabel(text)).toBe(expected);
  });
});

// docs/real-files.md, "A fact is no step; work complete leaves none".
describe('openingPartLabel', () => {
  it.each([
    ['Next steps: run the tests', 'Next steps'],
    ['Next migration: 00013', null],
    ['Next phase: 4', null],
    ['Next: #42', null],
    ['Release: v1.2.0', null],
    ['Progress: 3/5', null],
    ['Paused: 2026-04-16', 'Paused'],
    ['Next phase: 4 — wire the importer', 'Next phase'],
    ['Status: …', null],
  ])('%j → %j', (text, expected) => {
    expect(openingPartLabel(text)).toBe(expected);
  });
});

describe('loneLabel', () => {
  const paragraph = (markdown: string) => parseMarkdown(markdown, true).children[0] as Paragraph;
  it.each([
    ['Known issues:', 'Known issues'],
    ['**Next steps:**', 'Next steps'],
    ['**Current state**:', 'Current state'],
    ['**Next Steps**', 'Next Steps'],
    ['未解決の問題：', '未解決の問題'],
    // A value after the label, a sentence, a bold word inside a sentence.
    ['Known issues: none', null],
    ['**The next developer can start at once with this:**', null],
    ['Read **Next steps** first.', null],
  ])('%j → %j', (markdown, expected) => {
    const node = paragraph(markdown);
    expect(loneLabel(node, plainText)).toBe(expected);
  });
});

describe('readOutline labels', () => {
  it('reads the labels that open root paragraphs and top-level list items, with their lines', () => {
    const text = [
      '# Continuity',
      '',
      '- **Focus:** ship v0.3.0',
      '- **NEXT STEP:** decide the port',
      '  - **Nested:** not top-level',
      '- [ ] Deploy: staging',
      '',
      'Blockers: none',
      'Continued: a lazy line, not a label',
      '',
      '**Paused:** 2026-04-16',
      '**Status:** Live, members signing up',
      'and a lazy line: not a label',
      '',
      '> Status: quoted',
      '',
      '```',
      'Status: in code',
      '```',
      '',
      '    Status: indented code',
    ].join('\n');
    expect(readOutline(text).labels).toEqual([
      { text: 'Focus', line: 3 },
      { text: 'NEXT STEP', line: 4 },
      { text: 'Blockers', line: 8 },
      { text: 'Paused', line: 11 },
      { text: 'Status', line: 12 },
    ]);
  });

  // A colon in code is the code's, no label's end (session 35: a plugin's list of its skills).
  it.each([
    ['- `discard/SKILL.md` — `disable-model-invocation: true`; explicit discard.', []],
    ['- ``a `b: c` d`` — done', []],
    ['- **`run.sh` failed**: polling', [{ text: 'run.sh failed', line: 1 }]],
    ['- Dead end: `npm run dev: 3000`', [{ text: 'Dead end', line: 1 }]],
    ['- a ` b: c', [{ text: 'a b', line: 1 }]],
  ])('%j → %j', (text, labels) => {
    expect(readOutline(text).labels).toEqual(labels);
  });
});

// docs/real-files.md, "A blank form, and an example" (session 29).
describe('isBlankField', () => {
  it.each([
    ['Done:', true],
    ['Status: ...', true],
    ['Goal: ____', true],
    ['Next step: <what to do>', true],
    // An instruction or a choice in square brackets (session 34); capitals alone are a tag of state, a link is content.
    ['Run: [ISO8601 timestamp]', true],
    ['Role: [Maintainer | Optimizer | Reporter]', true],
    ['Status: [DONE]', false],
    ['PR: [the fix](https://example.com/pr/1)', false],
    ['Done: the parser', false],
    ['Next developer can start immediately with npm run dev:', false],
    ['Plain text', false],
  ])('%j → %s', (text, blank) => {
    expect(isBlankField(text)).toBe(blank);
  });
});
