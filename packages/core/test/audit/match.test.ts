import { describe, expect, it } from 'vitest';
import { matchCall, rulesInForce, toolCallFromInput, type ToolCall } from '../../src/lib/audit/index.js';
import { splitShell } from '../../src/lib/audit/shell.js';
import { editCall, shellCall, writeCall } from './helpers.js';

const rule = (approach: string, evidence = 'it failed the same way') =>
  rulesInForce({ rejections: [{ approach, evidence }] })[0]!;

type Expect = null | { matcher: string; strength?: 'carries' | 'shares-words'; detail?: string };

const cases: Array<[string, ToolCall, string, string, Expect]> = [
  // Knob moved in the ruled-out direction: edits, renames, units, writes over a known file.
  [
    'an Edit raising it',
    editCall(
      'client/reconnect.go',
      'const reconnectTimeout = 5 * time.Second',
      'const reconnectTimeout = 30 * time.Second',
    ),
    'Increase the reconnect timeout',
    'TestReconnect fails at both 5s and 60s',
    { matcher: 'knob', detail: 'client/reconnect.go: reconnectTimeout 5s → 30s' },
  ],
  [
    'lowering it',
    editCall(
      'client/reconnect.go',
      'const reconnectTimeout = 5 * time.Second',
      'const reconnectTimeout = 2 * time.Second',
    ),
    'Increase the reconnect timeout',
    'x',
    null,
  ],
  [
    'a renamed constant carrying the raised value',
    editCall(
      'client/reconnect.go',
      'const reconnectTimeout = 5 * time.Second',
      'const reconnectWait = 45 * time.Second',
    ),
    'Increase the reconnect timeout',
    'x',
    { matcher: 'knob', detail: 'client/reconnect.go: reconnectTimeout 5s → reconnectWait 45s' },
  ],
  [
    'seconds to minutes',
    editCall('rpc/client.go', 'const reconnectTimeout = 30 * time.Second', 'const reconnectTimeout = 2 * time.Minute'),
    'Increase the reconnect timeout',
    'x',
    { matcher: 'knob', detail: 'rpc/client.go: reconnectTimeout 30s → 2m' },
  ],
  [
    'a unit in the new name',
    editCall('config.ts', 'export const RECONNECT_TIMEOUT = 5;', 'export const RECONNECT_TIMEOUT_MS = 30000;'),
    'Increase the reconnect timeout',
    'x',
    { matcher: 'knob' },
  ],
  [
    'a MultiEdit',
    toolCallFromInput('claude-code', 'MultiEdit', {
      file_path: 'app/db.py',
      edits: [{ old_string: 'POOL_SIZE = 20', new_string: 'POOL_SIZE = 80' }],
    }),
    'Raise the database pool size',
    'pool size 50 still times out',
    { matcher: 'knob', detail: 'app/db.py: POOL_SIZE 20 → 80' },
  ],
  [
    'a Write over a file the caller knows',
    writeCall('settings/.env', 'DB_POOL_SIZE=120\n', 'DB_POOL_SIZE=20\n'),
    'Raise the database pool size',
    'x',
    { matcher: 'knob', detail: 'settings/.env: DB_POOL_SIZE 20 → 120' },
  ],
  [
    'a Write of a new file setting it past the values tried',
    writeCall('settings/.env', 'DB_POOL_SIZE=120\n'),
    'Raise the database pool size',
    'pool size 50 still times out',
    { matcher: 'knob', detail: 'settings/.env: sets DB_POOL_SIZE to 120' },
  ],
  [
    'a Write of a new file setting it below them',
    writeCall('settings/.env', 'DB_POOL_SIZE=10\n'),
    'Raise the database pool size',
    'pool size 50 still times out',
    null,
  ],
  [
    'an environment variable on the test run',
    shellCall('DB_POOL_SIZE=200 pytest tests/test_orders.py'),
    'Raise the database pool size',
    'pool size 50 still times out',
    { matcher: 'knob' },
  ],
  [
    'an exported variable',
    shellCall('export RECONNECT_TIMEOUT=90 && go test ./client'),
    'Increase the reconnect timeout',
    'fails at 5s and 60s',
    { matcher: 'knob' },
  ],
  [
    'a test runner’s timeout flag for the test timeout',
    shellCall('go test ./ingest -timeout 30m'),
    'Increase the test timeout',
    '-timeout 10m still hits the deadline',
    { matcher: 'knob' },
  ],
  [
    'a test runner’s timeout flag is not the reconnect timeout',
    shellCall('go test ./ingest -timeout 30m'),
    'Increase the reconnect timeout',
    'x',
    null,
  ],
  [
    'a shorter test timeout',
    shellCall('go test ./ingest -timeout 2m'),
    'Increase the test timeout',
    '-timeout 10m still hits the deadline',
    null,
  ],
  [
    '`sed -i` raising it',
    shellCall("sed -i 's/reconnectTimeout = 5/reconnectTimeout = 60/' client/reconnect.go"),
    'Increase the reconnect timeout',
    'x',
    { matcher: 'knob' },
  ],
  [
    'a comment naming it',
    editCall('client/reconnect.go', '', '// the reconnect timeout stays at 60 seconds'),
    'Increase the reconnect timeout',
    'fails at 5s and 60s',
    null,
  ],
  [
    'a different fix in the same function',
    editCall(
      'client/reconnect.go',
      '\tc.conn.Close()\n\tconn, err := net.DialTimeout("tcp", c.addr, reconnectTimeout)',
      '\tif c.conn != nil {\n\t\tc.conn.Close()\n\t}\n\tconn, err := c.dialer.DialContext(c.ctx, "tcp", c.addr)',
    ),
    'Increase the reconnect timeout',
    'x',
    null,
  ],
  // Packages: commands and manifests.
  [
    'npm i -D vite@7',
    shellCall('npm i -D vite@7'),
    'Pin vite to 7',
    'vitest 4.1 needs vite 8',
    { matcher: 'package', detail: 'npm install --save-dev vite@7: vite 7.x is in the ruled-out 7.x' },
  ],
  [
    'a compound command holding the pin',
    shellCall('cd web && npm i -D vite@7.1.0 && npm test'),
    'Pin vite to 7',
    'x',
    { matcher: 'package' },
  ],
  [
    'npm pkg set pins the manifest as an install would',
    shellCall('npm pkg set devDependencies.vite=7.0.0'),
    'Pin vite to 7',
    'x',
    { matcher: 'package', detail: 'npm pkg set devDependencies.vite=7.0.0: vite 7.0.0 is in the ruled-out 7.x' },
  ],
  ['npm pkg set of another key is no pin', shellCall('npm pkg set scripts.vite=7'), 'Pin vite to 7', 'x', null],
  ['the other major', shellCall('npm i -D vite@8.0.3'), 'Pin vite to 7', 'x', null],
  ['unpinned', shellCall('npm i -D vite'), 'Pin vite to 7', 'x', null],
  ['a plugin of the package is another package', shellCall('npm i -D vite-plugin-react@7'), 'Pin vite to 7', 'x', null],
  [
    'pip with a range inside',
    shellCall("pip install 'requests<2.32'"),
    'Pin requests below 2.32',
    'x',
    { matcher: 'package' },
  ],
  [
    'pip with an exact version inside',
    shellCall('python -m pip install requests==2.31.0'),
    'Pin requests below 2.32',
    'x',
    { matcher: 'package' },
  ],
  ['pip at the bound', shellCall('pip install requests==2.32.0'), 'Pin requests below 2.32', 'x', null],
  [
    'a manifest edit',
    editCall('package.json', '    "vite": "^8.0.3",', '    "vite": "^7.1.4",'),
    'Pin vite to 7',
    'x',
    { matcher: 'package', detail: 'package.json: vite ^8.0.3 → ^7.1.4 is in the ruled-out 7.x' },
  ],
  [
    'a manifest edit of another dependency',
    editCall('package.json', '    "vitest": "^4.1.0",', '    "vitest": "^4.1.3",'),
    'Pin vite to 7',
    'x',
    null,
  ],
  ['npm info is not npm i', shellCall('npm info vite version'), 'Reinstall with `npm i`', 'x', null],
  // Quoted commands: argv subsequences of one segment, aliases normalised.
  [
    'the quoted command with more flags',
    shellCall('npm run build -- --no-cache --mode production'),
    'Rebuild with `npm run build -- --no-cache`',
    'x',
    { matcher: 'command' },
  ],
  ['the command without the flag', shellCall('npm run build'), 'Rebuild with `npm run build -- --no-cache`', 'x', null],
  ['`npm install` for `npm i`', shellCall('npm install'), 'Reinstall with `npm i`', 'x', { matcher: 'command' }],
  [
    'a grep for the quoted command',
    shellCall('grep -rn "npm run build -- --no-cache" docs'),
    'Rebuild with `npm run build -- --no-cache`',
    'x',
    null,
  ],
  // Retry and re-run until it passes.
  [
    'a retry loop around the call',
    editCall(
      'payments/charge.py',
      '    resp = gateway.charge(order.id, order.total)',
      '    for attempt in range(3):\n        resp = gateway.charge(order.id, order.total)',
    ),
    'Wrap the payment call in a retry loop',
    'x',
    { matcher: 'retry' },
  ],
  [
    'a loop removed',
    editCall(
      'payments/charge.py',
      '    for attempt in range(3):\n        resp = gateway.charge(order.id, order.total)',
      '    resp = gateway.charge(order.id, order.total, idempotency_key=key)',
    ),
    'Wrap the payment call in a retry loop',
    'x',
    null,
  ],
  [
    'a re-run loop of the target test',
    shellCall('for i in $(seq 5); do go test ./checkout -run TestCheckout && break; done'),
    'Re-run the flaky checkout test until it passes',
    'x',
    { matcher: 'retry' },
  ],
  [
    'running the test again is no repeat',
    shellCall('go test ./checkout -run TestCheckout -count=1'),
    'Re-run the flaky checkout test until it passes',
    'x',
    null,
  ],
  // Clean.
  [
    'rm -rf node_modules and reinstall',
    shellCall('rm -rf node_modules package-lock.json && npm install'),
    'Delete node_modules and reinstall',
    'x',
    { matcher: 'clean' },
  ],
  [
    'a cache clear inside a subshell',
    shellCall('(cd web && npx jest --clearCache)'),
    'Clear the jest cache',
    'x',
    { matcher: 'clean' },
  ],
  [
    'a cache clear inside bash -c',
    shellCall("bash -lc 'go clean -testcache'"),
    'Clear the Go build cache',
    'x',
    { matcher: 'clean' },
  ],
  ['listing the folder', shellCall('ls -la .next'), 'Delete the .next cache and rebuild', 'x', null],
  // Disable.
  [
    'a disable comment for the rule',
    editCall(
      'src/cart.ts',
      '  save(cart);',
      '  // eslint-disable-next-line @typescript-eslint/no-floating-promises\n  save(cart);',
    ),
    'Disable the no-floating-promises lint rule',
    'x',
    { matcher: 'disable' },
  ],
  [
    'the disable comment removed',
    editCall(
      'src/cart.ts',
      '  // eslint-disable-next-line @typescript-eslint/no-floating-promises\n  save(cart);',
      '  await save(cart);',
    ),
    'Disable the no-floating-promises lint rule',
    'x',
    null,
  ],
  // An approach no matcher covers: shared words on a changing call, a possible repeat only.
  [
    'force-pushing to main',
    shellCall('git push --force origin main'),
    'Force-pushing to main',
    'x',
    { matcher: 'words', strength: 'shares-words' },
  ],
  ['pushing a branch', shellCall('git push origin feature'), 'Force-pushing to main', 'x', null],
  [
    'installing the package the approach switches to',
    shellCall('npm install undici@6'),
    'Switch the HTTP client to undici',
    'x',
    { matcher: 'words', strength: 'shares-words' },
  ],
  ['a grep for it', shellCall('grep -rn undici src'), 'Switch the HTTP client to undici', 'x', null],
  [
    'reading the rejected file',
    toolCallFromInput('claude-code', 'Read', { file_path: 'client/reconnect.go' }),
    'Increase the reconnect timeout',
    'x',
    null,
  ],
];

describe('matchCall', () => {
  it.each(cases)('%s', (_name, call, approach, evidence, expected) => {
    const match = matchCall(call, rule(approach, evidence));
    if (expected === null) expect(match).toBeNull();
    else expect(match).toMatchObject({ strength: 'carries', ...expected });
  });

  it('the word matches of the former hook: backticked commands match only as commands, prose words only on changing calls', () => {
    // Former false blocks (F11): each of these only reads.
    const rules = rulesInForce({
      rejections: [
        { approach: 'Disable eslint', evidence: 'real bug' },
        { approach: 'Upgrade typescript to 5', evidence: 'decorators' },
        { approach: 'Patch the lockfile with `sed`', evidence: 'integrity' },
        { approach: 'Reinstall with `npm i`', evidence: 'wrong peer' },
        { approach: 'Pin vite to 7', evidence: 'plugin' },
      ],
    });
    for (const command of [
      'grep -rn "eslint-disable" src',
      'npm ls typescript | head -5',
      "sed -n '1,20p' README.md",
      'npm info react version',
      'npm init -y',
      'cat vite.config.ts | head -7',
      'git log --oneline -5 -- tsconfig.json typescript',
    ])
      expect(
        rules.map((r) => matchCall(shellCall(command), r)),
        command,
      ).toEqual([null, null, null, null, null]);
  });
});

describe('splitShell', () => {
  it.each([
    ['a && b; c | d', [['a'], ['b'], ['c'], ['d']]],
    ['echo \'x && y\' "a;b"', [['echo', 'x && y', 'a;b']]],
    [
      '(cd web && npm test)',
      [
        ['cd', 'web'],
        ['npm', 'test'],
      ],
    ],
    [
      "bash -lc 'npm ci && npm test'",
      [
        ['bash', '-lc', 'npm ci && npm test'],
        ['npm', 'ci'],
        ['npm', 'test'],
      ],
    ],
    [
      'echo $(rm -rf build)',
      [
        ['echo', '$(rm -rf build)'],
        ['rm', '-rf', 'build'],
      ],
    ],
    [
      'npm test 2>&1 | tail -20',
      [
        ['npm', 'test'],
        ['tail', '-20'],
      ],
    ],
    ['X=1 Y=2 make', [['make']]],
    ["cat > a.txt <<'EOF'\nhello\nEOF\necho done", [['cat'], ['echo', 'done']]],
  ])('%j', (command, argvs) => expect(splitShell(command).map((s) => s.argv)).toEqual(argvs));

  it('marks loops, conditions and breaks', () => {
    const [condition, body] = splitShell('until pytest -q; do sleep 1; done');
    expect(condition).toMatchObject({ argv: ['pytest', '-q'], inCondition: true, loop: { kind: 'until' } });
    expect(body).toMatchObject({ argv: ['sleep', '1'], inCondition: false, loop: { kind: 'until' } });
    const [test, brk] = splitShell('for i in 1 2 3; do go test ./x && break; done');
    expect(test).toMatchObject({ op: '&&', loop: { kind: 'for' } });
    expect(brk!.argv).toEqual(['break']);
    expect(splitShell('while ! npm test; do :; done')[0]).toMatchObject({ negated: true, inCondition: true });
  });

  it('keeps a here-document with its command, and the redirect target', () => {
    const [cat] = splitShell("cat > settings/.env <<'EOF'\nDB_POOL_SIZE=120\nEOF");
    expect(cat).toMatchObject({
      argv: ['cat'],
      heredoc: 'DB_POOL_SIZE=120',
      redirects: [{ op: '>', target: 'settings/.env' }],
    });
    expect(
      matchCall(
        shellCall("cat > settings/.env <<'EOF'\nDB_POOL_SIZE=120\nEOF"),
        rule('Raise the database pool size', 'pool size 50'),
      ),
    ).toMatchObject({ matcher: 'knob' });
  });

  it('never throws on unbalanced input', () => {
    for (const command of ['"unterminated', "'x", '$(', 'a &&', '|| b', 'for', 'done done', '<<', 'cat <<EOF'])
      expect(() => splitShell(command)).not.toThrow();
  });
});
