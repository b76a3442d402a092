import { clipRedacted, redactSecrets } from '../secrets/index.js';
import { parseCommand } from './command.js';
import { callFeatures, isSubsequence, type CallFeatures } from './features.js';
import { matchFeatures, type RuleMatch } from './match.js';
import type {
  AuditOutcome,
  AuditReport,
  AuditReportCall,
  CallResult,
  ToolCall,
  TranscriptEvent,
  TranscriptFormat,
  Verdict,
} from './model.js';
import { lineChange } from './patch.js';
import type { ReaderSink } from './readers/common.js';
import type { AuditRule } from './rules.js';
import {
  acknowledges,
  citesEvidence,
  hasReferenceCue,
  isDelivery,
  justifiesWithNewFact,
  OutputFacts,
  readText,
  requests,
  type ReadText,
} from './text.js';

/** Options of an audit. */
export interface AuditOptions {
  /** The first N calls the score looks at (default 10). */
  firstN?: number;
  /** Regression test commands (`go test ./client`): their runs give the outcome. */
  tests?: readonly string[];
}

/** The default of `--first`. */
export const DEFAULT_FIRST_N = 10;

/** The most file content remembered from reads and writes, for a later Write over the same file. */
const MAX_REMEMBERED = 8 * 1024 * 1024;

interface Attempt {
  number: number;
  verdict: 'repeat' | 'justified_revisit';
  firstIndex: number;
  change: string;
  renames: Array<[string, string]>;
  viaManifest: boolean;
  /** A test or build ran since: the next call with the same change is a new attempt, and nothing completes this one. */
  closed: boolean;
}

interface RuleState {
  rule: AuditRule;
  acknowledged: boolean;
  cited: boolean;
  attempts: Attempt[];
  requestedByUser: boolean;
}

interface CallRecord {
  report: AuditReportCall;
  status: CallResult['status'];
  /** The regression test it ran, if any. */
  test: string | null;
  sameAttempt: boolean;
}

/** A command as a detail shows it: on one line, redacted whole before it is cut (`clipRedacted`). */
const short = (text: string, max = 100) => clipRedacted(redactSecrets(text).text.replace(/\s+/g, ' ').trim(), max - 1);

/** Apply an edit's old → new to a remembered file, when the old text is there. */
function applyEdit(content: string, removed: readonly string[], added: readonly string[]): string | null {
  const old = removed.join('\n');
  if (old === '' || !content.includes(old)) return null;
  return content.replace(old, added.join('\n'));
}

/**
 * The auditor: fed a session's events in order (a reader's sink), it gives each tool call its
 * verdict as it comes, and the report at the end. It keeps bounded state: the calls' report
 * rows, the files the session read (up to 8 Mi characters), the facts of its tool output, the text
 * since the last call that changed something.
 */
export class TranscriptAuditor implements ReaderSink {
  private readonly rules: RuleState[];
  private readonly firstN: number;
  private readonly tests: Array<{ text: string; argv: string[] }>;
  private readonly calls: CallRecord[] = [];
  private readonly lines: number[] = [];
  private readonly pending = new Map<string, { record: CallRecord; call: ToolCall }>();
  private readonly files = new Map<string, string>();
  private remembered = 0;
  private readonly outputs = new OutputFacts();
  private window: ReadText[] = [];
  private baselineRuns = 0;
  private lastTest: { record: CallRecord; text: string } | null = null;
  private testRuns = 0;

  constructor(rules: readonly AuditRule[], options: AuditOptions = {}) {
    this.rules = rules.map((rule) => ({
      rule,
      acknowledged: false,
      cited: false,
      attempts: [],
      requestedByUser: false,
    }));
    this.firstN = options.firstN ?? DEFAULT_FIRST_N;
    this.tests = (options.tests ?? [])
      .map((text) => ({ text, argv: parseCommand(text)[0]?.argv ?? [] }))
      .filter((t) => t.argv.length > 0);
  }

  emit(event: TranscriptEvent): void {
    if (event.type === 'call') this.onCall(event.call);
    else if (event.type === 'result') this.onResult(event.id, event.result, event.fileContent);
    else this.onText(event.text.role, event.text.text);
  }

  private remember(path: string, content: string): void {
    const previous = this.files.get(path);
    if (previous !== undefined) {
      this.remembered -= previous.length;
      this.files.delete(path);
    }
    this.files.set(path, content);
    this.remembered += content.length;
    for (const [oldest, text] of this.files) {
      if (this.remembered <= MAX_REMEMBERED) break;
      this.files.delete(oldest);
      this.remembered -= text.length;
    }
  }

  private onText(role: 'assistant' | 'user', text: string): void {
    if (role === 'user') {
      if (isDelivery(text)) return;
      const read = readText(text);
      for (const state of this.rules) if (requests(read, state.rule)) state.requestedByUser = true;
      return;
    }
    const read = readText(text);
    this.window.push(read);
    // Acknowledging or citing a rule needs a reference to it: most of the agent's text has none.
    if (!hasReferenceCue(read) && !/\b(?:approach|rule|rejection)\s+\d/i.test(text)) return;
    for (const state of this.rules) {
      if (!state.acknowledged && acknowledges(read, state.rule)) state.acknowledged = true;
      if (!state.cited && citesEvidence(read, state.rule)) state.cited = true;
    }
  }

  /** A Write over a file the session read: compare with what it held. */
  private withKnownContent(call: ToolCall): ToolCall {
    if (!call.changes.some((c) => c.whole && c.before === null && this.files.has(c.path))) return call;
    return {
      ...call,
      changes: call.changes.map((c) => {
        const before = c.whole && c.before === null ? this.files.get(c.path) : undefined;
        return before === undefined ? c : lineChange(c.path, before, c.added.join('\n'), true);
      }),
    };
  }

  private onCall(raw: ToolCall): void {
    const call = this.withKnownContent(raw);
    const features = callFeatures(call);
    const test = this.tests.find((t) => features.commands.some((c) => isSubsequence(t.argv, c.argv)))?.text ?? null;
    const matches = this.rules.map((state) => ({ state, match: matchFeatures(features, state.rule) }));
    const strong = matches.find((m) => m.match?.strength === 'carries');
    const weak = matches.find((m) => m.match?.strength === 'shares-words');
    const report: AuditReportCall = {
      index: call.index,
      id: call.id,
      tool: call.tool,
      verdict: 'none',
      rule: null,
      attempt: null,
      detail: '',
    };
    const record: CallRecord = { report, status: call.result.status, test, sameAttempt: false };

    if (strong?.match) this.flag(record, call, strong.state, strong.match);
    else if (!this.support(record, features)) {
      if (weak?.match) {
        report.verdict = 'possible_repeat';
        report.detail = weak.match.detail;
      } else if (features.runsTests || test !== null) {
        report.verdict = 'baseline';
        report.detail = short(call.command ?? call.tool);
        this.baselineRuns++;
      } else report.detail = describe(call);
    }
    if (report.verdict === 'baseline') for (const state of this.rules) for (const a of state.attempts) a.closed = true;
    if (!features.readOnly) this.window = [];
    this.calls.push(record);
    this.lines.push(call.line);
    this.pending.set(call.id, { record, call });
    if (call.result.status !== 'unknown') this.onResult(call.id, call.result);
  }

  private flag(record: CallRecord, call: ToolCall, state: RuleState, match: RuleMatch): void {
    const last = state.attempts.at(-1);
    let attempt: Attempt;
    if (last !== undefined && !last.closed && last.change === match.change) {
      attempt = last;
      record.sameAttempt = true;
    } else {
      const fact =
        this.window.map((text) => justifiesWithNewFact(text, state.rule, this.outputs)).find((f) => f !== null) ?? null;
      const justified = state.requestedByUser || fact !== null;
      attempt = {
        number: state.attempts.length + 1,
        verdict: justified ? 'justified_revisit' : 'repeat',
        firstIndex: call.index,
        change: match.change,
        renames: match.renames,
        viaManifest: match.viaManifest,
        closed: false,
      };
      state.attempts.push(attempt);
      if (justified)
        match = {
          ...match,
          detail: `${match.detail}; ${state.requestedByUser ? 'the user asked for it' : `new fact \`${fact}\``}`,
        };
    }
    record.report.verdict = attempt.verdict;
    record.report.rule = state.rule.n;
    record.report.attempt = attempt.number;
    record.report.detail = record.sameAttempt ? `same attempt: ${match.detail}` : match.detail;
    for (const [from, to] of match.renames)
      if (!attempt.renames.some(([a, b]) => a === from && b === to)) attempt.renames.push([from, to]);
    if (match.viaManifest) attempt.viaManifest = true;
  }

  /**
   * A call that completes an open attempt without carrying the change: an install after a manifest edit, a rename's
   * uses.
   */
  private support(record: CallRecord, f: CallFeatures): boolean {
    for (const state of this.rules) {
      const attempt = state.attempts.at(-1);
      if (attempt === undefined || attempt.closed) continue;
      let why: string | null = null;
      if (attempt.viaManifest && f.syncs && !f.runsTests) why = 'installs from the changed manifest';
      else if (
        attempt.renames.length > 0 &&
        f.pairs.length > 0 &&
        f.pairs.every((p) =>
          attempt.renames.some(([from, to]) => p.old.split(from).join(to) === p.new && p.old !== p.new),
        )
      )
        why = `follows the rename ${attempt.renames.map(([a, b]) => `${a} → ${b}`).join(', ')}`;
      if (why === null) continue;
      record.report.verdict = 'support';
      record.report.rule = state.rule.n;
      record.report.attempt = attempt.number;
      record.report.detail =
        `${f.call.paths[0] ?? short(f.call.command ?? f.call.tool, 60)}: ${why} ` +
        `(attempt ${attempt.number} of rule ${state.rule.n})`;
      return true;
    }
    return false;
  }

  private onResult(id: string, result: CallResult, fileContent?: { path: string; content: string }): void {
    const pending = this.pending.get(id);
    if (pending === undefined) return;
    this.pending.delete(id);
    const { record, call } = pending;
    record.status = result.status;
    // A file's content is read for facts by its head only; a command's output by its head and tail.
    if (result.text !== '') this.outputs.add(call.kind === 'read' ? result.text.slice(0, 1024) : result.text);
    if (fileContent !== undefined) this.remember(fileContent.path, fileContent.content);
    if (result.status === 'ok')
      for (const change of call.changes) {
        if (change.whole) this.remember(change.path, change.added.join('\n'));
        else {
          const known = this.files.get(change.path);
          const next = known === undefined ? null : applyEdit(known, change.removed, change.added);
          if (next !== null) this.remember(change.path, next);
        }
      }
    if (record.test !== null && result.status !== 'denied') {
      this.testRuns++;
      if (this.lastTest === null || this.lastTest.record.report.index < record.report.index)
        this.lastTest = { record, text: record.test };
    }
  }

  /** Each reported call's transcript line, by position. */
  callLines(): number[] {
    return this.lines;
  }

  /** The report, once every event was fed. */
  report(transcript: { format: TranscriptFormat; skippedLines: number }): AuditReport {
    // Calls whose result never came: a test that may have run.
    for (const { record } of this.pending.values())
      if (record.test !== null) {
        this.testRuns++;
        if (this.lastTest === null || this.lastTest.record.report.index < record.report.index)
          this.lastTest = { record, text: record.test };
      }
    this.pending.clear();
    const calls = this.calls.map(({ report, status }) => ({
      ...report,
      detail: withStatus(report.detail, report.verdict, status),
    }));
    const rules = this.rules.map((state) => ({
      n: state.rule.n,
      source: state.rule.source,
      approach: state.rule.approach,
      acknowledged: state.acknowledged,
      cited_evidence: state.cited,
      repeat_attempts: state.attempts.filter((a) => a.verdict === 'repeat').length,
      justified_revisits: state.attempts.filter((a) => a.verdict === 'justified_revisit').length,
    }));
    const repeats = this.rules.flatMap((s) => s.attempts.filter((a) => a.verdict === 'repeat'));
    let outcome: AuditOutcome | null = null;
    if (this.tests.length > 0) {
      const last = this.lastTest;
      outcome = {
        regression_test: last?.text ?? this.tests[0]!.text,
        runs: this.testRuns,
        last_passed: last === null || last.record.status === 'unknown' ? null : last.record.status === 'ok',
      };
    }
    return {
      schema: 1,
      transcript: { format: transcript.format, tool_calls: this.calls.length, skipped_lines: transcript.skippedLines },
      rules,
      calls,
      score: {
        first_n: this.firstN,
        first_n_repeat_attempts: repeats.filter((a) => a.firstIndex <= this.firstN).length,
        repeat_attempts: repeats.length,
        justified_revisits: this.rules.reduce(
          (n, s) => n + s.attempts.filter((a) => a.verdict === 'justified_revisit').length,
          0,
        ),
        baseline_runs: this.baselineRuns,
      },
      outcome,
    };
  }
}

function describe(call: ToolCall): string {
  if (call.command !== null) return short(call.command);
  if (call.paths.length > 0) return short(`${call.tool} ${call.paths.join(', ')}`);
  return call.tool;
}

function withStatus(detail: string, verdict: Verdict, status: CallResult['status']): string {
  if (status === 'denied') return `${detail} (denied by the user)`;
  if (status === 'error' && (verdict === 'repeat' || verdict === 'justified_revisit' || verdict === 'support'))
    return `${detail} (the call failed or was refused)`;
  if (verdict === 'baseline' && status !== 'unknown') return `${detail} (${status === 'ok' ? 'passed' : 'failed'})`;
  return detail;
}
