/**
 * The overview's figures are the same for every member of staff, and the 90 days' charts read up to 10,000 orders
 * (about a second at 100,000 orders): each figure is kept for every session until any write through the gateway or
 * OVERVIEW_CACHE_TTL_MS (core/writeStampedCache.ts), and the overview says when the oldest it shows was read.
 */
import type { Kept } from '../core/writeStampedCache';

/**
 * One figure of the overview as the shared cache (`context.overviewFigures`) answers it, its read time joining the
 * overview's `figureReads`: called as the field's resolver is, before anything is awaited.
 */
export function keptFigure<T>(figureReads: Array<Promise<string | undefined>>, kept: Promise<Kept<T>>): Promise<T> {
  // A failed figure has no time; its failure is the field's, and is never left unhandled here when readAt is not asked.
  figureReads.push(
    kept.then(
      ({ keptAt }) => keptAt,
      () => undefined,
    ),
  );
  return kept.then(({ value }) => value);
}

/**
 * When the oldest figure of the answer was read, else `requestTime`. graphql-js calls every resolver of the
 * overview's fields (and of its work queues' counts, which resolve at once) before any of their promises settles,
 * so after one turn every figure asked has joined `figureReads`.
 */
export async function oldestFigureRead(
  figureReads: Array<Promise<string | undefined>>,
  requestTime: string,
): Promise<string> {
  await Promise.resolve();
  const times = (await Promise.all(figureReads)).filter((time) => time !== undefined);
  return times.length ? times.reduce((oldest, time) => (time < oldest ? time : oldest)) : requestTime;
}
