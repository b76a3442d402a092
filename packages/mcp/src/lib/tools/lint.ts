import { isAbsolute } from 'node:path';
import { ConfigError, NoSuchPathError, lintFiles, lintText, type LintResult } from '@handoff/linter';
import { Type } from 'typebox';
import { insideRoot } from '../context.js';
import { ToolError } from '../errors.js';
import { Closed, Nullable } from '../schema-types.js';
import type { ToolDefinition } from '../tool.js';

const VERB = 'handoff lint';

const Diagnostic = Closed({
  ruleId: Nullable(Type.String({ description: 'The rule id; null for a file that could not be read' })),
  severity: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 warning, 2 error' }),
  message: Type.String(),
  line: Type.Integer(),
  column: Type.Integer(),
  endLine: Type.Integer(),
  endColumn: Type.Integer(),
  fixable: Type.Boolean({ description: 'Whether `handoff lint` has an autofix for it' }),
});

const FileResult = Closed({
  filePath: Type.String({ description: 'Absolute path, or the name given to a text' }),
  messages: Type.Array(Diagnostic),
  errorCount: Type.Integer(),
  warningCount: Type.Integer(),
});

const LintOutput = Closed({
  results: Type.Array(FileResult, { description: 'One entry per file linted, with an empty `messages` when clean' }),
  errorCount: Type.Integer(),
  warningCount: Type.Integer(),
});

function toOutput(results: LintResult[]): Record<string, unknown> {
  const slim = results.map((result) => ({
    filePath: result.filePath,
    messages: result.messages.map((m) => ({
      ruleId: m.ruleId,
      severity: m.severity,
      message: m.message,
      line: m.line,
      column: m.column,
      endLine: m.endLine,
      endColumn: m.endColumn,
      fixable: m.fix !== undefined,
    })),
    errorCount: result.errorCount,
    warningCount: result.warningCount,
  }));
  return { results: slim, errorCount: sum(slim, 'errorCount'), warningCount: sum(slim, 'warningCount') };
}

const isGlob = (path: string) => /[*?[{]/.test(path);
const sum = (xs: Array<{ errorCount: number; warningCount: number }>, key: 'errorCount' | 'warningCount') =>
  xs.reduce((n, x) => n + x[key], 0);

async function lintErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ConfigError) throw new ToolError(error.message);
    if (error instanceof NoSuchPathError) throw new ToolError(`${VERB}: ${error.message}`);
    throw error;
  }
}

/** `lint_text`: lint Markdown given as text, under the file name that gives it its kind. */
export const lintTextTool: ToolDefinition = {
  name: 'lint_text',
  title: 'Lint a hand-off document given as text',
  description:
    'Lint the text of a plan, summary or handoff document (RESUME.md, HANDOFF.md) before writing it. `file_path` ' +
    '(relative to the project) gives the kind: plan.md, X-PLAN.md, summary.md, RESUME.md; ' +
    'without it only front matter `kind: plan|summary|handoff` gives it a kind, and a text with no kind gets no ' +
    'diagnostics at all, so pass the path. Diagnostics come back as structured content (ESLint result shape).',
  verb: VERB,
  readOnly: true,
  input: Closed({
    text: Type.String({ description: 'The Markdown to lint' }),
    file_path: Nullable(
      Type.String({
        description: 'The path the text will have, relative to the project root; it decides the kind and the config',
      }),
    ),
  }),
  output: LintOutput,
  async run(args, context) {
    const filePath =
      typeof args.file_path === 'string' ? insideRoot(context, VERB, 'file_path', args.file_path) : undefined;
    // The config cascade of the file's folder (the project root without a path), as `handoff lint` finds it.
    const result = await lintErrors(() =>
      lintText(args.text as string, {
        cwd: context.root,
        root: context.root,
        ...(filePath === undefined ? {} : { filePath }),
      }),
    );
    return toOutput([result]);
  },
};

/** `lint_files`: lint files, folders or globs in the project, as `handoff lint` does. */
export const lintFilesTool: ToolDefinition = {
  name: 'lint_files',
  title: 'Lint hand-off documents in the project',
  description:
    'Lint plans, summaries and handoff documents: files, folders (searched for Markdown, .gitignore respected) or ' +
    'globs, relative to the project root, with the project config. ' +
    'Same diagnostics as `handoff lint --format json`.',
  verb: VERB,
  readOnly: true,
  input: Closed({
    paths: Type.Array(Type.String(), {
      minItems: 1,
      description: 'Files, folders or globs, relative to the project root',
    }),
  }),
  output: LintOutput,
  async run(args, context) {
    const paths = args.paths as string[];
    for (const path of paths) {
      if (!isGlob(path)) insideRoot(context, VERB, 'path', path);
      else if (isAbsolute(path) || path.split(/[\\/]/).includes('..'))
        throw new ToolError(`${VERB}: glob \`${path}\` reaches outside the project root ${context.root}`);
    }
    // Links a folder walk or a glob meets are judged against the root too; a glob never enters a linked folder.
    const results = await lintErrors(() => lintFiles(paths, { cwd: context.root, root: context.root }));
    return toOutput(results);
  },
};
