import { parseCommand } from './command.js';
import type { CallKind, FileChange, ToolCall, TranscriptFormat } from './model.js';
import { lineChange, parsePatch, substitutions } from './patch.js';

/** A tool call's shape before the reader numbers it and attaches its result. */
export type CallShape = Pick<ToolCall, 'tool' | 'kind' | 'command' | 'changes' | 'paths'>;

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const obj = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A path as the audit keys files: relative to the session's folder when inside it. */
export function relativePath(path: string, cwd: string | null): string {
  const cleaned = path.replace(/\\/g, '/');
  if (cwd !== null && cwd !== '') {
    const root = cwd.replace(/\\/g, '/').replace(/\/+$/, '');
    if (cleaned.startsWith(`${root}/`)) return cleaned.slice(root.length + 1);
  }
  return cleaned.replace(/^\.\//, '');
}

/** A shell command joined from an argv (`["bash", "-lc", "…"]` gives the script itself). */
export function commandFromArgv(argv: readonly unknown[]): string {
  const words = argv.filter((w): w is string => typeof w === 'string');
  if (words.length >= 3 && /(^|\/)(ba|z|da)?sh$/.test(words[0]!) && /^-[a-z]*c[a-z]*$/.test(words[1]!))
    return words[2]!;
  return words.map((w) => (/^[\w@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`)).join(' ');
}

function edits(tool: string, path: string, pairs: Array<{ old: string; new: string }>, cwd: string | null): CallShape {
  const rel = relativePath(path, cwd);
  return {
    tool,
    kind: 'edit',
    command: null,
    changes: pairs.map((p) => lineChange(rel, p.old, p.new)),
    paths: [rel],
  };
}

function write(tool: string, path: string, content: string, cwd: string | null): CallShape {
  const rel = relativePath(path, cwd);
  return { tool, kind: 'write', command: null, changes: [lineChange(rel, null, content, true)], paths: [rel] };
}

function other(tool: string, kind: CallKind, paths: string[] = []): CallShape {
  return { tool, kind, command: null, changes: [], paths };
}

/**
 * The file changes a shell command makes that can be read from the command itself: a patch
 * through `apply_patch` / `git apply` / `patch`, a here-document or `echo` written into a
 * file, a `sed -i` substitution.
 */
function shellChanges(command: string, cwd: string | null): FileChange[] {
  const out: FileChange[] = [];
  for (const c of parseCommand(command)) {
    const head = c.argv[0];
    if (head === 'apply_patch' || (head === 'git' && c.argv[1] === 'apply') || head === 'patch') {
      const text = c.heredoc ?? (head === 'apply_patch' ? (c.argv[1] ?? '') : '');
      for (const change of parsePatch(text) ?? []) out.push({ ...change, path: relativePath(change.path, cwd) });
      continue;
    }
    for (const w of c.writes) {
      const content =
        w.content ??
        (head === 'echo' || head === 'printf'
          ? c.argv
              .slice(1)
              .filter((a) => !/^-[neE]+$/.test(a))
              .join(' ')
          : null);
      if (content !== null) out.push(lineChange(relativePath(w.path, cwd), null, content, !w.append));
    }
    if ((head === 'sed' || head === 'perl' || head === 'ruby') && c.class === 'write') {
      const args = c.argv.slice(1);
      const scripts = args.filter(
        (a, i) => a.startsWith('s') && /^s(.).*\1.*\1/.test(a) && (i === 0 || args[i - 1] !== '-f'),
      );
      const files = args.filter((a) => !a.startsWith('-') && !scripts.includes(a));
      for (const script of scripts)
        for (const { from, to } of substitutions(script))
          for (const file of files.length > 0 ? files : [''])
            out.push({ path: relativePath(file, cwd), removed: [from], added: [to], whole: false, before: null });
    }
  }
  return out;
}

/**
 * An edit tool's call (one pair of strings, or a list of them): each pair's old and new text
 * under the runtime's own `[old, new]` key names; without a path it changes nothing known.
 */
function editShape(
  name: string,
  path: string | null,
  pairs: readonly unknown[],
  [oldKey, newKey]: readonly [string, string],
  cwd: string | null,
): CallShape {
  if (path === null) return other(name, 'edit');
  const list = pairs.map(obj).map((e) => ({ old: str(e[oldKey]) ?? '', new: str(e[newKey]) ?? '' }));
  return edits(name, path, list, cwd);
}

function shell(tool: string, command: string, cwd: string | null): CallShape {
  const changes = shellChanges(command, cwd);
  return { tool, kind: changes.length > 0 ? 'patch' : 'shell', command, changes, paths: changes.map((c) => c.path) };
}

function claudeCode(name: string, input: Record<string, unknown>, cwd: string | null): CallShape {
  const path = str(input.file_path) ?? str(input.notebook_path);
  switch (name.toLowerCase()) {
    case 'bash':
    case 'powershell':
      return shell(name, str(input.command) ?? '', cwd);
    case 'edit':
      return editShape(name, path, [input], ['old_string', 'new_string'], cwd);
    case 'multiedit':
      return editShape(name, path, Array.isArray(input.edits) ? input.edits : [], ['old_string', 'new_string'], cwd);
    case 'write':
      return path === null ? other(name, 'write') : write(name, path, str(input.content) ?? '', cwd);
    case 'notebookedit':
      return path === null ? other(name, 'edit') : write(name, path, str(input.new_source) ?? '', cwd);
    case 'read':
    case 'notebookread':
      return other(name, 'read', path === null ? [] : [relativePath(path, cwd)]);
    case 'grep':
    case 'glob':
    case 'ls':
    case 'websearch':
    case 'webfetch':
      return other(name, 'search');
    case 'task':
    case 'agent':
      return other(name, 'task');
    default:
      return other(name, 'other');
  }
}

function codex(name: string, input: Record<string, unknown>, raw: string | null, cwd: string | null): CallShape {
  switch (name) {
    case 'exec_command':
      return shell(name, str(input.cmd) ?? str(input.command) ?? '', cwd);
    case 'shell':
    case 'container.exec':
    case 'local_shell': {
      const command = Array.isArray(input.command) ? commandFromArgv(input.command) : (str(input.command) ?? '');
      return shell(name, command, cwd);
    }
    case 'shell_command':
      return shell(name, str(input.command) ?? '', cwd);
    case 'apply_patch': {
      const patch = raw ?? str(input.input) ?? str(input.patch) ?? '';
      const changes = (parsePatch(patch) ?? []).map((c) => ({ ...c, path: relativePath(c.path, cwd) }));
      return { tool: name, kind: 'patch', command: null, changes, paths: changes.map((c) => c.path) };
    }
    case 'view_image':
      return other(name, 'read');
    case 'web_search':
      return other(name, 'search');
    default:
      return other(name, 'other');
  }
}

function gemini(name: string, input: Record<string, unknown>, cwd: string | null): CallShape {
  const path = str(input.file_path) ?? str(input.absolute_path) ?? str(input.path);
  switch (name) {
    case 'run_shell_command':
      return shell(name, str(input.command) ?? '', cwd);
    case 'replace':
    case 'edit':
      return path === null
        ? other(name, 'edit')
        : edits(name, path, [{ old: str(input.old_string) ?? '', new: str(input.new_string) ?? '' }], cwd);
    case 'write_file':
      return path === null ? other(name, 'write') : write(name, path, str(input.content) ?? '', cwd);
    case 'read_file':
    case 'read_many_files':
      return other(name, 'read', path === null ? [] : [relativePath(path, cwd)]);
    case 'list_directory':
    case 'glob':
    case 'search_file_content':
    case 'grep_search':
    case 'grep':
    case 'web_fetch':
    case 'google_web_search':
      return other(name, 'search');
    default:
      return other(name, 'other');
  }
}

function openCode(name: string, input: Record<string, unknown>, cwd: string | null): CallShape {
  const path = str(input.filePath) ?? str(input.path);
  switch (name) {
    case 'bash':
      return shell(name, str(input.command) ?? '', cwd);
    case 'edit':
      return editShape(name, path, [input], ['oldString', 'newString'], cwd);
    case 'multiedit':
      return editShape(name, path, Array.isArray(input.edits) ? input.edits : [], ['oldString', 'newString'], cwd);
    case 'write':
      return path === null ? other(name, 'write') : write(name, path, str(input.content) ?? '', cwd);
    case 'patch': {
      const changes = (parsePatch(str(input.patchText) ?? '') ?? []).map((c) => ({
        ...c,
        path: relativePath(c.path, cwd),
      }));
      return { tool: name, kind: 'patch', command: null, changes, paths: changes.map((c) => c.path) };
    }
    case 'read':
      return other(name, 'read', path === null ? [] : [relativePath(path, cwd)]);
    case 'grep':
    case 'glob':
    case 'list':
    case 'webfetch':
    case 'websearch':
      return other(name, 'search');
    case 'task':
      return other(name, 'task');
    default:
      return other(name, 'other');
  }
}

/**
 * A call's shape from a runtime's tool name and input: Claude Code's `Bash`, `Edit`,
 * `MultiEdit`, `Write`; Codex's `exec_command`, `shell`, `apply_patch` (`raw` is a custom
 * tool's string input); Gemini's `run_shell_command`, `replace`, `write_file`; OpenCode's
 * `bash`, `edit`, `multiedit`, `write`, `patch`. An unknown tool is `other`.
 */
export function callShape(
  format: TranscriptFormat,
  name: string,
  input: unknown,
  options: { raw?: string | null; cwd?: string | null } = {},
): CallShape {
  const fields = obj(input);
  const cwd = options.cwd ?? null;
  switch (format) {
    case 'claude-code':
      return claudeCode(name, fields, cwd);
    case 'codex':
      return codex(name, fields, options.raw ?? null, cwd);
    case 'gemini':
      return gemini(name, fields, cwd);
    case 'opencode':
      return openCode(name, fields, cwd);
  }
}
