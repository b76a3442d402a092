import { MAX_INPUT_BYTES } from '@handoff/core/store';
import { UserError } from './errors.js';

/** What a command reads and writes; tests pass their own, the binary passes the process's. */
export interface CommandIo {
  cwd: string;
  /** The environment (`process.env` for the binary). */
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /**
   * Read standard input as UTF-8 (invalid bytes replaced), at most 64 MiB: more is a usage
   * error (exit 2), never an endless read.
   */
  readStdin: () => Promise<string>;
  /**
   * Read at most `limit` bytes of standard input, then stop reading (an endless producer
   * such as `yes` is not drained); `more` says input went on past them.
   */
  readStdinBytes?: (limit: number) => Promise<StdinBytes>;
}

/** A bounded read of standard input. */
export interface StdinBytes {
  bytes: Uint8Array;
  /** Standard input held more than the limit. */
  more: boolean;
}

/** A command module: `run` gets the arguments after the verb and returns the exit code. */
export interface Command {
  run(args: string[], io: CommandIo): Promise<number>;
}

/** The process's own IO. */
export function processIo(): CommandIo {
  return {
    cwd: process.cwd(),
    env: process.env,
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    readStdin: stdinText(readProcessStdin),
    readStdinBytes: readProcessStdin,
  };
}

/**
 * `readStdin` over a bounded byte reader: the bytes as UTF-8 (invalid bytes replaced), more
 * than 64 MiB a usage error. The process's IO uses it, and so does an in-memory IO in tests.
 */
export function stdinText(readBytes: (limit: number) => Promise<StdinBytes>): () => Promise<string> {
  return async () => {
    const { bytes, more } = await readBytes(MAX_INPUT_BYTES);
    if (more) throw new UserError(`handoff: standard input is larger than ${MAX_INPUT_BYTES / 1024 / 1024} MiB`);
    return Buffer.from(bytes).toString('utf8');
  };
}

async function readProcessStdin(limit: number): Promise<StdinBytes> {
  const chunks: Buffer[] = [];
  let total = 0;
  let more = false;
  // Leaving the loop early destroys the stream: nothing past the limit is read.
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    total += (chunk as Buffer).length;
    if (total > limit) {
      more = true;
      break;
    }
  }
  const all = Buffer.concat(chunks, total);
  return { bytes: new Uint8Array(all.buffer, all.byteOffset, Math.min(all.length, limit)), more };
}

/**
 * At most `limit` bytes of standard input: byte-exact when the IO offers bytes, else its
 * text re-encoded (`more` then says the text was longer).
 */
export async function stdinBytes(io: CommandIo, limit: number): Promise<StdinBytes> {
  if (io.readStdinBytes) return io.readStdinBytes(limit);
  const all = new TextEncoder().encode(await io.readStdin());
  return { bytes: all.subarray(0, limit), more: all.length > limit };
}

/** Standard input up to `limit` bytes, or `null` when it holds more (whatever the IO offers). */
export async function stdinUpTo(io: CommandIo, limit: number): Promise<Uint8Array | null> {
  const { bytes, more } = await stdinBytes(io, limit);
  return more ? null : bytes;
}
