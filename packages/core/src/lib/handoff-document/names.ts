/**
 * The names of session handoffs in the wild (docs/real-files.md, "Session handoffs in free
 * form"): what makes a file a handoff *candidate*. A name never gives the kind alone — the
 * content must carry at least two handoff concepts — so the net is cast by words, not by a
 * list of file names.
 */

/**
 * Folders whose files are session notes: a file directly in one is a candidate, whatever its
 * name. Plural names only: a folder named `handoff` is as often a plugin or a module of that name.
 */
export const HANDOFF_FOLDERS: ReadonlySet<string> = new Set(['handoffs', 'handovers', 'sessions', 'checkpoints']);

/** Words that name a handoff wherever they stand in a file name, in the languages the corpus and the code index show. */
const HANDOFF_WORDS: ReadonlySet<string> = new Set([
  'handoff',
  'handover',
  'übergabe',
  'uebergabe',
  'passation',
  'traspaso',
  'передача',
]);

/** Words in scripts without spaces between words: they name a handoff wherever they stand in a name. */
const HANDOFF_SUBSTRINGS: readonly string[] = ['交接', '引き継ぎ', '引継ぎ', '인수인계'];

/** Consecutive words that name a session note (`NEXT_SESSION.md`, `session-notes.md`, `.continue-here.md`). */
const HANDOFF_WORD_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['next', 'session'],
  ['session', 'notes'],
  ['session', 'note'],
  ['continue', 'here'],
  ['hand', 'off'],
  ['hand', 'over'],
];

/**
 * The words of a file name without its `.md` / `.markdown` extension, lower case: split at
 * anything that is not a letter or digit and between a lower-case letter and an upper-case
 * one (`nextSession` → `next`, `session`).
 */
export function fileNameWords(name: string): string[] {
  const stem = name.replace(/\.(?:md|markdown)$/i, '');
  return stem
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * Whether a path names a session handoff candidate: its name is `RESUME.md` (any case), holds
 * the word `handoff` or `handover` or one of theirs in other languages (`SESSION_HANDOFF.md`,
 * `handover_VAN_to_PLAN.md`, `handoff-20260201-120000.md`, `UEBERGABE.md`, `交接文档.md`,
 * `引き継ぎ.md`), or the words `next session`, `session notes`, `continue here`
 * (`2026-06-16-NEXT_SESSION.md`); or it sits directly in a folder of session notes
 * (`HANDOFF_FOLDERS`: `.claude/handoffs/`, `context/checkpoints/`).
 */
export function isHandoffName(path: string): boolean {
  const segments = path.split(/[\\/]/);
  const name = segments.pop() ?? '';
  if (!/\.(?:md|markdown)$/i.test(name)) return false;
  const words = fileNameWords(name);
  if (words.length === 1 && words[0] === 'resume') return true;
  if (words.some((word) => HANDOFF_WORDS.has(word))) return true;
  if (HANDOFF_SUBSTRINGS.some((part) => name.includes(part))) return true;
  for (let i = 0; i + 1 < words.length; i++)
    if (HANDOFF_WORD_PAIRS.some(([a, b]) => words[i] === a && words[i + 1] === b)) return true;
  const folder = segments.at(-1)?.toLowerCase();
  return folder !== undefined && HANDOFF_FOLDERS.has(folder);
}
