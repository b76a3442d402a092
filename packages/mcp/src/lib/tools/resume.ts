import { fromAgentHandoffRecord, agentSchemas } from '@handoff/core/agent';
import { ackHandoff, formatDefect, handoffStatus, readHandoff, writeHandoff, type Defect } from '@handoff/core/session';
import { Type } from 'typebox';
import { shown, type ServerContext } from '../context.js';
import { ToolError } from '../errors.js';
import { Closed, Nullable } from '../schema-types.js';
import type { ToolDefinition } from '../tool.js';

const noRecord = (verb: string, context: ServerContext) =>
  new ToolError(
    `${verb}: no handoff record in ${shown(context, context.dir)}; write one with \`handoff resume write --from FILE\``,
  );
const refused = (defects: readonly Defect[]) => new ToolError(defects.map(formatDefect));

const Status = Closed({
  gate: Type.Enum(['none', 'blocked', 'clear'], {
    description: 'none: no record; blocked: not acknowledged since the last write; clear',
  }),
  reason: Type.String(),
  written_at: Nullable(Type.String()),
  status: Nullable(Type.String()),
  failed_approaches: Nullable(Type.Integer()),
  digest: Nullable(Type.String({ description: 'sha256 of the stored record, as RESUME.md shows it after sha256=' })),
  ack: Nullable(Closed({ digest: Type.String(), read_at: Type.String() })),
  resume_in_sync: Type.Boolean(),
  resume_path: Type.String(),
  state_path: Type.String(),
});

/** `resume_status`: the read gate. */
export const resumeStatusTool: ToolDefinition = {
  name: 'resume_status',
  title: 'Read-gate status of the session handoff',
  description:
    'Whether a new session may start work: `none` (no handoff record), `blocked` (a record not yet acknowledged: ' +
    'read RESUME.md with resume_read, then acknowledge it with resume_ack) or `clear`.',
  verb: 'handoff resume status',
  readOnly: true,
  input: Closed({}),
  output: Status,
  async run(_args, context) {
    const answer = await handoffStatus(context.dir);
    return {
      ...answer,
      resume_path: shown(context, answer.resume_path),
      state_path: shown(context, answer.state_path),
    };
  },
};

/** `resume_read`: RESUME.md and the digest to acknowledge. */
export const resumeReadTool: ToolDefinition = {
  name: 'resume_read',
  title: 'Read the session handoff (RESUME.md)',
  description:
    "Read RESUME.md: the previous session's goal, status, active files, changes, failed approaches " +
    '(do not retry them) and next steps. Pass its `digest` to resume_ack as `expect_digest`.',
  verb: 'handoff resume read',
  readOnly: true,
  input: Closed({}),
  output: Closed({ text: Type.String({ description: 'RESUME.md' }), digest: Type.String(), path: Type.String() }),
  async run(_args, context) {
    const verb = this.verb;
    const stored = await readHandoff(context.dir);
    if (!stored) throw noRecord(verb, context);
    if (stored.resumeText === null)
      throw new ToolError(
        `${verb}: ${shown(context, context.dir)}/RESUME.md is missing; write the record again with ` +
          `\`handoff resume write\``,
      );
    return { text: stored.resumeText, digest: stored.digest, path: `${shown(context, context.dir)}/RESUME.md` };
  },
};

/** `resume_ack`: acknowledge the handoff in the reader's own words, which clears the gate. */
export const resumeAckTool: ToolDefinition = {
  name: 'resume_ack',
  title: 'Acknowledge the session handoff',
  description:
    'Acknowledge RESUME.md with a summary in your own words: 2 to 6 non-empty lines, not copied from it ' +
    '(name the status, what not to retry, where to start). Bound to the record digest; `expect_digest` ' +
    '(from resume_read) refuses the ack when the record was written again since you read it. Clears the read gate.',
  verb: 'handoff resume ack',
  readOnly: false,
  input: Closed({
    summary: Type.String({ description: '2-6 lines in your own words' }),
    expect_digest: Nullable(
      Type.String({ pattern: '^[0-9a-fA-F]{64}$', description: 'The digest resume_read returned' }),
    ),
  }),
  output: Closed({ digest: Type.String(), read_at: Type.String(), lines: Type.Integer() }),
  async run(args, context) {
    const expectDigest = typeof args.expect_digest === 'string' ? args.expect_digest : undefined;
    const result = await ackHandoff(
      context.dir,
      args.summary as string,
      expectDigest === undefined ? {} : { expectDigest },
    );
    if (!result.ok) {
      if (result.defects.some((defect) => defect.code === 'no-record')) throw noRecord(this.verb, context);
      throw refused(result.defects);
    }
    return { digest: result.digest, read_at: result.read_at, lines: result.lines.length };
  },
};

/** `resume_write`: store a new handoff record (blocks the gate for the next session). */
export const resumeWriteTool: ToolDefinition = {
  name: 'resume_write',
  title: 'Write the session handoff',
  description:
    'Store the handoff record for the next session: the project goal (40+ characters), status, ' +
    'active files with their purpose, changes with their why, every failed approach with why it failed ' +
    '(or a reason there is none), and next steps, at least one with a command. Writes state/session-handoff.json, ' +
    'RESUME.md and an archive copy; refused records write nothing, one line per defect. ' +
    'The read gate becomes blocked until the next session acknowledges.',
  verb: 'handoff resume write',
  readOnly: false,
  checkedByHandler: ['record'],
  input: Closed({ record: agentSchemas.handoffRecord }),
  output: Closed({
    digest: Type.String(),
    written_at: Type.String(),
    failed_approaches: Type.Integer(),
    resume_path: Type.String(),
    state_path: Type.String(),
    archive_path: Type.String(),
  }),
  async run(args, context) {
    const now = new Date();
    const record = fromAgentHandoffRecord(args.record, { now });
    if (!record.ok)
      throw refused(
        record.problems.map(({ path, message, code }) => ({ path, message, code: code as Defect['code'] })),
      );
    const result = await writeHandoff(context.dir, record.value, { now });
    if (!result.ok) throw refused(result.defects);
    return {
      digest: result.digest,
      written_at: result.record.written_at,
      failed_approaches: result.record.failed_approaches.length,
      resume_path: shown(context, result.resumePath),
      state_path: shown(context, result.statePath),
      archive_path: shown(context, result.archivePath),
    };
  },
};
