import type { Formatter, FormatterName } from './types.js';

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
