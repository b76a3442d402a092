import type { HookEvent } from '../hook/payload.js';
import type { RuntimeName } from '../hook/runtimes/types.js';
import { OPENCODE_PLUGIN_MARK, opencodePlugin } from './opencode-plugin.js';
import { shellWord } from '../shell-word.js';

// What `handoff hooks install` writes for each runtime, and how it recognises its own
// entries in a file it merges into. Every hook runs the project's own CLI,
// node_modules/@handoff/cli/dist/bin.js, found from the runtime's project folder: Claude
// Code expands ${CLAUDE_PROJECT_DIR} in exec-form arguments (no shell), Gemini CLI runs the
// command in a shell with $GEMINI_PROJECT_DIR set, Codex CLI runs it in a shell in the
// session's folder, so the command goes to the project from the git top level first; the
// OpenCode plugin finds it from its own location.

/** The CLI the hooks run, relative to the project. */
export const PROJECT_BIN = 'node_modules/@handoff/cli/dist/bin.js';

/** The flags `handoff hook` takes that install passes on. */
export interface HookFlags {
  blockRejected: boolean;
  strictGate: boolean;
  dir?: string;
  mcpServer?: string;
}

/** Where the project is: its folder relative to the git top level (`''` at the top, else ending in `/`). */
export interface ProjectPlace {
  gitPrefix: string;
}

/** One hook a runtime's config file gets: the runtime's event, ours, its matcher and timeout. */
interface HookSlot {
  runtimeEvent: string;
  event: HookEvent;
  matcher?: string;
  timeout: number;
}

/** A runtime's wiring: the file, and the slots (JSON configs) or the whole file (the OpenCode plugin). */
export interface Wiring {
  runtime: RuntimeName;
  /** Relative to the project. */
  file: string;
  slots: readonly HookSlot[];
  /** What the user must still do, or know, after the file is written. */
  notes: readonly string[];
}

export const WIRINGS: Readonly<Record<RuntimeName, Wiring>> = {
  claude: {
    runtime: 'claude',
    file: '.claude/settings.json',
    slots: [
      { runtimeEvent: 'SessionStart', event: 'session-start', timeout: 10 },
      { runtimeEvent: 'PreToolUse', event: 'pre-tool-use', matcher: '*', timeout: 10 },
      { runtimeEvent: 'Stop', event: 'stop', timeout: 30 },
    ],
    notes: ['Claude Code: a hook that cannot start leaves the gate open; check the /hooks menu once.'],
  },
  codex: {
    runtime: 'codex',
    file: '.codex/hooks.json',
    slots: [
      { runtimeEvent: 'SessionStart', event: 'session-start', timeout: 10 },
      { runtimeEvent: 'PreToolUse', event: 'pre-tool-use', timeout: 10 },
      { runtimeEvent: 'Stop', event: 'stop', timeout: 30 },
    ],
    notes: [
      'Codex CLI runs a new or changed hook only once you trust it: review it under /hooks in codex ' +
        '(codex exec --dangerously-bypass-hook-trust skips the review).',
    ],
  },
  gemini: {
    runtime: 'gemini',
    file: '.gemini/settings.json',
    // Gemini CLI reads `timeout` in milliseconds and lets the tool through when a hook fails or times out.
    slots: [
      { runtimeEvent: 'SessionStart', event: 'session-start', timeout: 10_000 },
      { runtimeEvent: 'BeforeTool', event: 'pre-tool-use', matcher: '.*', timeout: 10_000 },
      { runtimeEvent: 'AfterTool', event: 'post-tool-use', matcher: '.*', timeout: 10_000 },
      { runtimeEvent: 'AfterAgent', event: 'stop', timeout: 30_000 },
    ],
    notes: [
      'Gemini CLI runs project hooks only in a trusted folder, and a hook that crashes or times out lets the tool ' +
        'through: a broken install means no gate there (handoff hooks doctor checks it).',
    ],
  },
  opencode: {
    runtime: 'opencode',
    file: '.opencode/plugin/handoff.js',
    slots: [],
    notes: [
      'OpenCode loads the plugin at start-up. Its stop check prompts the session again in the TUI and under opencode ' +
        'serve; `opencode run` exits first, so a one-shot run is not held back.',
    ],
  },
};

/** The `handoff hook` arguments after the event, for these flags and this runtime. */
function hookArgs(runtime: RuntimeName, flags: HookFlags): string[] {
  return [
    ...(runtime === 'claude' ? [] : ['--runtime', runtime]),
    ...(flags.dir === undefined ? [] : ['--dir', flags.dir]),
    ...(flags.mcpServer === undefined ? [] : ['--mcp-server', flags.mcpServer]),
    ...(flags.blockRejected ? ['--block-rejected'] : []),
    ...(flags.strictGate ? ['--strict-gate'] : []),
  ];
}

/** The hook entry (one element of a group's `hooks`) that runs `handoff hook <event>` for a runtime. */
function hookEntry(
  runtime: RuntimeName,
  slot: HookSlot,
  flags: HookFlags,
  place: ProjectPlace,
): Record<string, unknown> {
  const args = ['hook', slot.event, ...hookArgs(runtime, flags)];
  switch (runtime) {
    case 'claude':
      return {
        type: 'command',
        command: 'node',
        args: [`\${CLAUDE_PROJECT_DIR}/${PROJECT_BIN}`, ...args],
        timeout: slot.timeout,
      };
    case 'codex':
      return {
        type: 'command',
        // The hook takes its project from CLAUDE_PROJECT_DIR whichever runtime calls: Codex runs
        // hooks in the session's folder, which may be below the project.
        command:
          `cd "$(git rev-parse --show-toplevel 2>/dev/null || pwd)/${place.gitPrefix}" && ` +
          `CLAUDE_PROJECT_DIR="$PWD" node ${PROJECT_BIN} ${args.map(shellWord).join(' ')}`,
        timeout: slot.timeout,
      };
    default:
      return {
        name: `handoff-${slot.event}`,
        type: 'command',
        command: `node "$GEMINI_PROJECT_DIR/${PROJECT_BIN}" ${args.map(shellWord).join(' ')}`,
        timeout: slot.timeout,
      };
  }
}

/** The text a hook entry runs (its command and arguments), for recognising it. */
export function entryText(entry: unknown): string {
  if (entry === null || typeof entry !== 'object') return '';
  const record = entry as Record<string, unknown>;
  const args = Array.isArray(record.args) ? record.args.filter((arg) => typeof arg === 'string') : [];
  return [typeof record.command === 'string' ? record.command : '', ...args].join(' ');
}

/** `handoff … hook <event>` in a hook entry's command: our CLI's bin file or `handoff`, then `hook` and the event. */
const OUR_HOOK_COMMAND = new RegExp(
  String.raw`(?:@handoff\/cli\/(?:dist\/bin|bin\/handoff)\.js|\bhandoff)["']?\s+hook\s+` +
    String.raw`(session-start|pre-tool-use|post-tool-use|stop)\b`,
);

/** Which of our events a hook entry runs (`handoff … hook <event>`), or null when it is not ours. */
export function ourEvent(entry: unknown): HookEvent | null {
  const match = OUR_HOOK_COMMAND.exec(entryText(entry));
  return match === null ? null : (match[1] as HookEvent);
}

/** A config file's content is not an object this install can merge into. */
export class WiringError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WiringError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The JSON config with our hooks merged in: each slot's entry replaces our entry for that
 * event where there is one (the first; further copies go), else is appended as a group of its
 * own. Everything else (other keys, other hooks, their order) stays as it was.
 */
function mergeHooks(current: string | null, wiring: Wiring, flags: HookFlags, place: ProjectPlace): string {
  let config: Record<string, unknown> = {};
  let indent = 2;
  if (current !== null && current.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(current);
    } catch {
      throw new WiringError(
        `${wiring.file} is not plain JSON (comments or a syntax error); add the hooks by hand ` +
          `(handoff hooks install --runtime ${wiring.runtime} --dry-run prints them)`,
      );
    }
    if (!isObject(parsed)) throw new WiringError(`${wiring.file} is not a JSON object`);
    config = parsed;
    indent = /^\{\s*\n(\s+)"/.exec(current)?.[1]?.length ?? 2;
  }
  if (config.hooks !== undefined && !isObject(config.hooks))
    throw new WiringError(`${wiring.file}: \`hooks\` is not an object`);
  const hooks: Record<string, unknown> = isObject(config.hooks) ? config.hooks : {};
  for (const slot of wiring.slots) {
    const entry = hookEntry(wiring.runtime, slot, flags, place);
    const existing = hooks[slot.runtimeEvent];
    if (existing !== undefined && !Array.isArray(existing))
      throw new WiringError(`${wiring.file}: \`hooks.${slot.runtimeEvent}\` is not a list`);
    let placed = false;
    const groups: unknown[] = [];
    for (const group of existing ?? []) {
      if (!isObject(group) || !Array.isArray(group.hooks)) {
        groups.push(group);
        continue;
      }
      const kept: unknown[] = [];
      for (const hook of group.hooks as unknown[]) {
        if (ourEvent(hook) !== slot.event) kept.push(hook);
        else if (!placed) {
          kept.push(entry);
          placed = true;
        }
      }
      if (kept.length > 0) groups.push({ ...group, hooks: kept });
    }
    if (!placed) groups.push({ ...(slot.matcher === undefined ? {} : { matcher: slot.matcher }), hooks: [entry] });
    hooks[slot.runtimeEvent] = groups;
  }
  return `${JSON.stringify({ ...config, hooks }, null, indent)}\n`;
}

/**
 * The new text of a runtime's file, given its current text (null: no file). The OpenCode
 * plugin is ours whole: a file there that is not ours is refused.
 */
export function wiredText(wiring: Wiring, current: string | null, flags: HookFlags, place: ProjectPlace): string {
  if (wiring.runtime !== 'opencode') return mergeHooks(current, wiring, flags, place);
  if (current !== null && !current.startsWith(OPENCODE_PLUGIN_MARK))
    throw new WiringError(`${wiring.file} exists and was not written by handoff hooks install; move it away first`);
  return opencodePlugin(hookArgs('opencode', flags).slice(2));
}
