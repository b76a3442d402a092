import { orient, renderOrientation, repositoryRoot } from '@handoff/core/branch';
import { resolve } from 'node:path';
import { Type } from 'typebox';
import { insideRoot } from '../context.js';
import { Closed, Nullable } from '../schema-types.js';
import type { ToolDefinition } from '../tool.js';

/** `orient`: the re-entry brief of the branch. */
export const orientTool: ToolDefinition = {
  name: 'orient',
  title: 'Re-entry brief for the branch',
  description:
    'What a session re-entering this branch reads first: the committed handoff (HANDOFF.md at the repository root ' +
    "unless `file` names another), the branch's recent commits and its working-tree state.",
  verb: 'handoff orient',
  readOnly: true,
  input: Closed({
    file: Nullable(
      Type.String({ description: 'The handoff, relative to the project root; null for <repository root>/HANDOFF.md' }),
    ),
    commits: Nullable(
      Type.Integer({ minimum: 1, maximum: 200, description: 'How many recent commits to list; null for 10' }),
    ),
  }),
  output: Closed({
    repository: Nullable(Type.String({ description: "The repository's top folder, or null outside a git repository" })),
    branch: Nullable(Type.String()),
    handoffPath: Type.String(),
    handoff: Nullable(
      Type.String({ description: 'The handoff text, or null when there is none or it cannot be read' }),
    ),
    handoffProblem: Nullable(
      Type.String({ description: 'Why the handoff was not read (a link, a FIFO, too large, not UTF-8), or null' }),
    ),
    redactions: Type.Integer({ minimum: 0, description: 'How many secrets were replaced by [REDACTED]' }),
    log: Type.Array(Type.String()),
    workingTree: Type.Array(Type.String()),
    text: Type.String({ description: 'The brief as Markdown' }),
  }),
  async run(args, context) {
    const file =
      typeof args.file === 'string'
        ? insideRoot(context, this.verb, 'file', args.file)
        : resolve(repositoryRoot(context.root) ?? context.root, 'HANDOFF.md');
    const brief = await orient(context.root, file, typeof args.commits === 'number' ? args.commits : 10);
    return { ...brief, text: renderOrientation(brief) };
  },
};
