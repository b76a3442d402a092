import { HANDOFF_SECTIONS } from '../handoff-vocabulary.js';
import { codeSpan, fencedBlock, normalizeNewlines, proseText } from '../markdown/escape.js';
import { replaceInPieces } from '../replace-in-pieces.js';
import type { HandoffRecord } from './schema.js';
import { isDateTime } from './validate.js';

/** The six section headings of RESUME.md, in order (docs/handoff-rules.md). */
export const RESUME_SECTIONS = [
  'Goal',
  'Status',
  'Active files',
  'Changes',
  'Failed approaches',
  'Next steps',
] as const satisfies ReadonlyArray<(typeof HANDOFF_SECTIONS)[number]['title']>;

/** What `renderResume` may add beyond the record. */
export interface RenderOptions {
  /** The record's digest, written into the trailing comment so a stale RESUME.md is detectable. */
  digest?: string;
}

/**
 * Render RESUME.md from a record (docs/session.md): goal and status first, every value escaped so
 * no value can add a section or break the layout. LF line endings, no BOM, one trailing
 * newline. The record is not re-validated: rendering a stored record never fails.
 */
export function renderResume(record: HandoffRecord, options: RenderOptions = {}): string {
  const lines: string[] = ['# Session handoff', ''];
  const section = (title: (typeof RESUME_SECTIONS)[number], body: string[]) => {
    // One push per line: spreading a section of hundreds of thousands of lines into one call overflows the stack.
    lines.push(`## ${title}`, '');
    for (const line of body) lines.push(line);
    lines.push('');
  };

  section('Goal', [proseText(record.goal)]);

  const note =
    typeof record.status_note === 'string' && record.status_note.trim() !== ''
      ? ` — ${proseText(record.status_note)}`
      : '';
  section('Status', [`${proseText(record.status)}${note}`]);

  section(
    'Active files',
    record.active_files.map((file) => `- ${codeSpan(oneLine(file.path))}: ${proseText(file.purpose, '  ')}`),
  );

  section(
    'Changes',
    record.changes.map((change) => `- ${sentence(change.what, '  ')} Why: ${sentence(change.why, '  ')}`),
  );

  section(
    'Failed approaches',
    record.failed_approaches.length === 0
      ? [`None. Reason: ${sentence(record.no_failed_approaches_reason ?? '')}`]
      : record.failed_approaches.map(
          (failed) => `- ${sentence(failed.approach, '  ')} Why it failed: ${sentence(failed.why_failed, '  ')}`,
        ),
  );

  const steps: string[] = [];
  record.next_steps.forEach((next, i) => {
    const marker = `${i + 1}. `;
    const indent = ' '.repeat(marker.length);
    steps.push(`${marker}${proseText(next.step, indent)}`);
    const command = typeof next.command === 'string' ? commandText(next.command) : '';
    if (command !== '') for (const line of fencedBlock(command, 'sh', indent)) steps.push(line);
  });
  section('Next steps', steps);

  lines.push(trailer(record, options));
  return wellFormed(`${lines.join('\n')}\n`);
}

// A prose value ending in a full stop, as the layout writes `- what. Why: why.`.
function sentence(value: string, indent = ''): string {
  const text = proseText(value, indent);
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

function oneLine(path: string): string {
  return replaceInPieces(normalizeNewlines(path.trim()), /\n/g, () => ' ');
}

function commandText(command: string): string {
  return normalizeNewlines(command)
    .replace(/^(?:[ \t]*\n)+/, '')
    .trimEnd();
}

function trailer(record: HandoffRecord, options: RenderOptions): string {
  const parts = ['rendered from state/session-handoff.json; edit the record, not this file'];
  if (options.digest !== undefined && /^[0-9a-f]{64}$/.test(options.digest)) parts.unshift(`sha256=${options.digest}`);
  if (typeof record.written_at === 'string' && isDateTime(record.written_at))
    parts.unshift(`written_at=${record.written_at}`);
  return `<!-- handoff-record ${parts.join('; ')} -->`;
}

// NUL and lone surrogates cannot reach here from a validated record; a hand-built one still
// gets valid UTF-8 without NUL.
function wellFormed(text: string): string {
  return replaceInPieces(
    text,
    /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    () => '\uFFFD',
  );
}
