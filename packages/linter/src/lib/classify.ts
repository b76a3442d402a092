import { relative, sep } from 'node:path';
import type { Ignore } from 'ignore';
import { ignoreRules } from './ignore-rules.js';
import { kindFromFileName, readFrontMatter, type DocumentKind, type FrontMatter } from '@handoff/core/read';

/** How a file's kind was found, strongest first (SPEC §2.3, §2.5). */
export type KindSource = 'front-matter-kind' | 'front-matter-plan' | 'plan-reference' | 'config' | 'file-name';

/** A file's kind and where it came from; a summary may also name its plan. */
export interface Classification {
  kind: DocumentKind;
  source: KindSource;
  /** A summary's front matter `plan:` path (relative to the summary), when it is a string naming a Markdown file. */
  planRef: string | null;
}

/** Matches paths against the `kinds` patterns of a config. */
export interface KindGlobs {
  match(path: string): DocumentKind | null;
}

const KINDS: readonly DocumentKind[] = ['plan', 'summary', 'handoff'];

/**
 * Build the matcher for a config's `kinds` (.gitignore-style patterns, relative to
 * `baseDir`). When several kinds match, plan wins over summary over handoff.
 */
export function kindGlobs(baseDir: string, kinds: Record<DocumentKind, readonly string[]>): KindGlobs {
  const matchers = KINDS.filter((kind) => kinds[kind].length > 0).map((kind) => [kind, ignoreRules(kinds[kind])] as [DocumentKind, Ignore]);
  return {
    match(path) {
      if (matchers.length === 0) return null;
      const rel = relative(baseDir, path);
      if (rel === '' || rel.startsWith('..') || rel.startsWith(sep + sep) || /^[a-zA-Z]:/.test(rel) || rel.startsWith('/')) return null;
      const posix = rel.split(sep).join('/');
      for (const [kind, matcher] of matchers) if (matcher.ignores(posix)) return kind;
      return null;
    },
  };
}

/**
 * A summary's front matter `plan:` value when it can be a path: a string naming a Markdown
 * file. PanWizard's `plan: 01` (a number) is a plan counter, not a path, and is ignored.
 */
export function planReference(frontMatter: FrontMatter | null): string | null {
  const value = frontMatter?.data?.['plan'];
  if (typeof value !== 'string') return null;
  const path = value.trim();
  return /\.(?:md|markdown)$/i.test(path) ? path : null;
}

/**
 * The kind of a file, never from its content alone (SPEC §2.3): front matter `kind:` >
 * front matter `plan:` (→ summary) > configured globs > file name. `null`: the file is no
 * hand-off document and gets no diagnostics. A file named by a summary's `plan:` is made a
 * plan afterwards by the caller (see `lintFiles`), unless its own front matter says otherwise.
 */
export function classify(path: string, frontMatter: FrontMatter | null, globs?: KindGlobs): Classification | null {
  const planRef = planReference(frontMatter);
  const declared = frontMatter?.data?.['kind'];
  if (typeof declared === 'string') {
    const kind = declared.trim().toLowerCase();
    if (kind === 'plan' || kind === 'summary' || kind === 'handoff') {
      return { kind, source: 'front-matter-kind', planRef: kind === 'summary' ? planRef : null };
    }
  }
  if (planRef !== null) return { kind: 'summary', source: 'front-matter-plan', planRef };
  const configured = globs?.match(path) ?? null;
  if (configured) return { kind: configured, source: 'config', planRef: null };
  const named = kindFromFileName(path);
  return named ? { kind: named, source: 'file-name', planRef: null } : null;
}

const OPEN = /^\uFEFF?---[ \t]*(?:\r\n|\r|\n)/;
const LINE = /([^\r\n]*)(\r\n|\r|\n|$)/y;
const CLOSE = /^---[ \t]*$/;
// A `kind` key, a `plan:` value naming a Markdown file, or an escape that could spell either.
const MAY_CLASSIFY = /kind|\.m(?:d|arkdown)|\\/i;

/**
 * The front matter `classify` needs, parsing YAML only when it can change the answer. Most
 * plans and summaries have front matter without `kind:` and without a `plan:` path; for them
 * the answer is the same as for no front matter, and YAML (about a tenth of a millisecond a
 * file, plus loading the parser) is skipped. The block is found exactly as `readFrontMatter`
 * finds it; the test is conservative: any `kind`, `.md`, `.markdown` or backslash in the block
 * (aliases, tags and escapes included) sends it to the full parse.
 */
export function frontMatterForKind(text: string): FrontMatter | null {
  const open = OPEN.exec(text);
  if (!open) return null;
  LINE.lastIndex = open[0].length;
  while (LINE.lastIndex < text.length) {
    const at = LINE.lastIndex;
    const m = LINE.exec(text)!;
    if (CLOSE.test(m[1]!)) return MAY_CLASSIFY.test(text.slice(open[0].length, at)) ? readFrontMatter(text) : null;
    if (m[2] === '') break;
  }
  return null;
}
