import { describe, expect, it } from 'vitest';
import {
  formatterNames,
  loadFormatter,
  loadPiecewiseFormatter,
  type Diagnostic,
  type FormatterContext,
} from '@handoff/linter';
import { result } from './lint-result.js';

// The CLI writes a report as its formatter gives it, in pieces: joined, they must be the
// formatter's whole text, byte for byte, in every format and for every shape of run.

const context: FormatterContext = { cwd: '/repo', color: false, rules: [], version: '9.9.9' };
const coloured: FormatterContext = { ...context, color: true };

const finding = (line: number, severity: 1 | 2, fix = false): Diagnostic => ({
  ruleId: 'section-empty',
  severity,
  message: `Unexpected empty section — line ${line}`,
  line,
  column: 1,
  endLine: line,
  endColumn: 5,
  ...(fix ? { fix: { range: [0, 1] as [number, number], text: 'x' } } : {}),
});

const runs = {
  clean: [result('/repo/a.md', []), result('/repo/b.md', [])],
  one: [result('/repo/a.md', [finding(3, 2)])],
  many: [
    result('/repo/a.md', [finding(3, 2), finding(12, 1)]),
    result('/repo/b.md', []),
    result('/repo/c/d.md', [finding(1, 1, true)]),
    result('/repo/e.md', [finding(7, 2, true), finding(100, 2)]),
  ],
  warningsOnly: [result('/repo/a.md', [finding(2, 1)]), result('/repo/b.md', [finding(4, 1)])],
};

describe('a formatter in pieces', () => {
  for (const name of formatterNames)
    for (const [shape, results] of Object.entries(runs))
      for (const ctx of [context, coloured])
        it(`${name}, ${shape} run${ctx.color ? ', coloured' : ''}: the pieces joined are the whole text`, async () => {
          const whole = (await loadFormatter(name))(results, ctx);
          const pieces = [...(await loadPiecewiseFormatter(name))(results, ctx)];
          expect(pieces.join('')).toBe(whole);
        });

  it('stylish gives a piece per file with findings, then the totals', async () => {
    const pieces = [...(await loadPiecewiseFormatter('stylish'))(runs.many, context)];
    expect(pieces).toHaveLength(4);
    expect(pieces[0]!.startsWith('\na.md\n')).toBe(true);
    expect(pieces[1]!.startsWith('\n\nc/d.md\n')).toBe(true);
    expect(pieces[3]!.startsWith('\n\n✖ 5 problems')).toBe(true);
  });
});
