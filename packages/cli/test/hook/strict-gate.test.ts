import { describe, expect, it } from 'vitest';
import type { SessionCall, ToolCall } from '../../src/lib/hook/runtimes/types.js';
import { approachesNotReferred, isAck, keyWords, readAtDigest } from '../../src/lib/hook/strict-gate.js';

const APPROACHES = ['Pinning vite to 7 for the build', 'Caching the lockfile in CI', 'Retry'];

describe('keyWords: the words (stems) an acknowledgement can name an approach by', () => {
  it.each([
    ['Pinning vite to 7 for the build', ['pin', 'vit', '7', 'build']],
    ['Caching the lockfile in CI', ['cach', 'lockfil']],
    ['Use `npm ci --force` instead', ['npm', 'forc']],
    ['Retry', ['retry']],
    ['to the of', []],
  ])('%j → %j', (approach, expected) => expect(keyWords(approach)).toEqual(expected));
});

describe('approachesNotReferred: every failed approach, by number or by key words', () => {
  it.each([
    ['all three by number', 'Approaches 1, 2 and 3 stay ruled out.\nStart from npm test.', []],
    ['by #n', 'Not #1, not #2.\nNor #3.', []],
    ['by "approach n" one at a time', 'approach 2 failed, approach #3 too.\nApproach 1 as well.', []],
    ['by key words, stems compared', 'Do not pin vite again.\nNo cache of the lockfile.\nNo retry.', []],
    ['one key word of a longer approach is not enough', 'Vite stays at 8.\nThe lockfile cache failed.\nNo retry.', [1]],
    ['a one-word approach needs its word', 'Approaches 1 and 2 are out.', [3]],
    ['a number that names no approach', 'Approach 12 is out.\nNothing else.', [1, 2, 3]],
    ['nothing said', 'The work is partial.\nRun the tests.', [1, 2, 3]],
  ])('%s', (_name, summary, expected) => expect(approachesNotReferred(summary, APPROACHES)).toEqual(expected));
});

const tool = (over: Partial<ToolCall>): ToolCall => ({
  name: 'Read',
  kind: 'read',
  command: null,
  edits: [],
  reads: [],
  ...over,
});
const call = (over: Partial<ToolCall>, ok: boolean | null, output: string): SessionCall => ({
  tool: tool(over),
  ok,
  output,
});
const RESUME = '/p/.handoff/RESUME.md';
const LAST_LINE = '<!-- handoff-record written_at=…; sha256=abc123; rendered from state/session-handoff.json -->';

describe('readAtDigest: RESUME.md read in the session, at the current digest', () => {
  it.each([
    ['the reading tool on RESUME.md', [call({ reads: [RESUME] }, true, `# Resume\n${LAST_LINE}`)], true],
    [
      'handoff resume read in the shell',
      [call({ name: 'Bash', kind: 'shell', command: 'handoff resume read' }, true, LAST_LINE)],
      true,
    ],
    [
      'cat of RESUME.md in the shell',
      [call({ name: 'exec_command', kind: 'shell', command: 'cat .handoff/RESUME.md' }, true, LAST_LINE)],
      true,
    ],
    [
      'the MCP server resume_read (Claude Code name)',
      [call({ name: 'mcp__handoff__resume_read' }, true, LAST_LINE)],
      true,
    ],
    ['the MCP server resume_read (OpenCode name)', [call({ name: 'handoff_resume_read' }, true, LAST_LINE)], true],
    [
      'another digest (written again since)',
      [call({ reads: [RESUME] }, true, LAST_LINE.replace('abc123', 'fff'))],
      false,
    ],
    ['a read that stopped before the last line', [call({ reads: [RESUME] }, true, '# Resume\n')], false],
    [
      'a refused call that quotes the digest',
      [call({ name: 'Write', kind: 'change' }, false, 'refused (sha256=abc123)')],
      false,
    ],
    ['a failed read', [call({ reads: [RESUME] }, false, LAST_LINE)], false],
    ['a read with no result yet', [call({ reads: [RESUME] }, null, '')], false],
    ['another file showing the digest', [call({ reads: ['/p/notes.md'] }, true, 'sha256=abc123')], false],
    ['no calls', [], false],
  ])('%s → %s', (_name, calls, expected) => expect(readAtDigest(calls, 'abc123', RESUME)).toBe(expected));
});

describe('isAck', () => {
  it.each([
    [tool({ name: 'Bash', kind: 'shell', command: "handoff resume ack --summary-file - <<'EOF'\nx\nEOF" }), true],
    [
      tool({
        name: 'bash',
        kind: 'shell',
        command: 'node node_modules/@handoff/cli/dist/bin.js resume ack --summary-file a.txt',
      }),
      true,
    ],
    [tool({ name: 'Bash', kind: 'shell', command: 'handoff resume read' }), false],
    [tool({ name: 'mcp__handoff__resume_ack' }), true],
    [tool({ name: 'handoff_resume_ack' }), true],
    [tool({ name: 'mcp__handoff__resume_status' }), false],
  ])('%j → %s', (call, expected) => expect(isAck(call)).toBe(expected));
});
