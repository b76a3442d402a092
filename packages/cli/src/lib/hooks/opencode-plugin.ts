import { READING_TOOLS } from '../hook/runtimes/opencode.js';

/** The first line of the plugin `handoff hooks install --runtime opencode` writes: how install and doctor know it. */
export const OPENCODE_PLUGIN_MARK =
  '// handoff hooks for OpenCode, written by `handoff hooks install --runtime opencode`.';

/** Where the plugin finds the project's own CLI, relative to the project (its folder's grandparent). */
export const OPENCODE_PLUGIN_BIN = 'node_modules/@handoff/cli/dist/bin.js';

/**
 * The source of the OpenCode plugin: a thin adapter that runs the project's own `handoff hook
 * <event> --runtime opencode` (with `flags`) and does what it answers. OpenCode has no command
 * hooks; its plugins are modules it loads at start-up from `.opencode/plugin/`:
 *
 * * the first request of a session (`experimental.chat.system.transform`) runs session-start
 *   and keeps its text in the system prompt for the session; `session.compacted` runs it
 *   again (`source: compact`);
 * * `tool.execute.before` runs pre-tool-use: exit 2 throws the reason (OpenCode refuses the
 *   call and shows the model the error); context is appended to the tool's result;
 * * `session.idle` runs stop: a refusal is sent back to the session as a prompt, at most three
 *   times in a row (OpenCode has no cap of its own). `opencode run` exits on idle before the
 *   prompt lands; in the TUI and under `opencode serve` the session goes on.
 *
 * Where a check needs the session's record (the stop, a strict-gate acknowledgement), the
 * plugin reads the session's tool parts through OpenCode's client and sends them as
 * `tool_calls`. The project folder is the plugin's own folder's grandparent, never the
 * process's working folder (OpenCode takes that from `PWD`). A hook that cannot run refuses
 * every tool but the reading ones.
 *
 * The longer lines of the plugin are split in two with `+` here, to keep this file's lines short; the text is one.
 */
export function opencodePlugin(flags: readonly string[]): string {
  return (
    `${OPENCODE_PLUGIN_MARK}
// It runs the project's own CLI (${OPENCODE_PLUGIN_BIN}) for each event; edit the
// flags with \`handoff hooks install --runtime opencode\`, not here. docs/agents.md of @handoff/cli.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const FLAGS = ${JSON.stringify(flags)};
const ROOT = fileURLToPath(new URL("../../", import.meta.url)).replace(/\\/$/, "");
const BIN = ROOT + "/${OPENCODE_PLUGIN_BIN}";
const READING = new Set(${JSON.stringify([...READING_TOOLS])});
const MAX_STOP_REFUSALS = 3;

function hook(event, payload, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn("node", [BIN, "hook", event, "--runtime", "opencode", ...FLAGS], {
      cwd: ROOT,
      env: { ...process.env, CLAUDE_PROJECT_DIR: ROOT, PWD: ROOT },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ code: null, stdout: "", stderr: String(error.message) });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.on("error", () => {});
    child.stdin.end(JSON.stringify(payload));
  });
}

function contextOf(answer) {
  try {
    const value = JSON.parse(answer.stdout);
    return typeof value.context === "string" ? value.context : "";
  } catch {
    return "";
  }
}

export const HandoffPlugin = async ({ client }) => {
  const sessionText = new Map();
  const pending = new Map();
  const stopRefusals = new Map();

  async function toolCalls(sessionID) {
    const response = await client.session.messages({ path: { id: sessionID } });
    const messages = Array.isArray(response) ? response : (response && response.data) || [];
    const calls = [];
    for (const message of messages)
      for (const part of message.parts || [])
        if (part.type === "tool" && part.state)
          calls.push({
            tool: part.tool,
            input: part.state.input || {},
            status: part.state.status,
            output: String(part.state.output ?? part.state.error ?? "").slice(-8000),
          });
    return calls;
  }

  async function sessionStart(sessionID, source) {
    const answer = await hook("session-start", { hook_event_name: source === "compact" ? "session.compacted" : ` +
    `"session.created", session_id: sessionID, cwd: ROOT, source }, 10000);
    const text = answer.code === 0 ? contextOf(answer) ` +
    `: "handoff could not check the read gate (" + answer.stderr.trim() + "): run handoff hooks doctor.";
    sessionText.set(sessionID, text);
    return text;
  }

  return {
    "experimental.chat.system.transform": async (input, output) => {
      if (!input.sessionID) return;
      const text = sessionText.has(input.sessionID) ? sessionText.get(input.sessionID) ` +
    `: await sessionStart(input.sessionID, "startup");
      if (text) output.system.push(text);
    },
    "tool.execute.before": async (input, output) => {
      const args = output.args || {};
      const payload = { hook_event_name: "tool.execute.before", session_id: input.sessionID, cwd: ROOT, ` +
    `tool_name: input.tool, tool_input: args };
      const ack = (input.tool === "bash" && /resume\\s+ack/.test(String(args.command || ""))) ` +
    `|| /resume_ack$/.test(input.tool);
      if (ack && FLAGS.includes("--strict-gate")) payload.tool_calls = await toolCalls(input.sessionID);
      const answer = await hook("pre-tool-use", payload, 10000);
      if (answer.code === 2) throw new Error(answer.stderr.trim());
      if (answer.code !== 0) {
        if (READING.has(input.tool)) return;
        throw new Error("handoff: " + input.tool + " refused: the hook could not run (" ` +
    `+ (answer.stderr.trim() || "exit " + answer.code) + "); run handoff hooks doctor.");
      }
      const context = contextOf(answer);
      if (context) pending.set(input.callID, context);
    },
    "tool.execute.after": async (input, output) => {
      const context = pending.get(input.callID);
      if (!context) return;
      pending.delete(input.callID);
      output.output = String(output.output ?? "") + "\\n\\n" + context;
    },
    event: async ({ event }) => {
      const sessionID = event.properties && event.properties.sessionID;
      if (!sessionID) return;
      if (event.type === "session.compacted") await sessionStart(sessionID, "compact");
      if (event.type !== "session.idle") return;
      const refusals = stopRefusals.get(sessionID) || 0;
      const payload = { hook_event_name: "session.idle", session_id: sessionID, cwd: ROOT, ` +
    `stop_hook_active: refusals > 0, tool_calls: await toolCalls(sessionID) };
      const answer = await hook("stop", payload, 30000);
      if (answer.code !== 2 || refusals >= MAX_STOP_REFUSALS) {
        stopRefusals.set(sessionID, 0);
        return;
      }
      stopRefusals.set(sessionID, refusals + 1);
      await client.session.prompt({ path: { id: sessionID }, body: ` +
    `{ parts: [{ type: "text", text: answer.stderr.trim() }] } });
    },
  };
};
`
  );
}
