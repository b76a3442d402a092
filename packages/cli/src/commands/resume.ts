import { relative, isAbsolute } from 'node:path';
import { redactPath } from '@handoff/core/secrets';
import {
  ackHandoff,
  formatDefect,
  formatLearnings,
  handoffStatus,
  readHandoff,
  readLearnings,
  validateHandoffRecord,
  writeHandoff,
  type Defect,
} from '@handoff/core/session';
import { parseVerbArgs } from '../lib/args.js';
import { fileSystemErrorMessage } from '@handoff/core/store';
import { EXIT, UserError } from '../lib/errors.js';
import { readInputText } from '../lib/input.js';
import type { Command, CommandIo } from '../lib/io.js';
import { handoffDir, noticeTo } from '../lib/rejections-cli.js';
import { RESUME_HELP, VERB_HELP } from '../lib/resume/help.js';
import { parseJsonInput } from '../lib/resume/input.js';

/** An acknowledgement is 2 to 6 lines of the reader's own words: more than this is not one, and is not read. */
const ACK_SUMMARY_MAX_BYTES = 64 * 1024;

const VERBS = ['write', 'lint', 'read', 'status', 'ack', 'learnings'] as const;
type Verb = (typeof VERBS)[number];

const common = {
  dir: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;
const json = { json: { type: 'boolean' } } as const;
const from = { from: { type: 'string' } } as const;

const OPTIONS = {
  write: { ...common, ...json, ...from },
  lint: { help: common.help, ...json, ...from },
  read: { ...common, ...json },
  status: { ...common, ...json },
  ack: { ...common, ...json, 'summary-file': { type: 'string' }, 'expect-digest': { type: 'string' } },
  learnings: { ...common },
} as const;

type VerbOptions = {
  dir?: string;
  help?: boolean;
  json?: boolean;
  from?: string;
  'summary-file'?: string;
  'expect-digest'?: string;
};

const resume: Command = {
  async run(args, io) {
    const [verb, ...rest] = args;
    if (verb === '--help' || verb === '-h' || verb === 'help') {
      io.stdout(RESUME_HELP);
      return EXIT.ok;
    }
    if (verb === undefined) throw new UserError(`handoff resume: missing verb; expected one of ${VERBS.join(', ')}`);
    if (!(VERBS as readonly string[]).includes(verb)) {
      throw new UserError(`handoff resume: unknown verb \`${verb}\`; expected one of ${VERBS.join(', ')}`);
    }
    const name = `handoff resume ${verb}`;
    const { values } = parseVerbArgs(`resume ${verb}`, rest, OPTIONS[verb as Verb], false);
    const options = values as VerbOptions;
    if (options.help) {
      io.stdout(VERB_HELP[verb]!);
      return EXIT.ok;
    }
    const dir = handoffDir(`resume ${verb}`, io, options.dir);
    try {
      return await runVerb(verb as Verb, name, dir, options, io);
    } catch (error) {
      // A filesystem failure on a path is one line from the shared formatter (exit 2); any
      // other system error is one line naming the call, never a stack trace.
      const code = (error as NodeJS.ErrnoException | undefined)?.code;
      if (fileSystemErrorMessage(error) !== null) throw error;
      if (error instanceof Error && typeof code === 'string' && /^E[A-Z]+$/.test(code))
        throw new UserError(`${name}: ${error.message.split('\n', 1)[0]}`);
      throw error;
    }
  },
};

function runVerb(verb: Verb, name: string, dir: string, options: VerbOptions, io: CommandIo): Promise<number> {
  switch (verb) {
    case 'write':
      return write(name, dir, options, io);
    case 'lint':
      return lint(name, options, io);
    case 'read':
      return read(name, dir, options, io);
    case 'status':
      return status(dir, options, io);
    case 'ack':
      return ack(name, dir, options, io);
    case 'learnings':
      return learnings(name, dir, io);
  }
}
export default resume;

async function readRecordInput(name: string, source: string | undefined, io: CommandIo): Promise<unknown> {
  if (source === undefined) throw new UserError(`${name}: missing --from FILE (or --from - for standard input)`);
  return parseJsonInput(name, await readInputText(name, '--from', source, io));
}

async function write(
  name: string,
  dir: string,
  options: { from?: string; json?: boolean },
  io: CommandIo,
): Promise<number> {
  const input = await readRecordInput(name, options.from, io);
  const result = await writeHandoff(dir, input, { onNotice: noticeTo(io) });
  if (!result.ok) return refuse(result.defects, options.json, io);
  const shown = {
    state_path: show(result.statePath, io),
    resume_path: show(result.resumePath, io),
    archive_path: show(result.archivePath, io),
  };
  if (options.json) {
    io.stdout(
      JSON.stringify(
        {
          ok: true,
          written_at: result.record.written_at,
          digest: result.digest,
          ...shown,
          failed_approaches: result.record.failed_approaches.length,
        },
        null,
        2,
      ) + '\n',
    );
  } else {
    io.stdout(redactPath(`wrote ${shown.resume_path} (archive: ${shown.archive_path})\n`));
    io.stdout(
      'the read gate is blocked until the next session runs `handoff resume read`, ' +
        'then `handoff resume ack --summary-file FILE`\n',
    );
  }
  return EXIT.ok;
}

async function lint(name: string, options: { from?: string; json?: boolean }, io: CommandIo): Promise<number> {
  const input = await readRecordInput(name, options.from, io);
  const result = validateHandoffRecord(input);
  if (!result.ok) return refuse(result.defects, options.json, io);
  const failed = result.record.failed_approaches.length;
  if (options.json)
    io.stdout(
      JSON.stringify({ ok: true, failed_approaches: failed, explained_empty: failed === 0, defects: [] }, null, 2) +
        '\n',
    );
  else io.stdout(`ok: the record is valid (${failed} failed approach${failed === 1 ? '' : 'es'})\n`);
  return EXIT.ok;
}

async function read(name: string, dir: string, options: { json?: boolean }, io: CommandIo): Promise<number> {
  const stored = await readHandoff(dir);
  if (!stored) return noRecord(name, dir, io);
  if (options.json) {
    io.stdout(stored.stateText.endsWith('\n') ? stored.stateText : `${stored.stateText}\n`);
    return EXIT.ok;
  }
  if (stored.resumeText === null) {
    io.stderr(
      redactPath(
        `${name}: ${show(dir, io)}/RESUME.md is missing; write the record again with \`handoff resume write\`\n`,
      ),
    );
    return EXIT.failure;
  }
  io.stdout(stored.resumeText);
  return EXIT.ok;
}

async function status(dir: string, options: { json?: boolean }, io: CommandIo): Promise<number> {
  const answer = await handoffStatus(dir);
  if (options.json) {
    io.stdout(
      JSON.stringify(
        {
          ...answer,
          reason: redactPath(answer.reason),
          resume_path: redactPath(show(answer.resume_path, io)),
          state_path: redactPath(show(answer.state_path, io)),
        },
        null,
        2,
      ) + '\n',
    );
    return EXIT.ok;
  }
  const lines = [answer.gate, answer.gate === 'none' ? `no handoff record in ${show(dir, io)}` : answer.reason];
  if (answer.digest !== null && !answer.resume_in_sync) {
    lines.push('warning: RESUME.md does not match the record (edited by hand?); write the record again');
  }
  io.stdout(redactPath(`${lines.join('\n')}\n`));
  return EXIT.ok;
}

async function ack(
  name: string,
  dir: string,
  options: { json?: boolean; 'summary-file'?: string; 'expect-digest'?: string },
  io: CommandIo,
): Promise<number> {
  const source = options['summary-file'];
  if (source === undefined)
    throw new UserError(`${name}: missing --summary-file FILE (or --summary-file - for standard input)`);
  const expectDigest = options['expect-digest'];
  if (expectDigest !== undefined && !/^[0-9a-f]{64}$/i.test(expectDigest)) {
    throw new UserError(`${name}: --expect-digest wants the 64 hex digits after sha256= in RESUME.md`);
  }
  const { text } = await readInputText(name, '--summary-file', source, io, { maxBytes: ACK_SUMMARY_MAX_BYTES });
  const result = await ackHandoff(dir, text, {
    onNotice: noticeTo(io),
    ...(expectDigest === undefined ? {} : { expectDigest }),
  });
  if (!result.ok) {
    if (result.defects.some((defect) => defect.code === 'no-record')) return noRecord(name, dir, io);
    return refuse(result.defects, options.json, io);
  }
  if (options.json)
    io.stdout(
      JSON.stringify(
        { ok: true, digest: result.digest, read_at: result.read_at, lines: result.lines.length },
        null,
        2,
      ) + '\n',
    );
  else io.stdout(`acknowledged (${result.lines.length} lines); the read gate is clear\n`);
  return EXIT.ok;
}

async function learnings(name: string, dir: string, io: CommandIo): Promise<number> {
  const candidates = await readLearnings(dir);
  if (candidates === null) return noRecord(name, dir, io);
  io.stdout(formatLearnings(candidates));
  return EXIT.ok;
}

function refuse(defects: Defect[], asJson: boolean | undefined, io: CommandIo): number {
  for (const defect of defects) io.stderr(redactPath(`${formatDefect(defect)}\n`));
  if (asJson) {
    // A defect's path names a key of the input and its message may quote a value: redacted as on stderr.
    const shown = defects.map((defect) => ({
      ...defect,
      path: redactPath(defect.path),
      message: redactPath(defect.message),
    }));
    io.stdout(`${JSON.stringify({ ok: false, defects: shown }, null, 2)}\n`);
  }
  return EXIT.failure;
}

function noRecord(name: string, dir: string, io: CommandIo): number {
  io.stderr(
    redactPath(`${name}: no handoff record in ${show(dir, io)}; write one with \`handoff resume write --from FILE\`\n`),
  );
  return EXIT.failure;
}

// Paths inside the working folder are shown relative to it, others absolute.
function show(path: string, io: CommandIo): string {
  const rel = relative(io.cwd, path);
  return rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}
