import fc from 'fast-check';
import type { Nodes, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { renderResume, RESUME_SECTIONS, type HandoffRecord } from '@handoff/core/session';
import { validRecord } from './fixtures.js';

const parse = (text: string): Root => unified().use(remarkParse).parse(text);

/** The text a reader recovers from a node: text and code as written, a hard break as a newline. */
function textOf(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code' || node.type === 'html')
    return node.value;
  if (node.type === 'break') return '\n';
  return 'children' in node ? (node.children as Nodes[]).map(textOf).join('') : '';
}

/** Root content grouped under each h2, with any other heading reported. */
function sections(root: Root): { names: string[]; body: Map<string, RootContent[]>; strayHeadings: number } {
  const names: string[] = [];
  const body = new Map<string, RootContent[]>();
  let strayHeadings = 0;
  let current: RootContent[] | undefined;
  for (const node of root.children) {
    if (node.type === 'heading' && node.depth === 2) {
      const name = textOf(node);
      names.push(name);
      current = [];
      body.set(name, current);
    } else if (node.type === 'heading' && !(node.depth === 1 && textOf(node) === 'Session handoff')) {
      strayHeadings++;
    } else if (node.type !== 'heading') {
      current?.push(node);
    }
  }
  return { names, body, strayHeadings };
}

const norm = (value: string) => value.trim().replace(/\r\n?/g, '\n');
const sentence = (value: string) => (/[.!?…]$/.test(norm(value)) ? norm(value) : `${norm(value)}.`);

/** Assert the layout survived and every value reads back from the Markdown tree. */
function expectRecoverable(record: HandoffRecord): void {
  const text = renderResume(record, { digest: 'a'.repeat(64) });
  const { names, body, strayHeadings } = sections(parse(text));
  expect(names).toEqual([...RESUME_SECTIONS]);
  expect(strayHeadings).toBe(0);

  const single = (name: string) => {
    const nodes = body.get(name)!.filter((node) => node.type !== 'html');
    expect(nodes.map((node) => node.type)).toEqual(['paragraph']);
    return textOf(nodes[0]!);
  };
  expect(single('Goal')).toBe(norm(record.goal));
  expect(single('Status')).toBe(
    record.status_note === undefined ? record.status : `${record.status} — ${norm(record.status_note)}`,
  );

  const items = (name: string) => {
    const nodes = body.get(name)!;
    expect(nodes[0]!.type).toBe('list');
    return (nodes[0] as Extract<RootContent, { type: 'list' }>).children;
  };
  items('Active files').forEach((item, i) => {
    const file = record.active_files[i]!;
    const paragraph = item.children[0] as Extract<RootContent, { type: 'paragraph' }>;
    expect(paragraph.children[0]).toMatchObject({ type: 'inlineCode', value: file.path.trim() });
    expect(textOf(paragraph)).toBe(`${file.path.trim()}: ${norm(file.purpose)}`);
  });
  expect(items('Active files')).toHaveLength(record.active_files.length);
  items('Changes').forEach((item, i) => {
    const change = record.changes[i]!;
    expect(textOf(item)).toBe(`${sentence(change.what)} Why: ${sentence(change.why)}`);
  });
  expect(items('Changes')).toHaveLength(record.changes.length);
  if (record.failed_approaches.length === 0) {
    expect(single('Failed approaches')).toBe(`None. Reason: ${sentence(record.no_failed_approaches_reason!)}`);
  } else {
    items('Failed approaches').forEach((item, i) => {
      const failed = record.failed_approaches[i]!;
      expect(textOf(item)).toBe(`${sentence(failed.approach)} Why it failed: ${sentence(failed.why_failed)}`);
    });
    expect(items('Failed approaches')).toHaveLength(record.failed_approaches.length);
  }
  const steps = items('Next steps');
  expect(steps).toHaveLength(record.next_steps.length);
  steps.forEach((item, i) => {
    const next = record.next_steps[i]!;
    expect(textOf(item.children[0]!)).toBe(norm(next.step));
    if (next.command === undefined) expect(item.children).toHaveLength(1);
    else
      expect(item.children[1]).toMatchObject({
        type: 'code',
        value: next.command
          .replace(/\r\n?/g, '\n')
          .replace(/^(?:[ \t]*\n)+/, '')
          .trimEnd(),
      });
  });
}

function expectCleanBytes(text: string): void {
  expect(text.charCodeAt(0)).not.toBe(0xfeff);
  expect(text).not.toContain('\r');
  expect(text).not.toContain('\u0000');
  expect(text.endsWith('\n') && !text.endsWith('\n\n')).toBe(true);
  expect(() => new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(text, 'utf8'))).not.toThrow();
}

const HOSTILE = [
  '\n# Heading injected',
  'before\n## Next steps\nafter',
  '```js\nconsole.log(1)\n```',
  '~~~\nfenced with tildes\n~~~',
  '<!-- an HTML comment -->',
  '</details> closing a tag',
  '---',
  'a setext line\n---\nand more',
  'title\n===',
  '[x]: http://example.com/reference',
  'a | b | c\n|---|---|---|',
  '<div>html block</div>',
  '\uFEFFstarts with a BOM',
  '1. looks like a list',
  '2) also a list',
  '- a dash item',
  '+ a plus item',
  '* a star item',
  '> a quote',
  '    indented like code',
  '\tstarts with a tab',
  'ends with a backslash\\',
  '*emphasis* _underscore_ **strong** snake_case_name',
  '&amp; &copy; &#35; &#x41; entities',
  'two trailing spaces  \nthen more',
  'line one\n\nline three after a blank line\n\n\nand more blank lines',
  'back`tick `` double ``` triple',
  '`starts and ends with a backtick`',
  'crlf\r\nline endings\rand a lone CR',
  '![image](http://x/y.png) and [link](http://x)',
  '<http://autolink.example> and https://bare.example',
  '\\# escaped already',
  'ünïcödé, 中文, emoji 👩‍💻, combining é',
];

function hostileRecord(value: string, atStart: boolean): HandoffRecord {
  const pad = (s: string) =>
    atStart
      ? `${s} — padded so the value meets every minimum length`
      : `padded so the value meets every minimum length — ${s}`;
  return validRecord({
    goal: pad(value),
    status_note: pad(value),
    active_files: [
      { path: value.replace(/[\r\n]/g, ' ').trim() || 'x', purpose: pad(value) },
      { path: 'plain/path.ts', purpose: pad(value) },
    ],
    changes: [{ what: pad(value), why: pad(value) }],
    failed_approaches: [{ approach: pad(value), why_failed: pad(value) }],
    next_steps: [
      { step: pad(value), command: value },
      { step: pad(value), command: `echo ${value}` },
      { step: pad(value) },
    ],
  });
}

describe('renderResume', () => {
  it('renders the handoff layout, goal and status first', () => {
    const text = renderResume(validRecord({ status_note: 'waiting on review' }), { digest: 'f'.repeat(64) });
    expect(text).toBe(
      [
        '# Session handoff',
        '',
        '## Goal',
        '',
        'Make hand-offs between AI coding agents machine-checkable so the next session starts informed.',
        '',
        '## Status',
        '',
        'partial — waiting on review',
        '',
        '## Active files',
        '',
        '- `packages/core/src/lib/session/store.ts`: writes the record, RESUME.md and the archive',
        '',
        '## Changes',
        '',
        '- Added the session store. Why: atomic writes keep the record whole after a crash.',
        '',
        '## Failed approaches',
        '',
        '- Writing RESUME.md in place with fs.writeFile. Why it failed: a SIGKILL mid-write left an empty file.',
        '',
        '## Next steps',
        '',
        '1. Run the session tests',
        '   ```sh',
        '   npx vitest run packages/core/test/session',
        '   ```',
        '2. Review the docs page',
        '',
        `<!-- handoff-record written_at=2026-11-29T20:00:00.000Z; sha256=${'f'.repeat(64)}; ` +
          `rendered from state/session-handoff.json; edit the record, not this file -->`,
        '',
      ].join('\n'),
    );
    expect(text.split('\n').slice(0, 10).join('\n')).toContain('partial');
  });

  it('renders an explained-empty list as a None paragraph', () => {
    const record = validRecord({
      failed_approaches: [],
      no_failed_approaches_reason: 'the change was mechanical, nothing was tried twice',
    });
    expect(renderResume(record)).toContain(
      '## Failed approaches\n\nNone. Reason: the change was mechanical, nothing was tried twice.\n',
    );
    expectRecoverable(record);
  });

  it.each(HOSTILE.flatMap((value) => [[value, true] as const, [value, false] as const]))(
    'keeps six sections and every value recoverable: %j (at start: %s)',
    (value, atStart) => {
      const record = hostileRecord(value, atStart);
      expectRecoverable(record);
      expectCleanBytes(renderResume(record));
    },
  );

  it('property: no value can add a section or lose its text', () => {
    const token = fc.constantFrom(
      '#',
      '## ',
      '*',
      '_',
      '`',
      '```',
      '~~~',
      '[',
      ']',
      '(',
      ')',
      '>',
      '-',
      '+',
      '=',
      '|',
      '<!--',
      '-->',
      '<',
      '&amp;',
      '\\',
      '\n',
      '\r\n',
      '\r',
      '\t',
      ' ',
      '  ',
      '1.',
      '2)',
      'a',
      'word',
      'é',
      '👩‍💻',
      '\u00a0',
      '\uFEFF',
      '!',
      ':',
    );
    const value = fc.array(token, { minLength: 1, maxLength: 30 }).map((parts) => `x${parts.join('')}`);
    const path = value.map((v) => v.replace(/[\r\n]/g, ' '));
    fc.assert(
      fc.property(value, value, value, path, value, (a, b, c, p, cmd) => {
        const record = validRecord({
          goal: a,
          status_note: b,
          active_files: [{ path: p, purpose: c }],
          changes: [{ what: a, why: b }],
          failed_approaches: [{ approach: c, why_failed: a }],
          next_steps: [{ step: b, command: cmd }, { step: c }],
        });
        expectRecoverable(record);
        expectCleanBytes(renderResume(record));
      }),
      { numRuns: 150, seed: 20261129 },
    );
  });

  it('renders a section of 250,000 lines (too many to spread into one call)', () => {
    const active_files = Array.from({ length: 250_000 }, (_, i) => ({ path: `src/m${i}.ts`, purpose: 'p' }));
    const text = renderResume({ ...validRecord(), active_files });
    expect(text.split('\n').filter((line) => line.startsWith('- `src/m')).length).toBe(250_000);
  });

  it('never emits NUL or a lone surrogate even from an unvalidated record', () => {
    const text = renderResume(validRecord({ goal: 'a\u0000b\uD800c goal that is long enough for the check' }));
    expectCleanBytes(text);
  });
});
