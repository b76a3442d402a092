import type { ConfigCascade } from '../config-cascade.js';
import { isIgnoredByConfig } from '../config-ignores.js';
import type { HandoffConfig } from '../config.js';
import { folderOf, type Entry } from './entry.js';

/**
 * Give each entry the config of its folder (the merge of the config files from it upward),
 * each folder's looked up once, and drop the walked files a nested config's `ignores` match,
 * as the editor drops them. A file the user named is kept whatever the config ignores. The
 * cascade reads the walk's `listings` while it assigns, and lets them go after.
 */
export function assignFolderConfigs(
  entries: Entry[],
  cascade: ConfigCascade,
  cwd: string,
  listings: ReadonlyMap<string, ReadonlySet<string>>,
): Entry[] {
  cascade.useListings(listings);
  const byFolder = new Map<string, HandoffConfig>();
  for (const entry of entries) {
    const dir = folderOf(entry.path, cwd);
    let config = byFolder.get(dir);
    if (!config) byFolder.set(dir, (config = cascade.forFolder(dir)));
    entry.config = config;
  }
  cascade.useListings(undefined);
  return entries.filter((entry) => entry.explicit || !isIgnoredByConfig(entry.config, entry.path));
}
