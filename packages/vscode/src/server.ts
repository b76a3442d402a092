// The language server the extension bundles: @handoff/cli's `handoff lsp --stdio`, run
// through the CLI's public entry point so it behaves exactly as the command does.
import { main } from '@handoff/cli';

const quiet = (text: string) => void process.stderr.write(text);
main(['lsp', '--stdio'], {
  cwd: process.cwd(),
  env: process.env,
  stdout: quiet,
  stderr: quiet,
  readStdin: async () => '',
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `handoff: the language server stopped: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(2);
  },
);
