import { isMarkdownParserLoaded, loadMarkdownParser } from '@handoff/core/read';
import { estimateParseCost, parseCostBound } from './parse-cost.js';
import { estimateMicromarkBytes, MAX_BYTES_PER_CHARACTER } from './parse-memory.js';
import { StepNeedsPreparation } from './step-timer.js';

/**
 * The per-file parse budget (docs/robustness.md). A file is not parsed when the pre-scan
 * predicts more superlinear work than `WORK_BUDGET_NS` or more memory for its lines than
 * `memoryBudgetBytes`, when a text handed to micromark would need more than its own floor allows, or
 * — the backstop for shapes the pre-scan does not know — when linting it runs past
 * `timeBudgetMs`. Each gives one `parse-budget-exceeded` finding instead of a hang.
 */

/** Predicted superlinear parse work a file may cost: about 1.5 s of remark on the 2-core reference machine. */
export const WORK_BUDGET_NS = 1.5e9;

/** Memory the readers may take for a file's lines whatever its size (a floor under ten times the file). */
const MEMORY_FLOOR_BYTES = 64 * 1024 * 1024;

/**
 * Memory micromark may take for a file's Markdown whatever its size (a floor under ten times the file). Real Markdown
 * dense with code spans and emphasis costs micromark about 170 bytes a character (a 592,000-character plan of finished
 * work, 18,374 backticks and 17,824 emphasis markers: 103 MiB of peak resident memory, the hundred-and-nineteenth
 * sample's), where prose costs 3: ten times the file refused such a file at 600 KB.
 */
const MICROMARK_FLOOR_BYTES = 256 * 1024 * 1024;

/**
 * Bytes the readers hold per line of a file while linting it, whichever reader reads it
 * (measured 170–210 on paragraphs and list items of one-character lines): a file of very
 * short lines costs far more than ten times its size.
 */
const READER_BYTES_PER_LINE = 256;

/**
 * Wall-clock time one file's lint may take: a base, plus twice the base per MiB of text so a large benign file still
 * fits (4 s a MiB by default). Markdown dense with code spans and emphasis lints at about 2.2 s a MiB on the 2-core
 * reference machine (the hundred-and-nineteenth sample's 592,000-character plan: 1.3 s), prose far faster; 0.25 s a
 * MiB stopped that plan on a busy machine. The share per MiB follows the base, as a slower machine is slower per MiB.
 */
export const TIME_BASE_MS = 2000;
const PER_MIB_OF_BASE = 2;

/** Why a file was not (fully) parsed: predicted work, predicted memory, or the time limit. */
export type ParseBudgetExcess =
  | { kind: 'work'; nanos: number; line: number; offset: number; construct: string }
  | { kind: 'memory'; bytes: number; limit: number }
  | { kind: 'time'; limitMs: number };

/** Thrown from inside a parse (through core's markdown guard) when a text would need too much memory. */
export class ParseBudgetError extends Error {
  readonly excess: ParseBudgetExcess;
  constructor(excess: ParseBudgetExcess) {
    super('parse budget exceeded');
    this.name = 'ParseBudgetError';
    this.excess = excess;
  }
}

// The engine and the rule both ask for the same text in a row: remember the last answer.
let lastText: string | undefined;
let lastExcess: ParseBudgetExcess | null = null;

/**
 * What the linear pre-scan (parse-cost.ts) finds over budget in `text`: the memory its lines
 * would take, else the superlinear work its Markdown would cost; `null` when within budget.
 */
export function textOverBudget(text: string): ParseBudgetExcess | null {
  if (text === lastText) return lastExcess;
  const limit = memoryBudgetBytes(text.length);
  // Most files are far within budget: a bound from whole-file counts says so without the scan.
  const bound = parseCostBound(text, WORK_BUDGET_NS);
  if (bound !== null && bound.lines * READER_BYTES_PER_LINE <= limit) {
    lastText = text;
    lastExcess = null;
    return null;
  }
  const cost = estimateParseCost(text);
  const bytes = cost.lines * READER_BYTES_PER_LINE;
  const excess: ParseBudgetExcess | null =
    bytes > limit
      ? { kind: 'memory', bytes, limit }
      : cost.nanos > WORK_BUDGET_NS && cost.worst
        ? {
            kind: 'work',
            nanos: cost.nanos,
            line: cost.worst.line,
            offset: cost.worst.offset,
            construct: cost.worst.construct,
          }
        : null;
  lastText = text;
  lastExcess = excess;
  return excess;
}

/**
 * Memory a file of `fileLength` characters may take: ten times the file, or `floor` (the readers' lines by default;
 * micromark's text with `MICROMARK_FLOOR_BYTES`).
 */
function memoryBudgetBytes(fileLength: number, floor = MEMORY_FLOOR_BYTES): number {
  return Math.max(10 * fileLength, floor);
}

/**
 * A guard for core's `withMarkdownParseGuard`. Under the time budget's watchdog (`timed`), it
 * first has remark loaded outside it (`StepNeedsPreparation`). With `fileLength` (the parse
 * budget applies), it throws `ParseBudgetError` for a text whose parse would pass the memory budget.
 */
export function markdownGuard(options: { timed: boolean; fileLength: number | null }): (text: string) => void {
  const limit = options.fileLength === null ? Infinity : memoryBudgetBytes(options.fileLength, MICROMARK_FLOOR_BYTES);
  return (text) => {
    if (options.timed && !isMarkdownParserLoaded()) throw new StepNeedsPreparation('load remark', loadMarkdownParser);
    // A text that small cannot pass the floor: skip the count.
    if ((text.length + 1) * MAX_BYTES_PER_CHARACTER <= limit) return;
    const bytes = estimateMicromarkBytes(text);
    if (bytes > limit) throw new ParseBudgetError({ kind: 'memory', bytes, limit });
  };
}

/** How long linting a file of `length` characters may take, from the budget of a small file. */
export function timeBudgetMs(length: number, baseMs = TIME_BASE_MS): number {
  return baseMs + Math.ceil((length / (1024 * 1024)) * baseMs * PER_MIB_OF_BASE);
}
