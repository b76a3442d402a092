import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, isAbsolute, relative, resolve } from 'node:path';
import { planFileNameFor } from '@handoff/core/read';
import { planOutsideProject, projectRootFor } from '../containment.js';
import type { PlanSearch } from '../rule.js';
import { STDIN_PATH } from '../stdin-path.js';
import { folderOf, type Entry } from './entry.js';

/**
 * Pair every summary with its plan: the file its front matter `plan:` names, else the plan of
 * the paired name in its folder (`planPath`). A summary's `plan:` makes the file it names a
 * plan where a file name would make it one, unless that file says what it is (docs/real-files.md, "Kinds").
 */
export function pairSummaries(entries: readonly Entry[], cwd: string, root?: string): void {
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));
  const listings = new Map<string, string[]>();
  // Finding a summary's project tests two names in each folder above it: each folder is tested once for the run.
  const known = new Map<string, string | null>();
  for (const entry of entries) {
    if (entry.kind !== 'summary') continue;
    entry.planPath =
      entry.planRef !== null
        ? namedPlan(entry, cwd, byPath, () => projectRootFor(folderOf(entry.path, cwd), cwd, root, known))
        : planByName(entry.path, listings, cwd, byPath);
    if (entry.planPath === entry.path) entry.planPath = null;
    if (entry.planPath !== null) {
      // A plan outside the summary's project is never read; the summary says so.
      const folder = dirname(entry.path === STDIN_PATH ? resolve(cwd, 'stdin.md') : entry.path);
      entry.planRefused = planOutsideProject(folder, entry.planPath, projectRootFor(folder, cwd, root, known));
      if (entry.planRefused !== null) entry.planPath = null;
    }
    const target = entry.planPath === null ? undefined : byPath.get(entry.planPath);
    // A summary's `plan:` names the file's kind, whatever its own name or content says (a
    // configured or declared kind excepted); pairing by name needs a plan whose name holds.
    const byName =
      target &&
      (target.source === 'config' ||
        target.source === 'file-name' ||
        target.noKind?.why === 'name' ||
        (entry.planRef !== null && target.noKind?.why === 'uncorroborated'));
    if (target && byName) {
      target.kind = 'plan';
      target.source = 'plan-reference';
      target.noKind = null;
    }
  }
}

/**
 * The file a summary's `plan:` names: read from the summary's folder; where no file is there and the path does not
 * start from the folder (`./`, `../`), from the project's root, as a repository's paths are often written
 * (`plan: .cursor/plans/FE/module-1.plan.md` in `docs/modules/`). The folder's reading stands when neither exists, and
 * the root's is kept for the report (`planAlsoLookedFor`).
 */
function namedPlan(
  summary: Entry,
  cwd: string,
  linted: ReadonlyMap<string, unknown>,
  projectRoot: () => string,
): string {
  const ref = summary.planRef!;
  const fromFolder = resolve(folderOf(summary.path, cwd), ref);
  if (linted.has(fromFolder) || existsSync(fromFolder) || /^\.\.?[\\/]/.test(ref) || isAbsolute(ref)) return fromFolder;
  const fromRoot = resolve(projectRoot(), ref);
  if (linted.has(fromRoot) || existsSync(fromRoot)) return fromRoot;
  // Neither is there: the report names both places.
  if (fromRoot !== fromFolder) summary.planAlsoLookedFor = fromRoot;
  return fromFolder;
}

/** The plan a summary pairs with by name, in its folder, matched case-insensitively (exact case first). */
function planByName(
  summaryPath: string,
  listings: Map<string, string[]>,
  cwd: string,
  linted: ReadonlyMap<string, unknown>,
): string | null {
  const wanted = planFileNameFor(summaryPath === STDIN_PATH ? '' : basename(summaryPath));
  if (wanted === null) return null;
  const dir = folderOf(summaryPath, cwd);
  // A plan of that exact name among the files being linted exists: no need to list the folder.
  const exact = resolve(dir, wanted);
  if (linted.has(exact)) return exact;
  let names = listings.get(dir);
  if (!names) {
    try {
      names = readdirSync(dir);
    } catch {
      names = [];
    }
    listings.set(dir, names);
  }
  const match = names.includes(wanted) ? wanted : names.find((name) => name.toLowerCase() === wanted.toLowerCase());
  return match === undefined ? null : resolve(dir, match);
}

/**
 * What pairing looked for when it found a summary no plan: its `plan:` value, and the files it
 * looked for (that value's from the summary's folder and from the project's root, else the plan of the paired name in
 * its folder), shown relative to the working folder when inside it.
 */
export function planSearch(summary: Entry, cwd: string): PlanSearch {
  const folder = folderOf(summary.path, cwd);
  const wanted =
    summary.planRef !== null
      ? resolve(folder, summary.planRef)
      : (() => {
          const name = planFileNameFor(summary.path === STDIN_PATH ? '' : basename(summary.path));
          return name === null ? null : resolve(folder, name);
        })();
  if (wanted === null) return { ref: summary.planRef, lookedFor: [] };
  const places = summary.planAlsoLookedFor === null ? [wanted] : [wanted, summary.planAlsoLookedFor];
  return { ref: summary.planRef, lookedFor: places.map((place) => shownFrom(cwd, place)) };
}

/** A path as reports show it: relative to the working folder when inside it. */
function shownFrom(cwd: string, path: string): string {
  const shown = relative(cwd, path);
  return shown === '' || shown.startsWith('..') || isAbsolute(shown) ? path : shown;
}

/** The finding of a summary whose plan exists (it was found by name, or `plan:` names it) but cannot be read. */
export function unreadablePlanMessage(summary: Entry, why: string, cwd: string): string {
  const shown = relative(folderOf(summary.path, cwd), summary.planPath!) || basename(summary.planPath!);
  const reason = `${why.charAt(0).toLowerCase()}${why.slice(1)}`;
  return `Cannot check this summary against its plan \`${shown}\` (${reason}); the plan and summary rules did not run`;
}
