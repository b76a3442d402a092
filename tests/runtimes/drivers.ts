import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { installRuntime, opencodePluginSeed, PINS, type Pin } from './install.js';

// How the lane runs each runtime headless against the fake model: an isolated home (never a
// user's real state), the model's loopback URL, the flags that let it run tools without a
// person, and where it leaves its session record. The project's hooks are whatever
// `handoff hooks install` wrote into the project.

/** One run: what the runtime printed, how it exited, and the session record it wrote. */
export interface RunResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** The session record: the transcript file's text, or (OpenCode) `opencode export`'s JSON. */
  session: string;
  /** The transcript file (absent for OpenCode, whose record is a database). */
  sessionFile: string | null;
}

/** What a run needs: the project, a home of its own, the fake model's URL. */
interface RunSetup {
  project: string;
  home: string;
  modelUrl: string;
  prompt: string;
  /** Resolves once the model has answered its last step (a server-mode runtime keeps running after the prompt). */
  scriptDone: Promise<void>;
}

/** A runtime the lane drives. */
export interface Driver {
  pin: Pin;
  /** The `--runtime` name of `handoff hooks install`. */
  runtime: Pin['name'];
  run(setup: RunSetup): Promise<RunResult>;
}

const HANG_GUARD_MS = 180_000;

/** End a process started in a group of its own, and everything it started (a runtime's wrapper runs its binary). */
function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Run a process to its end (its whole process group killed after the hang guard), collecting its output. */
function runProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ exitCode: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      stderr += `\n[lane: killed after ${HANG_GUARD_MS / 1000} s]\n`;
      killGroup(child.pid, 'SIGKILL');
    }, HANG_GUARD_MS);
    child.on('error', (error) => (stderr += `\n[lane: ${command} did not start: ${error.message}]\n`));
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, stdout, stderr });
    });
  });
}

/** The one file under `folder` (recursively) whose name matches, newest first; null when none. */
function newestFile(folder: string, pattern: RegExp): string | null {
  const found: Array<{ path: string; mtime: number }> = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      const info = statSync(path);
      if (info.isDirectory()) walk(path);
      else if (pattern.test(name)) found.push({ path, mtime: info.mtimeMs });
    }
  };
  walk(folder);
  found.sort((a, b) => b.mtime - a.mtime);
  return found[0]?.path ?? null;
}

function readSession(file: string | null): string {
  return file === null ? '' : spawnSync('cat', [file], { encoding: 'utf8' }).stdout;
}

/** The environment every runtime gets: the machine's PATH (node and git for the hooks) and nothing of the user's. */
const baseEnv = (home: string): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: home,
  LANG: 'C.UTF-8',
  TERM: 'dumb',
  NO_COLOR: '1',
  CI: '1',
});

const claude: Driver = {
  pin: PINS.claude,
  runtime: 'claude',
  async run({ project, home, modelUrl, prompt }) {
    const bin = installRuntime(PINS.claude);
    const config = join(home, 'claude');
    const result = await runProcess(
      bin,
      ['-p', prompt, '--output-format', 'json', '--allowedTools', 'Bash Read Write Edit'],
      {
        cwd: project,
        env: {
          ...baseEnv(home),
          CLAUDE_CONFIG_DIR: config,
          ANTHROPIC_BASE_URL: modelUrl,
          ANTHROPIC_API_KEY: 'dummy',
          CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
          DISABLE_TELEMETRY: '1',
          DISABLE_AUTOUPDATER: '1',
        },
      },
    );
    const sessionFile = newestFile(join(config, 'projects'), /\.jsonl$/);
    return { ...result, sessionFile, session: readSession(sessionFile) };
  },
};

const codex: Driver = {
  pin: PINS.codex,
  runtime: 'codex',
  async run({ project, home, modelUrl, prompt }) {
    const bin = installRuntime(PINS.codex);
    const codexHome = join(home, 'codex');
    mkdirSync(codexHome, { recursive: true });
    // A known model slug: Codex declares its `apply_patch` tool only for models it knows.
    writeFileSync(
      join(codexHome, 'config.toml'),
      [
        'model = "gpt-5.5"',
        'model_provider = "fake"',
        'check_for_update_on_startup = false',
        '[model_providers.fake]',
        'name = "fake"',
        `base_url = "${modelUrl}/v1"`,
        'wire_api = "responses"',
        'env_key = "FAKE_API_KEY"',
        '[features]',
        'hooks = true',
        'plugins = false',
        'apps = false',
        'remote_plugin = false',
        '[analytics]',
        'enabled = false',
        `[projects."${project}"]`,
        'trust_level = "trusted"',
        '',
      ].join('\n'),
    );
    const result = await runProcess(
      bin,
      ['exec', '--json', '--dangerously-bypass-approvals-and-sandbox', '--dangerously-bypass-hook-trust', prompt],
      { cwd: project, env: { ...baseEnv(home), CODEX_HOME: codexHome, FAKE_API_KEY: 'dummy' } },
    );
    const sessionFile = newestFile(join(codexHome, 'sessions'), /^rollout-.*\.jsonl$/);
    return { ...result, sessionFile, session: readSession(sessionFile) };
  },
};

const gemini: Driver = {
  pin: PINS.gemini,
  runtime: 'gemini',
  async run({ project, home, modelUrl, prompt }) {
    const bin = installRuntime(PINS.gemini);
    mkdirSync(join(home, '.gemini'), { recursive: true });
    writeFileSync(
      join(home, '.gemini/settings.json'),
      JSON.stringify({
        security: { auth: { selectedType: 'gemini-api-key' } },
        privacy: { usageStatisticsEnabled: false },
        general: { disableAutoUpdate: true, disableUpdateNag: true },
        telemetry: { enabled: false },
      }),
    );
    const result = await runProcess(
      bin,
      ['-p', prompt, '--output-format', 'json', '--yolo', '-m', 'gemini-2.5-flash'],
      {
        cwd: project,
        env: {
          ...baseEnv(home),
          GEMINI_API_KEY: 'dummy',
          GEMINI_CLI_TRUST_WORKSPACE: 'true',
          GOOGLE_GEMINI_BASE_URL: modelUrl,
        },
      },
    );
    const sessionFile = newestFile(join(home, '.gemini/tmp'), /^session-.*\.jsonl$/);
    return { ...result, sessionFile, session: readSession(sessionFile) };
  },
};

/** A free port on loopback, for OpenCode's server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

async function waitForServer(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/config`, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`opencode serve did not answer on ${url}`);
}

/**
 * OpenCode runs as a server (`opencode serve`) with `opencode run --attach` sending the
 * prompt: its plugin's stop check prompts the session again once it goes idle, which only a
 * server lives to see (`opencode run` alone exits on idle). OpenCode takes its working
 * folder from PWD, so PWD is the project.
 */
const opencode: Driver = {
  pin: PINS.opencode,
  runtime: 'opencode',
  async run({ project, home, modelUrl, prompt, scriptDone }) {
    const bin = installRuntime(PINS.opencode);
    const seed = opencodePluginSeed();
    for (const target of [join(project, '.opencode'), join(home, 'config/opencode')]) {
      mkdirSync(target, { recursive: true });
      for (const name of ['package.json', 'package-lock.json']) cpSync(join(seed, name), join(target, name));
      symlinkSync(join(seed, 'node_modules'), join(target, 'node_modules'));
    }
    writeFileSync(
      join(project, 'opencode.json'),
      JSON.stringify({
        autoupdate: false,
        share: 'disabled',
        permission: { bash: 'allow', edit: 'allow' },
        provider: {
          fake: {
            npm: '@ai-sdk/openai-compatible',
            name: 'fake',
            options: { baseURL: `${modelUrl}/v1`, apiKey: 'dummy' },
            models: { 'fake-model': { name: 'fake-model', tool_call: true } },
          },
        },
        model: 'fake/fake-model',
      }),
    );
    const env = {
      ...baseEnv(home),
      PWD: project,
      XDG_DATA_HOME: join(home, 'data'),
      XDG_CONFIG_HOME: join(home, 'config'),
      XDG_CACHE_HOME: join(home, 'cache'),
      XDG_STATE_HOME: join(home, 'state'),
      OPENCODE_DISABLE_MODELS_FETCH: '1',
      OPENCODE_DISABLE_AUTOUPDATE: '1',
    };
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = spawn(bin, ['serve', '--port', String(port), '--hostname', '127.0.0.1'], {
      cwd: project,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let serverOutput = '';
    server.on('error', (error) => (serverOutput += `[lane: opencode serve did not start: ${error.message}]\n`));
    server.stdout.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    try {
      await waitForServer(url, Date.now() + HANG_GUARD_MS);
      const result = await runProcess(bin, ['run', '--attach', url, '--dir', project, '--format', 'json', prompt], {
        cwd: project,
        env,
      });
      // The stop check may prompt the session again after `run` has returned: wait for the script's end.
      // (The waits hold no timer that would keep the test's process alive after it.)
      await Promise.race([scriptDone, sleep(HANG_GUARD_MS, undefined, { ref: false })]);
      await sleep(2_000);
      const closed = new Promise((resolve) => server.once('close', resolve));
      killGroup(server.pid, 'SIGTERM');
      await Promise.race([closed, sleep(10_000, undefined, { ref: false })]);
      const sessionId = /"sessionID":"(ses_[A-Za-z0-9]+)"/.exec(result.stdout)?.[1];
      const exported =
        sessionId === undefined ? { stdout: '' } : await runProcess(bin, ['export', sessionId], { cwd: project, env });
      return { ...result, stderr: `${result.stderr}${serverOutput}`, sessionFile: null, session: exported.stdout };
    } finally {
      killGroup(server.pid, 'SIGKILL');
      server.stdout.destroy();
      server.stderr.destroy();
      server.unref();
    }
  },
};

/** The four drivers, by runtime. */
export const DRIVERS: Readonly<Record<Pin['name'], Driver>> = { claude, codex, gemini, opencode };
