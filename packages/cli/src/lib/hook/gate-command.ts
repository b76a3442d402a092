// While the read gate is blocked, the shell runs one thing: the handoff commands that read
// the handoff or acknowledge it. The command must be one plain invocation (no `;`, `&&`,
// pipes, redirections or substitutions), optionally fed by one here-document whose
// delimiter ends the command: `handoff resume ack --summary-file - <<'EOF'` … `EOF`.

/** `handoff <words>` that only read, or acknowledge the handoff. */
const ALLOWED: ReadonlyArray<readonly string[]> = [
  ['resume', 'status'],
  ['resume', 'read'],
  ['resume', 'ack'],
  ['resume', 'learnings'],
  ['rejections'],
  ['checkpoint'],
  ['lint'],
  ['brief'],
  ['orient'],
  ['--help'],
  ['--version'],
];

const WORD = /^[A-Za-z0-9_\-./=:@+,%^~]+$/;
const HEREDOC = /^<<(-)?\s*(?:'([A-Za-z0-9_]+)'|"([A-Za-z0-9_]+)"|([A-Za-z0-9_]+))$/;

/** Split one command line into words: bare words and '…' / "…" strings without `$`, `` ` `` or `\`. Null when it holds anything else. */
function words(line: string): string[] | null {
  const out: string[] = [];
  let rest = line.trim();
  while (rest !== '') {
    const heredoc = /^<<-?\s*(?:'[A-Za-z0-9_]+'|"[A-Za-z0-9_]+"|[A-Za-z0-9_]+)\s*$/.exec(rest);
    if (heredoc) {
      out.push(heredoc[0].replace(/\s+/g, ''));
      break;
    }
    const quoted = /^'([^']*)'(?=\s|$)|^"([^"$`\\]*)"(?=\s|$)/.exec(rest);
    const bare = /^\S+/.exec(rest);
    if (quoted) {
      out.push(quoted[1] ?? quoted[2]!);
      rest = rest.slice(quoted[0].length).trimStart();
    } else if (bare && WORD.test(bare[0])) {
      out.push(bare[0]);
      rest = rest.slice(bare[0].length).trimStart();
    } else {
      return null;
    }
  }
  return out;
}

/** The words after the program when `argv` runs the handoff binary (`handoff`, `npx handoff`, a path to it). */
function afterProgram(argv: string[]): string[] | null {
  const [first, second, third] = argv;
  if (first === undefined) return null;
  if (first === 'handoff' || /(?:^|\/)(?:node_modules\/\.bin\/)?handoff$/.test(first)) return argv.slice(1);
  if (first === 'npx' && (second === 'handoff' || second === '@handoff/cli')) return argv.slice(2);
  if (first === 'npx' && (second === '--yes' || second === '-y') && (third === 'handoff' || third === '@handoff/cli')) return argv.slice(3);
  if (first === 'node' && second !== undefined && /(?:^|\/)packages\/cli\/dist\/bin\.js$|(?:^|\/)@handoff\/cli\/dist\/bin\.js$/.test(second)) return argv.slice(2);
  return null;
}

/**
 * True when `command` is a handoff command that reads or acknowledges the handoff, run
 * plainly: what the shell may do while the read gate is blocked.
 */
export function isGateCommand(command: string): boolean {
  const [first, ...body] = command.replace(/\r\n?/g, '\n').split('\n');
  const argv = words(first ?? '');
  if (argv === null) return false;
  let heredocWord: string | null = null;
  let stripTabs = false;
  const last = argv[argv.length - 1];
  const heredoc = last === undefined ? null : HEREDOC.exec(last);
  if (heredoc) {
    argv.pop();
    stripTabs = heredoc[1] === '-';
    heredocWord = heredoc[2] ?? heredoc[3] ?? heredoc[4]!;
  }
  const rest = afterProgram(argv);
  if (rest === null) return false;
  if (!ALLOWED.some((prefix) => prefix.every((word, i) => rest[i] === word))) return false;
  if (rest[0] === 'rejections' && rest.includes('clear')) return false;
  if (heredocWord === null) return body.every((line) => line.trim() === '');
  const end = body.findIndex((line) => (stripTabs ? line.replace(/^\t+/, '') : line) === heredocWord);
  return end >= 0 && body.slice(end + 1).every((line) => line.trim() === '');
}
