import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN, Session } from '../helpers/lsp-session.js';

// The editor features of `handoff lsp --stdio` beyond diagnostics, against the built server
// over a real pipe: hover on a finding shows its rule's page, definition goes from a summary's
// `O-n` / `D-n` to the plan's item, completion offers ids, references and labels in a bucket,
// and a code action adds the Taken item an Open decision is missing (structure only).

const TWO_OPEN_PLAN = PLAN.replace(
  '- O-1: Where the grace window lives. Constraints: survives restarts. Reason left open: load numbers.',
  '- O-1: Where the grace window lives. Constraints: survives restarts. Reason left open: load numbers.\n- O-2: ' +
    'The rotation metric name. Constraints: `auth_*` prefix. Reason left open: naming review.',
);
// Line numbers (0-based) of TWO_OPEN_PLAN: D-1 on 9, O-1 on 12, O-2 on 13.

const SUMMARY = `# Summary 01

## Files Changed
- src/token.ts

## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose Redis for O-1. Reason: it survives restarts.

### Deviations (from plan; must explain)
- DV-1 (D-1): Plan said SHA-256; I did SHA-512. Reason: policy. Verification: the review signed it off.

### Open questions for verifier
(none)
`;
// Line 8: `- DT-1: …`; line 11: `- DV-1 (D-1): …`.

let dir: string;
let session: Session;
let summaryUri: string;
let planUri: string;

interface Location {
  uri: string;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
}
interface Completion {
  label: string;
  detail?: string;
  textEdit: { newText: string };
  sortText?: string;
}
interface Action {
  title: string;
  kind: string;
  isPreferred?: boolean;
  edit: { changes: Record<string, Array<{ range: Location['range']; newText: string }>> };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'handoff-lsp-features-'));
  writeFileSync(join(dir, '01-PLAN.md'), TWO_OPEN_PLAN);
  writeFileSync(join(dir, '01-SUMMARY.md'), SUMMARY);
  planUri = pathToFileURL(join(dir, '01-PLAN.md')).href;
  summaryUri = pathToFileURL(join(dir, '01-SUMMARY.md')).href;
  session = new Session(dir);
  const { capabilities } = await session.initialize(dir, { debounceMs: 0 });
  expect(capabilities).toMatchObject({ hoverProvider: true, definitionProvider: true, completionProvider: {} });
  const published = session.next(summaryUri);
  await session.open(summaryUri, SUMMARY);
  expect((await published).diagnostics.map((d) => d.code)).toEqual(['open-decision-untaken']);
});
afterAll(async () => {
  expect(await session.shutdown()).toBe(0);
  session.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const at = (line: number, character: number) => ({ textDocument: { uri: summaryUri }, position: { line, character } });

describe('hover', () => {
  it("shows the finding's rule: its message, what it checks and why, and a link to its page", async () => {
    const hover = await session.rpc.sendRequest<{ contents: { kind: string; value: string } } | null>(
      'textDocument/hover',
      at(5, 3),
    );
    expect(hover?.contents.kind).toBe('markdown');
    const value = hover!.contents.value;
    expect(value).toContain("**`open-decision-untaken`**: Missing Taken item for the plan's `O-2`");
    expect(value).toContain('#### What it checks');
    expect(value).toContain('#### Why');
    expect(value).not.toContain('## Incorrect');
    expect(value).toContain(
      "[The rule's " +
        'page](https://github.com/handoff-dev/handoff/blob/main/packages/linter/docs/rules/open-decision-untaken.md)',
    );
  });

  it('is empty where no finding is', async () => {
    expect(await session.rpc.sendRequest('textDocument/hover', at(8, 4))).toBeNull();
  });
});

describe('definition', () => {
  it("goes from a Taken item's O-n and a deviation's D-n to the plan's decision", async () => {
    const open = await session.rpc.sendRequest<Location | null>('textDocument/definition', at(8, 26));
    expect(open).toEqual({
      uri: planUri,
      range: { start: { line: 12, character: 0 }, end: { line: 12, character: 100 } },
    });
    const locked = await session.rpc.sendRequest<Location | null>('textDocument/definition', at(11, 9));
    expect(locked?.uri).toBe(planUri);
    expect(locked?.range.start).toEqual({ line: 9, character: 0 });
  });

  it('finds nothing on other words, or on an id the plan does not declare', async () => {
    expect(await session.rpc.sendRequest('textDocument/definition', at(8, 12))).toBeNull();
    expect(await session.rpc.sendRequest('textDocument/definition', at(8, 3))).toBeNull();
  });
});

describe('completion', () => {
  const complete = async (text: string, line: number, character: number): Promise<Completion[]> => {
    const version = Date.now() % 1_000_000;
    const published = session.next(summaryUri, (p) => p.version === version);
    await session.replace(summaryUri, text, version);
    await published;
    return session.rpc.sendRequest<Completion[]>('textDocument/completion', at(line, character));
  };

  it('offers the next id at the start of an item', async () => {
    const text = SUMMARY.replace(
      '- DT-1: Chose Redis for O-1. Reason: it survives restarts.\n',
      '- DT-1: Chose Redis for O-1. Reason: it survives restarts.\n- \n',
    );
    const items = await complete(text, 9, 2);
    expect(items.map((item) => [item.label, item.textEdit.newText])).toEqual([['DT-2', 'DT-2: ']]);
  });

  it("offers the plan's Open decisions after `O-` in Taken, those not taken yet first", async () => {
    const text = SUMMARY.replace(
      '- DT-1: Chose Redis for O-1. Reason: it survives restarts.\n',
      '- DT-1: Chose Redis for O-1. Reason: it survives restarts.\n- DT-2: Chose auth_rotations for O\n',
    );
    const items = await complete(text, 9, 34);
    const sorted = [...items].sort((a, b) => a.sortText!.localeCompare(b.sortText!));
    expect(sorted.map((item) => [item.label, item.detail])).toEqual([
      ['O-2', 'not taken yet'],
      ['O-1', 'taken already'],
    ]);
  });

  it('offers the labels an item of the bucket does not carry yet', async () => {
    const text = SUMMARY.replace(
      '- DV-1 (D-1): Plan said SHA-256; I did SHA-512. Reason: policy. Verification: the review signed it off.',
      '- DV-1 (D-1): Plan said SHA-256; I did SHA-512. ',
    );
    const items = await complete(text, 11, 48);
    expect(items.map((item) => item.label)).toEqual(['Reason:', 'Verification:']);
  });
});

describe('code action: the missing Taken item', () => {
  it('adds the skeleton after the last Taken item: the id, the reference and the labels, no content', async () => {
    const version = 900_001;
    const published = session.next(summaryUri, (p) => p.version === version);
    await session.replace(summaryUri, SUMMARY, version);
    const { diagnostics } = await published;
    const actions = await session.rpc.sendRequest<Action[]>('textDocument/codeAction', {
      textDocument: { uri: summaryUri },
      range: diagnostics[0]!.range,
      context: { diagnostics },
    });
    expect(actions.map((action) => [action.title, action.kind, action.isPreferred])).toEqual([
      ['Add a Taken item for O-2 (the choice and the reason are yours to write)', 'quickfix', undefined],
      ['Add a Taken item marking O-2 mooted (the reason is yours to write)', 'quickfix', undefined],
    ]);
    expect(actions[0]!.edit.changes[summaryUri]).toEqual([
      {
        range: { start: { line: 8, character: 58 }, end: { line: 8, character: 58 } },
        newText: '\n- DT-2: Chose … for O-2. Reason: …',
      },
    ]);
    // Applied, the finding moves to the item: its reason is the author's to write.
    const applied = SUMMARY.replace(
      'Reason: it survives restarts.\n',
      'Reason: it survives restarts.\n- DT-2: Chose … for O-2. Reason: …\n',
    );
    const after = session.next(summaryUri, (p) => p.version === version + 1);
    await session.replace(summaryUri, applied, version + 1);
    expect((await after).diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([['item-field-missing', 9]]);
    // Not part of "fix all": it is no autofix.
    const fixAll = await session.rpc.sendRequest<Action[]>('textDocument/codeAction', {
      textDocument: { uri: summaryUri },
      range: diagnostics[0]!.range,
      context: { diagnostics: [], only: ['source.fixAll.handoff'] },
    });
    expect(fixAll).toEqual([]);
  });
});
