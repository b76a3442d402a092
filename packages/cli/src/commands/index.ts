import type { Command } from '../lib/io.js';

/** A verb: its one-line summary for `handoff --help`, and its module, loaded only when it runs. */
export interface VerbEntry {
  summary: string;
  load: () => Promise<{ default: Command }>;
}

/**
 * Every verb. Modules load lazily so `handoff lint` never loads the session store and
 * `handoff title` never loads remark.
 */
export const commands: Record<string, VerbEntry> = {
  lint: { summary: 'Lint plans, summaries and handoff documents', load: () => import('./lint.js') },
};
