import { describe, expect, it } from 'vitest';
import { kindFromFileName, planFileNameFor } from '@handoff/core/decisions';

describe('kindFromFileName', () => {
  it.each([
    ['plan.md', 'plan'],
    ['PLAN.md', 'plan'],
    ['summary.md', 'summary'],
    ['Summary.MD', 'summary'],
    ['02-01-PLAN.md', 'plan'],
    ['02-01-plan.md', 'plan'],
    ['02-01-SUMMARY.md', 'summary'],
    ['auth.plan.md', 'plan'],
    ['auth.summary.md', 'summary'],
    ['docs/phase/a.b-summary.md', 'summary'],
    ['C:\\work\\x-plan.md', 'plan'],
    ['IMPLEMENTATION_PLAN.md', 'plan'],
    ['docs/AUTH_FIX_SUMMARY.md', 'summary'],
    // Joined by `_`, the word may end a hand-over's name: the hand-over's reading wins.
    ['SESSION_SUMMARY.md', 'handoff'],
    ['_plan.md', null],
    ['RESUME.md', 'handoff'],
    ['resume.md', 'handoff'],
    ['.handoff/HANDOFF.md', 'handoff'],
    ['handoff.md', 'handoff'],
    ['README.md', null],
    ['01-context.md', null],
    ['explan.md', null],
    ['-plan.md', null],
    ['plan.markdown', null],
    ['plan.txt', null],
    ['my-resume.md', null],
    ['plans.md', null],
    // A plan a person makes for themselves: of study, teaching, the body, meals or travel.
    ['docs/study-plan.md', null],
    ['docs/lesson-plan.md', null],
    ['Workout_Plan.md', null],
    ['docs/test-plan.md', 'plan'],
    ['study-guide-plan.md', 'plan'],
    // A company's plan for its market, money or people, and a summary of no work on the project (session 30).
    ['docs/go-to-market-plan.md', null],
    ['docs/budget-plan.md', null],
    ['docs/meeting-summary.md', null],
    ['docs/paper-summary.md', null],
    ['docs/migration-plan.md', 'plan'],
    ['docs/validation-summary.md', 'summary'],
    // What to do if an event comes, kept ready (session 31).
    ['docs/disaster-recovery-plan.md', null],
    ['docs/business-continuity-plan.md', null],
    ['Incident_Response_Plan.md', null],
    ['docs/recovery-work-plan.md', 'plan'],
    // A feature's task list in a spec-driven kit's feature folder is its plan of work (session 30); elsewhere a task
    // list is no artefact by its name.
    ['.kiro/specs/payments/tasks.md', 'plan'],
    ['specs/003-export/tasks.md', 'plan'],
    ['specs/tasks.md', null],
    ['docs/tasks.md', null],
    ['specs/003-export/spec.md', null],
    // The word closing a name by its case, or before a version (session 30); not before a year, nor inside a word.
    ['docs/TelemetryRolloutPlan.md', 'plan'],
    ['FixSummary.md', 'summary'],
    ['WorkoutPlan.md', null],
    ['MeetingSummary.md', null],
    ['FINAL_Implementation_Plan_v2.md', 'plan'],
    ['plan-v1.2.md', 'plan'],
    ['UPDATE_SUMMARY_v1.0.1.md', 'summary'],
    ['CONTEST_PLAN_2026.md', null],
    // A folder of plans with a word that says which (session 35); not a skill's gerund, nor a plan of no work.
    ['docs/exec-plans/active/0042-search.md', 'plan'],
    ['docs/exec-plans/deferred/0007-sync.md', 'plan'],
    ['docs/exec-plans/README.md', null],
    ['skills/writing-plans/checklist.md', null],
    ['docs/marketing-plans/q3.md', null],
    ['docs/plan/2026-04-07-client-management.md', 'plan'],
    // Or before the part of the work it covers, numbered (session 35).
    ['REFACTORING_PLAN_PHASE1.md', 'plan'],
    ['plan-part-2.md', 'plan'],
    ['SUMMARY_STAGE_3.md', 'summary'],
    ['marketing-plan-phase-2.md', null],
    // Numbered, or given the issue it is for (session 37); a compound it opens in lower case is still none.
    ['plan-05.md', 'plan'],
    ['.agents/plans/plan-284.md', 'plan'],
    ['plan-issue-255.md', 'plan'],
    ['SUMMARY_12.md', 'summary'],
    ['plan-2.1.md', 'plan'],
    ['plan-review.md', null],
    ['plan-issue-tracker.md', null],
    ['Explan.md', null],
    ['SUPERPLAN.md', null],
    // An agent's report of the work it did and how it checked it (session 30).
    ['walkthrough.md', 'summary'],
    ['docs/WALKTHROUGH.md', 'summary'],
    ['walkthrough-video.md', null],
    // A space parts a name's words as the marks do (session 36); the hand-over's reading still wins.
    ['Sprint 3 Plan.md', 'plan'],
    ['.claude/Planning/Footnotes — Implementation Plan.md', 'plan'],
    ['Release Summary.md', 'summary'],
    ['Session Summary.md', 'handoff'],
    ['Weekly Meal Plan.md', null],
    [' plan.md', null],
    // A translation names the same kind; the tag is no word of the name (session 36).
    ['docs/execution-plan.zh-CN.md', 'plan'],
    ['SUMMARY.ja.md', 'summary'],
    ['study-plan.pt-BR.md', null],
  ])('%s → %s', (name, kind) => {
    expect(kindFromFileName(name)).toBe(kind);
  });
});

describe('planFileNameFor', () => {
  it.each([
    ['summary.md', 'plan.md'],
    ['SUMMARY.md', 'PLAN.md'],
    ['Summary.md', 'Plan.md'],
    ['02-01-SUMMARY.md', '02-01-PLAN.md'],
    ['02-01-summary.md', '02-01-plan.md'],
    ['auth.summary.md', 'auth.plan.md'],
    ['IMPLEMENTATION_SUMMARY.md', 'IMPLEMENTATION_PLAN.md'],
    ['dir/auth.summary.MD', 'auth.plan.MD'],
    // A translation pairs with the plan in its language (session 36).
    ['SUMMARY.ja.md', 'PLAN.ja.md'],
    ['docs/auth-summary.zh-CN.md', 'auth-plan.zh-CN.md'],
    ['plan.md', null],
    ['RESUME.md', null],
    ['notes.md', null],
  ])('%s → %s', (name, plan) => {
    expect(planFileNameFor(name)).toBe(plan);
  });
});
