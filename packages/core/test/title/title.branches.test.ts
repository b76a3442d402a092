import { describe, expect, it } from 'vitest';
import { formatSessionTitle, runSessionTitle } from '@handoff/core/restart';

const run = (payload: unknown) => runSessionTitle(new TextEncoder().encode(JSON.stringify(payload)));

describe('session title: the rarer refusals', () => {
  it.each([
    [
      'a stacked suffix is stripped from the title',
      { title: 'x | started 05-09', started_at: '2026-09-05T10:00:00Z' },
      null,
    ],
    [
      'a start that leaves year 9999 in the zone',
      { title: 'T', started_at: '9999-12-31T23:30:00Z', timezone: 'Asia/Tokyo' },
      'the start leaves the years 1 to 9999 in that time zone',
    ],
    [
      'a start before year 1 in the zone',
      { title: 'T', started_at: '0001-01-01T00:30:00Z', timezone: 'America/New_York' },
      'the start leaves the years 1 to 9999 in that time zone',
    ],
  ])('%s', (_name, payload, reason) => {
    const answer = run(payload);
    if (reason === null) expect(answer).toMatchObject({ status: 'OK', exitCode: 0 });
    else expect(answer).toMatchObject({ status: 'TITLE_UNAVAILABLE', reason, exitCode: 2 });
  });
});

describe('formatSessionTitle', () => {
  it.each([
    [{ title: 'Fix login', startedAt: '2026-09-05T23:30:00Z', timezone: 'Asia/Tokyo' }, 'Fix login | started 06-09'],
    [{ title: 'Fix login | started 01-01', startedAt: '2026-09-05T23:30:00+02:00' }, 'Fix login | started 05-09'],
    [{ title: ' ', startedAt: '2026-09-05T23:30:00Z' }, null],
    [{ title: 'T', startedAt: '2026-09-05T23:30:00' }, null],
  ])('%j -> %s', (input, display) => {
    expect(formatSessionTitle(input)?.display_title ?? null).toBe(display);
  });
});
