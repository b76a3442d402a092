import { stripBom } from '@handoff/core/read';
import { redactSecrets } from '@handoff/core/secrets';
import { ruleUrl } from '../rule.js';
import { rulePage } from './rule-pages.js';

/** A rule's help as SARIF carries it: a full description and the doc page as text and Markdown. */
export interface RuleHelp {
  /** The first paragraph of the page's "What it checks", at most 1024 characters. */
  fullDescription: string;
  /** The doc page below its title, links made absolute, Markdown markup dropped. */
  text: string;
  /**
   * The doc page below its title (the alert shows the rule's name already), links made absolute (relative ones would
   * point nowhere in an alert).
   */
  markdown: string;
}

/** GitHub shows at most this many characters of a description. */
export const DESCRIPTION_LIMIT = 1024;

/**
 * The help of rule `id`, from its doc page `docs/rules/<id>.md` (shipped in the package, and
 * written into the single-file CLI and the editor extension), or `undefined` when there is no
 * page to read. Sample credentials in a page's examples (the `secret` rule's) are redacted: a
 * report never carries one.
 */
export function ruleHelp(id: string): RuleHelp | undefined {
  const page = rulePage(id);
  return page === undefined ? undefined : helpFromPage(page, ruleUrl(id));
}

/** Build the help from a doc page's Markdown; `pageUrl` is where the page is published. */
export function helpFromPage(page: string, pageUrl: string): RuleHelp | undefined {
  const source = redactSecrets(stripBom(page).replace(/\r\n?/g, '\n')).text;
  const checks = firstParagraphAfter(source, 'What it checks') ?? firstParagraphAfter(source, null);
  if (checks === undefined) return undefined;
  const markdown = absoluteLinks(source.replace(/^# .*\n/, ''), pageUrl).trim();
  return {
    fullDescription: truncate(plain(absoluteLinks(checks, pageUrl)).replace(/\s+/g, ' '), DESCRIPTION_LIMIT),
    text: plain(markdown),
    markdown: `${markdown}\n`,
  };
}

/** Cut `text` to `limit` characters at a word boundary, marking the cut with `…`. */
export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Lines outside fenced code blocks get `edit`; fences and their contents stay as written. */
function outsideFences(markdown: string, edit: (line: string) => string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker !== undefined && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence === null ? marker : null;
        return line;
      }
      return fence === null ? edit(line) : line;
    })
    .join('\n');
}

function absoluteLinks(markdown: string, pageUrl: string): string {
  return outsideFences(markdown, (line) =>
    line.replace(/\]\(([^)\s]+)((?:\s+"[^"]*")?)\)/g, (whole, target: string, title: string) => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return whole;
      try {
        return `](${new URL(target, pageUrl).href}${title})`;
      } catch {
        return whole;
      }
    }),
  );
}

/** The first paragraph under the h2 `heading` (or, for `null`, the first one after the h1). */
function firstParagraphAfter(markdown: string, heading: string | null): string | undefined {
  const lines = markdown.split('\n');
  const start =
    heading === null
      ? lines.findIndex((line) => /^# /.test(line))
      : lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) return undefined;
  const paragraph: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,6} /.test(line) || /^ {0,3}(`{3,}|~{3,})/.test(line)) break;
    if (line.trim() === '') {
      if (paragraph.length > 0) break;
      continue;
    }
    paragraph.push(line.trim());
  }
  return paragraph.length > 0 ? paragraph.join(' ') : undefined;
}

/**
 * Markdown as plain text: heading marks dropped, links as `label (url)`, emphasis and code marks removed; code blocks
 * indented by four spaces instead of fenced.
 */
function plain(markdown: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence !== null) {
      out.push(line === '' ? '' : `    ${line}`);
      continue;
    }
    out.push(
      line
        .replace(/^ {0,3}#{1,6}\s+/, '')
        .replace(/!?\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_, label: string, url: string) =>
          label === url ? url : `${label} (${url})`,
        )
        .replace(/(\*\*|__)(.+?)\1/g, '$2')
        .replace(/`([^`]+)`/g, '$1'),
    );
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
