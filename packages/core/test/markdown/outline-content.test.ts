import { describe, expect, it } from 'vitest';
import { readOutline } from '../../src/lib/markdown/outline.js';

// docs/real-files.md, "A blank form, an example" (session 29): what a file holds under its headings.
describe('readOutline: content and a form’s blanks', () => {
  it.each([
    ['# T\n\n## Goal\n\n<!-- What we want -->\n\n## State\n\n- **Done**:\n- **Now**:\n\n---\n', 0, 3],
    ['# T\n\n## Goal\n\nShip it.\n\n## State\n\n- **Done**: the parser\n- **Next**:\n', 2, 1],
    ['# T\n\n**Status:**\n\nNext: ...\n', 0, 2],
    // A lazy line goes on with the paragraph: it is content, as the label reading has it.
    ['# T\n\n**Status:**\nNext:\n', 1, 1],
    ['# T\n\n```sh\nnpm test\n```\n', 1, 0],
    ['Title\n=====\n\n## A\n', 0, 0],
    ['Title\nmore\n=====\n\ntext\n', 1, 0],
    ['# T\n\n<!--\nprompt\n-->\n\n## A\n\n* * *\n', 0, 1],
    // Lines that are only a blank in brackets are a form's prompts (the hundred-and-fifty-first sample, session 34); a
    // task item and a tag of state are content.
    ['# T\n\n## Goal\n\n[One sentence: what this run was to do.]\n\n## Next\n\n1. [Task one]\n2. [Task two]\n', 0, 3],
    ['# T\n\n## Next\n\n- [ ] ship it\n- [DONE]\n', 2, 0],
  ])('%j: %i content lines, %i of a form', (text, content, form) => {
    const outline = readOutline(text);
    expect([outline.contentLines, outline.formLines]).toEqual([content, form]);
  });
});
