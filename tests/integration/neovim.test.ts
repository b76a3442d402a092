import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { realTool } from '../helpers/real-tool.js';

// Debian's Neovim (0.7.2 on bookworm), headless, set up with the Lua block docs/editors.md
// gives for 0.7 and later — read from the page, so the documented set-up is what runs —
// against `handoff lsp --stdio` found on the PATH, as a user's would be. A Lua script drives
// it: open a plan, wait for the diagnostics, fix one by editing the buffer, apply the server's
// quick fix for the other, and write down what it saw at each point.

const ROOT = resolve(import.meta.dirname, '../..');
const tool = realTool('nvim', ['--version']);

const PLAN = [
  '# Plan 01',
  '',
  '## Plan Decisions',
  '',
  '### Decisions that are locked',
  '- D-1: Use SQLite. Why: one file to ship. Source: research.md.',
  '- D-1: Use WAL mode. Why: readers never block. Source: research.md.',
  '',
  "### Open (executor's discretion within constraints)",
  '(none)',
  '',
  '### Considered and rejected',
  '(none)',
  '',
].join('\n');

const HARNESS = String.raw`
local out = { steps = {} }
local function diagnostics(buf)
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    table.insert(list, { code = code, line = d.lnum, col = d.col, severity = d.severity })
  end
  table.sort(list, function(a, b) return a.line < b.line end)
  return list
end
local function step(name, buf, done)
  local ok = vim.wait(20000, function() return done(diagnostics(buf)) end, 50)
  table.insert(out.steps, { name = name, settled = ok, diagnostics = diagnostics(buf) })
  return ok
end
local function run()
  vim.cmd('filetype on')
  dofile(vim.env.HANDOFF_NVIM_SETUP)
  vim.cmd('edit ' .. vim.fn.fnameescape(vim.env.HANDOFF_NVIM_FILE))
  local buf = vim.api.nvim_get_current_buf()
  out.filetype = vim.bo[buf].filetype
  step('open', buf, function(d) return #d >= 2 end)
  out.clients = #vim.lsp.buf_get_clients(buf)

  -- An edit that fixes the duplicate id: its diagnostic must go, the other stays.
  vim.api.nvim_buf_set_lines(buf, 6, 7, false, { '- D-2: Use WAL mode. Why: readers never block. Source: research.md.' })
  step('edited', buf, function(d) return #d == 1 end)

  -- The quick fix the server offers for the heading, applied as vim.lsp.buf.code_action would.
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    range = { start = { line = 4, character = 0 }, ['end'] = { line = 4, character = 0 } },
    context = { diagnostics = {}, only = { 'quickfix' } },
  }
  local responses = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', params, 10000) or {}
  out.actions = {}
  for _, response in pairs(responses) do
    for _, action in ipairs(response.result or {}) do
      table.insert(out.actions, action.title)
      if action.kind == 'quickfix' and action.edit and not out.applied then
        vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16')
        out.applied = action.title
      end
    end
  end
  step('fixed', buf, function(d) return #d == 0 end)
  out.heading = vim.api.nvim_buf_get_lines(buf, 4, 5, false)[1]
end
local ok, err = pcall(run)
out.error = ok and vim.NIL or tostring(err)
vim.fn.writefile({ vim.fn.json_encode(out) }, vim.env.HANDOFF_NVIM_OUT)
vim.cmd('qa!')
`;

interface Seen {
  error: string | null;
  filetype: string;
  clients: number;
  steps: Array<{ name: string; settled: boolean; diagnostics: Array<{ code: string; line: number; col: number; severity: number }> }>;
  actions: string[];
  applied?: string;
  heading: string;
}

/** The Lua block docs/editors.md gives for Neovim 0.7 and later. */
function documentedSetup(): string {
  const page = readFileSync(join(ROOT, 'docs', 'editors.md'), 'utf8');
  const block = /<!-- neovim-0\.7:start -->\n```lua\n([\s\S]*?)```\n<!-- neovim-0\.7:end -->/.exec(page);
  if (!block) throw new Error('docs/editors.md has no <!-- neovim-0.7:start --> ```lua … ``` <!-- neovim-0.7:end --> block');
  return block[1]!;
}

describe.skipIf(!tool.available)(`Neovim (${tool.version}) with the documented set-up`, () => {
  let seen: Seen;
  let stderr: string;

  beforeAll(() => {
    expect(existsSync(BIN), `${BIN} is missing: run \`npm run build\` first`).toBe(true);
    const work = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-nvim-')));
    const bin = join(work, 'bin');
    mkdirSync(bin);
    // `handoff` on the PATH, as an npm install would put it there.
    writeFileSync(join(bin, 'handoff'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
    chmodSync(join(bin, 'handoff'), 0o755);
    const project = join(work, 'project');
    mkdirSync(join(project, '.git'), { recursive: true });
    writeFileSync(join(project, '01-PLAN.md'), PLAN);
    writeFileSync(join(work, 'setup.lua'), documentedSetup());
    writeFileSync(join(work, 'harness.lua'), HARNESS);
    const out = join(work, 'seen.json');
    const run = spawnSync('nvim', ['--headless', '--clean', '-c', `luafile ${join(work, 'harness.lua')}`], {
      cwd: project,
      encoding: 'utf8',
      env: {
        ...process.env,
        PATH: `${bin}:${process.env['PATH']}`,
        HOME: work,
        XDG_STATE_HOME: join(work, 'state'),
        XDG_CACHE_HOME: join(work, 'cache'),
        HANDOFF_NVIM_SETUP: join(work, 'setup.lua'),
        HANDOFF_NVIM_FILE: join(project, '01-PLAN.md'),
        HANDOFF_NVIM_OUT: out,
      },
      timeout: 110_000,
    });
    stderr = `${run.stdout}${run.stderr}${run.error ? String(run.error) : ''}`;
    expect(existsSync(out), `Neovim wrote no results: ${stderr}`).toBe(true);
    seen = JSON.parse(readFileSync(out, 'utf8')) as Seen;
  }, 120_000);

  it('runs the script without a Lua error and attaches the server to the Markdown buffer', () => {
    expect(seen.error, stderr).toBeNull();
    expect(seen.filetype).toBe('markdown');
    expect(seen.clients).toBe(1);
  });

  it('shows the diagnostics on open', () => {
    const open = seen.steps.find((s) => s.name === 'open')!;
    expect(open.settled).toBe(true);
    expect(open.diagnostics).toEqual([
      { code: 'bucket-heading-style', line: 4, col: 0, severity: 2 },
      { code: 'item-id-duplicate', line: 6, col: 0, severity: 1 },
    ]);
  });

  it('clears a diagnostic after the edit that fixes it', () => {
    const edited = seen.steps.find((s) => s.name === 'edited')!;
    expect(edited.settled).toBe(true);
    expect(edited.diagnostics).toEqual([{ code: 'bucket-heading-style', line: 4, col: 0, severity: 2 }]);
  });

  it('applies the quick fix, and the buffer is clean after it', () => {
    expect(seen.actions).toContain('Fix this bucket-heading-style problem');
    expect(seen.applied).toBe('Fix this bucket-heading-style problem');
    expect(seen.heading).toBe('### Locked — Decisions that are locked');
    const fixed = seen.steps.find((s) => s.name === 'fixed')!;
    expect(fixed.settled).toBe(true);
    expect(fixed.diagnostics).toEqual([]);
  });
});
