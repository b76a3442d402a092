import { describe, expect, it } from 'vitest';
import { splitShell } from '../../src/lib/audit/shell.js';

type Seg = [
  argv: string[],
  op: string | null,
  heredoc: string | null,
  redirects: string,
  negated: boolean,
  loop: string | null,
  inCondition: boolean,
];

/**
 * Each command line with its segments: argv, the operator after, here-document, redirects,
 * `!`, loop kind, in a condition.
 */
const CASES: [string, Seg[]][] = [
  [
    'a &&; b',
    [
      [['a'], '&&', null, '', false, null, false],
      [['b'], null, null, '', false, null, false],
    ],
  ],
  ['do echo x', [[['echo', 'x'], null, null, '', false, null, false]]],
  ['done', []],
  [
    'if true; then echo y; fi',
    [
      [['true'], ';', null, '', false, null, false],
      [['echo', 'y'], ';', null, '', false, null, false],
    ],
  ],
  ['echo a\\\nb', [[['echo', 'ab'], null, null, '', false, null, false]]],
  ['echo a\\', [[['echo', 'a\\'], null, null, '', false, null, false]]],
  ['echo "a\\"b\\\\c\\$d\\`e\\\nf\\x"', [[['echo', 'a"b\\c$d`ef\\x'], null, null, '', false, null, false]]],
  ["echo 'unclosed", [[['echo', 'unclosed'], null, null, '', false, null, false]]],
  ['echo "unclosed', [[['echo', 'unclosed'], null, null, '', false, null, false]]],
  ['echo ${HOME}/x', [[['echo', '${HOME}/x'], null, null, '', false, null, false]]],
  [
    'echo `date` `unclosed',
    [
      [['echo', '`date`', '`unclosed'], null, null, '', false, null, false],
      [['date'], null, null, '', false, null, false],
    ],
  ],
  [
    'echo `ls -l`',
    [
      [['echo', '`ls -l`'], null, null, '', false, null, false],
      [['ls', '-l'], null, null, '', false, null, false],
    ],
  ],
  [
    'echo $(echo $(pwd))',
    [
      [['echo', '$(echo $(pwd))'], null, null, '', false, null, false],
      [['echo', '$(pwd)'], null, null, '', false, null, false],
      [['pwd'], null, null, '', false, null, false],
    ],
  ],
  ['echo $((1+2))', [[['echo', '$((1+2))'], null, null, '', false, null, false]]],
  [
    'echo x # comment\nls',
    [
      [['echo', 'x'], ';', null, '', false, null, false],
      [['ls'], null, null, '', false, null, false],
    ],
  ],
  ['# only comment', []],
  ['cat <<EOF\nbody\nEOF', [[['cat'], ';', 'body', '', false, null, false]]],
  [
    'cat <<-EOF\n\tbody\n\tEOF\nls',
    [
      [['cat'], ';', '\tbody', '', false, null, false],
      [['ls'], null, null, '', false, null, false],
    ],
  ],
  ['cat <<EOF\nunclosed body', [[['cat'], ';', 'unclosed body', '', false, null, false]]],
  ['cat <<', [[['cat'], null, null, '', false, null, false]]],
  ['cat <<EOF', [[['cat'], null, null, '', false, null, false]]],
  [
    'bash -c \'bash -c "bash -c \\"bash -c \\\\\\"bash -c ls\\\\\\"\\""\'',
    [
      [['bash', '-c', 'bash -c "bash -c \\"bash -c \\\\\\"bash -c ls\\\\\\"\\""'], null, null, '', false, null, false],
      [['bash', '-c', 'bash -c "bash -c \\"bash -c ls\\""'], null, null, '', false, null, false],
      [['bash', '-c', 'bash -c "bash -c ls"'], null, null, '', false, null, false],
      [['bash', '-c', 'bash -c ls'], null, null, '', false, null, false],
      [['bash', '-c', 'ls'], null, null, '', false, null, false],
    ],
  ],
  ['sh -x', [[['sh', '-x'], null, null, '', false, null, false]]],
  [
    '/bin/sh -ec "make"',
    [
      [['/bin/sh', '-ec', 'make'], null, null, '', false, null, false],
      [['make'], null, null, '', false, null, false],
    ],
  ],
  ['echo a 2>&1 >&- 3<&0 x>|y', [[['echo', 'a', 'x'], null, null, '>| y', false, null, false]]],
  [
    'for i in 1; do while x; do y; done; done',
    [
      [['x'], ';', null, '', false, 'while', true],
      [['y'], ';', null, '', false, 'while', false],
    ],
  ],
  ['! a', [[['a'], null, null, '', true, null, false]]],
  ['"!" a', [[['!', 'a'], null, null, '', false, null, false]]],
  [
    'echo `a` "$(b)"',
    [
      [['echo', '`a`', '$(b)'], null, null, '', false, null, false],
      [['a'], null, null, '', false, null, false],
    ],
  ],
  ["echo '$(no)'", [[['echo', '$(no)'], null, null, '', false, null, false]]],
  ['echo a\\ b', [[['echo', 'a b'], null, null, '', false, null, false]]],
  [
    'X=1 fi; b',
    [
      [[], ';', null, '', false, null, false],
      [['b'], null, null, '', false, null, false],
    ],
  ],
  [
    'X=1 && y',
    [
      [[], '&&', null, '', false, null, false],
      [['y'], null, null, '', false, null, false],
    ],
  ],
];

describe('splitShell: quotes, escapes, substitutions, here-documents, keywords, nesting', () => {
  it.each(CASES)('%j', (command, expected) => {
    const segments = splitShell(command).map((s): Seg => [
      s.argv,
      s.op,
      s.heredoc,
      s.redirects.map((r) => `${r.op} ${r.target}`).join('|'),
      s.negated,
      s.loop?.kind ?? null,
      s.inCondition,
    ]);
    expect(segments).toEqual(expected);
  });
});
