import { createRequire } from 'node:module';
import { commands, verbLabel } from './commands/index.js';
import { docsUrl } from './lib/docs-url.js';
import { EXIT, describeError } from './lib/errors.js';
import type { CommandIo } from './lib/io.js';

/** Run `handoff <verb> …` and return the exit code. */
export async function main(argv: string[], io: CommandIo): Promise<number> {
  const [verb, ...rest] = argv;
  if (verb === '--version' || verb === '-v') {
    const pkg = createRequire(import.meta.url)('../package.json') as { version: string };
    io.stdout(`${pkg.version}\n`);
    return EXIT.ok;
  }
  // `handoff help lint` is `handoff lint --help`, as git and npm read it.
  if (verb === 'help' && rest.length > 0) return main([...rest.slice(0, 1), '--help'], io);
  if (verb === undefined || verb === '--help' || verb === '-h' || verb === 'help') {
    io.stdout(usage());
    return verb === undefined ? EXIT.usage : EXIT.ok;
  }
  const entry = Object.hasOwn(commands, verb) ? commands[verb] : undefined;
  if (!entry) {
    io.stderr(await redacted(`handoff: unknown command \`${verb}\`; run \`handoff --help\` for the list\n`));
    return EXIT.usage;
  }
  try {
    const { default: command } = await entry.load();
    return await command.run(rest, io);
  } catch (error) {
    // One table for every verb (lib/errors.ts): a user mistake, refusal or failed system call is one line.
    const outcome = describeError(error, verbLabel(verb, rest));
    if (outcome === null) throw error;
    io.stderr(await redacted(`${outcome.line}\n`));
    return outcome.exitCode;
  }
}

/**
 * An error line as printed: it may quote an argument, a file or a folder name, so every
 * secret in it is redacted (the scanner is loaded only when a line is printed).
 */
async function redacted(line: string): Promise<string> {
  const { redactPath } = await import('@handoff/core/secrets');
  return redactPath(line);
}

function usage(): string {
  const lines = ['Usage: handoff <command> [options]', '', 'Commands:'];
  for (const [name, entry] of Object.entries(commands)) lines.push(`  ${name.padEnd(12)} ${entry.summary}`);
  lines.push(
    '',
    'Run `handoff help <command>` (or `handoff <command> --help`) for its options and exit codes.',
    'Exit codes: 0 success, 1 a finding or a refusal, 2 a usage, config or internal error.',
    `Docs: ${docsUrl('README.md')}`,
    '',
  );
  return lines.join('\n');
}
