import { describe, expect, it } from 'vitest';
import { helpFromPage, ruleHelp, truncate, type RuleHelp } from '../src/lib/formatters/rule-help.js';

const URL_OF_PAGE = 'https://example.test/docs/rules/x.md';

describe('helpFromPage', () => {
  it.each<[string, string, RuleHelp | undefined]>([
    [
      'no "What it checks": the first paragraph after the title',
      '# x\n\nFirst one\nwraps.\n\nSecond.\n',
      {
        fullDescription: 'First one wraps.',
        text: 'First one\nwraps.\n\nSecond.',
        markdown: 'First one\nwraps.\n\nSecond.\n',
      },
    ],
    [
      'an empty "What it checks": the first paragraph after the title',
      '# x\n\nIntro.\n\n## What it checks\n\n## Options\n\nNone.\n',
      {
        fullDescription: 'Intro.',
        text: 'Intro.\n\nWhat it checks\n\nOptions\n\nNone.',
        markdown: 'Intro.\n\n## What it checks\n\n## Options\n\nNone.\n',
      },
    ],
    ['no title and no "What it checks": no help', 'Just text.\n', undefined],
    ['a title followed by code only: no help', '# x\n\n```\ncode\n```\n', undefined],
    [
      'links: absolute ones kept, relative ones made absolute, a bare URL once',
      '# x\n\n## What it checks\n\nSee [a](https://a.test/p), [b](../b.md "B") and [https://c.test](https://c.test).\n',
      {
        fullDescription: 'See a (https://a.test/p), b (https://example.test/docs/b.md) and https://c.test.',
        text: 'What it checks\n\nSee a (https://a.test/p), b (https://example.test/docs/b.md) and https://c.test.',
        markdown:
          '## What it checks\n\nSee [a](https://a.test/p), [b](https://example.test/docs/b.md "B") and ' +
          '[https://c.test](https://c.test).\n',
      },
    ],
  ])('%s', (_name, page, expected) => {
    expect(helpFromPage(page, URL_OF_PAGE)).toEqual(expected);
  });
});

describe('ruleHelp', () => {
  it.each([['Not_An_Id'], ['no-such-rule']])('%s has no page, so no help', (id) => {
    expect(ruleHelp(id)).toBeUndefined();
  });
});

describe('truncate', () => {
  it.each<[string, number, string]>([
    ['short', 10, 'short'],
    ['two words here', 10, 'two words…'],
    ['a longwordwithoutspaces', 10, 'a longwor…'],
  ])('%s to %d', (text, limit, expected) => {
    expect(truncate(text, limit)).toBe(expected);
  });
});
