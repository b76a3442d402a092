import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handoff } from '../helpers/cli.js';

// `handoff lint --print-kinds`: each file's kind and the evidence for it, run as a user would.

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-print-kinds-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const FILES = {
  'NEXT_SESSION.md': '# Next session\n\n## Where things stand\n\nParser done.\n\n## Next up\n\n- Run `npm test`.\n',
  'docs/glossary-summary.md': '# Glossary\n\n## Bucket\n\nA group of decisions.\n',
  'commands/handoff.md': '## Goal\n\n## Status\n',
  // A title that says no more than the name is no sign of a hand-over beside the one concept.
  'RESUME.md': '# Resume\n\n## Goal\n\nShip it.\n',
  'notes.md': '# Notes\n',
  // Named for its topic; its title names it a hand-over, and its content bears that out.
  'docs/parser-notes.md':
    '# Session handoff: parser\n\n## Status\n\nHalf done.\n\n## Next steps\n\n- Run `npm test`.\n',
};

describe('handoff lint --print-kinds', () => {
  it('prints one line per file: path, kind and why, sorted as the report, and exits 0', () => {
    const run = handoff(project(FILES), ['lint', '--print-kinds', '.']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n')).toEqual([
      'NEXT_SESSION.md           handoff  handoff by its name; content: status (`Where things stand`), next steps ' +
        '(`Next up`); free form; project has not adopted handoff: findings are warnings; ' +
        'held back until its convention is adopted: handoff-failed-approaches-empty',
      'RESUME.md                 -        no kind: named like a session handoff, ' +
        'but its content is not one (found only goal (`Goal`))',
      'commands/handoff.md       -        no kind: files matching `commands/` are not hand-off artefacts by default',
      'docs/glossary-summary.md  -        no kind: named like a summary, ' +
        'but its content is not one (found none of its sections)',
      'docs/parser-notes.md      handoff  handoff by its title; content: title (`Session handoff: parser`), ' +
        'status (`Status`), next steps (`Next steps`); free form; ' +
        'project has not adopted handoff: findings are warnings; ' +
        'held back until its convention is adopted: handoff-failed-approaches-empty',
      'notes.md                  -        no kind: its name and front matter name no plan, summary or handoff',
      'Linted 2 files: 2 handoffs; passed over 4 files (4 of no hand-off kind)',
      '',
    ]);
  });

  it('names no claim held back once the project has adopted handoff: the claim is reported instead', () => {
    const dir = project({ ...FILES, '.handoffrc.json': '{}\n' });
    const run = handoff(dir, ['lint', '--print-kinds', 'NEXT_SESSION.md']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      'NEXT_SESSION.md  handoff  handoff by its name; content: status (`Where things stand`), next steps ' +
        '(`Next up`); free form\nLinted 1 file: 1 handoff\n',
    );
  });

  it('gives the reading as JSON with --format json', () => {
    const dir = project(FILES);
    const run = handoff(dir, ['lint', '--print-kinds', '--format', 'json', 'NEXT_SESSION.md']);
    expect(run.status).toBe(0);
    const [row, ...rest] = JSON.parse(run.stdout) as Array<Record<string, unknown>>;
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      filePath: join(dir, 'NEXT_SESSION.md'),
      kind: 'handoff',
      reading: {
        kind: 'handoff',
        source: 'file-name',
        layout: null,
        adopted: false,
        evidence: [
          { what: 'status', heading: 'Where things stand', line: 3 },
          { what: 'next steps', heading: 'Next up', line: 7 },
        ],
      },
    });
  });

  it('the same file, linted: a project that never adopted handoff is told of the claim held back, and passes', () => {
    const run = handoff(project(FILES), ['lint', 'NEXT_SESSION.md']);
    expect([run.status, run.stdout]).toEqual([
      0,
      'Held back in 1 hand-over, as its project has not adopted handoff (a `.handoffrc.json` reports these as ' +
        'findings):\n  NEXT_SESSION.md  no record of failed approaches found\n\nLinted 1 file: 1 handoff\n',
    ]);
  });

  it('--quiet leaves the notice out with the warnings: what waits for adoption is no error', () => {
    const run = handoff(project(FILES), ['lint', '--quiet', 'NEXT_SESSION.md']);
    expect([run.status, run.stdout]).toEqual([0, '']);
  });

  it('adopted by a config file, the claim is an error', () => {
    const run = handoff(project({ ...FILES, '.handoffrc.json': '{}' }), ['lint', 'NEXT_SESSION.md']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('1:1  error  Missing a record of failed approaches');
  });

  it('a hand-over kept as history (an archive folder) is read, but no hand-over claim is made on it, adopted or not', () => {
    const files = { 'docs/archive/NEXT_SESSION.md': FILES['NEXT_SESSION.md'], '.handoffrc.json': '{}' };
    const kinds = handoff(project(files), ['lint', '--print-kinds', 'docs/archive/NEXT_SESSION.md']);
    expect(kinds.stdout.split('\n')[0]).toBe(
      'docs/archive/NEXT_SESSION.md  handoff  handoff by its name; content: status (`Where things stand`), next ' +
        'steps (`Next up`); free form; kept as history (in an archive folder): no hand-over rule runs on it',
    );
    const run = handoff(project(files), ['lint', 'docs/archive/NEXT_SESSION.md']);
    expect([run.status, run.stdout]).toEqual([0, 'Linted 1 file: 1 handoff\n']);
    const json = handoff(project(files), ['lint', '--print-kinds', '--format', 'json', 'docs/archive/NEXT_SESSION.md']);
    expect(JSON.parse(json.stdout)[0].reading.history).toBe('in an archive folder');
  });
});

describe('a hand-over whose parts are headed by tags alone on their lines (GSD .continue-here.md)', () => {
  it('is read by its tags as by headings: its kind, and the claims a project that adopted handoff gets', () => {
    const continueHere = [
      '---',
      'phase: 03-import',
      'status: in_progress',
      '---',
      '',
      '<current_state>',
      'Task 2 half done: the importer reads CSV.',
      '</current_state>',
      '',
      '<completed_work>',
      '- Task 1: schema - Done',
      '</completed_work>',
      '',
      '<next_action>',
      'Fix the date cells.',
      '</next_action>',
      '',
    ].join('\n');
    const dir = project({ '.planning/phases/03-import/.continue-here.md': continueHere, '.handoffrc.json': '{}' });
    const kinds = handoff(dir, ['lint', '--print-kinds', '.']);
    expect(kinds.stdout.split('\n')[0]).toBe(
      '.planning/phases/03-import/.continue-here.md  handoff  handoff by its name; content: status ' +
        '(`<current_state>`), changes (`<completed_work>`), next steps (`<next_action>`); free form',
    );
    const lint = handoff(dir, ['lint', '--format', 'json', '.']);
    const [file] = JSON.parse(lint.stdout) as Array<{ messages: Array<{ ruleId: string; line: number }> }>;
    expect(file!.messages.map((message) => [message.ruleId, message.line])).toEqual([
      ['handoff-failed-approaches-empty', 1],
      ['handoff-next-step-no-command', 14],
    ]);
  });
});
