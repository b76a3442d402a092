// Build the release artefacts into one folder (default `release/`), from a repository where
// `npm run build` has run (`npm run release` does both):
//   handoff-core-V.tgz, handoff-linter-V.tgz, handoff-mcp-V.tgz, handoff-cli-V.tgz
//                       the four packages as `npm pack` makes them (what `npm publish` sends);
//                       installed together they need nothing but the npm registry's
//                       dependencies: `npm install <the four files or URLs>`;
//   handoff.mjs         the single-file CLI: `node handoff.mjs lint` with nothing installed;
//   handoff-standalone-V.tgz
//                       that file as an npm package with no dependencies (its bin is
//                       `handoff`): what the pre-commit recipe installs, in seconds;
//   handoff-vscode-V.vsix
//                       the VS Code extension, when `--vsix FILE` names the one
//                       `npm run package` built in packages/vscode;
//   SHA256SUMS          the digest of each, as `sha256sum -c` reads it.
// The release workflow (.github/workflows/release.yml) runs this and attaches the folder's
// files to the GitHub release; docs/releasing.md says how.
//   node scripts/release.mjs [--out DIR] [--vsix FILE]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildStandalone } from './standalone.mjs';

const root = resolve(import.meta.dirname, '..');
const PACKAGES = ['core', 'linter', 'mcp', 'cli'];

const { values } = parseArgs({ options: { out: { type: 'string' }, vsix: { type: 'string' } } });
const out = resolve(values.out ?? join(root, 'release'));
const manifest = (folder) => JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));

const version = manifest('packages/cli').version;
for (const name of PACKAGES) {
  const { version: own } = manifest(`packages/${name}`);
  if (own !== version) fail(`@handoff/${name} is ${own}, @handoff/cli is ${version}: release them at one version`);
}
if (!existsSync(join(root, 'packages/cli/dist/bin.js'))) fail('build the packages first (npm run build)');

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const written = [];

for (const name of PACKAGES) written.push(pack(join(root, 'packages', name)));

const bundle = await buildStandalone(join(out, 'handoff.mjs'));
chmodSync(bundle, 0o755);
written.push(basename(bundle));

// The single file as a package of its own: no dependencies, so `npm install` of it is one download.
const staging = mkdtempSync(join(tmpdir(), 'handoff-standalone-'));
try {
  copyFileSync(bundle, join(staging, 'handoff.mjs'));
  chmodSync(join(staging, 'handoff.mjs'), 0o755);
  copyFileSync(join(root, 'LICENSE'), join(staging, 'LICENSE'));
  writeFileSync(
    join(staging, 'package.json'),
    `${JSON.stringify(
      {
        name: '@handoff/standalone',
        version,
        description: 'The handoff command in one file, with no dependencies (for commit hooks and CI images)',
        license: 'MIT',
        type: 'module',
        engines: manifest('packages/cli').engines,
        bin: { handoff: 'handoff.mjs' },
        files: ['handoff.mjs', 'README.md', 'LICENSE'],
        repository: { type: 'git', url: 'https://github.com/handoff-dev/handoff' },
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(
    join(staging, 'README.md'),
    [
      '# @handoff/standalone',
      '',
      `The \`handoff\` command of @handoff/cli ${version} in one file, \`handoff.mjs\`, with every dependency in it.`,
      'It is what the pre-commit recipe installs; the SDK is in the @handoff/* packages.',
      'Docs: https://github.com/handoff-dev/handoff',
      '',
    ].join('\n'),
  );
  written.push(pack(staging));
} finally {
  rmSync(staging, { recursive: true, force: true });
}

if (values.vsix !== undefined) {
  if (!existsSync(values.vsix))
    fail(`--vsix ${values.vsix}: no such file (npm run package in packages/vscode makes it)`);
  const name = `handoff-vscode-${manifest('packages/vscode').version}.vsix`;
  copyFileSync(values.vsix, join(out, name));
  written.push(name);
}

const sums = written.map(
  (name) =>
    `${createHash('sha256')
      .update(readFileSync(join(out, name)))
      .digest('hex')}  ${name}`,
);
writeFileSync(join(out, 'SHA256SUMS'), `${sums.join('\n')}\n`);
console.log(`handoff ${version}: ${[...written, 'SHA256SUMS'].join(', ')} in ${out}`);

/** `npm pack` the package in `folder` into the output folder; returns the tarball's name. */
function pack(folder) {
  const stdout = execFileSync('npm', ['pack', '--silent', '--pack-destination', out], {
    cwd: folder,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return stdout.trim().split('\n').pop();
}

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}
