import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FATAL_RULE_ID, lintOneFileSync, perFileRules } from '../../src/adapters/lint-one-file.js';
import { hostRules } from '../../src/adapters/findings-by-rule.js';
import { lintFiles } from '../../src/lib/lint-files.js';
import { ruleUrl } from '../../src/lib/rule.js';
import { rules } from '../../src/rules/index.js';

// A plan whose content corroborates its name (docs/real-files.md, "Kinds"), without a decisions section.
const PHASE = '# Phase 1\n\n<objective>\nx\n</objective>\n\n<tasks>\n</tasks>\n';

const MECHANICAL = 'No decisions worth documenting — plan is mechanical implementation of must_haves.';
const GITHUB_TOKEN = `ghp_${'A1b2'.repeat(9)}`;

// The per-file entry point must give what `handoff lint` gives for the same file, alone in
// its folder (so no plan pairs with a summary).
const CASES: Array<[name: string, fileName: string, text: string]> = [
  ['a plan without its section', '01-PLAN.md', PHASE],
  ['a plan with empty buckets', 'plan.md', '## Plan Decisions\n\n### Locked\n\n### Open\n\n(none)\n'],
  ['a summary', '01-SUMMARY.md', '## Implementation Decisions\n\n### Taken\n\n- D-01: chose x\n'],
  ['a handoff document', 'RESUME.md', '# Resume\n\n## Goal\n\nShip it.\n\n## Status\n\nrunning\n'],
  ['a kind from front matter', 'notes.md', '---\nkind: plan\n---\n\n# Notes\n'],
  ['an unsupported schema', 'plan.md', `---\ndecisions_schema: v9\n---\n\n## Plan Decisions\n\n${MECHANICAL}\n`],
  ['invalid YAML front matter', 'plan.md', `---\na: [b\n---\n\n${PHASE}`],
  [
    'a secret, CRLF line ends, a BOM',
    'plan.md',
    `\uFEFF# Plan\r\n\r\nkey ${GITHUB_TOKEN}\r\n\r\n## Plan Decisions\r\n\r\n${MECHANICAL}\r\n`,
  ],
  ['a NUL byte after non-ASCII text', 'plan.md', '# Plän\n\0\n'],
];

describe('lintOneFileSync', () => {
  it.each(CASES)('%s: the same diagnostics as handoff lint, pair rules aside', async (_name, fileName, text) => {
    const dir = mkdtempSync(join(tmpdir(), 'handoff-one-file-'));
    mkdirSync(dir, { recursive: true });
    const filePath = join(dir, fileName);
    writeFileSync(filePath, text);
    // A plan with a section beside it: the folder has adopted decision sections, so `section-missing` stands.
    writeFileSync(join(dir, '00-PLAN.md'), `## Plan Decisions\n\n${MECHANICAL}\n`);
    const [result] = await lintFiles([filePath], { cwd: dir });
    // A host lints one file alone, so it pairs nothing: the pairing rule's finding is handoff lint's
    // only, and a summary with no plan of its name gets one only where its front matter opts in.
    const unpaired = result!.messages.filter((m) => m.ruleId === 'summary-unpaired');
    // No case here opts in (`kind:` on a summary), so none gets one.
    expect(unpaired).toEqual([]);
    const messages = result!.messages.filter((m) => m.ruleId !== 'summary-unpaired');
    expect(messages.length).toBeGreaterThan(0);
    expect(lintOneFileSync(text, filePath)).toEqual(messages);
    expect(lintOneFileSync(new TextEncoder().encode(text), filePath)).toEqual(messages);
  });

  it('holds back section-missing where the project has no decisions section, as handoff lint does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'handoff-one-file-'));
    const filePath = join(dir, '01-PLAN.md');
    writeFileSync(filePath, PHASE);
    const [result] = await lintFiles([filePath], { cwd: dir });
    expect(result!.messages).toEqual([]);
    expect(lintOneFileSync(PHASE, filePath)).toEqual([]);
  });

  it('gives nothing for a file with no kind, or a handoff by name with one handoff section', () => {
    expect(lintOneFileSync('## Goal\n\nShip it.\n', '/nowhere/HANDOFF.md')).toEqual([]);
    expect(lintOneFileSync(`key ${GITHUB_TOKEN}\n`, '/nowhere/notes.md')).toEqual([]);
    expect(lintOneFileSync('# x\n\0', '')).toEqual([]);
  });

  it('decodes bytes as a file read does: BOM dropped, invalid UTF-8 a fatal finding', () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('# Phase 1\n')]);
    expect(lintOneFileSync(bom, 'plan.md')).toEqual(lintOneFileSync('# Phase 1\n', 'plan.md'));
    const [fatal, ...rest] = lintOneFileSync(new Uint8Array([0x23, 0x20, 0xff, 0x0a]), 'plan.md');
    expect(rest).toEqual([]);
    expect(fatal).toMatchObject({ ruleId: null, fatal: true, severity: 2, line: 1, column: 3 });
    expect(fatal!.message).toMatch(/not valid UTF-8/);
  });
});

describe('perFileRules and hostRules', () => {
  it('hold every registered rule but the pair rules, read from the registry', () => {
    const expected = rules.filter((rule) => rule.meta.scope !== 'pair');
    expect(perFileRules()).toEqual(expected);
    expect(rules.some((rule) => rule.meta.scope === 'pair')).toBe(true);
    expect(hostRules().map((rule) => rule.id)).toEqual([...expected.map((rule) => rule.id), FATAL_RULE_ID]);
    expect(rules.map((rule) => rule.id)).not.toContain(FATAL_RULE_ID);
  });

  it('describe each rule as the registry does', () => {
    for (const rule of hostRules()) {
      const registered = rules.find((candidate) => candidate.id === rule.id);
      if (registered)
        expect(rule).toEqual({
          id: registered.id,
          description: registered.meta.description,
          defaultSeverity: registered.meta.defaultSeverity,
          url: ruleUrl(registered.id),
        });
      else {
        expect(rule.description).toMatch(/^(Enforce|Require|Disallow) .+[^. ]$/);
        // The fatal rule's doc is the adapters' page, at the heading that explains it.
        const [page, anchor] = rule.url.split('#');
        expect(page).toBe(ruleUrl('x').replace('packages/linter/docs/rules/x.md', 'docs/markdownlint-remark.md'));
        const doc = readFileSync(
          fileURLToPath(new URL('../../../../docs/markdownlint-remark.md', import.meta.url)),
          'utf8',
        );
        const headings = [...doc.matchAll(/^#+ (.+)$/gm)].map((m) =>
          m[1]!
            .toLowerCase()
            .replace(/[^a-z0-9 -]/g, '')
            .replace(/ /g, '-'),
        );
        expect(headings).toContain(anchor);
        expect(doc).toContain('`handoff-fatal`');
      }
    }
  });
});
