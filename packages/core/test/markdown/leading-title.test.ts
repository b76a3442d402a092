import { describe, expect, it } from 'vitest';
import { leadingTitle } from '../../src/lib/markdown/outline.js';

describe('leadingTitle', () => {
  it.each([
    ['# Session handoff\n\n## Status\n', 'Session handoff'],
    ['\n\n  # **Handover**: phase 2 ##\n', 'Handover: phase 2'],
    ['---\nkind: handoff\n---\n\n# Title\n', 'Title'],
    ['\uFEFF# Title\n', 'Title'],
    ['Continuity — session handoff\n===\n\nText.\n', 'Continuity — session handoff'],
    ['# [Link text](https://example.com) notes\n', 'Link text notes'],
    // Anything else first: no title.
    ['## Status\n\n# Title\n', null],
    ['Intro.\n\n# Title\n', null],
    ['Subtitle\n---\n', null],
    ['- # not a title\n', null],
    ['    # code\n', null],
    ['', null],
    ['\n\n', null],
  ])('%j → %j', (text, expected) => {
    expect(leadingTitle(text)).toBe(expected);
  });
});
