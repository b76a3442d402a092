import { basename, dirname, isAbsolute, resolve, sep } from 'node:path';
import { redactPath } from '@handoff/core/secrets';
import { fileURLToPath } from 'node:url';
import { hasBom, kindFromFileName } from '@handoff/core/read';
import { CONFIG_FILE_NAMES, isIgnoredByConfig, type RuleSettings } from '@handoff/linter';
import {
  CodeActionKind,
  DiagnosticSeverity,
  DidChangeWatchedFilesNotification,
  ErrorCodes,
  ProposedFeatures,
  StreamMessageWriter,
  TextDocumentSyncKind,
  TextDocuments,
  createConnection,
  type Connection,
  type InitializeParams,
  type Range,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { FIX_ALL_KIND, codeActionsFor } from './code-actions.js';
import { completionsAt, definitionAt, takenItemActions, type OutlinedBuffer } from './decision-features.js';
import { hoverFor } from './hover.js';
import type { DecisionOutline } from './outline.js';
import { ConfigCache, firstLine } from './config-cache.js';
import { DIAGNOSTIC_SOURCE, toPublished, type PublishedDiagnostic } from './diagnostics.js';
import { lintTargetFor } from './document-target.js';
import { RecoveringMessageReader } from './frame-reader.js';
import { LintPool } from './lint-pool.js';

/** How the language server is started. */
export interface LanguageServerOptions {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  /**
   * Quiet time after the last keystroke before a buffer is linted; 150 ms unless the client's
   * `initializationOptions.debounceMs` says otherwise.
   */
  debounceMs?: number;
  /** Where a malformed message from the client is reported (one line each); standard error by default. */
  log?: (line: string) => void;
}

/** Default pause between the last change of a buffer and its lint. */
const DEFAULT_DEBOUNCE_MS = 150;

const CONFIG_NAMES: ReadonlySet<string> = new Set(CONFIG_FILE_NAMES);
const MARKDOWN = /\.(?:md|markdown)$/i;
/** A buffer is not a file the user named on a command line: no `kind-unknown` for every README. */
const NOT_NAMED: RuleSettings = { 'kind-unknown': 'off' };

/**
 * Start the handoff language server on `input`/`output` (JSON-RPC, LSP framing). It lints
 * open plans, summaries and handoff documents on open, on change (debounced) and on save,
 * publishes the findings, and offers the autofixes as code actions. Linting runs on worker
 * threads (`LintPool`), so the message loop keeps answering while a buffer is linted and one
 * costly buffer never holds up the others. A malformed message is skipped, answered with a
 * JSON-RPC parse error and logged; the next one is read as usual. Returns the connection,
 * already listening; the process exits when the client sends `exit` or closes the stream.
 */
export function startLanguageServer(options: LanguageServerOptions): Connection {
  const log = options.log ?? ((line: string) => void process.stderr.write(`${line}\n`));
  const writer = new StreamMessageWriter(options.output);
  const reader = new RecoveringMessageReader(options.input, (reason) => {
    log(redactPath(`handoff lsp: skipped a malformed message: ${reason}`));
    void writer
      .write({
        jsonrpc: '2.0',
        id: null,
        error: { code: ErrorCodes.ParseError, message: redactPath(`Parse error: ${reason}`) },
      } as never)
      .catch(() => undefined);
  });
  const connection = createConnection(ProposedFeatures.all, reader, writer);
  redirectConsole(connection);
  const documents = new TextDocuments(TextDocument);
  const configs = new ConfigCache((message) => {
    logOnce(`handoff: ${message}`);
  });
  // Each lint thread remembers which projects use decision sections; a saved plan or summary clears it.
  const pool = new LintPool();
  let shutdownReceived = false;
  // With a reader of its own, the library no longer ends the process when the client closes the stream.
  const onInputEnd = () => {
    void pool.close();
    process.exit(shutdownReceived ? 0 : 1);
  };
  options.input.on('end', onInputEnd);
  options.input.on('close', onInputEnd);
  const timers = new Map<string, NodeJS.Timeout>();
  const published = new Map<
    string,
    { version: number; entries: PublishedDiagnostic[]; outline: DecisionOutline | null }
  >();
  const loggedProblems = new Set<string>();
  // Workspace folders: innermost first for finding a buffer's root; the first one the
  // client named is where buffers with no place on disk are linted.
  let roots: string[] = [];
  let firstRoot = process.cwd();
  let debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  let watchRegistration = false;

  const logOnce = (line: string) => {
    if (loggedProblems.has(line)) return;
    // Each distinct problem once; a long session with many broken configs starts the set afresh.
    if (loggedProblems.size >= 1000) loggedProblems.clear();
    loggedProblems.add(line);
    try {
      connection.console.error(line);
    } catch {
      // The connection is already closed (the client went away): there is nobody to tell.
    }
  };

  /** The workspace folder holding `folder`, for config messages; the folder itself otherwise. */
  const rootOf = (folder: string) =>
    roots.find((root) => folder === root || folder.startsWith(root.endsWith(sep) ? root : root + sep)) ?? folder;

  const lintNow = async (uri: string): Promise<void> => {
    cancel(uri);
    const document = documents.get(uri);
    if (!document) return;
    const version = document.version;
    const text = document.getText();
    const target = lintTargetFor(uri, firstRoot);
    const cwd = rootOf(target.folder);
    try {
      const outcome = configs.get(target.folder, cwd);
      if (!outcome.ok) {
        logOnce(redactPath(`handoff: ${outcome.message}`));
        return;
      }
      // A file the config `ignores` gets no diagnostics in the editor (vendored or archived notes).
      if (
        target.filePath !== undefined &&
        isAbsolute(target.filePath) &&
        isIgnoredByConfig(outcome.config, target.filePath)
      ) {
        published.set(uri, { version, entries: [], outline: null });
        await connection.sendDiagnostics({ uri, version, diagnostics: [] });
        return;
      }
      // An editor shows every Markdown buffer: one without a kind is simply not a hand-off document.
      const linted = await pool.lint(uri, {
        text,
        cwd,
        config: outcome.config,
        settings: NOT_NAMED,
        ...(target.filePath === undefined ? {} : { filePath: target.filePath }),
      });
      if (linted.status === 'superseded') return;
      // A newer version is already on its way (or the buffer was closed): this result is stale.
      if (documents.get(uri)?.version !== version) return;
      const bom = hasBom(text);
      const entries =
        linted.status === 'failed'
          ? [notLinted(linted.reason)]
          : hasNoKind(text, target.filePath)
            ? []
            : linted.result.messages.map((message) => toPublished(message, bom));
      published.set(uri, { version, entries, outline: linted.status === 'done' ? linted.outline : null });
      await connection.sendDiagnostics({ uri, version, diagnostics: entries.map((entry) => entry.diagnostic) });
    } catch (error) {
      logOnce(`handoff: cannot lint ${target.filePath ?? uri}: ${firstLine(error)}`);
    }
  };

  const schedule = (uri: string) => {
    if (debounceMs <= 0) {
      void lintNow(uri);
      return;
    }
    cancel(uri);
    timers.set(
      uri,
      setTimeout(() => void lintNow(uri), debounceMs),
    );
  };

  function cancel(uri: string) {
    const timer = timers.get(uri);
    if (timer === undefined) return;
    clearTimeout(timer);
    timers.delete(uri);
  }

  /** Lint again every open buffer the predicate selects (its config or its paired plan changed). */
  const relintWhere = (select: (folder: string) => boolean, except?: string) => {
    for (const document of documents.all()) {
      if (document.uri === except) continue;
      if (select(lintTargetFor(document.uri, firstRoot).folder)) void lintNow(document.uri);
    }
  };

  /** A file changed on disk: a config empties the cache; a Markdown file may be the plan a summary pairs with. */
  const onFileChanged = (path: string) => {
    const name = basename(path);
    if (CONFIG_NAMES.has(name)) {
      configs.clear();
      loggedProblems.clear();
      relintWhere(() => true);
    } else if (MARKDOWN.test(name)) {
      // A plan or summary may have gained (or lost) the project's first decisions section.
      pool.forgetAdoption();
      const folder = dirname(path);
      relintWhere((other) => other === folder);
    }
  };

  connection.onInitialize((params: InitializeParams) => {
    const folders = workspaceRoots(params);
    firstRoot = folders[0] ?? process.cwd();
    roots = [...folders].sort((a, b) => b.length - a.length);
    const options = params.initializationOptions as { debounceMs?: unknown; configPath?: unknown } | null | undefined;
    const asked = options?.debounceMs;
    if (typeof asked === 'number' && Number.isFinite(asked) && asked >= 0) debounceMs = asked;
    // An editor setting naming one config file for the workspace (as `handoff lint --config`), relative to the first
    // folder.
    if (typeof options?.configPath === 'string' && options.configPath !== '')
      configs.setConfigPath(resolve(firstRoot, options.configPath));
    watchRegistration = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND] },
        hoverProvider: true,
        definitionProvider: true,
        completionProvider: { triggerCharacters: ['-'] },
      },
      serverInfo: { name: 'handoff' },
    };
  });

  connection.onInitialized(() => {
    if (!watchRegistration) return;
    const configs = `**/{${CONFIG_FILE_NAMES.join(',')}}`;
    connection.client
      .register(DidChangeWatchedFilesNotification.type, {
        watchers: [{ globPattern: configs }, { globPattern: '**/*.{md,markdown}' }],
      })
      .catch((error: unknown) => {
        logOnce(`handoff: cannot watch config files: ${firstLine(error)}`);
      });
  });

  connection.onDidChangeWatchedFiles((params) => {
    for (const change of params.changes) {
      if (!change.uri.startsWith('file:')) continue;
      try {
        onFileChanged(fileURLToPath(change.uri));
      } catch {
        // A URI Node cannot map to a path names no file we lint.
      }
    }
  });

  // `onDidChangeContent` also fires on open: the first one of a buffer lints at once, the
  // rest wait for a pause in typing.
  const seen = new Set<string>();
  documents.onDidChangeContent(({ document }) => {
    if (seen.has(document.uri)) schedule(document.uri);
    else {
      seen.add(document.uri);
      void lintNow(document.uri);
    }
  });

  documents.onDidSave(({ document }) => {
    void lintNow(document.uri);
    // The saved buffer is now the file on disk: a summary in its folder may pair with it,
    // and a saved config changes every lint.
    const target = lintTargetFor(document.uri, firstRoot);
    if (!document.uri.startsWith('file:') || target.filePath === undefined) return;
    if (CONFIG_NAMES.has(basename(target.filePath))) onFileChanged(target.filePath);
    else relintWhere((folder) => folder === target.folder, document.uri);
  });

  documents.onDidClose(({ document }) => {
    cancel(document.uri);
    seen.delete(document.uri);
    published.delete(document.uri);
    void connection.sendDiagnostics({ uri: document.uri, diagnostics: [] }).catch(() => undefined);
  });

  /** The buffer with the outline its last lint computed, when that lint was of this very version. */
  const outlined = (uri: string): OutlinedBuffer | null => {
    const document = documents.get(uri);
    const state = published.get(uri);
    if (!document || !state || state.version !== document.version || state.outline === null) return null;
    return { document, outline: state.outline, bom: hasBom(document.getText()) };
  };

  connection.onCodeAction((params) => {
    const document = documents.get(params.textDocument.uri);
    const state = published.get(params.textDocument.uri);
    // Fix offsets are only valid for the buffer version they were computed on.
    if (!document || !state || state.version !== document.version) return [];
    const actions = codeActionsFor(document, state.entries, params.range, params.context.only);
    const buffer = outlined(params.textDocument.uri);
    const only = params.context.only;
    if (buffer && (!only || only.length === 0 || only.includes(CodeActionKind.QuickFix))) {
      const here = state.entries
        .map((entry) => entry.diagnostic)
        .filter((diagnostic) => rangesTouch(diagnostic.range, params.range));
      actions.push(...takenItemActions(buffer, here));
    }
    return actions;
  });

  // Hover shows the rule behind each finding under the pointer, from the findings last published.
  connection.onHover((params) => hoverFor(published.get(params.textDocument.uri)?.entries ?? [], params.position));

  connection.onDefinition((params) => {
    const buffer = outlined(params.textDocument.uri);
    return buffer ? definitionAt(buffer, params.position) : null;
  });

  connection.onCompletion((params) => {
    const buffer = outlined(params.textDocument.uri);
    return buffer ? completionsAt(buffer, params.position) : [];
  });

  connection.onShutdown(async () => {
    shutdownReceived = true;
    for (const uri of [...timers.keys()]) cancel(uri);
    await pool.close();
  });

  documents.listen(connection);
  connection.listen();
  return connection;
}

/** Whether two ranges share a position (ends included). */
function rangesTouch(a: Range, b: Range): boolean {
  const before = (p: Range['start'], q: Range['start']) =>
    p.line < q.line || (p.line === q.line && p.character < q.character);
  return !(before(a.end, b.start) || before(b.end, a.start));
}

/** The one diagnostic of a buffer whose lint failed (its thread stopped or crashed): at its start, saying why. */
function notLinted(reason: string): PublishedDiagnostic {
  return {
    diagnostic: {
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      severity: DiagnosticSeverity.Error,
      source: DIAGNOSTIC_SOURCE,
      code: 'fatal',
      message: redactPath(`Not linted: ${reason}`),
    },
  };
}

/**
 * A buffer with a NUL byte is reported as binary even when it is no handoff document: the
 * linter lints a named buffer whatever its kind once it cannot read it. With its front matter
 * unreadable, only its name can give it a kind, so a buffer whose name gives none gets no
 * diagnostics (docs/real-files.md). A kind from a configured glob is not seen here.
 */
function hasNoKind(text: string, filePath: string | undefined): boolean {
  return text.includes('\0') && (filePath === undefined || kindFromFileName(filePath) === null);
}

/** The workspace folders as absolute paths (file: URIs only), in the client's order. */
function workspaceRoots(params: InitializeParams): string[] {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- clients without workspace folders send only rootUri
  const uris = params.workspaceFolders?.map((folder) => folder.uri) ?? (params.rootUri ? [params.rootUri] : []);
  const paths: string[] = [];
  for (const uri of uris) {
    if (!uri.startsWith('file:')) continue;
    try {
      paths.push(resolve(fileURLToPath(uri)));
    } catch {
      // Not a local folder: config for its documents is searched from their own folder.
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the oldest clients send only rootPath
  if (paths.length === 0 && params.rootPath) paths.push(resolve(params.rootPath));
  return paths;
}

/** Send what a dependency prints to the client's log: stdout carries the protocol and nothing else. */
function redirectConsole(connection: Connection): void {
  const join = (args: unknown[]) =>
    redactPath(args.map((arg) => (typeof arg === 'string' ? arg : String(arg))).join(' '));
  console.log = (...args: unknown[]) => {
    connection.console.log(join(args));
  };
  console.info = (...args: unknown[]) => {
    connection.console.info(join(args));
  };
  console.debug = (...args: unknown[]) => {
    connection.console.log(join(args));
  };
  console.warn = (...args: unknown[]) => {
    connection.console.warn(join(args));
  };
  console.error = (...args: unknown[]) => {
    connection.console.error(join(args));
  };
}
