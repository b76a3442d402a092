import { describe, expect, test } from 'vitest';
import {
  parseDecisionDocument,
  parsePlanDecisions,
  renderImplementationDecisions,
  renderPlanDecisions,
  upsertDecisionSection,
  type ImplementationDecisions,
  type PlanDecisions,
} from '@handoff/core/decisions';

const PLAN: PlanDecisions = {
  locked: [{ id: 'D-1', statement: 'Use X', why: 'fast', source: 'research.md' }],
  open: [],
  rejected: [],
};
const SUMMARY: ImplementationDecisions = {
  mechanical: 'No deviations or open questions.',
  taken: [],
  deviations: [],
  questions: [],
};
const plan = renderPlanDecisions(PLAN);
const summary = renderImplementationDecisions(SUMMARY);

describe('upsertDecisionSection', () => {
  test.each([
    [
      'plan: after </objective>, before <tasks>',
      '---\nphase: 1\n---\n<objective>\nGoal\n\nmore\n\n</objective>\n\n<tasks>\n<task>x</task>\n</tasks>\n',
      PLAN,
      `---\nphase: 1\n---\n<objective>\nGoal\n\nmore\n\n</objective>\n\n${plan}\n<tasks>\n<task>x</task>\n</tasks>\n`,
    ],
    [
      'plan: closing tag directly followed by tasks',
      '<objective>\nGoal\n</objective>\n<tasks>\n',
      PLAN,
      `<objective>\nGoal\n</objective>\n\n${plan}\n<tasks>\n`,
    ],
    ['plan: no objective, before <tasks>', '# Plan\n\n<tasks>\n', PLAN, `# Plan\n\n${plan}\n<tasks>\n`],
    ['plan: no landmarks, appended', '# Plan\ntext', PLAN, `# Plan\ntext\n\n${plan}`],
    ['plan: empty file', '', PLAN, plan],
    [
      'plan: replaces the first section only',
      '# P\n\n## Plan Decisions\n\nold\n\n<tasks>\n\n## Plan Decisions\nsecond\n',
      PLAN,
      `# P\n\n${plan}\n<tasks>\n\n## Plan Decisions\nsecond\n`,
    ],
    ['plan: section at end of file', '# P\n\n## Plan Decisions\n\nold\n', PLAN, `# P\n\n${plan}`],
    [
      'summary: after the Files section',
      '# S\n\n## Files Created/Modified\n- a.ts\n\n## Issues\nnone\n',
      SUMMARY,
      `# S\n\n## Files Created/Modified\n- a.ts\n\n${summary}\n## Issues\nnone\n`,
    ],
    ['summary: Files section last', '## Files Changed\n- a.ts\n', SUMMARY, `## Files Changed\n- a.ts\n\n${summary}`],
  ] as const)('%s', (_name, input, model, expected) => {
    expect(upsertDecisionSection(input, model)).toBe(expected);
    const crlf = upsertDecisionSection(input.replace(/\n/g, '\r\n'), model);
    expect(crlf).toBe(input === '' ? expected : expected.replace(/\n/g, '\r\n'));
  });

  test('keeps a BOM and every other byte; the result lints as one section in place', () => {
    const input = '\uFEFF<objective>\r\nGoal\r\n</objective>\r\n\r\n<tasks>\r\n';
    const output = upsertDecisionSection(input, PLAN);
    expect(output.startsWith('\uFEFF<objective>\r\nGoal\r\n</objective>\r\n\r\n## Plan Decisions\r\n')).toBe(true);
    expect(output.endsWith('\r\n\r\n<tasks>\r\n')).toBe(true);
    const doc = parseDecisionDocument(output, 'plan');
    expect(doc.sections).toHaveLength(1);
    expect(doc.sections[0]!.heading.start.offset).toBeGreaterThan(doc.landmarks.objective!.end.offset);
    expect(doc.sections[0]!.end.offset).toBe(doc.landmarks.tasks!.start.offset);
    expect(parsePlanDecisions(output).locked[0]!.why).toBe('fast');
  });

  test('upsert is idempotent', () => {
    const once = upsertDecisionSection('<objective>\nG\n</objective>\n\n<tasks>\n', PLAN);
    expect(upsertDecisionSection(once, PLAN)).toBe(once);
  });
});
