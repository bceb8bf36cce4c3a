/** What the benchmarks share of their command line: options and the verdict they end with. */
import { loadavg } from 'node:os';

/** `--name N` from the command line, a whole number of at least 1, else `fallback`. */
export function wholeNumberOption(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return value;
}

/** Says which goals were missed, with the load average, and exits 1 if any was. */
export function endWithGoals(missed: readonly string[]): void {
  console.log(
    `\ngoal missed: ${missed.length ? missed.join('; ') : 'none'}; load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  process.exitCode = missed.length === 0 ? 0 : 1;
}
