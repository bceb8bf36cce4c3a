import { describe, expect, it } from 'vitest';

import { keptFigure, oldestFigureRead } from './figures';

const kept = (value: number, keptAt: string) => Promise.resolve({ value, keptAt });

describe('the overview’s figures', () => {
  it('says when the oldest figure answered was read, and the request’s time when none was', async () => {
    const reads: Array<Promise<string | undefined>> = [];
    const answered = oldestFigureRead(reads, '2026-11-28T07:00:00.000Z');
    // Asked after readAt's resolver in the same turn, as graphql-js calls every field's resolver before awaiting any.
    const figures = [kept(1, '2026-11-28T06:55:00.000Z'), kept(2, '2026-11-28T06:50:00.000Z')];
    expect(await Promise.all(figures.map((figure) => keptFigure(reads, figure)))).toEqual([1, 2]);
    expect(await answered).toBe('2026-11-28T06:50:00.000Z');
    expect(await oldestFigureRead([], '2026-11-28T07:00:00.000Z')).toBe('2026-11-28T07:00:00.000Z');
  });

  it('leaves a failed figure to its field: no time of its own, and no rejection unhandled when readAt is not asked', async () => {
    const reads: Array<Promise<string | undefined>> = [];
    const failed = keptFigure(reads, Promise.reject(new Error('store down')));
    await expect(failed).rejects.toThrow('store down');
    await keptFigure(reads, kept(1, '2026-11-28T06:55:00.000Z'));
    expect(await oldestFigureRead(reads, '2026-11-28T07:00:00.000Z')).toBe('2026-11-28T06:55:00.000Z');
  });
});
