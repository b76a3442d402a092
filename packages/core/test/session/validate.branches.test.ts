import { describe, expect, it } from 'vitest';
import { validateHandoffRecord } from '@handoff/core/session';
import { FAKE_GITHUB_TOKEN, validInput } from './fixtures.js';

const now = new Date('2026-11-29T20:00:00.000Z');
type Patch = (input: Record<string, any>) => void;

/** A valid record changed one way, and its defects as [path, code, message]. */
const CASES: [string, Patch, [string, string, string][]][] = [
  [
    'long odd key',
    (i) => {
      i['a key with spaces that goes on and on and on for more than forty'] = 1;
    },
    [
      [
        '["a key with spaces that goes on and on an…"]',
        'unknown-field',
        'is not a field of the handoff record; remove it',
      ],
    ],
  ],
  [
    'short odd key',
    (i) => {
      i['two words'] = 1;
    },
    [['["two words"]', 'unknown-field', 'is not a field of the handoff record; remove it']],
  ],
  [
    'secret key',
    (i) => {
      i[FAKE_GITHUB_TOKEN] = 1;
    },
    [['[<redacted key>]', 'unknown-field', 'is not a field of the handoff record; remove it']],
  ],
  [
    'secret under secret key',
    (i) => {
      i[FAKE_GITHUB_TOKEN] = FAKE_GITHUB_TOKEN;
    },
    [
      ['[<redacted key>]', 'unknown-field', 'is not a field of the handoff record; remove it'],
      ['<redacted path>', 'secret-value', 'holds a GitHub token; refer to it by name instead'],
    ],
  ],
  [
    'next_steps empty',
    (i) => {
      i.next_steps = [];
    },
    [['next_steps', 'no-next-steps', 'must list at least one next step']],
  ],
  [
    'active_files empty',
    (i) => {
      i.active_files = [];
    },
    [['active_files', 'no-active-files', 'must list at least one active file']],
  ],
  [
    'changes missing',
    (i) => {
      delete i.changes;
    },
    [['changes', 'no-changes', 'is missing; list at least one change']],
  ],
  [
    'goal missing',
    (i) => {
      delete i.goal;
    },
    [['goal', 'missing-field', 'is missing']],
  ],
  [
    'next_steps missing',
    (i) => {
      delete i.next_steps;
    },
    [['next_steps', 'no-next-steps', 'is missing; list at least one next step']],
  ],
  [
    'changes entry missing why',
    (i) => {
      delete i.changes[0].why;
    },
    [['changes[0].why', 'change-no-why', 'is missing; say why the change was made']],
  ],
  [
    'active file missing purpose',
    (i) => {
      delete i.active_files[0].purpose;
    },
    [['active_files[0].purpose', 'active-file-no-purpose', 'is missing; say what the file serves in this work']],
  ],
  [
    'failed missing why_failed',
    (i) => {
      i.failed_approaches = [{ approach: 'x' }];
    },
    [
      ['failed_approaches[0].approach', 'thin-approach', 'must be at least 12 characters after trimming, has 1'],
      ['failed_approaches[0].why_failed', 'failed-approach-no-cause', 'is missing; say why the approach failed'],
    ],
  ],
  [
    'failed missing',
    (i) => {
      delete i.failed_approaches;
    },
    [
      [
        'failed_approaches',
        'missing-failed-approaches',
        'is missing; list every approach that failed, or give [] with no_failed_approaches_reason',
      ],
    ],
  ],
  [
    'goal number',
    (i) => {
      i.goal = 5;
    },
    [['goal', 'wrong-type', 'must be a string']],
  ],
  [
    'next step number',
    (i) => {
      i.next_steps = [5];
    },
    [
      [
        'next_steps',
        'no-reentry-command',
        'needs at least one step with a command, so the next session knows how to re-enter',
      ],
      ['next_steps[0]', 'bad-next-step', 'must be an object'],
    ],
  ],
];

describe('validateHandoffRecord: unknown keys, missing and empty lists, wrong types', () => {
  it.each(CASES)('%s', (_name, patch, expected) => {
    const input = validInput() as Record<string, any>;
    patch(input);
    const result = validateHandoffRecord(input, { now });
    expect(result.ok ? [] : result.defects.map((d) => [d.path, d.code, d.message])).toEqual(expected);
  });
});
