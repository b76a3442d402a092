import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, sep } from 'node:path';
import {
  AuditReportSchema,
  auditTranscriptFile,
  parseRejectionList,
  rulesInForce,
  storedRuleSources,
  TRANSCRIPT_FORMATS,
  TranscriptError,
  type HandoffInput,
  type RejectionInput,
  type TranscriptFormat,
} from '@handoff/core/audit';
import { RejectionsStateError } from '@handoff/core/rejections';
import { formatDefect, validateHandoffRecord } from '@handoff/core/session';
import { readInputFile } from '@handoff/core/store';
import { Type } from 'typebox';
import { insideRoot, type ServerContext } from '../context.js';
import { ToolError } from '../errors.js';
import { Closed, Nullable } from '../schema-types.js';
import type { ToolDefinition } from '../tool.js';

const VERB = 'handoff audit';

/**
 * A path argument inside the root, lexically and once its links are resolved (a link out of the project is refused).
 */
async function contained(context: ServerContext, argument: string, path: string): Promise<string> {
  const full = insideRoot(context, VERB, argument, path);
  const [real, root] = await Promise.all([
    realpath(full).catch(() => full),
    realpath(context.root).catch(() => context.root),
  ]);
  const rel = relative(root, real);
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel))
    throw new ToolError(`${VERB}: ${argument} \`${path}\` is outside the project root ${context.root}`);
  return full;
}

async function jsonArgument(context: ServerContext, argument: string, path: string): Promise<unknown> {
  const outcome = await readInputFile(await contained(context, argument, path), `${argument} \`${path}\``);
  if (!outcome.ok) throw new ToolError(`${VERB}: ${outcome.problem}`);
  try {
    return JSON.parse(outcome.text) as unknown;
  } catch {
    throw new ToolError(`${VERB}: ${argument} ${path} is not valid JSON`);
  }
}

/** `audit`: which tool calls of a session transcript re-attempt a ruled-out approach. */
export const auditTool: ToolDefinition = {
  name: 'audit',
  title: 'Audit a session transcript',
  description:
    'Read an agent session transcript inside the project (Claude Code JSONL, Codex rollout, Gemini CLI chat, ' +
    'OpenCode storage folder or export) and report, call by call, which tool calls re-attempt an approach a rule ' +
    'in force ruled out: verdicts repeat, justified_revisit, support, possible_repeat (never scored), baseline, ' +
    'none; per rule whether the agent acknowledged it and cited its evidence; the score over the first N calls. ' +
    'Rules: rejections_path and/or handoff_path, or with both null the project’s rejections and handoff record.',
  verb: VERB,
  readOnly: true,
  input: Closed({
    transcript: Type.String({
      description: 'The transcript file or OpenCode storage folder, relative to the project root',
    }),
    rejections_path: Nullable(Type.String({ description: 'A file holding what `handoff rejections --json` prints' })),
    handoff_path: Nullable(
      Type.String({ description: 'A session handoff record (JSON): its failed approaches are rules' }),
    ),
    tests: Nullable(
      Type.Array(Type.String(), { description: 'Regression test commands; the last run is the outcome' }),
    ),
    first: Nullable(
      Type.Integer({ minimum: 1, maximum: 999999, description: 'The first N calls the score counts (default 10)' }),
    ),
    transcript_format: Nullable(Type.Enum(TRANSCRIPT_FORMATS, { description: 'The format, when not detected' })),
    include_sidechains: Nullable(Type.Boolean({ description: 'Audit Claude Code sub-agent calls too' })),
  }),
  output: AuditReportSchema,
  async run(args, context) {
    const transcript = await contained(context, 'transcript', args.transcript as string);
    let rejections: RejectionInput[] | undefined;
    let handoff: HandoffInput | null = null;
    if (typeof args.rejections_path === 'string') {
      const parsed = parseRejectionList(await jsonArgument(context, 'rejections_path', args.rejections_path));
      if (!parsed.ok) throw new ToolError(`${VERB}: rejections_path ${args.rejections_path}: ${parsed.problem}`);
      rejections = parsed.rejections;
    }
    if (typeof args.handoff_path === 'string') {
      const checked = validateHandoffRecord(await jsonArgument(context, 'handoff_path', args.handoff_path));
      if (!checked.ok)
        throw new ToolError(`${VERB}: handoff_path ${args.handoff_path}: ${formatDefect(checked.defects[0]!)}`);
      handoff = checked.record;
    }
    if (rejections === undefined && handoff === null) {
      try {
        ({ rejections, handoff } = await storedRuleSources(context.dir));
      } catch (error) {
        if (error instanceof RejectionsStateError) throw new ToolError(`${VERB}: ${error.message}`);
        throw error;
      }
    }
    const rules = rulesInForce({ ...(rejections === undefined ? {} : { rejections }), handoff });
    if (rules.length === 0)
      throw new ToolError(
        typeof args.rejections_path === 'string' || typeof args.handoff_path === 'string'
          ? `${VERB}: no rules in force: the files given hold no rejected or failed approach`
          : `${VERB}: no rules in force: pass --rejections FILE or --handoff FILE, or record one with handoff reject`,
      );
    try {
      const { report } = await auditTranscriptFile(transcript, rules, {
        ...(Array.isArray(args.tests) ? { tests: args.tests as string[] } : {}),
        ...(typeof args.first === 'number' ? { firstN: args.first } : {}),
        ...(typeof args.transcript_format === 'string' ? { format: args.transcript_format as TranscriptFormat } : {}),
        includeSidechains: args.include_sidechains === true,
      });
      return report;
    } catch (error) {
      if (error instanceof TranscriptError) throw new ToolError(`${VERB}: ${error.message}`);
      throw error;
    }
  },
};
