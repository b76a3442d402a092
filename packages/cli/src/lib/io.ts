/** What a command reads and writes; tests pass their own, the binary passes the process's. */
export interface CommandIo {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Read all of standard input as UTF-8. */
  readStdin: () => Promise<string>;
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
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
  };
}
