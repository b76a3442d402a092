import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFiles, type LintResult } from '@handoff/linter';
import { lintEach, repositories } from './wide-corpus.js';

/** Each held-out repository folder (`<owner>__<repo>`) and the batch it came in (`SOURCES.json`). */
const BATCH = new Map(
  (
    JSON.parse(readFileSync(join(import.meta.dirname, '../../test-fixtures/corpus/SOURCES.json'), 'utf8')) as Array<{
      repo: string;
      split: string;
      batch: number | string;
    }>
  )
    .filter((source) => source.split === 'held-out')
    .map((source) => [source.repo.replace('/', '__'), source.batch]),
);

/**
 * Findings per rule and severity (`handoff-next-step-no-command warning`) of the results given, and the claims held
 * back until a project adopts handoff or the decision buckets (`handoff-failed-approaches-empty held back`): a change
 * in what the readings claim shows whether or not the claim is reported.
 */
function countByRule(results: readonly LintResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  const count = (key: string) => (counts[key] = (counts[key] ?? 0) + 1);
  for (const result of results) {
    for (const m of result.messages) count(`${m.ruleId} ${m.severity === 2 ? 'error' : 'warning'}`);
    for (const m of result.suppressedMessages ?? [])
      if (m.suppressions.some((s) => s.kind === 'adoption')) count(`${m.ruleId} held back`);
  }
  return counts;
}

/**
 * The held-out half of the wide corpus (`test-fixtures/corpus/held-out/`, each batch's part chosen by
 * rule before any lint ran on that batch): linted once per batch, after the reader was frozen, each
 * repository as its own project, and judged by hand in docs/real-files.md ("Precision on the held-out
 * repositories"). This test tunes nothing: it checks that every file is read without a fatal message,
 * and keeps the counts that were measured so a change to them is seen (and measured again, not tuned
 * to). Batches 1 and 2 were measured at `350e3d4`; their counts here are those of the readings frozen
 * for batch 3 (the two findings judged wrong there are gone), and they have been looked at; so has batch 3
 * since. Batch 4 was measured once, at `2fb80c9`, batch 5 once, at `f6c9a08`, batch 6 once, at `f80c317`,
 * batch 7 once, at `7f16485`, batch 8 once, at `4578144`, and batches 9 to 20 once each (their tests say where).
 * Since session 13 a free-form hand-over's claims of absence wait for adoption (docs/real-files.md, "A convention is
 * claimed where it was adopted"): on these repositories, none of which has adopted handoff, each failed-approaches
 * warning counted before is now a claim held back, counted as such with the missing decisions sections held back.
 */
describe('the wide real corpus (held-out half)', async () => {
  const results = await lintEach('held-out');
  const dirs = repositories('held-out');
  const ofBatch = (batches: ReadonlyArray<number | string>) =>
    results.filter((r) => batches.includes(BATCH.get(basename(dirs.find((d) => r.filePath.startsWith(`${d}/`))!))!));

  it('lints every repository with no fatal message', () => {
    expect(dirs.length).toBe(197);
    expect(dirs.map((dir) => BATCH.get(basename(dir))).filter((batch) => batch === undefined)).toEqual([]);
    expect(results.flatMap((r) => r.messages).filter((m) => m.fatal)).toEqual([]);
  });

  /** Each held-out repository of a batch linted as a project that has adopted handoff: a config file of no settings. */
  async function lintAdopted(batch: number): Promise<LintResult[]> {
    const adopted: LintResult[] = [];
    for (const dir of dirs.filter((d) => BATCH.get(basename(d)) === batch)) {
      const copy = join(mkdtempSync(join(tmpdir(), 'handoff-adopted-')), basename(dir));
      cpSync(dir, copy, { recursive: true });
      writeFileSync(join(copy, '.handoffrc.json'), '{}\n');
      adopted.push(...(await lintFiles([copy], { cwd: copy })));
    }
    return adopted;
  }

  it('keeps the counts of batch 35 measured once on 2026-12-05 with the readings frozen at 3ebd6e8', async () => {
    // Measured at 6842064 (the merge of batch 35 onto the readings frozen at 3ebd6e8; docs/real-files.md, "Batch 35"),
    // on a default install and as a project that has adopted handoff: 2 hand-overs at the names users meet most, a
    // fourth draw by batch 28's rule. magpylib-studio's `CONTINUE.md` is read by its title, with no claim; WotbTools's
    // Chinese `docs/HANDOVER.md` carries one concept the table reads and gets no kind. No finding.
    expect(countByRule(ofBatch([35]))).toEqual({});
    expect(countByRule(await lintAdopted(35))).toEqual({});
  });

  it('keeps the counts of batch 34 measured once on 2026-12-05 with the readings frozen at c4e283c', async () => {
    // Measured at 5f63703 (the merge of batch 34 onto the readings frozen at c4e283c; docs/real-files.md, "Batch 34"),
    // on a default install and as a project that has adopted handoff: a third draw by batch 31's rule, 3 planner trees,
    // 3 hand-overs, 1 agent folder and 1 name-sharer. OneForAll's GSD tree gives 5 plans and 4 summaries, none with a
    // decisions section: 9 `section-missing` held back until the project adopts the buckets, in either way. The two
    // OpenSpec trees, the commands and the GitBook `SUMMARY.md` get no kind; of the hand-overs, `handover.md` is read
    // with no claim, `Handover.md` (a project's documentation) and the French `CONTINUE.md` are not. No finding.
    expect(countByRule(ofBatch([34]))).toEqual({ 'section-missing held back': 9 });
    expect(countByRule(await lintAdopted(34))).toEqual({ 'section-missing held back': 9 });
  });

  it('keeps the counts of batch 32 measured once on 2026-12-05 with the readings frozen at a714c5a', async () => {
    // Measured at 7cef7ba (batch 32 on the readings frozen at a714c5a, which read as 7b30be6 did; docs/real-files.md,
    // "Batch 32"), on a default install and as a project that has adopted handoff: a second draw by batch 31's rule, 2
    // planner trees, 2 hand-overs, 1 agent folder and 1 name-sharer. Local-LLM-Chatbot's 5 GSD plans and ExFrame's
    // `release-plan.md`, read as a plan, have no decisions section: 6 `section-missing` held back until the project
    // adopts the buckets, in either way. The Kiro specs, both hand-overs and the commands get no kind. No finding.
    // Session 30's feature task lists (a spec-driven kit's `tasks.md`, its plan of work) read the two Kiro task lists
    // as plans, held back as the other six are.
    expect(countByRule(ofBatch([32]))).toEqual({ 'section-missing held back': 8 });
    expect(countByRule(await lintAdopted(32))).toEqual({ 'section-missing held back': 8 });
  });

  it('keeps the counts of batch 31 measured once on 2026-12-05 with the readings frozen at 7b30be6', async () => {
    // Measured at 7e2e1d9 (batch 31 on the readings frozen at 7b30be6; docs/real-files.md, "Batch 31"), on a default
    // install and as a project that has adopted handoff: a mixed draw like the twelve repositories a new user tried, 2
    // planner trees, 2 hand-overs, 1 agent folder and 1 name-sharer. ark-lens's GSD tree gives 5 plans, none with a
    // decisions section: 5 `section-missing` held back until the project adopts the buckets, in either way. The
    // Spanish spec-kit plan, the agent folder's commands and the GitBook `SUMMARY.md` get no kind; both hand-overs are
    // read, with no claim. No finding. Tuned since: session 36's title that opens with its noun (`# Plan de Ejecución
    // Técnica`) reads the Spanish spec-kit plan as a plan, a sixth `section-missing` held back.
    expect(countByRule(ofBatch([31]))).toEqual({ 'section-missing held back': 6 });
    expect(countByRule(await lintAdopted(31))).toEqual({ 'section-missing held back': 6 });
  });

  it('keeps the counts of batch 30 measured once on 2026-12-05 with the readings frozen at 6cc3813', async () => {
    // Measured at 290e4b3 (batch 30 on the readings frozen at 6cc3813; docs/real-files.md, "Batch 30"), on a default
    // install and as a project that has adopted handoff: 3 hand-overs at the most common names, a third draw by batch
    // 28's rule, all 3 read. No finding; 4 claims held back (failed approaches on Portfolio's `NEXT_SESSION.md` and
    // ZPigeon's `Handoff.md`, no step to run on ZPigeon's and FSharpAssay's `docs/Handoff.md`).
    expect(countByRule(ofBatch([30]))).toEqual({
      'handoff-failed-approaches-empty held back': 2,
      'handoff-next-step-no-command held back': 2,
    });
    expect(countByRule(await lintAdopted(30))).toEqual({
      'handoff-failed-approaches-empty error': 2,
      'handoff-next-step-no-command error': 2,
    });
  });

  it('keeps the counts of batch 29 measured once on 2026-12-05 with the readings frozen at 45534b5', async () => {
    // Measured at 5e6d656 (the merge of batch 29 onto the readings frozen at 45534b5; docs/real-files.md, "Batch 29"),
    // on a default install and as a project that has adopted handoff: 5 hand-overs at the most common names, a second
    // draw by batch 28's rule. 2 read (notes-migrasi's `docs/handoff.md`, commensa-audit's `PICKUP.md`); 3 not read,
    // one concept or none each. No finding in either way; 1 failed-approaches claim held back on notes-migrasi's.
    // Session 26's reading (a title that names a hand-over is one sign of it beside one concept) reads afterlight's
    // `HANDOVER.md` (`# Everlit landing-page session — HANDOVER`, its files changed), with a failed-approaches claim
    // held back: a tuned figure (not judged).
    expect(countByRule(ofBatch([29]))).toEqual({ 'handoff-failed-approaches-empty held back': 2 });
    expect(countByRule(await lintAdopted(29))).toEqual({ 'handoff-failed-approaches-empty error': 2 });
  });

  it('keeps the counts of batch 28 measured once on 2026-12-05 with the readings frozen at 794ddeb', async () => {
    // Measured at 9e59d4f (the merge of batch 28 onto the readings frozen at 794ddeb; docs/real-files.md, "Batch 28"),
    // on a default install and as a project that has adopted handoff: 6 hand-overs at the most common names. 4 read;
    // the 2 unread (`HANDOVER.md`, `handoff.md`) are a project overview and a project brief, no hand-overs. HalalBerg's
    // `handoff.md` is in the six-section layout: 11 warnings then, judged 4 accepted, 4 leaning accepted, 2 leaning
    // rejected, 1 rejected. Two readings made after it (a list of labelled lines states no status word; a clause of
    // reason or purpose is a why) take away its status finding (accepted in substance, its message wrong) and the
    // rejected `, so …` change: 9 then, a tuned figure. Since session 19 an item's claim of the record's convention on
    // a hand-over written by hand in the layout's headings waits for adoption, as the claims of absence do (a sample
    // of 14 such hand-overs outside the corpus: 0 of 28 accepted; docs/real-files.md, "Hand-overs written by hand in
    // the layout"): the 9 are held back, none reported. 2 failed-approaches claims held back (1 accepted).
    expect(countByRule(ofBatch([28]))).toEqual({
      'handoff-active-file-bare held back': 5,
      'handoff-change-without-why held back': 4,
      'handoff-failed-approaches-empty held back': 2,
    });
    expect(countByRule(await lintAdopted(28))).toEqual({
      'handoff-active-file-bare error': 5,
      'handoff-change-without-why error': 4,
      'handoff-failed-approaches-empty error': 2,
    });
  });

  it('keeps the counts of batch 27 measured once on 2026-12-04 with the readings frozen at 5a00db8', async () => {
    // Measured at 78cd936 (the merge of batch 27 onto the readings frozen at 5a00db8; docs/real-files.md, "Batch 27"),
    // on a default install and as a project that has adopted handoff: 6 hand-overs at names the readings take. 3 read
    // (`HANDOFF_NOTES.md`, `handoffs/current.md`, `.claude/handoffs/latest.md`), with no claim; the Chinese
    // `docs/handoffs/LATEST.md` and a dated note under `docs/handoffs/` carry one concept each, and a hand-over under
    // `docs/prompts/` stands where prompts are no artefacts by default. No finding and no claim held back in either
    // way: nothing to judge.
    expect(countByRule(ofBatch([27]))).toEqual({});
    expect(countByRule(await lintAdopted(27))).toEqual({});
  });

  it('keeps the counts of batch 26 measured once on 2026-12-04 with the readings frozen at 4bb1108', async () => {
    // Measured at 2a2fe53 (the merge of batch 26 onto the readings frozen at 4bb1108; docs/real-files.md, "Batch 26"),
    // on a default install and as a project that has adopted handoff: 3 planner trees and 3 agent folders. The two GSD
    // trees give 7 plans and 6 summaries, none with a decisions section: 13 `section-missing` held back until the
    // project adopts the buckets, in either way. The spec-kit plan (in Chinese) got no kind then; since session 24 its
    // title (`Phase 1 实现计划：…`) and sections (`目标`, `实施原则`) make it a plan, held back as the others are. The agent
    // folders' commands (`resume.md`, `handoff.md`, `plan.md`) get none. No finding: nothing to judge.
    expect(countByRule(ofBatch([26]))).toEqual({ 'section-missing held back': 14 });
    expect(countByRule(await lintAdopted(26))).toEqual({ 'section-missing held back': 14 });
  });

  it('keeps the counts of batch 25 measured once on 2026-12-04 with the readings frozen at 78bdc8c', async () => {
    // Measured at 78bdc8c (docs/real-files.md, "Batch 25"), on a default install and as a project that has adopted
    // handoff: 4 hand-overs, 3 at a name the readings take (`HANDOFF.md` under `.agent/` and `dev/`) and 1 at a name
    // they do not (`.claude/current-task.md`). 2 read (`.agent/HANDOFF.md` of MantisAnalysis, `dev/HANDOFF.md`), with
    // no claim; react-native-numeric-text's `.agent/HANDOFF.md` carries no concept the table reads, and the current
    // task is no candidate by name. No finding and no claim held back in either way: nothing to judge.
    expect(countByRule(ofBatch([25]))).toEqual({});
    expect(countByRule(await lintAdopted(25))).toEqual({});
  });

  it('keeps the counts of batch 24 measured once on 2026-12-04 with the readings frozen at 16d75fb', async () => {
    // Measured at 16d75fb (docs/real-files.md, "Batch 24"), on a default install and as a project that has adopted
    // handoff: 3 hand-overs at names the readings already take, in folders no batch kept. 2 read
    // (`docs/SESSION_STATE.md`, `.claude/SESSION_SUMMARY.md`), with no claim; `docs/NEW_SESSION_PROMPT.md` carries one
    // concept. No finding and no claim held back in either way: nothing to judge.
    expect(countByRule(ofBatch([24]))).toEqual({});
    expect(countByRule(await lintAdopted(24))).toEqual({});
  });

  it('keeps the counts of batch 23 measured once on 2026-12-04 with the readings frozen at 0571ff7', async () => {
    // Measured at 0571ff7 (docs/real-files.md, "Batch 23"), on a default install and as a project that has adopted
    // handoff: 4 hand-overs, none read as such, so no finding and no claim held back in either way: nothing to judge.
    // None is a candidate by name (`RESUME_PROMPT.md`, `TURNOVER.md`, `CONTEXT_SNAPSHOT.md`, `CARRYOVER.md`). Made
    // after the measurement, from development files of the same kind of name and names sampled outside the corpus
    // (tuned since): `turnover`, `carryover`, `resume prompt`, `resume context`, `new session` name hand-overs. The
    // turnover and the carry-over are then read, with no claim; the resume prompt carries one concept.
    expect(countByRule(ofBatch([23]))).toEqual({});
    expect(countByRule(await lintAdopted(23))).toEqual({});
  });

  it('keeps the counts of batch 22 measured once on 2026-12-04 with the readings frozen at 5bb0b0e', async () => {
    // Measured at 5bb0b0e (docs/real-files.md, "Batch 22"), on a default install and as a project that has adopted
    // handoff: 4 hand-overs, none read as such, so no finding and no claim held back in either way: nothing to judge.
    // Three are no candidates by name (`SESSION_END.md`, `.claude/SESSION_STATE.md`, `HANDOFF_CODEX.md`);
    // trappertracker's `HANDOFF_TO_GEMINI.md` is one, with one concept read (`✅ COMPLETED`). Made after the
    // measurement, from names sampled outside the corpus and development files of the same names (tuned since):
    // `session state` names a hand-over, and so does a handoff word before an agent's name. pcap_analyzer's
    // `SESSION_STATE.md` is then read, with no claim; `HANDOFF_CODEX.md` carries no concept the table reads.
    expect(countByRule(ofBatch([22]))).toEqual({});
    expect(countByRule(await lintAdopted(22))).toEqual({});
  });

  it('keeps the counts of batch 21 measured once on 2026-12-04 with the readings frozen at 74e460d', async () => {
    // Measured at 74e460d (docs/real-files.md, "Batch 21"), on a default install and as a project that has adopted
    // handoff: 6 hand-overs, 1 read as such (LoreRelay's `AI_HANDOVER.md`, by labelled lines that 74e460d reads; at
    // c86cea2, before them, it got no kind). No finding and no claim held back, in either way: nothing to judge. The
    // 5 not read are recall misses: two `CONTINUATION.md`, `LAST_SESSION.md` and `SESSION_CHECKPOINT.md`, names no
    // reading takes for a hand-over's, and tagslut's 816-byte `HANDOVER_NOTE.md`, of one concept (`Status`).
    // Made after the measurement, from those names sampled in repositories outside the corpus, so a tuned figure since:
    // `continuation`, `session checkpoint` and `last session` name hand-overs. engram's `CONTINUATION.md` is then read,
    // with a claim held back that is borderline (its `Key insights captured` are lessons from a debugging session); the
    // other three carry one concept each and stay unread. Session 16, from two of these misses (so tuned): a
    // negated word of completion names the work left, and each row names the next step in the singular. agentgov's
    // `SESSION_CHECKPOINT.md` (`What's Not Done (Next Session)`) is then read with no claim, and open-iiot's Spanish
    // `CONTINUATION.md` (`Próximo paso:`) with a claim held back, not judged here (a tuned figure). Session 27, from
    // the fifty-sixth whole-repository sample (so tuned): Spanish `por` gives a reason after a word of giving up, and
    // open-iiot's `(Docker descartado por cold-start)` records an approach ruled out with why; its claim goes.
    expect(countByRule(ofBatch([21]))).toEqual({ 'handoff-failed-approaches-empty held back': 1 });
    expect(countByRule(await lintAdopted(21))).toEqual({ 'handoff-failed-approaches-empty error': 1 });
  });

  it('keeps the counts of batch 20 measured once on 2026-12-03 with the readings frozen at 07242278', async () => {
    // Measured at 07242278 (docs/real-files.md, "Batch 20"), on a default install and as a project that has adopted
    // handoff: 7 hand-overs, 5 read as such (remembr-dev's `HANDOFF_GEMINI.md` by its title). No finding on a default
    // install; 2 claims held back, reported once adopted and judged so: Clonely's accepted, remembr-dev's rejected
    // (borderline: its `Design decisions (don't change without reason)` is a record of what not to redo). Made after
    // the measurement, so a tuned figure since: `don't change` joins `do not revisit`, and the rejected claim goes;
    // `SESSION_RESUME.md` names a hand-over, and ct_scan_mlops's is read, with no claim.
    expect(countByRule(ofBatch([20]))).toEqual({ 'handoff-failed-approaches-empty held back': 1 });
    expect(countByRule(await lintAdopted(20))).toEqual({ 'handoff-failed-approaches-empty error': 1 });
  });

  it('keeps the counts of batch 19 measured once on 2026-12-03 with the readings frozen at f9858ba9', async () => {
    // Measured at f9858ba9 (docs/real-files.md, "Batch 19"), on a default install and as a project that has adopted
    // handoff: 6 hand-overs, 5 read as such. No finding on a default install; 5 claims held back, reported once adopted
    // and judged so: 4 accepted (mithril's next steps without a command borderline), 1 rejected (TokenDanceCode's
    // `注意事项`, cautions, which the English and Korean rows read as a record of what not to do). Made after the
    // measurement, so a tuned figure since: the Chinese row reads `注意事项`, and the rejected claim goes.
    expect(countByRule(ofBatch([19]))).toEqual({
      'handoff-failed-approaches-empty held back': 3,
      'handoff-next-step-no-command held back': 1,
    });
    expect(countByRule(await lintAdopted(19))).toEqual({
      'handoff-failed-approaches-empty error': 3,
      'handoff-next-step-no-command error': 1,
    });
  });

  it('keeps the counts of batch 18 measured once on 2026-12-03 with the readings frozen at 4eecbf50', async () => {
    // Measured at 4eecbf50 (docs/real-files.md, "Batch 18"), on a default install and as a project that has adopted
    // handoff: 6 hand-overs, 3 read as such (overcast's, oh-my-pi's and webbed_duck's), none with a finding or a claim
    // either way. HANDOFF_PROMPT.md and HANDOFF_CONTEXT.md get no kind (the word does not head the name), md-lint's
    // standing `.ai/handoff.md` carries one concept. Made after the measurement, so a tuned figure since: a prompt and
    // a context are words for the note, and both files are read, each with a failed-approaches claim (held back on a
    // default install, an error once adopted). Session 26's reading (a title that names a hand-over is one sign of it
    // beside one concept) reads md-lint's `.ai/handoff.md` (`# @finografic/md-lint — Handoff`), with a
    // failed-approaches claim held back.
    expect(countByRule(ofBatch([18]))).toEqual({ 'handoff-failed-approaches-empty held back': 3 });
    expect(countByRule(await lintAdopted(18))).toEqual({ 'handoff-failed-approaches-empty error': 3 });
  });

  it('keeps the counts of batch 17 measured once on 2026-12-03 with the readings frozen at e763e616', async () => {
    // Measured at e763e616 (docs/real-files.md, "Batch 17"), on a default install and again with a config file of no
    // settings, as a project that has adopted handoff: no finding reported on a default install, and two claims held
    // back (fk's session notes and notes-mcp's 交接.md); adopted, the same two are errors. Both were rejected: fk's
    // `Explored but deferred` and notes-mcp's `关键坑` (key pitfalls) are the records the claims call missing.
    // HM-genus2's `HANDOFF_ES.md` is read as a hand-over by its title, with no claim. Made after the measurement, so a
    // tuned figure since: `坑` and `explored but` are phrases of the record, and neither claim is made any more. Since
    // session 35 a folder of plans may say which plans (`docs/exec-plans/`): nanortc's three execution plans are read
    // as plans, each with a `## Plan Decisions` claim held back until the project adopts decision sections (a config
    // of no settings adopts none).
    expect(countByRule(ofBatch([17]))).toEqual({ 'section-missing held back': 3 });
    expect(countByRule(await lintAdopted(17))).toEqual({ 'section-missing held back': 3 });
  });

  it('keeps the counts of batch 16 measured once on 2026-12-03 with the readings frozen at fd2a8f31', () => {
    // Measured at fd2a8f31 (docs/real-files.md, "Batch 16"): no finding and no claim held back on its 7 held-out
    // repositories; one is read as a hand-over (a record of learnings, and state), the two name-sharers get no kind.
    // Session 30's feature task lists read one Kiro `tasks.md` as a plan, held back until the project adopts the
    // buckets.
    expect(countByRule(ofBatch([16]))).toEqual({ 'section-missing held back': 1 });
  });

  it('keeps the counts of batch 15 measured once on 2026-12-03 with the readings frozen at a0a3fa1c', () => {
    // Measured at a0a3fa1c (docs/real-files.md, "Batch 15"): no finding reported on a default install; two claims held
    // back on multicloud-sa-toolkit's session notes, which has not adopted handoff. Judged as they would be reported
    // once it had: the missing record of failed approaches accepted, the next steps without a command rejected
    // (borderline: design tasks that wait on the user's inputs). French headings, added to the synonym table after the
    // measurement, make opencode-antigravity-auth's French session notes a hand-over: its pasted Google OAuth client
    // secret is then found (accepted; a tuned figure since). Session 26's reading (a title that names a hand-over is
    // one sign of it beside one concept) reads aerial's `MAINTAINER_HANDOFF.md` (`# Aerial v0.2 — Handoff to the
    // maintainer`), with a failed-approaches claim held back.
    expect(countByRule(ofBatch([15]))).toEqual({
      'handoff-failed-approaches-empty held back': 2,
      'handoff-next-step-no-command held back': 1,
      'secret error': 1,
    });
  });

  it('keeps the counts of batch 14 measured once on 2026-12-03 with the readings frozen at fc6263c', () => {
    // Measured at fc6263c: 1 finding, rejected (borderline) (docs/real-files.md, "Batch 14"): VMF's gated hand-over,
    // which tells of an antivirus false positive that held its release, under no word the trouble reading has.
    expect(countByRule(ofBatch([14]))).toEqual({
      'handoff-failed-approaches-empty held back': 1,
    });
  });

  it('keeps the counts of batch 13 measured once on 2026-12-03 with the readings frozen at be3901c', () => {
    // Measured at be3901c: 2 findings, none accepted (docs/real-files.md, "Batch 13"): slater's resume prompt, whose
    // `Things already learned the hard way — do not re-derive these` is its record, and skill-stack's hand-over, which
    // records fetches blocked by 403 and sixteen taglines that did not land. `learned the hard way` names lessons (made
    // from the first): a tuned figure since. A label alone on its line names a part as a heading does (session 15, made
    // from the development half): skill-stack's `Blocked by 403. Options:`, alone on its line over the options, names a
    // problem and is read as trouble told, and its rejected claim goes.
    expect(countByRule(ofBatch([13]))).toEqual({});
  });

  it('keeps the counts of batch 12 measured once on 2026-12-03 with the readings frozen at c5258e9', () => {
    // Measured at c5258e9: 2 findings, 1 accepted (borderline) (docs/real-files.md, "Batch 12"): convoviz's standing
    // hand-over (accepted, borderline) and cogito-ergo's, which records a drift eval killed by a rate limit (rejected).
    // A run killed, with its cause, is trouble met (made from that rejected finding): a tuned figure since.
    // Labelled lines corroborate a name (session 15): xai's `docs/development/HANDOFF.md`, a hand-over of bold labels,
    // is then read, and gets a claim held back that its author would reject (its progress tells of a crash and its
    // fix, in words no reading takes as an account: `Fix is now in place`). A semicolon joins two clauses of one
    // sentence (session 16, made from the development half's judged claims): xai's crash and its cause, on either side
    // of one, are then read as trouble told, and that claim goes.
    expect(countByRule(ofBatch([12]))).toEqual({
      'handoff-failed-approaches-empty held back': 1,
    });
  });

  it('keeps the counts of batch 11 measured once on 2026-12-03 with the readings frozen at e7a1d8b', () => {
    // Measured at e7a1d8b: 2 findings, none accepted (docs/real-files.md, "Batch 11"). Continuing is resuming (`How To
    // Continue` is next steps, as `How to resume` is): the rejected next-step warning goes, a tuned figure since.
    // Session 12's reading (docs/real-files.md, "An absence is claimed only where nothing could be the thing") takes
    // the last one away: its `Known Problems` section tells of trouble met.
    expect(countByRule(ofBatch([11]))).toEqual({});
  });

  it('keeps the counts of batch 10 measured once on 2026-12-03 with the readings frozen at bb0b975', () => {
    // Measured at bb0b975: 3 findings, 1 accepted (docs/real-files.md, "Batch 10"). The reading made from its rejected
    // class (a resume card that sends its reader to the session's full record, whatever that file's name, keeps its
    // record there) took the two rejected ones away: a tuned figure since.
    // Session 12's reading ("An absence is claimed only where nothing could be the thing") leaves CoachNTT's.
    // Session 26's reading (a line of a paragraph that opens with a label in bold is a field of its own) reads
    // exe-pay's `RESUME_HERE.md`, whose block of fields holds its status, with a failed-approaches claim held back.
    expect(countByRule(ofBatch([10]))).toEqual({
      'handoff-failed-approaches-empty held back': 2,
    });
  });

  it('keeps the counts of batch 9 measured once on 2026-12-03 with the readings frozen at b6f79bb', () => {
    // Measured at b6f79bb: 6 findings, 2 accepted (docs/real-files.md, "Batch 9"). The reading made from its rejected
    // classes (a problem stated with its cause or solution records what did not work) took away clearportx's and
    // structured-dialogue-tools' failed-approaches warnings, both rejected, and the Japanese words for the next action
    // and for resuming (次のアクション, 再開) its rejected "Missing next steps": a tuned figure since. An absolute path of
    // words is a route, not a program (`/analyze/cycle/sensitivity`): PropulsionLab's next objectives, tasks only, get
    // the next-step warning its measurement noted as missed (it would be accepted).
    // Session 12's reading ("An absence is claimed only where nothing could be the thing") takes instanseg's two away
    // (a bug fixed, with how; `already runs \`brightfield_nuclei\`` read as a line that runs, which it is not: a recall
    // cost), and PropulsionLab's next-step warning (its `scripts/` line names `run_platform.bat`); PropulsionLab's
    // failed-approaches warning stays.
    // Labelled lines corroborate a name (session 15): CoastalClaw's `CLAUDE_HANDOFF.md`, a task brief for another
    // agent (`Current State:`, `Goal:`), is then read as a hand-over, and gets a claim held back that its author would
    // reject (nothing was tried yet).
    // Session 26's reading (a title that names a hand-over is one sign of it beside one concept) reads
    // HarmonicPlaylist's `docs/AGENT_HANDOFF.md` (`# Agent Handoff – aktueller Hauptstand`), with a failed-approaches
    // claim held back.
    expect(countByRule(ofBatch([9]))).toEqual({
      'handoff-failed-approaches-empty held back': 3,
    });
  });

  it('keeps the counts of batch 8 measured once on 2026-12-02 with the readings frozen at 4578144', () => {
    // Measured at 4578144: 4 findings, 2 accepted (docs/real-files.md, "Batch 8"). The reading made from its rejected
    // failed-approaches warning (an approach given up with its reason, anywhere, is recorded) took it away: a tuned
    // figure since. A problem stated with its cause or solution (batch 9's reading) then took minions' accepted one:
    // its work-done list holds `問題:` … `解決:` (a subagent inherited the parent's role; the TTY check now comes first).
    // Session 12's reading ("An absence is claimed only where nothing could be the thing") takes autoresearch's
    // next-step warning away (commands elsewhere in it); ZMLX's failed-approaches warning stays.
    expect(countByRule(ofBatch([8]))).toEqual({
      'handoff-failed-approaches-empty held back': 1,
    });
  });

  it('keeps the counts of batch 7 measured once on 2026-12-02 with the readings frozen at 7f16485', () => {
    // Measured at 7f16485: 1 finding, accepted (borderline) (docs/real-files.md, "Batch 7"). A heading that forbids
    // names a rule (`Do not edit generated or vendor files` is no list of active files): jianpu-abc's hand-over then
    // has one concept read and no kind, and its finding is gone (a recall cost, made from its misreading). A continuity
    // ledger is a hand-over by its name (`CONTINUITY.md`, made from the development half after batch 15): one of batch
    // 7's is then read, and its claim of a missing record is held back (not judged; a tuned figure). Session 26's
    // reading (a title that names a hand-over is one sign of it beside one concept) reads TurboShells'
    // `NEXT_SESSION.md` (`# 🐢 TurboShells: Next Session To-Do`, the work completed this session), with a
    // failed-approaches claim held back.
    expect(countByRule(ofBatch([7]))).toEqual({ 'handoff-failed-approaches-empty held back': 2 });
  });

  it('keeps the counts of batch 6 measured once on 2026-12-02 with the readings frozen at f80c317', () => {
    // Measured at f80c317: 4, 2, 3 and 2, 3 accepted (docs/real-files.md, "Batch 6"). The readings made from its
    // rejected classes (the layout only where rendered or declared; commands anywhere in the hand-over) leave the two
    // accepted failed-approaches warnings, mld-sdk's failed-approaches warning in free form, and its next step named in
    // words: a tuned figure since. `Where to go from here` is next steps: music-reactive-lighting's standing hand-over
    // is read, and gets a failed-approaches warning (accepted, borderline, as jianpu-abc's was); its two directions say
    // what could be done, ideas only, so no next-step warning.
    // Session 12's reading ("An absence is claimed only where nothing could be the thing") takes all five away:
    // airco-tracking-web's two tell of known limitations and of a deploy that fails because resources are missing;
    // mld-sdk's has a `Blockers` section, and its release step is told as acts of version control (commit, tag,
    // push); music-reactive-lighting's pillars warn against a way that fails (`never use a linear smoother`).
    // Session 30's titles that label the kind read one more quick task's summary (`# Summary: …`), held back as the
    // others are.
    expect(countByRule(ofBatch([6]))).toEqual({ 'section-missing held back': 9 });
  });

  it('keeps the counts of batch 5 measured once on 2026-12-02 with the readings frozen at f6c9a08', () => {
    // Measured at f6c9a08: 5, 4, 4 and 1, none accepted. The readings of 3683502 (the handoff word must head a
    // file name; a title alone makes no layout; a purpose clause does not head a heading) were made from those
    // classes: a tuned figure since. The readings of "Documentation pages, compound nouns, an agent's own folder
    // and open questions" took the documentation page's last finding away and read hassette's `.claude/handoff.md`
    // (a real handoff with no failed-approaches record and next steps that are tasks: both would be accepted).
    // Session 12's reading ("An absence is claimed only where nothing could be the thing") takes hassette's two
    // away: a correctness bug found and fixed, with its cause; `run the muffet link checker` is a step to run.
    expect(countByRule(ofBatch([5]))).toEqual({ 'section-missing held back': 5 });
  });

  it('keeps the counts of batch 4 measured once on 2026-12-02 with the readings frozen at 2fb80c9', () => {
    // Measured at 2fb80c9: 3 and 2. The readings of 641c4be (what is still to be done is next steps)
    // took away one rejected finding, and commands anywhere in the hand-over the other; a tuned figure since.
    // Session 12's reading ("An absence is claimed only where nothing could be the thing") takes pasteguard's
    // away (two known bugs, each with its cause); pi-star's and davinciauto's stay.
    expect(countByRule(ofBatch([4]))).toEqual({
      'handoff-failed-approaches-empty held back': 2,
      'section-missing held back': 6,
    });
  });

  it('keeps the counts of batch 3 measured once on 2026-12-02, and those of batches 1 and 2 since', () => {
    // Measured at ccae80d: 5, 2 and 2. The readings of 478fe4e (lessons as the failed-approaches record, a
    // next-steps section that says no work remains) and 641c4be (ideas to weigh) took away the five rejected findings.
    // A path to a document is no program (`~/.claude/plans/x.md`): SideFX's `Remaining Work (From Plan)` and `Next
    // Steps for Agent`, implementation tasks with no command, then get a next-step warning (it would be accepted).
    // Session 12's reading ("An absence is claimed only where nothing could be the thing") takes SideFX's two and
    // lightforge's away (a remote-control issue fixed, with its commit; known issues; commands elsewhere), and
    // 0-code's two from batch 1 (its issues fixed; commands elsewhere). Session 21's `X_PLAN.md` / `X_SUMMARY.md`
    // names read two more plans or summaries there, held back as the other nine are; session 24's titles one more (a
    // `PLAN.md` titled `… working plan` with its `Current phase`) and in batches 1 and 2 one (a spec-kit plan, its
    // title `Implementation Plan: …` beside `Technical Context` and `Project Structure`); session 30's feature task
    // lists nine in batches 1 and 2 (spec-driven kits' `tasks.md`); session 36's plans in the languages of the
    // concepts' table one more there (get-shit-done-ko's Korean superpowers plan, its tasks headed `작업 1: …`).
    expect(countByRule(ofBatch([3]))).toEqual({
      'front-matter-invalid warning': 2,
      'section-missing held back': 12,
    });
    expect(countByRule(ofBatch([1, 2]))).toEqual({
      'handoff-failed-approaches-empty held back': 2,
      'section-missing held back': 50,
    });
  });

  it('fails CI on no held-out repository but for a credential (a default install: every other finding a warning)', () => {
    const errors = (dir: string) =>
      results
        .filter((r) => r.filePath.startsWith(`${dir}/`))
        .flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => m.ruleId));
    const failing = dirs.filter((dir) => errors(dir).length > 0);
    expect(failing.map((dir) => [basename(dir), errors(dir)])).toEqual([
      ['Steph-ux__opencode-antigravity-auth', ['secret']],
    ]);
  });
});
