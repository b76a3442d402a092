import { resolve } from 'node:path';
import { isIgnoredByConfig } from '../config-ignores.js';
import type { HandoffConfig } from '../config.js';
import { projectRootFor } from '../containment.js';
import { discoverFiles, type DiscoverOptions } from '../discover.js';
import { checkText, type TextOutcome } from '../read-text.js';
import { STDIN_PATH } from '../stdin-path.js';
import { newEntry, type Entry } from './entry.js';

/**
 * What collecting the operands gives: an entry per file, the names of each folder the walk
 * listed, and how many Markdown files the walk met that the config ignores.
 */
export interface Collected {
  entries: Entry[];
  listings: Map<string, ReadonlySet<string>>;
  ignored: number;
}

const MARKDOWN = /\.(?:md|markdown)$/i;

/** A text to lint as a file: its content, and the name that gives it its kind and config (`<stdin>` without one). */
export interface TextOperand {
  text: string;
  filePath?: string;
}

/**
 * Turn operands into entries, in operand order, each file once: `-` is the text given for
 * it, folders and globs are expanded (skipping what the run root's `config` ignores), and a
 * path reported unread (a folder that cannot be listed, a link out of the linted folder) is
 * never opened. Throws `NoSuchPathError` for an operand that names nothing.
 */
export async function collectEntries(
  operands: readonly string[],
  options: {
    cwd: string;
    config: HandoffConfig;
    stdin?: TextOperand;
    root?: string;
    followLinksOut?: boolean;
    onEmptyFolder?: DiscoverOptions['onEmptyFolder'];
  },
): Promise<Collected> {
  const { cwd, config } = options;
  const entries: Entry[] = [];
  if (operands.includes('-')) {
    if (!options.stdin) throw new Error('lintFiles: `-` needs options.stdin');
    entries.push(textEntry(options.stdin, cwd, config, checkText(options.stdin.text)));
  }
  const listings = new Map<string, ReadonlySet<string>>();
  const ignored = new Set<string>();
  const discovered = await discoverFiles(
    operands.filter((operand) => operand !== '-'),
    {
      cwd,
      isIgnored: (path, isDir) => {
        const out = isIgnoredByConfig(config, path, isDir);
        if (out && !isDir && MARKDOWN.test(path)) ignored.add(path);
        return out;
      },
      listings,
      followSymlinks: config.followSymlinks,
      projectRootOf: (folder) => projectRootFor(folder, cwd, options.root),
      followLinksOut: options.followLinksOut === true,
      ...(options.onEmptyFolder ? { onEmptyFolder: options.onEmptyFolder } : {}),
    },
  );
  const stdinPath = entries[0]?.path;
  for (const file of discovered) {
    if (file.path === stdinPath) continue;
    const notRead =
      file.notRead === undefined ? null : { ok: false as const, message: file.notRead, line: 1, column: 1 };
    entries.push(newEntry(file.path, file.explicit, notRead, config));
  }
  return { entries, listings, ignored: ignored.size };
}

/** The entry of a text linted under a name (or `<stdin>`), holding its decoded text. */
export function textEntry(operand: TextOperand, cwd: string, config: HandoffConfig, outcome: TextOutcome): Entry {
  const name = operand.filePath;
  return newEntry(name === undefined ? STDIN_PATH : resolve(cwd, name), true, outcome, config);
}
