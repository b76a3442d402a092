import { spawn } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StreamMessageReader } from 'vscode-jsonrpc/node';
import { BIN } from '../helpers/cli.js';
import { PLAN, Session, type CodeAction } from '../helpers/lsp-session.js';
import { handoffWithSectionBody } from '../robustness/helpers/checks.js';

// Runs the built server (`npm run build` first) over a real stdio pipe: that is what these
// tests test. A server per test where the test configures it (options, a config file); one
// server for a describe whose tests each open buffers of their own. The latency and a buffer
// that runs to its time budget take seconds: they are in the robustness lane
// (tests/robustness/lsp-load.test.ts).

const summary = (deviation: string) => `# Summary 01

## Files Changed
- src/token.ts

## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose Redis for O-1. Reason: it survives restarts.

### Deviations (from plan; must explain)
${deviation}

### Open questions for verifier
(none)
`;
const UNVERIFIED = '- DV-1: Plan said D-1 SHA-256; I did SHA-512. Reason: policy.';
const VERIFIED = `${UNVERIFIED} Verification: the security review signed it off.`;

const range = (l1: number, c1: number, l2: number, c2: number) => ({
  start: { line: l1, character: c1 },
  end: { line: l2, character: c2 },
});

let dir: string;
let session: Session | undefined;

beforeAll(() => {
  expect(existsSync(BIN), `${BIN} is missing: run \`npx tsc --build\` first`).toBe(true);
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'handoff-lsp-'));
});
afterEach(() => {
  session?.dispose();
  session = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** A `didChange` notification as a client writes it on the wire. */
const didChange = (uri: string, text: string, version: number) =>
  frame(
    JSON.stringify({
      jsonrpc: '2.0',
      method: 'textDocument/didChange',
      params: { textDocument: { uri, version }, contentChanges: [{ text }] },
    }),
  );

describe('handoff lsp --stdio', () => {
  it('publishes diagnostics as you type, clears them when fixed, offers quick fixes, and exits 0', async () => {
    writeFileSync(join(dir, '01-PLAN.md'), PLAN);
    session = new Session(dir);
    const init = await session.initialize(dir);
    expect(init.capabilities).toMatchObject({
      codeActionProvider: { codeActionKinds: ['quickfix', 'source.fixAll.handoff'] },
    });

    // A summary with an unverified deviation, paired with the plan on disk.
    const summaryUri = pathToFileURL(join(dir, '01-SUMMARY.md')).href;
    const first = session.next(summaryUri);
    await session.open(summaryUri, summary(UNVERIFIED));
    const defect = await first;
    expect(defect.diagnostics).toEqual([
      expect.objectContaining({
        code: 'deviation-unverified',
        source: 'handoff',
        severity: 1,
        range: { start: { line: 11, character: 0 }, end: { line: 11, character: UNVERIFIED.length } },
      }),
    ]);

    const cleared = session.next(summaryUri, (p) => p.version === 2);
    await session.replace(summaryUri, summary(VERIFIED), 2);
    expect((await cleared).diagnostics).toEqual([]);

    // Pairing reads the plan on disk: an O-n the plan does not declare is reported.
    const paired = session.next(summaryUri, (p) => p.version === 3);
    await session.replace(summaryUri, summary(VERIFIED).replace('for O-1', 'for O-9'), 3);
    expect((await paired).diagnostics.map((d) => d.code).sort()).toEqual([
      'open-decision-untaken',
      'taken-unknown-open',
    ]);

    // A plan whose bucket heading is recognised by keyword: a warning with a quick fix.
    const planUri = pathToFileURL(join(dir, '02-PLAN.md')).href;
    const planText = PLAN.replace('### Considered and rejected', '### Rejected alternatives');
    const planPublished = session.next(planUri);
    await session.open(planUri, planText);
    const style = (await planPublished).diagnostics;
    expect(style).toEqual([
      expect.objectContaining({
        code: 'bucket-heading-style',
        severity: 2,
        range: { start: { line: 14, character: 0 }, end: { line: 14, character: '### Rejected alternatives'.length } },
        codeDescription: { href: expect.stringContaining('bucket-heading-style') },
      }),
    ]);
    const actions = await session.rpc.sendRequest<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: planUri },
      range: style[0]!.range,
      context: { diagnostics: style, only: ['quickfix'] },
    });
    expect(actions).toEqual([
      expect.objectContaining({
        kind: 'quickfix',
        edit: {
          changes: {
            [planUri]: [
              {
                range: { start: { line: 14, character: 4 }, end: { line: 14, character: 4 } },
                newText: 'Considered and rejected — ',
              },
            ],
          },
        },
      }),
    ]);

    // Closing a document clears its diagnostics.
    const closed = session.next(planUri, (p) => p.diagnostics.length === 0);
    await session.rpc.sendNotification('textDocument/didClose', { textDocument: { uri: planUri } });
    await closed;

    expect(await session.shutdown()).toBe(0);
    expect(session.stderr).toBe('');
  });

  it('publishes a burst of changes once, for its last version', async () => {
    session = new Session(dir);
    await session.initialize(dir);
    const uri = pathToFileURL(join(dir, 'plan.md')).href;
    const opened = session.next(uri);
    await session.open(uri, PLAN);
    await opened;
    // The burst arrives in one write, so no pause inside it can reach the debounce, however
    // loaded the machine. (The debounce and the dropping of superseded lints both keep the
    // earlier versions from being published; neither can be told apart here without a clock.)
    const last = session.next(uri, (p) => p.version === 6);
    session.child.stdin.write(
      [2, 3, 4, 5, 6].map((version) => didChange(uri, PLAN.replace('Rotate', `Rotate ${version}`), version)).join(''),
    );
    await last;
    // One more change is the barrier: a lint still due from the burst would be published before its own.
    const barrier = session.next(uri, (p) => p.version === 7);
    await session.replace(uri, PLAN.replace('Rotate', 'Rotate 7'), 7);
    await barrier;
    expect(session.published.filter((p) => p.uri === uri).map((p) => p.version)).toEqual([1, 6, 7]);
    expect(await session.shutdown()).toBe(0);
  });

  it('publishes no diagnostics for a file the config ignores', async () => {
    writeFileSync(join(dir, '.handoffrc.json'), '{ "ignores": ["archive/"] }');
    mkdirSync(join(dir, 'archive'));
    session = new Session(dir);
    await session.initialize(dir);
    const ignored = pathToFileURL(join(dir, 'archive', '01-PLAN.md')).href;
    const linted = pathToFileURL(join(dir, '01-PLAN.md')).href;
    const ignoredPublished = session.next(ignored);
    // `decisions_schema:` opts the plan in, so `section-missing` stands without other plans in the folder.
    await session.open(ignored, '---\ndecisions_schema: v1\n---\n# Plan\n\nNo decisions here.\n');
    expect((await ignoredPublished).diagnostics).toEqual([]);
    const lintedPublished = session.next(linted);
    await session.open(linted, '---\ndecisions_schema: v1\n---\n# Plan\n\nNo decisions here.\n');
    expect((await lintedPublished).diagnostics.map((d) => d.code)).toContain('section-missing');
    expect(await session.shutdown()).toBe(0);
  });

  it('survives a broken config: logs one line, publishes nothing, and lints again once it is fixed', async () => {
    writeFileSync(join(dir, '.handoffrc.json'), '{ "rules": ');
    session = new Session(dir);
    await session.initialize(dir);
    const uri = pathToFileURL(join(dir, 'plan.md')).href;
    await session.open(uri, '---\nkind: plan\n---\n# Plan\n');
    await expect
      .poll(() => session!.logs.join('\n'), { timeout: 10_000 })
      .toMatch(/\.handoffrc\.json:1:\d+: invalid JSON/);
    expect(session.published.filter((p) => p.uri === uri)).toEqual([]);

    writeFileSync(join(dir, '.handoffrc.json'), '{ "rules": { "section-missing": "warn" } }');
    const published = session.next(uri);
    await session.rpc.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: pathToFileURL(join(dir, '.handoffrc.json')).href, type: 2 }],
    });
    expect((await published).diagnostics).toEqual([expect.objectContaining({ code: 'section-missing', severity: 2 })]);
    expect(await session.shutdown()).toBe(0);
  });

  it.each([
    [['lsp'], 2, /pass --stdio/],
    [['lsp', '--stdio', '--socket=1'], 2, /--socket/],
  ])('rejects %j with exit %i', async (args, code, message) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: dir });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const exit = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(exit).toBe(code);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('handoff lsp --stdio: buffers by name and content (one server)', () => {
  let folder: string;
  let shared: Session;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'handoff-lsp-buffers-'));
    shared = new Session(folder);
    await shared.initialize(folder);
  });
  afterAll(() => {
    shared.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it.each([
    ['a Markdown file of no kind', 'notes.md', '## Implementation Decisions\n\n### Taken\n- nope\n'],
    ['an untitled buffer named like nothing', 'untitled:Untitled-1', '## Plan Decisions\n'],
    ['a binary buffer of no kind', 'binary-notes.md', 'a\0b\n'],
  ])('publishes no diagnostics for %s', async (_label, name, text) => {
    const uri = name.includes(':') ? name : pathToFileURL(join(folder, name)).href;
    const published = shared.next(uri);
    await shared.open(uri, text);
    expect((await published).diagnostics).toEqual([]);
  });

  it('reports a binary buffer named like a plan as one fatal error', async () => {
    const uri = pathToFileURL(join(folder, 'plan.md')).href;
    const published = shared.next(uri);
    await shared.open(uri, '# Plan\n\0\n');
    expect((await published).diagnostics).toEqual([
      expect.objectContaining({ code: 'fatal', severity: 1, range: range(1, 0, 1, 0) }),
    ]);
  });

  it('lints an untitled buffer by its name', async () => {
    const published = shared.next('untitled:/RESUME.md');
    await shared.open('untitled:/RESUME.md', '# Handoff\n\n## Goal\nShip it.\n\n## Status\nrunning\n');
    // A free-form handoff (two concepts, not the rendered layout): the content rules.
    expect((await published).diagnostics.map((d) => d.code)).toContain('handoff-failed-approaches-empty');
  });

  it('wrote nothing on stderr, and exits 0 on shutdown', async () => {
    expect(await shared.shutdown()).toBe(0);
    expect(shared.stderr).toBe('');
  });
});

/** A frame as an LSP client writes it. */
const frame = (body: string) => `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

// Malformed input, each followed by nothing else: the test then talks to the server as usual.
// `stops` marks the inputs after which vscode-jsonrpc's own reader never delivers another message.
const MALFORMED: { name: string; bytes: string; stops: boolean }[] = [
  { name: 'a header without Content-Length', bytes: 'Content-Type: application/vscode-jsonrpc\r\n\r\n{}', stops: true },
  { name: 'a Content-Length that is not a number', bytes: 'Content-Length: lots\r\n\r\n{}', stops: true },
  { name: 'a line of garbage', bytes: 'GET / HTTP/1.1\r\n\r\n', stops: false },
  { name: 'a body that is not JSON', bytes: frame('{"jsonrpc": "2.0", "method": '), stops: false },
  { name: 'a body that is not an object', bytes: frame('[1, 2, 3]'), stops: false },
  {
    name: 'a Content-Length shorter than its body',
    bytes: `Content-Length: 5\r\n\r\n${JSON.stringify({ jsonrpc: '2.0', method: 'x' })}`,
    stops: false,
  },
];

describe('handoff lsp --stdio: hostile input', () => {
  // The control: the stock reader really is stopped by these inputs, so the test below can fail.
  it.each(MALFORMED.filter((m) => m.stops))(
    "control: vscode-jsonrpc's StreamMessageReader delivers nothing after %s",
    async ({ bytes }) => {
      const ping = frame(JSON.stringify({ jsonrpc: '2.0', method: 'ping' }));
      const read = (input: PassThrough, onMessage: (message: unknown) => void) => {
        const reader = new StreamMessageReader(input);
        reader.onError(() => undefined);
        reader.listen(onMessage);
        return reader;
      };
      const behind: unknown[] = [];
      const behindInput = new PassThrough();
      const aloneInput = new PassThrough();
      const readers = [read(behindInput, (message) => behind.push(message))];
      // A reader fed the ping alone delivers it. Deliveries run in the order their data came,
      // so by then the reader fed the input first has delivered all it ever will: no wait on a clock.
      const alone = new Promise<unknown>((resolve) => readers.push(read(aloneInput, resolve)));
      behindInput.write(bytes + ping);
      aloneInput.write(ping);
      expect(await alone).toMatchObject({ method: 'ping' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(behind).toEqual([]);
      for (const reader of readers) reader.dispose();
    },
  );

  it('reports a pathological buffer with one parse-budget-exceeded diagnostic and answers at once', async () => {
    session = new Session(dir);
    await session.initialize(dir);
    const uri = pathToFileURL(join(dir, 'RESUME.md')).href;
    const published = session.next(uri);
    // 20,000 setext headings: remark needs minutes for them.
    await session.open(uri, handoffWithSectionBody('a\n=\n'.repeat(20_000)));
    const { diagnostics } = await published;
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'parse-budget-exceeded', severity: 1, range: range(0, 0, 0, 0) }),
    ]);
    expect(diagnostics[0]!.message).toMatch(
      /^Unexpected Markdown too costly to parse, 20000 setext heading underlines/,
    );
    expect(await session.shutdown()).toBe(0);
  });
});

describe('handoff lsp --stdio: malformed frames, one after another to one server', () => {
  let folder: string;
  let shared: Session;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'handoff-lsp-frames-'));
    shared = new Session(folder);
    await shared.initialize(folder);
  });
  afterAll(() => {
    shared.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it.each(MALFORMED.map((m, n) => ({ ...m, n })))(
    'skips $name: a parse error and a stderr line, then lints as usual',
    async ({ bytes, n }) => {
      const [stdoutBefore, stderrBefore] = [shared.stdout.length, shared.stderr.length];
      shared.child.stdin.write(bytes);
      const uri = pathToFileURL(join(folder, `${n + 1}-PLAN.md`)).href;
      const published = shared.next(uri);
      await shared.open(uri, PLAN.replace('### Considered and rejected', '### Rejected alternatives'));
      expect((await published).diagnostics.map((d) => d.code)).toEqual(['bucket-heading-style']);
      expect(shared.stdout.slice(stdoutBefore)).toContain('"id":null,"error":{"code":-32700,"message":"Parse error: ');
      // Standard error is another pipe: its line can arrive after the publication.
      await expect.poll(() => shared.stderr.length, { timeout: 10_000 }).toBeGreaterThan(stderrBefore);
      // One line per frame skipped (a body cut short leaves a second, headerless one).
      for (const line of shared.stderr.slice(stderrBefore).trim().split('\n'))
        expect(line).toMatch(/^handoff lsp: skipped a malformed message: /);
    },
  );

  it('still answers after all of them, and exits 0 on shutdown', async () => {
    expect(
      await shared.rpc.sendRequest('textDocument/codeAction', {
        textDocument: { uri: pathToFileURL(join(folder, '1-PLAN.md')).href },
        range: range(14, 0, 14, 0),
        context: { diagnostics: [] },
      }),
    ).not.toEqual([]);
    expect(await shared.shutdown()).toBe(0);
  });
});
