import type { SecretCategory } from '@handoff/core/secrets';
import type { LintResult } from '../diagnostic.js';
import { secretsOf } from '../file-secrets.js';
import { STDIN_PATH } from '../stdin-path.js';
import { textOf } from './classify-pass.js';
import type { Entry } from './entry.js';

/*
 * A secret found in one file is the same secret in the others (docs/secrets.md): a key pasted into a plan with its name
 * (`FIRECRAWL_API_KEY=…`) is the same key where a summary quotes it bare. After the run, the values the `secret` rule
 * reported (read again from their files; never written) are looked for in the run's other linted files, and each file
 * that holds one is linted again with them known. Only files with a reported secret are read for values, and only
 * files are read again when a run reported one; each file is read at most once for both (`textsOnce`).
 */

/**
 * Reads entries' texts (`null`: unreadable) for the two questions: `kept` keeps a reporting file's text from the first
 * to the second, where `once` hands it over and lets it go; `once` keeps no other file's text, so the look-up holds
 * only the reporting files at a time, whatever the run's size.
 */
export interface TextReader {
  kept(index: number): string | null;
  once(index: number): string | null;
}

/** A `TextReader` over `entries`: each file read at most once for both questions. */
export function textsOnce(entries: readonly Entry[]): TextReader {
  const texts = new Map<number, string | null>();
  const read = (index: number): string | null => {
    const outcome = textOf(entries[index]!);
    return outcome.ok ? outcome.text : null;
  };
  return {
    kept(index) {
      if (!texts.has(index)) texts.set(index, read(index));
      return texts.get(index)!;
    },
    once(index) {
      if (!texts.has(index)) return read(index);
      const text = texts.get(index)!;
      texts.delete(index);
      return text;
    },
  };
}

/** The values the run's `secret` findings stand on (value → category), read again from their files. */
export function reportedSecretValues(
  entries: readonly Entry[],
  results: readonly (LintResult | undefined)[],
  read: TextReader,
): Map<string, SecretCategory> {
  const values = new Map<string, SecretCategory>();
  results.forEach((result, index) => {
    const reported = result?.messages.filter((message) => message.ruleId === 'secret') ?? [];
    const entry = entries[index]!;
    if (reported.length === 0 || entry.path === STDIN_PATH) return;
    const text = read.kept(index);
    if (text === null) return;
    const at = new Set(reported.map((message) => `${message.line}:${message.column}`));
    for (const finding of secretsOf(text))
      if (at.has(`${finding.line}:${finding.column}`)) {
        const value = text.slice(finding.offset, finding.offset + finding.length);
        if (!values.has(value)) values.set(value, finding.category);
      }
  });
  return values;
}

/** The linted files (not standard input, not unreadable) whose text holds one of `values`: to lint again. */
export function filesHolding(
  values: ReadonlyMap<string, SecretCategory>,
  entries: readonly Entry[],
  results: readonly (LintResult | undefined)[],
  read: TextReader,
): number[] {
  const out: number[] = [];
  entries.forEach((entry, index) => {
    if (!results[index] || entry.path === STDIN_PATH || entry.fatal || (entry.kind === null && !entry.explicit)) return;
    const text = read.once(index);
    if (text === null) return;
    for (const value of values.keys())
      if (text.includes(value)) {
        out.push(index);
        return;
      }
  });
  return out;
}
