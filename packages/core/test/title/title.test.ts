import { describe, expect, it } from 'vitest';
import { formatSessionTitle, runSessionTitle } from '@handoff/core/restart';

const run = (payload: unknown) =>
  runSessionTitle(new TextEncoder().encode(typeof payload === 'string' ? payload : JSON.stringify(payload)));
const UNAVAILABLE = '{"status": "TITLE_UNAVAILABLE"}\n';
const NOOFF = '`started_at` has no UTC offset; add `Z` or `+HH:MM`, e.g. 2026-09-05T23:30:00Z';
const ZONE = 'the time zone is not an IANA zone name this build knows (e.g. `Europe/Berlin`, `UTC`)';

describe('session title: published examples', () => {
  it.each([
    ['Warsaw is already the next day', 'Europe/Warsaw', 'Fix login | started 06-09'],
    ['UTC', 'UTC', 'Fix login | started 05-09'],
  ])('%s', (_name, timezone, display) => {
    const answer = run({ title: 'Fix login', started_at: '2026-09-05T23:30:00Z', timezone });
    expect(answer.status).toBe('OK');
    expect(answer.stdout).toBe(
      `{"title_base": "Fix login", "started_at": "2026-09-05T23:30:00+00:00", "timezone": "${timezone}", ` +
        `"display_title": "${display}"}\n`,
    );
  });

  it('defaults to UTC and is idempotent on resume', () => {
    const first = formatSessionTitle({ title: 'Fix login', startedAt: '2026-09-05T23:30:00Z' })!;
    const again = formatSessionTitle({ title: first.display_title, startedAt: '2026-09-05T23:30:00Z' })!;
    expect(again.display_title).toBe(first.display_title);
  });

  it('replaces the date for a successor with a new start, stripping stacked suffixes', () => {
    const next = formatSessionTitle({
      title: 'Fix login | started 05-09 | started 06-09',
      startedAt: '2026-09-07T08:00:00+02:00',
    });
    expect(next?.display_title).toBe('Fix login | started 07-09');
  });
});

describe('session title: fromisoformat and isoformat', () => {
  it.each([
    ['space separator and short offset', '2026-09-05 10:00+05', '2026-09-05T10:00:00+05:00'],
    ['basic format', '20260905T1000+0530', '2026-09-05T10:00:00+05:30'],
    ['ISO week date', '2026-W36-6T10:00:00+00:00', '2026-09-05T10:00:00+00:00'],
    ['fraction truncated to microseconds', '2026-09-05T10:00:00.1234567+00:00', '2026-09-05T10:00:00.123456+00:00'],
    ['comma fraction', '2026-09-05T10:00:00,5+00:00', '2026-09-05T10:00:00.500000+00:00'],
    ['any separator byte', '2026-09-05x10+01', '2026-09-05T10:00:00+01:00'],
    ['an all-zero offset with a fraction is UTC', '2026-09-05T10:00:00+00:00:00.5', '2026-09-05T10:00:00+00:00'],
    [
      'seconds and microseconds in the offset',
      '2026-09-05T10:00:00-23:59:59.999999',
      '2026-09-05T10:00:00-23:59:59.999999',
    ],
    ['-00:00 prints as +00:00', '2026-09-05T10:00:00-00:00', '2026-09-05T10:00:00+00:00'],
  ])('%s', (_name, startedAt, iso) => {
    expect(formatSessionTitle({ title: 't', startedAt })?.started_at).toBe(iso);
  });

  it.each([
    ['date only (naive)', { title: 't', started_at: '2026-09-06' }, NOOFF],
    ['no offset', { title: 't', started_at: '2026-09-05T10:00:00' }, NOOFF],
    ['hour 24', { title: 't', started_at: '2026-09-05T24:00:00+00:00' }, '`started_at` is not an ISO 8601 date-time'],
    [
      'offset of a full day',
      { title: 't', started_at: '2026-09-05T10:00:00+24:00' },
      '`started_at` is not an ISO 8601 date-time',
    ],
    ['blank title', { title: '  ', started_at: '2026-09-05T10:00:00Z' }, '`title` is blank'],
    ['missing started_at', { title: 't' }, '`started_at` is missing'],
    ['started_at not a string', { title: 't', started_at: 5 }, '`started_at` is not a string'],
    ['timezone null', { title: 't', started_at: '2026-09-05T10:00:00Z', timezone: null }, '`timezone` is not a string'],
    ['unknown zone', { title: 't', started_at: '2026-09-05T10:00:00Z', timezone: 'Mars/Olympus' }, ZONE],
    ['zone in the wrong case', { title: 't', started_at: '2026-09-05T10:00:00Z', timezone: 'europe/warsaw' }, ZONE],
    ['zone path trick', { title: 't', started_at: '2026-09-05T10:00:00Z', timezone: '../UTC' }, ZONE],
    ['a list payload', [], 'the input is not a JSON object'],
    [
      'over 8,192 bytes',
      `{"title": "t", "started_at": "2026-09-05T10:00:00Z"}${' '.repeat(8150)}`,
      'the input is over 8,192 bytes',
    ],
    [
      'leaving the datetime range (Python: OverflowError)',
      { title: 't', started_at: '0001-01-01T00:00:00+01:00' },
      'the start leaves the years 1 to 9999 in that time zone',
    ],
    ['100,000 open brackets', '['.repeat(100_000), 'the input is over 8,192 bytes'],
  ])('%s → TITLE_UNAVAILABLE, exit 2, with the reason', (_name, payload, reason) => {
    const answer = run(payload);
    expect(answer.stdout).toBe(UNAVAILABLE);
    expect(answer.exitCode).toBe(2);
    expect(answer.status === 'TITLE_UNAVAILABLE' && answer.reason).toBe(reason);
  });

  it('says why when the JSON does not parse, or the title is missing', () => {
    expect(run('{"title": ')).toMatchObject({ reason: 'the input is not JSON' });
    expect(run({ started_at: '2026-09-05T10:00:00Z' })).toMatchObject({ reason: '`title` is missing' });
    expect(run({ title: 7, started_at: '2026-09-05T10:00:00Z' })).toMatchObject({ reason: '`title` is not a string' });
  });

  it('escapes non-ASCII like Python json.dumps', () => {
    expect(run({ title: 'Zürich 😀', started_at: '2026-09-05T10:00:00Z' }).stdout).toContain(
      '"title_base": "Z\\u00fcrich \\ud83d\\ude00"',
    );
  });

  it("strips suffixes written with any Unicode decimal digits, like Python's \\d", () => {
    expect(formatSessionTitle({ title: 'Fix | started ٠٥-٠٩', startedAt: '2026-09-05T10:00:00Z' })?.title_base).toBe(
      'Fix',
    );
  });
});
