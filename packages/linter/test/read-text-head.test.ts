import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFiles } from '@handoff/linter';
import { readTextHeadSync, readTextSync } from '../src/lib/read-text.js';

const dir = mkdtempSync(join(tmpdir(), 'handoff-head-'));
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

// Pass 1 of `lintFiles` classifies a file by its head; the head must read as the whole file
// reads, and anything that would make the file unlintable must give `readTextSync`'s reason.
describe('readTextHeadSync', () => {
  const cases: Array<
    [string, string | Buffer, number, { text: string; complete: boolean; size: number } | 'as readTextSync']
  > = [
    ['a file shorter than the head', 'a\nb\n', 16, { text: 'a\nb\n', complete: true, size: 4 }],
    ['a file exactly the head', 'abc\n', 4, { text: 'abc\n', complete: true, size: 4 }],
    [
      'a longer file: cut after its last line ending in the head',
      'ab\ncd\nefgh',
      8,
      { text: 'ab\ncd\n', complete: false, size: 10 },
    ],
    ['a CR line ending', 'ab\rcd\refgh', 8, { text: 'ab\rcd\r', complete: false, size: 10 }],
    ['a CRLF cut between its CR and LF', 'ab\r\ncd', 3, { text: 'ab\r', complete: false, size: 6 }],
    ['a character cut by the head is left out with its line', 'a\né\né', 4, { text: 'a\n', complete: false, size: 7 }],
    ['a leading BOM is dropped', '\uFEFFab\ncd\nef', 9, { text: 'ab\ncd\n', complete: false, size: 11 }],
    ['no line ending in the head: read whole', 'abcdefgh\n', 4, { text: 'abcdefgh\n', complete: true, size: 9 }],
    ['a NUL in the head', Buffer.from('a\n\0b\ncdef\n'), 6, 'as readTextSync'],
    [
      'an invalid byte in the head',
      Buffer.from([0x61, 0x0a, 0xff, 0x0a, 0x62, 0x62, 0x62, 0x0a]),
      5,
      'as readTextSync',
    ],
  ];
  it.each(cases)('%s', (name, content, headBytes, expected) => {
    const path = file(`${name.replace(/\W+/g, '-')}.md`, content);
    const head = readTextHeadSync(path, headBytes);
    if (expected === 'as readTextSync') {
      const whole = readTextSync(path);
      expect(whole.ok).toBe(false);
      expect(head).toEqual(whole);
    } else {
      // A file read whole in one go hands its bytes over too, so pass 2 can decode them instead of reading again.
      const readWhole = expected.complete && Buffer.byteLength(content) <= headBytes;
      expect(head).toEqual({ ok: true, ...expected, ...(readWhole ? { bytes: Buffer.from(content) } : {}) });
    }
  });

  it('gives the reason of a path that is not a regular file', () => {
    expect(readTextHeadSync(dir, 16)).toEqual(readTextSync(dir));
    expect(readTextHeadSync(join(dir, 'missing.md'), 16)).toEqual(readTextSync(join(dir, 'missing.md')));
  });
});

describe('lintFiles classifies a large file by its head', () => {
  const body = `${'Filler line of a long note.\n'.repeat(4000)}`; // about 110 KiB: past the 64 KiB head
  it('reads front matter that ends past the head whole', async () => {
    file('long-front-matter.md', `---\n${'note: x\n'.repeat(9000)}kind: plan\n---\n\n# Plan\n\n${body}`);
    const [result] = await lintFiles(['long-front-matter.md'], { cwd: dir });
    // Classified as a plan by `kind:` (past 72 KiB of front matter): it is linted, so it misses its decisions section.
    expect(result!.messages.map((m) => m.ruleId)).toContain('section-missing');
  });

  it('still finds what only the rest of the file says (a NUL past the head)', async () => {
    file(
      '01-PLAN.md',
      Buffer.concat([Buffer.from(`---\nphase: 1\n---\n\n# Plan\n\n${body}`), Buffer.from([0]), Buffer.from('\n')]),
    );
    const [result] = await lintFiles(['01-PLAN.md'], { cwd: dir });
    expect(result!.messages).toMatchObject([
      {
        ruleId: null,
        fatal: true,
        message: expect.stringMatching(/^File is binary, not Markdown text: NUL byte at byte offset \d+$/),
      },
    ]);
  });
});
