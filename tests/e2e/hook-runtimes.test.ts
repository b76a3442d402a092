import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CliRun } from '../helpers/cli.js';
import { handoffInProcess } from '../helpers/in-process.js';
import { RECORD } from '../helpers/session-record.js';

// `handoff hook --runtime codex|gemini|opencode`: each runtime's payloads (shaped field for
// field as the runtimes sent them in the real-runtime lane; test-fixtures/agents/<runtime>)
// through the one decision core, and each answer in the form that runtime reads. The lane
// (tests/runtimes) runs the runtimes themselves.

const AGENTS = resolve(import.meta.dirname, '../../test-fixtures/agents');

const SUMMARY_BROKEN = `# Summary

## Files Changed

- src/app.ts

## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose 3 retries. Reason: load.

### Deviations (from plan; must explain)
(none)

### Open questions for verifier
(none)
`;

let project: string;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'handoff-hook-runtimes-'));
  mkdirSync(join(project, 'src'));
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

const payload = (file: string, session = 'session-1'): string =>
  readFileSync(join(AGENTS, file), 'utf8').replaceAll('__PROJECT__', project).replaceAll('__SESSION__', session);
const hook = (runtime: string, event: string, input: string, ...options: string[]): Promise<CliRun> =>
  handoffInProcess(project, ['hook', event, '--runtime', runtime, ...options], input, { CLAUDE_PROJECT_DIR: '' });
const cli = (args: string[], input?: string) => handoffInProcess(project, args, input);
const silent = (run: CliRun) => expect([run.status, run.stdout, run.stderr]).toEqual([0, '', '']);
const json = (run: CliRun): Record<string, unknown> => {
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout.trim().split('\n')).toHaveLength(1);
  return JSON.parse(run.stdout) as Record<string, unknown>;
};
const additionalContext = (run: CliRun, eventName: string): string => {
  const answer = json(run) as { hookSpecificOutput: { hookEventName: string; additionalContext: string } };
  expect(answer.hookSpecificOutput.hookEventName).toBe(eventName);
  return answer.hookSpecificOutput.additionalContext;
};
async function writeRecord(): Promise<void> {
  const run = await cli(['resume', 'write', '--from', '-'], JSON.stringify(RECORD));
  expect(run.status, run.stderr).toBe(0);
}
async function reject(): Promise<void> {
  expect((await cli(['reject', 'Pin vite to 7 | vitest 4.1 needs vite 8'])).status).toBe(0);
}

describe('the read gate, in each runtime’s dialect', () => {
  it.each([
    ['codex', 'codex/pre-tool-use.apply-patch.json', 'apply_patch'],
    ['codex', 'codex/pre-tool-use.bash-npm-test.json', 'Bash'],
    ['gemini', 'gemini/before-tool.write-file.json', 'write_file'],
    ['opencode', 'opencode/tool-execute-before.write.json', 'write'],
  ])('%s refuses %s while blocked: exit 2, the reason on stderr', async (runtime, file, tool) => {
    await writeRecord();
    const run = await hook(runtime, 'pre-tool-use', payload(file));
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(new RegExp(`^handoff: ${tool} refused: the read gate is blocked \\(`));
  });

  it('Gemini CLI reads the handoff while blocked', async () => {
    await writeRecord();
    silent(await hook('gemini', 'pre-tool-use', payload('gemini/before-tool.read-file.json')));
  });

  it.each([
    ['codex', 'codex/session-start.startup.json'],
    ['gemini', 'gemini/session-start.startup.json'],
  ])('%s gets the gate and the checkpoint at session start as hookSpecificOutput', async (runtime, file) => {
    await writeRecord();
    await reject();
    const context = additionalContext(await hook(runtime, 'session-start', payload(file)), 'SessionStart');
    expect(context).toMatch(/^handoff read gate: blocked/);
    expect(context).toContain('1. Approach: "Pin vite to 7"');
  });

  it('the OpenCode plugin gets the same as {"context": …}', async () => {
    await writeRecord();
    await reject();
    const answer = json(await hook('opencode', 'session-start', payload('opencode/session-created.json')));
    expect(Object.keys(answer)).toEqual(['context']);
    expect(answer.context).toMatch(/^handoff read gate: blocked/);
    expect(answer.context).toContain('1. Approach: "Pin vite to 7"');
  });
});

describe('rejected approaches, through the shell and through each runtime’s edit tool', () => {
  // The audit's matcher says what matched: the version pinned into the ruled-out range.
  it.each([
    [
      'codex',
      'codex/pre-tool-use.bash-rejected.json',
      'command',
      'npm install --save-dev vite@7: vite 7.x is in the ruled-out 7.x',
    ],
    ['codex', 'codex/pre-tool-use.apply-patch.json', 'edit', 'package.json: vite 7.0.0 is in the ruled-out 7.x'],
    ['gemini', 'gemini/before-tool.replace-rejected.json', 'edit', 'package.json: vite 7.0.0 is in the ruled-out 7.x'],
    [
      'opencode',
      'opencode/tool-execute-before.bash-rejected.json',
      'command',
      'npm install --save-dev vite@7: vite 7.x is in the ruled-out 7.x',
    ],
  ])('%s: %s is refused with --block-rejected, with its evidence', async (runtime, file, what, matched) => {
    await reject();
    const run = await hook(runtime, 'pre-tool-use', payload(file), '--block-rejected');
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      `handoff: refused: This ${what} looks like rejected approach 1: "Pin vite to 7". Evidence: ` +
        `"vitest 4.1 needs vite 8". Do not repeat it unless the user asks to revisit it or new evidence justifies ` +
        `it; say what changed before retrying. (Matched: ${matched}.)\n`,
    );
  });

  it('Codex CLI gets the reminder as PreToolUse context without --block-rejected', async () => {
    await reject();
    const context = additionalContext(
      await hook('codex', 'pre-tool-use', payload('codex/pre-tool-use.apply-patch.json')),
      'PreToolUse',
    );
    expect(context).toMatch(/^This edit looks like rejected approach 1/);
  });

  it('Gemini CLI, which shows no BeforeTool context, gets the checkpoint after the tool (AfterTool), once', async () => {
    await reject();
    silent(await hook('gemini', 'pre-tool-use', payload('gemini/before-tool.write-file.json')));
    const context = additionalContext(
      await hook('gemini', 'post-tool-use', payload('gemini/after-tool.shell.json')),
      'AfterTool',
    );
    expect(context).toMatch(/^The rejections checkpoint changed since this session received it:\n/);
    silent(await hook('gemini', 'post-tool-use', payload('gemini/after-tool.shell.json')));
  });

  it('a Markdown document that names a rejected approach is not a retry', async () => {
    await reject();
    const input = payload('gemini/before-tool.write-file.json').replace(
      '"content": "# Notes\\n"',
      '"content": "Do not pin vite to 7 again."',
    );
    silent(await hook('gemini', 'pre-tool-use', input, '--block-rejected'));
  });
});

describe('stop, from each runtime’s own session record', () => {
  function records(): void {
    writeFileSync(join(project, 'summary.md'), SUMMARY_BROKEN);
    const patch = '*** Begin Patch\n*** Add File: summary.md\n+# Summary\n*** End Patch';
    writeFileSync(
      join(project, '.codex-rollout.jsonl'),
      [
        { type: 'session_meta', payload: { id: 's', cwd: project } },
        {
          type: 'response_item',
          payload: { type: 'custom_tool_call', name: 'apply_patch', input: patch, call_id: 'c1' },
        },
        {
          type: 'response_item',
          payload: {
            type: 'custom_tool_call_output',
            call_id: 'c1',
            output: 'Exit code: 0\nSuccess. Updated the following files:\nA summary.md\n',
          },
        },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n'),
    );
    writeFileSync(
      join(project, '.gemini-chat.jsonl'),
      [
        { sessionId: 's', projectHash: 'x', startTime: '2026-12-01T00:00:00Z', kind: 'main' },
        {
          id: 'm1',
          type: 'gemini',
          content: '',
          toolCalls: [
            {
              id: 't1',
              name: 'write_file',
              args: { file_path: join(project, 'summary.md'), content: '…' },
              status: 'success',
            },
          ],
        },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n'),
    );
  }

  it.each([
    ['codex', 'codex/stop.json'],
    ['gemini', 'gemini/after-agent.json'],
    ['opencode', 'opencode/session-idle.json'],
  ])('%s: refused while summary.md has lint errors; the next stop passes with a notice', async (runtime, file) => {
    records();
    const run = await hook(runtime, 'stop', payload(file));
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^handoff: not done yet\.\nsummary\.md has 1 lint error, first at 10:1: /);
    const again = await hook(
      runtime,
      'stop',
      payload(file).replace('"stop_hook_active": false', '"stop_hook_active": true'),
    );
    const notice = json(again).systemMessage as string;
    expect(notice).toMatch(/^handoff: stopping with this left to do:\nsummary\.md has 1 lint error/);
  });
});

describe('handoff hook --runtime: usage', () => {
  it.each([
    [
      ['hook', 'pre-tool-use', '--runtime', 'cursor'],
      'handoff hook: unknown runtime `cursor`; expected one of claude, codex, gemini, opencode\n',
    ],
    [
      ['hook', 'post-tool-use'],
      'handoff hook: claude has no post-tool-use event; expected one of session-start, pre-tool-use, stop\n',
    ],
    [
      ['hook', '--runtime', 'gemini'],
      'handoff hook: missing event; expected one of session-start, pre-tool-use, post-tool-use, stop\n',
    ],
  ])('%j', async (args, stderr) => {
    expect(await cli(args, '{}')).toEqual({ status: 2, stdout: '', stderr });
  });

  it('refuses a payload of another event, naming the runtime’s event', async () => {
    const run = await hook('gemini', 'pre-tool-use', payload('gemini/session-start.startup.json'));
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr:
        'handoff hook pre-tool-use: standard input is a SessionStart event; `handoff hook pre-tool-use` is ' +
        'registered under BeforeTool\n',
    });
  });
});

describe('the strict read gate (--strict-gate), from the session record', () => {
  const CLAUDE = join(AGENTS, 'claude-code');
  const claudePayload = (name: string, digest: string) =>
    readFileSync(join(CLAUDE, name), 'utf8')
      .replaceAll('__PROJECT__', project)
      .replaceAll('__SESSION__', 'session-1')
      .replaceAll('__DIGEST__', digest);
  const strict = (input: string) =>
    handoffInProcess(project, ['hook', 'pre-tool-use', '--strict-gate'], input, { CLAUDE_PROJECT_DIR: '' });
  /**
   * A Claude Code transcript in which the Read tool returned RESUME.md (as it stands, or cut
   * short), ending with the acknowledgement being decided: the record has caught up with it,
   * so the hook reads it once (session-record.test.ts covers a record that lags).
   */
  function transcript(resume: string | null): void {
    const current = {
      type: 'assistant',
      message: {
        role: 'assistant',
        content: ['toolu_01BASHACK', 'toolu_01MCPACK'].map((id) => ({ type: 'tool_use', id, name: 'Ack', input: {} })),
      },
    };
    const lines =
      resume === null
        ? []
        : [
            {
              type: 'assistant',
              message: {
                role: 'assistant',
                content: [
                  {
                    type: 'tool_use',
                    id: 't1',
                    name: 'Read',
                    input: { file_path: join(project, '.handoff/RESUME.md') },
                  },
                ],
              },
            },
            {
              type: 'user',
              message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: resume }] },
            },
          ];
    writeFileSync(
      join(project, '.claude-transcript.jsonl'),
      [...lines, current].map((line) => JSON.stringify(line)).join('\n'),
    );
  }
  async function blocked(): Promise<string> {
    const run = await cli(['resume', 'write', '--from', '-', '--json'], JSON.stringify(RECORD));
    expect(run.status, run.stderr).toBe(0);
    return (JSON.parse(run.stdout) as { digest: string }).digest;
  }
  const resumeText = () => readFileSync(join(project, '.handoff/RESUME.md'), 'utf8');

  it('refuses an acknowledgement before RESUME.md was read whole at its digest', async () => {
    const digest = await blocked();
    transcript(null);
    const run = await strict(claudePayload('pre-tool-use.bash-resume-ack.json', digest));
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      `handoff: Bash refused: the strict read gate wants .handoff/RESUME.md read in this session at its current ` +
        `digest (sha256=${digest}) before the acknowledgement, and this session's record shows no such read. ` +
        `Read it whole (the reading tool on .handoff/RESUME.md, or \`handoff resume read\`), ` +
        `then acknowledge again.\n`,
    );
    transcript(resumeText().split('\n').slice(0, 5).join('\n'));
    expect((await strict(claudePayload('pre-tool-use.bash-resume-ack.json', digest))).status).toBe(2);
    // The plain gate takes the same acknowledgement.
    silent(
      await handoffInProcess(
        project,
        ['hook', 'pre-tool-use'],
        claudePayload('pre-tool-use.bash-resume-ack.json', digest),
        { CLAUDE_PROJECT_DIR: '' },
      ),
    );
  });

  it('after the read, takes an acknowledgement that refers to the failed approach, by number or key words', async () => {
    const digest = await blocked();
    transcript(resumeText());
    // "Vite stays at 8: pinning it to 7 broke vitest." names pin, vite and 7.
    silent(await strict(claudePayload('pre-tool-use.bash-resume-ack.json', digest)));
    // "Do not pin vite to 7." through the MCP server's resume_ack.
    silent(await strict(claudePayload('pre-tool-use.mcp-resume-ack.json', digest)));
  });

  it('refuses an acknowledgement that leaves a failed approach out, naming it', async () => {
    const digest = await blocked();
    transcript(resumeText());
    const input = claudePayload('pre-tool-use.bash-resume-ack.json', digest).replace(
      'Vite stays at 8: pinning it to 7 broke vitest.',
      'The tests are next.',
    );
    const run = await strict(input);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      'handoff: Bash refused: the strict read gate wants the acknowledgement to refer to every failed approach of ' +
        'the handoff, by number (#1) or by its key words; it does not refer to approach 1 ' +
        '(Pinning vite to 7 for the build). Say why each is not to be retried, then acknowledge again.\n',
    );
  });

  it('reads a summary file inside the project, and refuses one it cannot read', async () => {
    const digest = await blocked();
    transcript(resumeText());
    const ack = (file: string) =>
      claudePayload('pre-tool-use.bash-resume-ack.json', digest).replace(
        /"command": "[^"]*"/,
        `"command": "handoff resume ack --expect-digest ${digest} --summary-file ${file}"`,
      );
    writeFileSync(join(project, 'ack.txt'), 'The suite is next.\nApproach 1 stays ruled out.\n');
    silent(await strict(ack('ack.txt')));
    const outside = mkdtempSync(join(tmpdir(), 'handoff-strict-outside-'));
    try {
      writeFileSync(join(outside, 'ack.txt'), 'The suite is next.\nApproach 1 stays ruled out.\n');
      const run = await strict(ack(join(outside, 'ack.txt')));
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(
        'the strict read gate reads the acknowledgement before it is stored, and cannot read this one',
      );
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
