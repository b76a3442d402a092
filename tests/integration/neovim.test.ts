import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { realTool } from '../helpers/real-tool.js';

// Debian's Neovim (0.7.2 on bookworm), headless, set up with the Lua block docs/editors.md
// gives for 0.7 and later — read from the page, so the documented set-up is what runs —
// against the project's `node_modules/.bin/handoff lsp --stdio`, as an install puts it there.
// A Lua script drives it: open a plan, wait for the diagnostics, fix one by editing the
// buffer, apply the server's quick fix for the other; then open a summary and use the rest of
// the editor features — hover, go to the plan's decision, completion, the Taken-item action —
// and write down what it saw at each point.

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

// A pair: the summary takes O-1 and leaves O-2 untaken (line 5 is its section heading, line 8 its DT-1).
const PAIR_PLAN = [
  '# Plan 02',
  '',
  '## Plan Decisions',
  '',
  '### Locked (executor MUST follow)',
  '- D-1: Use SQLite. Why: one file to ship. Source: research.md.',
  '',
  "### Open (executor's discretion within constraints)",
  '- O-1: Where the cache lives. Constraints: no new service. Reason left open: load numbers.',
  '- O-2: The metric name. Constraints: `app_*` prefix. Reason left open: naming review.',
  '',
  '### Considered and rejected',
  '(none)',
  '',
].join('\n');
const PAIR_SUMMARY = [
  '# Summary 02',
  '',
  '## Files Changed',
  '- src/cache.ts',
  '',
  '## Implementation Decisions',
  '',
  "### Taken (within plan's discretion)",
  '- DT-1: Chose Redis for O-1. Reason: it is there already.',
  '',
  '### Deviations (from plan; must explain)',
  '(none)',
  '',
  '### Open questions for verifier',
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
  vim.api.nvim_buf_set_lines(buf, 6, 7, false, {
    '- D-2: Use WAL mode. Why: readers never block. Source: research.md.',
  })
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

  -- A summary whose plan has an Open decision it does not take yet.
  vim.cmd('edit ' .. vim.fn.fnameescape(vim.env.HANDOFF_NVIM_SUMMARY))
  local sbuf = vim.api.nvim_get_current_buf()
  step('summary', sbuf, function(d) return #d >= 1 end)
  local uri = vim.uri_from_bufnr(sbuf)
  local function request(method, params)
    local responses = vim.lsp.buf_request_sync(sbuf, method, params, 10000) or {}
    for _, response in pairs(responses) do
      if response.result ~= nil then return response.result end
    end
    return vim.NIL
  end
  local hover = request('textDocument/hover', { textDocument = { uri = uri }, position = { line = 5, character = 3 } })
  out.hover = hover ~= vim.NIL and hover.contents.value or vim.NIL
  local definition = request('textDocument/definition', {
    textDocument = { uri = uri },
    position = { line = 8, character = 26 },
  })
  if definition ~= vim.NIL and definition.uri == nil then definition = definition[1] end
  out.definition = definition ~= vim.NIL and { uri = definition.uri, line = definition.range.start.line } or vim.NIL

  -- Completion of the plan's Open decisions after 'O' in the Taken bucket.
  vim.api.nvim_buf_set_lines(sbuf, 9, 9, false, { '- DT-2: Chose a counter for O' })
  step('typing', sbuf, function(d)
    for _, x in ipairs(d) do if x.code == 'taken-unlinked' then return true end end
    return false
  end)
  local completion = request('textDocument/completion', {
    textDocument = { uri = uri },
    position = { line = 9, character = 29 },
  })
  out.completion = {}
  local list = completion ~= vim.NIL and (completion.items or completion) or {}
  for _, item in ipairs(list) do table.insert(out.completion, item.label .. ' ' .. (item.detail or '')) end
  table.sort(out.completion)
  vim.api.nvim_buf_set_lines(sbuf, 9, 10, false, {})
  step('untyped', sbuf, function(d) return #d == 1 and d[1].code == 'open-decision-untaken' end)

  -- The code action that adds the missing Taken item, applied.
  local actions = request('textDocument/codeAction', {
    textDocument = { uri = uri },
    range = { start = { line = 5, character = 0 }, ['end'] = { line = 5, character = 0 } },
    context = { diagnostics = {} },
  })
  out.takenActions = {}
  for _, action in ipairs(actions ~= vim.NIL and actions or {}) do
    table.insert(out.takenActions, action.title)
    if not out.takenApplied and action.title:find('^Add a Taken item for') then
      vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16')
      out.takenApplied = action.title
    end
  end
  out.takenLine = vim.api.nvim_buf_get_lines(sbuf, 9, 10, false)[1]
  step('taken', sbuf, function(d) return #d == 1 and d[1].code == 'item-field-missing' end)
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
  steps: Array<{
    name: string;
    settled: boolean;
    diagnostics: Array<{ code: string; line: number; col: number; severity: number }>;
  }>;
  actions: string[];
  applied?: string;
  heading: string;
  hover: string | null;
  definition: { uri: string; line: number } | null;
  completion: string[];
  takenActions: string[];
  takenApplied?: string;
  takenLine: string;
}

/** The Lua block docs/editors.md gives for Neovim 0.7 and later. */
function documentedSetup(): string {
  const page = readFileSync(join(ROOT, 'docs', 'editors.md'), 'utf8');
  const block = /<!-- neovim-0\.7:start -->\n```lua\n([\s\S]*?)```\n<!-- neovim-0\.7:end -->/.exec(page);
  if (!block)
    throw new Error('docs/editors.md has no <!-- neovim-0.7:start --> ```lua … ``` <!-- neovim-0.7:end --> block');
  return block[1]!;
}

describe.skipIf(!tool.available)(`Neovim (${tool.version}) with the documented set-up`, () => {
  let seen: Seen;
  let stderr: string;
  let project: string;

  beforeAll(() => {
    expect(existsSync(BIN), `${BIN} is missing: run \`npm run build\` first`).toBe(true);
    const work = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-nvim-')));
    project = join(work, 'project');
    mkdirSync(join(project, '.git'), { recursive: true });
    // The project's `node_modules/.bin/handoff`, as installing the packages links it.
    const bin = join(project, 'node_modules', '.bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'handoff'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
    chmodSync(join(bin, 'handoff'), 0o755);
    writeFileSync(join(project, '01-PLAN.md'), PLAN);
    writeFileSync(join(project, '02-PLAN.md'), PAIR_PLAN);
    writeFileSync(join(project, '02-SUMMARY.md'), PAIR_SUMMARY);
    writeFileSync(join(work, 'setup.lua'), documentedSetup());
    writeFileSync(join(work, 'harness.lua'), HARNESS);
    const out = join(work, 'seen.json');
    const run = spawnSync('nvim', ['--headless', '--clean', '-c', `luafile ${join(work, 'harness.lua')}`], {
      cwd: project,
      encoding: 'utf8',
      env: {
        ...process.env,
        HOME: work,
        XDG_STATE_HOME: join(work, 'state'),
        XDG_CACHE_HOME: join(work, 'cache'),
        HANDOFF_NVIM_SETUP: join(work, 'setup.lua'),
        HANDOFF_NVIM_FILE: join(project, '01-PLAN.md'),
        HANDOFF_NVIM_SUMMARY: join(project, '02-SUMMARY.md'),
        HANDOFF_NVIM_OUT: out,
      },
      timeout: 170_000,
    });
    stderr = `${run.stdout}${run.stderr}${run.error ? String(run.error) : ''}`;
    expect(existsSync(out), `Neovim wrote no results: ${stderr}`).toBe(true);
    seen = JSON.parse(readFileSync(out, 'utf8')) as Seen;
  }, 180_000);

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

  it('shows the rule of a finding on hover', () => {
    expect(seen.hover).toContain("**`open-decision-untaken`**: Missing Taken item for the plan's `O-2`");
    expect(seen.hover).toContain('#### What it checks');
  });

  it("goes from the summary's O-1 to the plan's Open decision", () => {
    expect(seen.definition).toEqual({ uri: pathToFileURL(join(project, '02-PLAN.md')).href, line: 8 });
  });

  it("completes the plan's Open decisions after `O` in Taken, the untaken one marked", () => {
    expect(seen.completion).toEqual(['O-1 taken already', 'O-2 not taken yet']);
  });

  it('adds the missing Taken item as a skeleton, and the reason is then reported as missing', () => {
    expect(seen.takenActions).toEqual([
      'Add a Taken item for O-2 (the choice and the reason are yours to write)',
      'Add a Taken item marking O-2 mooted (the reason is yours to write)',
    ]);
    expect(seen.takenLine).toBe('- DT-2: Chose … for O-2. Reason: …');
    const taken = seen.steps.find((s) => s.name === 'taken')!;
    expect(taken.settled).toBe(true);
    expect(taken.diagnostics).toEqual([{ code: 'item-field-missing', line: 9, col: 0, severity: 1 }]);
  });
});
