/** A loop a segment runs in. */
interface ShellLoop {
  kind: 'for' | 'while' | 'until';
  /** Distinguishes loops; segments of one loop share it. */
  id: number;
}

/** One simple command of a shell line: its words, the assignments before it, its redirects and here-document. */
export interface ShellSegment {
  /** The words after quotes are removed (the assignments before the command are in `env`). */
  argv: string[];
  env: Array<[name: string, value: string]>;
  redirects: Array<{ op: string; target: string }>;
  /** The body of a here-document fed to the command. */
  heredoc: string | null;
  /** The innermost loop it runs in. */
  loop: ShellLoop | null;
  /** It is a `while` / `until` condition. */
  inCondition: boolean;
  /** `!` before it. */
  negated: boolean;
  /** The operator after it (`&&`, `||`, `;`, `|`, `&`), or `null` at the end. */
  op: string | null;
}

interface Token {
  kind: 'word' | 'op';
  text: string;
  /** A word with nothing quoted (keywords and assignments are only recognised unquoted). */
  plain?: boolean;
}

const OPERATORS = [
  '&&',
  '||',
  ';;',
  '|&',
  '>>',
  '<<<',
  '<<-',
  '<<',
  '&>>',
  '&>',
  '>&',
  '<&',
  '>|',
  '<>',
  ';',
  '|',
  '&',
  '>',
  '<',
  '(',
  ')',
  '\n',
];
const REDIRECT_OPS = new Set(['>', '>>', '<', '<<<', '&>', '&>>', '>&', '<&', '>|', '<>']);
const SEPARATORS = new Set(['&&', '||', ';', ';;', '|', '|&', '&', '\n', '(', ')']);
const MAX_DEPTH = 4;

/**
 * Split a shell command line into simple commands, tolerantly: quotes and escapes are
 * honoured, `&&`, `||`, `;`, `|`, `&`, newlines and subshell parentheses separate commands,
 * `for` / `while` / `until` loops mark the commands inside them, here-documents are attached
 * to their command, and the strings of `bash -c '…'` and of `$(…)` / backticks are split too.
 * It never throws: what it cannot read stays a word.
 */
export function splitShell(command: string, depth = 0): ShellSegment[] {
  const tokens = tokenize(command);
  const segments: ShellSegment[] = [];
  const substitutions: string[] = [];
  let current = fresh(null, false);
  const loops: Array<{ loop: ShellLoop; phase: 'head' | 'condition' | 'body' }> = [];
  let loopIds = 0;
  let negateNext = false;
  let pendingHeredoc: Array<{ segment: ShellSegment; delimiter: string }> = [];

  const innermost = () => {
    for (let i = loops.length - 1; i >= 0; i--) if (loops[i]!.phase !== 'head') return loops[i]!;
    return null;
  };
  const finish = (op: string | null) => {
    if (current.argv.length > 0 || current.env.length > 0) {
      current.op = op;
      segments.push(current);
    } else if (op !== null && segments.length > 0 && segments.at(-1)!.op === null) segments.at(-1)!.op = op;
    const loop = innermost();
    current = fresh(loop?.loop ?? null, loop?.phase === 'condition');
  };

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind === 'op') {
      if (REDIRECT_OPS.has(token.text) || token.text === '<<' || token.text === '<<-') {
        const target = tokens[i + 1];
        if (target?.kind === 'word') {
          i++;
          if (token.text === '<<' || token.text === '<<-')
            pendingHeredoc.push({ segment: current, delimiter: target.text });
          else current.redirects.push({ op: token.text, target: target.text });
        }
        continue;
      }
      if (token.text === '\n' && pendingHeredoc.length > 0) {
        // The body follows the newline, up to a line holding only the delimiter.
        const heredocs = pendingHeredoc;
        pendingHeredoc = [];
        const body = takeHeredocBodies(tokens, i, heredocs);
        i = body.next;
      }
      if (SEPARATORS.has(token.text)) finish(token.text === '\n' ? ';' : token.text);
      continue;
    }
    const word = token.text;
    for (const inner of token.plain === false ? [] : commandSubstitutions(word)) substitutions.push(inner);
    const atStart = current.argv.length === 0;
    if (atStart && token.plain) {
      if (word === '!') {
        negateNext = true;
        continue;
      }
      if (word === 'for' || word === 'while' || word === 'until') {
        finish(null);
        const loop: ShellLoop = { kind: word, id: ++loopIds };
        loops.push({ loop, phase: word === 'for' ? 'head' : 'condition' });
        current = fresh(word === 'for' ? null : loop, word !== 'for');
        if (word === 'for') {
          // Skip the head (`for x in a b c` or `for ((…))`) up to `do`.
          while (
            i + 1 < tokens.length &&
            !(tokens[i + 1]!.kind === 'word' && tokens[i + 1]!.text === 'do' && tokens[i + 1]!.plain)
          )
            i++;
        }
        continue;
      }
      if (word === 'do') {
        const top = loops.at(-1);
        if (top) top.phase = 'body';
        current = fresh(top?.loop ?? null, false);
        continue;
      }
      if (word === 'done') {
        finish(null);
        loops.pop();
        const loop = innermost();
        current = fresh(loop?.loop ?? null, loop?.phase === 'condition');
        continue;
      }
      if (['if', 'then', 'else', 'elif', 'fi', '{', '}', 'case', 'esac', 'function'].includes(word)) {
        finish(null);
        continue;
      }
      const assignment = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(word);
      if (assignment) {
        current.env.push([assignment[1]!, assignment[2]!]);
        continue;
      }
    }
    if (atStart && negateNext) {
      current.negated = true;
      negateNext = false;
    }
    current.argv.push(word);
  }
  finish(null);

  const out: ShellSegment[] = [];
  for (const segment of segments) {
    out.push(segment);
    const inner = depth < MAX_DEPTH ? shellString(segment.argv) : null;
    if (inner !== null) out.push(...splitShell(inner, depth + 1).map((s) => ({ ...s, loop: s.loop ?? segment.loop })));
  }
  if (depth < MAX_DEPTH) for (const inner of substitutions) out.push(...splitShell(inner, depth + 1));
  return out;
}

function fresh(loop: ShellLoop | null, inCondition: boolean): ShellSegment {
  return { argv: [], env: [], redirects: [], heredoc: null, loop, inCondition, negated: false, op: null };
}

/** The script of `bash -c '…'`, `sh -lc "…"`, `zsh -c …`, or `null`. */
function shellString(argv: readonly string[]): string | null {
  if (!/^(?:.*\/)?(?:ba|z|da|k)?sh$/.test(argv[0] ?? '')) return null;
  for (let i = 1; i < argv.length - 1; i++) if (/^-[a-z]*c[a-z]*$/.test(argv[i]!)) return argv[i + 1]!;
  return null;
}

/** The commands inside `$(…)` and backticks of a word. */
function commandSubstitutions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) {
    if (word[i] === '$' && word[i + 1] === '(' && word[i + 2] !== '(') {
      let depth = 0;
      for (let j = i + 1; j < word.length; j++) {
        if (word[j] === '(') depth++;
        else if (word[j] === ')' && --depth === 0) {
          out.push(word.slice(i + 2, j));
          i = j;
          break;
        }
      }
    } else if (word[i] === '`') {
      const end = word.indexOf('`', i + 1);
      if (end > i) {
        out.push(word.slice(i + 1, end));
        i = end;
      }
    }
  }
  return out;
}

/** Read here-document bodies after the newline token at `at`; the raw text rides on that token. */
function takeHeredocBodies(
  tokens: Token[],
  at: number,
  heredocs: Array<{ segment: ShellSegment; delimiter: string }>,
): { next: number } {
  // The tokenizer keeps the raw lines after a newline in a `raw` word when it saw `<<`.
  let next = at;
  for (const { segment } of heredocs) {
    const raw = tokens[next + 1];
    if (raw?.kind === 'word' && raw.plain === undefined) {
      segment.heredoc = raw.text;
      next++;
    }
  }
  return { next };
}

/**
 * Words and operators. Quoted text and escapes are joined into words; `$(…)`, `${…}` and
 * backticks stay inside their word. After a newline that ends a line holding `<<DELIM`, the
 * lines up to the delimiter are one raw token (`plain: undefined`), the here-document body.
 */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const delimiters: string[] = [];
  let i = 0;
  let word = '';
  let inWord = false;
  let quoted = false;
  const push = () => {
    if (inWord) tokens.push({ kind: 'word', text: word, plain: !quoted });
    word = '';
    inWord = false;
    quoted = false;
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) {
      if (text[i + 1] === '\n') {
        i += 2;
        continue;
      }
      word += text.charAt(i + 1);
      inWord = true;
      quoted = true;
      i += 2;
      continue;
    }
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      const stop = end < 0 ? text.length : end;
      word += text.slice(i + 1, stop);
      inWord = true;
      quoted = true;
      i = stop + 1;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      let body = '';
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\\' && j + 1 < text.length && '"\\$`\n'.includes(text[j + 1]!)) {
          if (text[j + 1] !== '\n') body += text.charAt(j + 1);
          j += 2;
        } else body += text.charAt(j++);
      }
      word += body;
      inWord = true;
      quoted = true;
      i = j + 1;
      continue;
    }
    if (c === '$' && (text[i + 1] === '(' || text[i + 1] === '{')) {
      const open = text[i + 1]!;
      const close = open === '(' ? ')' : '}';
      let depth = 0;
      let j = i + 1;
      for (; j < text.length; j++) {
        if (text[j] === open) depth++;
        else if (text[j] === close && --depth === 0) break;
      }
      word += text.slice(i, j + 1);
      inWord = true;
      i = j + 1;
      continue;
    }
    if (c === '`') {
      const end = text.indexOf('`', i + 1);
      const stop = end < 0 ? text.length : end;
      word += text.slice(i, stop + 1);
      inWord = true;
      i = stop + 1;
      continue;
    }
    if (c === '#' && !inWord) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      push();
      i++;
      continue;
    }
    // A file descriptor number directly before a redirection (`2>&1`) belongs to the operator.
    const op = OPERATORS.find((candidate) => text.startsWith(candidate, i));
    if (op !== undefined) {
      if (/^\d+$/.test(word) && !quoted && (op.startsWith('>') || op.startsWith('<'))) {
        word = '';
        inWord = false;
      }
      push();
      if (op === '>&' || op === '<&') {
        // `2>&1`: the target is a descriptor, not a file.
        const fd = /^\d+|^-/.exec(text.slice(i + 2));
        if (fd) {
          i += 2 + fd[0].length;
          continue;
        }
      }
      tokens.push({ kind: 'op', text: op });
      i += op.length;
      if (op === '<<' || op === '<<-') {
        const m = /^\s*(['"]?)([A-Za-z_][\w-]*)\1/.exec(text.slice(i));
        if (m) delimiters.push(m[2]!);
      }
      if (op === '\n' && delimiters.length > 0) {
        for (const delimiter of delimiters.splice(0)) {
          const lines: string[] = [];
          let end = i;
          let closed = false;
          while (end <= text.length) {
            const nl = text.indexOf('\n', end);
            const line = text.slice(end, nl < 0 ? text.length : nl);
            end = nl < 0 ? text.length + 1 : nl + 1;
            if (line.replace(/^\t+/, '') === delimiter) {
              closed = true;
              break;
            }
            lines.push(line);
            if (nl < 0) break;
          }
          tokens.push({ kind: 'word', text: lines.join('\n') });
          i = closed ? Math.min(end, text.length) : text.length;
        }
        tokens.push({ kind: 'op', text: '\n' });
      }
      continue;
    }
    word += c;
    inWord = true;
    i++;
  }
  push();
  // A here-document opened on the last line with no newline after it: its body is empty.
  return tokens;
}
