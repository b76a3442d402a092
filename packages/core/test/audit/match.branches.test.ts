import { describe, expect, it } from 'vitest';
import { matchCall, rulesInForce, type ToolCall } from '../../src/lib/audit/index.js';
import { editCall, shellCall, writeCall } from './helpers.js';

const rule = (approach: string) => rulesInForce({ rejections: [{ approach, evidence: 'x' }] })[0]!;

/** A call, the rule's approach, and the match as [matcher, strength, detail] (null: no match). */
const CASES: Array<[string, ToolCall, string, [string, string, string] | null]> = [
  // Knobs: a decrease rule, several named values, a value with a unit against plain ones, flags and env.
  [
    'a decrease rule, lowered',
    editCall('pool.go', 'const poolSize = 20', 'const poolSize = 5'),
    'Decrease the pool size',
    ['knob', 'carries', 'pool.go: poolSize 20 → 5'],
  ],
  [
    'a decrease rule, raised',
    editCall('pool.go', 'const poolSize = 20', 'const poolSize = 50'),
    'Decrease the pool size',
    null,
  ],
  [
    'past the lowest of two named values',
    writeCall('cfg.ts', 'export const retryTimeout = 45;\n'),
    'Increase the retry timeout to 30 or 60',
    ['knob', 'carries', 'cfg.ts: sets retryTimeout to 45'],
  ],
  [
    'below both named values',
    writeCall('cfg.ts', 'export const retryTimeout = 10;\n'),
    'Increase the retry timeout to 30 or 60',
    null,
  ],
  [
    'under the highest of two named values',
    writeCall('cfg.ts', 'export const retryTimeout = 10;\n'),
    'Decrease the retry timeout to 30 or 60',
    ['knob', 'carries', 'cfg.ts: sets retryTimeout to 10'],
  ],
  [
    'seconds against a plain named value',
    writeCall('cfg.go', 'retryTimeout := 90 * time.Second\n'),
    'Increase the retry timeout to 30',
    ['knob', 'carries', 'cfg.go: sets retryTimeout to 90s'],
  ],
  [
    'a line that assigns no name',
    writeCall('cfg.txt', 'retry timeout 90\n'),
    'Increase the retry timeout to 30',
    ['knob', 'carries', 'cfg.txt: sets timeout to 90'],
  ],
  ['an env setting on a reading command', shellCall('RETRY_TIMEOUT=90 cat x'), 'Increase the retry timeout', null],
  ['a flag without a value', shellCall('make --retry-timeout'), 'Increase the retry timeout', null],
  [
    'a flag with its value in the next word',
    shellCall('make --retry-timeout 90'),
    'Increase the retry timeout',
    ['knob', 'carries', 'make --retry-timeout 90: --retry-timeout 90'],
  ],
  ['a flag whose value is no number', shellCall('make --retry-timeout=abc'), 'Increase the retry timeout', null],
  // Cleaning: paths, tools, any cache.
  [
    'the path deleted',
    shellCall('rm -rf ./web/dist/'),
    'Delete `web/dist` and rebuild',
    ['clean', 'carries', 'rm -rf ./web/dist/: clears web/dist'],
  ],
  [
    'the path deleted inside another folder',
    shellCall('rm -rf app/web/dist'),
    'Delete `web/dist` and rebuild',
    ['clean', 'carries', 'rm -rf app/web/dist: clears web/dist'],
  ],
  ['another path deleted', shellCall('rm -rf out'), 'Delete `web/dist` and rebuild', null],
  ["another tool's cache deleted", shellCall('rm -rf node_modules'), 'Clear the yarn cache', null],
  [
    "the tool's cache deleted",
    shellCall('rm -rf node_modules'),
    'Clear the npm cache',
    ['clean', 'carries', 'rm -rf node_modules: clears the npm cache'],
  ],
  [
    'any cache deleted',
    shellCall('rm -rf node_modules'),
    'Clear the caches',
    ['clean', 'carries', 'rm -rf node_modules: clears the npm, node cache'],
  ],
  ['no cache deleted', shellCall('rm -rf tmp'), 'Clear the caches', null],
  [
    "the tool's cache cleared",
    shellCall('npm cache clean --force'),
    'Clear the npm cache',
    ['clean', 'carries', 'npm cache clean --force: clears the npm cache'],
  ],
  [
    'any cache cleared',
    shellCall('npm cache clean --force'),
    'Clear the caches',
    ['clean', 'carries', 'npm cache clean --force: clears the npm cache'],
  ],
  // Disabling, retrying, words.
  [
    'a disable comment kept as it was',
    editCall('a.ts', '// eslint-disable-next-line no-console', '// eslint-disable-next-line no-console'),
    'Disable the no-console rule',
    null,
  ],
  [
    'a disable comment added',
    editCall('a.ts', 'console.log(x)', '// eslint-disable-next-line no-console\nconsole.log(x)'),
    'Disable the no-console rule',
    ['disable', 'carries', 'a.ts: adds // eslint-disable-next-line no-console'],
  ],
  ['a retry helper around something else', editCall('x.ts', 'f()', 'retry(() => f())'), 'Retry the flaky upload', null],
  [
    'a retry helper around the upload',
    editCall('upload.ts', 'upload()', 'retry(() => upload())'),
    'Retry the flaky upload',
    ['retry', 'carries', 'upload.ts: adds a retry call'],
  ],
  [
    'words: an object the rule names',
    shellCall('git push --force origin main'),
    'Force push to main',
    ['words', 'shares-words', 'shares `main` with rule 1; no matcher covers "Force push to main"'],
  ],
  [
    "words: most of the rule's words",
    shellCall('kubectl scale deployment api --replicas=3'),
    'Scale the api deployment',
    [
      'words',
      'shares-words',
      'shares `scale`, `api`, `deployment` with rule 1; no matcher covers "Scale the api deployment"',
    ],
  ],
  // Packages: manifests and installs.
  [
    'a manifest pin moved into the range',
    editCall('package.json', '    "vite": "^6.0.0",', '    "vite": "^7.1.4",'),
    'Upgrade vite to 7.x',
    ['package', 'carries', 'package.json: vite ^6.0.0 → ^7.1.4 is in the ruled-out 7.x'],
  ],
  [
    'a manifest pin already in the range',
    editCall('package.json', '    "vite": "^7.0.0",', '    "vite": "^7.1.4",'),
    'Upgrade vite to 7.x',
    null,
  ],
  [
    'a manifest pin unchanged',
    editCall('package.json', '    "vite": "^7.1.4",  ', '    "vite": "^7.1.4",'),
    'Upgrade vite to 7.x',
    null,
  ],
  [
    'a Poetry pin',
    editCall('pyproject.toml', 'requests = "^2.30"', 'requests = "2.31.0"'),
    'Pin requests to 2.31',
    ['package', 'carries', 'pyproject.toml: requests ^2.30 → 2.31.0 is in the ruled-out 2.31.x'],
  ],
  [
    'a PEP 508 pin',
    editCall('pyproject.toml', '  "requests>=2.30",', '  "requests==2.31.0",'),
    'Pin requests to 2.31',
    ['package', 'carries', 'pyproject.toml: requests >=2.30 → ==2.31.0 is in the ruled-out 2.31.x'],
  ],
  [
    'an install in the range',
    shellCall('pip install requests==2.31.0'),
    'Pin requests to 2.31',
    ['package', 'carries', 'pip install requests==2.31.0: requests 2.31.0 is in the ruled-out 2.31.x'],
  ],
  ['an install outside the range', shellCall('pip install requests==2.32.0'), 'Pin requests to 2.31', null],
];

describe('matchCall: knobs, cleaning, disabling, retries, words and packages', () => {
  it.each(CASES)('%s', (_name, call, approach, expected) => {
    const match = matchCall(call, rule(approach));
    expect(match === null ? null : [match.matcher, match.strength, match.detail]).toEqual(expected);
  });
});
