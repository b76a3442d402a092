import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fencedBlock } from '../markdown/escape.js';
import { gitMaybe, repositoryRoot } from './git.js';

/** What a session re-entering a branch reads first. */
export interface OrientationBrief {
  branch: string | null;
  handoffPath: string;
  /** The handoff's text, or `null` when there is none. */
  handoff: string | null;
  /** `git log --oneline` of the last commits on the branch. */
  log: string[];
  /** `git status --short` lines: what is staged, changed or untracked right now. */
  workingTree: string[];
}

/** Gather the handoff, the branch's recent log and its working-tree state. */
export async function orient(cwd: string, file: string, commits = 10): Promise<OrientationBrief> {
  const root = repositoryRoot(cwd) ?? cwd;
  const handoffPath = resolve(cwd, file);
  let handoff: string | null = null;
  try {
    handoff = await readFile(handoffPath, 'utf8');
  } catch {
    handoff = null;
  }
  const lines = (text: string | null) => (text ?? '').split('\n').filter((line) => line.trim() !== '');
  return {
    branch: gitMaybe(root, ['symbolic-ref', '--quiet', '--short', 'HEAD'])?.trim() ?? null,
    handoffPath,
    handoff,
    log: lines(gitMaybe(root, ['log', '--oneline', '--no-decorate', `-n${commits}`])),
    workingTree: lines(gitMaybe(root, ['status', '--short'])),
  };
}

/** Render the brief as Markdown: handoff first, then the log, then the working tree. */
export function renderOrientation(brief: OrientationBrief): string {
  // Fenced so it reads as a record, and no backtick run inside can close the fence early.
  const fenced = (text: string) => fencedBlock(text.replace(/\n$/, ''), 'text', '').join('\n');
  const out = [`# Re-entry brief${brief.branch ? ` for branch \`${brief.branch}\`` : ''}`, ''];
  out.push('## Handoff', '');
  out.push(brief.handoff === null ? `No handoff at \`${brief.handoffPath}\`: run \`handoff init --from-plan plan.md\` to seed one.` : fenced(brief.handoff));
  out.push('', '## Recent commits', '');
  out.push(brief.log.length ? fenced(brief.log.join('\n')) : 'No commits yet.');
  out.push('', '## Working tree', '');
  out.push(brief.workingTree.length ? fenced(brief.workingTree.join('\n')) : 'Clean: nothing staged, changed or untracked.');
  return `${out.join('\n')}\n`;
}
