import { spawnSync } from 'node:child_process';

/**
 * Whether the real tool `command` runs (`command …versionArgs` exits 0). Tests that need it
 * skip where it is missing, saying why on stderr — except under CI (`CI` set), where a
 * missing tool is a failure: CI installs it, so its absence means the set-up broke.
 */
export function realTool(
  command: string,
  versionArgs: string[] = ['--version'],
): { available: boolean; version: string } {
  const run = spawnSync(command, versionArgs, { encoding: 'utf8' });
  const available = run.status === 0;
  const version = available ? `${run.stdout}${run.stderr}`.trim().split('\n')[0]! : '';
  if (!available) {
    const why = `${command} is not installed (${run.error?.message ?? `exit ${run.status}`})`;
    if (process.env['CI']) throw new Error(`${why}; CI must install it (.ci/run)`);
    process.stderr.write(`skipping the ${command} tests: ${why}\n`);
  }
  return { available, version };
}
