import { createExclusive, writeFileAtomic } from '../store/index.js';

/**
 * Write a seeded handoff: atomically, and without replacing an existing file unless
 * `force` is set (the existence check and the create are one step, so two seeders cannot
 * both win). Returns `false` when the file exists and was kept.
 */
export async function writeBranchHandoff(path: string, text: string, force = false): Promise<boolean> {
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
