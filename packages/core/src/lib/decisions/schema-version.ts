import type { FrontMatter } from '../markdown/front-matter.js';
import type { SchemaVersion } from './model.js';

/** Read `decisions_schema` from front matter: absent, `v1` or `1` is supported (docs/decisions.md). */
export function readSchemaVersion(frontMatter: FrontMatter | null): SchemaVersion {
  const data = frontMatter?.data;
  if (!data || !Object.prototype.hasOwnProperty.call(data, 'decisions_schema'))
    return { value: null, supported: true, span: null };
  const raw = data['decisions_schema'];
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a YAML scalar here: objects are JSON above
  const value = raw === null || raw === undefined ? '' : typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
  const supported = raw === 'v1' || raw === '1' || raw === 1;
  return { value, supported, span: frontMatter.keys['decisions_schema'] ?? null };
}
