import { describe, expect, it } from 'vitest';
import { parseDecisionDocument } from '@handoff/core';
import { lintText } from '@handoff/linter';
import { markdownFixtures } from './helpers/fixtures.js';
import { ENDING_VARIANTS, withLineEndings, type EndingVariant } from './helpers/line-endings.js';

// R8 (docs/robustness.md): each lint fixture and example as LF, CRLF, CR, mixed endings and
// with a UTF-8 BOM gives the same findings (rule, message id, start and end line/column) and,
// for plans and summaries, the same parsed document (positions without offsets, which count
// the line-break characters and so legitimately differ).

/** The variants to compare with LF for this text. */
function variantsFor(text: string): EndingVariant[] {
  return ENDING_VARIANTS.filter((v) => v !== 'LF');
}

const fixtures = markdownFixtures().filter((f) => /^test-fixtures\/(lint|examples)\//.test(f.name));

function findingKeys(
  messages: Array<{
    ruleId: string | null;
    messageId?: string;
    line: number;
    column: number;
    endLine: number;
    endColumn: number;
  }>,
): string[] {
  return messages
    .map((m) => `${m.line}:${m.column}-${m.endLine}:${m.endColumn} ${m.ruleId ?? 'fatal'}/${m.messageId ?? ''}`)
    .sort();
}

/** The parsed document with offsets dropped and line breaks inside texts normalised to LF. */
function comparable(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (key, v: unknown) =>
      key === 'offset' ? undefined : typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : v,
    ),
  );
}

describe('R8 line endings and BOM', () => {
  for (const fixture of fixtures) {
    describe(`${fixture.name} (as ${fixture.lintAs})`, () => {
      const lf = withLineEndings(fixture.text, 'LF');

      it.each(variantsFor(fixture.text))('%s gives the findings of LF', async (variant) => {
        const base = await lintText(lf, { filePath: fixture.lintAs, cwd: fixture.dir });
        const other = await lintText(withLineEndings(fixture.text, variant), {
          filePath: fixture.lintAs,
          cwd: fixture.dir,
        });
        expect(findingKeys(other.messages)).toEqual(findingKeys(base.messages));
      });

      if (fixture.kind !== 'handoff') {
        it.each(variantsFor(fixture.text))('%s parses to the document of LF', (variant) => {
          const kind = fixture.kind as 'plan' | 'summary';
          const base = parseDecisionDocument(lf, kind);
          const other = parseDecisionDocument(withLineEndings(fixture.text, variant), kind);
          expect(comparable(other)).toEqual(comparable(base));
        });
      }
    });
  }
});

describe('R8 control', () => {
  it('a variant that loses one line break is told apart from LF', async () => {
    // A fixture with findings below its first lines: joining its first two lines moves them.
    let checked = 0;
    for (const fixture of fixtures) {
      const lf = withLineEndings(fixture.text, 'LF');
      const base = await lintText(lf, { filePath: fixture.lintAs, cwd: fixture.dir });
      if (!base.messages.some((m) => m.line > 2)) continue;
      const broken = lf.replace('\n', ' ');
      const other = await lintText(broken, { filePath: fixture.lintAs, cwd: fixture.dir });
      expect(findingKeys(other.messages), fixture.name).not.toEqual(findingKeys(base.messages));
      if (++checked === 3) break;
    }
    expect(checked).toBe(3);
  });
});
