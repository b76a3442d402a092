import { dirname } from 'node:path';
import type { DocumentKind, EvidenceItem, FrontMatter, HandoffLayout } from '@handoff/core/read';
import type { KindSource, NoKindReason } from '../file-reading.js';
import type { HandoffConfig } from '../config.js';
import type { TextOutcome } from '../read-text.js';
import { STDIN_PATH } from '../stdin-path.js';

/**
 * One file of a lint run, as plain data: each job of the run (collect, per-folder config,
 * classify, pair, lint, adoption) fills in its fields and hands the list to the next.
 */
export interface Entry {
  /** Absolute path, or `<stdin>`. */
  path: string;
  explicit: boolean;
  /** The text, held between the two passes only for standard input (and while a file is linted again). */
  held: TextOutcome | null;
  /** The file's bytes, held between the passes within the classify pass's budget (decoded again, never read again). */
  bytes: Uint8Array | null;
  kind: DocumentKind | null;
  source: KindSource | null;
  /** Why the file has no kind (for `kind-unknown` when the user named it). */
  noKind: NoKindReason | null;
  /** For a kind from the name: the content that corroborates it (`classify`). */
  evidence: EvidenceItem[];
  /** For a handoff once linted: why it is in the rendered layout, or `null` for a free-form one. */
  layout: HandoffLayout | null;
  /** Once linted: the file declares itself (front matter `handoff_layout:`) or is a handoff the renderer wrote. */
  declares: boolean;
  /** For a handoff once linted: why it is kept as history (the hand-over rules did not run), or `null`. */
  history: string | null;
  /** Front matter parsed while classifying (`undefined`: not parsed yet), kept so its YAML is parsed once. */
  frontMatter: FrontMatter | null | undefined;
  /**
   * For a plan or summary once linted: whether it has a bucketed decisions section, and whether its front matter opts
   * it in.
   */
  hasSection: boolean;
  optsIn: boolean;
  planRef: string | null;
  fatal: { message: string; line: number; column: number } | null;
  /** For a summary: the absolute path of the plan it pairs with, if any. */
  planPath: string | null;
  /**
   * For a summary whose `plan:` names no file: the other place it was looked for besides `planPath` (from the
   * project's root), or `null`.
   */
  planAlsoLookedFor: string | null;
  /** For a summary whose plan lies outside its project: why that plan was not read (reported on the summary). */
  planRefused: string | null;
  /** For a summary once linted: its plan was read, so the plan ↔ summary rules ran. */
  paired: boolean;
  /** The config that applies to the file (the run's, or its folder's merged one). */
  config: HandoffConfig;
  /**
   * Its size in bytes when read (0 when it could not be; never less than its characters): what
   * its time budget is sized by.
   */
  length: number;
}

/**
 * An entry before classification; one literal, so every entry shares one object shape (a
 * spread gave each its own: 8 MiB of shapes at 20k files).
 */
export function newEntry(path: string, explicit: boolean, held: TextOutcome | null, config: HandoffConfig): Entry {
  return {
    path,
    explicit,
    held,
    bytes: null,
    kind: null,
    source: null,
    noKind: null,
    evidence: [],
    layout: null,
    declares: false,
    history: null,
    frontMatter: undefined,
    hasSection: false,
    optsIn: false,
    planRef: null,
    fatal: null,
    planPath: null,
    planAlsoLookedFor: null,
    planRefused: null,
    paired: false,
    config,
    length: 0,
  };
}

/** The folder a file's config, plan and references are read against (the working folder for standard input). */
export function folderOf(path: string, cwd: string): string {
  return path === STDIN_PATH ? cwd : dirname(path);
}
