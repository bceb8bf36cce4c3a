/**
 * Variants compared round by round (issue 25): each round runs every variant once, the order rotating from round
 * to round so none always goes first (or always runs right after another), and each variant is compared with the
 * baseline of the same round, so a machine that gets busier or quieter during the run moves both sides of a ratio.
 * The load average is sampled at the start, after every round and at the end.
 */
import { loadavg } from 'node:os';

export interface Variant {
  name: string;
  /** One measurement: a time in ms, or a rate. */
  run(round: number): Promise<number>;
}

export interface VariantFigures {
  name: string;
  values: number[];
  median: number;
  p90: number;
  /** Per round: this variant's value over the baseline's. */
  ratio: { median: number; p90: number };
  /** Per round: this variant's value minus the baseline's. */
  difference: { median: number; p90: number };
}

export interface LoadAverage {
  start: number;
  max: number;
  end: number;
}

export interface Interleaved {
  rounds: number;
  baseline: string;
  variants: VariantFigures[];
  load: LoadAverage;
}

/** The value below which `share` of the values lie (nearest rank): 0.5 the median, 0.9 the p90. */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

/** Round `round`'s order: the variants rotated by the round number. */
export function roundOrder<T>(variants: readonly T[], round: number): T[] {
  const shift = round % variants.length;
  return [...variants.slice(shift), ...variants.slice(0, shift)];
}

const oneMinuteLoad = () => loadavg()[0]!;

/**
 * Runs `warmUp` unrecorded rounds, then `rounds` recorded ones, and returns each variant's median and p90 with the
 * median and p90 of its per-round ratios and differences against the variant named `baseline`.
 */
export async function interleave(
  variants: readonly Variant[],
  options: { rounds: number; baseline: string; warmUp?: number },
): Promise<Interleaved> {
  if (!variants.some((variant) => variant.name === options.baseline))
    throw new Error(`No variant named ${options.baseline}`);
  for (let round = 0; round < (options.warmUp ?? 0); round++) {
    for (const variant of roundOrder(variants, round)) await variant.run(round);
  }
  const load = [oneMinuteLoad()];
  const values = new Map(variants.map((variant) => [variant.name, [] as number[]]));
  for (let round = 0; round < options.rounds; round++) {
    for (const variant of roundOrder(variants, round)) values.get(variant.name)!.push(await variant.run(round));
    load.push(oneMinuteLoad());
  }
  const base = values.get(options.baseline)!;
  const figures = variants.map((variant): VariantFigures => {
    const own = values.get(variant.name)!;
    const ratios = own.map((value, round) => value / base[round]!);
    const differences = own.map((value, round) => value - base[round]!);
    return {
      name: variant.name,
      values: own,
      median: percentile(own, 0.5),
      p90: percentile(own, 0.9),
      ratio: { median: percentile(ratios, 0.5), p90: percentile(ratios, 0.9) },
      difference: { median: percentile(differences, 0.5), p90: percentile(differences, 0.9) },
    };
  });
  return {
    rounds: options.rounds,
    baseline: options.baseline,
    variants: figures,
    load: { start: load[0]!, max: Math.max(...load), end: load.at(-1)! },
  };
}

export const formatLoad = (load: LoadAverage) =>
  `load average (1 min) ${load.start.toFixed(2)} at the start, ${load.max.toFixed(2)} at most, ${load.end.toFixed(2)} at the end`;

/** A column a caller adds to the table (upstream calls, errors): its title and a variant's cell. */
export interface Column {
  title: string;
  cell(variant: VariantFigures): string;
}

/** A table of the variants: median, p90, the per-round ratio to the baseline (median, p90), and `columns`. */
export function formatInterleaved(result: Interleaved, unit: string, columns: Column[] = [], digits = 1): string {
  const width = Math.max(24, ...result.variants.map((variant) => variant.name.length));
  const value = (x: number) => `${x.toFixed(digits)} ${unit}`.padStart(12);
  const ratio = (x: number) => x.toFixed(2).padStart(12);
  const extra = (variant?: VariantFigures) =>
    columns.map((column) => (variant ? column.cell(variant) : column.title).padStart(Math.max(9, column.title.length)));
  return [
    [
      'variant'.padEnd(width),
      ...['median', 'p90', 'ratio median', 'ratio p90'].map((title) => title.padStart(12)),
      ...extra(),
    ].join(' '),
    ...result.variants.map((variant) =>
      [
        variant.name.padEnd(width),
        value(variant.median),
        value(variant.p90),
        ratio(variant.ratio.median),
        ratio(variant.ratio.p90),
        ...extra(variant),
      ].join(' '),
    ),
    `ratio: over the same round's "${result.baseline}"; ${result.rounds} interleaved rounds; ${formatLoad(result.load)}`,
  ].join('\n');
}
