import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

// The runtimes the lane runs, pinned: each installs from the npm registry (its native binary
// comes in a platform package among its optionalDependencies) into a folder of the lane's
// own cache, never the workspace's node_modules and never the repository. A folder is
// installed once (its `.installed` marker written last) and reused by later runs.

/** A pinned runtime: its npm package, version, bin, and the install script of its own that must run. */
export interface Pin {
  name: 'claude' | 'codex' | 'gemini' | 'opencode';
  package: string;
  version: string;
  bin: string;
  /** The package's own postinstall (copies the platform binary into place); other packages' scripts never run. */
  postinstall?: string;
}

/** The versions tested (docs/agents.md lists them). */
export const PINS: Readonly<Record<Pin['name'], Pin>> = {
  claude: {
    name: 'claude',
    package: '@anthropic-ai/claude-code',
    version: '2.1.197',
    bin: 'claude',
    postinstall: 'install.cjs',
  },
  codex: { name: 'codex', package: '@openai/codex', version: '0.171.0', bin: 'codex' },
  gemini: { name: 'gemini', package: '@google/gemini-cli', version: '0.61.0', bin: 'gemini' },
  opencode: {
    name: 'opencode',
    package: 'opencode-ai',
    version: '1.18.33',
    bin: 'opencode',
    postinstall: 'postinstall.mjs',
  },
};

/** The lane's cache: `HANDOFF_RUNTIMES_CACHE`, else `$XDG_CACHE_HOME/handoff/runtimes` (`~/.cache/…`). */
export function cacheFolder(): string {
  return (
    process.env.HANDOFF_RUNTIMES_CACHE ??
    join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'handoff', 'runtimes')
  );
}

function npmInstall(folder: string, spec: string): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'package.json'), '{ "private": true }\n');
  // --ignore-scripts: no dependency's install script runs (Gemini CLI's node-pty and keytar
  // builds are not needed headless); the runtime's own copy step runs below.
  const run = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', spec], {
    cwd: folder,
    encoding: 'utf8',
    timeout: 10 * 60_000,
  });
  if (run.status !== 0)
    throw new Error(
      `npm install ${spec} failed (exit ${run.status}): ${(run.stderr || String(run.error)).slice(-2000)}`,
    );
}

/**
 * Install into a folder of this process's own and move it into place whole, so two workers
 * installing at once never delete or half-see each other's tree; the loser's copy is dropped.
 */
function installOnce(folder: string, install: (partial: string) => void): void {
  if (existsSync(join(folder, '.installed'))) return;
  const partial = `${folder}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  try {
    install(partial);
    if (existsSync(join(folder, '.installed'))) return;
    rmSync(folder, { recursive: true, force: true });
    renameSync(partial, folder);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/**
 * The pinned runtime's bin, installed into the cache first when it is not there yet, and
 * checked to report the pinned version.
 */
export function installRuntime(pin: Pin): string {
  const folder = join(cacheFolder(), `${pin.name}@${pin.version}`);
  installOnce(folder, (partial) => {
    npmInstall(partial, `${pin.package}@${pin.version}`);
    if (pin.postinstall !== undefined) {
      const run = spawnSync(process.execPath, [pin.postinstall], {
        cwd: join(partial, 'node_modules', pin.package),
        encoding: 'utf8',
      });
      if (run.status !== 0) throw new Error(`${pin.package} ${pin.postinstall} failed: ${run.stderr}`);
    }
    const bin = join(partial, 'node_modules/.bin', pin.bin);
    const version = spawnSync(bin, ['--version'], { encoding: 'utf8', env: { ...process.env, HOME: partial } });
    if (!`${version.stdout}`.includes(pin.version))
      throw new Error(`${pin.bin} --version printed ${JSON.stringify(version.stdout)}, expected ${pin.version}`);
    writeFileSync(join(partial, '.installed'), `${pin.package}@${pin.version}\n`);
  });
  return join(folder, 'node_modules/.bin', pin.bin);
}

/**
 * The dependencies OpenCode installs into a plugin folder at start-up (`@opencode-ai/plugin`
 * at its own version), installed once into the cache: copied into each run's project and
 * config folder, they spare the run the 17–70 s install (and the registry).
 */
export function opencodePluginSeed(): string {
  const version = PINS.opencode.version;
  const folder = join(cacheFolder(), `opencode-plugin@${version}`);
  installOnce(folder, (partial) => {
    npmInstall(partial, `@opencode-ai/plugin@${version}`);
    // OpenCode writes exactly this manifest; with it and the installed tree in place it installs nothing.
    writeFileSync(
      join(partial, 'package.json'),
      `${JSON.stringify({ dependencies: { '@opencode-ai/plugin': version } }, null, 2)}\n`,
    );
    writeFileSync(join(partial, '.installed'), `@opencode-ai/plugin@${version}\n`);
  });
  return folder;
}

/** Every pinned runtime and the OpenCode plugin seed, installed one after another before any test file starts. */
export function installAll(): void {
  for (const pin of Object.values(PINS)) installRuntime(pin);
  opencodePluginSeed();
}
