import { appendFileSync } from 'node:fs';
import { redactPath } from '@handoff/core/secrets';
import { resolve } from 'node:path';
import type { Diagnostic } from '../diagnostic.js';
import { relativeToRoot } from './repository-root.js';
import type { Formatter } from './types.js';

/** Annotations GitHub shows per step and severity; the rest of a step's commands are dropped. */
export const ANNOTATION_LIMIT = 10;

/** A step summary may hold 1 MiB; the table stops short of that with a line saying so. */
const SUMMARY_BUDGET = 1000 * 1024;

/**
 * GitHub Actions workflow commands, one per finding:
 * `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=<rule-id>::message`
 * (`title=fatal` for a file that could not be linted, `title=handoff` for a directive problem)
 * (`::warning` for warnings), escaped as the runner expects, paths relative to
 * `GITHUB_WORKSPACE` (the working folder when it is not set). When there are more errors or
 * more warnings than GitHub shows per step, a Markdown table of every finding is appended to
 * the file `GITHUB_STEP_SUMMARY` names (when it is set), so none is lost from sight.
 */
export const formatGithub: Formatter = (results, context) => {
  const workspace = context.env?.['GITHUB_WORKSPACE'];
  const root = workspace ? resolve(context.cwd, workspace) : context.cwd;
  const lines: string[] = [];
  const rows: Row[] = [];
  let errors = 0;
  let warnings = 0;
  for (const result of results) {
    const file = redactPath(relativeToRoot(result.filePath, root) ?? result.filePath);
    for (const m of result.messages) {
      if (m.severity === 2) errors++;
      else warnings++;
      const props = [
        `file=${property(file)}`,
        `line=${m.line}`,
        `col=${m.column}`,
        `endLine=${m.endLine}`,
        `endColumn=${m.endColumn}`,
      ];
      props.push(`title=${property(findingTitle(m))}`);
      lines.push(`::${m.severity === 2 ? 'error' : 'warning'} ${props.join(',')}::${data(redactPath(m.message))}`);
      rows.push({ file, m });
    }
  }
  const summaryFile = context.env?.['GITHUB_STEP_SUMMARY'];
  if (summaryFile && (errors > ANNOTATION_LIMIT || warnings > ANNOTATION_LIMIT))
    appendFileSync(summaryFile, summaryTable(rows, errors, warnings));
  return lines.length === 0 ? '' : lines.join('\n') + '\n';
};

/**
 * The annotation's title: the rule id; `fatal` for a file that could not be linted; `handoff`
 * for a finding of handoff itself that no rule makes (a `handoff-disable` comment naming no rule).
 */
function findingTitle(m: Diagnostic): string {
  return m.ruleId ?? (m.fatal ? 'fatal' : 'handoff');
}

interface Row {
  file: string;
  m: Diagnostic;
}

/** The step summary: a heading, why it is there, and one table row per finding. */
export function summaryTable(rows: readonly Row[], errors: number, warnings: number): string {
  const out = [
    '',
    `### handoff lint: ${errors} ${errors === 1 ? 'error' : 'errors'}, ` +
      `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`,
    '',
    `GitHub shows ${ANNOTATION_LIMIT} error and ${ANNOTATION_LIMIT} warning annotations per step; ` +
      `every finding is listed here.`,
    '',
    '| file | line | severity | rule | message |',
    '|---|---:|---|---|---|',
  ];
  let size = out.join('\n').length;
  let shown = 0;
  for (const { file, m } of rows) {
    const row =
      `| ${cell(file)} | ${m.line}:${m.column} | ${m.severity === 2 ? 'error' : 'warning'} | ` +
      `${cell(findingTitle(m))} | ${cell(redactPath(m.message))} |`;
    if (size + row.length + 1 > SUMMARY_BUDGET) break;
    out.push(row);
    size += row.length + 1;
    shown++;
  }
  if (shown < rows.length)
    out.push(
      '',
      `${rows.length - shown} more ${rows.length - shown === 1 ? 'finding is' : 'findings are'} left out: ` +
        `a step summary holds at most 1 MiB. Run \`handoff lint\` locally for all of them.`,
    );
  return out.join('\n') + '\n';
}

/** A table cell: one line, pipes escaped, Markdown that could break out of the cell neutralised. */
function cell(text: string): string {
  return text
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(/[\\|]/g, (c) => `\\${c}`)
    .replace(/</g, '&lt;');
}

function data(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function property(text: string): string {
  return data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
