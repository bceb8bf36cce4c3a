import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import type { OverviewQuery } from './overview.generated';
import { overviewPart, queueErrorMessage } from './overviewPart';

const overview = (parts: Partial<OverviewQuery['overview']>): OverviewQuery => ({
  overview: {
    today: '2025-11-25',
    period: 'LAST_7_DAYS',
    startDate: '2025-11-19',
    readAt: '2025-11-25T07:05:00.000Z',
    workQueues: [],
    lowStock: null,
    paidSales: null,
    topProducts: null,
    ordersByShipmentStatus: null,
    ...parts,
  },
});
const failedAt = (message: string, path: Array<string | number>) =>
  new ApolloError({ graphQLErrors: [new GraphQLError(message, { path })] });

describe('overviewPart', () => {
  it('shows a part that answered, even while the overview refetches', () => {
    const data = overview({ lowStock: { threshold: 10, count: 4 } });
    expect(overviewPart({ data, loading: true }, 'lowStock')).toEqual({
      state: 'ready',
      value: { threshold: 10, count: 4 },
    });
    expect(overviewPart({ data, loading: false }, 'topProducts')).toMatchObject({ state: 'failed' });
  });

  it('is loading until the first answer', () => {
    expect(overviewPart({ loading: true }, 'paidSales')).toEqual({ state: 'loading' });
  });

  it("fails a part with the error at its own path, not another part's", () => {
    const error = new ApolloError({
      graphQLErrors: [
        new GraphQLError('The orders list cannot be read now', { path: ['overview', 'paidSales'] }),
        new GraphQLError('The stock cannot be counted now', { path: ['overview', 'lowStock'] }),
      ],
    });
    const data = overview({ topProducts: [] });
    expect(overviewPart({ data, error, loading: false }, 'lowStock')).toEqual({
      state: 'failed',
      message: 'The stock cannot be counted now',
    });
    expect(overviewPart({ data, error, loading: false }, 'paidSales')).toEqual({
      state: 'failed',
      message: 'The orders list cannot be read now',
    });
    expect(overviewPart({ data, error, loading: false }, 'topProducts')).toEqual({ state: 'ready', value: [] });
  });

  it('fails every part when the whole overview failed', () => {
    const error = failedAt('Not signed in', ['overview']);
    expect(overviewPart({ error, loading: false }, 'workQueues')).toEqual({
      state: 'failed',
      message: 'Not signed in',
    });
  });
});

describe('queueErrorMessage', () => {
  it("gives a queue the error whose path ends at its count, and another queue's none of it", () => {
    const error = failedAt('The testers list cannot be read now', ['overview', 'workQueues', 3, 'count']);
    expect(queueErrorMessage(error, 3)).toBe('The testers list cannot be read now');
    expect(queueErrorMessage(error, 2)).toBe('This count could not be loaded.');
  });
});
