import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { PLAN, Session, type CodeAction } from '../helpers/lsp-session.js';
import { handoffWithSectionBody } from './helpers/checks.js';

// The built language server under load: a buffer that would take the inline reader minutes,
// and the latency of a lint as you type. Seconds each, so they run in this lane, not in
// `npm test`. Nothing here asserts a duration: the latency is printed, not judged (a figure
// to compare across runs on one machine), and every wait is a hang guard.

const range = (l1: number, c1: number, l2: number, c2: number) => ({
  start: { line: l1, character: c1 },
  end: { line: l2, character: c2 },
});
/** 600 KB of `a_ ` in one paragraph: with the pre-scan off, the inline reader would take minutes. */
// A RESUME.md in the rendered layout (its `# Session handoff` title) with 100,000 one-line items
// in a section: no superlinear term for the pre-scan, yet linting them takes seconds, so only
// the time budget stops it.
const COSTLY = `# Session handoff\n\n${handoffWithSectionBody('1. a\n'.repeat(100_000))}`;
const STYLE_DEFECT = PLAN.replace('### Considered and rejected', '### Rejected alternatives');

let dir: string;
let session: Session | undefined;

beforeAll(() => {
  expect(existsSync(BIN), `${BIN} is missing: run \`npm run build\` first`).toBe(true);
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'handoff-lsp-load-'));
});
afterEach(() => {
  session?.dispose();
  session = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe('handoff lsp --stdio under load', () => {
  it('lints off its message loop: a buffer still being linted holds up neither the server nor another buffer', async () => {
    // A time budget far past the test's life: the costly buffer cannot be published before the
    // plan however slow the machine, so the order below is not a race.
    writeFileSync(
      join(dir, '.handoffrc.json'),
      JSON.stringify({ rules: { 'parse-budget-exceeded': ['off', { timeBudgetMs: 600_000 }] } }),
    );
    session = new Session(dir);
    await session.initialize(dir, { debounceMs: 0 });
    const costly = pathToFileURL(join(dir, 'RESUME.md')).href;
    await session.open(costly, COSTLY);
    const plan = pathToFileURL(join(dir, '01-PLAN.md')).href;
    const planPublished = session.next(plan, () => true, 60_000);
    await session.open(plan, STYLE_DEFECT);
    expect((await planPublished).diagnostics.map((d) => d.code)).toEqual(['bucket-heading-style']);
    // The server answers requests meanwhile, too.
    const actions = await session.rpc.sendRequest<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: plan },
      range: range(14, 0, 14, 0),
      context: { diagnostics: [] },
    });
    expect(actions.length).toBeGreaterThan(0);
    expect(session.published.filter((p) => p.uri === costly)).toEqual([]);
    expect(await session.shutdown()).toBe(0);
  }, 120_000);

  it('stops a buffer at its time budget and publishes one diagnostic naming the budget', async () => {
    writeFileSync(
      join(dir, '.handoffrc.json'),
      JSON.stringify({ rules: { 'parse-budget-exceeded': ['error', { timeBudgetMs: 100 }] } }),
    );
    session = new Session(dir);
    await session.initialize(dir, { debounceMs: 0 });
    const costly = pathToFileURL(join(dir, 'RESUME.md')).href;
    const published = session.next(costly, () => true, 60_000);
    await session.open(costly, COSTLY);
    // The budget in the message is the configured one plus its share per MiB of the buffer, not a measurement.
    expect((await published).diagnostics).toEqual([
      expect.objectContaining({
        code: 'parse-budget-exceeded',
        message: expect.stringMatching(
          new RegExp(
            String.raw`^Unexpected parse time, linting this file did not finish within \d+\.\d s, so it was stopped ` +
              String.raw`and not linted$`,
          ),
        ),
      }),
    ]);
    // The thread that was stopped is replaced: the next buffer is linted as usual.
    const plan = pathToFileURL(join(dir, '01-PLAN.md')).href;
    const planPublished = session.next(plan, () => true, 60_000);
    await session.open(plan, STYLE_DEFECT);
    expect((await planPublished).diagnostics.map((d) => d.code)).toEqual(['bucket-heading-style']);
    expect(await session.shutdown()).toBe(0);
  }, 120_000);

  it('prints the latency from didChange to publishDiagnostics for a 10 KB plan (no debounce)', async () => {
    session = new Session(dir);
    await session.initialize(dir, { debounceMs: 0 });
    const uri = pathToFileURL(join(dir, 'big-PLAN.md')).href;
    const items = (n: number) =>
      Array.from(
        { length: n },
        (_, i) =>
          `- D-${i + 1}: Keep rule ${i + 1} stable across releases. Why: users pin on it. Source: REQ-${i + 1}.`,
      ).join('\n');
    const text = (n: number) => PLAN.replace(/- D-1:.*\n/, `${items(n)}\n`);
    let n = 1;
    while (text(n).length < 10 * 1024) n++;
    const opened = session.next(uri);
    await session.open(uri, text(n));
    expect((await opened).diagnostics).toEqual([]);

    const samples: number[] = [];
    for (let version = 2; version < 22; version++) {
      const edited = text(n).replace('Keep rule 1 ', version % 2 === 0 ? 'Keep rule one ' : 'Keep rule 1 ');
      const published = session.next(uri, (p) => p.version === version);
      const start = performance.now();
      await session.replace(uri, edited, version);
      // Every edit is linted, in full: its own version, still clean.
      expect((await published).diagnostics).toEqual([]);
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    const median = samples[samples.length >> 1]!;
    console.log(
      `lsp latency, ${(text(n).length / 1024).toFixed(1)} KB plan, didChange → publishDiagnostics: ` +
        `median ${median.toFixed(1)} ms, min ${samples[0]!.toFixed(1)} ms, max ${samples.at(-1)!.toFixed(1)} ms ` +
        `(${samples.length} edits)`,
    );
    expect(await session.shutdown()).toBe(0);
  }, 120_000);
});
