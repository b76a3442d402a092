import * as vscode from 'vscode';
import {
  LanguageClient,
  TransportKind,
  type LanguageClientOptions,
  type ServerOptions,
} from 'vscode-languageclient/node';
import { DOCUMENT_SELECTOR, initializationOptions, needsRestart, readSettings } from './settings.js';

let client: LanguageClient | undefined;
let output: vscode.LogOutputChannel | undefined;

/** Start the handoff language server (bundled beside this file) for Markdown buffers. */
export async function activate(context: vscode.ExtensionContext): Promise<void> {
  output = vscode.window.createOutputChannel('handoff', { log: true });
  context.subscriptions.push(output);
  context.subscriptions.push(
    vscode.commands.registerCommand('handoff.restartServer', () => restart(context)),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (needsRestart((section) => event.affectsConfiguration(section))) void restart(context);
    }),
    // Granting trust lets the workspace's own `handoff.configPath` apply (it is restricted before).
    vscode.workspace.onDidGrantWorkspaceTrust(() => void restart(context)),
  );
  await start(context);
}

/** Stop the server when VS Code unloads the extension. */
export async function deactivate(): Promise<void> {
  await stop();
}

async function start(context: vscode.ExtensionContext): Promise<void> {
  const settings = readSettings((key) => vscode.workspace.getConfiguration('handoff').get(key));
  if (!settings.enable) return;
  const module = context.asAbsolutePath('dist/server.cjs');
  // The server runs in VS Code's own Node (the extension host's), over stdio.
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.stdio },
    debug: { module, transport: TransportKind.stdio, options: { execArgv: ['--nolazy', '--inspect=6011'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [...DOCUMENT_SELECTOR],
    initializationOptions: initializationOptions(settings),
    ...(output ? { outputChannel: output } : {}),
  };
  client = new LanguageClient('handoff', 'handoff', serverOptions, clientOptions);
  await client.start();
}

async function stop(): Promise<void> {
  const running = client;
  client = undefined;
  if (running) await running.stop();
}

async function restart(context: vscode.ExtensionContext): Promise<void> {
  try {
    await stop();
    await start(context);
  } catch (error) {
    void vscode.window.showErrorMessage(
      `handoff: the language server did not start: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
