import { stat } from 'node:fs/promises';
import { containPath } from '@handoff/core/store';
import { relative, sep } from 'node:path';
import { block, notify, SILENT, type HookAnswer } from './answer.js';
import type { HookContext } from './context.js';
import type { HookPayload } from './payload.js';
import { filesWritten } from './runtimes/shared.js';

const MARKDOWN = /\.(?:md|markdown)$/i;

/**
 * Stop: refuse to end the turn while a Markdown file the session wrote (a plan, a summary,
 * a handoff) has lint errors, or while the session handoff record is older than the
 * session's last change, naming the exact command that fixes each. Without a handoff
 * record there is no freshness to check; the files come from the session's own record, read by
 * the runtime's adapter (see filesWritten), those inside the project only. Keeps refusing while the condition holds:
 * the runtime ends the loop after its own cap on consecutive continuations.
 */
export async function stop(payload: HookPayload, context: HookContext): Promise<HookAnswer> {
  const scope = { cwd: payload.cwd ?? context.project, mcpServer: context.mcpServer };
  const written = filesWritten(await context.runtime.sessionCalls(payload, scope));
  const inHandoffDir = (path: string) => path === context.dir || path.startsWith(`${context.dir}${sep}`);
  const changed: Array<{ path: string; mtime: number }> = [];
  for (const path of written) {
    // Only the project's own files: a path the transcript names outside it (or leading out
    // through a link) is neither read nor linted.
    if (inHandoffDir(path) || !containPath(context.project, path).inside) continue;
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) changed.push({ path, mtime: info.mtimeMs });
  }
  if (changed.length === 0) return SILENT;
  // The session store is read whatever the lint finds: it loads while the linter does.
  const sessionStore = import('./gate-state.js');
  sessionStore.catch(() => {});
  const shown = (path: string) => relative(context.project, path) || path;
  const problems: string[] = [];

  const markdown = changed.map((file) => file.path).filter((path) => MARKDOWN.test(path));
  if (markdown.length > 0) {
    // The linter loads only when there is Markdown to lint.
    // Each file with the config cascade of its folder, as `handoff lint` lints it.
    const { lintFiles } = await import('@handoff/linter');
    // A deprecated config key is the human's to hear (`handoff lint` says so), not the agent's.
    const failing = (await lintFiles(markdown, { cwd: context.project, warn: () => undefined })).filter(
      (result) => result.errorCount > 0,
    );
    for (const result of failing) {
      const first = result.messages.find((message) => message.severity === 2)!;
      problems.push(
        `${shown(result.filePath)} has ${result.errorCount} lint error${result.errorCount === 1 ? '' : 's'}, ` +
          `first at ${first.line}:${first.column}: ${first.message} (${first.ruleId ?? 'fatal'}).`,
      );
    }
    if (failing.length > 0)
      problems.push(
        `Fix ${failing.length === 1 ? 'it' : 'them'}, and check with: ` +
          `handoff lint ${failing.map((result) => shown(result.filePath)).join(' ')}`,
      );
  }

  // The session store is there only when there is a change to compare the record with.
  const { readHandoff } = await sessionStore;
  const stored = await readHandoff(context.dir);
  if (stored !== null) {
    const latest = changed.reduce((a, b) => (b.mtime > a.mtime ? b : a));
    const record = stored.record as { written_at?: unknown } | undefined;
    const writtenAt = typeof record?.written_at === 'string' ? Date.parse(record.written_at) : Number.NaN;
    const rewrite =
      `handoff resume write --from FILE` +
      `${relative(context.project, context.dir) === '.handoff' ? '' : ` --dir ${shown(context.dir)}`} ` +
      `(or the resume_write MCP tool)`;
    if (Number.isNaN(writtenAt)) {
      problems.push(
        `The session handoff record in ${shown(context.dir)} has no readable written_at; write it again: ${rewrite}.`,
      );
    } else if (latest.mtime > writtenAt) {
      problems.push(
        `The session handoff was written at ${new Date(writtenAt).toISOString()}, before this session's last change ` +
          `(${shown(latest.path)} at ${new Date(latest.mtime).toISOString()}). Write it again so the next session ` +
          `starts from this work: ${rewrite}.`,
      );
    }
  }
  if (problems.length === 0) return SILENT;
  // A stop the runtime makes while it is already continuing because of this hook is let
  // through, with what is left shown to the user: one refusal gives the model a whole turn to
  // fix it, and no runtime is held in a loop (Codex CLI has no cap of its own).
  if (payload.stopHookActive) return notify(`handoff: stopping with this left to do:\n${problems.join('\n')}`);
  return block(`handoff: not done yet.\n${problems.join('\n')}`);
}
