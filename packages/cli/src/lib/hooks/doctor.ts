import { clipRedacted } from '@handoff/core/secrets';
import { access, constants, readFile, realpath } from 'node:fs/promises';
import { delimiter, dirname, join, resolve } from 'node:path';
import type { HookEvent } from '../hook/payload.js';
import { RUNTIMES, type RuntimeName } from '../hook/runtimes/types.js';
import { OPENCODE_PLUGIN_BIN, OPENCODE_PLUGIN_MARK } from './opencode-plugin.js';
import { entryText, ourEvent, PROJECT_BIN, WIRINGS } from './wiring.js';

/** What `handoff hooks doctor` finds for one runtime. */
export interface RuntimeDiagnosis {
  runtime: RuntimeName;
  /** Relative to the project. */
  file: string;
  /** Whether the file is there. */
  present: boolean;
  /** Our events the file wires. */
  events: HookEvent[];
  /** The events it should wire and does not. */
  missing: HookEvent[];
  /** The `handoff` the hooks run, as written, and resolved to a real path (null: not found). */
  handoff: { written: string; resolved: string | null } | null;
  /** Whether that is the project's own CLI (node_modules/@handoff/cli, real path). */
  own: boolean;
  /** The flags its hooks pass (`--block-rejected`, `--strict-gate`, …). */
  flags: string[];
  /** What is wrong, one sentence each. */
  problems: string[];
}

/** The folder of the npm package a file belongs to (the nearest one with a package.json), or null. */
async function packageFolder(file: string): Promise<string | null> {
  let folder = dirname(file);
  for (;;) {
    try {
      await access(join(folder, 'package.json'));
      return folder;
    } catch {
      const parent = dirname(folder);
      if (parent === folder) return null;
      folder = parent;
    }
  }
}

const realOrNull = (path: string): Promise<string | null> => realpath(path).catch(() => null);

/** `program` looked up in PATH, as a shell would, or null. */
async function onPath(program: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  for (const folder of (env.PATH ?? '').split(delimiter).filter((f) => f !== '')) {
    const candidate = join(folder, program);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * The script a hook's command runs, with the runtime's variables put in: the project for
 * ${CLAUDE_PROJECT_DIR} and $GEMINI_PROJECT_DIR, the git top level for `$(git rev-parse
 * --show-toplevel)`; a bare `handoff` is looked up in PATH and `npx handoff` in the project.
 */
async function hookScript(
  text: string,
  project: string,
  gitTop: string,
  env: NodeJS.ProcessEnv,
): Promise<{ written: string; path: string | null }> {
  const expanded = text
    .replaceAll(
      /\$\{CLAUDE_PROJECT_DIR\}|\$CLAUDE_PROJECT_DIR\b|\$\{GEMINI_PROJECT_DIR\}|\$GEMINI_PROJECT_DIR\b/g,
      project,
    )
    .replaceAll(/\$\(git rev-parse --show-toplevel[^)]*\)/g, gitTop);
  const script =
    /["']?([^"'\s]*(?:@handoff\/cli\/(?:dist\/bin|bin\/handoff)\.js|packages\/cli\/dist\/bin\.js))["']?/.exec(expanded);
  if (script) {
    const written = /"([^"]*bin(?:\/handoff)?\.js)"|'([^']*bin(?:\/handoff)?\.js)'|(\S*bin(?:\/handoff)?\.js)/.exec(
      text,
    );
    return { written: written?.[1] ?? written?.[2] ?? written?.[3] ?? script[1]!, path: resolve(project, script[1]!) };
  }
  if (/(?:^|\s)npx\s+(?:--no(?:-install)?\s+)?handoff\b/.test(expanded))
    return { written: 'npx handoff', path: join(project, 'node_modules/.bin/handoff') };
  const bare = /(?:^|\s)(\S*\bhandoff)\s+hook\b/.exec(expanded);
  if (bare) {
    const program = bare[1]!;
    return { written: program, path: program.includes('/') ? resolve(project, program) : await onPath(program, env) };
  }
  return { written: clipRedacted(text, 80), path: null };
}

/** The hook flags a command passes after the event. */
function flagsOf(text: string): string[] {
  return [...text.matchAll(/(--block-rejected|--strict-gate|--dir\s+\S+|--mcp-server\s+\S+)/g)].map((m) => m[1]!);
}

/** Diagnose one runtime's wiring in `project`. */
async function diagnose(
  runtime: RuntimeName,
  project: string,
  gitTop: string,
  own: string | null,
  env: NodeJS.ProcessEnv,
): Promise<RuntimeDiagnosis> {
  const wiring = WIRINGS[runtime];
  const diagnosis: RuntimeDiagnosis = {
    runtime,
    file: wiring.file,
    present: false,
    events: [],
    missing: [],
    handoff: null,
    own: false,
    flags: [],
    problems: [],
  };
  let text: string;
  try {
    text = await readFile(join(project, wiring.file), 'utf8');
  } catch {
    return diagnosis;
  }
  diagnosis.present = true;
  const commands: Array<{ event: HookEvent; text: string; timeout: unknown; runtimeEvent: string }> = [];
  if (runtime === 'opencode') {
    if (!text.startsWith(OPENCODE_PLUGIN_MARK)) {
      diagnosis.problems.push(`${wiring.file} was not written by handoff hooks install`);
      return diagnosis;
    }
    const flags = /^const FLAGS = (\[.*\]);$/m.exec(text)?.[1];
    const parsed: unknown = flags === undefined ? [] : JSON.parse(flags);
    const list = Array.isArray(parsed) ? parsed.map(String) : [];
    for (const event of ['session-start', 'pre-tool-use', 'stop'] as const)
      commands.push({
        event,
        text: `node ${project}/${OPENCODE_PLUGIN_BIN} hook ${event} ${list.join(' ')}`,
        timeout: null,
        runtimeEvent: event,
      });
  } else {
    let config: unknown;
    try {
      config = JSON.parse(text);
    } catch {
      diagnosis.problems.push(`${wiring.file} is not plain JSON, so this check cannot read it`);
      return diagnosis;
    }
    const hooks = (config as { hooks?: unknown } | null)?.hooks;
    for (const slot of wiring.slots) {
      const groups = (hooks as Record<string, unknown> | undefined)?.[slot.runtimeEvent];
      for (const group of Array.isArray(groups) ? groups : []) {
        const entries = (group as { hooks?: unknown } | null)?.hooks;
        for (const entry of Array.isArray(entries) ? entries : []) {
          const event = ourEvent(entry);
          if (event !== null)
            commands.push({
              event,
              text: entryText(entry),
              timeout: (entry as { timeout?: unknown }).timeout,
              runtimeEvent: slot.runtimeEvent,
            });
        }
      }
    }
  }
  const wanted =
    runtime === 'opencode'
      ? (['session-start', 'pre-tool-use', 'stop'] as HookEvent[])
      : wiring.slots.map((s) => s.event);
  diagnosis.events = wanted.filter((event) => commands.some((command) => command.event === event));
  diagnosis.missing = wanted.filter((event) => !diagnosis.events.includes(event));
  if (diagnosis.events.length === 0) return diagnosis;
  if (diagnosis.missing.length > 0)
    diagnosis.problems.push(`${wiring.file} does not run handoff hook ${diagnosis.missing.join(', ')}`);
  for (const command of commands) {
    if (runtime !== 'claude' && !command.text.includes(`--runtime ${runtime}`) && runtime !== 'opencode')
      diagnosis.problems.push(`its ${command.runtimeEvent} hook does not pass --runtime ${runtime}`);
    if (runtime === 'gemini' && typeof command.timeout === 'number' && command.timeout < 1000)
      diagnosis.problems.push(
        `its ${command.runtimeEvent} hook times out after ${command.timeout} ms (Gemini CLI reads milliseconds, ` +
          `and lets the tool through when a hook times out); use 10000`,
      );
  }
  const first = commands[0]!;
  diagnosis.flags = flagsOf(first.text);
  const script = await hookScript(first.text, project, gitTop, env);
  const resolved = script.path === null ? null : await realOrNull(script.path);
  diagnosis.handoff = { written: script.written, resolved };
  const scripts = new Set(
    await Promise.all(commands.map(async (c) => (await hookScript(c.text, project, gitTop, env)).path)),
  );
  if (scripts.size > 1) diagnosis.problems.push('its hooks run different handoff commands');
  if (resolved === null) {
    diagnosis.problems.push(`the handoff its hooks run (${script.written}) is not there: every hook would fail`);
    return diagnosis;
  }
  diagnosis.own = own !== null && (await packageFolder(resolved)) === own;
  if (!diagnosis.own)
    diagnosis.problems.push(
      own === null
        ? `the project has no ${PROJECT_BIN} of its own; its hooks run ${resolved}`
        : `its hooks run ${resolved}, not the project's own handoff (${own})`,
    );
  return diagnosis;
}

/** Diagnose every runtime's wiring in `project` (`gitTop`: the git top level, or the project). */
export async function diagnoseHooks(
  project: string,
  gitTop: string,
  env: NodeJS.ProcessEnv,
): Promise<RuntimeDiagnosis[]> {
  const ownBin = await realOrNull(join(project, PROJECT_BIN));
  const own = ownBin === null ? null : await packageFolder(ownBin);
  return Promise.all(RUNTIMES.map((runtime) => diagnose(runtime, project, gitTop, own, env)));
}
