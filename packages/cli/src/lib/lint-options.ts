/** Colour when FORCE_COLOR asks, never when NO_COLOR is set, else when stdout is a terminal. */
export function wantsColor(env: NodeJS.ProcessEnv): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '')
    return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  // Typed `boolean`, but undefined at run time when stdout is a pipe or a file.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-boolean-literal-compare
  return process.stdout.isTTY === true;
}
