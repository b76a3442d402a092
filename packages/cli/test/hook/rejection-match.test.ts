import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { auditTranscriptFile, rulesInForce } from '@handoff/core/audit';
import { describe, expect, it } from 'vitest';
import { fileBefore, matchingRejections } from '../../src/lib/hook/rejection-match.js';

// The live reminder and the audit agree on every call: each Claude Code tool call of the
// hand-built sessions goes through the hook's guard (its tool name and input, as the
// PreToolUse payload carries them) and through `handoff audit`, and the two must say the same
// thing. A call the audit judges `repeat` or `justified_revisit` of rule N is one the hook
// reminds of (or refuses) as approach N; a `possible_repeat` gets the hook's softer note; every
// other verdict gets nothing. (Justification and support need the session around the call:
// the hook reminds on a justified revisit too, and says to state what changed.)

const FIXTURES = resolve(import.meta.dirname, '../../../../test-fixtures/audit');

interface Case {
  runtime: string;
  args: string[];
}

function claudeSessions(): string[] {
  return ['sessions', 'held-out'].flatMap((group) =>
    readdirSync(join(FIXTURES, group))
      .filter(
        (name) =>
          (JSON.parse(readFileSync(join(FIXTURES, group, name, 'case.json'), 'utf8')) as Case).runtime ===
          'claude-code',
      )
      .sort()
      .map((name) => join(group, name)),
  );
}

/**
 * The main thread's tool calls of a Claude Code transcript, with the content the file had when each ran (from the
 * session's own reads).
 */
function toolCalls(text: string): Array<{ name: string; input: Record<string, unknown>; before: Map<string, string> }> {
  const calls: Array<{ name: string; input: Record<string, unknown>; before: Map<string, string> }> = [];
  const files = new Map<string, string>();
  const reads = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const value = JSON.parse(line) as {
      isSidechain?: boolean;
      message?: { content?: unknown };
      toolUseResult?: { file?: { filePath: string; content: string } };
    };
    if (value.isSidechain === true || !Array.isArray(value.message?.content)) continue;
    for (const block of value.message.content as Array<Record<string, unknown>>) {
      if (block.type === 'tool_use') {
        const input = block.input as Record<string, unknown>;
        calls.push({ name: block.name as string, input, before: new Map(files) });
        if (block.name === 'Read') reads.set(block.id as string, input.file_path as string);
      } else if (
        block.type === 'tool_result' &&
        reads.has(block.tool_use_id as string) &&
        value.toolUseResult?.file !== undefined
      )
        files.set(value.toolUseResult.file.filePath, value.toolUseResult.file.content);
    }
  }
  return calls;
}

describe('the pre-tool-use guard and handoff audit agree on every call', () => {
  it.each(claudeSessions())('%s', async (name) => {
    const folder = join(FIXTURES, name);
    const { args } = JSON.parse(readFileSync(join(folder, 'case.json'), 'utf8')) as Case;
    const option = (flag: string) =>
      args.includes(flag) ? JSON.parse(readFileSync(join(folder, args[args.indexOf(flag) + 1]!), 'utf8')) : undefined;
    const rules = rulesInForce({ rejections: option('--rejections'), handoff: option('--handoff') });
    const entries = rules.map((rule) => ({ approach: rule.approach, evidence: rule.evidence }));
    const { report } = await auditTranscriptFile(join(folder, 'transcript.jsonl'), rules);
    const calls = toolCalls(readFileSync(join(folder, 'transcript.jsonl'), 'utf8'));
    expect(calls).toHaveLength(report.calls.length);
    calls.forEach((call, i) => {
      const audit = report.calls[i]!;
      const hits = matchingRejections(call.name, call.input, entries, {
        cwd: '/home/dev/project',
        before: (path) => call.before.get(`/home/dev/project/${path}`) ?? null,
      });
      const strong = hits.find((h) => h.match.strength === 'carries');
      const said =
        strong !== undefined ? ['flag', strong.n] : hits.length > 0 ? ['note', hits[0]!.n] : ['silent', null];
      const expected =
        audit.verdict === 'repeat' || audit.verdict === 'justified_revisit'
          ? ['flag', audit.rule]
          : audit.verdict === 'possible_repeat'
            ? ['note', expect.any(Number)]
            : ['silent', null];
      expect(said, `call ${audit.index} (${audit.tool}): audit says ${audit.verdict}`).toEqual(expected);
    });
  });
});

describe('matchingRejections', () => {
  const entries = [
    { approach: 'webpack', evidence: 'slow' },
    { approach: 'Pin vite to 7', evidence: 'vitest 4.1 needs vite 8' },
  ];
  it('quotes the command in a match with its credentials redacted before it is cut (the answer is not redacted again)', () => {
    const token = 'ghp_' + 'A1b2'.repeat(9);
    const [hit] = matchingRejections('Bash', { command: `GITHUB_TOKEN=${token} npm i -D vite@7` }, entries);
    expect(hit!.match.detail).not.toContain(token.slice(4, 16));
    expect(hit!.match.detail).toContain('GITHUB_TOKEN=[REDACTED] npm install --save-dev vite@7');
    const [plain] = matchingRejections('Bash', { command: 'CI=1 npm i -D vite@7' }, entries);
    expect(plain!.match.detail).toContain('CI=1 npm install --save-dev vite@7');
  });

  it('numbers the matches as `handoff forget` takes them', () => {
    expect(
      matchingRejections('Bash', { command: 'npm i -D vite@7' }, entries).map((h) => [h.n, h.entry, h.match.strength]),
    ).toEqual([[2, entries[1], 'carries']]);
    expect(matchingRejections('Bash', { command: 'npm info vite' }, entries)).toEqual([]);
    expect(matchingRejections('Read', { file_path: 'package.json' }, entries)).toEqual([]);
    expect(matchingRejections('Bash', { command: 'npm i -D vite@7' }, [])).toEqual([]);
  });

  it('sees an Edit of a manifest, and other runtimes’ tools when told the format', () => {
    expect(
      matchingRejections(
        'Edit',
        { file_path: 'package.json', old_string: '"vite": "^8.0.3"', new_string: '"vite": "^7.1.4"' },
        entries,
      ),
    ).toHaveLength(1);
    expect(
      matchingRejections('run_shell_command', { command: 'npm i -D vite@7' }, entries, { format: 'gemini' }),
    ).toHaveLength(1);
    expect(
      matchingRejections(
        'edit',
        { filePath: 'package.json', oldString: '"vite": "^8.0.3"', newString: '"vite": "^7.1.4"' },
        entries,
        { format: 'opencode' },
      ),
    ).toHaveLength(1);
  });
});

describe('fileBefore', () => {
  it('reads a regular file inside the project only, up to 1 MiB', () => {
    const project = mkdtempSync(join(tmpdir(), 'handoff-before-'));
    const outside = mkdtempSync(join(tmpdir(), 'handoff-outside-'));
    try {
      mkdirSync(join(project, 'src'));
      writeFileSync(join(project, 'src/a.ts'), 'export const a = 1;\n');
      writeFileSync(join(project, 'big.txt'), 'x'.repeat(1024 * 1024 + 1));
      writeFileSync(join(outside, 'secret.txt'), 'outside');
      symlinkSync(join(outside, 'secret.txt'), join(project, 'link.txt'));
      const before = fileBefore(project, project);
      expect(before('src/a.ts')).toBe('export const a = 1;\n');
      expect(before(join(project, 'src/a.ts'))).toBe('export const a = 1;\n');
      expect(before('big.txt')).toBeNull();
      expect(before('missing.ts')).toBeNull();
      expect(before(join(outside, 'secret.txt'))).toBeNull();
      expect(before('../x')).toBeNull();
      expect(before('src')).toBeNull();
      // A link inside the project is read where it points only if that is inside too.
      expect(before('link.txt')).toBeNull();
    } finally {
      rmSync(project, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
