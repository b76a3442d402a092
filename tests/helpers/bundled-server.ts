import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'vitest';
import {
  createMessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type MessageConnection,
} from 'vscode-jsonrpc/node';

// What every shipped bundle of the language server must do, spoken to over a real stdio pipe
// as an editor speaks to it: the single-file CLI (`handoff.mjs lsp --stdio`) and the .vsix's
// `dist/server.cjs --stdio` each start from their own file, with no node_modules near them.

/** A plan whose one finding is `bucket-heading-style` on its fifth line (`### Decisions that are locked`). */
const PLAN =
  '# Plan\n\n## Plan Decisions\n\n### Decisions that are locked\n- D-1: Use SQLite. Why: one file. Source: ' +
  'notes.md.\n\n### Open decisions\n(none)\n\n### Considered and rejected\n(none)\n';

/**
 * Start `node ...args` in `project` with the plan open, and check that the plan's one finding is
 * published and that hovering it shows its rule page (bundled: no package folder to read it
 * from). `more` asks what else a bundle must answer before the server is shut down; the server
 * must then exit 0.
 */
export async function checkBundledServer(
  args: readonly string[],
  project: string,
  more: (connection: MessageConnection, uri: string) => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const planPath = join(project, '01-PLAN.md');
  writeFileSync(planPath, PLAN);
  const child = spawn(process.execPath, [...args], { cwd: project, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const connection = createMessageConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin),
  );
  const published = new Promise<{ diagnostics: Array<{ code: string; range: { start: { line: number } } }> }>((done) =>
    connection.onNotification('textDocument/publishDiagnostics', done),
  );
  connection.listen();
  const uri = pathToFileURL(planPath).href;
  try {
    await connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(project).href,
      workspaceFolders: [{ uri: pathToFileURL(project).href, name: 'p' }],
      capabilities: {},
      initializationOptions: { debounceMs: 0 },
    });
    connection.sendNotification('initialized', {});
    connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'markdown', version: 1, text: PLAN },
    });
    const { diagnostics } = await published;
    expect(diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([['bucket-heading-style', 4]]);
    const hover = (await connection.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position: { line: 4, character: 6 },
    })) as { contents: { value: string } } | null;
    expect(hover?.contents.value).toContain('#### What it checks');
    await more(connection, uri);
    await connection.sendRequest('shutdown');
    connection.sendNotification('exit');
    expect(await exited, stderr).toBe(0);
  } finally {
    connection.dispose();
    child.kill();
  }
}
