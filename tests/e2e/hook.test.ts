import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIN, type CliRun } from '../helpers/cli.js';
import { handoffInProcess } from '../helpers/in-process.js';
import { RECORD } from '../helpers/session-record.js';

// Recorded Claude Code hook payloads (test-fixtures/agents/claude-code), replayed through
// `handoff hook` as the runtime runs it: JSON on stdin, exit code and streams read back. The
// verb runs in-process (`main(argv, io)`); parallel tool calls run the built binary, because
// separate processes racing for the lock is what they test.

const FIXTURES = resolve(import.meta.dirname, '../../test-fixtures/agents/claude-code');

const SUMMARY_OK = `# Summary

## Files Changed

- src/app.ts

## Implementation Decisions

No deviations or open questions — implementation followed plan exactly.
`;
const SUMMARY_BROKEN = SUMMARY_OK.replace(
  'No deviations or open questions — implementation followed plan exactly.\n',
  "### Taken (within plan's discretion)\n- DT-1: Chose 3 retries. Reason: load.\n\n### Deviations (from plan; " +
    'must explain)\n(none)\n\n### Open questions for verifier\n(none)\n',
);

let project: string;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'handoff-hook-e2e-'));
  mkdirSync(join(project, 'src'));
  writeFileSync(join(project, 'src/app.ts'), 'export const retries = 1;\n');
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

/** A recorded payload with this project, session and digest filled in. */
function payload(name: string, session = 'session-1', digest = ''): string {
  return readFileSync(join(FIXTURES, name), 'utf8')
    .replaceAll('__PROJECT__', project)
    .replaceAll('__SESSION__', session)
    .replaceAll('__DIGEST__', digest);
}

// The runtime's project folder is what the payload says, whatever the environment running the tests holds.
const hook = (event: string, input: string, ...options: string[]): Promise<CliRun> =>
  handoffInProcess(project, ['hook', event, ...options], input, { CLAUDE_PROJECT_DIR: '' });
const cli = (args: string[], input?: string) => handoffInProcess(project, args, input);

async function writeRecord(record: object = RECORD): Promise<string> {
  const run = await cli(['resume', 'write', '--from', '-', '--json'], JSON.stringify(record));
  expect(run.status, run.stderr).toBe(0);
  return (JSON.parse(run.stdout) as { digest: string }).digest;
}

/** The additionalContext of a hook's JSON answer, checking the answer's shape on the way. */
function contextOf(run: CliRun, eventName: string): string {
  expect(run.status, run.stderr).toBe(0);
  const answer = JSON.parse(run.stdout) as { hookSpecificOutput: { hookEventName: string; additionalContext: string } };
  expect(run.stdout.trim().split('\n')).toHaveLength(1);
  expect(answer.hookSpecificOutput.hookEventName).toBe(eventName);
  return answer.hookSpecificOutput.additionalContext;
}

const allowed = (run: CliRun) => expect([run.status, run.stdout, run.stderr]).toEqual([0, '', '']);

describe('the read gate, enforced', () => {
  it('session-start says blocked, with the digest and the commands to read and acknowledge', async () => {
    const digest = await writeRecord();
    const context = contextOf(await hook('session-start', payload('session-start.startup.json')), 'SessionStart');
    expect(context).toMatch(/^handoff read gate: blocked \(the record has not been acknowledged/);
    expect(context).toContain(`sha256=${digest}`);
    expect(context).toContain(`handoff resume ack --expect-digest ${digest} --summary-file - <<'EOF'`);
  });

  it('refuses edits, writes, commands and other MCP servers while blocked; allows reading; allows them after ack', async () => {
    const digest = await writeRecord();
    for (const name of [
      'pre-tool-use.edit.json',
      'pre-tool-use.write.json',
      'pre-tool-use.bash-npm-test.json',
      'pre-tool-use.mcp-other-server.json',
    ]) {
      const run = await hook('pre-tool-use', payload(name));
      expect(run.status, name).toBe(2);
      expect(run.stdout, name).toBe('');
      expect(run.stderr, name).toMatch(
        /^handoff: (Edit|Write|Bash|mcp__github__create_issue) refused: the read gate is blocked \(/,
      );
      expect(run.stderr, name).toContain(`--expect-digest ${digest}`);
    }
    for (const name of [
      'pre-tool-use.read.json',
      'pre-tool-use.grep.json',
      'pre-tool-use.bash-resume-read.json',
      'pre-tool-use.mcp-resume-ack.json',
    ]) {
      allowed(await hook('pre-tool-use', payload(name, 'session-1', digest)));
    }
    // The acknowledgement itself passes the gate; run as the runtime would run it, it clears the gate.
    const ackPayload = payload('pre-tool-use.bash-resume-ack.json', 'session-1', digest);
    allowed(await hook('pre-tool-use', ackPayload));
    const command = (JSON.parse(ackPayload) as { tool_input: { command: string } }).tool_input.command;
    const [first, ...rest] = command.split('\n');
    const ack = await cli(
      [
        ...first!
          .replace(/^handoff /, '')
          .replace(/ <<'EOF'$/, '')
          .split(' '),
      ],
      `${rest.slice(0, -1).join('\n')}\n`,
    );
    expect(ack.status, ack.stderr).toBe(0);
    for (const name of [
      'pre-tool-use.edit.json',
      'pre-tool-use.write.json',
      'pre-tool-use.bash-npm-test.json',
      'pre-tool-use.mcp-other-server.json',
    ]) {
      allowed(await hook('pre-tool-use', payload(name)));
    }
    // A new record blocks the gate again.
    await writeRecord({ ...RECORD, status: 'blocked' });
    expect((await hook('pre-tool-use', payload('pre-tool-use.edit.json'))).status).toBe(2);
  });

  it('passes everything when there is no handoff record', async () => {
    const context = contextOf(await hook('session-start', payload('session-start.startup.json')), 'SessionStart');
    expect(context).toBe('handoff read gate: none (no session handoff record in .handoff).');
    allowed(await hook('pre-tool-use', payload('pre-tool-use.edit.json')));
  });

  it('reads the gate of another .handoff folder with --dir, and of CLAUDE_PROJECT_DIR when set', async () => {
    const run = await cli(['resume', 'write', '--from', '-', '--dir', 'state/handoff'], JSON.stringify(RECORD));
    expect(run.status, run.stderr).toBe(0);
    allowed(await hook('pre-tool-use', payload('pre-tool-use.edit.json')));
    expect((await hook('pre-tool-use', payload('pre-tool-use.edit.json'), '--dir', 'state/handoff')).status).toBe(2);
    const elsewhere = mkdtempSync(join(tmpdir(), 'handoff-hook-cwd-'));
    try {
      const fromElsewhere = await handoffInProcess(
        elsewhere,
        ['hook', 'pre-tool-use', '--dir', 'state/handoff'],
        payload('pre-tool-use.edit.json').replaceAll(`"cwd": "${project}"`, `"cwd": "${elsewhere}"`),
        { CLAUDE_PROJECT_DIR: project },
      );
      expect(fromElsewhere.status).toBe(2);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

describe('rejected approaches', () => {
  it('a shell command that repeats one gets the entry and its evidence; --block-rejected refuses it', async () => {
    expect((await cli(['reject', 'Pin vite to 7 | vitest 4.1 needs vite 8'])).status).toBe(0);
    contextOf(await hook('session-start', payload('session-start.startup.json')), 'SessionStart');
    const reminder = contextOf(await hook('pre-tool-use', payload('pre-tool-use.bash-rejected.json')), 'PreToolUse');
    expect(reminder).toBe(
      'This command looks like rejected approach 1: "Pin vite to 7". Evidence: "vitest 4.1 needs vite 8". ' +
        'Do not repeat it unless the user asks to revisit it or new evidence justifies it; ' +
        'say what changed before retrying. (Matched: npm install --save-dev vite@7: ' +
        'vite 7.x is in the ruled-out 7.x.)',
    );
    allowed(await hook('pre-tool-use', payload('pre-tool-use.bash-npm-test.json')));
    const refused = await hook('pre-tool-use', payload('pre-tool-use.bash-rejected.json'), '--block-rejected');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toBe(`handoff: refused: ${reminder}\n`);
  });

  /** A PreToolUse payload of this project's session 1. */
  const toolPayload = (tool_name: string, tool_input: object) =>
    JSON.stringify({ session_id: 'session-1', cwd: project, hook_event_name: 'PreToolUse', tool_name, tool_input });

  it('an Edit, a Write and a MultiEdit that carry a rejected change are seen; --block-rejected refuses them', async () => {
    expect(
      (await cli(['reject', 'Increase the reconnect timeout | TestReconnect fails at both 5s and 60s'])).status,
    ).toBe(0);
    writeFileSync(join(project, 'src/reconnect.go'), 'package client\n\nconst reconnectTimeout = 5 * time.Second\n');
    contextOf(await hook('session-start', payload('session-start.startup.json')), 'SessionStart');
    const edit = toolPayload('Edit', {
      file_path: join(project, 'src/reconnect.go'),
      old_string: 'const reconnectTimeout = 5 * time.Second',
      new_string: 'const reconnectTimeout = 30 * time.Second',
    });
    expect(contextOf(await hook('pre-tool-use', edit), 'PreToolUse')).toMatch(
      new RegExp(
        String.raw`^This edit looks like rejected approach 1: "Increase the reconnect timeout"\. .*\(Matched: ` +
          String.raw`src\/reconnect\.go: reconnectTimeout 5s → 30s\.\)$`,
      ),
    );
    expect((await hook('pre-tool-use', edit, '--block-rejected')).status).toBe(2);
    // A Write is compared with the file it replaces, read from the project.
    const write = toolPayload('Write', {
      file_path: join(project, 'src/reconnect.go'),
      content: 'package client\n\nconst reconnectTimeout = 2 * time.Minute\n',
    });
    expect(contextOf(await hook('pre-tool-use', write), 'PreToolUse')).toContain('reconnectTimeout 5s → 2m');
    const multi = toolPayload('MultiEdit', {
      file_path: join(project, 'src/reconnect.go'),
      edits: [
        {
          old_string: 'const reconnectTimeout = 5 * time.Second',
          new_string: 'const reconnectTimeout = 45 * time.Second',
        },
      ],
    });
    expect((await hook('pre-tool-use', multi, '--block-rejected')).status).toBe(2);
    // Lowering it, or a different fix, passes.
    allowed(
      await hook(
        'pre-tool-use',
        toolPayload('Edit', {
          file_path: join(project, 'src/reconnect.go'),
          old_string: '5 * time.Second',
          new_string: '2 * time.Second',
        }),
      ),
    );
  });

  it('read-only commands that name a rejected approach are never refused', async () => {
    for (const note of [
      'Disable eslint | real bug',
      'Upgrade typescript to 5 | decorators',
      'Patch the lockfile with `sed` | integrity',
      'Reinstall with `npm i` | wrong peer',
      'Pin vite to 7 | plugin',
    ])
      expect((await cli(['reject', note])).status).toBe(0);
    contextOf(await hook('session-start', payload('session-start.startup.json')), 'SessionStart');
    for (const command of [
      'grep -rn "eslint-disable" src',
      'npm ls typescript | head -5',
      "sed -n '1,20p' README.md",
      'npm info react version',
      'npm init -y',
      'cat vite.config.ts | head -7',
      'git log --oneline -5 -- tsconfig.json typescript',
      'handoff reject "Pin vite to 7 again | the plugin needs 8"',
    ])
      allowed(await hook('pre-tool-use', toolPayload('Bash', { command }), '--block-rejected'));
    expect((await hook('pre-tool-use', toolPayload('Bash', { command: 'npm i' }), '--block-rejected')).status).toBe(2);
    expect(
      (await hook('pre-tool-use', toolPayload('Bash', { command: 'npm i -D typescript@5.4.5' }), '--block-rejected'))
        .status,
    ).toBe(2);
  });

  it('the checkpoint is delivered once per session and version', async () => {
    expect((await cli(['reject', 'Pin vite to 7 | vitest 4.1 needs vite 8'])).status).toBe(0);
    const first = contextOf(await hook('session-start', payload('session-start.startup.json')), 'SessionStart');
    expect(first).toContain('Handoff checkpoint — user-recorded rejected approaches');
    expect(first).toContain('1. Approach: "Pin vite to 7"');
    // The same session, resumed: it still holds the checkpoint in its context.
    expect(contextOf(await hook('session-start', payload('session-start.resume.json')), 'SessionStart')).not.toContain(
      'Handoff checkpoint',
    );
    allowed(await hook('pre-tool-use', payload('pre-tool-use.edit.json')));
    // Compaction empties the context: the checkpoint is delivered again, once.
    expect(contextOf(await hook('session-start', payload('session-start.compact.json')), 'SessionStart')).toContain(
      'Handoff checkpoint',
    );
    expect(contextOf(await hook('session-start', payload('session-start.resume.json')), 'SessionStart')).not.toContain(
      'Handoff checkpoint',
    );
    // Another session gets it too.
    expect(
      contextOf(await hook('session-start', payload('session-start.startup.json', 'session-2')), 'SessionStart'),
    ).toContain('Handoff checkpoint');
    // A new version reaches a running session at its next changing tool call, once.
    expect((await cli(['reject', 'Raise the timeout instead | the upstream closes at 30 s'])).status).toBe(0);
    const changed = contextOf(await hook('pre-tool-use', payload('pre-tool-use.edit.json')), 'PreToolUse');
    expect(changed).toMatch(/^The rejections checkpoint changed since this session received it:\n/);
    expect(changed).toContain('2. Approach: "Raise the timeout instead"');
    allowed(await hook('pre-tool-use', payload('pre-tool-use.edit.json')));
    allowed(await hook('pre-tool-use', payload('pre-tool-use.read.json')));
  });
});

describe('parallel tool calls', () => {
  // Claude Code runs the hooks of parallel tool calls at once: the checkpoint still reaches
  // the session once, and neither call fails on the other's lock.
  function hookAsync(input: string): Promise<CliRun> {
    return new Promise((resolvePromise) => {
      const child = spawn(process.execPath, [BIN, 'hook', 'pre-tool-use'], {
        cwd: project,
        env: { ...process.env, CLAUDE_PROJECT_DIR: '' },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (status) => resolvePromise({ status: status ?? -1, stdout, stderr }));
      child.stdin.end(input);
    });
  }

  it('deliver a new checkpoint to one of them only', async () => {
    expect((await cli(['reject', 'Pin vite to 7 | vitest 4.1 needs vite 8'])).status).toBe(0);
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => hookAsync(payload('pre-tool-use.edit.json', 'parallel'))),
    );
    expect(runs.map((run) => run.status)).toEqual([0, 0, 0, 0]);
    expect(runs.filter((run) => run.stdout.includes('Handoff checkpoint')).length).toBe(1);
  }, 60_000);
});

describe('stop', () => {
  function transcript(): void {
    writeFileSync(join(project, '.claude-transcript.jsonl'), payload('transcript.jsonl'));
  }

  it('refuses while a Markdown file the session wrote has lint errors, naming the command', async () => {
    writeFileSync(join(project, 'summary.md'), SUMMARY_BROKEN);
    writeFileSync(join(project, 'plan.md'), '# Plan\n\nnot linted: its edit failed\n');
    transcript();
    const run = await hook('stop', payload('stop.json'));
    expect(run.status).toBe(2);
    expect(run.stderr.split('\n')).toEqual([
      'handoff: not done yet.',
      'summary.md has 1 lint error, first at 10:1: Missing `O-n` reference in the Taken item, ' +
        'name the Open decision it settles (taken-unlinked).',
      'Fix it, and check with: handoff lint summary.md',
      '',
    ]);
    writeFileSync(join(project, 'summary.md'), SUMMARY_OK);
    allowed(await hook('stop', payload('stop.json')));
  });

  it('refuses while the handoff record is older than the last change, then lets the session stop', async () => {
    writeFileSync(join(project, 'summary.md'), SUMMARY_OK);
    transcript();
    await writeRecord();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(project, 'src/app.ts'), later, later);
    const run = await hook('stop', payload('stop.json'));
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      new RegExp(
        String.raw`^handoff: not done yet\.\nThe session handoff was written at \S+, before this session's last ` +
          String.raw`change \(src\/app\.ts at \S+\)\. Write it again so the next session starts from this work: ` +
          String.raw`handoff resume write --from FILE \(or the resume_write MCP tool\)\.\n$`,
      ),
    );
    const earlier = new Date(Date.now() - 60_000);
    utimesSync(join(project, 'src/app.ts'), earlier, earlier);
    utimesSync(join(project, 'summary.md'), earlier, earlier);
    allowed(await hook('stop', payload('stop.json')));
  });

  it('has nothing to check without a transcript, or when the session wrote nothing', async () => {
    allowed(await hook('stop', payload('stop.json')));
    writeFileSync(
      join(project, '.claude-transcript.jsonl'),
      '{"type":"user","message":{"role":"user","content":"hi"}}\nnot json\n',
    );
    allowed(await hook('stop', payload('stop.json')));
  });
});

describe('bad input is one line and exit 2', () => {
  const big = JSON.stringify({
    hook_event_name: 'PreToolUse',
    tool_name: 'Read',
    tool_input: { pad: 'x'.repeat(1024 * 1024) },
  });
  it.each([
    [
      'pre-tool-use',
      'not json',
      "handoff hook pre-tool-use: standard input is not the runtime's hook JSON (not valid UTF-8 JSON); " +
        'register `handoff hook pre-tool-use` as a command hook',
    ],
    ['pre-tool-use', '[1]', 'handoff hook pre-tool-use: standard input must be a JSON object (the hook input)'],
    [
      'pre-tool-use',
      '{"hook_event_name":"Stop"}',
      'handoff hook pre-tool-use: standard input is a Stop event; `handoff hook pre-tool-use` is ' +
        'registered under PreToolUse',
    ],
    [
      'pre-tool-use',
      '{"hook_event_name":"PreToolUse"}',
      'handoff hook pre-tool-use: the PreToolUse input has no `tool_name`',
    ],
    [
      'stop',
      big.replace('PreToolUse', 'Stop'),
      "handoff hook stop: standard input is larger than 1 MiB; a runtime's hook input is a few kilobytes",
    ],
    [
      'session-end',
      '{}',
      'handoff hook: unknown event `session-end`; expected one of session-start, pre-tool-use, stop',
    ],
  ])('%s %#', async (event, input, message) => {
    const run = await hook(event, input);
    expect([run.status, run.stdout, run.stderr]).toEqual([2, '', `${message}\n`]);
  });
});

describe('a tool call too large to read (over 1 MiB)', () => {
  const bigWrite = JSON.stringify({
    hook_event_name: 'PreToolUse',
    tool_name: 'Write',
    tool_input: { file_path: 'big.txt', content: 'x'.repeat(1024 * 1024 + 100) },
  });
  it('is allowed where any changing tool would be: no record, or an acknowledged one', async () => {
    allowed(await hook('pre-tool-use', bigWrite));
  });
  it('is refused while the gate is blocked, with the way out', async () => {
    const digest = await writeRecord();
    const run = await hook('pre-tool-use', bigWrite);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      new RegExp(
        String.raw`^handoff: tool call refused: its input is too large to check \(standard input is larger than 1 ` +
          String.raw`MiB\) and the read gate is blocked \(`,
      ),
    );
    expect(run.stderr).toContain(`--expect-digest ${digest}`);
  });
});

describe('an internal error fails closed, and never blocks reading', () => {
  it('an unreadable handoff state refuses changes, allows reading, and is reported at session start and stop', async () => {
    mkdirSync(join(project, '.handoff/state/session-handoff.json'), { recursive: true });
    const edit = await hook('pre-tool-use', payload('pre-tool-use.edit.json'));
    expect(edit.status).toBe(2);
    expect(edit.stderr).toMatch(
      new RegExp(
        String.raw`^handoff: Edit refused: the hook could not check the read gate or the rejections \(EISDIR: .*\)\. ` +
          String.raw`Fix that first;`,
      ),
    );
    allowed(await hook('pre-tool-use', payload('pre-tool-use.read.json')));
    const start = await hook('session-start', payload('session-start.startup.json'));
    expect(start.status).toBe(0);
    const answer = JSON.parse(start.stdout) as {
      systemMessage: string;
      hookSpecificOutput: { additionalContext: string };
    };
    expect(answer.systemMessage).toMatch(/^handoff hook session-start: EISDIR/);
    expect(answer.hookSpecificOutput.additionalContext).toContain('tools that change files are refused');
    writeFileSync(join(project, 'summary.md'), SUMMARY_OK);
    writeFileSync(join(project, '.claude-transcript.jsonl'), payload('transcript.jsonl'));
    const stop = await hook('stop', payload('stop.json'));
    expect(stop.status).toBe(2);
    expect(stop.stderr).toMatch(/^handoff: the stop hook could not check this session \(EISDIR: /);
  });

  it("a damaged rejections state refuses a shell command with the store's own line", async () => {
    mkdirSync(join(project, '.handoff/state'), { recursive: true });
    writeFileSync(join(project, '.handoff/state/rejections.json'), '{ not json');
    const run = await hook('pre-tool-use', payload('pre-tool-use.bash-npm-test.json'));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'rejections.json: not valid JSON; fix the file or delete it to start an empty checkpoint',
    );
  });
});

describe('handoff hook as a command', () => {
  it('has --help and needs an event', async () => {
    expect(await cli(['hook', '--help'])).toMatchObject({
      status: 0,
      stdout: expect.stringContaining(
        'Usage: handoff hook session-start|pre-tool-use|post-tool-use|stop [--runtime R]',
      ),
    });
    expect(await cli(['hook'])).toMatchObject({
      status: 2,
      stderr: 'handoff hook: missing event; expected one of session-start, pre-tool-use, stop\n',
    });
  });
});
