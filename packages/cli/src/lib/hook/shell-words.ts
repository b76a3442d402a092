// The read gate lets the shell run one plain command while it is blocked, so it must know
// exactly what the shell will run. This reads the small part of the POSIX shell language
// such a command needs — words made of plain characters, '…' and "…" strings without
// expansions, and at most one here-document — the way bash reads it, and refuses
// everything else (with the reason) rather than guess: an operator, an expansion, a glob,
// a comment, a second command. A full shell parser was considered (docs/agents.md, "The
// read gate"): the allowed language is this small, and what it cannot read must fail
// closed, which a refusal on the first unknown character gives directly.

/** One command as the shell reads it: its words after quote removal, and the here-document fed to it. */
export interface ShellCommand {
  words: string[];
  heredoc: HereDocument | null;
}

/** A here-document (`<<EOF` … `EOF`): bash expands `$`, `` ` `` and `\` in its body unless the delimiter is quoted. */
interface HereDocument {
  delimiter: string;
  quoted: boolean;
  /** `<<-`: leading tabs are stripped from the body and the delimiter line. */
  stripTabs: boolean;
  body: string[];
}

/** Characters a bare word may hold: none is special to the shell anywhere in a word. */
const BARE = /[A-Za-z0-9_\-./=:@+,%]/;
/** Characters bash expands inside "…" and in an unquoted here-document's body. */
const EXPANDING = /[$`\\]/;
const DELIMITER = /^[A-Za-z0-9_]+$/;

/** Read `command` as the shell would: the command, or why it is not one plain command. */
export function readShellCommand(command: string): ShellCommand | { refused: string } {
  if (command.includes('\0')) return { refused: 'it holds a NUL character' };
  if (command.includes('\r')) return { refused: 'it holds a carriage return' };
  const [first = '', ...rest] = command.split('\n');
  const words: string[] = [];
  let heredoc: { delimiter: string; quoted: boolean; stripTabs: boolean } | null = null;
  let i = 0;
  const at = (k: number) => first.charAt(k);
  while (i < first.length) {
    const c = at(i);
    if (c === ' ' || c === '\t') {
      i++;
      continue;
    }
    if (heredoc !== null) return { refused: 'only spaces may follow a here-document delimiter on its line' };
    if (c === '<' && at(i + 1) === '<') {
      if (at(i + 2) === '<') return { refused: 'it uses a here-string (<<<)' };
      const stripTabs = at(i + 2) === '-';
      i += stripTabs ? 3 : 2;
      while (at(i) === ' ' || at(i) === '\t') i++;
      const start = i;
      const quote = at(i) === "'" || at(i) === '"' ? at(i) : '';
      if (quote !== '') {
        const end = first.indexOf(quote, i + 1);
        if (end < 0) return { refused: 'a here-document delimiter is not closed' };
        i = end + 1;
      } else while (i < first.length && /[A-Za-z0-9_]/.test(at(i))) i++;
      const delimiter = first.slice(start + (quote ? 1 : 0), quote ? i - 1 : i);
      if (!DELIMITER.test(delimiter) || (i < first.length && at(i) !== ' ' && at(i) !== '\t'))
        return { refused: 'a here-document delimiter must be a plain word, quoted whole or not at all' };
      heredoc = { delimiter, quoted: quote !== '', stripTabs };
      continue;
    }
    let word = '';
    while (i < first.length && at(i) !== ' ' && at(i) !== '\t') {
      const ch = at(i);
      if (ch === "'") {
        const end = first.indexOf("'", i + 1);
        if (end < 0) return { refused: 'a quoted string is not closed on the first line' };
        word += first.slice(i + 1, end);
        i = end + 1;
      } else if (ch === '"') {
        const end = first.indexOf('"', i + 1);
        if (end < 0) return { refused: 'a quoted string is not closed on the first line' };
        const inner = first.slice(i + 1, end);
        if (EXPANDING.test(inner)) return { refused: 'a "…" string holds `$`, a backtick or a backslash' };
        word += inner;
        i = end + 1;
      } else if (BARE.test(ch)) {
        word += ch;
        i++;
      } else {
        return { refused: `it holds \`${ch}\` outside quotes, which the shell reads as more than a character` };
      }
    }
    words.push(word);
  }
  if (heredoc === null) {
    if (!rest.every(blank)) return { refused: 'it runs more than one line' };
    return { words, heredoc: null };
  }
  const { delimiter, stripTabs } = heredoc;
  const end = rest.findIndex((line) => (stripTabs ? line.replace(/^\t+/, '') : line) === delimiter);
  if (end < 0) return { refused: 'its here-document is not closed by its delimiter' };
  if (!rest.slice(end + 1).every(blank)) return { refused: 'it runs more after its here-document' };
  const body = rest.slice(0, end);
  if (!heredoc.quoted && body.some((line) => EXPANDING.test(line)))
    return {
      refused:
        `its here-document has an unquoted delimiter and a \`$\`, backtick or backslash in its body ` +
        `(the shell would expand it); quote the delimiter: <<'${delimiter}'`,
    };
  return { words, heredoc: { ...heredoc, body } };
}

const blank = (line: string) => /^[ \t]*$/.test(line);
