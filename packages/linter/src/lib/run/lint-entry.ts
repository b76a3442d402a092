import { createHash } from 'node:crypto';
import type { DecisionDocument, FrontMatter } from '@handoff/core/read';
import type { ParseMode } from '../engine.js';
import type { PlanSearch } from '../rule.js';
import { lintFile, type FileLint } from '../lint-file.js';
import { StepNeedsPreparation, StepOverrun } from '../step-timer.js';
import { textOf } from './classify-pass.js';
import { readsAgain } from './reads-again.js';
import type { Entry } from './entry.js';
import { fixUntilDone } from './fix-loop.js';
import { fatal } from './results.js';
import type { RuleSet } from './rule-sets.js';

/** How pass 2 lints each file. */
export interface EntryLintOptions {
  parse: ParseMode;
  fix: boolean;
  reportUnusedDirectives: boolean;
  /**
   * Summaries are paired with their plans (a host that lints one file alone cannot): one paired with none is reported.
   */
  pairing: boolean;
}

/** One file's lint in a run: the pipeline's, and with `fix` the text after every fix (when a fix changed it). */
export interface EntryLint extends FileLint {
  output?: string;
  /** With `output`: the sha256 (hex) of the text the fixes were applied to (`LintResult.sourceDigest`). */
  sourceDigest?: string;
  /** With `output`: how many fixes were applied (`LintResult.fixCount`). */
  fixCount?: number;
}

/**
 * Lint one entry of a run with the one per-file pipeline (`lintFile`): its text read (or the
 * text or bytes held for it), its plan if it is a summary, and with `fix` the fix loop. A file
 * with no kind gets nothing unless it was named; an unreadable file gets its fatal finding; a
 * rule or parser bug becomes a fatal finding of this file, never the end of the run.
 */
export function lintEntry(
  entry: Entry,
  ruleSet: RuleSet,
  plan: { path: string; document: DecisionDocument } | undefined,
  options: EntryLintOptions,
  unpaired?: PlanSearch,
): EntryLint {
  // A file with no kind gets no diagnostics, unreadable or not, unless named (docs/cli.md,
  // "Which files get diagnostics").
  if (entry.kind === null && !entry.explicit) return { messages: [], suppressed: [], pending: [] };
  if (entry.fatal)
    return {
      messages: [fatal(entry.fatal.message, entry.fatal.line, entry.fatal.column)],
      suppressed: [],
      pending: [],
    };
  // A named file of no kind with no `unclassified` rule on (`--no-warn-unknown-kind`, as a commit
  // hook naming every staged file runs) gets nothing either: its text is not read again.
  if (!readsAgain(entry, ruleSet)) return { messages: [], suppressed: [], pending: [] };
  const outcome = textOf(entry);
  entry.held = null;
  if (!outcome.ok)
    return { messages: [fatal(outcome.message, outcome.line, outcome.column)], suppressed: [], pending: [] };
  const lint = (text: string, frontMatter: FrontMatter | null | undefined): FileLint =>
    lintFile(
      {
        path: entry.path,
        text,
        kind: entry.kind,
        /* eslint-disable-next-line @typescript-eslint/no-unnecessary-condition --
           an SDK caller may pass a config built by hand */
        handoffs: entry.config.handoffs ?? { layout: 'auto', headings: {} },
        explicit: entry.explicit,
        noKindReason: entry.noKind ?? { why: 'name' },
        ...(frontMatter !== undefined ? { frontMatter } : {}),
      },
      {
        rules: ruleSet.rules,
        settings: ruleSet.settings,
        options: ruleSet.options,
        parse: options.parse,
        reportUnusedDirectives: options.reportUnusedDirectives,
        timed: true,
        ...(plan ? { plan } : {}),
        ...(unpaired ? { unpaired } : {}),
      },
    );
  try {
    const first = lint(outcome.text, entry.frontMatter);
    if (!options.fix) return first;
    const fixed = fixUntilDone(outcome.text, first, (text) => lint(text, undefined));
    if (fixed.text === outcome.text) return fixed.lint;
    return {
      ...fixed.lint,
      output: fixed.text,
      sourceDigest: createHash('sha256').update(outcome.text).digest('hex'),
      fixCount: fixed.applied,
    };
  } catch (error) {
    if (error instanceof StepNeedsPreparation) {
      // The step runs again once remark is loaded: keep the text (standard input has no other copy).
      entry.held = outcome;
      throw error;
    }
    // The time budget's (the watchdog's own interruption cannot be caught; a clock's `StepOverrun` can).
    if (error instanceof StepOverrun) throw error;
    // A rule or parser bug must not take the other files' results down with it.
    const why = error instanceof Error ? error.message : String(error);
    return {
      messages: [fatal(`Internal error while linting this file (please report it): ${why.split('\n', 1)[0]}`, 1, 1)],
      suppressed: [],
      pending: [],
    };
  }
}
