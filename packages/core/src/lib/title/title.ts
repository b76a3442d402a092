import { pythonJsonLoads } from '../restart/python-json-read.js';
import { pythonJsonDumps } from '../restart/python-json-write.js';
import { PythonCrash, PythonValueError, isDict, pyStrCodePoints, pyStrip, type PyValue } from '../restart/python-value.js';
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
export type TitleAnswer = { status: 'OK'; title: SessionTitle; stdout: string; exitCode: 0 } | { status: 'TITLE_UNAVAILABLE'; stdout: string; exitCode: 2 };

const UNAVAILABLE: TitleAnswer = { status: 'TITLE_UNAVAILABLE', stdout: '{"status": "TITLE_UNAVAILABLE"}\n', exitCode: 2 };

// `re.sub(r'(?: \| started \d{2}-\d{2})+$', '', …)`: Python's \d is any Unicode decimal digit.
const STACKED_SUFFIX = /(?: \| started \p{Nd}{2}-\p{Nd}{2})+$/u;

const notAvailable = (): never => {
  throw new PythonValueError('title unavailable');
};

/**
 * Run the title helper on raw JSON bytes `{title, started_at, timezone='UTC'}`, exactly as
 * `session_title.py` does. Where the script would crash (nesting over 994 levels, a start
 * that leaves Python's datetime range when converted), this answers TITLE_UNAVAILABLE too.
 */
export function runSessionTitle(input: Uint8Array): TitleAnswer {
  try {
    if (input.length > TITLE_MAX_INPUT_BYTES) notAvailable();
    const state = pythonJsonLoads(input);
    if (!isDict(state)) notAvailable(); // state['title'] on a list, str or number is a TypeError
    const dict = state as Map<string, PyValue>;
    if (!dict.has('title') || !dict.has('started_at')) notAvailable(); // KeyError
    const tz = dict.has('timezone') ? dict.get('timezone')! : 'UTC';
    const title = formatPy(dict.get('title')!, dict.get('started_at')!, tz);
    const stdout = `${pythonJsonDumps({ ...title })}\n`;
    return { status: 'OK', title: decodeTitle(title), stdout, exitCode: 0 };
  } catch (error) {
    if (error instanceof PythonValueError || error instanceof PythonCrash) return UNAVAILABLE;
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
  if (typeof title !== 'string' || pyStrip(title).length === 0) notAvailable();
  if (typeof startedAt !== 'string') notAvailable();
  const started = fromIsoFormat((startedAt as string).split('Z').join('+00:00'));
  if (started.offsetMicros === null) notAvailable(); // start_requires_offset
  if (typeof timezone !== 'string') notAvailable(); // ZoneInfo(non-str) is a TypeError
  const zone = resolveTimeZone(timezone as string);
  if (!zone) notAvailable();
  const base = pyStrip(pyStrip(title as string).replace(STACKED_SUFFIX, ''));
  if (base.length === 0) notAvailable();

  // astimezone(): to UTC, then into the zone; leaving year 1..9999 is Python's OverflowError.
  const localSeconds = daysFromCivil(started.year, started.month, started.day) * 86_400 + started.hour * 3600 + started.minute * 60 + started.second;
  // Seconds and microseconds apart: their product would lose precision beyond 2^53.
  const offsetSeconds = Math.floor(started.offsetMicros! / 1_000_000);
  const offsetMicros = started.offsetMicros! - offsetSeconds * 1_000_000;
  const utcSeconds = localSeconds - offsetSeconds - (started.microsecond < offsetMicros ? 1 : 0);
  if (utcSeconds < MIN_SECONDS || utcSeconds >= END_SECONDS) throw new PythonCrash('OverflowError: date value out of range');
  const zoneSeconds = utcSeconds + zone!.offsetSecondsAt(utcSeconds);
  if (zoneSeconds < MIN_SECONDS || zoneSeconds >= END_SECONDS) throw new PythonCrash('OverflowError: date value out of range');
  const local = civilFromDays(Math.floor(zoneSeconds / 86_400));
  const dd = String(local.day).padStart(2, '0');
  const mm = String(local.month).padStart(2, '0');
  return { title_base: base, started_at: isoFormat(started), timezone: timezone as string, display_title: `${base} | started ${dd}-${mm}` };
}

function decodeTitle(title: SessionTitle): SessionTitle {
  const plain = (s: string) => String.fromCodePoint(...pyStrCodePoints(s));
  return { title_base: plain(title.title_base), started_at: title.started_at, timezone: plain(title.timezone), display_title: plain(title.display_title) };
}
