import { rules as registry } from '../rules/index.js';
import type { AdoptionCache } from '../lib/adoption.js';
import { ConfigCascade } from '../lib/config-cascade.js';
import type { Diagnostic } from '../lib/diagnostic.js';
import { lintHostFile } from '../lib/lint-files.js';
import type { Rule } from '../lib/rule.js';

/**
 * The rules a host tool can run on one file alone: every registered rule except the
 * plan ↔ summary `pair` rules, which need the other file. Derived from the registry, so a
 * rule added there reaches markdownlint and remark without a list to update.
 */
export function perFileRules(): ReadonlyArray<Rule> {
  return (cachedRules ??= registry.filter((rule) => rule.meta.scope !== 'pair'));
}

let cachedRules: ReadonlyArray<Rule> | undefined;

/**
 * The id under which the adapters report what `handoff lint` reports with `ruleId: null`
 * (`fatal: true`): text that is not UTF-8 or holds a NUL byte, front matter that is not
 * valid YAML. markdownlint and remark-lint can only show and filter a finding that belongs
 * to a named rule.
 */
export const FATAL_RULE_ID = 'handoff-fatal';

/**
 * How long a long-lived host (an editor extension) keeps what it learnt of the disk — each
 * folder's config, and whether each project has adopted decision sections — before it reads
 * them again, so an edit of a config or a plan is seen.
 */
const HOST_STATE_TTL_MS = 30_000;

let hostState: { configs: ConfigCascade; adoption: AdoptionCache; cwd: string; at: number } | undefined;

/** This host's config cascade and adoption cache, renewed after `HOST_STATE_TTL_MS` or a change of working folder. */
function currentHostState(): { configs: ConfigCascade; adoption: AdoptionCache } {
  const cwd = process.cwd();
  const now = Date.now();
  if (!hostState || hostState.cwd !== cwd || now - hostState.at >= HOST_STATE_TTL_MS)
    hostState = { configs: new ConfigCascade({ rules: registry, cwd }), adoption: new Map(), cwd, at: now };
  return hostState;
}

/**
 * Lint one file on its own, synchronously, as `handoff lint` lints it (`lintHostFile`, the
 * same entry and per-file pipeline): the config cascade of the file's folder (severities,
 * options, `kinds`), the same kind detection and handoff corroboration, the same decoding as
 * a file read (text the host already decoded is encoded back to UTF-8 first, so a NUL byte is
 * reported at the byte offset `handoff lint` gives), the same rule code, and `section-missing`
 * only in a project that has adopted decision sections. Folders are read against the working
 * folder. A file with no kind gives `[]`. A rule or parser bug is a fatal finding, as in
 * `handoff lint`; a config that cannot be used throws its `ConfigError`, so the host shows it.
 */
export function lintOneFileSync(content: string | Uint8Array, filePath: string): Diagnostic[] {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return lintHostFile(bytes, filePath, { rules: perFileRules(), ...currentHostState() }).messages;
}
