import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '@handoff/linter';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { codeActionsFor } from '../../src/lib/lsp/code-actions.js';
import { toPublished } from '../../src/lib/lsp/diagnostics.js';
import { lintTargetFor } from '../../src/lib/lsp/document-target.js';

const at = (line: number, column: number, endLine: number, endColumn: number) => ({ line, column, endLine, endColumn });
const range = (l1: number, c1: number, l2: number, c2: number) => ({
  start: { line: l1, character: c1 },
  end: { line: l2, character: c2 },
});

describe('toPublished', () => {
  it.each<[string, Diagnostic, boolean, object]>([
    [
      'an error, 1-based to 0-based, with its rule page',
      {
        ruleId: 'bucket-empty',
        severity: 2,
        message: 'm',
        ...at(3, 1, 3, 12),
        url: 'https://example.invalid/bucket-empty',
      },
      false,
      {
        range: range(2, 0, 2, 11),
        severity: 1,
        source: 'handoff',
        code: 'bucket-empty',
        message: 'm',
        codeDescription: { href: 'https://example.invalid/bucket-empty' },
      },
    ],
    [
      'a warning',
      { ruleId: 'bucket-unknown', severity: 1, message: 'm', ...at(1, 1, 1, 1) },
      false,
      { range: range(0, 0, 0, 0), severity: 2, code: 'bucket-unknown' },
    ],
    [
      'a fatal message',
      { ruleId: null, severity: 2, fatal: true, message: 'binary', ...at(2, 5, 2, 5) },
      false,
      { range: range(1, 4, 1, 4), severity: 1, code: 'fatal' },
    ],
    [
      'an end before the start, clamped',
      { ruleId: 'x', severity: 2, message: 'm', ...at(4, 3, 2, 1) },
      false,
      { range: range(3, 2, 3, 2) },
    ],
    [
      'a buffer with a BOM: first-line columns move by one',
      { ruleId: 'x', severity: 2, message: 'm', ...at(1, 1, 2, 4) },
      true,
      { range: range(0, 1, 1, 3) },
    ],
  ])('maps %s', (_label, message, bom, expected) => {
    expect(toPublished(message, bom).diagnostic).toMatchObject(expected);
  });

  it.each([
    [false, { start: 10, end: 12, text: 'X' }],
    [true, { start: 11, end: 13, text: 'X' }],
  ])('keeps the fix with buffer offsets (bom %s)', (bom, fix) => {
    const message: Diagnostic = {
      ruleId: 'x',
      severity: 1,
      message: 'm',
      ...at(1, 1, 1, 2),
      fix: { range: [10, 12], text: 'X' },
    };
    expect(toPublished(message, bom).fix).toEqual(fix);
    expect(toPublished(message, bom).diagnostic).not.toHaveProperty('codeDescription');
  });
});

describe('codeActionsFor', () => {
  const document = TextDocument.create('file:///p/plan.md', 'markdown', 1, '# Plan\n### Rejected\n### Opened\n');
  const published = [
    toPublished({
      ruleId: 'bucket-heading-style',
      severity: 1,
      message: 'a',
      ...at(2, 1, 2, 13),
      fix: { range: [11, 11], text: 'Considered and rejected — ' },
    }),
    toPublished({
      ruleId: 'bucket-heading-style',
      severity: 1,
      message: 'b',
      ...at(3, 1, 3, 11),
      fix: { range: [24, 24], text: 'Open — ' },
    }),
    toPublished({ ruleId: 'bucket-order', severity: 2, message: 'c', ...at(3, 1, 3, 11) }),
  ];

  it.each<[string, ReturnType<typeof range>, string[] | undefined, string[]]>([
    [
      'a quick fix for the diagnostic under the cursor, and fix-all',
      range(1, 2, 1, 2),
      undefined,
      ['quickfix', 'source.fixAll.handoff'],
    ],
    ['only quick fixes when asked for them', range(2, 0, 2, 0), ['quickfix'], ['quickfix']],
    ['only fix-all for `source.fixAll`', range(0, 0, 0, 0), ['source.fixAll'], ['source.fixAll.handoff']],
    ['nothing for an unrelated kind', range(1, 0, 1, 0), ['refactor'], []],
  ])('offers %s', (_label, where, only, kinds) => {
    expect(codeActionsFor(document, published, where, only).map((action) => action.kind)).toEqual(kinds);
  });

  it('turns fix offsets into positions; fix-all carries every fix in order', () => {
    const [quick, all] = codeActionsFor(document, published, range(1, 0, 1, 0));
    expect(quick!.edit!.changes![document.uri]).toEqual([
      { range: range(1, 4, 1, 4), newText: 'Considered and rejected — ' },
    ]);
    expect(all!.edit!.changes![document.uri]!.map((edit) => edit.range.start)).toEqual([
      { line: 1, character: 4 },
      { line: 2, character: 4 },
    ]);
  });

  it('drops a fix that overlaps one before it from fix-all', () => {
    const overlapping = [
      toPublished({ ruleId: 'a', severity: 1, message: 'a', ...at(1, 1, 1, 2), fix: { range: [0, 5], text: 'x' } }),
      toPublished({ ruleId: 'b', severity: 1, message: 'b', ...at(1, 1, 1, 2), fix: { range: [3, 6], text: 'y' } }),
      toPublished({ ruleId: 'c', severity: 1, message: 'c', ...at(1, 1, 1, 2), fix: { range: [5, 5], text: 'z' } }),
    ];
    const all = codeActionsFor(document, overlapping, range(0, 0, 0, 0), ['source.fixAll'])[0]!;
    expect(all.edit!.changes![document.uri]!.map((edit) => edit.newText)).toEqual(['x', 'z']);
  });
});

describe('lintTargetFor', () => {
  it.each([
    ['a file URI', 'file:///work/a%20b/01-PLAN.md', { filePath: '/work/a b/01-PLAN.md', folder: '/work/a b' }],
    ['an untitled buffer with a name', 'untitled:/RESUME.md', { filePath: 'RESUME.md', folder: '/root' }],
    ['an untitled buffer without one', 'untitled:Untitled-1', { filePath: 'Untitled-1', folder: '/root' }],
    ['a virtual file', 'vscode-vfs://github/o/r/docs/x.summary.md', { filePath: 'x.summary.md', folder: '/root' }],
  ])('names %s', (_label, uri, expected) => {
    expect(lintTargetFor(uri, '/root')).toEqual(expected);
  });
});
