import { docsUrl } from '../lib/docs-url.js';
import { appendFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import {
  ARMS,
  auditRecord,
  auditTranscriptFile,
  DEFAULT_FIRST_N,
  parseAuditRecord,
  parseRejectionList,
  renderAuditSummary,
  renderAuditTable,
  rulesInForce,
  storedRuleSources,
  summariseAuditRecords,
  TRANSCRIPT_FORMATS,
  TranscriptError,
  type Arm,
  type AuditRecord,
  type FileAudit,
  type HandoffInput,
  type RejectionInput,
} from '@handoff/core/audit';
import { quoteValue, redactSecrets } from '@handoff/core/secrets';
import { formatDefect, validateHandoffRecord } from '@handoff/core/session';
import { parseVerbArgs, pathOption, showHelp } from '../lib/args.js';
import { auditSarif } from '../lib/audit-sarif.js';
import { EXIT, UserError } from '../lib/errors.js';
import { readInputText } from '../lib/input.js';
import type { Command, CommandIo } from '../lib/io.js';
import { outputFileProblem } from '../lib/output-file.js';
import { handoffDir, printJson, withStateErrors } from '../lib/rejections-cli.js';

const HELP = `Usage: handoff audit TRANSCRIPT [--rejections FILE] [--handoff FILE] [--dir D]
                     [--test CMD]... [--first N] [--format table|json|sarif] [--fail-on repeat]
                     [--transcript-format FORMAT] [--include-sidechains]
                     [--record RUNS.jsonl --arm checkpoint|control [--run-id ID]]
       handoff audit summary RUNS.jsonl [--json]

Read an agent session's transcript and say, call by call, whether a tool call re-attempts
an approach that was ruled out: a change, command, install or re-run-until-pass a rule in
force names. Deterministic: no model is asked. See ${docsUrl('audit.md')}.

TRANSCRIPT is a Claude Code session JSONL, a Codex rollout JSONL (enveloped or legacy), a
Gemini CLI chat (JSONL, or the older single JSON), or an OpenCode session (its storage
folder, a session file in it, or what \`opencode export\` prints). The format is detected.

Rules in force: --rejections (what \`handoff rejections --json\` prints) and/or --handoff
(a session handoff record: its failed approaches), numbered in that order; with neither,
the rejections and the handoff record stored in --dir.

Verdicts: repeat, justified_revisit, support, possible_repeat (never scored), baseline, none.

Options:
  --rejections FILE        rules: [{"n", "approach", "evidence"}]
  --handoff FILE           rules: the failed approaches of a handoff record
  --dir D                  the .handoff folder read when neither is given (default: ./.handoff)
  --test CMD               the regression test (repeatable): its last run is the outcome
  --first N                the first N calls the score counts (default: ${DEFAULT_FIRST_N})
  --format F               table (default), json or sarif
  --fail-on repeat         exit 1 when an unexplained repeat was found
  --transcript-format F    ${TRANSCRIPT_FORMATS.join(', ')} (default: detected)
  --include-sidechains     audit Claude Code sub-agent calls as calls of the session
  --record RUNS.jsonl      append this session's record (needs --arm)
  --arm A                  checkpoint or control: the arm this session ran in
  --run-id ID              the record's id (default: the transcript's name and digest)
  --json                   (summary) print the summary as JSON
  -h, --help               show this help

\`handoff audit summary RUNS.jsonl\` prints each arm's n and, as separate columns, the
sessions with an unexplained repeat in their first N calls (k/n with a 95% Wilson
interval), with a justified revisit, that cited the evidence, and the regression outcome.
It prints no blended score and no difference between the arms: a difference needs live
runs in both backend orders.

Exit codes: 0 audited (no repeat, or no --fail-on); 1 --fail-on repeat and a repeat was
found; 2 a usage error, no rules in force, an unreadable transcript, or one that is mostly
not JSON (the message says how many lines were skipped).
`;

const OPTIONS = {
  rejections: { type: 'string' },
  handoff: { type: 'string' },
  dir: { type: 'string' },
  test: { type: 'string', multiple: true },
  first: { type: 'string' },
  format: { type: 'string' },
  'fail-on': { type: 'string' },
  'transcript-format': { type: 'string' },
  'include-sidechains': { type: 'boolean', default: false },
  record: { type: 'string' },
  arm: { type: 'string' },
  'run-id': { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Options of an audit, refused by `audit summary`. */
const AUDIT_ONLY = [
  'rejections',
  'handoff',
  'dir',
  'test',
  'first',
  'format',
  'fail-on',
  'transcript-format',
  'record',
  'arm',
  'run-id',
] as const;

const redact = (text: string) => redactSecrets(text).text;

function oneOf<T extends string>(option: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw new UserError(`handoff audit: ${option} must be one of ${allowed.join(', ')}, not ${quoteValue(value)}`);
  return value as T;
}

function parseJsonInput(what: string, name: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UserError(`handoff audit: ${what} ${name} is not valid JSON`);
  }
}

async function loadRules(values: { rejections?: string; handoff?: string; dir?: string }, io: CommandIo) {
  let rejections: RejectionInput[] | undefined;
  let handoff: HandoffInput | null = null;
  if (values.rejections !== undefined) {
    const { name, text } = await readInputText('handoff audit', '--rejections', values.rejections, io);
    const parsed = parseRejectionList(parseJsonInput('--rejections', name, text));
    if (!parsed.ok) throw new UserError(`handoff audit: --rejections ${name}: ${parsed.problem}`);
    rejections = parsed.rejections;
  }
  if (values.handoff !== undefined) {
    const { name, text } = await readInputText('handoff audit', '--handoff', values.handoff, io);
    const checked = validateHandoffRecord(parseJsonInput('--handoff', name, text));
    if (!checked.ok) throw new UserError(`handoff audit: --handoff ${name}: ${formatDefect(checked.defects[0]!)}`);
    handoff = checked.record;
  }
  if (values.rejections === undefined && values.handoff === undefined) {
    const dir = handoffDir('audit', io, values.dir);
    ({ rejections, handoff } = await withStateErrors('audit', () => storedRuleSources(dir)));
  }
  const rules = rulesInForce({ ...(rejections === undefined ? {} : { rejections }), handoff });
  if (rules.length === 0)
    throw new UserError(
      values.rejections !== undefined || values.handoff !== undefined
        ? 'handoff audit: no rules in force: the files given hold no rejected or failed approach'
        : 'handoff audit: no rules in force: pass --rejections FILE or --handoff FILE, ' +
            'or record one with handoff reject',
    );
  return rules;
}

async function summary(given: string[], positionals: string[], json: boolean, io: CommandIo): Promise<number> {
  if (positionals.length !== 2) throw new UserError('handoff audit summary: needs exactly one RUNS.jsonl');
  if (given.length > 0)
    throw new UserError(`handoff audit summary: takes only RUNS.jsonl and --json, not --${given[0]!}`);
  const { name, text } = await readInputText('handoff audit summary', 'RUNS.jsonl', positionals[1]!, io);
  const records: AuditRecord[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line) as unknown;
    } catch {
      throw new UserError(`handoff audit summary: ${name}:${i + 1}: not JSON`);
    }
    const parsed = parseAuditRecord(value);
    if (!parsed.ok)
      throw new UserError(`handoff audit summary: ${name}:${i + 1}: not a run record (${parsed.problem})`);
    records.push(parsed.record);
  });
  const result = summariseAuditRecords(records);
  if (json) printJson(io, result);
  else io.stdout(redact(renderAuditSummary(result)));
  return EXIT.ok;
}

async function appendRecord(
  file: string,
  io: CommandIo,
  audit: FileAudit,
  run: { arm: Arm; runId: string; transcriptName: string },
) {
  const line = `${JSON.stringify(
    auditRecord(audit.report, {
      runId: redact(run.runId),
      arm: run.arm,
      transcriptName: redact(run.transcriptName),
      sha256: audit.stats.sha256,
      recordedAt: new Date().toISOString(),
    }),
  )}\n`;
  // One write of the whole line, appended: a concurrent run's line never interleaves with it.
  await appendFile(resolve(io.cwd, file), line, { encoding: 'utf8', flag: 'a' });
}

const audit: Command = {
  async run(args, io) {
    try {
      return await runAudit(args, io);
    } catch (error) {
      // A path or value in a message may hold a credential (a file named after a token).
      if (error instanceof UserError) throw new UserError(redact(error.message), error.exitCode);
      throw error;
    }
  },
};

async function runAudit(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseVerbArgs('audit', args, OPTIONS);
  if (values.help) return showHelp(io, HELP);
  if (positionals[0] === 'summary')
    return summary(
      [
        ...AUDIT_ONLY.filter((key) => values[key] !== undefined),
        ...(values['include-sidechains'] ? ['include-sidechains'] : []),
      ],
      positionals,
      values.json,
      io,
    );
  if (positionals.length === 0)
    throw new UserError('handoff audit: missing TRANSCRIPT (a session file or an OpenCode storage folder)');
  if (positionals.length > 1) throw new UserError(`handoff audit: one TRANSCRIPT at a time, not ${positionals.length}`);
  if (values.json) throw new UserError('handoff audit: --json is for `handoff audit summary`; use --format json');
  const format = oneOf('--format', values.format, ['table', 'json', 'sarif'] as const) ?? 'table';
  const failOn = oneOf('--fail-on', values['fail-on'], ['repeat'] as const);
  const transcriptFormat = oneOf('--transcript-format', values['transcript-format'], TRANSCRIPT_FORMATS);
  const arm = oneOf('--arm', values.arm, ARMS);
  let firstN = DEFAULT_FIRST_N;
  if (values.first !== undefined) {
    if (!/^[1-9]\d{0,5}$/.test(values.first))
      throw new UserError('handoff audit: --first needs a whole number from 1 to 999999');
    firstN = Number(values.first);
  }
  const record = pathOption('audit', '--record', values.record);
  if (record !== undefined && arm === undefined)
    throw new UserError('handoff audit: --record needs --arm checkpoint|control');
  if (arm !== undefined && record === undefined) throw new UserError('handoff audit: --arm is for --record RUNS.jsonl');
  if (values['run-id'] !== undefined && record === undefined)
    throw new UserError('handoff audit: --run-id is for --record RUNS.jsonl');
  if (record !== undefined) {
    const problem = outputFileProblem(record, io.cwd);
    if (problem !== null) throw new UserError(`handoff audit: --record ${redact(record)}: ${problem}`);
  }
  const tests = (values.test ?? []).map((t) => {
    if (t.trim() === '') throw new UserError('handoff audit: --test needs a command, not an empty string');
    return t;
  });
  const transcript = positionals[0]!;
  if (transcript === '') throw new UserError('handoff audit: TRANSCRIPT needs a path, not an empty string');
  const rules = await loadRules(values, io);

  let result: FileAudit;
  try {
    result = await auditTranscriptFile(resolve(io.cwd, transcript), rules, {
      firstN,
      tests,
      includeSidechains: values['include-sidechains'],
      ...(transcriptFormat === undefined ? {} : { format: transcriptFormat }),
    });
  } catch (error) {
    if (error instanceof TranscriptError) throw new UserError(`handoff audit: ${redact(error.message)}`);
    throw error;
  }
  const shown = redact(transcript);
  const { stats, report } = result;
  if (stats.skipped > 0)
    io.stderr(
      `handoff audit: ${shown}: skipped ${stats.skipped} line${stats.skipped === 1 ? '' : 's'} of ${stats.lines}` +
        `${stats.skippedCalls > 0 ? `, ${stats.skippedCalls} of them seemingly holding a tool call` : ''}\n`,
    );
  if (format === 'json') printJson(io, report);
  else if (format === 'sarif') printJson(io, auditSarif(report, { transcript: shown, callLines: result.callLines }));
  else io.stdout(redact(renderAuditTable(report, shown)));
  if (record !== undefined && arm !== undefined)
    await appendRecord(record, io, result, {
      arm,
      runId: values['run-id'] ?? `${basename(transcript)}-${stats.sha256.slice(0, 12)}`,
      transcriptName: basename(transcript),
    });
  return failOn === 'repeat' && report.score.repeat_attempts > 0 ? EXIT.failure : EXIT.ok;
}

export default audit;
