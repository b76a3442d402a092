/** What a command reads and writes; tests pass their own, the binary passes the process's. */
export interface CommandIo {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Read all of standard input as UTF-8. */
  readStdin: () => Promise<string>;
  /** Read all of standard input as raw bytes (for verbs that must see invalid UTF-8 as it is). */
  readStdinBytes?: () => Promise<Uint8Array>;
  /**
   * Read standard input up to `limit` bytes; `null` as soon as it holds more, without
   * reading the rest (for verbs whose input has a documented cap).
   */
  readStdinUpTo?: (limit: number) => Promise<Uint8Array | null>;
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
    readStdin: async () => Buffer.from(await readStdinBytes()).toString('utf8'),
    readStdinBytes,
    readStdinUpTo,
  };
}

async function readStdinUpTo(limit: number): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      process.stdin.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

async function readStdinBytes(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Standard input up to `limit` bytes, or `null` when it holds more (whatever the IO offers). */
export async function stdinUpTo(io: CommandIo, limit: number): Promise<Uint8Array | null> {
  if (io.readStdinUpTo) return io.readStdinUpTo(limit);
  const bytes = await stdinBytes(io);
  return bytes.length > limit ? null : bytes;
}

/** Standard input as raw bytes: byte-exact when the IO offers bytes, else its text re-encoded. */
export async function stdinBytes(io: CommandIo): Promise<Uint8Array> {
  return io.readStdinBytes ? io.readStdinBytes() : new TextEncoder().encode(await io.readStdin());
}
