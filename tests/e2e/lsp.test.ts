import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';
import { BIN } from '../helpers/cli.js';
import { handoffWithSectionBody } from '../robustness/helpers/checks.js';

// Runs the built server: build first with `npx tsc --build` from the repository root.

interface LspDiagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  severity: number;
  source: string;
  code: string;
  message: string;
  codeDescription?: { href: string };
}
interface Published {
  uri: string;
  version?: number;
  diagnostics: LspDiagnostic[];
}
interface CodeAction {
  title: string;
  kind: string;
  edit: { changes: Record<string, { range: LspDiagnostic['range']; newText: string }[]> };
}

const PLAN = `# Plan 01

<objective>
Rotate refresh tokens on every use.
</objective>

## Plan Decisions

### Locked (executor MUST follow)
- D-1: Hash tokens with SHA-256. Why: a leak must not hand out sessions. Source: REQ-4.

### Open (executor's discretion within constraints)
- O-1: Where the grace window lives. Constraints: survives restarts. Reason left open: load numbers.

### Considered and rejected
- R-1: Sliding sessions with no rotation. Rejected because: a stolen token stays valid.

<tasks>
</tasks>
`;

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

/** A language server child process and a JSON-RPC connection to it, recording what it publishes. */
class Session {
  readonly child: ChildProcessWithoutNullStreams;
  readonly rpc: MessageConnection;
  readonly published: Published[] = [];
  readonly logs: string[] = [];
  readonly exited: Promise<number | null>;
  stderr = '';
  /** Everything the server wrote, as raw text (the frames the client connection also reads). */
  stdout = '';
  #waiters: { test: (p: Published) => boolean; resolve: (p: Published) => void }[] = [];

  constructor(cwd: string) {
    this.child = spawn(process.execPath, [BIN, 'lsp', '--stdio'], { cwd, env: { ...process.env, NO_COLOR: '1' } });
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString('utf8')));
    this.child.stdout.on('data', (chunk: Buffer) => (this.stdout += chunk.toString('utf8')));
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
    this.rpc = createMessageConnection(new StreamMessageReader(this.child.stdout), new StreamMessageWriter(this.child.stdin));
    this.rpc.onNotification('textDocument/publishDiagnostics', (params: Published) => {
      this.published.push(params);
      this.#waiters = this.#waiters.filter((waiter) => (waiter.test(params) ? (waiter.resolve(params), false) : true));
    });
    this.rpc.onNotification('window/logMessage', (params: { message: string }) => void this.logs.push(params.message));
    this.rpc.listen();
  }

  async initialize(rootPath: string, initializationOptions?: unknown): Promise<{ capabilities: Record<string, unknown> }> {
    const result = await this.rpc.sendRequest<{ capabilities: Record<string, unknown> }>('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(rootPath).href,
      workspaceFolders: [{ uri: pathToFileURL(rootPath).href, name: 'test' }],
      capabilities: {},
      initializationOptions,
    });
    await this.rpc.sendNotification('initialized', {});
    return result;
  }

  /** The next publication for `uri` that passes `test` (published from now on). */
  next(uri: string, test: (p: Published) => boolean = () => true, timeoutMs = 10_000): Promise<Published> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching publishDiagnostics for ${uri}; got ${JSON.stringify(this.published)}; log ${this.logs.join(' | ')}`)), timeoutMs);
      this.#waiters.push({ test: (p) => p.uri === uri && test(p), resolve: (p) => (clearTimeout(timer), resolve(p)) });
    });
  }

  open(uri: string, text: string, version = 1): Promise<void> {
    return this.rpc.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'markdown', version, text } });
  }

  replace(uri: string, text: string, version: number): Promise<void> {
    return this.rpc.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
  }

  async shutdown(): Promise<number | null> {
    await this.rpc.sendRequest('shutdown');
    await this.rpc.sendNotification('exit');
    return this.exited;
  }
}

const range = (l1: number, c1: number, l2: number, c2: number) => ({ start: { line: l1, character: c1 }, end: { line: l2, character: c2 } });

let dir: string;
let session: Session | undefined;

beforeAll(() => {
  expect(existsSync(BIN), `${BIN} is missing: run \`npx tsc --build\` first`).toBe(true);
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'handoff-lsp-'));
});
afterEach(() => {
  session?.rpc.dispose();
  if (session && session.child.exitCode === null) session.child.kill();
  session = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe('handoff lsp --stdio', () => {
  it('publishes diagnostics as you type, clears them when fixed, offers quick fixes, and exits 0', async () => {
    writeFileSync(join(dir, '01-PLAN.md'), PLAN);
    session = new Session(dir);
    const init = await session.initialize(dir);
    expect(init.capabilities).toMatchObject({ codeActionProvider: { codeActionKinds: ['quickfix', 'source.fixAll.handoff'] } });

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
    expect((await paired).diagnostics.map((d) => d.code).sort()).toEqual(['open-decision-untaken', 'taken-unknown-open']);

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
        edit: { changes: { [planUri]: [{ range: { start: { line: 14, character: 4 }, end: { line: 14, character: 4 } }, newText: 'Considered and rejected — ' }] } },
      }),
    ]);

    // Closing a document clears its diagnostics.
    const closed = session.next(planUri, (p) => p.diagnostics.length === 0);
    await session.rpc.sendNotification('textDocument/didClose', { textDocument: { uri: planUri } });
    await closed;

    expect(await session.shutdown()).toBe(0);
    expect(session.stderr).toBe('');
  });

  it('debounces a burst of changes into one lint of the last version', async () => {
    session = new Session(dir);
    // Longer than the default so a loaded machine cannot split the burst.
    await session.initialize(dir, { debounceMs: 600 });
    const uri = pathToFileURL(join(dir, 'plan.md')).href;
    const opened = session.next(uri);
    await session.open(uri, PLAN);
    await opened;
    const last = session.next(uri, (p) => p.version === 6);
    for (let version = 2; version <= 6; version++) await session.replace(uri, PLAN.replace('Rotate', `Rotate ${version}`), version);
    await last;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(session.published.filter((p) => p.uri === uri).map((p) => p.version)).toEqual([1, 6]);
    expect(await session.shutdown()).toBe(0);
  });

  it.each([
    ['a Markdown file of no kind', 'notes.md', '## Implementation Decisions\n\n### Taken\n- nope\n'],
    ['an untitled buffer named like nothing', 'untitled:Untitled-1', '## Plan Decisions\n'],
    ['a binary buffer of no kind', 'notes.md', 'a\0b\n'],
  ])('publishes no diagnostics for %s', async (_label, name, text) => {
    session = new Session(dir);
    await session.initialize(dir);
    const uri = name.includes(':') ? name : pathToFileURL(join(dir, name)).href;
    const published = session.next(uri);
    await session.open(uri, text);
    expect((await published).diagnostics).toEqual([]);
    expect(await session.shutdown()).toBe(0);
  });

  it('reports a binary buffer named like a plan as one fatal error', async () => {
    session = new Session(dir);
    await session.initialize(dir);
    const uri = pathToFileURL(join(dir, 'plan.md')).href;
    const published = session.next(uri);
    await session.open(uri, '# Plan\n\0\n');
    expect((await published).diagnostics).toEqual([expect.objectContaining({ code: 'fatal', severity: 1, range: range(1, 0, 1, 0) })]);
    expect(await session.shutdown()).toBe(0);
  });

  it('lints an untitled buffer by its name', async () => {
    session = new Session(dir);
    await session.initialize(dir);
    const published = session.next('untitled:/RESUME.md');
    await session.open('untitled:/RESUME.md', '# Handoff\n\n## Goal\nShip it.\n\n## Status\nrunning\n');
    expect((await published).diagnostics.map((d) => d.code)).toContain('handoff-section-missing');
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
    await expect.poll(() => session!.logs.join('\n'), { timeout: 10_000 }).toContain('.handoffrc.json: invalid JSON');
    expect(session.published.filter((p) => p.uri === uri)).toEqual([]);

    writeFileSync(join(dir, '.handoffrc.json'), '{ "rules": { "section-missing": "warn" } }');
    const published = session.next(uri);
    await session.rpc.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(join(dir, '.handoffrc.json')).href, type: 2 }] });
    expect((await published).diagnostics).toEqual([expect.objectContaining({ code: 'section-missing', severity: 2 })]);
    expect(await session.shutdown()).toBe(0);
  });

  it('measures the latency from didChange to publishDiagnostics for a 10 KB plan (no debounce)', async () => {
    session = new Session(dir);
    await session.initialize(dir, { debounceMs: 0 });
    const uri = pathToFileURL(join(dir, 'big-PLAN.md')).href;
    const items = (n: number) => Array.from({ length: n }, (_, i) => `- D-${i + 1}: Keep rule ${i + 1} stable across releases. Why: users pin on it. Source: REQ-${i + 1}.`).join('\n');
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
      await published;
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    const median = samples[samples.length >> 1]!;
    console.log(`lsp latency, ${(text(n).length / 1024).toFixed(1)} KB plan, didChange → publishDiagnostics: median ${median.toFixed(1)} ms, min ${samples[0]!.toFixed(1)} ms, max ${samples.at(-1)!.toFixed(1)} ms (${samples.length} edits)`);
    expect(samples).toHaveLength(20);
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
  { name: 'a Content-Length shorter than its body', bytes: `Content-Length: 5\r\n\r\n${JSON.stringify({ jsonrpc: '2.0', method: 'x' })}`, stops: false },
];

describe('handoff lsp --stdio: hostile input', () => {
  // The control: the stock reader really is stopped by these inputs, so the test below can fail.
  it.each(MALFORMED.filter((m) => m.stops))('control: vscode-jsonrpc\'s StreamMessageReader delivers nothing after %s', async ({ bytes }) => {
    const input = new PassThrough();
    const reader = new StreamMessageReader(input);
    const delivered: unknown[] = [];
    reader.onError(() => undefined);
    reader.listen((message) => delivered.push(message));
    input.write(bytes);
    input.write(frame(JSON.stringify({ jsonrpc: '2.0', method: 'ping' })));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(delivered).toEqual([]);
    reader.dispose();
  });

  it.each(MALFORMED)('skips $name: a parse error and a stderr line, then lints as usual', async ({ bytes }) => {
    session = new Session(dir);
    await session.initialize(dir);
    session.child.stdin.write(bytes);
    const uri = pathToFileURL(join(dir, '01-PLAN.md')).href;
    const published = session.next(uri);
    await session.open(uri, PLAN.replace('### Considered and rejected', '### Rejected alternatives'));
    expect((await published).diagnostics.map((d) => d.code)).toEqual(['bucket-heading-style']);
    expect(session.stdout).toContain('"id":null,"error":{"code":-32700,"message":"Parse error: ');
    // One line per frame skipped (a body cut short leaves a second, headerless one).
    const lines = session.stderr.trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^handoff lsp: skipped a malformed message: /);
    expect(await session.shutdown()).toBe(0);
  });

  it('reports a pathological buffer with one parse-budget-exceeded diagnostic and answers at once', async () => {
    session = new Session(dir);
    await session.initialize(dir);
    const uri = pathToFileURL(join(dir, 'RESUME.md')).href;
    const published = session.next(uri);
    // 20,000 setext headings: remark needs minutes for them.
    await session.open(uri, handoffWithSectionBody('a\n=\n'.repeat(20_000)));
    const { diagnostics } = await published;
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'parse-budget-exceeded', severity: 1, range: range(0, 0, 0, 0) })]);
    expect(diagnostics[0]!.message).toMatch(/^Unexpected Markdown too costly to parse, 20000 setext heading underlines/);
    expect(await session.shutdown()).toBe(0);
  });

  it('lints off its message loop: a buffer running to its time budget holds up neither the server nor another buffer', async () => {
    // The pre-scan off, so only the time budget (5 s here) stops the costly buffer: 600 KB of
    // `a_ ` in one paragraph, which would take the inline reader minutes.
    writeFileSync(join(dir, '.handoffrc.json'), JSON.stringify({ rules: { 'parse-budget-exceeded': 'off' }, parseTimeBudgetMs: 5000 }));
    session = new Session(dir);
    await session.initialize(dir, { debounceMs: 0 });
    const costly = pathToFileURL(join(dir, 'RESUME.md')).href;
    const costlyPublished = session.next(costly, () => true, 60_000);
    await session.open(costly, handoffWithSectionBody('a_ '.repeat(200_000)));
    const plan = pathToFileURL(join(dir, '01-PLAN.md')).href;
    const planPublished = session.next(plan);
    await session.open(plan, PLAN.replace('### Considered and rejected', '### Rejected alternatives'));
    const first = await Promise.race([planPublished.then(() => 'plan'), costlyPublished.then(() => 'costly')]);
    expect(first).toBe('plan');
    expect((await planPublished).diagnostics.map((d) => d.code)).toEqual(['bucket-heading-style']);
    // The server answers requests meanwhile, too.
    const actions = await session.rpc.sendRequest<CodeAction[]>('textDocument/codeAction', { textDocument: { uri: plan }, range: range(14, 0, 14, 0), context: { diagnostics: [] } });
    expect(actions.length).toBeGreaterThan(0);
    const { diagnostics } = await costlyPublished;
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'fatal', message: expect.stringMatching(/^Linting this file did not finish within 5\.\d s, so it was stopped and not linted$/) })]);
    expect(await session.shutdown()).toBe(0);
  }, 60_000);
});
