// Deterministic generators of plan / summary / handoff corpora for the benchmark.
// Same seed, same bytes: `node bench/generate.mjs OUT PAIRS [SEED] [--independent]`.
// Sizes follow the real PanWizard files: a plan is mostly objective, context and tasks
// (about 6 KB) with a decisions section of about 1 KB; a summary about 3.5 KB. A few per
// cent of the files carry a defect (missing field, bucket out of order, unreported O-n…).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** mulberry32: a tiny seeded PRNG, so every run writes the same corpus (the crash test replays with it too). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'the parser reads every section once and maps positions back so diagnostics point at the right line ' +
  'cache invalidation happens when the content hash changes and never on modification time alone ' +
  'executor verifier planner summary plan decision bucket locked open rejected taken deviation question ' +
  'encoding detection cascade fixture round trip status bar gutter syntax highlighting tab find replace ' +
  'migration column index transaction retry backoff timeout budget latency throughput memory worker thread ' +
  'render canonical markdown schema validation error path field label value heading list item paragraph'
).split(' ');

export function generate(pairs, seed = 20261129) {
  const rand = prng(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const sentence = (lo = 8, hi = 22) => {
    const words = Array.from({ length: int(lo, hi) }, () => pick(WORDS));
    words[0] = words[0][0].toUpperCase() + words[0].slice(1);
    return `${words.join(' ')}.`;
  };
  const paragraph = (n) => Array.from({ length: n }, () => sentence()).join(' ');
  const files = [];

  for (let p = 1; p <= pairs; p++) {
    const phase = String(p).padStart(5, '0');
    const dir = `phase-${phase}`;
    const defect = rand() < 0.04 ? int(1, 6) : 0;
    const locked = int(2, 5);
    const open = int(1, 3);
    const rejected = int(1, 3);

    const planDecisions = ['## Plan Decisions', '', '### Locked (executor MUST follow)'];
    for (let i = 1; i <= locked; i++) {
      const why = defect === 1 && i === 1 ? '' : ` Why: ${sentence(6, 12)}`;
      planDecisions.push(`- **D-${i}:** ${sentence()}${why} Source: research.md Pattern ${int(1, 9)}.`);
    }
    const openBucket = ['', "### Open (executor's discretion within constraints)"];
    for (let i = 1; i <= open; i++)
      openBucket.push(
        `- **O-${i}:** ${sentence(6, 14)} Constraints: ${sentence(5, 10)} Reason left open: ${sentence(6, 14)}`,
      );
    const rejectedBucket = ['', '### Considered and rejected'];
    for (let i = 1; i <= rejected; i++)
      rejectedBucket.push(`- **R-${i}:** ${sentence(6, 14)} Rejected because: ${sentence(6, 16)}`);
    if (defect === 2) planDecisions.push(...rejectedBucket, ...openBucket);
    else planDecisions.push(...openBucket, ...rejectedBucket);

    const tasks = [];
    const taskCount = int(2, 4);
    for (let t = 1; t <= taskCount; t++) {
      tasks.push(
        `<task type="auto">`,
        `  <name>Task ${t}: ${sentence(4, 8)}</name>`,
        `  <files>src/${pick(WORDS)}.rs, tests/${pick(WORDS)}.rs</files>`,
        '  <action>',
      );
      for (let s = 1; s <= int(3, 5); s++) tasks.push(`**Step ${s}.** ${paragraph(2)}`, '');
      tasks.push(
        '```rust',
        `fn ${pick(WORDS)}_${t}() -> Result<(), Error> {`,
        `    // ${sentence(5, 9)}`,
        '    Ok(())',
        '}',
        '```',
        '  </action>',
        `  <verify>cargo test --test ${pick(WORDS)}</verify>`,
        '</task>',
        '',
      );
    }

    const plan = [
      '---',
      `phase: ${phase}-${pick(WORDS)}`,
      'plan: 01',
      'type: execute',
      `wave: ${int(1, 3)}`,
      'files_modified:',
      ...Array.from({ length: int(2, 6) }, () => `  - src/${pick(WORDS)}.rs`),
      '---',
      '',
      '<objective>',
      paragraph(4),
      '',
      `Purpose: ${paragraph(2)}`,
      '</objective>',
      '',
      ...planDecisions,
      '',
      '<execution_context>',
      `@./.claude/pan-wizard-core/workflows/execute-plan.md`,
      '</execution_context>',
      '',
      '<context>',
      paragraph(5),
      '</context>',
      '',
      '<tasks>',
      '',
      ...tasks,
      '</tasks>',
      '',
      '<verification>',
      paragraph(3),
      '</verification>',
      '',
    ].join('\n');

    const taken = [];
    for (let i = 1; i <= open; i++) {
      if (defect === 3 && i === open) continue;
      taken.push(`- **DT-${i}:** Chose ${pick(WORDS)} ${pick(WORDS)} for O-${i}. Reason: ${sentence(6, 14)}`);
    }
    const deviations =
      rand() < 0.5
        ? ['(none)']
        : [
            `- **DV-1:** Plan said D-${int(1, locked)} ${sentence(4, 8)} I did ${sentence(4, 8)} Reason: ` +
              `${sentence(5, 10)}${defect === 4 ? '' : ` Verification: ${sentence(5, 10)}`}`,
          ];
    const questions =
      rand() < 0.6
        ? ['None.']
        : [`- **Q-1:** ${sentence(6, 12).replace(/\.$/, '?')} Why it matters: ${sentence(5, 10)}`];

    const summary = [
      '---',
      `phase: ${phase}-${pick(WORDS)}`,
      'plan: 01',
      `completed: 2026-11-${String(int(1, 28)).padStart(2, '0')}`,
      '---',
      '',
      `# Phase ${phase} Plan 01: ${sentence(4, 8).replace(/\.$/, '')} Summary`,
      '',
      paragraph(3),
      '',
      '## Performance',
      '',
      `- **Duration:** ${int(5, 90)} min`,
      `- **Tasks:** ${taskCount}`,
      '',
      '## Accomplishments',
      '',
      ...Array.from({ length: int(3, 6) }, () => `- ${sentence()}`),
      '',
      '## Files Created/Modified',
      '',
      ...Array.from({ length: int(2, 6) }, () => `- \`src/${pick(WORDS)}.rs\` - ${sentence(4, 10)}`),
      '',
      ...(defect === 5
        ? []
        : [
            '## Implementation Decisions',
            '',
            "### Taken (within plan's discretion)",
            ...taken,
            '',
            '### Deviations (from plan; must explain)',
            ...deviations,
            '',
            '### Open questions for verifier',
            ...questions,
            '',
          ]),
      '## Issues Encountered',
      '',
      paragraph(3),
      '',
      '## Next Phase Readiness',
      '',
      paragraph(2),
      '',
    ].join('\n');

    files.push([join(dir, '01-PLAN.md'), plan], [join(dir, '01-SUMMARY.md'), summary]);

    if (p % 50 === 0) {
      const handoff = [
        '## Goal',
        '',
        paragraph(2),
        '',
        '## Status',
        '',
        defect === 6 ? 'done' : pick(['running', 'partial', 'blocked']),
        '',
        '## Active files',
        '',
        ...Array.from({ length: int(1, 4) }, () => `- \`src/${pick(WORDS)}.rs\`: ${sentence(4, 9)}`),
        '',
        '## Changes',
        '',
        ...Array.from({ length: int(1, 4) }, () => `- ${sentence(4, 9)} Why: ${sentence(4, 9)}`),
        '',
        '## Failed approaches',
        '',
        `- ${sentence(4, 9)} Why it failed: ${sentence(4, 9)}`,
        '',
        '## Next steps',
        '',
        `1. ${sentence(4, 9)} \`cargo test\``,
        '',
      ].join('\n');
      files.push([join(dir, 'RESUME.md'), handoff]);
    }
  }
  return files;
}

/**
 * An independent generator: corpora in the shapes real planners write, which the project
 * generator above does not (GSD / PanWizard style): front matter with flow sequences,
 * booleans, quoted values and nested maps (`must_haves:` → `artifacts:` → `- path:`),
 * `- **D-1 (title):**` items with nested bullets, `None — …` statements, deviations as bold
 * block items with field bullets and fences in them, `- [x]` task lists right after the
 * decisions section, fences inside list items, RESUME.md notes with code, and about one file
 * in five with CRLF line endings. Same seed, same bytes. A few per cent carry a defect.
 */
export function generateIndependent(pairs, seed = 20261201) {
  const rand = prng(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const VOCAB = (
    'tab strip owner draw dirty flag encoding cascade byte order mark round trip fixture gutter ' +
    'width status bar segment ' +
    'richedit stream undo stack accelerator table message box dispatch pure helper window procedure ' +
    'timeout worker thread ' +
    'syntax token line state clippy release profile manifest dpi awareness panic abort atomic save replace file rename'
  ).split(' ');
  const words = (lo, hi) => Array.from({ length: int(lo, hi) }, () => pick(VOCAB)).join(' ');
  const sentence = (lo = 6, hi = 16) => {
    const text = words(lo, hi);
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  };
  const file = () => `src/${pick(VOCAB)}${pick(['', '_model', '_pure', '_ui'])}.rs`;
  const code = (indent) => [
    `${indent}\`\`\`rust`,
    `${indent}fn ${pick(VOCAB)}_${int(1, 9)}(x: u32) -> u32 {`,
    `${indent}    x + ${int(1, 99)} // ${words(2, 5)}`,
    `${indent}}`,
    `${indent}\`\`\``,
  ];
  const files = [];

  for (let p = 1; p <= pairs; p++) {
    const phase = `${String(Math.ceil(p / 5)).padStart(2, '0')}-${pick(VOCAB)}-${pick(VOCAB)}`;
    const plan = String(((p - 1) % 5) + 1).padStart(2, '0');
    const dir = `.planning/phases/${String(p).padStart(5, '0')}-${phase}`;
    const crlf = rand() < 0.2;
    const defect = rand() < 0.04 ? int(1, 5) : 0;
    const locked = int(3, 8);
    const open = int(1, 4);

    const planLines = [
      '---',
      `phase: ${phase}`,
      `plan: ${plan}`,
      `type: ${pick(['execute', 'tdd'])}`,
      `wave: ${int(1, 4)}`,
      `depends_on: [${rand() < 0.3 ? '' : `"${String(int(1, 9)).padStart(2, '0')}-01"`}]`,
      'files_modified:',
      ...Array.from({ length: int(2, 5) }, () => `  - ${file()}`),
      `autonomous: ${pick(['true', 'false'])}`,
      `requirements: ` +
        `[${Array.from({ length: int(1, 4) }, () => `${pick(['TAB', 'FILE', 'EDIT'])}-0${int(1, 9)}`).join(', ')}]`,
      '',
      'must_haves:',
      '  truths:',
      ...Array.from({ length: int(2, 4) }, () => `    - "${sentence(6, 14)}"`),
      '  artifacts:',
      ...Array.from({ length: int(1, 3) }, () => [
        `    - path: "${file()}"`,
        `      provides: "${words(3, 8)}"`,
        `      min_lines: ${int(10, 200)}`,
      ]).flat(),
      '  key_links:',
      `    - from: "${file()}"`,
      `      to: "${file()}"`,
      `      via: "${words(2, 4)}"`,
      '---',
      '',
      '<objective>',
      sentence(12, 30),
      '',
      `Purpose: ${sentence(10, 24)}`,
      `Output: ${sentence(6, 12)}`,
      '</objective>',
      '',
      '<execution_context>',
      '@$HOME/.claude/pan-wizard-core/workflows/execute-plan.md',
      '</execution_context>',
      '',
      '<context>',
      '@.planning/PROJECT.md',
      `@.planning/phases/${phase}/${plan}-RESEARCH.md`,
      '</context>',
      '',
      '## Plan Decisions',
      '',
      '### Locked (executor MUST follow)',
      '',
    ];
    for (let i = 1; i <= locked; i++) {
      const why = defect === 1 && i === 2 ? '' : ` **Why:** ${sentence(5, 12)}`;
      planLines.push(
        `- **D-${i} (${words(1, 3)}):** ${sentence(8, 20)}${why} **Source:** ` +
          `${pick(['research.md', 'CONTEXT.md', 'user'])} ${pick(['Pattern', 'Pitfall', 'Q'])} ${int(1, 9)}.`,
      );
      if (rand() < 0.3) planLines.push(`  - ${sentence(4, 10)}`, `  - ${sentence(4, 10)}`);
    }
    planLines.push('', "### Open (executor's discretion within constraints)", '');
    for (let i = 1; i <= open; i++)
      planLines.push(
        `- **O-${i} (${words(1, 3)}):** ${sentence(6, 14)} **Constraints:** ${sentence(4, 10)} **Reason left ` +
          `open:** ${sentence(5, 12)}`,
      );
    planLines.push('', '### Considered and rejected', '');
    if (rand() < 0.4) planLines.push(`None — ${sentence(6, 14)}`);
    else
      for (let i = 1; i <= int(1, 3); i++)
        planLines.push(`- **R-${i}:** ${sentence(5, 12)} **Rejected because:** ${sentence(5, 14)}`);
    planLines.push('', '<tasks>', '');
    for (let t = 1; t <= int(2, 4); t++) {
      planLines.push(
        `<task type="auto"${rand() < 0.5 ? ' tdd="true"' : ''}>`,
        `  <name>Task ${t}: ${words(3, 7)}</name>`,
        `  <files>${file()}, tests/${pick(VOCAB)}.rs</files>`,
        '  <behavior>',
      );
      for (let b = 1; b <= int(2, 4); b++) planLines.push(`    - Test ${b}: ${sentence(5, 12)}`);
      planLines.push('  </behavior>', '  <action>');
      for (let a = 1; a <= int(2, 4); a++) {
        planLines.push(`  ${a}. ${sentence(8, 18)}`);
        if (rand() < 0.5) planLines.push(...code('     '));
      }
      planLines.push(
        '  </action>',
        '  <verify>',
        `    <automated>cargo test --test ${pick(VOCAB)}</automated>`,
        '  </verify>',
        `  <done>${sentence(5, 12)}</done>`,
        '</task>',
        '',
      );
    }
    planLines.push(
      '</tasks>',
      '',
      '<success_criteria>',
      ...Array.from({ length: int(2, 5) }, () => `- [ ] ${sentence(4, 10)}`),
      '</success_criteria>',
      '',
    );

    const taken = [];
    for (let i = 1; i <= open; i++) {
      if (defect === 2 && i === open) continue;
      taken.push(
        pick([
          `- **DT-${i} (O-${i}):** Chose ${words(2, 4)}. **Reason:** ${sentence(6, 14)}`,
          `- **O-${i} (${words(1, 2)}):** Took the recommendation: ${sentence(6, 12)}`,
        ]),
      );
    }
    const deviations = [];
    if (rand() < 0.45)
      deviations.push(
        `None — ${sentence(6, 14)}`,
        ...Array.from({ length: int(0, 3) }, (_, i) => `- D-${i + 1} ${words(2, 5)} — ✓`),
      );
    else {
      const count = int(1, 3);
      for (let i = 1; i <= count; i++) {
        deviations.push(
          `**${i}. [Rule ${int(1, 3)} - ${pick(['Bug', 'Missing', 'Blocking'])}] ${sentence(4, 9).slice(0, -1)}**`,
          `- **Found during:** Task ${int(1, 3)}`,
          `- **Issue:** ${sentence(6, 14)}`,
          `- **Fix:** ${sentence(6, 14)}`,
        );
        if (rand() < 0.5) deviations.push(...code('  '));
        deviations.push(`- **Files modified:** \`${file()}\``);
        if (!(defect === 3 && i === 1))
          deviations.push(`- **Verification:** ${pick(['cargo test passes', 'all 30 tests pass', 'clippy clean'])}`);
        deviations.push(`- **Committed in:** ${int(1000000, 9999999).toString(16)}`, '');
      }
      deviations.push('---', '', `**Total deviations:** ${count} auto-fixed`, `**Impact on plan:** ${sentence(4, 10)}`);
    }
    const summaryLines = [
      '---',
      `phase: ${phase}`,
      `plan: ${plan}`,
      `subsystem: ${pick(['ui', 'file-io', 'encoding'])}`,
      `tags: [${Array.from({ length: int(2, 5) }, () => pick(VOCAB)).join(', ')}]`,
      '',
      '# Dependency graph',
      'requires:',
      `  - phase: ${String(int(1, 9)).padStart(2, '0')}-${pick(VOCAB)}`,
      `    provides: ${words(3, 8)}`,
      'provides:',
      ...Array.from({ length: int(2, 5) }, () => `  - ${words(4, 10)}`),
      `affects: [${String(int(1, 9)).padStart(2, '0')}-0${int(1, 5)}]`,
      '',
      'tech-stack:',
      '  added: []',
      '  patterns:',
      `    - "${words(4, 8)}"`,
      'key-files:',
      '  created:',
      `    - ${file()}`,
      '  modified:',
      `    - ${file()}`,
      'key-decisions:',
      ...Array.from({ length: open }, (_, i) => `  - "O-${i + 1} taken: ${words(4, 9)}"`),
      `requirements-completed: [${pick(['TAB', 'FILE'])}-0${int(1, 9)}]`,
      `duration: ${int(5, 60)}min`,
      `completed: 2026-05-${String(int(1, 28)).padStart(2, '0')}`,
      '---',
      '',
      `# Phase ${phase} Plan ${plan}: ${words(3, 6)} Summary`,
      '',
      `**${sentence(8, 16)}**`,
      '',
      '## Performance',
      '',
      `- **Duration:** ${int(5, 60)} min`,
      `- **Tasks:** ${int(2, 4)}`,
      `- **Files modified:** ${int(2, 8)}`,
      '',
      '## Accomplishments',
      '',
      ...Array.from({ length: int(2, 5) }, () => `- ${sentence(6, 14)}`),
      '',
      '## Task Commits',
      '',
      ...Array.from(
        { length: int(2, 4) },
        (_, i) =>
          `${i + 1}. **Task ${i + 1}: ${words(3, 6)}** - \`${int(1000000, 9999999).toString(16)}\` ` +
          `(${pick(['feat', 'test', 'fix'])})`,
      ),
      '',
      '## Files Created/Modified',
      '',
      ...Array.from({ length: int(2, 5) }, () => `- \`${file()}\` — ${sentence(4, 10)}`),
      '',
      ...(defect === 4
        ? []
        : [
            '## Implementation Decisions',
            '',
            "### Taken (within plan's discretion)",
            '',
            ...taken,
            '',
            '### Deviations (from plan; must explain)',
            '',
            ...deviations,
            '',
            '### Open questions for verifier',
            '',
            rand() < 0.7
              ? `None — ${sentence(5, 12)}`
              : `- **Q-1:** ${sentence(6, 12).slice(0, -1)}? **Why it matters:** ${sentence(5, 10)}`,
            '',
            ...Array.from({ length: int(2, 4) }, () => `- [x] ${sentence(3, 8)}`),
            '',
          ]),
      '## Issues Encountered',
      '',
      sentence(10, 30),
      '',
      '## Next Phase Readiness',
      '',
      `- [x] ${sentence(4, 10)}`,
      `- [ ] ${sentence(4, 10)}`,
      '',
    ];
    const eol = (lines) => lines.join(crlf ? '\r\n' : '\n');
    files.push([`${dir}/${plan}-PLAN.md`, eol(planLines)], [`${dir}/${plan}-SUMMARY.md`, eol(summaryLines)]);

    if (p % 20 === 0) {
      const resume = [
        '# Session handoff',
        '',
        '## 1. Goal',
        '',
        sentence(8, 20),
        '',
        '## 2. Status',
        '',
        `**${defect === 5 ? 'finished' : pick(['partial', 'blocked', 'running'])}** — ${sentence(4, 10)}`,
        '',
        '## 3. Active files',
        '',
        ...Array.from({ length: int(1, 4) }, () => `- \`${file()}\` — ${sentence(4, 9)}`),
        '',
        '## 4. Changes made',
        '',
        ...Array.from({ length: int(1, 3) }, () => `- ${sentence(4, 9)} **Why:** ${sentence(4, 9)}`),
        '',
        '## 5. Failed approaches',
        '',
        `- **Tried:** ${sentence(4, 9)}`,
        `  **Failed because:** ${sentence(4, 9)}`,
        '',
        '## 6. Next steps',
        '',
        `1. ${sentence(4, 9)}`,
        '   ```bash',
        `   cargo test --test ${pick(VOCAB)}`,
        '   ```',
        `2. ${sentence(4, 9)} \`cargo clippy\``,
        '',
      ];
      files.push([`${dir}/RESUME.md`, eol(resume)]);
    }
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const independent = process.argv.includes('--independent');
  const [out, pairs = '1000', seed] = process.argv.slice(2).filter((arg) => arg !== '--independent');
  if (!out) {
    console.error('usage: node bench/generate.mjs OUT PAIRS [SEED] [--independent]');
    process.exit(2);
  }
  const files = (independent ? generateIndependent : generate)(
    Number(pairs),
    seed === undefined ? undefined : Number(seed),
  );
  let bytes = 0;
  for (const [path, text] of files) {
    await mkdir(join(out, path, '..'), { recursive: true });
    await writeFile(join(out, path), text);
    bytes += Buffer.byteLength(text);
  }
  console.log(`${out}: ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB`);
}
