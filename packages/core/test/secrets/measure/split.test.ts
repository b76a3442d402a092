import { describe, expect, it } from 'vitest';
import { build } from './build.js';
import { holds, SECRET_CONTEXTS, TOKEN_CONTEXTS } from './contexts.js';
import { CASES as HELD_OUT } from './cases-held-out.js';
import { CASES as TUNING } from './cases-tuning.js';
import { format, FORMATS } from './formats.js';
import { fnv1a, prng } from './random.js';

/** The rule that set a quarter of the measured set aside before any tuning (docs/secrets.md). */
const heldOut = (id: string): boolean => fnv1a(`handoff-issue-20/held-out/${id}`) % 4 === 0;

describe('the measured credential set', () => {
  it('splits by the fixed rule: every held-out case satisfies it, no tuning case does', () => {
    expect(HELD_OUT.filter((c) => !heldOut(c.id)).map((c) => c.id)).toEqual([]);
    expect(TUNING.filter((c) => heldOut(c.id)).map((c) => c.id)).toEqual([]);
  });

  it('has unique ids, and every case builds a text with its secret spans inside it', () => {
    const all = [...TUNING, ...HELD_OUT];
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    for (const spec of all) {
      const { text, spans } = build(spec);
      expect(text.length, spec.id).toBeGreaterThan(0);
      expect('clean' in spec ? 0 : 1, spec.id).toBe(spans.length);
      for (const [start, end] of spans) {
        expect(start, spec.id).toBeGreaterThanOrEqual(0);
        expect(end, spec.id).toBeGreaterThan(start);
        expect(end, spec.id).toBeLessThanOrEqual(text.length);
      }
    }
  });

  it('covers at least 30 providers, in both parts, and a quarter of each kind is held out', () => {
    const providers = new Set(FORMATS.map((f) => f.provider));
    expect(providers.size).toBeGreaterThanOrEqual(30);
    const credentials = (cases: typeof TUNING) => cases.filter((c) => !('clean' in c)).length;
    const clean = (cases: typeof TUNING) => cases.filter((c) => 'clean' in c).length;
    const share = (part: number, whole: number) => part / whole;
    expect(share(credentials(HELD_OUT), credentials(HELD_OUT) + credentials(TUNING))).toBeGreaterThan(0.18);
    expect(share(clean(HELD_OUT), clean(HELD_OUT) + clean(TUNING))).toBeGreaterThan(0.18);
  });

  it("puts every plain credential case in a context that can hold its format's value", () => {
    for (const spec of [...TUNING, ...HELD_OUT]) {
      if ('clean' in spec || spec.evasion !== undefined) continue;
      const f = format(spec.format);
      const list = f.kind === 'token' ? TOKEN_CONTEXTS : SECRET_CONTEXTS;
      const context = list.find((c) => c.id === spec.context)!;
      expect(holds(context, f.make(prng(1)), f.forge !== undefined), spec.id).toBe(true);
    }
  });

  it('builds the same text for a case on every run (values come from the case id, not the clock)', () => {
    const spec = TUNING.find((c) => !('clean' in c))!;
    expect(build(spec)).toEqual(build(spec));
  });
});
