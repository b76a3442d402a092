import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/lib/audit/command.js';

type Summary = [argv: string[], cls: string, env: string[], writes: string[], packages: string[], deletes: string[]];

/** Each command line with its commands: normalised argv, class, assignments, files written, packages, deletions. */
const CASES: [string, Summary[]][] = [
  ['nice -n 5 X=1 make', [[['X=1', 'make'], 'other', [], [], [], []]]],
  ['timeout 60 env X=1 npm test', [[['npm', 'test'], 'test', ['X=1'], [], [], []]]],
  ['npx -p typescript tsc --noEmit', [[['tsc', '--noEmit'], 'build', [], [], [], []]]],
  ['npx --package', [[[], 'read-only', [], [], [], []]]],
  ['npx -y -p', [[[], 'read-only', [], [], [], []]]],
  ['./scripts/run.sh a', [[['./scripts/run.sh', 'a'], 'other', [], [], [], []]]],
  ['/usr/bin/git status', [[['git', 'status'], 'read-only', [], [], [], []]]],
  ['ls &> out.txt', [[['ls'], 'write', [], ['out.txt'], [], []]]],
  ['ls &>> out.txt', [[['ls'], 'write', [], ['out.txt (append)'], [], []]]],
  ['ls >| out.txt', [[['ls'], 'write', [], ['out.txt'], [], []]]],
  ['ls > /dev/null', [[['ls'], 'read-only', [], [], [], []]]],
  ['tee -a log.txt', [[['tee', '-a', 'log.txt'], 'write', [], ['log.txt (append)'], [], []]]],
  ['tee out1 out2', [[['tee', 'out1', 'out2'], 'write', [], ['out1', 'out2'], [], []]]],
  ['find', [[['find'], 'read-only', [], [], [], []]]],
  ['find . -delete', [[['find', '.', '-delete'], 'delete', [], [], [], ['.']]]],
  ['find src -name x -delete', [[['find', 'src', '-name', 'x', '-delete'], 'delete', [], [], [], ['src']]]],
  ['go get example.com/x', [[['go', 'get', 'example.com/x'], 'install', [], [], ['go:example.com/x'], []]]],
  ['go mod tidy', [[['go', 'mod', 'tidy'], 'sync', [], [], [], []]]],
  ['go mod download', [[['go', 'mod', 'download'], 'sync', [], [], [], []]]],
  ['go mod graph', [[['go', 'mod', 'graph'], 'other', [], [], [], []]]],
  ['yarn', [[['yarn'], 'sync', [], [], [], []]]],
  ['sed -n 1p f', [[['sed', '-n', '1p', 'f'], 'read-only', [], [], [], []]]],
  ['awk 1 f', [[['awk', '1', 'f'], 'read-only', [], [], [], []]]],
  ['jq . f', [[['jq', '.', 'f'], 'read-only', [], [], [], []]]],
  ['yq . f', [[['yq', '.', 'f'], 'read-only', [], [], [], []]]],
  ['sed -i s/a/b/ f', [[['sed', '-i', 's/a/b/', 'f'], 'write', [], [], [], []]]],
  ['node', [[['node'], 'other', [], [], [], []]]],
  ['python', [[['python'], 'other', [], [], [], []]]],
  ['python3', [[['python3'], 'other', [], [], [], []]]],
  ['git', [[['git'], 'read-only', [], [], [], []]]],
  ['git -C x', [[['git', '-C', 'x'], 'other', [], [], [], []]]],
  ['export', [[[], 'read-only', [], [], [], []]]],
  ['set -e', [[[], 'read-only', [], [], [], []]]],
  ['declare -x A=1', [[[], 'other', ['A=1'], [], [], []]]],
  ['export A=1 B', [[[], 'other', ['A=1'], [], [], []]]],
  ['git stash list', [[['git', 'stash', 'list'], 'read-only', [], [], [], []]]],
  ['bun pm ls', [[['bun', 'pm', 'ls'], 'read-only', [], [], [], []]]],
  ['perl -pi -e s/a/b/ f', [[['perl', '-pi', '-e', 's/a/b/', 'f'], 'write', [], [], [], []]]],
  ['gem install rails -v 7.1', [[['gem', 'install', 'rails', '-v', '7.1'], 'install', [], [], ['gem:rails 7.1'], []]]],
  ['pip install "requests>=2"', [[['pip', 'install', 'requests>=2'], 'install', [], [], ['pypi:requests >=2'], []]]],
  ['uv add httpx@0.27', [[['uv', 'add', 'httpx@0.27'], 'install', [], [], ['pypi:httpx 0.27'], []]]],
  ['pip install -r req.txt', [[['pip', 'install', '-r', 'req.txt'], 'sync', [], [], [], []]]],
  ['pip install "!!"', [[['pip', 'install', '!!'], 'sync', [], [], [], []]]],
];

describe('parseCommand: wrappers, runner prefixes, redirects, tee, find, package managers, reading commands', () => {
  it.each(CASES)('%j', (command, expected) => {
    const got = parseCommand(command).map((c): Summary => [
      c.argv,
      c.class,
      c.env.map((e) => e.join('=')),
      c.writes.map((w) => `${w.path}${w.append ? ' (append)' : ''}`),
      c.packages.map((p) => `${p.ecosystem}:${p.name}${p.constraint === null ? '' : ' ' + p.constraint}`),
      c.deletes,
    ]);
    expect(got).toEqual(expected);
  });
});
