import { dirname, join, resolve } from 'node:path';
import { kindFromFileName, parseDecisionDocument, withMarkdownParseGuard } from '@handoff/core/read';
import { STORE_STATE_FOLDER } from '@handoff/core/store';
import { defaultExclusion } from './classify.js';
import { isBucketed } from './decision-rules-support.js';
import { byPosition } from './engine.js';
import type { Diagnostic, LintResult, SuppressedDiagnostic } from './diagnostic.js';
import { markdownFilesUnder } from './discover.js';
import { isInside } from './gitignore.js';
import { markdownGuard, ParseBudgetError, textOverBudget } from './parse-budget.js';
import { readTextSync } from './read-text.js';
import type { Adoption } from './rule.js';
import type { Entry } from './run/entry.js';
import { toResult } from './run/results.js';
import { statQuietly } from './stat-quietly.js';
import { STDIN_PATH } from './stdin-path.js';
import { copyWith } from './copy-with.js';

/** Files of a project read at most, on disk, to learn whether it has adopted decision sections. */
const SCAN_LIMIT = 2000;

/**
 * Whether each project has adopted decision sections (docs/real-files.md, "Workflows without decision traces"),
 * remembered by project root. The CLI makes one per run; the language server keeps one, so a buffer's
 * project is searched once, not at every keystroke.
 */
export type AdoptionCache = Map<string, boolean>;

/**
 * The project a file belongs to: the nearest folder holding `.planning/`, else the nearest
 * holding `.git`, else `fallback` (the folder linted). `roots` remembers answers per folder.
 */
function projectRootOf(path: string, fallback: string, roots: Map<string, string | null>): string {
  const start = dirname(path);
  const planning = nearest(start, '.planning', roots, 'p');
  if (planning) return planning;
  return nearest(start, '.git', roots, 'g') ?? fallback;
}

function nearest(start: string, marker: string, memo: Map<string, string | null>, tag: string): string | null {
  const visited: string[] = [];
  let found: string | null = null;
  for (let dir = start; ; dir = dirname(dir)) {
    const known = memo.get(`${tag}${dir}`);
    if (known !== undefined) {
      found = known;
      break;
    }
    visited.push(dir);
    if (statQuietly(join(dir, marker)) !== undefined) {
      found = dir;
      break;
    }
    if (dirname(dir) === dir) break;
  }
  for (const dir of visited) memo.set(`${tag}${dir}`, found);
  return found;
}

/**
 * Whether a project with none of its linted plans and summaries holding a bucketed decisions
 * section still has one elsewhere on disk: its other plans and summaries (by name, outside the
 * default exclusions, `.gitignore` respected) are read until one has a section with a bucket or
 * the "no decisions" line. Only regular files
 * are read, links out of `root` are not followed, and a file over the parse budget counts as
 * one without a section (it is not parsed).
 */
function adoptedOnDisk(root: string, linted: ReadonlySet<string>): boolean {
  let read = 0;
  for (const path of markdownFilesUnder(root)) {
    if (linted.has(path) || !isInside(root, path)) continue;
    const kind = kindFromFileName(path);
    if (kind !== 'plan' && kind !== 'summary') continue;
    if (defaultExclusion(path, null, root) !== null) continue;
    if (++read > SCAN_LIMIT) return false;
    const outcome = readTextSync(path);
    if (!outcome.ok || !/decisions/i.test(outcome.text)) continue;
    if (hasDecisionSection(outcome.text, kind)) return true;
  }
  return false;
}

function hasDecisionSection(text: string, kind: 'plan' | 'summary'): boolean {
  if (textOverBudget(text)) return false;
  try {
    return withMarkdownParseGuard(markdownGuard({ timed: false, fileLength: text.length }), () => {
      const section = parseDecisionDocument(text, kind).sections[0];
      return section !== undefined && isBucketed(section, kind);
    });
  } catch (error) {
    if (error instanceof ParseBudgetError) return false;
    throw error;
  }
}

/** A finding held back until its project adopts a convention: reported then, else kept with its suppression. */
export interface PendingFinding {
  held: SuppressedDiagnostic;
  until: Adoption;
}

/**
 * Adoption (docs/real-files.md): a finding a rule holds back until adopted (`heldBack` kind `adoption`) stands only in
 * projects that have adopted what it waits for — the decision buckets (`section-missing`, `bucket-missing` on a
 * section of another schema: one of the project's plans or summaries has a section with a bucket or the "no
 * decisions" line, linted now or on disk), or handoff itself (a free-form hand-over's missing record of failed
 * approaches or step to run: `ProjectReader.adoptsHandoff`). Elsewhere it goes to the result's `suppressedMessages`,
 * so the report can say how many files it held back. `pending` holds each file's such findings, by entry index.
 */
export function holdBackUnadopted(
  entries: readonly Entry[],
  results: LintResult[],
  pending: ReadonlyMap<number, readonly PendingFinding[]>,
  projects: ProjectReader,
): void {
  for (const index of [...pending.keys()].sort((a, b) => a - b)) {
    const entry = entries[index]!;
    const reported: Diagnostic[] = [];
    const held: SuppressedDiagnostic[] = [];
    for (const finding of pending.get(index)!) {
      const adopted = finding.until === 'handoff' ? projects.adoptsHandoff(entry) : projects.adoptedBuckets(entry.path);
      if (adopted) reported.push(withoutSuppressions(finding.held));
      else held.push(finding.held);
    }
    const result = results[index]!;
    const updated: LintResult = copyWith(
      result,
      toResult(result.filePath, [...result.messages, ...reported].sort(byPosition)),
    );
    if (held.length > 0) updated.suppressedMessages = [...(result.suppressedMessages ?? []), ...held];
    results[index] = updated;
  }
}

/** A held-back finding, reported after all. */
function withoutSuppressions(held: SuppressedDiagnostic): Diagnostic {
  const diagnostic: Diagnostic & { suppressions?: unknown } = { ...held };
  delete diagnostic.suppressions;
  return diagnostic;
}

/**
 * The projects of a run (each file's nearest folder holding `.planning/`, else `.git`, else the
 * folder linted) and what each has adopted, asked for lazily and remembered: roots are looked up
 * only for the files a policy needs, never for every file of a large run.
 */
export class ProjectReader {
  readonly #entries: readonly Entry[];
  readonly #cwd: string;
  readonly #cache: AdoptionCache;
  readonly #configGiven: boolean;
  readonly #handoff = new Map<Entry, boolean>();
  readonly #roots = new Map<string, string | null>();
  readonly #buckets = new Map<string, boolean>();
  readonly #stores = new Map<string, boolean>();
  #withSection: Entry[] | undefined;
  #linted: Set<string> | undefined;

  /** `configGiven`: the caller gave the run its config (which adopts handoff for every file). */
  constructor(entries: readonly Entry[], cwd: string, cache: AdoptionCache, configGiven: boolean) {
    this.#entries = entries;
    this.#cwd = cwd;
    this.#cache = cache;
    this.#configGiven = configGiven;
  }

  /**
   * Whether handoff applies to a file by adoption (docs/real-files.md, "Adoption"), asked once per file: its kind was
   * declared or configured rather than read from its name and content, it declares itself (front matter `kind:`,
   * `decisions_schema:`, `handoff_layout:`) or is a handoff the renderer wrote, a config was given or applies to it,
   * its project's root holds the `.handoff/` store, or its project has adopted the decision buckets.
   */
  adoptsHandoff(entry: Entry): boolean {
    let adopted = this.#handoff.get(entry);
    if (adopted === undefined) {
      const inferred = entry.source === 'file-name' || entry.source === 'title' || entry.source === 'plan-reference';
      adopted =
        !inferred ||
        entry.optsIn ||
        entry.declares ||
        this.#configGiven ||
        entry.config.filepath !== null ||
        this.hasStore(entry.path) ||
        this.adoptedBuckets(entry.path);
      this.#handoff.set(entry, adopted);
    }
    return adopted;
  }

  /** The project a file belongs to. */
  rootOf(path: string): string {
    return projectRootOf(
      path === STDIN_PATH ? resolve(this.#cwd, 'stdin.md') : path,
      isInside(this.#cwd, path) ? this.#cwd : dirname(path),
      this.#roots,
    );
  }

  /**
   * Whether the file's project has adopted the decision buckets: one of its plans or summaries has a bucketed section.
   */
  adoptedBuckets(path: string): boolean {
    const root = this.rootOf(path);
    let adopted = this.#buckets.get(root) ?? this.#cache.get(root);
    if (adopted === undefined && this.#adoptedByLinted(root)) adopted = true;
    if (adopted === undefined) {
      adopted = adoptedOnDisk(root, (this.#linted ??= new Set(this.#entries.map((e) => e.path))));
      this.#cache.set(root, adopted);
    }
    this.#buckets.set(root, adopted);
    return adopted;
  }

  /**
   * Whether the file's project root holds the session store: a `.handoff/` folder with the `state/` folder every
   * writer of the store creates. Another tool's `.handoff/` (the sixty-seventh sample's folder of automation scripts)
   * is not it.
   */
  hasStore(path: string): boolean {
    const root = this.rootOf(path);
    let found = this.#stores.get(root);
    if (found === undefined)
      this.#stores.set(
        root,
        (found = statQuietly(join(root, STORE_FOLDER, STORE_STATE_FOLDER))?.isDirectory() === true),
      );
    return found;
  }

  #adoptedByLinted(root: string): boolean {
    this.#withSection ??= this.#entries.filter((entry) => entry.hasSection);
    return this.#withSection.some((entry) => isInside(root, entry.path) && this.rootOf(entry.path) === root);
  }
}

/** The session store's folder at a project's root: its presence means the project uses handoff. */
const STORE_FOLDER = '.handoff';

/**
 * Rules whose findings keep their severity in a project that has not adopted handoff: a credential is one wherever it
 * is.
 */
const ALWAYS_AT_SEVERITY: ReadonlySet<string> = new Set(['secret']);

/**
 * Findings on a file that has not adopted handoff (`ProjectReader.adoptsHandoff`) are warnings (docs/real-files.md,
 * "Adoption"): the project never asked for these checks, so they inform and never fail its CI. `secret` keeps its
 * severity, and so does a file that could not be linted (fatal) where the user named it; met by a folder walk, it is a
 * warning too (a hand-over with one Windows-1252 byte, the two-hundred-and-first sample's, failed its project's CI).
 * Each result gets its reading's `adopted`.
 */
export function weighUnadopted(entries: readonly Entry[], results: LintResult[], projects: ProjectReader): void {
  entries.forEach((entry, index) => {
    const result = results[index]!;
    const reading = result.reading;
    if (!reading || entry.kind === null) return;
    const adopted = projects.adoptsHandoff(entry);
    reading.adopted = adopted;
    if (adopted || result.errorCount === 0) return;
    const lowered = (message: Diagnostic) =>
      message.severity === 2 &&
      (message.fatal !== true || !entry.explicit) &&
      !ALWAYS_AT_SEVERITY.has(message.ruleId ?? '');
    if (!result.messages.some(lowered)) return;
    const messages = result.messages.map((message) =>
      lowered(message) ? copyWith(message, { severity: 1 as const }) : message,
    );
    // `reading` is the result's own, `adopted` now set.
    results[index] = copyWith(result, toResult(result.filePath, messages));
  });
}
