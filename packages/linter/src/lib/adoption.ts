import { dirname, join } from 'node:path';
import { kindFromFileName, parseDecisionDocument, withMarkdownParseGuard, type DecisionDocument } from '@handoff/core/read';
import { defaultExclusion } from './classify.js';
import { markdownFilesUnder } from './discover.js';
import { isInside } from './gitignore.js';
import { markdownGuard, ParseBudgetError, textOverBudget } from './parse-budget.js';
import { readTextSync } from './read-text.js';
import { statQuietly } from './stat-quietly.js';

/** Files of a project read at most, on disk, to learn whether it has adopted decision sections. */
const SCAN_LIMIT = 2000;

/**
 * Whether each project has adopted decision sections (docs/real-files.md, "Workflows without decision traces"), remembered by
 * project root. The CLI makes one per run; the language server keeps one, so a buffer's
 * project is searched once, not at every keystroke.
 */
export type AdoptionCache = Map<string, boolean>;

/**
 * The project a file belongs to: the nearest folder holding `.planning/`, else the nearest
 * holding `.git`, else `fallback` (the folder linted). `roots` remembers answers per folder.
 */
export function projectRootOf(path: string, fallback: string, roots: Map<string, string | null>): string {
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
 * Whether a project with none of its linted plans and summaries holding a decisions section
 * still has one elsewhere on disk: its other plans and summaries (by name, outside the default
 * exclusions, `.gitignore` respected) are read until one has a section. Only regular files
 * are read, links out of `root` are not followed, and a file over the parse budget counts as
 * one without a section (it is not parsed).
 */
export function adoptedOnDisk(root: string, linted: ReadonlySet<string>): boolean {
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
    return withMarkdownParseGuard(markdownGuard({ timed: false, fileLength: text.length }), () => parseDecisionDocument(text, kind).sections.length > 0);
  } catch (error) {
    if (error instanceof ParseBudgetError) return false;
    throw error;
  }
}

/** Whether a plan or summary's front matter opts it in to decision sections (`kind:` or `decisions_schema:`). */
export function optsIn(document: DecisionDocument): boolean {
  const data = document.frontMatter?.data;
  return data != null && (Object.hasOwn(data, 'kind') || Object.hasOwn(data, 'decisions_schema'));
}
