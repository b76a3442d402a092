import { isDeepStrictEqual } from 'node:util';
import { conceptTable, findFrontMatter, type ConceptTable } from '@handoff/core/read';
import { classify, frontMatterForKind, kindGlobsOf } from '../classify.js';
import type { HandoffConfig } from '../config.js';
import { decodeText, readTextHeadSync, readTextSync, type HeadOutcome, type TextOutcome } from '../read-text.js';
import type { Entry } from './entry.js';
import { readsAgain } from './reads-again.js';
import type { RuleSets } from './rule-sets.js';
import { detached } from './strings.js';
import { copyWith } from '../copy-with.js';

/**
 * Bytes of file content held between the passes, off the JavaScript heap: a file held is
 * decoded again in pass 2 but not read again (open, stat, read and close cost more than the
 * decode on small files: 8 % of a 2,000-file run). Held as text, the same bytes made V8 grow
 * its heap to about four times their size; as a Buffer they cost their size.
 */
const HELD_BYTES_BUDGET = 8 * 1024 * 1024;

/**
 * Bytes of a file pass 1 reads to classify it: its kind depends on its name and its front
 * matter, which sits at its head. A larger file is read whole only in pass 2, so a 10 MiB
 * note is not read (and its text left for the collector) twice.
 */
const HEAD_BYTES = 64 * 1024;

/**
 * Pass 1: read and classify every file, keeping a few fields of each and nothing of its
 * text. Reads are synchronous on purpose: for thousands of small files the thread pool's
 * round trips cost several times the read itself. Pass 2 reads each file again (from the
 * page cache), or decodes the bytes held here: holding texts between the passes made the heap
 * grow to about four times what was held, and was slower, not faster (bench/README.md, "Memory").
 */
export function classifyPass(entries: readonly Entry[], ruleSets: RuleSets): void {
  let heldBytes = HELD_BYTES_BUDGET;
  for (const entry of entries) {
    const outcome = headOf(entry);
    const frontMatter = outcome.ok ? frontMatterForKind(outcome.text) : null;
    const globs = kindGlobsOf(entry.config);
    const content = { head: outcome.ok ? outcome.text : null, concepts: conceptsOf(entry.config) };
    const found = classify(entry.path, frontMatter ?? null, globs, content);
    if (found.kind !== null) Object.assign(entry, found);
    else entry.noKind = found.reason;
    // Bytes are held only for a file pass 2 reads again (`readsAgain`). In a tree of mostly other Markdown, the budget
    // went to the first files walked, most of no kind; in a list of named files linted with `--no-warn-unknown-kind`,
    // to the first files named, and the plans and summaries after them were read twice (the benchmark's list run).
    const bytes = outcome.ok ? outcome.bytes : undefined;
    if (bytes && bytes.length <= heldBytes && readsAgain(entry, ruleSets.forConfig(entry.config))) {
      entry.bytes = bytes;
      heldBytes -= bytes.length;
    }
    // What the reading found (headings, labels, placeholders) is sliced from the head and kept
    // with the result to the end of the run: copied, so that no head stays alive through it.
    if (entry.held === null) detachReading(entry);
    if (!outcome.ok) entry.fatal = outcome;
    else entry.length = outcome.size;
    // What is kept of a text let go must not be a slice of it (a slice keeps the whole text
    // alive: on 10,000 real files, 1.1 GiB of peak memory instead of 0.4), so it is copied.
    const letGo = entry.held === null;
    if (letGo && entry.planRef !== null) entry.planRef = detached(entry.planRef);
    // Front matter parsed to classify the file is kept when it decided the kind (or is
    // invalid, which is small), so its YAML is read once; most is not parsed here at all
    // (`frontMatterForKind`). Kept where it only might have decided, it was the largest thing
    // alive through pass 1 on real files (GSD `must_haves` lists), and the heap grows to
    // about four times that.
    const decided =
      frontMatter != null &&
      (frontMatter.data === null || !isDeepStrictEqual(found, classify(entry.path, null, globs, content)));
    if (outcome.ok)
      entry.frontMatter = letGo && frontMatter ? (decided ? structuredClone(frontMatter) : undefined) : frontMatter;
  }
}

/**
 * Copy what an entry keeps of the reading of its head: a heading text is a slice of the head,
 * and a slice keeps the whole head (up to 64 KiB) alive (ten copies of the real corpus held
 * 15 MiB of heads through their readings).
 */
function detachReading(entry: Entry): void {
  if (entry.evidence.length > 0) entry.evidence = structuredClone(entry.evidence);
  if (entry.noKind !== null && entry.noKind.why !== 'name') entry.noKind = structuredClone(entry.noKind);
}

/** The handoff synonym table of a config: the default one, with the config's extra headings. */
function conceptsOf(config: HandoffConfig): ConceptTable {
  /* eslint-disable-next-line @typescript-eslint/no-unnecessary-condition --
     an SDK caller may pass a config built by hand */
  return conceptTable(config.handoffs?.headings);
}

/** The whole text of a file for pass 2: the text held, else the bytes held (decoded), else read again. */
export function textOf(entry: Entry): TextOutcome {
  if (entry.held) return entry.held;
  const bytes = entry.bytes;
  entry.bytes = null;
  return bytes ? decodeText(bytes) : readTextSync(entry.path);
}

/** What pass 1 classifies a file by: its head, or all of it when the head ends inside its front matter. */
function headOf(entry: Entry): HeadOutcome {
  if (entry.held)
    return entry.held.ok ? copyWith(entry.held, { complete: true, size: entry.held.text.length }) : entry.held;
  const head = readTextHeadSync(entry.path, HEAD_BYTES);
  if (!head.ok || head.complete || !head.text.startsWith('---') || findFrontMatter(head.text)) return head;
  const whole = readTextSync(entry.path);
  return whole.ok ? copyWith(whole, { complete: true, size: Math.max(head.size, whole.text.length) }) : whole;
}
