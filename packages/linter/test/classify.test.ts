import { describe, expect, it } from 'vitest';
import { readFrontMatter } from '@handoff/core/decisions';
import { classify, kindGlobs, planReference } from '../src/lib/classify.js';

const globs = kindGlobs('/repo', { plan: ['specs/*.md'], summary: ['reports/'], handoff: ['notes/**/state.md'] });

describe('classify', () => {
  it.each([
    ['/repo/plan.md', '', { kind: 'plan', source: 'file-name', planRef: null }],
    ['/repo/x/02-01-SUMMARY.md', '', { kind: 'summary', source: 'file-name', planRef: null }],
    ['/repo/RESUME.md', '', { kind: 'handoff', source: 'file-name', planRef: null }],
    ['/repo/README.md', '## Implementation Decisions\n', null],
    ['/repo/a.md', '---\nkind: plan\n---\n', { kind: 'plan', source: 'front-matter-kind', planRef: null }],
    ['/repo/plan.md', '---\nkind: " Summary "\nplan: p.md\n---\n', { kind: 'summary', source: 'front-matter-kind', planRef: 'p.md' }],
    ['/repo/a.md', '---\nkind: plan\nplan: p.md\n---\n', { kind: 'plan', source: 'front-matter-kind', planRef: null }],
    ['/repo/plan.md', '---\nplan: ../p/intent.md\n---\n', { kind: 'summary', source: 'front-matter-plan', planRef: '../p/intent.md' }],
    ['/repo/02-01-plan.md', '---\nplan: 01\n---\n', { kind: 'plan', source: 'file-name', planRef: null }],
    ['/repo/02-01-plan.md', '---\nplan: "01"\n---\n', { kind: 'plan', source: 'file-name', planRef: null }],
    ['/repo/a.md', '---\nkind: [plan]\n---\n', null],
    ['/repo/a.md', '---\nkind: plan\n', null],
    ['/repo/specs/a.md', '', { kind: 'plan', source: 'config', planRef: null }],
    ['/repo/specs/summary.md', '', { kind: 'plan', source: 'config', planRef: null }],
    ['/repo/reports/deep/a.md', '', { kind: 'summary', source: 'config', planRef: null }],
    ['/repo/notes/x/state.md', '', { kind: 'handoff', source: 'config', planRef: null }],
    ['/elsewhere/specs/a.md', '', null],
    ['/repo/specs/a.md', '---\nkind: handoff\n---\n', { kind: 'handoff', source: 'front-matter-kind', planRef: null }],
  ])('%s %j', (path, text, expected) => {
    expect(classify(path, readFrontMatter(text), globs)).toEqual(expected);
  });
});

describe('planReference', () => {
  it.each([
    ['plan: ./intent.md', './intent.md'],
    ['plan: docs/Plan.MARKDOWN', 'docs/Plan.MARKDOWN'],
    ['plan: 01', null],
    ['plan: "01"', null],
    ['plan: [a.md]', null],
    ['plan:', null],
    ['title: x', null],
  ])('%s → %s', (yaml, expected) => {
    expect(planReference(readFrontMatter(`---\n${yaml}\n---\n`))).toBe(expected);
  });
});
