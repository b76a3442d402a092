import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Log } from 'sarif';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, handoff, SUITE_ENV } from '../helpers/cli.js';
import { Session } from '../helpers/lsp-session.js';

/**
 * Issue 20 and the outside probe's findings F4 (a token as URL userinfo), F5 (header values
 * in commands), F19 (secrets in file and folder names), F20 (`title --title <token>`) and
 * F21 (tokens disguised by invisible, full-width or look-alike characters, escapes, a line
 * break): none gets through `resume write`, `reject`, `lint` in any format, the MCP tools or
 * the language server, and no output shows the value. Every value is synthetic, assembled at
 * run time. In `text`, `«` and `»` mark the span the finding must cover exactly.
 */
const GHP = 'ghp_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5';
const GLPAT = 'glpat-' + 'aB3dE5fG7hJ9kL1mN3pQ5';
const HEX = '9f8e7d6c5b4a3928' + '1706f5e4d3c2b1a0';
const PASSWORD = 'Zx81kq02' + 'LmQa77Rt';
const SLACK = 'xoxb-' + '12345678901-1234567890123-' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7';
const AWS = 'AKIA' + 'Q3ZT7XK2M9PLW4RB';
const STRIPE = 'sk_live_' + 'a1B2c3D4e5F6g7H8i9J0k1L2';
const TELEGRAM = '123456789:AA' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3';
const fullWidth = (text: string) => [...text].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
const at = (text: string, i: number, mark: string) => text.slice(0, i) + mark + text.slice(i);

interface Case {
  name: string;
  text: string;
  category: string;
  /** What must appear in no output (the value as written, and what it reads as). */
  values: string[];
}

const CASES: Case[] = [
  {
    name: 'F4: a GitHub token as the user of a clone URL',
    text: `git push https://«${GHP}»@github.com/o/r.git`,
    category: 'GitHub token',
    values: [GHP],
  },
  {
    name: 'F4: a GitLab token as the user of a clone URL',
    text: `git clone https://«${GLPAT}»@gitlab.com/o/r.git`,
    category: 'GitLab token',
    values: [GLPAT],
  },
  {
    name: 'F4: a token right after https://',
    text: `open https://«${GHP}» by mistake`,
    category: 'GitHub token',
    values: [GHP],
  },
  {
    name: 'a token in a URL path (Telegram Bot API)',
    text: `curl https://api.telegram.org/bot«${TELEGRAM}»/getMe`,
    category: 'Telegram bot token',
    values: [TELEGRAM],
  },
  {
    name: 'F5: curl -H "X-API-Key: …"',
    text: `curl -H "X-API-Key: «${HEX}»" https://api.example.com/v1/items`,
    category: 'literal value assigned to a secret-named variable',
    values: [HEX],
  },
  {
    name: 'F5: --header "PRIVATE-TOKEN: …"',
    text: `curl --header "PRIVATE-TOKEN: «${PASSWORD}Zx81»" https://gitlab.example.com/api/v4/projects`,
    category: 'literal value assigned to a secret-named variable',
    values: [`${PASSWORD}Zx81`],
  },
  {
    name: 'F21: a zero-width space inside a token',
    text: `use «${at(GHP, 12, '\u200b')}» to push`,
    category: 'GitHub token',
    values: [at(GHP, 12, '\u200b'), GHP],
  },
  {
    name: 'F21: a zero-width non-joiner inside a token',
    text: `bot «${at(SLACK, 30, '\u200c')}» posts`,
    category: 'Slack token',
    values: [at(SLACK, 30, '\u200c'), SLACK],
  },
  {
    name: 'F21: a soft hyphen inside a token',
    text: `key «${at(AWS, 9, '\u00ad')}» here`,
    category: 'AWS access key id',
    values: [at(AWS, 9, '\u00ad'), AWS],
  },
  {
    name: 'F21: a word joiner inside a token',
    text: `charge with «${at(STRIPE, 14, '\u2060')}» today`,
    category: 'Stripe secret key',
    values: [at(STRIPE, 14, '\u2060'), STRIPE],
  },
  {
    name: 'F21: a token in full-width letters',
    text: `token «${fullWidth(GHP)}» for the bot`,
    category: 'GitHub token',
    values: [fullWidth(GHP), GHP],
  },
  {
    name: 'F21: a token with a Cyrillic look-alike letter',
    text: `push with «gh\u0440${GHP.slice(3)}» later`,
    category: 'GitHub token',
    values: [`gh\u0440${GHP.slice(3)}`, GHP],
  },
  {
    name: 'F21: a JSON \\u escape for the first letter',
    text: `{"note": "«\\u0067${GHP.slice(1)}»"}`,
    category: 'GitHub token',
    values: [GHP.slice(1)],
  },
  {
    name: 'F21: a percent-encoded Slack webhook URL',
    text:
      `https://links.example.com/r?` +
      `to=https%3A%2F%2Fhooks.slack.com%2Fservices%2F«T0A1B2C3D%2FB0A1B2C3D%2Fa1B2c3D4a1B2c3D4a1B2c3D4»`,
    category: 'webhook URL (the URL itself is the credential)',
    values: ['a1B2c3D4a1B2c3D4a1B2c3D4'],
  },
  {
    name: 'F21: a token split across two lines',
    text: `first half «${GHP.slice(0, 20)}\n${GHP.slice(20)}» second half`,
    category: 'GitHub token',
    values: [GHP.slice(0, 20), GHP.slice(20)],
  },
  {
    name: 'F21: a zero-width space inside the name (pass\\u200bword=…)',
    text: `pass\u200bword=«${PASSWORD}»`,
    category: 'literal value assigned to a secret-named variable',
    values: [PASSWORD],
  },
];

/** A plan whose notes section holds one case per paragraph; the marks give each finding's expected place. */
const HEAD = '# Plan\n\n<objective>\nShip it.\n</objective>\n\n<tasks>\n</tasks>\n\n## Notes\n\n';
function document(): {
  text: string;
  spans: Array<{ line: number; column: number; endLine: number; endColumn: number }>;
} {
  let text = HEAD;
  const spans: Array<{ line: number; column: number; endLine: number; endColumn: number }> = [];
  for (const c of CASES) {
    const start = text.length + c.text.indexOf('«');
    const end = text.length + c.text.indexOf('»') - 1;
    text += c.text.replace(/[«»]/g, '') + '\n\n';
    spans.push({ ...point(text, start), ...endPoint(text, end) });
  }
  return { text, spans };
}
function point(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}
function endPoint(text: string, offset: number): { endLine: number; endColumn: number } {
  const { line, column } = point(text, offset);
  return { endLine: line, endColumn: column };
}
const plain = (c: Case) => c.text.replace(/[«»]/g, '');

/** The session record the resume tests write, with the next steps each one carries its cases in. */
const deployRecord = (next_steps: Array<{ step: string; command: string }>) => ({
  goal: 'Ship the release so that the next session starts informed and nothing is lost.',
  status: 'partial',
  status_note: 'the deploy step is still open',
  active_files: [{ path: 'src/deploy.ts', purpose: 'runs the deploy steps in order' }],
  changes: [{ what: 'Added the deploy script', why: 'releases were done by hand before' }],
  failed_approaches: [],
  no_failed_approaches_reason: 'nothing was tried and abandoned in this session',
  next_steps,
});

/** Whether `output` shows none of the cases' values. */
function showsNoValue(output: string): void {
  for (const c of CASES) for (const value of c.values) expect(output, `${c.name}: ${value}`).not.toContain(value);
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'handoff-secrets-e2e-'));
  writeFileSync(join(dir, 'notes-PLAN.md'), document().text);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('lint: every case is found at its place, in every format, and no output shows a value', () => {
  const { spans } = document();

  it('json: the exact positions', () => {
    const run = handoff(dir, ['lint', '--format', 'json', 'notes-PLAN.md']);
    expect(run.status).toBe(1);
    showsNoValue(run.stdout + run.stderr);
    const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<Record<string, unknown>> }>;
    const secrets = result!.messages.filter((m) => m.ruleId === 'secret');
    expect(secrets.map(({ line, column, endLine, endColumn }) => ({ line, column, endLine, endColumn }))).toEqual(
      spans,
    );
    secrets.forEach((m, i) => expect(m.message, CASES[i]!.name).toContain(CASES[i]!.category));
  });

  it('sarif: the same regions', () => {
    const run = handoff(dir, ['lint', '--format', 'sarif', 'notes-PLAN.md']);
    showsNoValue(run.stdout + run.stderr);
    const log = JSON.parse(run.stdout) as Log;
    const regions = log.runs[0]!.results!.filter((r) => r.ruleId === 'secret').map((r) => {
      const region = r.locations![0]!.physicalLocation!.region!;
      return {
        line: region.startLine,
        column: region.startColumn,
        endLine: region.endLine,
        endColumn: region.endColumn,
      };
    });
    expect(regions).toEqual(spans);
  });

  it.each(['stylish', 'github'])('%s: one finding per case', (format) => {
    const run = handoff(dir, ['lint', '--format', format, 'notes-PLAN.md']);
    expect(run.status).toBe(1);
    showsNoValue(run.stdout + run.stderr);
    expect(run.stdout.match(/secret/g)?.length ?? 0).toBeGreaterThanOrEqual(CASES.length);
  });
});

describe('resume write refuses every case and writes nothing', () => {
  it('one record with a case in each next step: every step is named, no value printed', () => {
    const folder = mkdtempSync(join(tmpdir(), 'handoff-secrets-resume-'));
    try {
      const record = deployRecord(CASES.map((c) => ({ step: `Run the step for ${c.name}`, command: plain(c) })));
      writeFileSync(join(folder, 'record.json'), JSON.stringify(record));
      const run = handoff(folder, ['resume', 'write', '--from', 'record.json']);
      expect(run.status).toBe(1);
      showsNoValue(run.stdout + run.stderr);
      CASES.forEach((c, i) => expect(run.stderr, c.name).toContain(`next_steps[${i}].command`));
      expect(existsSync(join(folder, '.handoff'))).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('reject stores every case redacted', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const folder = mkdtempSync(join(tmpdir(), 'handoff-secrets-reject-'));
    try {
      const run = handoff(folder, ['reject', `${plain(c)} | it failed`]);
      expect(run.status).toBe(0);
      const stored = readFileSync(join(folder, '.handoff/state/rejections.json'), 'utf8');
      for (const output of [run.stdout + run.stderr, stored, JSON.parse(stored) as unknown as string])
        for (const value of c.values) expect(JSON.stringify(output)).not.toContain(JSON.stringify(value).slice(1, -1));
      expect(stored).toContain('[REDACTED]');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('names: a secret in a file or folder name, a title or an argument is never printed (F19, F20)', () => {
  const folderName = `password=${PASSWORD}`;
  let project: string;
  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), 'handoff-secrets-names-'));
    mkdirSync(join(project, folderName));
    writeFileSync(
      join(project, folderName, 'x-PLAN.md'),
      '# Plan\n\n## Plan Decisions\n\n### Locked\n- D-1: Use it.\n',
    );
    writeFileSync(join(project, `${GHP}-PLAN.md`), '# Plan\n\n## Plan Decisions\n\n### Locked\n- D-1: Use it.\n');
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it.each(['stylish', 'json', 'sarif', 'github'])('lint --format %s', (format) => {
    const run = handoff(project, ['lint', '--format', format, '.']);
    expect(run.status).toBe(1);
    const output = run.stdout + run.stderr;
    expect(output).not.toContain(PASSWORD);
    expect(output).not.toContain(GHP);
    expect(output).toContain('[REDACTED]');
  });

  it('lint run from inside the folder (the working folder in SARIF)', () => {
    const run = handoff(join(project, folderName), ['lint', '--format', 'sarif', '.']);
    expect(run.stdout + run.stderr).not.toContain(PASSWORD);
  });

  it.each([
    ['title --title', ['title', '--title', GHP, '--started-at', '2026-12-01T10:00:00Z']],
    ['title --title --json', ['title', '--title', `deploy ${GHP}`, '--started-at', '2026-12-01T10:00:00Z', '--json']],
    ['an unknown verb', [GHP]],
    ['a bad option value', ['orient', '--commits', GHP]],
    ['an unknown packet subcommand', ['packet', GHP]],
    ['a missing input file', ['resume', 'write', '--from', `${folderName}/missing.json`]],
    ['lint --output-file in a secret-named folder', ['lint', '--format', 'json', '-o', `${folderName}/out.json`, '.']],
  ])('%s', (_name, args) => {
    const run = handoff(project, args);
    const output = run.stdout + run.stderr;
    expect(output).not.toContain(GHP);
    expect(output).not.toContain(PASSWORD);
  });

  it('title from standard input redacts too', () => {
    const run = handoff(
      project,
      ['title'],
      JSON.stringify({ title: `ship ${GHP}`, started_at: '2026-12-01T10:00:00Z', timezone: 'UTC' }),
    );
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain(GHP);
    expect(run.stdout).toContain('[REDACTED]');
  });
});

describe('published examples: the linter lets them pass, every writer refuses or redacts them', () => {
  const AWS_EXAMPLE = 'AKIA' + 'IOSFODNN7EXAMPLE';
  const LOCAL = 'amqp://guest:guest@localhost:5672//';
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'handoff-secrets-examples-'));
    writeFileSync(join(folder, 'notes-PLAN.md'), `${HEAD}Configure \`${AWS_EXAMPLE}\` as in the AWS docs; ${LOCAL}\n`);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('lint reports no secret', () => {
    const run = handoff(folder, ['lint', '--format', 'json', 'notes-PLAN.md']);
    const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string }> }>;
    expect(result!.messages.filter((m) => m.ruleId === 'secret')).toEqual([]);
  });

  it('resume write refuses them', () => {
    const record = deployRecord([
      { step: 'Configure the AWS example key', command: `aws configure set aws_access_key_id ${AWS_EXAMPLE}` },
      { step: 'Start the local broker', command: `BROKER_URL=${LOCAL} npm start` },
    ]);
    writeFileSync(join(folder, 'record.json'), JSON.stringify(record));
    const run = handoff(folder, ['resume', 'write', '--from', 'record.json']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('next_steps[0].command');
    expect(run.stderr).toContain('next_steps[1].command');
    expect(run.stdout + run.stderr).not.toContain(AWS_EXAMPLE);
  });

  it('reject stores them redacted', () => {
    const run = handoff(folder, ['reject', `used ${AWS_EXAMPLE} and ${LOCAL} | it failed`]);
    expect(run.status).toBe(0);
    const stored = readFileSync(join(folder, '.handoff/state/rejections.json'), 'utf8');
    expect(stored).not.toContain(AWS_EXAMPLE);
    expect(stored).not.toContain('guest:guest');
  });
});

describe('MCP tools', () => {
  let client: Client;
  let folder: string;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'handoff-secrets-mcp-'));
    mkdirSync(join(folder, `password=${PASSWORD}`));
    writeFileSync(join(folder, `password=${PASSWORD}`, 'x-PLAN.md'), document().text);
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp'],
      cwd: folder,
      stderr: 'pipe',
      env: { ...getDefaultEnvironment(), ...SUITE_ENV },
    });
    client = new Client({ name: 'handoff-secrets-e2e', version: '1.0.0' });
    await client.connect(transport);
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('lint_text finds every case at its place and returns no value', async () => {
    const { text, spans } = document();
    const result = (await client.callTool({
      name: 'lint_text',
      arguments: { text, file_path: 'notes-PLAN.md' },
    })) as CallToolResult;
    showsNoValue(JSON.stringify(result));
    const messages = (result.structuredContent as { results: Array<{ messages: Array<Record<string, unknown>> }> })
      .results[0]!.messages;
    const secrets = messages.filter((m) => m.ruleId === 'secret');
    expect(secrets.map(({ line, column, endLine, endColumn }) => ({ line, column, endLine, endColumn }))).toEqual(
      spans,
    );
  });

  it('lint_files on a file in a password=… folder names the folder redacted', async () => {
    const result = (await client.callTool({
      name: 'lint_files',
      arguments: { paths: [`password=${PASSWORD}/x-PLAN.md`] },
    })) as CallToolResult;
    const text = JSON.stringify(result);
    expect(text).not.toContain(PASSWORD);
    showsNoValue(text);
    expect(text).toContain('[REDACTED]');
  });

  it.each(CASES.map((c) => [c.name, c] as const))('reject: %s', async (_name, c) => {
    const result = (await client.callTool({
      name: 'reject',
      arguments: { approach: plain(c), evidence: 'it failed' },
    })) as CallToolResult;
    for (const value of c.values) expect(JSON.stringify(result)).not.toContain(JSON.stringify(value).slice(1, -1));
  });

  it('resume_write refuses a record with the cases, naming each field and no value', async () => {
    const result = (await client.callTool({
      name: 'resume_write',
      arguments: {
        record: deployRecord(CASES.map((c) => ({ step: `Run the step for ${c.name}`, command: plain(c) }))),
      },
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    showsNoValue(JSON.stringify(result));
    expect(existsSync(join(folder, '.handoff/RESUME.md'))).toBe(false);
  });

  it('title redacts a token in the title', async () => {
    const result = (await client.callTool({
      name: 'title',
      arguments: { title: `ship ${GHP}`, started_at: '2026-12-01T10:00:00Z', timezone: 'UTC' },
    })) as CallToolResult;
    expect(JSON.stringify(result)).not.toContain(GHP);
  });
});

describe('language server', () => {
  let session: Session | undefined;
  afterAll(() => session?.dispose());

  it('publishes every case at its place (0-based) with no value in a message', async () => {
    const { text, spans } = document();
    session = new Session(dir);
    await session.initialize(dir);
    const uri = pathToFileURL(join(dir, 'notes-PLAN.md')).href;
    const published = session.next(uri);
    await session.open(uri, text);
    const { diagnostics } = await published;
    const secrets = diagnostics.filter((d) => d.code === 'secret');
    expect(
      secrets.map((d) => ({
        line: d.range.start.line + 1,
        column: d.range.start.character + 1,
        endLine: d.range.end.line + 1,
        endColumn: d.range.end.character + 1,
      })),
    ).toEqual(spans);
    showsNoValue(JSON.stringify(diagnostics));
    expect(await session.shutdown()).toBe(0);
    session = undefined;
  });
});
