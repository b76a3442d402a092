import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// "1 warnings", "1 approaches": a count written before a plural noun reads wrong for one.
// Every `${count} things` in the sources either chooses the noun by the count (`${n} ${n ===
// 1 ? 'task' : 'tasks'}`, which this scan does not match) or is listed below with the reason
// its count is never 1. A new message with a bare plural fails here until one of the two.

const ROOT = resolve(import.meta.dirname, '..');
const FOLDERS = ['packages/core/src', 'packages/linter/src', 'packages/mcp/src', 'packages/cli/src', 'scripts'];
/** Words ending in `s` after a value that are no plural nouns. */
const NOT_NOUNS = new Set([
  'is',
  'has',
  'does',
  'was',
  'needs',
  'holds',
  'appears',
  'looks',
  'runs',
  'exists',
  'ms',
  'emphasis',
]);

/** `file: expression noun` → why the count is never 1. */
const NEVER_ONE: Record<string, string> = {
  'packages/core/src/lib/kind-evidence.ts: outline.doneItems items': 'a sign only from SUMMARY_DONE_ITEMS (3) items up',
  'packages/cli/src/lib/lsp/frame-reader.ts: n bytes': 'only reported over MAX_FRAME_BYTES (256 MiB)',
  'packages/cli/src/commands/commit.ts: MAX_HANDOFF_BYTES bytes': 'a constant, 256 KiB',
  'packages/cli/src/commands/resume.ts: result.lines.length lines': 'an accepted acknowledgement has 2 to 6 lines',
  "packages/core/src/lib/title/title.ts: TITLE_MAX_INPUT_BYTES.toLocaleString('en-US') bytes": 'a constant, 8,192',
  'packages/core/src/lib/rejections/model.ts: size bytes': 'only reported over the 12 KiB budget',
  'packages/core/src/lib/rejections/model.ts: CHECKPOINT_BUDGET_BYTES bytes': 'a constant, 12,288',
  'packages/core/src/lib/packet/packet.ts: words words': 'only reported over PACKET_MAX_WORDS (2,000)',
  'packages/core/src/lib/packet/packet.ts: Buffer.byteLength(text) bytes': 'only reported over 256 MiB',
  'packages/core/src/lib/session/validate.ts: min characters': 'the minimum lengths are 8 to 40',
  'packages/core/src/lib/session/store.ts: largest bytes': 'only reported over 256 MiB',
  'packages/core/src/lib/session/ack.ts: MAX_ACK_LINES lines': 'a constant, 6',
  'packages/linter/src/lib/parse-cost.ts: counts.length characters': 'a paragraph over the parse budget: thousands',
  'packages/linter/src/lib/parse-cost.ts: lineNumber lines': 'setext underlines past the budget: thousands of lines',
  'packages/linter/src/lib/parse-cost.ts: b.brackets brackets': 'brackets past the budget: thousands',
  'packages/mcp/src/lib/server.ts: TOOLS.length tools': 'a constant, the tool table',
  'scripts/generate.mjs: rules.length rules': 'the rule table, dozens',
  'packages/cli/src/commands/rules.ts: rows.length rules': 'the rule table, dozens',
  'packages/core/src/lib/secrets/quote.ts: value.length characters':
    'only for a value over `max` (at least 40) characters',
  'packages/cli/src/lib/hook/payload.ts: name.length characters': 'only for an event name over 40 characters',
  'packages/cli/src/lib/lsp/frame-reader.ts: value.length characters': 'only for a header value over 20 characters',
  'packages/core/src/lib/audit/source.ts: info.size bytes': 'only reported over MAX_DOCUMENT_BYTES',
  'packages/core/src/lib/audit/source.ts: MAX_DOCUMENT_BYTES bytes': 'a constant, megabytes',
  'packages/core/src/lib/rejections/model.ts: noteBytes bytes': 'only reported over the 12 KiB budget',
  'packages/mcp/src/lib/line-transport.ts: this.#maxLineBytes bytes': 'the line cap, 16 MiB unless a test sets it',
};

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(?:ts|mts|mjs)$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(ROOT, folder, name));
}

describe('counts and nouns', () => {
  it('every `${count} things` in a message agrees with its count, or its count is never 1', () => {
    const found: string[] = [];
    for (const file of FOLDERS.flatMap(sources)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\$\{([^{}]*)\} ([a-z]+s)\b/g)) {
        if (NOT_NOUNS.has(match[2]!)) continue;
        found.push(`${relative(ROOT, file)}: ${match[1]!.trim()} ${match[2]!}`);
      }
    }
    expect(found.filter((key) => !(key in NEVER_ONE))).toEqual([]);
    // The list holds no stale entry: each one is still in the sources.
    expect(Object.keys(NEVER_ONE).filter((key) => !found.includes(key))).toEqual([]);
  });
});
