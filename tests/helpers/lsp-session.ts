import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import {
  createMessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type MessageConnection,
} from 'vscode-jsonrpc/node';
import { BIN } from './cli.js';

// A client of the built `handoff lsp --stdio` over a real stdio pipe, for end-to-end tests.

interface LspDiagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  severity: number;
  source: string;
  code: string;
  message: string;
  codeDescription?: { href: string };
}
export interface Published {
  uri: string;
  version?: number;
  diagnostics: LspDiagnostic[];
}
export interface CodeAction {
  title: string;
  kind: string;
  edit: { changes: Record<string, { range: LspDiagnostic['range']; newText: string }[]> };
}

/** A plan with one item in each bucket, clean as written; tests edit it into the defect they need. */
export const PLAN = `# Plan 01

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

/** A language server child process and a JSON-RPC connection to it, recording what it publishes. */
export class Session {
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
    this.rpc = createMessageConnection(
      new StreamMessageReader(this.child.stdout),
      new StreamMessageWriter(this.child.stdin),
    );
    this.rpc.onNotification('textDocument/publishDiagnostics', (params: Published) => {
      this.published.push(params);
      this.#waiters = this.#waiters.filter((waiter) => (waiter.test(params) ? (waiter.resolve(params), false) : true));
    });
    this.rpc.onNotification('window/logMessage', (params: { message: string }) => void this.logs.push(params.message));
    this.rpc.listen();
  }

  async initialize(
    rootPath: string,
    initializationOptions?: unknown,
  ): Promise<{ capabilities: Record<string, unknown> }> {
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
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `no matching publishDiagnostics for ${uri}; got ${JSON.stringify(this.published)}; ` +
                `log ${this.logs.join(' | ')}`,
            ),
          ),
        timeoutMs,
      );
      this.#waiters.push({ test: (p) => p.uri === uri && test(p), resolve: (p) => (clearTimeout(timer), resolve(p)) });
    });
  }

  open(uri: string, text: string, version = 1): Promise<void> {
    return this.rpc.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'markdown', version, text },
    });
  }

  replace(uri: string, text: string, version: number): Promise<void> {
    return this.rpc.sendNotification('textDocument/didChange', {
      textDocument: { uri, version },
      contentChanges: [{ text }],
    });
  }

  /** Stop a server the test is done with (a failed test leaves it running otherwise). */
  dispose(): void {
    this.rpc.dispose();
    if (this.child.exitCode === null) this.child.kill();
  }

  async shutdown(): Promise<number | null> {
    await this.rpc.sendRequest('shutdown');
    await this.rpc.sendNotification('exit');
    return this.exited;
  }
}
