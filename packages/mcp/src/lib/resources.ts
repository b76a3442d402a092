import { clipRedacted } from '@handoff/core/secrets';
import { readCheckpoint } from '@handoff/core/rejections';
import { readHandoff } from '@handoff/core/session';
import { buildBrief } from './briefs.js';
import { shown, type ServerContext } from './context.js';

/** A resource the server lists. */
export interface ResourceEntry {
  uri: string;
  name: string;
  title: string;
  description: string;
  mimeType: string;
}

/** A family of resources named by a URI template. */
export interface ResourceTemplateEntry {
  uriTemplate: string;
  name: string;
  title: string;
  description: string;
  mimeType: string;
}

/** RESUME.md of the `.handoff` folder. */
const RESUME_URI = 'handoff://resume';
/** The rejections checkpoint as a session would receive it. */
const CHECKPOINT_URI = 'handoff://checkpoint';
const BRIEF_PREFIX = 'handoff://brief/';

/** The fixed resources. */
export const RESOURCES: readonly ResourceEntry[] = [
  {
    uri: RESUME_URI,
    name: 'RESUME.md',
    title: 'Session handoff',
    description: "The previous session's handoff (RESUME.md). Read it, then acknowledge it with resume_ack.",
    mimeType: 'text/markdown',
  },
  {
    uri: CHECKPOINT_URI,
    name: 'checkpoint',
    title: 'Rejections checkpoint',
    description:
      'The rejected approaches with their evidence, with the instruction header; empty when nothing was ever recorded.',
    mimeType: 'text/plain',
  },
];

/** The brief templates: `handoff://brief/executor/plan.md`, `handoff://brief/verifier/summary.md`. */
export const RESOURCE_TEMPLATES: readonly ResourceTemplateEntry[] = [
  {
    uriTemplate: `${BRIEF_PREFIX}executor/{+path}`,
    name: 'executor-brief',
    title: 'Executor brief',
    description: "A plan's brief for its executor (path relative to the project root).",
    mimeType: 'text/markdown',
  },
  {
    uriTemplate: `${BRIEF_PREFIX}verifier/{+path}`,
    name: 'verifier-brief',
    title: 'Verifier brief',
    description: "A summary's brief for its verifier, against its plan (path relative to the project root).",
    mimeType: 'text/markdown',
  },
];

/** Why a resource cannot be read: one line, and whether it is simply absent. */
export class ResourceProblem extends Error {
  constructor(
    message: string,
    readonly notFound: boolean,
  ) {
    super(message);
    this.name = 'ResourceProblem';
  }
}

/** Read a resource's text; a missing one is a {@link ResourceProblem}. */
export async function readResource(context: ServerContext, uri: string): Promise<{ text: string; mimeType: string }> {
  if (uri === RESUME_URI) {
    const stored = await readHandoff(context.dir);
    if (!stored || stored.resumeText === null) {
      throw new ResourceProblem(
        `handoff resume read: no handoff record in ${shown(context, context.dir)}; ` +
          `write one with \`handoff resume write --from FILE\``,
        true,
      );
    }
    return { text: stored.resumeText, mimeType: 'text/markdown' };
  }
  if (uri === CHECKPOINT_URI) return { text: (await readCheckpoint(context.dir)).text, mimeType: 'text/plain' };
  const brief = /^handoff:\/\/brief\/(executor|verifier)\/(.+)$/.exec(uri);
  if (brief) {
    let path: string;
    try {
      path = decodeURIComponent(brief[2]!);
    } catch {
      throw new ResourceProblem(
        `handoff mcp: resource \`${clipRedacted(uri, 200)}\` has an invalid percent-encoding`,
        false,
      );
    }
    return {
      text: (await buildBrief(context, brief[1] as 'executor' | 'verifier', path)).text,
      mimeType: 'text/markdown',
    };
  }
  throw new ResourceProblem(
    `handoff mcp: no resource \`${clipRedacted(uri, 200)}\`; list them with resources/list and ` +
      `resources/templates/list`,
    true,
  );
}
