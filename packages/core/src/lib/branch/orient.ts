import { resolve } from 'node:path';
import { fencedBlock } from '../markdown/escape.js';
import { redactSecrets } from '../secrets/index.js';
import { decodeStoreText, MAX_INPUT_BYTES, readRegularFile, StoreRefusal } from '../store/index.js';
import { gitMaybe, repositoryRoot } from './git.js';

/** What a session re-entering a branch reads first. */
export interface OrientationBrief {
  /** The repository's top folder, or `null` when the brief was gathered outside a git repository. */
  repository: string | null;
  branch: string | null;
  handoffPath: string;
  /** The handoff's text, or `null` when there is none or it cannot be read (see `handoffProblem`). */
  handoff: string | null;
  /** Why the handoff was not read (a link, a FIFO, too large, not UTF-8), or `null`. */
  handoffProblem: string | null;
  /** `git log --oneline` of the last commits on the branch. */
  log: string[];
  /** `git status --short` lines: what is staged, changed or untracked right now. */
  workingTree: string[];
  /** How many secrets were replaced by `[REDACTED]` in the texts above (never their values). */
  redactions: number;
}

/**
 * Gather the handoff, the branch's recent log and its working-tree state. Every text is
 * passed through the secret redactor, so a credential in the handoff, a commit subject or a
 * file name is never printed. The handoff is read only when it is a regular file, not
 * through a symbolic link, and at most 64 MiB.
 */
export async function orient(cwd: string, file: string, commits = 10): Promise<OrientationBrief> {
  const repository = repositoryRoot(cwd);
  const root = repository ?? cwd;
  const handoffPath = resolve(cwd, file);
  let redactions = 0;
  const redact = (text: string): string => {
    const result = redactSecrets(text);
    redactions += result.findings.length;
    return result.text;
  };
  let handoff: string | null = null;
  let handoffProblem: string | null = null;
  try {
    const bytes = await readRegularFile(handoffPath, { maxBytes: MAX_INPUT_BYTES });
    handoff = bytes === null ? null : redact(decodeStoreText(handoffPath, bytes));
  } catch (error) {
    if (error instanceof StoreRefusal) handoffProblem = error.message;
    else handoffProblem = `${handoffPath} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
  }
  const lines = (text: string | null) =>
    (text ?? '')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map(redact);
  const branch = gitMaybe(root, ['symbolic-ref', '--quiet', '--short', 'HEAD'])?.trim() ?? null;
  return {
    repository,
    branch: branch === null ? null : redact(branch),
    handoffPath,
    handoff,
    handoffProblem,
    log: lines(gitMaybe(root, ['log', '--oneline', '--no-decorate', `-n${commits}`])),
    workingTree: lines(gitMaybe(root, ['status', '--short'])),
    redactions,
  };
}

/** Render the brief as Markdown: handoff first, then the log, then the working tree. */
export function renderOrientation(brief: OrientationBrief): string {
  // Fenced so it reads as a record, and no backtick run inside can close the fence early.
  const fenced = (text: string) => fencedBlock(text.replace(/\n$/, ''), 'text', '').join('\n');
  const out = [`# Re-entry brief${brief.branch ? ` for branch \`${brief.branch}\`` : ''}`, ''];
  out.push('## Handoff', '');
  if (brief.handoff !== null) out.push(fenced(brief.handoff));
  else if (brief.handoffProblem !== null) out.push(`Not read: ${brief.handoffProblem}`);
  else out.push(`No handoff at \`${brief.handoffPath}\`: run \`handoff init --from-plan plan.md\` to seed one.`);
  // Outside a repository there is no log and no working tree: say so, never "Clean".
  const noRepository = 'Not in a git repository: no commits or working tree to show.';
  out.push('', '## Recent commits', '');
  out.push(
    brief.repository === null ? noRepository : brief.log.length ? fenced(brief.log.join('\n')) : 'No commits yet.',
  );
  out.push('', '## Working tree', '');
  out.push(
    brief.repository === null
      ? noRepository
      : brief.workingTree.length
        ? fenced(brief.workingTree.join('\n'))
        : 'Clean: nothing staged, changed or untracked.',
  );
  return `${out.join('\n')}\n`;
}
