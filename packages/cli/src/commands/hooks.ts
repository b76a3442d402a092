import { docsUrl } from '../lib/docs-url.js';
import { access, realpath } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { repositoryRoot } from '@handoff/core/branch';
import { quoteValue, redactPath, redactSecrets } from '@handoff/core/secrets';
import { parseVerbArgs, pathOption, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import type { Command, CommandIo } from '../lib/io.js';
import { RUNTIMES, type RuntimeName } from '../lib/hook/runtimes/types.js';
import { diagnoseHooks, type RuntimeDiagnosis } from '../lib/hooks/doctor.js';
import { PROJECT_BIN, WiringError, WIRINGS, wiredText, type HookFlags } from '../lib/hooks/wiring.js';
import { readTarget, writeTarget } from '../lib/hooks/write.js';

const HELP = `Usage: handoff hooks install --runtime R [--runtime R …] [options]
       handoff hooks doctor [--root P] [--json]

install  write or merge the project's hook configuration for each runtime named, so it runs
         the project's own handoff (${PROJECT_BIN}) on its events:
           claude    .claude/settings.json   SessionStart, PreToolUse, Stop
           codex     .codex/hooks.json       SessionStart, PreToolUse, Stop
           gemini    .gemini/settings.json   SessionStart, BeforeTool, AfterTool, AfterAgent
           opencode  .opencode/plugin/handoff.js (a plugin)
         Other keys and other hooks stay as they are; running it again changes nothing.
doctor   say which runtimes are wired, and whether the handoff their hooks run is the
         project's own (the real path, links resolved)

Options:
  --runtime R        claude, codex, gemini, opencode, or all (install; repeatable)
  --dry-run          print the change as a diff and write nothing (install)
  --block-rejected   the hooks refuse a command or an edit that repeats a rejected approach
  --strict-gate      the hooks take the stricter read gate
  --dir D            the .handoff folder the hooks use, relative to the project
  --mcp-server NAME  the handoff MCP server's name in the runtimes (default handoff)
  --root P           the project (default: the working folder)
  --json             doctor: print the findings as JSON
  -h, --help         show this help

Exit codes: 0 done, or every wired runtime runs the project's own handoff; 1 refused (a
link, a file that is not plain JSON, no ${PROJECT_BIN} in the project) or the doctor found
a problem; 2 usage error. The runtimes' settings and the strict gate: ${docsUrl('agents.md')}
`;

const hooks: Command = {
  async run(args, io) {
    const { values, positionals } = parseVerbArgs('hooks', args, {
      runtime: { type: 'string', multiple: true },
      'dry-run': { type: 'boolean', default: false },
      'block-rejected': { type: 'boolean', default: false },
      'strict-gate': { type: 'boolean', default: false },
      dir: { type: 'string' },
      'mcp-server': { type: 'string' },
      root: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    });
    if (values.help) return showHelp(io, HELP);
    const [verb, ...extra] = positionals;
    if (verb !== 'install' && verb !== 'doctor')
      throw new UserError(
        verb === undefined
          ? 'handoff hooks: missing verb; expected install or doctor'
          : `handoff hooks: unknown verb ${quoteValue(verb)}; expected install or doctor`,
      );
    if (extra.length > 0) throw new UserError(`handoff hooks ${verb}: unexpected argument ${quoteValue(extra[0]!)}`);
    const rootOption = pathOption(`hooks ${verb}`, '--root', values.root);
    let project: string;
    try {
      project = await realpath(resolve(io.cwd, rootOption ?? '.'));
    } catch {
      throw new UserError(`handoff hooks ${verb}: no such folder: ${rootOption ?? io.cwd}`);
    }
    const gitTop = repositoryRoot(project) ?? project;
    if (verb === 'doctor') return doctor(io, project, gitTop, values.json);
    if (values.runtime === undefined || values.runtime.length === 0)
      throw new UserError(`handoff hooks install: name a runtime: --runtime ${RUNTIMES.join('|')}|all`);
    const runtimes = new Set<RuntimeName>();
    for (const name of values.runtime) {
      if (name === 'all') RUNTIMES.forEach((runtime) => runtimes.add(runtime));
      else if ((RUNTIMES as readonly string[]).includes(name)) runtimes.add(name as RuntimeName);
      else
        throw new UserError(
          `handoff hooks install: unknown runtime ${quoteValue(name)}; expected one of ${RUNTIMES.join(', ')}, all`,
        );
    }
    const flags: HookFlags = {
      blockRejected: values['block-rejected'],
      strictGate: values['strict-gate'],
      ...(values.dir === undefined ? {} : { dir: pathOption('hooks install', '--dir', values.dir)! }),
      ...(values['mcp-server'] === undefined ? {} : { mcpServer: values['mcp-server'] }),
    };
    return install(io, project, gitTop, [...runtimes], flags, values['dry-run']);
  },
};
export default hooks;

async function install(
  io: CommandIo,
  project: string,
  gitTop: string,
  runtimes: RuntimeName[],
  flags: HookFlags,
  dryRun: boolean,
): Promise<number> {
  try {
    await access(join(project, PROJECT_BIN));
  } catch {
    io.stderr(
      `handoff hooks install: refused: ${join(project, PROJECT_BIN)} is not there, so the hooks would run nothing ` +
        `(and Gemini CLI would let every tool through); install the CLI in the project first: npm i -D @handoff/cli\n`,
    );
    return EXIT.failure;
  }
  const gitPrefix = relative(gitTop, project);
  const place = { gitPrefix: gitPrefix === '' ? '' : `${gitPrefix}/` };
  // Every file is computed first, so a refusal writes nothing at all.
  const changes: Array<{ file: string; before: string | null; after: string; notes: readonly string[] }> = [];
  try {
    for (const runtime of runtimes) {
      const wiring = WIRINGS[runtime];
      const before = await readTarget(project, wiring.file);
      changes.push({ file: wiring.file, before, after: wiredText(wiring, before, flags, place), notes: wiring.notes });
    }
  } catch (error) {
    if (error instanceof WiringError) {
      io.stderr(redactPath(`handoff hooks install: refused, nothing written: ${error.message}\n`));
      return EXIT.failure;
    }
    throw error;
  }
  const notes = new Set<string>();
  for (const change of changes) {
    if (change.before === change.after) {
      io.stdout(redactPath(`${change.file}: unchanged\n`));
      continue;
    }
    if (dryRun) {
      // The settings file around the change may hold a credential (an `env` block): the patch is redacted.
      io.stdout(
        redactSecrets(
          createTwoFilesPatch(change.file, change.file, change.before ?? '', change.after, '', '', { context: 3 }),
        ).text,
      );
      continue;
    }
    await writeTarget(project, change.file, change.after);
    io.stdout(redactPath(`${change.file}: ${change.before === null ? 'written' : 'updated'}\n`));
    change.notes.forEach((note) => notes.add(note));
  }
  for (const note of notes) io.stdout(`note: ${note}\n`);
  return EXIT.ok;
}

function describe(diagnosis: RuntimeDiagnosis, project: string): string {
  if (!diagnosis.present) return `${diagnosis.runtime.padEnd(9)} not wired (no ${diagnosis.file})`;
  if (diagnosis.events.length === 0)
    return (
      `${diagnosis.runtime.padEnd(9)} not wired (${diagnosis.file} runs no handoff hook)` +
      diagnosis.problems.map((p) => `\n          problem: ${p}`).join('')
    );
  const handoff = diagnosis.handoff;
  const shown = (path: string) => (relative(project, path).startsWith('..') ? path : relative(project, path));
  const resolved = handoff?.resolved === null || handoff === null ? 'not found' : shown(handoff.resolved);
  const lines = [
    `${diagnosis.runtime.padEnd(9)} wired in ${diagnosis.file}: ${diagnosis.events.join(', ')}` +
      (diagnosis.flags.length === 0 ? '' : ` (${diagnosis.flags.join(' ')})`),
    `          runs ${handoff?.written ?? '?'} -> ${resolved}: ` +
      (diagnosis.own ? "the project's own handoff" : "NOT the project's own handoff"),
    ...diagnosis.problems.map((problem) => `          problem: ${problem}`),
  ];
  return lines.join('\n');
}

async function doctor(io: CommandIo, project: string, gitTop: string, json: boolean): Promise<number> {
  const diagnoses = await diagnoseHooks(project, gitTop, io.env);
  const failing = diagnoses.some((diagnosis) => diagnosis.problems.length > 0);
  // The project's path and the commands a settings file runs may hold a credential: redacted.
  if (json) io.stdout(redactPath(`${JSON.stringify({ project, runtimes: diagnoses }, null, 2)}\n`));
  else {
    for (const diagnosis of diagnoses) io.stdout(redactPath(`${describe(diagnosis, project)}\n`));
    const wired = diagnoses.filter((diagnosis) => diagnosis.events.length > 0).length;
    io.stdout(
      wired === 0
        ? 'no runtime is wired: handoff hooks install --runtime claude|codex|gemini|opencode\n'
        : failing
          ? 'problems found (above)\n'
          : `${wired} runtime${wired === 1 ? '' : 's'} wired, each to the project's own handoff\n`,
    );
  }
  return failing ? EXIT.failure : EXIT.ok;
}
