import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { findSecretsInValue, redactPath } from '../secrets/index.js';
import { joinPath, ROOT_PATH, secretMessage, type Defect, type DefectCode } from './defects.js';
import { HANDOFF_STATUSES, MAX_PATTERN_BYTES, MIN_LENGTH, RECORD_FIELDS } from './constants.js';
import type { HandoffRecord } from './schema.js';
import { learningPattern } from './learnings.js';

/** What `validateHandoffRecord` needs beyond the input. */
export interface ValidateOptions {
  /** The time stamped into `written_at` when the input omits it (default: now). */
  now?: Date;
}

/** The outcome of validating a record: the stamped record, or every defect found. */
export type ValidationResult = { ok: true; record: HandoffRecord; defects: [] } | { ok: false; defects: Defect[] };

type Json = Record<string, unknown>;

const TOP_LEVEL_ORDER: readonly string[] = RECORD_FIELDS;
const LIST_ENTRY_CODE: Record<string, DefectCode> = {
  active_files: 'bad-active-file',
  changes: 'bad-change',
  failed_approaches: 'bad-failed-approach',
  next_steps: 'bad-next-step',
};
const EMPTY_LIST_CODE: Record<string, DefectCode> = {
  active_files: 'no-active-files',
  changes: 'no-changes',
  next_steps: 'no-next-steps',
};
const MISSING_CODE: Record<string, DefectCode> = {
  ...EMPTY_LIST_CODE,
  failed_approaches: 'missing-failed-approaches',
  purpose: 'active-file-no-purpose',
  why: 'change-no-why',
  why_failed: 'failed-approach-no-cause',
};
const LIST_NOUN: Record<string, string> = {
  active_files: 'active file',
  changes: 'change',
  next_steps: 'next step',
};
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;
// C0/C1 controls other than tab, LF and CR; bidi embeddings, overrides and isolates; lone surrogates.
const UNSAFE = new RegExp(
  String.raw`[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|` +
    String.raw`[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]`,
);

let compiled: ValidateFunction | undefined;

/**
 * The JSON Schema emitted from the TypeBox definition in `schema.ts` and committed as
 * `schemas/handoff-record.schema.json` (a test keeps the two equal). It is read from the file,
 * and ajv loaded on first use, so the verbs that never validate (`status`, `ack`, `read`)
 * load neither TypeBox nor ajv.
 */
export function handoffRecordJsonSchema(): Record<string, unknown> {
  return JSON.parse(
    readFileSync(new URL('../../../schemas/handoff-record.schema.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
}

function validator(): ValidateFunction {
  if (!compiled) {
    const { Ajv } = createRequire(import.meta.url)('ajv') as typeof import('ajv');
    const ajv = new Ajv({ allErrors: true, strict: true });
    ajv.addFormat('date-time', { type: 'string', validate: isDateTime });
    compiled = ajv.compile(handoffRecordJsonSchema());
  }
  return compiled;
}

/** True for an ISO 8601 date-time with a time zone that names a real instant. */
export function isDateTime(value: string): boolean {
  return DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

/**
 * Validate a handoff record against its schema and the writer's rules (docs/session.md) and report **every** defect,
 * each with its field path and a stable code. `schema` and `written_at` are stamped when omitted. The
 * caller's object is never mutated; the record returned is a fresh copy in canonical key order.
 */
export function validateHandoffRecord(input: unknown, options: ValidateOptions = {}): ValidationResult {
  const defects: Defect[] = [];
  if (!isPlainObject(input)) {
    defects.push({ path: ROOT_PATH, code: 'not-object', message: `must be a JSON object, not ${describeType(input)}` });
    for (const defect of secretDefects(input)) defects.push(defect);
    return { ok: false, defects: dedupe(defects) };
  }
  const stamped: Json = { ...input };
  if (!Object.hasOwn(stamped, 'schema')) stamped.schema = 1;
  if (!Object.hasOwn(stamped, 'written_at')) stamped.written_at = (options.now ?? new Date()).toISOString();

  const validate = validator();
  // One push per defect: a huge record can have more defects than a call takes arguments.
  if (!validate(stamped)) for (const defect of schemaDefects(validate.errors ?? [])) defects.push(defect);
  for (const defect of contentDefects(stamped)) defects.push(defect);
  for (const defect of secretDefects(stamped)) defects.push(defect);
  if (defects.length > 0) return { ok: false, defects: sortByField(dedupe(defects)) };
  return { ok: true, record: canonicalRecord(stamped as HandoffRecord), defects: [] };
}

/** A fresh copy of a valid record with its keys in schema order (what is stored and digested). */
function canonicalRecord(record: HandoffRecord): HandoffRecord {
  const out: Json = {
    schema: record.schema,
    written_at: record.written_at,
    goal: record.goal,
    status: record.status,
  };
  if (record.status_note !== undefined) out.status_note = record.status_note;
  out.active_files = record.active_files.map(({ path, purpose }) => ({ path, purpose }));
  out.changes = record.changes.map(({ what, why }) => ({ what, why }));
  out.failed_approaches = record.failed_approaches.map(({ approach, why_failed }) => ({ approach, why_failed }));
  if (record.no_failed_approaches_reason !== undefined)
    out.no_failed_approaches_reason = record.no_failed_approaches_reason;
  out.next_steps = record.next_steps.map(({ step, command }) => (command === undefined ? { step } : { step, command }));
  return out as HandoffRecord;
}

function schemaDefects(errors: ErrorObject[]): Defect[] {
  const out: Defect[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const segments = pointerSegments(error.instancePath);
    const defect = schemaDefect(error, segments);
    if (!defect || seen.has(defect.path)) continue;
    seen.add(defect.path);
    out.push(defect);
  }
  return out;
}

function schemaDefect(error: ErrorObject, segments: Array<string | number>): Defect | undefined {
  const last = segments[segments.length - 1];
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const field = String(params.missingProperty);
      const path = joinPath([...segments, field]);
      return { path, code: MISSING_CODE[field] ?? 'missing-field', message: missingMessage(field) };
    }
    case 'additionalProperties': {
      const path = joinPath([...segments, safeKey(String(params.additionalProperty))]);
      return { path, code: 'unknown-field', message: 'is not a field of the handoff record; remove it' };
    }
    case 'type': {
      const path = joinPath(segments);
      if (segments.length === 0) return { path, code: 'not-object', message: 'must be a JSON object' };
      const list = segments.length === 2 && typeof last === 'number' ? LIST_ENTRY_CODE[String(segments[0])] : undefined;
      return { path, code: list ?? 'wrong-type', message: `must be ${withArticle(String(params.type))}` };
    }
    case 'const':
      return {
        path: joinPath(segments),
        code: 'unsupported-schema',
        message: 'must be 1, the only record format this version reads',
      };
    case 'enum':
      return { path: joinPath(segments), code: 'bad-status', message: `must be one of ${HANDOFF_STATUSES.join(', ')}` };
    case 'format':
      return {
        path: joinPath(segments),
        code: 'bad-written-at',
        message:
          'must be an ISO 8601 date-time with a time zone, like 2026-11-29T20:00:00Z; ' +
          'or leave it out and the writer stamps it',
      };
    case 'minItems': {
      const field = String(segments[0]);
      return {
        path: joinPath(segments),
        code: EMPTY_LIST_CODE[field] ?? 'missing-field',
        message: `must list at least one ${LIST_NOUN[field] ?? 'entry'}`,
      };
    }
    case 'minLength':
      // Lengths are trimmed lengths; `contentDefects` checks them exactly.
      return undefined;
    default:
      return { path: joinPath(segments), code: 'wrong-type', message: error.message ?? 'is not valid' };
  }
}

function missingMessage(field: string): string {
  switch (field) {
    case 'failed_approaches':
      return 'is missing; list every approach that failed, or give [] with no_failed_approaches_reason';
    case 'purpose':
      return 'is missing; say what the file serves in this work';
    case 'why':
      return 'is missing; say why the change was made';
    case 'why_failed':
      return 'is missing; say why the approach failed';
    default:
      return LIST_NOUN[field] ? `is missing; list at least one ${LIST_NOUN[field]}` : 'is missing';
  }
}

function contentDefects(record: Json): Defect[] {
  const out: Defect[] = [];
  const text = (
    path: Array<string | number>,
    value: unknown,
    min: number,
    thin: DefectCode,
    blank: DefectCode = thin,
    hint = '',
  ): void => {
    if (typeof value !== 'string') return;
    unsafe(out, path, value);
    const length = codePointLength(value.trim(), min);
    if (length === 0) out.push({ path: joinPath(path), code: blank, message: `is blank${hint}` });
    else if (length < min)
      out.push({
        path: joinPath(path),
        code: thin,
        message: `must be at least ${min} characters after trimming, has ${length}${hint}`,
      });
  };

  text(
    ['goal'],
    record.goal,
    MIN_LENGTH.goal,
    'thin-goal',
    'thin-goal',
    '; say why the project exists, in a few sentences',
  );
  if (typeof record.status_note === 'string') unsafe(out, ['status_note'], record.status_note);

  eachEntry(record.active_files, (entry, i) => {
    const path = ['active_files', i];
    if (typeof entry.path === 'string') {
      unsafe(out, [...path, 'path'], entry.path);
      if (entry.path.trim() === '')
        out.push({ path: joinPath([...path, 'path']), code: 'active-file-no-path', message: 'is blank' });
      else if (/[\r\n]/.test(entry.path))
        out.push({ path: joinPath([...path, 'path']), code: 'multi-line-path', message: 'must be a single line' });
    }
    text(
      [...path, 'purpose'],
      entry.purpose,
      MIN_LENGTH.purpose,
      'thin-purpose',
      'active-file-no-purpose',
      '; say what the file serves in this work',
    );
  });

  eachEntry(record.changes, (entry, i) => {
    text(['changes', i, 'what'], entry.what, MIN_LENGTH.what, 'thin-what');
    text(
      ['changes', i, 'why'],
      entry.why,
      MIN_LENGTH.why,
      'thin-why',
      'change-no-why',
      '; say why the change was made',
    );
  });

  const failed = record.failed_approaches;
  eachEntry(failed, (entry, i) => {
    text(['failed_approaches', i, 'approach'], entry.approach, MIN_LENGTH.approach, 'thin-approach');
    text(
      ['failed_approaches', i, 'why_failed'],
      entry.why_failed,
      MIN_LENGTH.why_failed,
      'thin-why_failed',
      'failed-approach-no-cause',
      '; say why the approach failed',
    );
    if (typeof entry.approach === 'string' && typeof entry.why_failed === 'string') {
      const bytes = Buffer.byteLength(learningPattern(entry.approach, entry.why_failed), 'utf8');
      if (bytes > MAX_PATTERN_BYTES) {
        out.push({
          path: joinPath(['failed_approaches', i]),
          code: 'failed-approach-too-long',
          message:
            `approach and why_failed come to ${bytes} UTF-8 bytes as a learning ` +
            `("<approach> — <why_failed>"), over the ${MAX_PATTERN_BYTES}-byte cap; shorten them`,
        });
      }
    }
  });
  const reason = record.no_failed_approaches_reason;
  if (Array.isArray(failed) && failed.length === 0) {
    if (reason === undefined || (typeof reason === 'string' && reason.trim() === '')) {
      out.push({
        path: 'no_failed_approaches_reason',
        code: 'unexplained-empty-failed-approaches',
        message: 'is required when failed_approaches is empty; say why nothing failed (at least 20 characters)',
      });
    } else {
      text(
        ['no_failed_approaches_reason'],
        reason,
        MIN_LENGTH.no_failed_approaches_reason,
        'thin-no_failed_approaches_reason',
      );
    }
  } else if (Array.isArray(failed) && reason !== undefined) {
    out.push({
      path: 'no_failed_approaches_reason',
      code: 'unexpected-no-failed-approaches-reason',
      message: 'must be left out when failed_approaches lists entries',
    });
  }

  let commands = 0;
  eachEntry(record.next_steps, (entry, i) => {
    text(['next_steps', i, 'step'], entry.step, MIN_LENGTH.step, 'thin-step');
    if (typeof entry.command === 'string') {
      unsafe(out, ['next_steps', i, 'command'], entry.command);
      if (entry.command.trim() === '')
        out.push({
          path: joinPath(['next_steps', i, 'command']),
          code: 'bad-next-step-command',
          message: 'is blank; give a command or leave the field out',
        });
      else commands++;
    }
  });
  if (Array.isArray(record.next_steps) && record.next_steps.length > 0 && commands === 0) {
    out.push({
      path: 'next_steps',
      code: 'no-reentry-command',
      message: 'needs at least one step with a command, so the next session knows how to re-enter',
    });
  }
  return out;
}

function unsafe(out: Defect[], path: Array<string | number>, value: string): void {
  const match = UNSAFE.exec(value);
  if (!match) return;
  const unit = match[0].charCodeAt(0);
  const name = `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;
  const kind =
    unit >= 0xd800 && unit <= 0xdfff
      ? 'a lone surrogate, not valid Unicode'
      : unit >= 0x2000
        ? 'a bidirectional control that can disguise text'
        : 'a control character';
  out.push({ path: joinPath(path), code: 'unsafe-character', message: `contains ${name} (${kind}); remove it` });
}

function secretDefects(value: unknown): Defect[] {
  return findSecretsInValue(value).map(({ path, category }) => ({
    // A path through an unknown key could quote the secret itself.
    path: path === '' ? ROOT_PATH : findSecretsInValue(path).length > 0 ? '<redacted path>' : path,
    code: 'secret-value' as const,
    message: secretMessage(category),
  }));
}

function eachEntry(list: unknown, visit: (entry: Json, index: number) => void): void {
  if (!Array.isArray(list)) return;
  list.forEach((entry, index) => {
    if (isPlainObject(entry)) visit(entry, index);
  });
}

function isPlainObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return withArticle(typeof value);
}

function withArticle(type: string): string {
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}

function pointerSegments(pointer: string): Array<string | number> {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => {
      const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      return /^(?:0|[1-9]\d*)$/.test(segment) ? Number(segment) : safeKey(segment);
    });
}

// An unknown key is user text: show a plain identifier as is and anything else quoted and
// shortened, and never a key that looks like a secret.
function safeKey(key: string): string {
  if (redactPath(key) !== key) return '[<redacted key>]';
  if (/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(key)) return key;
  /* eslint-disable-next-line @typescript-eslint/no-misused-spread --
     shortened by code points so no surrogate pair is cut */
  const short = [...key].slice(0, 40).join('');
  return `[${JSON.stringify(short + (short.length < key.length ? '…' : ''))}]`;
}

function dedupe(defects: Defect[]): Defect[] {
  const seen = new Set<string>();
  return defects.filter((defect) => {
    const key = `${defect.path}\u0000${defect.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const ENTRY_ORDER = ['path', 'purpose', 'what', 'why', 'approach', 'why_failed', 'step', 'command'];

function sortByField(defects: Defect[]): Defect[] {
  const rank = (path: string): number[] => {
    const match = /^([A-Za-z_]+)(?:\[(\d+)\](?:\.([A-Za-z_]+))?)?/.exec(path);
    if (!match) return [-1];
    const top = TOP_LEVEL_ORDER.indexOf(match[1]!);
    const index = match[2] === undefined ? -1 : Number(match[2]);
    const sub = match[3] === undefined ? -1 : ENTRY_ORDER.indexOf(match[3]);
    return [top === -1 ? TOP_LEVEL_ORDER.length : top, index, sub];
  };
  const keyed = defects.map((defect, order) => ({ defect, order, key: rank(defect.path) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < 3; i++) {
      const d = (a.key[i] ?? -1) - (b.key[i] ?? -1);
      if (d !== 0) return d;
    }
    return a.order - b.order;
  });
  return keyed.map((entry) => entry.defect);
}

// Code points, counted exactly only when the text could be short (a long value is not spread).
function codePointLength(text: string, min: number): number {
  if (text.length >= 2 * min) return text.length;
  let count = 0;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- only the code points are counted
  for (const _ of text) count++;
  return count;
}
