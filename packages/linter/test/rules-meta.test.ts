import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Code, Heading, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parseDecisionDocument } from '@handoff/core/decisions';
import { lintFile } from '../src/lib/lint-file.js';
import type { Diagnostic } from '../src/lib/diagnostic.js';
import { optionsProblem } from '../src/lib/rule-options.js';
import { searchOf } from './rule-tester.js';
import { optionsBlock, withOptionsBlock } from '../src/lib/rule-docs.js';
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

    it('has examples that behave as labelled: each Incorrect one reports with the message ids it names', () => {
      const incorrect = examples(doc?.sections.get('Incorrect') ?? [], rule);
      const correct = examples(doc?.sections.get('Correct') ?? [], rule);
      expect(incorrect.length, 'examples under ## Incorrect').toBeGreaterThan(0);
      expect(correct.length, 'examples under ## Correct').toBeGreaterThan(0);
      for (const example of incorrect) {
        expect(example.messageIds, `the message ids of ${example.file.text}`).not.toEqual([]);
        for (const messageId of example.messageIds)
          expect(Object.keys(rule.meta.messages), 'a message id the example names').toContain(messageId);
        const reported = [...new Set(lintExample(rule, example).map((d) => d.messageId))].sort();
        expect(reported, example.file.text).toEqual([...example.messageIds].sort());
      }
      for (const example of correct) expect(lintExample(rule, example), example.file.text).toEqual([]);
    });

    it('shows the options block generated from meta.options (npm run generate)', () => {
      expect(doc?.text).toContain(optionsBlock(rule));
      expect(withOptionsBlock(doc?.text ?? '', rule)).toBe(doc?.text);
    });
  });

  it('declares options with camelCase names, a description and a default that its schema accepts', () => {
    const options = Object.entries(rule.meta.options ?? {});
    for (const [name, option] of options) {
      expect(name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(option.description, name).toMatch(/^[A-Z].*[.)]$/);
    }
    const defaults = Object.fromEntries(options.map(([name, option]) => [name, option.default]));
    if (options.length > 0) expect(optionsProblem(rule, defaults)).toBeNull();
  });
});

interface RuleDoc {
  text: string;
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
  return { text, title, description, sections };
}

/** One runnable example: a file, for pair rules the plan it is linted against, and the message ids it names. */
interface Example {
  file: SourceFile;
  plan?: string;
  messageIds: string[];
}

const KINDS = new Set(['plan', 'summary', 'handoff', 'none']);

/**
 * The `markdown` code blocks of a doc section, as examples. After `markdown` the info string
 * may name the kind (`plan`, `summary`, `handoff`, `none`; default from the rule's scope), and
 * under Incorrect the next words name the message ids the example reports with (`markdown plan
 * missing`; a message id that is also a kind word needs the kind before it: `markdown plan plan`).
 * For a pair rule a `markdown plan` block is the plan of the next `markdown summary` block.
 */
function examples(nodes: RootContent[], rule: Rule<RuleScope, string>): Example[] {
  const out: Example[] = [];
  let plan: string | undefined;
  for (const node of nodes) {
    if (node.type !== 'code' || (node as Code).lang !== 'markdown') continue;
    const { value, meta } = node as Code;
    // The first word after `markdown` is the kind when it names one; the words after it, the message ids.
    const words = (meta ?? '').trim().split(/\s+/).filter(Boolean);
    const named = words[0] !== undefined && KINDS.has(words[0]) ? words[0] : undefined;
    const messageIds = named === undefined ? words : words.slice(1);
    // `markdown none`: a file with no kind (what `kind-unknown` reads).
    const written =
      named ??
      (rule.meta.scope === 'handoff'
        ? 'handoff'
        : rule.meta.scope === 'pair' || rule.meta.scope === 'unpaired'
          ? 'summary'
          : rule.meta.scope === 'unclassified'
            ? 'none'
            : 'plan');
    const kind = (written === 'none' ? null : written) as SourceFile['kind'];
    // A summary after a plan pairs with it (`unpaired` rules then do not run on it).
    if ((rule.meta.scope === 'pair' || rule.meta.scope === 'unpaired') && kind === 'plan') {
      plan = value;
      continue;
    }
    out.push({
      file: { path: `/virtual/example.${kind}.md`, text: `${value}\n`, kind },
      ...(plan !== undefined ? { plan } : {}),
      messageIds,
    });
    plan = undefined;
  }
  return out;
}

/** Every report of the rule on the example, held back or not (`section-missing` holds its reports until adoption). */
function lintExample(rule: Rule<RuleScope, string>, example: Example): Diagnostic[] {
  const plan =
    example.plan === undefined
      ? undefined
      : { path: '/virtual/example.plan.md', document: parseDecisionDocument(`${example.plan}\n`, 'plan') };
  const unpaired = rule.meta.scope === 'unpaired' && !plan ? searchOf(example.file.text, example.file.path) : undefined;
  const linted = lintFile(example.file, {
    rules: [rule],
    ...(plan ? { plan } : {}),
    ...(unpaired ? { unpaired } : {}),
  });
  return [...linted.messages, ...linted.pending.map((pending) => pending.held), ...linted.suppressed];
}
