import { describeCategory, findSecrets, type SecretCategory } from '../secrets/index.js';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createExclusive, linkRefusal, lstatOrNull, sweepTempsOf, writeFileAtomic } from '../store/index.js';

/** A seeded handoff would have held a secret: nothing was written. Never holds the value. */
export class HandoffSecretError extends Error {
  constructor(
    readonly path: string,
    readonly line: number,
    readonly category: SecretCategory,
  ) {
    super(`${path}: line ${line} would hold a secret (${describeCategory(category)}); nothing was written`);
    this.name = 'HandoffSecretError';
  }
}

/**
 * Write a seeded handoff: atomically, and without replacing an existing file unless
 * `force` is set (the existence check and the create are one step, so two seeders cannot
 * both win). Returns `false` when the file exists and was kept. A path that is a symbolic
 * link is refused either way (with `force` it would replace the link's target's role), a
 * text holding a secret is refused with a {@link HandoffSecretError}, and temp files of a
 * killed seeder of the same file are removed first.
 */
export async function writeBranchHandoff(path: string, text: string, force = false): Promise<boolean> {
  const secret = findSecrets(text)[0];
  if (secret) throw new HandoffSecretError(path, secret.line, secret.category);
  if ((await lstatOrNull(path))?.isSymbolicLink()) throw linkRefusal(path);
  // The folder is the caller's choice (`--out docs/HANDOFF.md`): made when missing.
  await mkdir(dirname(path), { recursive: true });
  await sweepTempsOf(path);
  if (force) {
    await writeFileAtomic(path, text);
    return true;
  }
  try {
    await createExclusive(path, text);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
