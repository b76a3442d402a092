import { describe, expect, it } from 'vitest';
import { isGateCommand } from '../../src/lib/hook/gate-command.js';
import { classifyTool } from '../../src/lib/hook/tools.js';

describe('isGateCommand: what the shell may run while the read gate is blocked', () => {
  it.each([
    ['handoff resume read', true],
    ['handoff resume status --json', true],
    ['handoff resume ack --summary-file notes/ack.txt', true],
    ["handoff resume ack --expect-digest 2c89 --summary-file - <<'EOF'\nThe work is partial.\nDo not pin vite.\nEOF", true],
    ['handoff resume ack --summary-file - <<EOF\none\ntwo\nEOF\n', true],
    ['handoff resume ack --summary-file - <<-END\n\tone\n\ttwo\n\tEND', true],
    ["handoff resume ack --summary-file - << 'EOF'\none\nEOF", true],
    ['npx handoff resume read', true],
    ['npx --yes @handoff/cli resume status', true],
    ['./node_modules/.bin/handoff resume read', true],
    ['node packages/cli/dist/bin.js resume read', true],
    ['handoff rejections --json', true],
    ['handoff checkpoint --for s1', true],
    ['handoff lint plan.md', true],
    ['handoff brief --role executor "docs/my plan.md"', true],
    ['handoff orient', true],
    ['handoff --version', true],
    ['handoff resume write --from record.json', false],
    ['handoff rejections clear', false],
    ['handoff reject "x | y"', false],
    ['handoff forget 1', false],
    ['handoff resume read; rm -rf src', false],
    ['handoff resume read && npm test', false],
    ['handoff resume read | tee out.md', false],
    ['handoff resume read > out.md', false],
    ['handoff resume read $(rm -rf src)', false],
    ['handoff resume read `rm x`', false],
    ['handoff resume read "$HOME"', false],
    ['handoff resume read\nrm -rf src', false],
    ["handoff resume ack --summary-file - <<'EOF'\nsummary\nEOF\nrm -rf src", false],
    ["handoff resume ack --summary-file - <<'EOF'\nsummary never closed", false],
    ['FOO=1 handoff resume read', false],
    ['sh -c "handoff resume read"', false],
    ['handoffs resume read', false],
    ['npm test', false],
    ['', false],
  ])('%j → %s', (command, expected) => expect(isGateCommand(command)).toBe(expected));
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
