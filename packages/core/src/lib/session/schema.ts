import { Type, type Static } from 'typebox';
import { HANDOFF_STATUSES, MIN_LENGTH } from './constants.js';

const text = (minLength: number, description: string) => Type.String({ minLength, description });

const ActiveFile = Type.Object(
  {
    path: Type.String({ minLength: 1, description: 'Repository-relative path, one line.' }),
    purpose: text(MIN_LENGTH.purpose, 'What the file serves in this work (at least 8 characters after trimming).'),
  },
  { additionalProperties: false },
);

const Change = Type.Object(
  {
    what: text(MIN_LENGTH.what, 'What changed (at least 8 characters after trimming).'),
    why: text(MIN_LENGTH.why, 'Why it changed (at least 8 characters after trimming).'),
  },
  { additionalProperties: false },
);

const FailedApproach = Type.Object(
  {
    approach: text(MIN_LENGTH.approach, 'What was tried (at least 12 characters after trimming).'),
    why_failed: text(MIN_LENGTH.why_failed, 'Why it failed (at least 12 characters after trimming).'),
  },
  { additionalProperties: false },
);

const NextStep = Type.Object(
  {
    step: text(MIN_LENGTH.step, 'What to do next (at least 8 characters after trimming).'),
    command: Type.Optional(Type.String({ minLength: 1, description: 'A command to run; at least one step has one.' })),
  },
  { additionalProperties: false },
);

/**
 * The session handoff record (docs/session.md), defined once: the TS type, the runtime validator
 * and the committed JSON Schema all come from this value.
 */
export const HandoffRecordSchema = Type.Object(
  {
    schema: Type.Literal(1, { description: 'Record format version.' }),
    written_at: Type.String({
      format: 'date-time',
      description: 'When the record was written (stamped by the writer when omitted).',
    }),
    goal: text(MIN_LENGTH.goal, "The project's goal, a few sentences (at least 40 characters after trimming)."),
    status: Type.Enum(HANDOFF_STATUSES, { description: 'Where the work stands.' }),
    status_note: Type.Optional(Type.String({ description: 'Optional words after the status.' })),
    active_files: Type.Array(ActiveFile, { minItems: 1 }),
    changes: Type.Array(Change, { minItems: 1 }),
    failed_approaches: Type.Array(FailedApproach, {
      description: 'Every approach that failed; empty only with a reason.',
    }),
    no_failed_approaches_reason: Type.Optional(
      text(
        MIN_LENGTH.no_failed_approaches_reason,
        'Required exactly when failed_approaches is empty (at least 20 characters after trimming).',
      ),
    ),
    next_steps: Type.Array(NextStep, { minItems: 1 }),
  },
  {
    additionalProperties: false,
    title: 'Session handoff record',
    description: 'The source of truth of a session handoff; RESUME.md is rendered from it.',
  },
);

/** A valid session handoff record. */
export type HandoffRecord = Static<typeof HandoffRecordSchema>;

/** One active file of a record. */
export type ActiveFileEntry = Static<typeof ActiveFile>;
/** One change of a record. */
export type ChangeEntry = Static<typeof Change>;
/** One failed approach of a record. */
export type FailedApproachEntry = Static<typeof FailedApproach>;
/** One next step of a record. */
export type NextStepEntry = Static<typeof NextStep>;
/** One of `running`, `partial`, `blocked`. */
export type HandoffStatusWord = (typeof HANDOFF_STATUSES)[number];

/** The JSON Schema document emitted from the definition (committed as `schemas/handoff-record.schema.json`). */
export function emitHandoffRecordJsonSchema(): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    ...(JSON.parse(JSON.stringify(HandoffRecordSchema)) as Record<string, unknown>),
  };
}
