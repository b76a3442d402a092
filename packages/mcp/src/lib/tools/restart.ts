import { restartGate, runSessionTitle } from '@handoff/core/restart';
import { Type } from 'typebox';
import { Closed, Nullable } from '../schema-types.js';
import type { ToolDefinition } from '../tool.js';

/** `gate`: the restart decision gate (restart_gate.py compatible). */
export const gateTool: ToolDefinition = {
  name: 'gate',
  title: 'Restart decision gate',
  description:
    'Decide whether to restart a session from one observation document, exactly as the published restart_gate.py ' +
    'does: returns the action and reason (and the assessment when there is one). BLOCKED is an answer, ' +
    'not an error; invalid observations answer BLOCKED / invalid_input.',
  verb: 'handoff gate',
  readOnly: true,
  input: Closed({
    observation: Type.Object(
      {},
      { additionalProperties: true, description: 'The observation document, as restart_gate.py reads it on stdin' },
    ),
  }),
  output: Closed({
    action: Type.String(),
    reason: Type.String(),
    assessment: Nullable(Type.Object({}, { additionalProperties: true })),
    exit_code: Type.Union([Type.Literal(0), Type.Literal(2)], {
      description: 'What `handoff gate` would exit with: 2 for BLOCKED',
    }),
  }),
  /* eslint-disable-next-line @typescript-eslint/require-await --
     async so that a throw becomes a rejected promise, as in every tool */
  async run(args) {
    const answer = restartGate(args.observation as object);
    // The assessment as the gate prints it (its integers may be Python big ints).
    const printed = JSON.parse(answer.stdout) as { assessment?: Record<string, unknown> };
    return {
      action: answer.action,
      reason: answer.reason,
      assessment: printed.assessment ?? null,
      exit_code: answer.exitCode,
    };
  },
};

/** `title`: the session title (session_title.py compatible). */
export const titleTool: ToolDefinition = {
  name: 'title',
  title: 'Session title',
  description:
    'Format a session\'s display title, "<title> | started DD-MM", from its verified start (ISO 8601 with an offset) ' +
    'in an IANA time zone (default UTC). Stacked suffixes are stripped first. TITLE_UNAVAILABLE is an answer ' +
    '(blank title, start without offset, unknown zone).',
  verb: 'handoff title',
  readOnly: true,
  input: Closed({
    title: Type.String({ description: 'The stable task title' }),
    started_at: Type.String({ description: "The session's verified start, e.g. 2026-09-05T23:30:00Z" }),
    timezone: Nullable(Type.String({ description: 'IANA zone name; null for UTC' })),
  }),
  output: Closed({
    status: Type.Enum(['OK', 'TITLE_UNAVAILABLE']),
    display_title: Nullable(Type.String()),
    title_base: Nullable(Type.String()),
    started_at: Nullable(Type.String()),
    timezone: Nullable(Type.String()),
  }),
  /* eslint-disable-next-line @typescript-eslint/require-await --
     async so that a throw becomes a rejected promise, as in every tool */
  async run(args) {
    const payload = {
      title: args.title,
      started_at: args.started_at,
      timezone: typeof args.timezone === 'string' ? args.timezone : 'UTC',
    };
    const answer = runSessionTitle(new TextEncoder().encode(JSON.stringify(payload)));
    if (answer.status !== 'OK')
      return { status: answer.status, display_title: null, title_base: null, started_at: null, timezone: null };
    return { status: 'OK', ...answer.title };
  },
};
