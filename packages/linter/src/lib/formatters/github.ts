import type { Formatter } from './types.js';
import { displayPath } from './paths.js';

/**
 * GitHub Actions workflow commands, one per finding:
 * `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=<rule-id>::message`
 * (`::warning` for warnings), escaped as the runner expects.
 */
export const formatGithub: Formatter = (results, context) => {
  const lines: string[] = [];
  for (const result of results) {
    const file = displayPath(result.filePath, context.cwd);
    for (const m of result.messages) {
      const props = [`file=${property(file)}`, `line=${m.line}`, `col=${m.column}`, `endLine=${m.endLine}`, `endColumn=${m.endColumn}`];
      props.push(`title=${property(m.ruleId ?? 'fatal')}`);
      lines.push(`::${m.severity === 2 ? 'error' : 'warning'} ${props.join(',')}::${data(m.message)}`);
    }
  }
  return lines.length === 0 ? '' : lines.join('\n') + '\n';
};

function data(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function property(text: string): string {
  return data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
