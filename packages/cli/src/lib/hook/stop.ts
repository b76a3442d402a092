import { stat } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { block, SILENT, type HookAnswer } from './answer.js';
import type { HookContext } from './context.js';
import type { HookPayload } from './payload.js';
import { filesWrittenBySession } from './transcript.js';

const MARKDOWN = /\.(?:md|markdown)$/i;

/**
 * Stop: refuse to end the turn while a Markdown file the session wrote (a plan, a summary,
 * a handoff) has lint errors, or while the session handoff record is older than the
 * session's last change, naming the exact command that fixes each. Without a handoff
 * record there is no freshness to check; the files come from the transcript (see
 * filesWrittenBySession). Keeps refusing while the condition holds: the runtime ends the
 * loop after its own cap on consecutive continuations.
 */
export async function stop(payload: HookPayload, context: HookContext): Promise<HookAnswer> {
  if (payload.transcriptPath === null) return SILENT;
  const written = await filesWrittenBySession(payload.transcriptPath, payload.cwd ?? context.project);
  const inHandoffDir = (path: string) => path === context.dir || path.startsWith(`${context.dir}${sep}`);
  const changed: Array<{ path: string; mtime: number }> = [];
  for (const path of written) {
    if (inHandoffDir(path)) continue;
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
    const { lintFiles, loadConfig, rules } = await import('@handoff/linter');
    const config = await loadConfig({ searchFrom: context.project, rules, cwd: context.project });
    const failing = (await lintFiles(markdown, { cwd: context.project, config })).filter((result) => result.errorCount > 0);
    for (const result of failing) {
      const first = result.messages.find((message) => message.severity === 2)!;
      problems.push(
        `${shown(result.filePath)} has ${result.errorCount} lint error${result.errorCount === 1 ? '' : 's'}, first at ${first.line}:${first.column}: ${first.message} (${first.ruleId ?? 'fatal'}).`,
      );
    }
    if (failing.length > 0) problems.push(`Fix ${failing.length === 1 ? 'it' : 'them'}, and check with: handoff lint ${failing.map((result) => shown(result.filePath)).join(' ')}`);
  }

  // The session store is there only when there is a change to compare the record with.
  const { readHandoff } = await sessionStore;
  const stored = await readHandoff(context.dir);
  if (stored !== null) {
    const latest = changed.reduce((a, b) => (b.mtime > a.mtime ? b : a));
    const record = stored.record as { written_at?: unknown } | undefined;
    const writtenAt = typeof record?.written_at === 'string' ? Date.parse(record.written_at) : Number.NaN;
    const rewrite = `handoff resume write --from FILE${relative(context.project, context.dir) === '.handoff' ? '' : ` --dir ${shown(context.dir)}`} (or the resume_write MCP tool)`;
    if (Number.isNaN(writtenAt)) {
      problems.push(`The session handoff record in ${shown(context.dir)} has no readable written_at; write it again: ${rewrite}.`);
    } else if (latest.mtime > writtenAt) {
      problems.push(
        `The session handoff was written at ${new Date(writtenAt).toISOString()}, before this session's last change (${shown(latest.path)} at ${new Date(latest.mtime).toISOString()}). Write it again so the next session starts from this work: ${rewrite}.`,
      );
    }
  }
  return problems.length === 0 ? SILENT : block(`handoff: not done yet.\n${problems.join('\n')}`);
}
