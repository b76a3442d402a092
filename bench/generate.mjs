// Deterministic generator of plan / summary / handoff corpora for the benchmark.
// Same seed, same bytes: `node bench/generate.mjs OUT PAIRS [SEED]`.
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
    const openBucket = ['', '### Open (executor\'s discretion within constraints)'];
    for (let i = 1; i <= open; i++) openBucket.push(`- **O-${i}:** ${sentence(6, 14)} Constraints: ${sentence(5, 10)} Reason left open: ${sentence(6, 14)}`);
    const rejectedBucket = ['', '### Considered and rejected'];
    for (let i = 1; i <= rejected; i++) rejectedBucket.push(`- **R-${i}:** ${sentence(6, 14)} Rejected because: ${sentence(6, 16)}`);
    if (defect === 2) planDecisions.push(...rejectedBucket, ...openBucket);
    else planDecisions.push(...openBucket, ...rejectedBucket);

    const tasks = [];
    const taskCount = int(2, 4);
    for (let t = 1; t <= taskCount; t++) {
      tasks.push(`<task type="auto">`, `  <name>Task ${t}: ${sentence(4, 8)}</name>`, `  <files>src/${pick(WORDS)}.rs, tests/${pick(WORDS)}.rs</files>`, '  <action>');
      for (let s = 1; s <= int(3, 5); s++) tasks.push(`**Step ${s}.** ${paragraph(2)}`, '');
      tasks.push('```rust', `fn ${pick(WORDS)}_${t}() -> Result<(), Error> {`, `    // ${sentence(5, 9)}`, '    Ok(())', '}', '```', '  </action>', `  <verify>cargo test --test ${pick(WORDS)}</verify>`, '</task>', '');
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
    const deviations = rand() < 0.5 ? ['(none)'] : [`- **DV-1:** Plan said D-${int(1, locked)} ${sentence(4, 8)} I did ${sentence(4, 8)} Reason: ${sentence(5, 10)}${defect === 4 ? '' : ` Verification: ${sentence(5, 10)}`}`];
    const questions = rand() < 0.6 ? ['None.'] : [`- **Q-1:** ${sentence(6, 12).replace(/\.$/, '?')} Why it matters: ${sentence(5, 10)}`];

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
      ...(defect === 5 ? [] : [
        '## Implementation Decisions',
        '',
        '### Taken (within plan\'s discretion)',
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const [out, pairs = '1000', seed] = process.argv.slice(2);
  if (!out) {
    console.error('usage: node bench/generate.mjs OUT PAIRS [SEED]');
    process.exit(2);
  }
  const files = generate(Number(pairs), seed === undefined ? undefined : Number(seed));
  let bytes = 0;
  for (const [path, text] of files) {
    await mkdir(join(out, path, '..'), { recursive: true });
    await writeFile(join(out, path), text);
    bytes += Buffer.byteLength(text);
  }
  console.log(`${out}: ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB`);
}
