import { readdir } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import {
  kindFromFileName,
  parseDecisionDocument,
  planFileNameFor,
  readFrontMatter,
  stripBom,
  hasBom,
  withMarkdownParseGuard,
  type BucketName,
  type DecisionKind,
  type FieldKey,
  type Span,
} from '@handoff/core/read';
import { readRegularFile } from '@handoff/core/store';

/** One item of a bucket, as the editor features need it. */
export interface OutlineItem {
  id: string | null;
  span: Span;
  /** The `O-n` a Taken item names, the `D-n` a deviation names. */
  reference: string | null;
  /** The fields the item carries. */
  fields: FieldKey[];
  /** The item's text (plain), for a completion's documentation. */
  text: string;
}

/** One bucket of the section: from its heading to the next bucket's (or the section's end). */
export interface OutlineBucket {
  name: BucketName | null;
  heading: Span;
  /** Offset where the bucket ends (exclusive), in the text the outline was read from. */
  end: number;
  items: OutlineItem[];
  /** The `(none)` statements. */
  none: Span[];
}

/** A plan's item a summary can point at. */
interface PlanItem {
  id: string;
  bucket: BucketName;
  span: Span;
  text: string;
}

/** What the editor features read of a plan or summary, computed where the buffer is linted. */
export interface DecisionOutline {
  kind: DecisionKind;
  /** The first decisions section: its heading and where it ends; `null` when there is none. */
  section: { heading: Span; end: number } | null;
  buckets: OutlineBucket[];
  /** For a summary: the plan it pairs with and its items; `null` when none could be read. */
  plan: { path: string; bom: boolean; items: PlanItem[] } | null;
}

/** The largest text an outline parses: the lint has parsed the buffer already, the plan may be anything. */
const MAX_OUTLINE_BYTES = 1024 * 1024;
/** The largest text handed to micromark for an outline (the fast path reads the usual sections without it). */
const MAX_MICROMARK_CHARS = 256 * 1024;

/** Refuse a text micromark would read that is larger than any decision section needs. */
const guard = (text: string): void => {
  if (text.length > MAX_MICROMARK_CHARS) throw new OutlineTooLarge();
};

class OutlineTooLarge extends Error {}

/**
 * The outline of a buffer that is a plan or a summary (by front matter `kind:` / `plan:` or
 * its name), with its paired plan's items for a summary; `null` for any other buffer, or one
 * too large to outline. The plan is found as `handoff lint` pairs it: the summary's `plan:`
 * (relative to its folder), else the plan of the same name pattern in its folder, read from
 * disk as the lint reads it (unsaved edits to the plan count once it is saved).
 */
export async function decisionOutline(text: string, filePath: string | undefined): Promise<DecisionOutline | null> {
  if (text.length > MAX_OUTLINE_BYTES) return null;
  const frontMatter = safely(() => readFrontMatter(stripBom(text)));
  const declared = frontMatter?.data?.['kind'];
  const planRef = planReference(frontMatter?.data?.['plan']);
  const named = filePath === undefined ? null : kindFromFileName(filePath);
  const kind: DecisionKind | null =
    declared === 'plan' || declared === 'summary'
      ? declared
      : planRef !== null
        ? 'summary'
        : named === 'plan' || named === 'summary'
          ? named
          : null;
  if (kind === null) return null;
  const read = outlineOf(text, kind);
  if (read === null) return null;
  let plan: DecisionOutline['plan'] = null;
  if (kind === 'summary' && filePath !== undefined && filePath !== basename(filePath)) {
    const planPath = await pairedPlanPath(filePath, planRef);
    if (planPath !== null) {
      const planText = await readPlan(planPath);
      if (planText !== undefined && planText.length <= MAX_OUTLINE_BYTES) {
        const planOutline = outlineOf(planText, 'plan');
        if (planOutline !== null)
          plan = {
            path: planPath,
            bom: hasBom(planText),
            items: planOutline.buckets.flatMap((bucket) =>
              bucket.name === null
                ? []
                : bucket.items.flatMap((item) =>
                    item.id === null ? [] : [{ id: item.id, bucket: bucket.name!, span: item.span, text: item.text }],
                  ),
            ),
          };
      }
    }
  }
  return { ...read, plan };
}

function outlineOf(text: string, kind: DecisionKind): Omit<DecisionOutline, 'plan'> | null {
  const document = safely(() => withMarkdownParseGuard(guard, () => parseDecisionDocument(text, kind)));
  if (document === null) return null;
  const section = document.sections[0];
  if (!section) return { kind, section: null, buckets: [] };
  const buckets = section.buckets.map((bucket, index): OutlineBucket => ({
    name: bucket.name,
    heading: bucket.span,
    end: section.buckets[index + 1]?.span.start.offset ?? section.end.offset,
    items: bucket.items.map((item) => ({
      id: item.id,
      span: item.span,
      reference: item.reference,
      fields: Object.keys(item.fields) as FieldKey[],
      text: item.text,
    })),
    none: bucket.none,
  }));
  return { kind, section: { heading: section.heading, end: section.end.offset }, buckets };
}

/** A summary's front matter `plan:` when it names a Markdown file (as `handoff lint` reads it). */
function planReference(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  return /\.(?:md|markdown)$/i.test(path) ? path : null;
}

/** The plan a summary pairs with: its `plan:`, else the plan name in its folder (exact case first). */
async function pairedPlanPath(summaryPath: string, planRef: string | null): Promise<string | null> {
  const folder = dirname(summaryPath);
  if (planRef !== null) return resolve(folder, planRef);
  const name = planFileNameFor(summaryPath);
  if (name === null) return null;
  const names = await readdir(folder).catch(() => [] as string[]);
  const found =
    names.find((candidate) => candidate === name) ?? names.find((c) => c.toLowerCase() === name.toLowerCase());
  return found === undefined ? null : join(folder, found);
}

/** A plan's text from disk: a regular file only, bounded, never through a FIFO or a device. */
async function readPlan(path: string): Promise<string | undefined> {
  try {
    const bytes = await readRegularFile(path, { maxBytes: MAX_OUTLINE_BYTES });
    return bytes === null ? undefined : new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function safely<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}
