import { lstat } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { findSecrets, type SecretCategory } from '../secrets/index.js';
import { readRegularFile } from '../store/index.js';
import { git, gitMaybe, repositoryRoot } from './git.js';

/** A handoff over this size is a dump, not a document (the coding-owl limit). */
export const MAX_HANDOFF_BYTES = 256 * 1024;

/** Why `commitHandoff` refused; each maps to one clear line for the user. */
export type CommitRefusal =
  | { code: 'not-a-repository'; path: string }
  | { code: 'missing'; path: string }
  | { code: 'symlink'; path: string }
  | { code: 'not-a-file'; path: string }
  | { code: 'too-large'; path: string; bytes: number }
  | { code: 'secret'; path: string; line: number; category: SecretCategory }
  | { code: 'outside-repository'; path: string };

/** The outcome of `commitHandoff`. */
export type CommitOutcome =
  | { ok: true; committed: true; commit: string; path: string }
  | { ok: true; committed: false; path: string }
  | { ok: false; refusal: CommitRefusal };

/**
 * Commit the handoff file alone on the current branch. Other staged work stays staged and
 * uncommitted (`git commit --only`), a git-ignored handoff is still committed (`git add
 * --force`: a plain `git add` refuses an ignored path), a symlink, a file over 256 KiB or a file holding a
 * secret is refused (nothing staged, nothing committed).
 */
export async function commitHandoff(cwd: string, file: string, message: string): Promise<CommitOutcome> {
  const root = repositoryRoot(cwd);
  const path = resolve(cwd, file);
  if (!root) return { ok: false, refusal: { code: 'not-a-repository', path: cwd } };
  const inRepo = relative(root, path);
  if (inRepo.startsWith('..') || inRepo === '') return { ok: false, refusal: { code: 'outside-repository', path } };
  let stats;
  try {
    stats = await lstat(path);
  } catch {
    return { ok: false, refusal: { code: 'missing', path } };
  }
  if (stats.isSymbolicLink()) return { ok: false, refusal: { code: 'symlink', path } };
  if (!stats.isFile()) return { ok: false, refusal: { code: 'not-a-file', path } };
  if (stats.size > MAX_HANDOFF_BYTES) return { ok: false, refusal: { code: 'too-large', path, bytes: stats.size } };
  const bytes = await readRegularFile(path, { maxBytes: MAX_HANDOFF_BYTES });
  if (bytes === null) return { ok: false, refusal: { code: 'missing', path } };
  const secret = findSecrets(new TextDecoder().decode(bytes))[0];
  if (secret) return { ok: false, refusal: { code: 'secret', path, line: secret.line, category: secret.category } };

  git(root, ['add', '--force', '--', inRepo]);
  const hasHead = gitMaybe(root, ['rev-parse', '--verify', '--quiet', 'HEAD']) !== null;
  if (hasHead && gitMaybe(root, ['diff', '--quiet', 'HEAD', '--', inRepo]) !== null)
    return { ok: true, committed: false, path };
  git(root, ['commit', '--quiet', '--only', '-m', message, '--', inRepo]);
  return { ok: true, committed: true, commit: git(root, ['rev-parse', 'HEAD']).trim(), path };
}
