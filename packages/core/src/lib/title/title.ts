import { pythonJsonLoads } from '../restart/python-json-read.js';
import { pythonJsonDumps } from '../restart/python-json-write.js';
import {
  PythonCrash,
  PythonValueError,
  isDict,
  pyStrCodePoints,
  pyStrip,
  type PyValue,
} from '../restart/python-value.js';
import { END_SECONDS, MIN_SECONDS, civilFromDays, daysFromCivil } from './calendar.js';
import { fromIsoFormat, isoFormat } from './iso-datetime.js';
import { resolveTimeZone } from './zone.js';

/** Most bytes the title helper reads; one more is an error (as in `session_title.py`). */
export const TITLE_MAX_INPUT_BYTES = 8_192;

/** A formatted session title, as `session_title.py` prints it. */
export interface SessionTitle {
  title_base: string;
  started_at: string;
  timezone: string;
  display_title: string;
}

/** The title helper's answer: the exact stdout line and exit code. */
export type TitleAnswer =
  | { status: 'OK'; title: SessionTitle; stdout: string; exitCode: 0 }
  | {
      status: 'TITLE_UNAVAILABLE';
      stdout: string;
      exitCode: 2;
      /** Why, in one phrase for a person (`session_title.py` prints only the status; so does the JSON answer). */
      reason: string;
    };

const unavailable = (reason: string): TitleAnswer => ({
  status: 'TITLE_UNAVAILABLE',
  stdout: '{"status": "TITLE_UNAVAILABLE"}\n',
  exitCode: 2,
  reason,
});

/** The title is unavailable, and why. */
class Unavailable extends PythonValueError {}

// `re.sub(r'(?: \| started \d{2}-\d{2})+$', '', …)`: Python's \d is any Unicode decimal digit.
const STACKED_SUFFIX = /(?: \| started \p{Nd}{2}-\p{Nd}{2})+$/u;

function notAvailable(reason: string): never {
  throw new Unavailable(reason);
}

/**
 * Run the title helper on raw JSON bytes `{title, started_at, timezone='UTC'}`, exactly as
 * `session_title.py` does. Where the script would crash (nesting over 994 levels, a start
 * that leaves Python's datetime range when converted), this answers TITLE_UNAVAILABLE too.
 */
export function runSessionTitle(input: Uint8Array): TitleAnswer {
  try {
    if (input.length > TITLE_MAX_INPUT_BYTES)
      notAvailable(`the input is over ${TITLE_MAX_INPUT_BYTES.toLocaleString('en-US')} bytes`);
    let state: PyValue;
    try {
      state = pythonJsonLoads(input);
    } catch (error) {
      if (error instanceof PythonValueError) notAvailable('the input is not JSON');
      throw error;
    }
    // state['title'] on a list, str or number is a TypeError
    if (!isDict(state)) notAvailable('the input is not a JSON object');
    const dict = state;
    if (!dict.has('title')) notAvailable('`title` is missing'); // KeyError
    if (!dict.has('started_at')) notAvailable('`started_at` is missing');
    const tz = dict.has('timezone') ? dict.get('timezone')! : 'UTC';
    const title = formatPy(dict.get('title')!, dict.get('started_at')!, tz);
    const stdout = `${pythonJsonDumps({ ...title })}\n`;
    return { status: 'OK', title: decodeTitle(title), stdout, exitCode: 0 };
  } catch (error) {
    if (error instanceof Unavailable) return unavailable(error.message);
    if (error instanceof PythonCrash) return unavailable('the start leaves the years 1 to 9999 in that time zone');
    if (error instanceof PythonValueError) return unavailable(error.message);
    throw error;
  }
}

/** Options of {@link formatSessionTitle}. */
export interface TitleInput {
  title: string;
  startedAt: string;
  /** IANA zone name; default `UTC`. */
  timezone?: string;
}

/**
 * Format `<title> | started DD-MM` for a verified session start (ISO 8601 with an offset)
 * in the given zone, stripping any stacked ` | started DD-MM` suffixes first. Returns null
 * when the title is unavailable (blank title, start without offset, unknown zone, …).
 */
export function formatSessionTitle(input: TitleInput): SessionTitle | null {
  const payload = { title: input.title, started_at: input.startedAt, timezone: input.timezone ?? 'UTC' };
  const answer = runSessionTitle(new TextEncoder().encode(JSON.stringify(payload)));
  return answer.status === 'OK' ? answer.title : null;
}

function formatPy(title: PyValue, startedAt: PyValue, timezone: PyValue): SessionTitle {
  if (typeof title !== 'string') notAvailable('`title` is not a string');
  if (pyStrip(title).length === 0) notAvailable('`title` is blank');
  if (typeof startedAt !== 'string') notAvailable('`started_at` is not a string');
  let started: ReturnType<typeof fromIsoFormat>;
  try {
    started = fromIsoFormat(startedAt.split('Z').join('+00:00'));
  } catch (error) {
    if (error instanceof PythonValueError) notAvailable('`started_at` is not an ISO 8601 date-time');
    throw error;
  }
  // start_requires_offset
  if (started.offsetMicros === null)
    notAvailable('`started_at` has no UTC offset; add `Z` or `+HH:MM`, e.g. 2026-09-05T23:30:00Z');
  if (typeof timezone !== 'string') notAvailable('`timezone` is not a string'); // ZoneInfo(non-str) is a TypeError
  const zone = resolveTimeZone(timezone);
  if (!zone) notAvailable('the time zone is not an IANA zone name this build knows (e.g. `Europe/Berlin`, `UTC`)');
  const base = pyStrip(pyStrip(title).replace(STACKED_SUFFIX, ''));
  if (base.length === 0) notAvailable('`title` is only stacked ` | started DD-MM` suffixes');

  // astimezone(): to UTC, then into the zone; leaving year 1..9999 is Python's OverflowError.
  const localSeconds =
    daysFromCivil(started.year, started.month, started.day) * 86_400 +
    started.hour * 3600 +
    started.minute * 60 +
    started.second;
  // Seconds and microseconds apart: their product would lose precision beyond 2^53.
  const offsetSeconds = Math.floor(started.offsetMicros / 1_000_000);
  const offsetMicros = started.offsetMicros - offsetSeconds * 1_000_000;
  const utcSeconds = localSeconds - offsetSeconds - (started.microsecond < offsetMicros ? 1 : 0);
  if (utcSeconds < MIN_SECONDS || utcSeconds >= END_SECONDS)
    throw new PythonCrash('OverflowError: date value out of range');
  const zoneSeconds = utcSeconds + zone.offsetSecondsAt(utcSeconds);
  if (zoneSeconds < MIN_SECONDS || zoneSeconds >= END_SECONDS)
    throw new PythonCrash('OverflowError: date value out of range');
  const local = civilFromDays(Math.floor(zoneSeconds / 86_400));
  const dd = String(local.day).padStart(2, '0');
  const mm = String(local.month).padStart(2, '0');
  return {
    title_base: base,
    started_at: isoFormat(started),
    timezone: timezone,
    display_title: `${base} | started ${dd}-${mm}`,
  };
}

function decodeTitle(title: SessionTitle): SessionTitle {
  const plain = (s: string) => String.fromCodePoint(...pyStrCodePoints(s));
  return {
    title_base: plain(title.title_base),
    started_at: title.started_at,
    timezone: plain(title.timezone),
    display_title: plain(title.display_title),
  };
}
