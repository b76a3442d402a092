import { packageKey, parseCommand, type Command, type InstalledPackage } from './command.js';
import type { FileChange, ToolCall } from './model.js';
import { parseConstraint, type VersionRange } from './versions.js';
import { MANIFESTS, type Manifest } from './vocabulary.js';

/** A line an edit removed and the line of the same shape it added in its place. */
export interface LinePair {
  path: string;
  old: string;
  new: string;
}

/** A dependency a manifest edit sets. */
interface ManifestPin {
  path: string;
  key: string;
  name: string;
  constraint: string;
  range: VersionRange;
  /** The constraint the removed lines had for it (`null`: none, the dependency was added). */
  before: string | null;
}

/** What the matcher reads from one call, computed once and shared by every rule. */
export interface CallFeatures {
  call: ToolCall;
  commands: Command[];
  changes: FileChange[];
  pairs: LinePair[];
  /** Added lines no removed line pairs with (a new setting, a Write over an unknown file). */
  unpaired: LinePair[];
  manifestPins: ManifestPin[];
  /** The call only reads: a reading tool, or a shell line whose every command only reads. */
  readOnly: boolean;
  /** It runs a test or a build. */
  runsTests: boolean;
  /** It installs from a manifest (`npm ci`, `pip install -r`), what completes a manifest edit. */
  syncs: boolean;
}

/** A line's shape: identifiers as `I`, numbers as `N`, spaces squeezed; lines of one shape are one line changed. */
function shapeOf(line: string): string {
  return line
    .trim()
    .replace(/\d[\d_.]*(?:e\d+)?[a-zµ]*/gi, 'N')
    .replace(/[\p{L}_$][\p{L}\p{N}_$]*/gu, 'I')
    .replace(/\s+/g, ' ');
}

function similarity(a: string, b: string): number {
  const ta = a.split(/(?=[^IN ])|\s+/).filter((t) => t !== '');
  const tb = b.split(/(?=[^IN ])|\s+/).filter((t) => t !== '');
  if (ta.length === 0 && tb.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const t of ta) counts.set(t, (counts.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of tb) {
    const n = counts.get(t) ?? 0;
    if (n > 0) {
      common++;
      counts.set(t, n - 1);
    }
  }
  return (2 * common) / (ta.length + tb.length);
}

const MAX_PAIRING = 400;

/** Pair each removed line with an added line of the same (or a close) shape. */
function pairLines(change: FileChange): { pairs: LinePair[]; unpaired: LinePair[] } {
  const pairs: LinePair[] = [];
  const added = change.added.slice(0, MAX_PAIRING).map((line) => ({ line, shape: shapeOf(line), used: false }));
  for (const old of change.removed.slice(0, MAX_PAIRING)) {
    const shape = shapeOf(old);
    let best = added.find((a) => !a.used && a.shape === shape);
    if (best === undefined) {
      let score = 0.8;
      for (const a of added) {
        if (a.used || Math.abs(a.line.length - old.length) > Math.max(old.length, 20)) continue;
        const s = similarity(shape, a.shape);
        if (s >= score) {
          score = s;
          best = a;
        }
      }
    }
    if (best !== undefined) {
      best.used = true;
      pairs.push({ path: change.path, old, new: best.line });
    }
  }
  const unpaired = added.filter((a) => !a.used).map((a) => ({ path: change.path, old: '', new: a.line }));
  return { pairs, unpaired };
}

const baseName = (path: string) => path.replace(/^.*[\\/]/, '');

/** The manifest a path is, or `null`. */
export function manifestOf(path: string): Manifest | null {
  const name = baseName(path);
  return MANIFESTS.find((m) => m.file.test(name)) ?? null;
}

const NOT_DEPENDENCIES = new Set([
  'name',
  'version',
  'description',
  'main',
  'module',
  'type',
  'license',
  'private',
  'readme',
  'requires-python',
  'packageManager',
  'edition',
  'authors',
]);

/**
 * The dependencies a manifest line declares with a constraint (`"vite": "^7.1.4"`, `requests==2.31.0`,
 * `"numpy>=1.24,<2"`).
 */
function manifestDependencies(line: string, manifest: Manifest): Array<{ name: string; constraint: string }> {
  const out: Array<{ name: string; constraint: string }> = [];
  const push = (name: string | undefined, constraint: string | undefined) => {
    if (name !== undefined && constraint !== undefined && !NOT_DEPENDENCIES.has(name))
      out.push({ name, constraint: constraint.trim() });
  };
  switch (manifest.syntax) {
    case 'package-json': {
      const m = /^\s*"(@?[\w./-]+)"\s*:\s*"([^"]*)"/.exec(line);
      if (m) push(m[1], m[2]);
      break;
    }
    case 'requirements': {
      const m = /^\s*([A-Za-z0-9][\w.-]*)(?:\[[^\]]*\])?\s*((?:[<>=!~]=?|===)[^;#]*)/.exec(line);
      if (m) push(m[1], m[2]);
      break;
    }
    case 'pyproject': {
      const pep = /^\s*["']([A-Za-z0-9][\w.-]*)(?:\[[^\]]*\])?\s*([<>=!~][^"';]*)["']/.exec(line);
      if (pep) push(pep[1], pep[2]);
      else {
        const poetry = /^\s*([A-Za-z0-9][\w.-]*)\s*=\s*(?:\{[^}]*version\s*=\s*)?["']([^"']+)["']/.exec(line);
        if (poetry) push(poetry[1], poetry[2]);
      }
      break;
    }
    case 'cargo': {
      const m = /^\s*([A-Za-z0-9][\w.-]*)\s*=\s*(?:\{[^}]*version\s*=\s*)?["']([^"']+)["']/.exec(line);
      if (m) push(m[1], m[2]);
      break;
    }
    case 'go-mod': {
      const m = /^\s*(?:require\s+)?([\w.-]+\/[\w./-]+)\s+(v[\w.+-]+)/.exec(line);
      if (m) push(m[1], m[2]);
      break;
    }
    case 'gemfile': {
      const m = /^\s*gem\s+['"]([\w-]+)['"]\s*,\s*((?:['"][^'"]+['"]\s*,?\s*)+)/.exec(line);
      if (m) push(m[1], [...m[2]!.matchAll(/['"]([^'"]+)['"]/g)].map((x) => x[1]).join(','));
      break;
    }
  }
  return out;
}

function manifestPins(change: FileChange): ManifestPin[] {
  const manifest = manifestOf(change.path);
  if (manifest === null) return [];
  const before = new Map<string, string>();
  for (const line of change.removed)
    for (const dep of manifestDependencies(line, manifest))
      before.set(packageKey(dep.name, manifest.ecosystem), dep.constraint);
  const out: ManifestPin[] = [];
  for (const line of change.added)
    for (const dep of manifestDependencies(line, manifest)) {
      const key = packageKey(dep.name, manifest.ecosystem);
      const previous = before.get(key) ?? null;
      if (previous === dep.constraint) continue;
      const range = parseConstraint(dep.constraint, { bareIsCaret: manifest.syntax === 'cargo' });
      if (range !== null)
        out.push({ path: change.path, key, name: dep.name, constraint: dep.constraint, range, before: previous });
    }
  return out;
}

/** The installed package's key, in its ecosystem's comparison. */
export function installedKey(pkg: InstalledPackage): string {
  return packageKey(pkg.name, pkg.ecosystem);
}

/** Read what the matcher needs from a call. */
export function callFeatures(call: ToolCall): CallFeatures {
  const commands = call.command !== null ? parseCommand(call.command) : [];
  const changes = call.changes;
  const pairs: LinePair[] = [];
  const unpaired: LinePair[] = [];
  const pins: ManifestPin[] = [];
  for (const change of changes) {
    const paired = pairLines(change);
    pairs.push(...paired.pairs);
    unpaired.push(...paired.unpaired);
    pins.push(...manifestPins(change));
  }
  const readOnly =
    call.kind === 'read' ||
    call.kind === 'search' ||
    (call.kind === 'shell' &&
      changes.length === 0 &&
      commands.length > 0 &&
      commands.every((c) => c.class === 'read-only'));
  return {
    call,
    commands,
    changes,
    pairs,
    unpaired,
    manifestPins: pins,
    readOnly,
    runsTests: commands.some((c) => c.class === 'test' || c.class === 'build'),
    syncs: commands.some((c) => c.class === 'sync'),
  };
}

/** Whether `needle` appears in `hay` in order (not necessarily adjacent), starting at the same command word. */
export function isSubsequence(needle: readonly string[], hay: readonly string[]): boolean {
  if (needle.length === 0 || hay[0] !== needle[0]) return false;
  let j = 0;
  for (const word of hay) if (word === needle[j] && ++j === needle.length) return true;
  return false;
}
