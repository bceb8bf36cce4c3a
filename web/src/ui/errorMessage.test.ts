import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { UNREACHABLE_MESSAGE } from '../graphqlRequest';
import { errorMessageAt, errorMessages } from './errorMessage';

describe('errorMessages', () => {
  it('lists every field problem the gateway named, once each', () => {
    const fields = [
      { field: 'toWarehouseId', message: 'Destination warehouse is required' },
      { field: 'lines.0.quantity', message: 'Quantity must be at least 1' },
      { field: 'lines.1.quantity', message: 'Quantity must be at least 1' },
    ];
    const error = new ApolloError({
      graphQLErrors: [new GraphQLError(fields[0]!.message, { extensions: { code: 'BAD_USER_INPUT', fields } })],
    });
    expect(errorMessages(error)).toEqual(['Destination warehouse is required', 'Quantity must be at least 1']);
  });

  it('gives the one message of an error without fields', () => {
    const error = new ApolloError({
      graphQLErrors: [new GraphQLError('Internal transfer 9 was not found', { extensions: { code: 'NOT_FOUND' } })],
    });
    expect(errorMessages(error)).toEqual(['Internal transfer 9 was not found']);
  });
});

describe('errorMessageAt', () => {
  const failedAt = (...paths: Array<Array<string | number> | undefined>) =>
    new ApolloError({
      graphQLErrors: paths.map((path, index) => new GraphQLError(`Problem ${index + 1}`, { path })),
    });

  it("gives a part the error at its path or below it, and leaves the other parts' errors to them", () => {
    const error = failedAt(['overview', 'lowStock'], ['overview', 'workQueues', 3, 'count']);
    expect(errorMessageAt(error, ['overview', 'lowStock'])).toBe('Problem 1');
    expect(errorMessageAt(error, ['overview', 'workQueues', 3])).toBe('Problem 2');
    expect(errorMessageAt(error, ['overview', 'workQueues', 2])).toBeUndefined();
    expect(errorMessageAt(error, ['overview', 'paidSales'])).toBeUndefined();
  });

  it('gives every part the error of a parent, of the whole request, or of no answer at all', () => {
    expect(errorMessageAt(failedAt(['overview']), ['overview', 'paidSales'])).toBe('Problem 1');
    expect(errorMessageAt(failedAt(undefined), ['overview', 'paidSales'])).toBe('Problem 1');
    const unreachable = new ApolloError({ networkError: new TypeError('Failed to fetch') });
    expect(errorMessageAt(unreachable, ['overview', 'paidSales'])).toBe(UNREACHABLE_MESSAGE);
    expect(errorMessageAt(undefined, ['overview', 'paidSales'])).toBeUndefined();
  });
});
