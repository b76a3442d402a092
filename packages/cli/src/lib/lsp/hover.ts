import { ruleHelp, ruleUrl } from '@handoff/linter';
import { MarkupKind, type Hover, type Position, type Range } from 'vscode-languageserver/node';
import type { PublishedDiagnostic } from './diagnostics.js';

/**
 * The hover at `position`: for each finding of a rule there, the rule's id and message, what
 * the rule checks and why (from its doc page), and a link to the page. `null` where no finding is.
 */
export function hoverFor(published: readonly PublishedDiagnostic[], position: Position): Hover | null {
  const hits = published.filter((entry) => covers(entry.diagnostic.range, position));
  const parts: string[] = [];
  let range: Range | undefined;
  for (const { diagnostic } of hits) {
    const id = typeof diagnostic.code === 'string' ? diagnostic.code : undefined;
    if (id === undefined || id === 'fatal') continue;
    range ??= diagnostic.range;
    const help = ruleHelp(id);
    const sections = help === undefined ? [] : pageSections(help.markdown, ['What it checks', 'Why']);
    parts.push(
      [
        `**\`${id}\`**: ${typeof diagnostic.message === 'string' ? diagnostic.message : diagnostic.message.value}`,
        ...sections,
        `[The rule's page](${ruleUrl(id)})`,
      ].join('\n\n'),
    );
  }
  if (parts.length === 0) return null;
  return { contents: { kind: MarkupKind.Markdown, value: parts.join('\n\n---\n\n') }, ...(range ? { range } : {}) };
}

/** Whether a diagnostic's range holds `position`; an empty range stands for its whole line. */
function covers(range: Range, position: Position): boolean {
  const { start, end } = range;
  if (start.line === end.line && start.character === end.character) return position.line === start.line;
  const afterStart =
    position.line > start.line || (position.line === start.line && position.character >= start.character);
  const beforeEnd = position.line < end.line || (position.line === end.line && position.character <= end.character);
  return afterStart && beforeEnd;
}

/** The named h2 sections of a rule page, each with its heading, in the page's order. */
function pageSections(markdown: string, names: readonly string[]): string[] {
  const sections: string[] = [];
  const parts = markdown.split(/^(?=## )/m);
  for (const part of parts) {
    const heading = /^## (.+)\n/.exec(part)?.[1]?.trim();
    if (heading !== undefined && names.includes(heading)) sections.push(part.trim().replace(/^## /, '#### '));
  }
  return sections;
}
