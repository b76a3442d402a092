import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main.js';
import { gateVerdict, readingVerbs } from '../../src/lib/hook/gate-command.js';
import { gateTrust, type GateTrust } from '../../src/lib/hook/gate-trust.js';
import { classifyTool } from '../../src/lib/hook/tools.js';

// A project with its own install of handoff (node_modules/.bin/handoff → @handoff/cli's bin),
// and executables that are merely named handoff: one in the project, one on a PATH of its own.
let scratch: string;
let project: string;
let trust: GateTrust;
beforeAll(() => {
  scratch = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-gate-')));
  project = join(scratch, 'proj');
  const pkg = join(project, 'node_modules', '@handoff', 'cli');
  mkdirSync(join(pkg, 'bin'), { recursive: true });
  mkdirSync(join(pkg, 'dist'), { recursive: true });
  mkdirSync(join(project, 'node_modules', '.bin'), { recursive: true });
  mkdirSync(join(scratch, 'fakebin'));
  writeFileSync(join(project, 'package.json'), '{}');
  writeFileSync(join(pkg, 'package.json'), '{"name":"@handoff/cli"}');
  writeFileSync(join(pkg, 'bin', 'handoff.js'), '', { mode: 0o755 });
  writeFileSync(join(pkg, 'dist', 'bin.js'), '');
  symlinkSync('../@handoff/cli/bin/handoff.js', join(project, 'node_modules', '.bin', 'handoff'));
  for (const fake of [join(project, 'handoff'), join(scratch, 'fakebin', 'handoff')])
    writeFileSync(fake, '#!/bin/sh\ntouch PWNED\n', { mode: 0o755 });
  trust = gateTrust(project, project, { PATH: join(project, 'node_modules', '.bin') });
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const allowed = (command: string, with_ = trust) => gateVerdict(command, with_).allowed;

describe('gateVerdict: what the shell may run while the read gate is blocked', () => {
  it.each([
    ['handoff resume read', true],
    ['handoff resume status --json', true],
    ['handoff resume ack --summary-file notes/ack.txt', true],
    [
      "handoff resume ack --expect-digest 2c89 --summary-file - <<'EOF'\nThe work is partial.\nDo not pin vite.\nEOF",
      true,
    ],
    ['handoff resume ack --summary-file - <<"EOF"\nCosts $5 and `x`.\nEOF', true],
    ['handoff resume ack --summary-file - <<EOF\none\ntwo\nEOF\n', true],
    ['handoff resume ack --summary-file - <<-END\n\tone\n\ttwo\n\tEND', true],
    ["handoff resume ack --summary-file - << 'EOF'\none\nEOF", true],
    ['npx handoff resume read', true],
    // Installed in the project: npx runs it without a download.
    ['npx @handoff/cli resume status', true],
    ['./node_modules/.bin/handoff resume read', true],
    ['node node_modules/@handoff/cli/dist/bin.js resume read', true],
    ['node_modules/@handoff/cli/bin/handoff.js resume read', true],
    ['handoff rejections --json', true],
    ['handoff checkpoint --for s1', true],
    ['handoff lint plan.md', true],
    ['handoff lint --format json -q plan.md', true],
    ['handoff lint -f=json --fix-dry-run .', true],
    ["handoff lint --stdin-filename x-PLAN.md - <<'EOF'\n# Plan\nEOF", true],
    ['handoff brief --role executor "docs/my plan.md"', true],
    ["handoff brief --role=executor 'docs/my plan.md'", true],
    ['handoff orient', true],
    ['handoff orient --file HANDOFF.md --commits 5', true],
    ['handoff --version', true],
    ['handoff resume --help', true],
    ['handoff lint --help', true],
    // Not reading verbs.
    ['handoff resume write --from record.json', false],
    ['handoff rejections clear', false],
    ['handoff rejections --json clear', false],
    ['handoff reject "x | y"', false],
    ['handoff forget 1', false],
    ['handoff packet ack', false],
    ['handoff init --force', false],
    // Reading verbs with an option that writes (F2).
    ['handoff lint --format json -o src/app.ts .', false],
    ['handoff lint --output-file=/tmp/x .', false],
    ['handoff lint --output-file /tmp/x .', false],
    ['handoff lint -qo src/app.ts .', false],
    ['handoff lint -osrc/app.ts .', false],
    ['handoff lint --fix .', false],
    ['handoff lint --fix=true .', false],
    ['handoff resume read --from x', false],
    ['handoff orient extra', false],
    // Here-documents whose body the shell would expand (F1).
    ['handoff resume ack --summary-file - <<EOF\n$(touch PWNED)\nEOF', false],
    ['handoff resume ack --summary-file - <<EOF\n`touch PWNED`\nEOF', false],
    ['handoff resume ack --summary-file - <<EOF\n${X:=$(id)}\nEOF', false],
    ['handoff resume ack --summary-file - <<EOF\n$HOME\nEOF', false],
    ['handoff resume ack --summary-file - <<-EOF\n\t$(id)\n\tEOF', false],
    ['handoff resume ack --summary-file - <<EOF\nline \\\n$(id)\nEOF', false],
    ['handoff resume ack --summary-file - <<E"OF"\nx\nEOF', false],
    ['handoff resume ack --summary-file - <<EOF <<EOF2\nx\nEOF\nEOF2', false],
    ['handoff resume ack --summary-file - <<<"$(id)"', false],
    ['handoff resume ack --summary-file - <<EOF x\nbody\nEOF', false],
    // Programs that are merely named handoff, or a download (F26).
    ['./handoff resume read', false],
    [`${'/tmp/x'}/handoff resume read`, false],
    ['node /any/packages/cli/dist/bin.js resume read', false],
    ['node --require ./evil.js node_modules/@handoff/cli/dist/bin.js resume read', false],
    ['npx -y handoff resume read', false],
    ['npx --yes @handoff/cli resume status', false],
    ['npx --package handoff handoff resume read', false],
    // Shell syntax beyond one plain command.
    ['handoff resume read; rm -rf src', false],
    ['handoff resume read && npm test', false],
    ['handoff resume read | tee out.md', false],
    ['handoff resume read > out.md', false],
    ['handoff resume read $(rm -rf src)', false],
    ['handoff resume read `rm x`', false],
    ['handoff resume read "$HOME"', false],
    ['handoff resume read "a$(b)"', false],
    ['handoff resume read ~/x', false],
    ['handoff lint *.md', false],
    ['handoff lint {a,b}.md', false],
    ['handoff resume read # comment', false],
    ['handoff resume read\nrm -rf src', false],
    ['handoff resume read\rrm -rf src', false],
    ['handoff resume read\0', false],
    ["handoff resume ack --summary-file - <<'EOF'\nsummary\nEOF\nrm -rf src", false],
    ["handoff resume ack --summary-file - <<'EOF'\nsummary never closed", false],
    ['FOO=1 handoff resume read', false],
    ['sh -c "handoff resume read"', false],
    ['handoffs resume read', false],
    ['npm test', false],
    ['', false],
  ])('%j → %s', (command, expected) => expect(allowed(command)).toBe(expected));

  it("trusts a bare handoff only when PATH finds the project's own (F26)", () => {
    const fakeFirst = gateTrust(project, project, {
      PATH: [join(scratch, 'fakebin'), join(project, 'node_modules', '.bin')].join(delimiter),
    });
    expect(gateVerdict('handoff resume read', fakeFirst)).toEqual({
      allowed: false,
      why: "the `handoff` on PATH is not the project's handoff (run ./node_modules/.bin/handoff)",
    });
    expect(allowed('handoff resume read', gateTrust(project, project, {}))).toBe(false);
    // Control: the same PATH without the impostor lets it through.
    expect(
      allowed('handoff resume read', gateTrust(project, project, { PATH: join(project, 'node_modules', '.bin') })),
    ).toBe(true);
  });

  it('lets npx through only where it would run the installed handoff', () => {
    const elsewhere = join(scratch, 'elsewhere');
    mkdirSync(elsewhere, { recursive: true });
    writeFileSync(join(elsewhere, 'package.json'), '{}');
    expect(allowed('npx handoff resume read', gateTrust(project, elsewhere, {}))).toBe(false);
    expect(allowed('npx handoff resume read', gateTrust(project, project, {}))).toBe(true);
  });

  it('says why a command is refused', () => {
    expect(gateVerdict('handoff lint -o src/app.ts .', trust)).toEqual({
      allowed: false,
      why: "`handoff lint` is allowed with its reading options only (Unknown option '-o')",
    });
    expect(gateVerdict('handoff resume ack --summary-file - <<EOF\n$(id)\nEOF', trust)).toMatchObject({
      allowed: false,
      why: expect.stringContaining("quote the delimiter: <<'EOF'") as unknown,
    });
  });
});

describe('the verbs accept every option the gate allows them, with the same shape', () => {
  // A string option is given a value and a boolean none: `--help` after them shows the verb's
  // help (exit 0) only when the verb parses them the same way.
  const cases = readingVerbs().flatMap(({ verb, options }) =>
    Object.entries(options).flatMap(([name, spec]) => {
      const forms = [`--${name}`, ...(spec.short ? [`-${spec.short}`] : [])];
      return forms.map(
        (form) => [[...verb, ...(spec.type === 'string' ? [form, 'value'] : [form]), '--help']] as const,
      );
    }),
  );
  it.each(cases)('%j', async (args) => {
    const out: string[] = [];
    const io = {
      cwd: scratch,
      env: {},
      stdout: (t: string) => out.push(t),
      stderr: (t: string) => out.push(t),
      readStdin: async () => '',
    };
    expect([args.join(' '), await main([...args], io)]).toEqual([args.join(' '), 0]);
  });
});

describe('classifyTool', () => {
  it.each([
    ['Read', 'handoff', 'read'],
    ['Grep', 'handoff', 'read'],
    ['ReadMcpResourceTool', 'handoff', 'read'],
    ['Bash', 'handoff', 'shell'],
    ['PowerShell', 'handoff', 'shell'],
    ['Edit', 'handoff', 'change'],
    ['NotebookEdit', 'handoff', 'change'],
    ['mcp__handoff__resume_ack', 'handoff', 'read'],
    ['mcp__handoff__resume_write', 'handoff', 'change'],
    ['mcp__handoff__reject', 'handoff', 'change'],
    ['mcp__gate__resume_read', 'gate', 'read'],
    ['mcp__gate__resume_read', 'handoff', 'change'],
    ['mcp__github__create_issue', 'handoff', 'change'],
    ['SomeFutureTool', 'handoff', 'change'],
  ])('%s (server %s) → %s', (name, server, expected) => expect(classifyTool(name, server)).toBe(expected));
});
