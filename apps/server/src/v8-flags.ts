import v8 from 'node:v8';

/**
 * Sets a V8 flag while the process runs, unless the command line already names it (`--name`, `--no-name` or
 * `--name=…`): a value given there is a measurement of another one, and wins. Returns whether it set the flag.
 */
export function setV8FlagUnlessGiven(
  flag: string,
  execArgv: readonly string[],
  setFlags: (flags: string) => void = v8.setFlagsFromString,
): boolean {
  const name = flag.replace(/^--(no-)?/, '').split('=')[0];
  if (execArgv.some((arg) => arg.replace(/^--(no-)?/, '').split('=')[0] === name)) {
    return false;
  }
  setFlags(flag);
  return true;
}
