import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { errorMessages } from './errorMessage';

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
