import type { Command } from '../lib/io.js';

/** A verb: its one-line summary for `handoff --help`, and its module, loaded only when it runs. */
export interface VerbEntry {
  summary: string;
  load: () => Promise<{ default: Command }>;
}

/**
 * Every verb's summary and module. Modules load lazily so `handoff lint` never loads the session store and
 * `handoff title` never loads remark.
 */
const verbs: Record<string, VerbEntry> = {
  lint: { summary: 'Lint plans, summaries and handoff documents', load: () => import('./lint.js') },
  rules: {
    summary: 'List the rules of `handoff lint` with their one-line descriptions',
    load: () => import('./rules.js'),
  },
  resume: { summary: 'Write, read and acknowledge the session handoff (RESUME.md)', load: () => import('./resume.js') },
  init: {
    summary: 'Scaffold a config and a plan/summary pair, or seed HANDOFF.md from a plan (--from-plan)',
    load: () => import('./init.js'),
  },
  commit: { summary: 'Commit the handoff file alone on the current branch', load: () => import('./commit.js') },
  orient: {
    summary: 'Print the re-entry brief: handoff, recent commits, working tree',
    load: () => import('./orient.js'),
  },
  brief: { summary: 'Print what an executor or verifier reads first, in order', load: () => import('./brief.js') },
  reject: {
    summary: 'Record a ruled-out approach with its evidence in the checkpoint',
    load: () => import('./reject.js'),
  },
  rejections: {
    summary: 'List the rejected approaches (numbered), or `clear` them',
    load: () => import('./rejections.js'),
  },
  forget: { summary: 'Remove rejected approach N from the checkpoint', load: () => import('./forget.js') },
  checkpoint: {
    summary: 'Print the rejections checkpoint, for a session only when it lacks it',
    load: () => import('./checkpoint.js'),
  },
  remind: { summary: 'Print the switch reminder from a JSONL transcript', load: () => import('./remind.js') },
  audit: {
    summary: 'Audit a session transcript: which calls re-attempt a ruled-out approach',
    load: () => import('./audit.js'),
  },
  gate: {
    summary: 'Decide a session restart from observations on stdin (restart_gate.py compatible)',
    load: () => import('./gate.js'),
  },
  title: {
    summary: 'Format `<title> | started DD-MM` (session_title.py compatible)',
    load: () => import('./title.js'),
  },
  packet: { summary: 'Write, verify and acknowledge the continuation packet', load: () => import('./packet.js') },
  lsp: { summary: 'Run the language server (stdio) for editors', load: () => import('./lsp.js') },
  mcp: { summary: 'Run the MCP server (stdio) for agent clients', load: () => import('./mcp.js') },
  hook: {
    summary: 'Answer an agent runtime hook (session-start, pre-tool-use, post-tool-use, stop)',
    load: () => import('./hook.js'),
  },
  hooks: {
    summary: 'Wire the hooks into Claude Code, Codex CLI, Gemini CLI or OpenCode (install, doctor)',
    load: () => import('./hooks.js'),
  },
};

/** Every verb; an error a verb throws is turned into one line by the table in `lib/errors.ts`. */
export const commands: Record<string, VerbEntry> = verbs;

/** `resume write`, `packet verify`: the verb with its subcommand, for messages. */
export function verbLabel(name: string, args: string[]): string {
  if (name === 'resume' && args[0] !== undefined && /^[a-z]+$/.test(args[0])) return `${name} ${args[0]}`;
  const sub = name === 'packet' ? args.find((arg) => arg === 'write' || arg === 'verify' || arg === 'ack') : undefined;
  return sub === undefined ? name : `${name} ${sub}`;
}
