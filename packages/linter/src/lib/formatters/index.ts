import type { Formatter, FormatterName, PiecewiseFormatter } from './types.js';

/** Every `--format` name, in the order `--help` lists them. */
export const formatterNames: readonly FormatterName[] = ['stylish', 'json', 'sarif', 'github'];

/** Is `name` a formatter name? */
export function isFormatterName(name: string): name is FormatterName {
  return (formatterNames as readonly string[]).includes(name);
}

/** Load one formatter; each lives in its own module, so a run loads only the one it prints with. */
export async function loadFormatter(name: FormatterName): Promise<Formatter> {
  switch (name) {
    case 'stylish':
      return (await import('./stylish.js')).formatStylish;
    case 'json':
      return (await import('./json.js')).formatJson;
    case 'sarif':
      return (await import('./sarif.js')).formatSarif;
    case 'github':
      return (await import('./github.js')).formatGithub;
  }
}

/**
 * Load one formatter as pieces of its text: stylish gives a file's block at a time (a report of many files need not
 * be held whole), the others their whole text as one piece.
 */
export async function loadPiecewiseFormatter(name: FormatterName): Promise<PiecewiseFormatter> {
  if (name === 'stylish') return (await import('./stylish.js')).stylishPieces;
  const formatter = await loadFormatter(name);
  return (results, context) => [formatter(results, context)];
}
