import { describe, expect, it } from 'vitest';
import { lintFiles } from '@handoff/linter';
import { projectWith as project } from '../../../tests/helpers/project.js';

/**
 * A secret found in one file is the same secret in the run's other files (docs/secrets.md, "A secret found in one file
 * is the same secret in the others"). The value is made up and split so that no file of this repository holds it.
 */
const KEY = '3f9a' + '1c0e5b7d2a4f6e8c0b1d3a5f7e9c2b4d';
const HEAD = '---\nphase: 01-weather\nplan: 01\n---\n\n';
const PLAN = `${HEAD}# Phase 1 Plan 1: Wire the weather API\n\n## Tasks\n\n- Set \`WEATHER_API_KEY=${KEY}\` in .env\n`;
const SUMMARY = (line: string) =>
  `${HEAD}# Phase 1 Plan 1: Wire the weather API Summary\n\n## Accomplishments\n\n${line}\n\n` +
  '## Next Phase Readiness\n\nReady.\n';

/** `file → [ruleId, line, column, endColumn, severity]` of every secret finding, and the suppressed ones. */
async function secrets(dir: string) {
  const results = await lintFiles(['.'], { cwd: dir });
  return Object.fromEntries(
    results.map((result) => [
      result.filePath.slice(dir.length + 1),
      {
        reported: result.messages
          .filter((m) => m.ruleId === 'secret')
          .map((m) => [m.ruleId, m.line, m.column, m.endColumn, m.severity]),
        suppressed: (result.suppressedMessages ?? []).filter((m) => m.ruleId === 'secret').length,
      },
    ]),
  );
}

describe('a secret found in one file is the same secret in the others', () => {
  it('reports the bare value in a summary once the plan names it', async () => {
    const dir = project({
      '01-01-PLAN.md': PLAN,
      '01-01-SUMMARY.md': SUMMARY(`- Called the API with ${KEY} and got 200.`),
    });
    expect(await secrets(dir)).toEqual({
      '01-01-PLAN.md': { reported: [['secret', 10, 24, 60, 2]], suppressed: 0 },
      '01-01-SUMMARY.md': { reported: [['secret', 10, 23, 59, 2]], suppressed: 0 },
    });
  });

  it('follows no value inside a longer token, and none into a file with no kind', async () => {
    const dir = project({
      '01-01-PLAN.md': PLAN,
      '01-01-SUMMARY.md': SUMMARY(`- Built artefact x${KEY}.tar and got 200.`),
      'README.md': `# Weather\n\nThe key ${KEY} is set.\n`,
    });
    expect(await secrets(dir)).toEqual({
      '01-01-PLAN.md': { reported: [['secret', 10, 24, 60, 2]], suppressed: 0 },
      '01-01-SUMMARY.md': { reported: [], suppressed: 0 },
      'README.md': { reported: [], suppressed: 0 },
    });
  });

  it('keeps a file’s inline directive', async () => {
    const dir = project({
      '01-01-PLAN.md': PLAN,
      '01-01-SUMMARY.md': SUMMARY(
        `<!-- handoff-disable-next-line secret -- rotated -->\n- Called the API with ${KEY} and got 200.`,
      ),
    });
    expect(await secrets(dir)).toEqual({
      '01-01-PLAN.md': { reported: [['secret', 10, 24, 60, 2]], suppressed: 0 },
      '01-01-SUMMARY.md': { reported: [], suppressed: 1 },
    });
  });
});
