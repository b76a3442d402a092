import {
  HANDOFF_SECTIONS,
  HANDOFF_TEXT,
  MIN_LENGTH,
  conceptOfHeading,
  isInvocation,
  leadsIntoCommand,
  lineNamesScript,
  openingLabel,
  openingPartLabel,
  paragraphsIn,
  plainText,
  sectionContent,
  closesEveryTask,
  startsWithCommand,
  statesNothingLeft,
  statesWorkComplete,
  tellsToRun,
  type HandoffDocument,
  type HandoffSectionName,
  type HandoffSectionNode,
  type PlainTextOptions,
} from '@handoff/core/read';
import type { ListItem, Nodes, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { HeldBack, RuleOption } from './rule.js';

/** Stands in for an inline code span in an item's shape: one "word" with no punctuation. */
const CODE_MARK = '\uE000';

/** What an item opens with: a file path (active files) or free text (changes, failed approaches). */
export type ItemSubject = 'file' | 'text';

/**
 * The least reason a `None` line must give (the writer's minimum for `no_failed_approaches_reason`), in terminal
 * columns (`displayWidth`): a wide character (Chinese, Japanese, Korean) counts twice, so `없음 - 이번 세션에서 실패한
 * 접근 없음` ("none — no approach failed this session") is as long as its English words.
 */
export const MIN_NONE_REASON = MIN_LENGTH.no_failed_approaches_reason;

/** The display title of a section, for messages. */
export function sectionTitle(name: HandoffSectionName): string {
  return HANDOFF_SECTIONS.find((section) => section.name === name)!.title;
}

/** The rank of a section in the required order (0 = goal). */
export function sectionRank(name: HandoffSectionName): number {
  return HANDOFF_SECTIONS.findIndex((section) => section.name === name);
}

/**
 * The handoff reading with inline code as `CODE_MARK`: an item's shape. One object for every
 * item: a fresh spread per call cost 15 MiB of peak memory on a 10 MiB note (R2).
 */
const SHAPE_TEXT: Readonly<PlainTextOptions> = { ...HANDOFF_TEXT, inlineCode: CODE_MARK };

// A label that opens the item itself ("**Tried:** …") is not its explanation.
const LEAD_LABEL = /^\s*(?:tried|approach|change|changed|what|file|path)\s*:\s*/i;
const WORD = `[\\p{L}\\p{N}${CODE_MARK}]`;
const EXPLANATION = [
  // A label: `Why:`, `Why it failed:`, `Failed because:` followed by something.
  new RegExp(`(?:why(?:\\s+it\\s+failed)?|failed\\s+because)\\s*:\\s*\\S`, 'iu'),
  // A separator followed by words: `:`, `—`, `–`, `--`, ` - `.
  new RegExp(`^\\s*:\\s*${WORD}|:\\s+${WORD}`, 'u'),
  new RegExp(`[—–]\\s*${WORD}`, 'u'),
  // `--` needs space around it mid-text, so a `--flag` is no separator.
  new RegExp(`^--\\s*${WORD}|\\s--\\s+${WORD}`, 'u'),
  new RegExp(`\\s-\\s+${WORD}`, 'u'),
  // A second sentence.
  new RegExp(`[.!?][)"'’”\\]*_]*\\s+[\\p{L}\\p{N}${CODE_MARK}("'“‘*_\\[]`, 'u'),
  // A clause of reason or purpose: `because …`, `so that …`, `in order to …`, `…, so no stale rows remain`.
  new RegExp(`\\b(?:because|so\\s+that|in\\s+order\\s+to|so\\s+as\\s+to)\\s+${WORD}|,\\s*so\\s+${WORD}`, 'iu'),
];

/**
 * Whether a list item explains itself (docs/handoff-rules.md): after its subject — for a file, the
 * leading inline-code path or first word; otherwise the first word, after any opening
 * `Tried:` label — it carries a `Why:`-style label, a separator (`:`, `—`, `–`, `--`,
 * ` - `) followed by words, a second sentence, a clause of reason or purpose (`because`, `so that`, `in order to`,
 * `, so`), or nested content. Separators and full
 * stops inside inline code do not count.
 */
export function explainsItself(item: ListItem, subject: ItemSubject): boolean {
  if (item.children.length > 1) return true;
  const first = item.children[0];
  if (first?.type !== 'paragraph') return false;
  const rest = afterSubject(plainText(first, SHAPE_TEXT), subject);
  return EXPLANATION.some((pattern) => pattern.test(rest));
}

/** How a report names an item's subject: its leading inline-code path, else its first word. */
export function subjectText(item: ListItem): string {
  const first = item.children[0];
  if (first?.type !== 'paragraph') return '';
  const lead = first.children[0];
  if (lead?.type === 'inlineCode') return lead.value;
  return (/^\s*([^\s:—–]+)/u.exec(plainText(first, HANDOFF_TEXT))?.[1] ?? '').replace(/--$/, '');
}

function afterSubject(shape: string, subject: ItemSubject): string {
  const text = subject === 'text' ? shape.replace(LEAD_LABEL, '') : shape.trimStart();
  if (text.startsWith(CODE_MARK)) return text.slice(1);
  // The first word, without a separator glued to its end (`cache:` leaves `: …`).
  // Every text matches: the word may be empty.
  const word = /^[^\s:—–]*?(?=--|[\s:—–]|$)/u.exec(text)![0];
  return text.slice(word.length);
}

/** Every section of a concept, in document order (a free-form handoff may have several: `Pending`, `Next step`). */
export function sectionsNamed(document: HandoffDocument, name: HandoffSectionName): HandoffSectionNode[] {
  return document.sections.filter((section) => section.name === name);
}

/** A line's opening paragraph: the paragraph itself, or a list item's first paragraph (`undefined` if it has none). */
export function openingParagraph(line: Paragraph | ListItem): Paragraph | undefined {
  const paragraph = line.type === 'listItem' ? line.children[0] : line;
  return paragraph?.type === 'paragraph' ? paragraph : undefined;
}

/** The label a paragraph or a list item's first paragraph opens with (`**Git**: pushed` → `Git`), or `null`. */
export function openingLabelOf(node: Paragraph | ListItem): string | null {
  const paragraph = openingParagraph(node);
  return paragraph ? openingLabel(plainText(paragraph, HANDOFF_TEXT)) : null;
}

/** A section's blocks in order, each list given as its items (`- a`, `- b` are two blocks). */
export function sectionBlocks(document: HandoffDocument, section: HandoffSectionNode): Array<RootContent | ListItem> {
  return sectionContent(document, section).flatMap((node) => (node.type === 'list' ? node.children : [node]));
}

/**
 * The root paragraphs and top-level list items that open with a label naming `concept`
 * (`**Failed approaches:** …`, `Dead end: …`, `Next steps: run …`): a concept written as a
 * labelled line instead of a section.
 */
export function labelledBlocks(document: HandoffDocument, concept: HandoffSectionName): Array<Paragraph | ListItem> {
  const found: Array<Paragraph | ListItem> = [];
  const labelled = (node: Paragraph | ListItem): boolean => {
    const paragraph = openingParagraph(node);
    const label = paragraph ? openingPartLabel(plainText(paragraph, HANDOFF_TEXT)) : null;
    return label !== null && conceptOfHeading(label, document.concepts) === concept;
  };
  // One pass over the root, no array per root node: a note may hold tens of thousands of them (headings).
  for (const node of document.root.children) {
    if (node.type === 'list') {
      for (const item of node.children) if (labelled(item)) found.push(item);
    } else if (node.type === 'paragraph' && labelled(node)) found.push(node);
  }
  return found;
}

/** Code block labels that say the block is a shell session: its lines are commands, as the author labels them. */
const SHELL_LABELS = new Set([
  'bash',
  'sh',
  'shell',
  'zsh',
  'fish',
  'console',
  'powershell',
  'pwsh',
  'ps1',
  'cmd',
  'bat',
]);
/** A PowerShell cmdlet (`Copy-Item`, `Get-Process`) or its call operator (`& $MSB …`): an invocation. */
const POWERSHELL_INVOCATION = /^(?:[A-Z][a-z]+-[A-Z][A-Za-z]+\b|&\s)/u;
/** A line that is no command: blank, or a comment (`# …`, `// …`, `REM …`). */
const NO_COMMAND_LINE = /^\s*(?:#|\/\/|rem\s|$)/iu;

/**
 * Whether the document gives its reader commands to run anywhere (docs/real-files.md, "Commands
 * anywhere in the hand-over"): a code block labelled as a shell session (`bash`, `powershell` …)
 * with a line that is an invocation — a program and its arguments (`pnpm test`, `powershell -File
 * build.ps1`), a PowerShell cmdlet (`Copy-Item $src $dst`) or a call (`& $MSB …`) —, or an
 * unlabelled block whose first line that is no comment starts with a command (`cd ~/app`, `$ make
 * build`), be it under `Resume checklist`, `Quick start commands` or `Testing Commands`. A block of
 * a directory tree, of code or of output does not (`src/`, `├── app.ts`, `import x`).
 */
export function givesCommandBlock(document: HandoffDocument): boolean {
  const stack: Nodes[] = [...document.root.children];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === 'code') {
      const lines = current.value.split(/\r\n|\r|\n/).filter((line) => !NO_COMMAND_LINE.test(line));
      const label = current.lang?.toLowerCase() ?? '';
      if (SHELL_LABELS.has(label)) {
        const runs = (line: string) => {
          const bare = line.trim().replace(/^[$>%]\s+/u, '');
          return POWERSHELL_INVOCATION.test(bare) || isInvocation(bare);
        };
        if (lines.some(runs)) return true;
      } else if (label === '' && lines[0] !== undefined && startsWithCommand(lines[0])) return true;
    } else if ('children' in current) for (const child of current.children as Nodes[]) stack.push(child);
  }
  return false;
}

/**
 * Whether next-step content holds a step a reader can run (docs/handoff-rules.md, "Commands"): a
 * code block; a code span stated as a command — its content is an invocation (`npm test`,
 * `reviewgate setup`), it is the whole step, or it follows `run` / `execute` or a colon; or a
 * line that starts with a command (`npm run build`, `./deploy.sh`, `/gsd:execute-phase 3`); or a line
 * that names a script anywhere in it (`Smoke test (setup.bat, run_app.bat)`, docs/real-files.md); or a line
 * that tells its reader to run a thing it names or to commit, tag, push or merge (`tellsToRun`).
 * A code span in a sentence that is no command (`update \`src/app.ts\``) is not one. Iterative.
 */
export function holdsRunnableStep(nodes: readonly Nodes[]): boolean {
  const stack: Nodes[] = [...nodes];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === 'code') return true;
    if (current.type === 'paragraph') {
      if (paragraphRuns(current)) return true;
      continue;
    }
    if ('children' in current) for (const child of current.children as Nodes[]) stack.push(child);
  }
  return false;
}

/**
 * Whether a line anywhere in the document runs (see `holdsRunnableStep`): a command in a code span or at the start
 * of a line, in any paragraph. Code blocks are weighed by `givesCommandBlock`, which tells commands from code.
 */
export function givesRunnableLine(document: HandoffDocument): boolean {
  return paragraphsIn(document.root).some(paragraphRuns);
}

/** Whether a line of a paragraph runs (see `holdsRunnableStep`): each line is read with its code spans. */
function paragraphRuns(paragraph: Paragraph): boolean {
  // `line`: the line's text with each code span as one stand-in word (the spans are weighed
  // on their own); `outside`: its text without them.
  let line = '';
  let outside = '';
  let codes: Array<{ before: string; value: string }> = [];
  const lineRuns = (): boolean => {
    if (codes.length > 0 && /^[\s\p{P}\d]*$/u.test(outside)) return true;
    if (codes.some(({ before, value }) => isInvocation(value) || leadsIntoCommand(before))) return true;
    return startsWithCommand(line) || lineNamesScript(outside) || tellsToRun(outside);
  };
  const newLine = () => {
    line = '';
    outside = '';
    codes = [];
  };
  const stack: PhrasingContent[] = [...paragraph.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'inlineCode') {
      codes.push({ before: outside, value: node.value });
      line += CODE_MARK;
    } else if (node.type === 'text') {
      const parts = node.value.split(/\r\n|\r|\n/);
      for (const [i, part] of parts.entries()) {
        if (i > 0) {
          if (lineRuns()) return true;
          newLine();
        }
        line += part;
        outside += part;
      }
    } else if (node.type === 'break') {
      if (lineRuns()) return true;
      newLine();
    } else if ('children' in node) for (const child of [...node.children].reverse()) stack.push(child);
  }
  return lineRuns();
}

/**
 * Whether a next-steps section says no work remains (docs/real-files.md, "Lessons and nothing
 * left"): its first block — a paragraph, or the first item of a list — is a statement
 * that the list is empty or the work complete (`None.`, `N/A`, `Nothing left`, `All tasks complete`),
 * or every task it lists is ticked or struck through.
 */
export function saysNothingLeft(document: HandoffDocument, section: HandoffSectionNode): boolean {
  const content = sectionContent(document, section);
  const first = content.find((node) => node.type === 'paragraph' || node.type === 'list');
  const node = first?.type === 'list' ? first.children[0] : first;
  return (node !== undefined && statesNothingLeft(node)) || closesEveryTask(content);
}

/**
 * Whether a hand-over closes its work: every next-steps section says no work remains (`saysNothingLeft`), or, with
 * none, its status says the whole of the work is complete (`**Status:** Complete`). It passes on no work for a next
 * session to take up, and so no dead end for one to retry (the hundred-and-eighty-second sample's ten orchestrators'
 * final reports, `## Remaining Work` / `- None.`, each claimed to lack a record of what failed).
 */
export function closesTheWork(document: HandoffDocument): boolean {
  const sections = sectionsNamed(document, 'nextSteps');
  // A section that gives a step to run leaves that step, whatever a line below it says (`Everything critical is done.`
  // under a block of commands for the next session).
  return sections.length > 0
    ? sections.every(
        (section) => saysNothingLeft(document, section) && !holdsRunnableStep(sectionContent(document, section)),
      )
    : statusValues(document).some(statesWorkComplete);
}

/**
 * The values a hand-over states as its status (docs/real-files.md, "A fact is no step"): after a label that names the
 * status on any line of a root paragraph or list item (`**Status:** Milestone complete`, a line of a block of fields),
 * and the first line of each status section (`## Status` then `Done.`), each up to a dash, a parenthesis or the end
 * of its first sentence (`Pending — recommended next session` → `Pending`).
 */
export function statusValues(document: HandoffDocument): string[] {
  const values: string[] = [];
  const clause = (value: string) => value.split(/\s[—–-]\s|[—–(]|[.;]\s/u, 1)[0]!;
  for (const node of document.root.children) {
    const blocks = node.type === 'list' ? node.children : node.type === 'paragraph' ? [node] : [];
    for (const line of blocks.flatMap((block) => plainText(block, HANDOFF_TEXT).split('\n'))) {
      const label = openingLabel(line);
      if (label !== null && conceptOfHeading(label, document.concepts) === 'status')
        values.push(clause(line.slice(line.search(/[:：]/u) + 1)));
    }
  }
  for (const section of sectionsNamed(document, 'status')) {
    const first = sectionContent(document, section).find((node) => node.type === 'paragraph');
    if (first !== undefined) values.push(clause(plainText(first, HANDOFF_TEXT).split('\n')[0]!));
  }
  return values;
}

/** When a free-form hand-over is reported for lacking what handoff asks of one (`freeForm`). */
type FreeFormClaims = 'auto' | 'off';

/**
 * The option of the rules that report what a free-form hand-over lacks — a record of failed approaches, a step a
 * reader can run (docs/real-files.md, "A convention is claimed where it was adopted"): each is a convention of
 * handoff's, which a hand-over written before or without it never agreed to. There is no `required`: a config file
 * that could set it adopts handoff, and so reports them under `auto`.
 */
export const freeFormOption: RuleOption<FreeFormClaims> = {
  description:
    'When a free-form hand-over (not in the rendered layout) is reported for what it lacks: `auto` once the file or ' +
    'its project has adopted handoff (a config file, the `.handoff/` store, decision buckets, or front matter ' +
    '`kind:`); `off` never (held back, with why, in the result).',
  schema: { enum: ['auto', 'off'] },
  default: 'auto',
};

/** How a free-form hand-over's claim of absence is reported under `freeForm`: held back now, or until adopted. */
export function freeFormClaim(freeForm: FreeFormClaims): { heldBack: HeldBack } {
  if (freeForm === 'off') return { heldBack: { kind: 'option', justification: 'rule option `freeForm: "off"`' } };
  return untilAdopted(
    'a free-form hand-over in a project that has not adopted handoff (rule option `freeForm: "auto"`)',
  );
}

/** A claim held back until the file or its project adopts handoff, with why. */
function untilAdopted(justification: string): { heldBack: HeldBack } {
  return { heldBack: { kind: 'adoption', until: 'handoff', justification } };
}

/**
 * How a claim that a hand-over in the layout breaks the record's convention (a change with its why, a failed approach
 * with its cause, an active file with its purpose, a `None` with its reason, a next step with a command, the order of
 * the six sections) is reported:
 * always in a document that `resume write` wrote or that declares the layout; held back until its project adopts
 * handoff in one written by hand in the layout's headings (docs/real-files.md, "Hand-overs written by hand in the
 * layout"). The writer refuses a record without them; an author who wrote the headings by hand never agreed to them.
 */
export function conventionClaim(document: HandoffDocument): { heldBack?: HeldBack } {
  if (document.layout !== 'headings') return {};
  return untilAdopted(
    "a hand-over written by hand in the layout's headings, in a project that has not adopted handoff",
  );
}
