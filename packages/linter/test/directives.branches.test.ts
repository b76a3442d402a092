import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../src/lib/diagnostic.js';
import { applyDirectives } from '../src/lib/directives.js';

const known = new Set(['secret', 'section-empty']);

const at = (ruleId: string | null, line: number, column = 1, fatal = false): Diagnostic => ({
  ruleId,
  severity: 2,
  message: `${ruleId ?? 'fatal'} here`,
  line,
  column,
  endLine: line,
  endColumn: column + 1,
  ...(fatal ? { fatal: true } : {}),
});

/** `kept` and `held` as `ruleId@line:column`, the directives' own warnings as `line:column message`. */
function apply(text: string, diagnostics: Diagnostic[], reportUnused = false) {
  const { kept, suppressed, problems } = applyDirectives(text, diagnostics, known, reportUnused);
  const show = (d: Diagnostic) => `${d.ruleId ?? '-'}@${d.line}:${d.column}`;
  return {
    kept: kept.map(show),
    held: suppressed.map(show),
    problems: problems.map((p) => `${p.line}:${p.column} ${p.message}`),
  };
}

describe('applyDirectives', () => {
  it.each<[string, string, Diagnostic[], boolean, ReturnType<typeof apply>]>([
    [
      'a finding with no rule, or a fatal one, is never held back',
      '<!-- handoff-disable-file -->\n',
      [at(null, 2), at('secret', 2, 1, true), at('secret', 3)],
      false,
      { kept: ['-@2:1', 'secret@2:1'], held: ['secret@3:1'], problems: [] },
    ],
    [
      'a disable on the line of a finding holds it back only from its column on',
      'key A <!-- handoff-disable secret --> key B\n',
      [at('secret', 1, 5), at('secret', 1, 40)],
      false,
      { kept: ['secret@1:5'], held: ['secret@1:40'], problems: [] },
    ],
    [
      'lone CR line endings count lines',
      'a\rb\r<!-- handoff-disable-next-line secret -->\rkey\r',
      [at('secret', 4)],
      false,
      { kept: [], held: ['secret@4:1'], problems: [] },
    ],
    [
      'unused: a directive naming no rule, reported as such; an enable is never unused',
      '<!-- handoff-disable -->\nx\n<!-- handoff-enable -->\n',
      [],
      true,
      { kept: [], held: [], problems: ['1:1 Unused `handoff-disable` comment: it held back no problem'] },
    ],
    [
      'unused: a rule named but not needed',
      'x <!-- handoff-disable-line secret, section-empty -->\n',
      [at('secret', 1)],
      true,
      {
        kept: [],
        held: ['secret@1:1'],
        problems: ['1:3 Unused `handoff-disable-line` for `section-empty`: no problem from it was reported'],
      },
    ],
    [
      'an unknown rule id is reported once, not also as unused',
      '<!-- handoff-disable-next-line no-such-rule -->\nx\n',
      [],
      true,
      {
        kept: [],
        held: [],
        problems: [
          '1:1 Unknown rule `no-such-rule` in a `handoff-disable-next-line` comment, ' +
            'expected a rule id of `handoff lint`',
        ],
      },
    ],
  ])('%s', (_name, text, diagnostics, reportUnused, expected) => {
    expect(apply(text, diagnostics, reportUnused)).toEqual(expected);
  });
});
