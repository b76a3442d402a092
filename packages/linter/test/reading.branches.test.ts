import { describe, expect, it } from 'vitest';
import type { FileReading } from '../src/lib/file-reading.js';
import { describeReading } from '../src/lib/reading.js';

const none = (noKind: FileReading['noKind']): FileReading => ({ kind: null, source: null, evidence: [], noKind });

describe('describeReading: a file with no kind', () => {
  it.each<[string, FileReading, string]>([
    ['no reason given', none(null), 'no kind: its name and front matter name no plan, summary or handoff'],
    ['the name', none({ why: 'name' }), 'no kind: its name and front matter name no plan, summary or handoff'],
    [
      'an excluded folder',
      none({ why: 'excluded', where: '`commands/`' }),
      'no kind: files matching `commands/` are not hand-off artefacts by default',
    ],
    ['kind: none', none({ why: 'kind-none' }), 'no kind: front matter `kind: none`'],
    [
      'a negated pattern',
      none({ why: 'negated', kind: 'summary' }),
      "no kind: a `!` pattern in the config's `kinds.summary` takes it away",
    ],
    [
      'a template',
      none({ why: 'template', kind: 'handoff', placeholders: ['[DATE]', '{{name}}'] }),
      'no kind: named like a session handoff, but it is a template ' +
        '(placeholders in its headings: `[DATE]`, `{{name}}`)',
    ],
    [
      'a résumé',
      none({ why: 'resume', kind: 'handoff', sections: ['Skills', 'Education', 'Experience'] }),
      'no kind: named like a session handoff, but it is a résumé (sections `Skills`, `Education`, `Experience`)',
    ],
    [
      'a meeting',
      none({ why: 'meeting', kind: 'handoff', sections: ['Attendees'] }),
      'no kind: named like a session handoff, but it records a meeting (it names its attendees: `Attendees`)',
    ],
    [
      'a business plan',
      none({ why: 'business', kind: 'plan', sections: ['Executive Summary', 'Revenue Model', 'Use of Funds'] }),
      'no kind: named like a plan, but it is a business plan (sections `Executive Summary`, `Revenue Model`, ' +
        '`Use of Funds`)',
    ],
    [
      'a name of what comes next, no work reported',
      none({
        why: 'unreported',
        kind: 'handoff',
        found: [{ what: 'goal', heading: 'Vision' }, { what: 'next steps' }],
      }),
      'no kind: named for what comes next, but its content reports no work: where it stands, what changed or what ' +
        'failed (found only goal (`Vision`), next steps); a roadmap or a to-do list',
    ],
    [
      'an uncorroborated name, nothing found',
      none({ why: 'uncorroborated', kind: 'plan', found: [] }),
      'no kind: named like a plan, but its content is not one (found none of its sections)',
    ],
    [
      'an uncorroborated name, some evidence found',
      none({
        why: 'uncorroborated',
        kind: 'summary',
        found: [{ what: 'status', heading: 'State' }, { what: '<tasks>' }],
      }),
      'no kind: named like a summary, but its content is not one (found only status (`State`), <tasks>)',
    ],
  ])('%s', (_name, reading, expected) => {
    expect(describeReading(reading)).toBe(expected);
  });
});

describe('describeReading: a file with a kind', () => {
  const base = { evidence: [], noKind: null };
  it.each<[string, FileReading, string]>([
    ['no source recorded', { ...base, kind: 'plan', source: null }, 'plan by its name'],
    ['front matter kind', { ...base, kind: 'plan', source: 'front-matter-kind' }, 'plan by front matter `kind:`'],
    [
      'front matter plan',
      { ...base, kind: 'summary', source: 'front-matter-plan' },
      'summary by front matter `plan:` names its plan',
    ],
    ['plan reference', { ...base, kind: 'plan', source: 'plan-reference' }, "plan by a summary's `plan:` names it"],
    ['config', { ...base, kind: 'summary', source: 'config' }, "summary by the config's `kinds`"],
    [
      'evidence',
      {
        ...base,
        kind: 'handoff',
        source: 'file-name',
        evidence: [{ what: 'status', heading: '## State right now' }, { what: 'next steps' }],
      },
      'handoff by its name; content: status (`## State right now`), next steps',
    ],
    ['handoff, layout unknown', { ...base, kind: 'handoff', source: 'file-name' }, 'handoff by its name'],
    [
      'handoff by its title',
      { ...base, kind: 'handoff', source: 'title', layout: null },
      'handoff by its title; free form',
    ],
    [
      'handoff, free form',
      { ...base, kind: 'handoff', source: 'file-name', layout: null },
      'handoff by its name; free form',
    ],
    [
      'handoff, rendered',
      { ...base, kind: 'handoff', source: 'file-name', layout: 'rendered' },
      'handoff by its name; the RESUME.md layout (written by `resume write`)',
    ],
    [
      'handoff, headings',
      { ...base, kind: 'handoff', source: 'file-name', layout: 'headings' },
      'handoff by its name; the RESUME.md layout (four or more of its six headings)',
    ],
    [
      'handoff, declared',
      { ...base, kind: 'handoff', source: 'front-matter-kind', layout: 'declared' },
      'handoff by front matter `kind:`; the RESUME.md layout (declared)',
    ],
    [
      'a plan with a layout ignores it',
      { ...base, kind: 'plan', source: 'file-name', layout: null },
      'plan by its name',
    ],
    [
      'not adopted',
      { ...base, kind: 'summary', source: 'file-name', adopted: false },
      'summary by its name; project has not adopted handoff: findings are warnings',
    ],
    ['adopted', { ...base, kind: 'summary', source: 'file-name', adopted: true }, 'summary by its name'],
  ])('%s', (_name, reading, expected) => {
    expect(describeReading(reading)).toBe(expected);
  });
});
