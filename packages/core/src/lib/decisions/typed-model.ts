import { Type, type Static, type TOptional, type TString } from 'typebox';

// One source per schema: the TypeBox definitions below give the TypeScript types (Static),
// the runtime validation (ajv) and the committed JSON Schemas under packages/core/schemas.

/** Letters or digits somewhere, and no NUL (Markdown turns NUL into U+FFFD). */
const Text = (description: string) =>
  Type.String({ minLength: 1, pattern: '^[^\\u0000]*[\\p{L}\\p{N}][^\\u0000]*$', description });

const PointSchema = Type.Object(
  { line: Type.Integer({ minimum: 1 }), column: Type.Integer({ minimum: 1 }), offset: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
const Position = Type.Optional(
  Type.Object(
    { start: PointSchema, end: PointSchema },
    { additionalProperties: false, description: 'Where the item sits in the Markdown it was parsed from' },
  ),
);
/**
 * The inline Markdown of an item's text fields, as the file holds it (code spans, emphasis,
 * links), for the fields that carry any. Every other property of an item is plain text: what
 * a reader sees, Markdown dropped. The parser fills it for each field whose Markdown reads
 * back as the field's value; the renderer and `upsertDecisionSection` write a field's
 * Markdown in place of its plain text while the two still agree, so a field a caller did
 * not change keeps its Markdown, and one it changed is written as its new plain text.
 */
const MarkdownOf = <K extends string>(...fields: K[]) =>
  Type.Optional(
    Type.Object(
      Object.fromEntries(fields.map((name) => [name, Type.Optional(Type.String())])) as Record<K, TOptional<TString>>,
      {
        additionalProperties: false,
        description:
          'The inline Markdown of the fields that carry any (code spans, emphasis, links), as the file holds it; ' +
          'every other property is plain text',
      },
    ),
  );

const Id = (prefix: string) => Type.String({ pattern: `^${prefix}-[0-9]+$`, description: `\`${prefix}-n\`` });
/** `prefix` as a pattern matching it in any case: a character class per letter, other characters escaped. */
function anyCase(prefix: string): string {
  // eslint-disable-next-line @typescript-eslint/no-misused-spread -- the prefixes are ASCII; one class per code point
  const chars = [...prefix];
  return chars
    .map((c) => (/[a-z]/i.test(c) ? `[${c.toUpperCase()}${c.toLowerCase()}]` : c === ' ' ? ' ' : `\\${c}`))
    .join('');
}
const Mechanical = (prefix: string) =>
  Type.Optional(
    Type.String({
      pattern: `^${anyCase(prefix)}[^\\u0000]*$`,
      description: `The single "no decisions" line; starts with \`${prefix}\` (any case)`,
    }),
  );

/** A Locked decision: the executor must follow it. */
const LockedDecisionSchema = Type.Object(
  {
    id: Id('D'),
    statement: Text('What is decided'),
    why: Text('Rationale'),
    source: Text('Where it comes from'),
    position: Position,
    markdown: MarkdownOf('statement', 'why', 'source'),
  },
  { additionalProperties: false },
);
/** An Open decision: the executor's discretion within constraints. */
const OpenDecisionSchema = Type.Object(
  {
    id: Id('O'),
    space: Text('The decision space'),
    constraints: Text('Limits on the choice'),
    reasonLeftOpen: Text('Why the planner did not lock it'),
    position: Position,
    markdown: MarkdownOf('space', 'constraints', 'reasonLeftOpen'),
  },
  { additionalProperties: false },
);
/** An alternative the planner considered and rejected. */
const RejectedAlternativeSchema = Type.Object(
  {
    id: Id('R'),
    alternative: Text('The alternative'),
    rejectedBecause: Text('Why it was rejected'),
    position: Position,
    markdown: MarkdownOf('alternative', 'rejectedBecause'),
  },
  { additionalProperties: false },
);

/** The `## Plan Decisions` section of a plan (docs/decisions.md). */
export const PlanDecisionsSchema = Type.Object(
  {
    mechanical: Mechanical('No decisions worth documenting'),
    locked: Type.Array(LockedDecisionSchema),
    open: Type.Array(OpenDecisionSchema),
    rejected: Type.Array(RejectedAlternativeSchema),
  },
  {
    additionalProperties: false,
    $id: 'https://handoff.dev/schemas/plan-decisions.schema.json',
    title: 'PlanDecisions',
  },
);

const TakenCommon = {
  id: Id('DT'),
  openRef: Id('O'),
  reason: Text('Rationale'),
  position: Position,
  markdown: MarkdownOf('option', 'reason'),
};
/** A Taken decision: a choice for an Open decision, or that decision recorded as mooted. */
const TakenDecisionSchema = Type.Union([
  Type.Object({ ...TakenCommon, option: Text('The option chosen') }, { additionalProperties: false }),
  Type.Object(
    { ...TakenCommon, mooted: Type.Literal(true, { description: 'The Open decision no longer applies' }) },
    { additionalProperties: false },
  ),
]);
/** A deviation from the plan, with its verification. */
const DeviationSchema = Type.Object(
  {
    id: Id('DV'),
    planSaid: Text('What the plan said'),
    iDid: Text('What was done instead'),
    reason: Text('Rationale'),
    verification: Text('How the deviation was confirmed acceptable'),
    lockedRef: Type.Optional(Id('D')),
    position: Position,
    markdown: MarkdownOf('planSaid', 'iDid', 'reason', 'verification'),
  },
  { additionalProperties: false },
);
/** A question for the verifier. */
const OpenQuestionSchema = Type.Object(
  {
    id: Id('Q'),
    question: Text('The question'),
    whyItMatters: Text('The stake'),
    position: Position,
    markdown: MarkdownOf('question', 'whyItMatters'),
  },
  { additionalProperties: false },
);

/** The `## Implementation Decisions` section of a summary (docs/decisions.md). */
export const ImplementationDecisionsSchema = Type.Object(
  {
    mechanical: Mechanical('No deviations or open questions'),
    taken: Type.Array(TakenDecisionSchema),
    deviations: Type.Array(DeviationSchema),
    questions: Type.Array(OpenQuestionSchema),
  },
  {
    additionalProperties: false,
    $id: 'https://handoff.dev/schemas/implementation-decisions.schema.json',
    title: 'ImplementationDecisions',
  },
);

/** A plan's decisions, typed. */
export type PlanDecisions = Static<typeof PlanDecisionsSchema>;
/** A Locked decision. */
export type LockedDecision = Static<typeof LockedDecisionSchema>;
/** An Open decision. */
export type OpenDecision = Static<typeof OpenDecisionSchema>;
/** A rejected alternative. */
export type RejectedAlternative = Static<typeof RejectedAlternativeSchema>;
/** A summary's decisions, typed. */
export type ImplementationDecisions = Static<typeof ImplementationDecisionsSchema>;
/** A Taken decision (chosen option or mooted). */
export type TakenDecision = Static<typeof TakenDecisionSchema>;
/** A deviation. */
export type Deviation = Static<typeof DeviationSchema>;
/** An open question for the verifier. */
export type OpenQuestion = Static<typeof OpenQuestionSchema>;
