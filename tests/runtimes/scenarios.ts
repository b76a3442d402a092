import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADAPTERS } from '../../packages/cli/src/lib/hook/runtimes/index.js';
import type { SessionCall } from '../../packages/cli/src/lib/hook/runtimes/types.js';
import { handoff } from '../helpers/cli.js';
import { exportedToolCalls } from '../helpers/opencode-export.js';
import { DRIVERS, type RunResult } from './drivers.js';
import { ScriptedModel, type Action, type Turn } from './fake-model/script.js';
import { startFakeModel } from './fake-model/server.js';
import { cacheFolder, type Pin } from './install.js';
import { RECORD } from '../helpers/session-record.js';

// The scenarios every runtime goes through, driven by the scripted model on loopback: the
// read gate (refused, then the strict acknowledgement, then allowed), a rejected approach
// retried through the shell and through an edit (refused with its evidence) beside a harmless
// read (allowed), the checkpoint in the context at session start, and a stop refused while a
// plan the session wrote has lint errors. Each run keeps the session record the runtime wrote
// (`<cache>/sessions/`), and the runtime's adapter must read every tool call in it back with
// the outcome the scenario gave it.

const REPO_CLI = resolve(import.meta.dirname, '../../packages/cli');
/** How the agent runs the project's own CLI in its shell (the read gate lets this form through). */
const HANDOFF = 'node node_modules/@handoff/cli/dist/bin.js';

const ACK_GOOD = [
  'The client retries are at 3 now and the suite is the next thing to run.',
  'Approach 1 (vite 7) stays ruled out: vitest 4.1 will not start on it.',
  'Start from npm test.',
].join('\n');
const ACK_SILENT_ON_APPROACHES = [
  'The client retries are at 3 now and the suite is the next thing to run.',
  'Start from npm test and look at the load numbers after.',
].join('\n');
const ack = (digest: string, summary: string): string =>
  `${HANDOFF} resume ack --expect-digest ${digest} --summary-file - <<'EOF'\n${summary}\nEOF`;

const PACKAGE_JSON =
  JSON.stringify({ name: 'app', private: true, devDependencies: { vite: '^8.3.8' } }, null, 2) + '\n';
const REJECTION = 'Pin vite to 7 | vitest 4.1 needs vite 8 and failed to start: "Error: vite 8 required"';

const LOCKED = '- D-1: Raise the retries to 3. Why: the upstream times out under load. Source: the incident review.';
const PLAN_BROKEN = `# Plan: retries\n\n## Plan Decisions\n\n### Locked\n\n${LOCKED}\n`;
const PLAN_BUCKETS = '\n\n### Open\n\n(none)\n\n### Considered and rejected\n\n(none)';

/** A scratch project for one scenario: a git repository with the CLI linked in and the runtime's hooks installed. */
function scenarioProject(runtime: Pin['name'], scenario: string, strictGate = false) {
  const root = mkdtempSync(join(tmpdir(), `rt-${runtime}-${scenario}-`));
  const project = join(root, 'project');
  const home = join(root, 'home');
  mkdirSync(join(project, 'src'), { recursive: true });
  mkdirSync(home);
  writeFileSync(join(project, 'package.json'), PACKAGE_JSON);
  writeFileSync(join(project, 'src/app.ts'), 'export const retries = 3;\n');
  writeFileSync(join(project, '.gitignore'), 'node_modules\n');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: project, stdio: 'ignore' });
  git('init', '-q');
  git('-c', 'user.name=lane', '-c', 'user.email=lane@example.invalid', 'commit', '-q', '--allow-empty', '-m', 'start');
  mkdirSync(join(project, 'node_modules/@handoff'), { recursive: true });
  symlinkSync(REPO_CLI, join(project, 'node_modules/@handoff/cli'));
  const install = handoff(project, [
    'hooks',
    'install',
    '--runtime',
    runtime,
    '--block-rejected',
    ...(strictGate ? ['--strict-gate'] : []),
  ]);
  expect(install.status, install.stderr).toBe(0);
  return { root, project, home };
}

/** A played scenario: the model's view of it, the runtime's output and session record, the project. */
interface Played {
  model: ScriptedModel;
  result: RunResult;
  project: string;
  /** The tool calls the runtime's adapter reads back from the session record. */
  calls: SessionCall[];
}

/** The session record as the adapter reads it: OpenCode's export is turned into the plugin's `tool_calls`. */
async function sessionCalls(runtime: Pin['name'], result: RunResult, project: string): Promise<SessionCall[]> {
  const adapter = ADAPTERS[runtime];
  const scope = { cwd: project, mcpServer: 'handoff' };
  const payload = {
    sessionId: null,
    cwd: project,
    transcriptPath: result.sessionFile,
    source: null,
    toolName: null,
    toolInput: {},
    toolUseId: null,
    tool: null,
    stopHookActive: false,
    input: {} as Record<string, unknown>,
  };
  if (runtime === 'opencode') payload.input = { tool_calls: exportedToolCalls(result.session) };
  return adapter.sessionCalls(payload, scope);
}

/** Run `steps` in the runtime against the project, keeping its session record. */
async function play(
  runtime: Pin['name'],
  scenario: string,
  setup: ReturnType<typeof scenarioProject>,
  steps: Action[],
): Promise<Played> {
  const model = new ScriptedModel(steps, setup.project);
  const server = await startFakeModel(model, join(setup.root, 'model-requests.jsonl'));
  let result: RunResult;
  try {
    result = await DRIVERS[runtime].run({
      project: setup.project,
      home: setup.home,
      modelUrl: server.url,
      prompt: 'Carry on with the task in this project.',
      scriptDone: model.done,
    });
  } finally {
    await server.close();
  }
  keepSession(runtime, scenario, result, setup);
  return { model, result, project: setup.project, calls: await sessionCalls(runtime, result, setup.project) };
}

/**
 * The session record goes to `<cache>/sessions/<runtime>-<scenario>.<jsonl|json>`, with the
 * scratch paths replaced by `__PROJECT__` and `__HOME__`, so a run's records can be read (and
 * a few copied into test-fixtures/audit/runtime-sessions/) after the lane has cleaned up.
 */
function keepSession(
  runtime: Pin['name'],
  scenario: string,
  result: RunResult,
  setup: { project: string; home: string },
): void {
  const folder = join(cacheFolder(), 'sessions');
  mkdirSync(folder, { recursive: true });
  const text = result.session.replaceAll(setup.project, '__PROJECT__').replaceAll(setup.home, '__HOME__');
  writeFileSync(join(folder, `${runtime}-${scenario}.${runtime === 'opencode' ? 'json' : 'jsonl'}`), text);
}

/** The tool results the runtime sent the model, in order. */
const results = (played: Played): Turn[] => played.model.toolResults();

/** A failed run shows what the runtime printed. */
const ran = (played: Played) => `exit ${played.result.exitCode}\n${played.result.stderr.slice(-3000)}`;

/** The scenarios a runtime goes through. */
type Scenario = 'gate' | 'rejected' | 'stop';

/**
 * The scenarios (all three unless named), for one runtime: a test file may take a few, so the lane's workers share the
 * load.
 */
export function runtimeScenarios(
  runtime: Pin['name'],
  scenarios: readonly Scenario[] = ['gate', 'rejected', 'stop'],
): void {
  const readResume: Action =
    runtime === 'codex'
      ? { tool: 'shell', command: `${HANDOFF} resume read` }
      : { tool: 'read', path: '.handoff/RESUME.md' };

  if (scenarios.includes('gate'))
    describe(`${runtime}: the read gate`, () => {
      let played: Played;
      let digest: string;
      beforeAll(async () => {
        const setup = scenarioProject(runtime, 'gate', true);
        const write = handoff(setup.project, ['resume', 'write', '--from', '-', '--json'], JSON.stringify(RECORD));
        expect(write.status, write.stderr).toBe(0);
        digest = (JSON.parse(write.stdout) as { digest: string }).digest;
        played = await play(runtime, 'gate', setup, [
          { tool: 'write', path: 'proof.txt', content: 'written after the ack\n' },
          { tool: 'shell', command: ack(digest, ACK_GOOD) },
          readResume,
          { tool: 'shell', command: ack(digest, ACK_SILENT_ON_APPROACHES) },
          { tool: 'shell', command: ack(digest, ACK_GOOD) },
          { tool: 'write', path: 'proof.txt', content: 'written after the ack\n' },
          { say: 'Done.' },
        ]);
      });

      it('refuses a write while the gate is blocked, with the way out', () => {
        const [first] = results(played);
        expect(first?.text, ran(played)).toMatch(/handoff: \S+ refused: the read gate is blocked/);
        expect(first?.text).toContain(`--expect-digest ${digest}`);
      });

      it('refuses an acknowledgement before RESUME.md was read at its digest (strict gate)', () => {
        expect(results(played)[1]?.text, ran(played)).toContain(
          'the strict read gate wants .handoff/RESUME.md read in this session at its current digest',
        );
      });

      it('lets the agent read RESUME.md while blocked', () => {
        expect(results(played)[2]?.text, ran(played)).toContain(`sha256=${digest}`);
      });

      it('refuses an acknowledgement that does not refer to the failed approach (strict gate)', () => {
        expect(results(played)[3]?.text, ran(played)).toContain('it does not refer to approach 1 (Pinning vite to 7');
      });

      it('takes the acknowledgement, then allows the write', () => {
        const all = results(played);
        expect(all, ran(played)).toHaveLength(6);
        expect(all[4]!.text).not.toContain('refused');
        expect(all[5]!.text).not.toContain('refused');
        expect(readFileSync(join(played.project, 'proof.txt'), 'utf8')).toBe('written after the ack\n');
        expect(handoff(played.project, ['resume', 'status']).stdout).toMatch(/^clear\n/);
      });

      it('leaves a session record the adapter reads whole: every call, refused or done', () => {
        const outcomes = played.calls.map((call) => [call.tool.kind, call.ok]);
        expect(outcomes, played.result.session.slice(-2000)).toEqual([
          ['change', false],
          ['shell', false],
          [runtime === 'codex' ? 'shell' : 'read', true],
          ['shell', false],
          ['shell', true],
          ['change', true],
        ]);
        expect(played.calls[5]!.tool.edits.map((edit) => edit.path)).toEqual([join(played.project, 'proof.txt')]);
      });
    });

  if (scenarios.includes('rejected'))
    describe(`${runtime}: a rejected approach`, () => {
      let played: Played;
      beforeAll(async () => {
        const setup = scenarioProject(runtime, 'rejected');
        const reject = handoff(setup.project, ['reject', REJECTION]);
        expect(reject.status, reject.stderr).toBe(0);
        played = await play(runtime, 'rejected', setup, [
          { tool: 'read', path: 'package.json' },
          { tool: 'shell', command: 'npm pkg set devDependencies.vite=7.0.0' },
          { tool: 'edit', path: 'package.json', old: '"vite": "^8.3.8"', new: '"vite": "7.0.0"' },
          { say: 'Done.' },
        ]);
      });

      it('has the checkpoint in the context from the session start', () => {
        const first = played.model.requests.find((request) => request.tools.length > 0);
        const context = first?.turns.map((turn) => turn.text).join('\n') ?? '';
        expect(context, ran(played)).toContain('handoff read gate: none');
        expect(context).toContain('1. Approach: "Pin vite to 7"');
        expect(context).toContain(
          'Evidence: "vitest 4.1 needs vite 8 and failed to start: \\"Error: vite 8 required\\""',
        );
      });

      it('allows the harmless read', () => {
        const [read] = results(played);
        expect(read?.text, ran(played)).toContain('"vite": "^8.3.8"');
        expect(read?.text).not.toContain('refused');
      });

      it('refuses the approach retried through the shell, with its evidence', () => {
        const text = results(played)[1]?.text ?? '';
        expect(text, ran(played)).toContain(
          'handoff: refused: This command looks like rejected approach 1: "Pin vite to 7"',
        );
        expect(text).toContain('vitest 4.1 needs vite 8 and failed to start');
      });

      it('refuses the approach retried through an edit, with its evidence', () => {
        const text = results(played)[2]?.text ?? '';
        expect(text, ran(played)).toContain(
          'handoff: refused: This edit looks like rejected approach 1: "Pin vite to 7"',
        );
        expect(text).toContain('vitest 4.1 needs vite 8 and failed to start');
        expect(readFileSync(join(played.project, 'package.json'), 'utf8')).toBe(PACKAGE_JSON);
      });

      it('leaves a session record the adapter reads whole', () => {
        expect(
          played.calls.map((call) => [call.tool.kind, call.ok]),
          played.result.session.slice(-2000),
        ).toEqual([
          [runtime === 'codex' ? 'shell' : 'read', true],
          ['shell', false],
          ['change', false],
        ]);
        expect(played.calls[2]!.tool.edits).toEqual([
          { path: join(played.project, 'package.json'), text: '"vite": "7.0.0"' },
        ]);
      });
    });

  if (scenarios.includes('stop'))
    describe(`${runtime}: the stop check`, () => {
      let played: Played;
      beforeAll(async () => {
        const setup = scenarioProject(runtime, 'stop');
        played = await play(runtime, 'stop', setup, [
          { tool: 'write', path: 'plan.md', content: PLAN_BROKEN },
          { say: 'Done.' },
          { tool: 'read', path: 'plan.md' },
          { tool: 'edit', path: 'plan.md', old: LOCKED, new: `${LOCKED}${PLAN_BUCKETS}` },
          { say: 'Done.' },
        ]);
      });

      it('refuses to stop while the plan the session wrote has lint errors, naming them', () => {
        const refusal = played.model.requests
          .flatMap((request) => request.turns)
          .find((turn) => turn.text.includes('handoff: not done yet.'));
        expect(refusal?.text, ran(played)).toContain(
          'plan.md has 2 lint errors, first at 3:1: Missing bucket `### Open`',
        );
        expect(refusal?.text).toContain('handoff lint plan.md');
      });

      it('lets the session end once the plan is fixed', () => {
        const turns = played.model.requests.filter((request) => request.tools.length > 0).map((r) => r.modelTurns);
        expect(Math.max(...turns), ran(played)).toBe(4);
        expect(handoff(played.project, ['lint', 'plan.md']).status).toBe(0);
        expect(existsSync(join(played.project, 'plan.md'))).toBe(true);
      });

      it('leaves a session record the adapter reads whole', () => {
        expect(
          played.calls.map((call) => [call.tool.kind, call.ok]),
          played.result.session.slice(-2000),
        ).toEqual([
          ['change', true],
          [runtime === 'codex' ? 'shell' : 'read', true],
          ['change', true],
        ]);
      });
    });
}
