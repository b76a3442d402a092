import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Code, Heading, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parseDecisionDocument } from '@handoff/core/decisions';
import { lintSource } from '../src/lib/engine.js';
import type { Rule, RuleScope, SourceFile } from '../src/lib/rule.js';
import { rules } from '../src/rules/index.js';

const rulesDir = fileURLToPath(new URL('../src/rules/', import.meta.url));
const docsDir = fileURLToPath(new URL('../docs/rules/', import.meta.url));
/** Files in `src/rules/` that hold rule lists, not rules. */
const REGISTRY_FILES = new Set(['index.ts', 'decision-rules.ts', 'handoff-rules.ts']);
const REQUIRED_HEADINGS = ['What it checks', 'Why', 'Incorrect', 'Correct', 'Options', 'When not to use it'];

describe('rule registry', () => {
  it('is sorted by id, without duplicates', () => {
    const ids = rules.map((rule) => rule.id);
    expect(ids).toEqual([...new Set(ids)].sort());
  });

  it('registers every rule module', () => {
    const modules = readdirSync(rulesDir)
      .filter((name) => name.endsWith('.ts') && !REGISTRY_FILES.has(name))
      .map((name) => name.slice(0, -'.ts'.length))
      .sort();
    expect(modules).toEqual(rules.map((rule) => rule.id));
  });
});

describe.each(rules.map((rule) => [rule.id, rule] as const))('%s', (id, rule) => {
  it('lives in a file named after its id', async () => {
    const module = (await import(`../src/rules/${id}.ts`)) as { default: Rule<RuleScope, string> };
    expect(module.default).toBe(rule);
  });

  it('has a description in the house grammar', () => {
    expect(rule.meta.description).toMatch(/^(Enforce|Require|Disallow) .+[^. ]$/);
  });

  it('has camelCase messageIds and messages in the house grammar', () => {
    for (const [messageId, message] of Object.entries(rule.meta.messages)) {
      expect(messageId).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(message, messageId).toMatch(/^[A-Z]/);
      expect(message, messageId).not.toMatch(/\.$/);
      // A one-word id (`secret`) is also an ordinary word; only hyphenated ids are unmistakable.
      if (id.includes('-')) expect(message, messageId).not.toContain(id);
    }
  });

  describe('doc', () => {
    const path = `${docsDir}${id}.md`;
    const doc = existsSync(path) ? readDoc(readFileSync(path, 'utf8')) : undefined;

    it('exists', () => {
      expect(doc, `docs/rules/${id}.md`).toBeDefined();
    });

    it('is titled with the id and opens with meta.description', () => {
      expect(doc?.title).toBe(id);
      expect(doc?.description).toBe(rule.meta.description);
    });

    it('has the fixed sections', () => {
      for (const heading of REQUIRED_HEADINGS) expect(doc?.sections.has(heading), `## ${heading}`).toBe(true);
    });

    it('has examples that behave as labelled', () => {
      const incorrect = examples(doc?.sections.get('Incorrect') ?? [], rule);
      const correct = examples(doc?.sections.get('Correct') ?? [], rule);
      expect(incorrect.length, 'examples under ## Incorrect').toBeGreaterThan(0);
      expect(correct.length, 'examples under ## Correct').toBeGreaterThan(0);
      for (const example of incorrect) expect(lintExample(rule, example), example.file.text).not.toEqual([]);
      for (const example of correct) expect(lintExample(rule, example), example.file.text).toEqual([]);
    });
  });
});

interface RuleDoc {
  title: string;
  /** The first paragraph after the title, as written (inline code keeps its backticks). */
  description: string;
  /** Root nodes under each h2, by the h2's text. */
  sections: Map<string, RootContent[]>;
}

function readDoc(text: string): RuleDoc {
  const tree = unified().use(remarkParse).parse(text) as Root;
  const raw = (node: RootContent) => text.slice(node.position!.start.offset, node.position!.end.offset);
  const [first, second] = tree.children;
  const title = first?.type === 'heading' && first.depth === 1 ? raw(first).replace(/^#\s+/, '') : '';
  const description = second?.type === 'paragraph' ? raw(second) : '';
  const sections = new Map<string, RootContent[]>();
  let current: RootContent[] | undefined;
  for (const node of tree.children) {
    if (node.type === 'heading' && (node as Heading).depth <= 2) {
      current = (node as Heading).depth === 2 ? [] : undefined;
      if (current) sections.set(raw(node).replace(/^##\s+/, ''), current);
    } else current?.push(node);
  }
  return { title, description, sections };
}

/** One runnable example: a file, and for pair rules the plan it is linted against. */
interface Example {
  file: SourceFile;
  plan?: string;
}

/**
 * The `markdown` code blocks of a doc section, as examples. The info string's second word
 * names the kind (`markdown plan`, `markdown summary`; default from the rule's scope). For
 * a pair rule a `markdown plan` block is the plan of the next `markdown summary` block.
 */
function examples(nodes: RootContent[], rule: Rule<RuleScope, string>): Example[] {
  const out: Example[] = [];
  let plan: string | undefined;
  for (const node of nodes) {
    if (node.type !== 'code' || (node as Code).lang !== 'markdown') continue;
    const { value, meta } = node as Code;
    // `markdown none`: a file with no kind (what `kind-unknown` reads).
    const written = meta?.trim() || (rule.meta.scope === 'handoff' ? 'handoff' : rule.meta.scope === 'pair' ? 'summary' : rule.meta.scope === 'unclassified' ? 'none' : 'plan');
    const kind = (written === 'none' ? null : written) as SourceFile['kind'];
    if (rule.meta.scope === 'pair' && kind === 'plan') {
      plan = value;
      continue;
    }
    out.push({ file: { path: `/virtual/example.${kind}.md`, text: `${value}\n`, kind }, ...(plan !== undefined ? { plan } : {}) });
    plan = undefined;
  }
  return out;
}

function lintExample(rule: Rule<RuleScope, string>, example: Example): string[] {
  const plan = example.plan === undefined ? undefined : { path: '/virtual/example.plan.md', document: parseDecisionDocument(`${example.plan}\n`, 'plan') };
  return lintSource(example.file, { rules: [rule], ...(plan ? { plan } : {}) }).map((d) => `${d.line}:${d.column} ${d.message}`);
}
