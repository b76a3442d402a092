import { createRequire } from 'node:module';
import { commands, verbLabel } from './commands/index.js';
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
  if (verb === undefined || verb === '--help' || verb === '-h' || verb === 'help') {
    io.stdout(usage());
    return verb === undefined ? EXIT.usage : EXIT.ok;
  }
  const entry = Object.hasOwn(commands, verb) ? commands[verb] : undefined;
  if (!entry) {
    io.stderr(`handoff: unknown command \`${verb}\`; run \`handoff --help\` for the list\n`);
    return EXIT.usage;
  }
  try {
    const { default: command } = await entry.load();
    return await command.run(rest, io);
  } catch (error) {
    // One table for every verb (lib/errors.ts): a user mistake, refusal or failed system call is one line.
    const outcome = describeError(error, verbLabel(verb, rest));
    if (outcome === null) throw error;
    io.stderr(`${outcome.line}\n`);
    return outcome.exitCode;
  }
}

function usage(): string {
  const lines = ['Usage: handoff <command> [options]', '', 'Commands:'];
  for (const [name, entry] of Object.entries(commands)) lines.push(`  ${name.padEnd(12)} ${entry.summary}`);
  lines.push('', "Run `handoff <command> --help` for a command's options.", '');
  return lines.join('\n');
}
