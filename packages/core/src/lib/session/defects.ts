import { describeCategory, type SecretCategory } from '../secrets/index.js';

/**
 * Every stable defect code a handoff record or an acknowledgement can get. The names follow
 * the published design (`session-handoff-<code>` there) where it has one.
 */
export const DEFECT_CODES = [
  'not-object',
  'unsupported-schema',
  'bad-written-at',
  'unknown-field',
  'missing-field',
  'wrong-type',
  'thin-goal',
  'bad-status',
  'no-active-files',
  'bad-active-file',
  'active-file-no-path',
  'multi-line-path',
  'active-file-no-purpose',
  'thin-purpose',
  'no-changes',
  'bad-change',
  'thin-what',
  'change-no-why',
  'thin-why',
  'missing-failed-approaches',
  'bad-failed-approach',
  'thin-approach',
  'failed-approach-no-cause',
  'thin-why_failed',
  'failed-approach-too-long',
  'unexplained-empty-failed-approaches',
  'thin-no_failed_approaches_reason',
  'unexpected-no-failed-approaches-reason',
  'no-next-steps',
  'bad-next-step',
  'thin-step',
  'bad-next-step-command',
  'no-reentry-command',
  'unsafe-character',
  'record-too-large',
  'secret-value',
  'no-record',
  'ack-too-short',
  'ack-too-long',
  'ack-restates',
  'ack-stale',
] as const;

/** A stable defect code. */
export type DefectCode = (typeof DEFECT_CODES)[number];

/** One reason a record or an acknowledgement is refused; `message` never holds a field's value. */
export interface Defect {
  /** The field path, `failed_approaches[2].why_failed`; `<root>` for the whole value. */
  path: string;
  code: DefectCode;
  message: string;
}

/** The path shown for the value itself. */
export const ROOT_PATH = '<root>';

/** Format one defect as the CLI prints it: `<path>: <message> (<code>)`. */
export function formatDefect(defect: Defect): string {
  return `${defect.path}: ${defect.message} (${defect.code})`;
}

/** Join path segments into `a[2].b` form. */
export function joinPath(segments: ReadonlyArray<string | number>): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return out === '' ? ROOT_PATH : out;
}

/** The message for a secret found in a field: names the kind, never the value. */
export function secretMessage(category: SecretCategory): string {
  const words = describeCategory(category);
  return `holds ${/^(?:[aeiou]|HTTP|npm)/i.test(words) ? 'an' : 'a'} ${words}; refer to it by name instead`;
}
