// Render the hand-built audit sessions into each agent runtime's on-disk shape.
//
//   node test-fixtures/audit/render-sessions.mjs [FOLDER...]
//
// Each session folder holds `case.json`: a runtime, a shape variant, the `handoff audit`
// arguments and the session as neutral steps (what the user typed, what the agent said, each
// tool call with its result). This script writes the transcript the runtime would have written
// for those steps (`transcript.jsonl`, `transcript.json` or the OpenCode `storage/` folder), field
// for field as docs/audit.md describes each format. The labels a careful reader gives the session
// are written by hand in `expected.json`, never by this script. Run it after editing a case;
// the rendered transcripts are committed, and the tests read only them.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const here = new URL('.', import.meta.url).pathname;
const BASE_TIME = Date.parse('2026-11-20T09:00:00.000Z');
const CWD = '/home/dev/project';

/** A clock that moves on a second per event. */
function clock() {
  let t = BASE_TIME;
  return () => new Date((t += 1000)).toISOString();
}

const numbered = (text) =>
  text
    .split('\n')
    .map((line, i) => `${String(i + 1).padStart(6)}\t${line}`)
    .join('\n');

/** Claude Code's `cat -n`-style Read output, its Bash failure text, its refusal and denial texts. */
const DENIED =
  "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed.";

function claudeCode(folder, spec) {
  const now = clock();
  const lines = [];
  const session = spec.session_id ?? '5e7c1a2b-0000-4000-8000-00000000c0de';
  let parent = null;
  let uuidN = 0;
  let msgN = 0;
  let toolN = 0;
  const tag = spec.tag ?? 'S';
  const envelope = (type, extra, sidechain = false) => {
    const uuid = `${tag.toLowerCase()}-${String(++uuidN).padStart(4, '0')}-4000-8000-0000000000${String(uuidN % 100).padStart(2, '0')}`;
    const line = {
      parentUuid: parent,
      isSidechain: sidechain,
      userType: 'external',
      cwd: CWD,
      sessionId: session,
      version: '2.0.31',
      gitBranch: 'main',
      ...extra,
      type,
      uuid,
      timestamp: now(),
    };
    parent = uuid;
    lines.push(line);
    return line;
  };
  // One API message is written as one line per content block, all with the message's id: a
  // text block that explains a tool call sits on the line before it, under the same id.
  let openMessage = null;
  const assistantBlock = (block, sidechain = false) => {
    const id = lines.at(-1)?.type === 'assistant' && openMessage ? openMessage : `msg_01${tag}${String(++msgN).padStart(4, '0')}`;
    openMessage = block.type === 'tool_use' ? null : id;
    envelope(
      'assistant',
      {
        message: {
          id,
          type: 'message',
          role: 'assistant',
          model: 'claude-sonnet-4-5-20250929',
          content: [block],
          stop_reason: block.type === 'tool_use' ? 'tool_use' : null,
          stop_sequence: null,
          usage: { input_tokens: 12, cache_creation_input_tokens: 0, cache_read_input_tokens: 4200, output_tokens: 80 },
        },
        requestId: `req_011C${tag}${String(msgN).padStart(4, '0')}`,
      },
      sidechain,
    );
  };
  const toolResult = (id, step, toolUseResult, sidechain = false) => {
    const status = step.status ?? (step.exit ? 'error' : 'ok');
    let content;
    let isError = false;
    if (status === 'denied') {
      content = DENIED;
      isError = true;
    } else if (status === 'refused') {
      content = `<tool_use_error>${step.out ?? 'String to replace not found in file.'}</tool_use_error>`;
      isError = true;
    } else if (status === 'error') {
      content = step.call === 'bash' ? `Exit code ${step.exit ?? 1}\n${step.out ?? ''}` : (step.out ?? 'Error');
      isError = true;
    } else content = toolUseResult?.content ?? step.out ?? '';
    const block = { tool_use_id: id, type: 'tool_result', content };
    if (isError) block.is_error = true;
    const extra = { message: { role: 'user', content: [block] } };
    if (isError) extra.toolUseResult = `Error: ${typeof content === 'string' ? content : ''}`;
    else if (toolUseResult?.record) extra.toolUseResult = toolUseResult.record;
    envelope('user', extra, sidechain);
  };
  const emit = (step, sidechain = false) => {
    if (step.user !== undefined) return envelope('user', { message: { role: 'user', content: step.user } }, sidechain);
    if (step.checkpoint !== undefined)
      return envelope('system', {
        subtype: 'informational',
        content: `SessionStart:startup hook additional context: ${step.checkpoint}`,
        isMeta: false,
        level: 'info',
      });
    if (step.say !== undefined) return assistantBlock({ type: 'text', text: step.say }, sidechain);
    if (step.think !== undefined)
      return assistantBlock({ type: 'thinking', thinking: step.think, signature: 'EqQBCkYIBxgCKkA' }, sidechain);
    const id = step.id ?? `toolu_01${tag}${String(++toolN).padStart(3, '0')}ZZ${'x'.repeat(10)}`;
    let name;
    let input;
    let result;
    switch (step.call) {
      case 'bash':
        name = 'Bash';
        input = { command: step.command, description: step.description ?? 'Run a command' };
        if (step.timeout) input.timeout = step.timeout;
        result = { record: { stdout: step.out ?? '', stderr: '', interrupted: false, isImage: false } };
        break;
      case 'read':
        name = 'Read';
        input = { file_path: `${CWD}/${step.path}` };
        result = {
          content: numbered(step.out ?? ''),
          record: {
            type: 'text',
            file: { filePath: `${CWD}/${step.path}`, content: step.out ?? '', numLines: (step.out ?? '').split('\n').length, startLine: 1, totalLines: (step.out ?? '').split('\n').length },
          },
        };
        break;
      case 'grep':
        name = 'Grep';
        input = { pattern: step.pattern, path: step.path ?? CWD, output_mode: 'content', '-n': true };
        result = { content: step.out ?? 'No matches found' };
        break;
      case 'edit':
        name = 'Edit';
        input = { file_path: `${CWD}/${step.path}`, old_string: step.old, new_string: step.new };
        result = {
          content: `The file ${CWD}/${step.path} has been updated. Here's the result of running \`cat -n\` on a snippet of the edited file:\n${numbered(step.new)}`,
          record: { filePath: `${CWD}/${step.path}`, oldString: step.old, newString: step.new, originalFile: step.original ?? '', structuredPatch: [], userModified: false, replaceAll: false },
        };
        break;
      case 'multiedit':
        name = 'MultiEdit';
        input = { file_path: `${CWD}/${step.path}`, edits: step.edits.map((e) => ({ old_string: e.old, new_string: e.new })) };
        result = { content: `Applied ${step.edits.length} edits to ${CWD}/${step.path}:\n${step.edits.map((e, i) => `${i + 1}. Replaced "${e.old.split('\n')[0]}..." with "${e.new.split('\n')[0]}..."`).join('\n')}` };
        break;
      case 'write':
        name = 'Write';
        input = { file_path: `${CWD}/${step.path}`, content: step.content };
        result = { content: `The file ${CWD}/${step.path} has been updated.`, record: { type: 'update', filePath: `${CWD}/${step.path}`, content: step.content, structuredPatch: [] } };
        break;
      case 'task':
        name = 'Task';
        input = { description: step.description ?? 'Investigate', prompt: step.prompt, subagent_type: 'general-purpose' };
        result = { content: step.out ?? 'Done.' };
        break;
      default:
        throw new Error(`claude-code: unknown call ${step.call}`);
    }
    assistantBlock({ type: 'tool_use', id, name, input }, sidechain);
    if (step.call === 'task') for (const inner of step.sidechain ?? []) emit(inner, true);
    if (step.status !== 'pending') toolResult(id, step, result, sidechain);
  };
  lines.push({ type: 'summary', summary: spec.title ?? 'Session', leafUuid: 'leaf-0000' });
  for (const step of spec.steps) emit(step);
  writeFileSync(join(folder, 'transcript.jsonl'), `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
}

/** A Codex apply_patch text for an edit of one file (one hunk, the old lines then the new). */
function codexPatch(step) {
  if (step.patch) return step.patch;
  const body = (prefix, text) =>
    text
      .split('\n')
      .map((l) => `${prefix}${l}`)
      .join('\n');
  if (step.call === 'write') return `*** Begin Patch\n*** Add File: ${step.path}\n${body('+', step.content)}\n*** End Patch`;
  const context = step.context ? `@@ ${step.context}\n` : '@@\n';
  return `*** Begin Patch\n*** Update File: ${step.path}\n${context}${body('-', step.old)}\n${body('+', step.new)}\n*** End Patch`;
}

function codex(folder, spec) {
  const now = clock();
  const legacy = spec.variant === 'legacy';
  const shellShape = spec.shell ?? (legacy ? 'shell' : 'exec_command');
  const lines = [];
  const item = (payload) => lines.push(legacy ? payload : { timestamp: now(), type: 'response_item', payload });
  const event = (payload) => {
    if (!legacy) lines.push({ timestamp: now(), type: 'event_msg', payload });
  };
  const session = spec.session_id ?? '0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
  if (legacy) lines.push({ id: session, timestamp: new Date(BASE_TIME).toISOString(), instructions: null });
  else {
    lines.push({
      timestamp: now(),
      type: 'session_meta',
      payload: { id: session, timestamp: new Date(BASE_TIME).toISOString(), cwd: CWD, originator: 'codex_cli_rs', cli_version: '0.46.0', instructions: null, source: 'cli', model_provider: 'openai' },
    });
    lines.push({
      timestamp: now(),
      type: 'turn_context',
      payload: { cwd: CWD, approval_policy: 'on-request', sandbox_policy: { mode: 'workspace-write', network_access: false }, model: 'gpt-5-codex', effort: 'medium', summary: 'auto' },
    });
  }
  let callN = 0;
  const shellOutput = (step) => {
    const status = step.status ?? (step.exit ? 'error' : 'ok');
    if (status === 'denied') return 'exec command rejected by user';
    const exit = status === 'error' ? (step.exit ?? 1) : 0;
    if (shellShape === 'exec_command')
      return `Chunk ID: 9f${String(callN).padStart(4, '0')}\nWall time: 1.2 seconds\nProcess exited with code ${exit}\nOriginal token count: 64\nOutput:\n${step.out ?? ''}`;
    return JSON.stringify({ output: step.out ?? '', metadata: { exit_code: exit, duration_seconds: 1.2 } });
  };
  const shellCall = (command, step) => {
    const id = `call_${spec.tag ?? 'X'}${String(++callN).padStart(3, '0')}aBcD`;
    const args =
      shellShape === 'exec_command'
        ? { cmd: command, workdir: CWD, yield_time_ms: 10000 }
        : shellShape === 'shell_command'
          ? { command, workdir: CWD, timeout_ms: 120000 }
          : { command: ['bash', '-lc', command], workdir: CWD, timeout_ms: 120000 };
    item({ type: 'function_call', name: shellShape, arguments: JSON.stringify(args), call_id: id });
    item({ type: 'function_call_output', call_id: id, output: shellOutput(step) });
  };
  for (const step of spec.steps) {
    if (step.user !== undefined) {
      event({ type: 'user_message', message: step.user, images: [] });
      item({ type: 'message', role: 'user', content: [{ type: 'input_text', text: step.user }] });
    } else if (step.checkpoint !== undefined) {
      item({ type: 'message', role: 'developer', content: [{ type: 'input_text', text: step.checkpoint }] });
    } else if (step.say !== undefined) {
      event({ type: 'agent_message', message: step.say });
      item({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: step.say }] });
    } else if (step.think !== undefined) {
      item({ type: 'reasoning', summary: [{ type: 'summary_text', text: step.think }], content: null, encrypted_content: 'gAAAAABo-synthetic' });
    } else if (step.call === 'bash') shellCall(step.command, step);
    else if (step.call === 'read') shellCall(`sed -n '1,200p' ${step.path}`, step);
    else if (step.call === 'grep') shellCall(`rg -n "${step.pattern}" ${step.path ?? '.'}`, step);
    else if (step.call === 'edit' || step.call === 'write' || step.call === 'patch') {
      const patch = codexPatch(step);
      const status = step.status ?? 'ok';
      if (legacy || spec.patch_via === 'shell') {
        shellCall(`apply_patch <<'EOF'\n${patch}\nEOF`, { ...step, out: status === 'ok' ? `Success. Updated the following files:\nM ${step.path}` : step.out });
        continue;
      }
      const id = `call_${spec.tag ?? 'X'}${String(++callN).padStart(3, '0')}pAtC`;
      item({ type: 'custom_tool_call', status: 'completed', call_id: id, name: 'apply_patch', input: patch });
      const output =
        status === 'denied'
          ? 'patch rejected by user'
          : status === 'ok'
            ? JSON.stringify({ output: `Success. Updated the following files:\nM ${step.path}\n`, metadata: { exit_code: 0, duration_seconds: 0 } })
            : JSON.stringify({ output: step.out ?? 'apply_patch verification failed', metadata: { exit_code: 1, duration_seconds: 0 } });
      item({ type: 'custom_tool_call_output', call_id: id, output });
    } else throw new Error(`codex: unknown step ${JSON.stringify(step)}`);
  }
  writeFileSync(join(folder, 'transcript.jsonl'), `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
}

function geminiOutput(step, command) {
  const status = step.status ?? (step.exit ? 'error' : 'ok');
  if (status === 'denied') return { status: 'cancelled', output: '[Operation Cancelled] Reason: User cancelled the operation.' };
  if (step.call === 'bash') {
    const exit = status === 'error' ? (step.exit ?? 1) : 0;
    return {
      status: 'success',
      output: `Command: ${command}\nDirectory: (root)\nOutput: ${step.out ?? '(empty)'}\nError: (none)\nExit Code: ${exit}\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 4242`,
    };
  }
  if (status === 'refused' || status === 'error') return { status: 'error', output: step.out ?? 'Error: failed to edit' };
  return { status: 'success', output: step.out ?? 'Successfully modified file.' };
}

function gemini(folder, spec) {
  const now = clock();
  const single = spec.variant === 'single-json';
  const session = spec.session_id ?? '8c1f0e2a-5b6d-4c3e-9f00-1a2b3c4d5e6f';
  const records = [];
  let msgN = 0;
  let callN = 0;
  let current = null;
  const flush = () => {
    if (current) records.push(current);
    current = null;
  };
  const gem = () => {
    if (!current) current = { id: `${spec.tag ?? 'g'}-${String(++msgN).padStart(3, '0')}`, timestamp: now(), type: 'gemini', content: '', thoughts: [], tokens: { input: 9000, output: 120, cached: 0, thoughts: 0, tool: 0, total: 9120 }, model: 'gemini-2.5-pro' };
    return current;
  };
  for (const step of spec.steps) {
    if (step.user !== undefined) {
      flush();
      records.push({ id: `${spec.tag ?? 'g'}-${String(++msgN).padStart(3, '0')}`, timestamp: now(), type: 'user', content: [{ text: step.user }] });
    } else if (step.checkpoint !== undefined) {
      flush();
      records.push({ id: `${spec.tag ?? 'g'}-${String(++msgN).padStart(3, '0')}`, timestamp: now(), type: 'info', content: step.checkpoint });
    } else if (step.say !== undefined) {
      const m = gem();
      if (m.toolCalls) {
        flush();
        gem().content = step.say;
      } else m.content = m.content ? `${m.content}\n${step.say}` : step.say;
    } else if (step.think !== undefined) {
      gem().thoughts.push({ subject: 'Thinking', description: step.think, timestamp: now() });
    } else if (step.rewind) {
      flush();
      records.push({ $rewindTo: step.rewind });
    } else if (step.set) {
      flush();
      records.push({ $set: step.set });
    } else {
      const m = gem();
      if (step.message_id) m.id = step.message_id;
      let name;
      let args;
      switch (step.call) {
        case 'bash':
          name = 'run_shell_command';
          args = { command: step.command, description: step.description ?? 'Run a command', dir_path: '.' };
          break;
        case 'read':
          name = 'read_file';
          args = { file_path: step.path };
          break;
        case 'grep':
          name = 'search_file_content';
          args = { pattern: step.pattern, dir_path: step.path ?? '.' };
          break;
        case 'edit':
          name = 'replace';
          args = { file_path: step.path, old_string: step.old, new_string: step.new, instruction: step.instruction ?? 'Apply the change' };
          break;
        case 'write':
          name = 'write_file';
          args = { file_path: step.path, content: step.content };
          break;
        default:
          throw new Error(`gemini: unknown call ${step.call}`);
      }
      const id = `${name}-${Date.parse('2026-11-20T09:00:00Z') + ++callN}-${String(callN).padStart(4, '0')}`;
      const { status, output } = geminiOutput(step, step.command);
      const result = step.call === 'read' ? (step.out ?? '') : output;
      (m.toolCalls ??= []).push({
        id,
        name,
        args,
        result: [{ functionResponse: { id, name, response: { output: result } } }],
        status,
        timestamp: now(),
        resultDisplay: step.call === 'bash' ? (step.out ?? '') : '',
        displayName: { run_shell_command: 'Shell', read_file: 'ReadFile', search_file_content: 'SearchText', replace: 'Edit', write_file: 'WriteFile' }[name],
        description: step.description ?? '',
        renderOutputAsMarkdown: name !== 'run_shell_command',
      });
    }
  }
  flush();
  const meta = { sessionId: session, projectHash: '3b1f9d2c4e5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e', startTime: new Date(BASE_TIME).toISOString(), lastUpdated: now(), kind: 'main' };
  if (single) {
    writeFileSync(join(folder, 'transcript.json'), `${JSON.stringify({ ...meta, messages: records.filter((r) => !r.$set && !r.$rewindTo) }, null, 2)}\n`);
    return;
  }
  const out = [meta];
  for (const r of records) {
    out.push(r);
    if (r.type === 'user') out.push({ $set: { lastUpdated: r.timestamp } });
  }
  writeFileSync(join(folder, 'transcript.jsonl'), `${out.map((l) => JSON.stringify(l)).join('\n')}\n`);
}

function openCode(folder, spec) {
  let t = BASE_TIME;
  const tick = () => (t += 1000);
  const session = spec.session_id ?? 'ses_5a1b2c3d4e5fXyZ0aBcDeFgHiJ';
  const project = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
  const messages = [];
  let msgN = 0;
  let partN = 0;
  let current = null;
  const mid = () => `msg_${spec.tag ?? 'o'}${String(++msgN).padStart(4, '0')}AbCdEfGhIjKl`;
  const pid = () => `prt_${spec.tag ?? 'o'}${String(++partN).padStart(4, '0')}AbCdEfGhIjKl`;
  const assistant = () => {
    if (!current) {
      const id = mid();
      current = {
        info: { id, sessionID: session, role: 'assistant', time: { created: tick(), completed: t + 500 }, parentID: messages.at(-1)?.info.id, modelID: 'claude-sonnet-4-5', providerID: 'anthropic', mode: 'build', path: { cwd: CWD, root: CWD }, cost: 0, tokens: { input: 900, output: 120, reasoning: 0, cache: { read: 0, write: 0 } }, finish: 'tool-calls' },
        parts: [{ id: pid(), sessionID: session, messageID: id, type: 'step-start' }],
      };
      messages.push(current);
    }
    return current;
  };
  for (const step of spec.steps) {
    if (step.user !== undefined || step.checkpoint !== undefined) {
      current = null;
      const id = mid();
      const part = { id: pid(), sessionID: session, messageID: id, type: 'text', text: step.user ?? step.checkpoint };
      if (step.checkpoint !== undefined) part.synthetic = true;
      messages.push({ info: { id, sessionID: session, role: 'user', time: { created: tick() } }, parts: [part] });
      continue;
    }
    const m = assistant();
    if (step.say !== undefined) {
      m.parts.push({ id: pid(), sessionID: session, messageID: m.info.id, type: 'text', text: step.say, time: { start: tick(), end: t + 200 } });
      continue;
    }
    if (step.think !== undefined) {
      m.parts.push({ id: pid(), sessionID: session, messageID: m.info.id, type: 'reasoning', text: step.think, time: { start: tick(), end: t + 200 } });
      continue;
    }
    let tool;
    let input;
    switch (step.call) {
      case 'bash':
        tool = 'bash';
        input = { command: step.command, description: step.description ?? 'Run a command' };
        break;
      case 'read':
        tool = 'read';
        input = { filePath: `${CWD}/${step.path}` };
        break;
      case 'grep':
        tool = 'grep';
        input = { pattern: step.pattern, path: step.path ?? CWD };
        break;
      case 'edit':
        tool = 'edit';
        input = { filePath: `${CWD}/${step.path}`, oldString: step.old, newString: step.new };
        break;
      case 'write':
        tool = 'write';
        input = { filePath: `${CWD}/${step.path}`, content: step.content };
        break;
      default:
        throw new Error(`opencode: unknown call ${step.call}`);
    }
    const status = step.status ?? (step.exit ? 'error' : 'ok');
    const start = tick();
    let state;
    if (status === 'denied')
      state = { status: 'error', input, error: 'The user rejected permission to use this specific tool call. You may try again with different parameters.', time: { start, end: start + 100 } };
    else if (status === 'refused') state = { status: 'error', input, error: step.out ?? 'oldString not found in content', time: { start, end: start + 100 } };
    else {
      const exit = status === 'error' ? (step.exit ?? 1) : 0;
      const output = step.call === 'read' ? `<file>\n${numbered(step.out ?? '')}\n</file>` : (step.out ?? '');
      state = {
        status: 'completed',
        input,
        output,
        title: step.call === 'bash' ? step.command : input.filePath.slice(CWD.length + 1),
        metadata: step.call === 'bash' ? { output: step.out ?? '', exit, description: input.description } : {},
        time: { start, end: start + 800 },
      };
    }
    m.parts.push({ id: pid(), sessionID: session, messageID: m.info.id, type: 'tool', callID: `toolu_01${spec.tag ?? 'o'}${String(partN).padStart(4, '0')}`, tool, state });
    if (step.end_message) {
      m.parts.push({ id: pid(), sessionID: session, messageID: m.info.id, type: 'step-finish', reason: 'tool-calls', cost: 0, tokens: { input: 900, output: 120, reasoning: 0, cache: { read: 0, write: 0 } } });
      current = null;
    }
  }
  const info = { id: session, projectID: project, directory: CWD, title: spec.title ?? 'Session', version: '0.15.8', time: { created: BASE_TIME, updated: t } };
  if (spec.variant === 'export') {
    writeFileSync(join(folder, 'transcript.json'), `${JSON.stringify({ info, messages }, null, 2)}\n`);
    return;
  }
  const storage = join(folder, 'storage');
  const put = (path, value) => {
    mkdirSync(join(storage, path, '..'), { recursive: true });
    writeFileSync(join(storage, path), `${JSON.stringify(value, null, 2)}\n`);
  };
  put(`session/${project}/${session}.json`, info);
  for (const message of messages) {
    put(`message/${session}/${message.info.id}.json`, message.info);
    for (const part of message.parts) put(`part/${message.info.id}/${part.id}.json`, part);
  }
}

const RENDERERS = { 'claude-code': claudeCode, codex, gemini, opencode: openCode };

const folders =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ['sessions', 'held-out'].flatMap((group) =>
        readdirSync(join(here, group))
          .filter((name) => statSync(join(here, group, name)).isDirectory())
          .map((name) => join(here, group, name)),
      );

for (const folder of folders) {
  const spec = JSON.parse(readFileSync(join(folder, 'case.json'), 'utf8'));
  const render = RENDERERS[spec.runtime];
  if (!render) throw new Error(`${folder}: unknown runtime ${spec.runtime}`);
  for (const old of ['transcript.jsonl', 'transcript.json', 'storage']) rmSync(join(folder, old), { recursive: true, force: true });
  render(folder, spec);
  console.log(`${folder}: ${spec.runtime}${spec.variant ? ` (${spec.variant})` : ''}, ${spec.steps.length} steps`);
}
