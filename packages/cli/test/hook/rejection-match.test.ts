import { describe, expect, it } from 'vitest';
import { matchesRejection, matchingRejections } from '../../src/lib/hook/rejection-match.js';

describe('matchesRejection', () => {
  it.each([
    ['npm install --save-dev vite@7', 'Pin vite to 7', true],
    ['npm i -D vite@7.1.0', 'Pin vite to 7', true],
    ['npm test', 'Pin vite to 7', false],
    ['npm i -D vite@8', 'Pin vite to 7', false],
    ['git push --force origin main', 'Force-pushing to main', true],
    ['git push origin feature', 'Force-pushing to main', false],
    ['npx webpack --mode production', 'webpack', true],
    ['npx esbuild', 'webpack', false],
    ['npm run build -- --no-cache', 'Run `npm run build -- --no-cache` to skip the stale cache', true],
    ['npm run build', 'Run `npm run build -- --no-cache` to skip the stale cache', false],
    ['sed -i s/a/b/ RESUME.md', 'Rewriting RESUME.md with sed', true],
    // Prose needs three in five of its words: this one names six, the command holds three.
    ['sed -i s/a/b/ RESUME.md', 'Editing RESUME.md in place with sed instead of the record', false],
    ['cat RESUME.md', 'Editing RESUME.md in place with sed instead of the record', false],
    ['ls', 'use the', false],
  ])('%j vs %j → %s', (command, approach, expected) => expect(matchesRejection(command, approach)).toBe(expected));

  it('numbers the matches as `handoff forget` takes them', () => {
    const entries = [
      { approach: 'webpack', evidence: 'slow' },
      { approach: 'Pin vite to 7', evidence: 'vitest 4.1 needs vite 8' },
    ];
    expect(matchingRejections('npm i -D vite@7', entries)).toEqual([{ n: 2, entry: entries[1] }]);
  });
});
