import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFiles } from '../src/lib/lint-files.js';
import { rules } from '../src/rules/index.js';

const TOKEN = `ghp_${'A1b2'.repeat(9)}`;
// A handoff read from its name and content, in the rendered layout by four of its canonical headings, with
// findings of several rules and a credential.
const RESUME =
  '# Session handoff\n\n## Goal\n\nShip it.\n\n## Status\n\nWobbly\n\n## Changes\n\n- Shipped it.\n\n' +
  `## Next steps\n\n1. key ${TOKEN}\n`;
// In a project with no config, no `.handoff/` store and no bucketed decision section, its findings
// are warnings, except the credential's; a change without its why and next steps with nothing to run, claims of the
// record's convention on a hand-over written by hand in the layout's headings, are held back until the project adopts
// handoff.
const EXPECTED = [
  ['handoff-section-missing', 1, 1],
  ['handoff-section-missing', 1, 1],
  ['handoff-status-invalid', 1, 9],
  ['secret', 2, 17],
];
const HELD_BACK = [
  ['handoff-change-without-why', 13],
  ['handoff-next-step-no-command', 15],
];

function project(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-adoption-')));
  mkdirSync(join(dir, '.git'));
  return dir;
}

describe('a project that has not adopted handoff', () => {
  it('a file on disk: its findings are warnings, a secret stays an error', async () => {
    const dir = project();
    writeFileSync(join(dir, 'RESUME.md'), RESUME);
    const [result] = await lintFiles(['.'], { cwd: dir, rules });
    expect(result!.messages.map((m) => [m.ruleId, m.severity, m.line])).toEqual(EXPECTED);
    expect(result!.suppressedMessages?.map((m) => [m.ruleId, m.line])).toEqual(HELD_BACK);
    expect([result!.reading?.adopted, result!.errorCount, result!.warningCount]).toEqual([false, 1, 3]);
  });

  it('standard input named into the project is weighed the same way', async () => {
    const dir = project();
    const [result] = await lintFiles(['-'], { cwd: dir, rules, stdin: { text: RESUME, filePath: 'RESUME.md' } });
    expect(result!.messages.map((m) => [m.ruleId, m.severity, m.line])).toEqual(EXPECTED);
    expect(result!.reading?.adopted).toBe(false);
  });
});

// A free-form hand-over read from its name and content, with nothing that could be a record of failed approaches and
// steps with nothing to run: both claims are conventions of handoff's (docs/real-files.md, "A convention is claimed
// where it was adopted").
const FREE_FORM = '# Handoff\n\n## Status\n\nParser half done.\n\n## Next steps\n\n- Decide the layout\n';
const CLAIMS = [
  ['handoff-failed-approaches-empty', 'missing', 1],
  ['handoff-next-step-no-command', 'noCommand', 7],
];

async function lintFreeForm(dir: string, text = FREE_FORM) {
  writeFileSync(join(dir, 'HANDOFF.md'), text);
  const [result] = await lintFiles(['.'], { cwd: dir, rules });
  return result!;
}

describe("a free-form hand-over's claims of absence wait for adoption", () => {
  it('in a project that has not adopted handoff they are held back, with why', async () => {
    const result = await lintFreeForm(project());
    expect(result.messages).toEqual([]);
    expect(result.suppressedMessages?.map((m) => [m.ruleId, m.messageId, m.line, m.suppressions[0]!.kind])).toEqual(
      CLAIMS.map((claim) => [...claim, 'adoption']),
    );
    expect(result.suppressedMessages?.[0]?.suppressions[0]?.justification).toBe(
      'a free-form hand-over in a project that has not adopted handoff (rule option `freeForm: "auto"`)',
    );
  });

  it("another tool's `.handoff/` folder, without the store's `state/`, adopts nothing", async () => {
    const dir = project();
    mkdirSync(join(dir, '.handoff'));
    writeFileSync(join(dir, '.handoff', 'send_queued_prompt.sh'), 'echo queued\n');
    const result = await lintFreeForm(dir);
    expect([result.messages, result.suppressedMessages?.map((m) => [m.ruleId, m.messageId, m.line])]).toEqual([
      [],
      CLAIMS,
    ]);
  });

  it('a hand-over read from its title is weighed as one read from its name', async () => {
    const dir = project();
    writeFileSync(join(dir, 'notes.md'), FREE_FORM.replace('# Handoff', '# Session handoff'));
    const [result] = await lintFiles(['.'], { cwd: dir, rules });
    expect([result!.reading?.source, result!.reading?.adopted, result!.messages]).toEqual(['title', false, []]);
    expect(result!.suppressedMessages?.map((m) => [m.ruleId, m.messageId, m.line])).toEqual(CLAIMS);
  });

  it.each<[string, (dir: string) => string | undefined, number[]]>([
    ['the `.handoff/` store', (dir) => void mkdirSync(join(dir, '.handoff', 'state'), { recursive: true }), [1, 7]],
    ['a config file', (dir) => void writeFileSync(join(dir, '.handoffrc.json'), '{}'), [1, 7]],
    // The missing record is claimed at the file's start; the steps' heading is three lines down.
    ['front matter `kind: handoff`', () => `---\nkind: handoff\n---\n${FREE_FORM}`, [1, 10]],
  ])('adopted by %s, they are reported at their severity', async (_by, adopt, lines) => {
    const dir = project();
    const result = await lintFreeForm(dir, adopt(dir));
    expect(result.messages.map((m) => [m.ruleId, m.messageId, m.line])).toEqual(
      CLAIMS.map(([ruleId, messageId], index) => [ruleId, messageId, lines[index]]),
    );
    expect([result.errorCount, result.suppressedMessages]).toEqual([2, undefined]);
  });

  it('`freeForm: "off"` holds them back even where adopted, by the option', async () => {
    const dir = project();
    const off = ['error', { freeForm: 'off' }];
    writeFileSync(
      join(dir, '.handoffrc.json'),
      JSON.stringify({ rules: { 'handoff-failed-approaches-empty': off, 'handoff-next-step-no-command': off } }),
    );
    const result = await lintFreeForm(dir);
    expect(result.messages).toEqual([]);
    expect(result.suppressedMessages?.map((m) => [m.ruleId, m.suppressions[0]!.kind])).toEqual(
      CLAIMS.map(([ruleId]) => [ruleId, 'option']),
    );
  });
});
