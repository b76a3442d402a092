import { describe, expect, it } from 'vitest';
import { lintOneHandoff as lintHandoff, type Finding, NO_FAILED } from './lint-one-handoff.js';

// docs/real-files.md, "Commands anywhere in the hand-over" and "Layout only where rendered or declared": a
// free-form handoff that gives commands to run anywhere has a step its reader can run; a block of a tree, of
// folders or of code does not; a `# Session Handoff` title beside a canonical section is no layout. Each file
// is linted in a project of its own, found by walking it, as a checkout is.

const HEAD =
  '# Handoff\n\n## Status\n\nThe walker is half done.\n\n## Next steps\n\n' +
  '- Wire the walker into the CLI\n- Write the release notes\n';
const NO_COMMAND: Finding = ['handoff-next-step-no-command', 7, 1];

describe('a free-form handoff that gives commands anywhere has a step to run', () => {
  it.each([
    ['a resume checklist', '\n## Resume checklist\n\n```bash\n# where\ncd ~/app\npnpm install\npnpm test\n```\n', []],
    ['a build section, unlabelled, with a prompt', '\n## Build\n\n```\n$ make build\n```\n', []],
    ['a code block in a list item', '\n## Notes\n\n- To check:\n\n  ```sh\n  npm test\n  ```\n', []],
    ['a directory tree in a bash block', '\n## Layout\n\n```bash\nsrc/\n  app.ts\n```\n', [NO_COMMAND]],
    ['a list of folders', '\n## Layout\n\n```\n/docs/api/ - the API pages\n```\n', [NO_COMMAND]],
    ['code, not commands', '\n## Code\n\n```ts\nimport { x } from "./x";\n```\n', [NO_COMMAND]],
    ['a comment alone', '\n## Build\n\n```bash\n# nothing yet\n```\n', [NO_COMMAND]],
    // A block labelled as a shell session: any line that is an invocation, a cmdlet or a call counts.
    ['PowerShell cmdlets', '\n## Deploy\n\n```powershell\n$src = ".\\a.exe"\nCopy-Item $src .\\b -Force\n```\n', []],
    ['a PowerShell call', '\n## Build\n\n```powershell\n& $MSB .\\app.sln /t:Build\n```\n', []],
    ['a program with arguments after a comment', '\n## Setup\n\n```bash\n# register\nclaude mcp add x\n```\n', []],
    ['a tree in a shell block', '\n## Layout\n\n```bash\napp/\n├── src\n└── README.md\n```\n', [NO_COMMAND]],
  ])('%s', async (_name, tail, expected) => {
    expect(await lintHandoff(HEAD + tail)).toEqual({ layout: null, findings: [NO_FAILED, ...expected] });
  });
});

describe('a `# Session Handoff` title is no layout, beside a canonical section or not', () => {
  it('reads a titled hand-written handoff in free form: content rules only', async () => {
    const text =
      '# Session Handoff\n\n## Current Work\n\nIcon migration.\n\n## Recent Changes\n\n- Migrated icons\n\n' +
      '## Next Steps\n\n1. Release v0.6.0 (commit, version bump, tag, push)\n';
    // Its one step is a release told as its acts of version control, which every reader can run (docs/real-files.md,
    // "An absence is claimed only where nothing could be the thing"): no next-step finding.
    expect(await lintHandoff(text)).toEqual({ layout: null, findings: [NO_FAILED] });
  });
});
