import { describe, expect, it } from 'vitest';

import { normalizeRestError } from './normalizeRestError';

describe('normalizeRestError', () => {
  it.each([
    // Spec 000 §8: "the message of the first entry in errors" (product update, vendor add, warehouse delete…)
    [
      400,
      JSON.stringify({ errors: [{ message: 'sku already used', field: 'sku' }, { message: 'second' }] }),
      'sku already used',
      'BAD_USER_INPUT',
    ],
    // "errors.message" (product add, warehouse create)
    [
      400,
      JSON.stringify({ errors: { message: 'LocationName is required' } }),
      'LocationName is required',
      'BAD_USER_INPUT',
    ],
    // Promotion add: "if the code is 409, the server's message"
    [409, JSON.stringify({ message: 'Promo code already exists' }), 'Promo code already exists', 'CONFLICT'],
    [404, JSON.stringify({ error: 'Order not found' }), 'Order not found', 'NOT_FOUND'],
    [401, JSON.stringify({ errors: 'Token expired' }), 'Token expired', 'UNAUTHENTICATED'],
    // Courier add, customer add: "the HTTP status text"
    [400, 'Bad Request', 'Bad Request', 'BAD_USER_INPUT'],
    [403, '', 'Forbidden', 'FORBIDDEN'],
    [429, '', 'Too Many Requests', 'RATE_LIMITED'],
    [502, '<html><body>Bad gateway</body></html>', 'Bad Gateway', 'UPSTREAM_ERROR'],
    [500, JSON.stringify({ errors: [{}] }), 'Internal Server Error', 'UPSTREAM_ERROR'],
    // The REST API without its database (a restart, issue 36): unavailable for now, not broken.
    [
      503,
      JSON.stringify({ errors: { message: 'The database is not reachable right now. Please try again in a moment.' } }),
      'The database is not reachable right now. Please try again in a moment.',
      'UPSTREAM_UNAVAILABLE',
    ],
    [503, 'Service Unavailable', 'Service Unavailable', 'UPSTREAM_UNAVAILABLE'],
  ])('%i %s → %j (%s)', (status, body, message, code) => {
    const error = normalizeRestError(status, body);
    expect(error.message).toBe(message);
    expect(error.extensions).toMatchObject({ code, upstreamStatus: status });
  });

  it('keeps every field error for forms', () => {
    const error = normalizeRestError(
      400,
      JSON.stringify({
        errors: [
          { message: 'a is bad', field: 'a' },
          { message: 'b is bad', field: 'b' },
        ],
      }),
    );
    expect(error.extensions.field).toBe('a');
    expect(error.extensions.fields).toEqual([
      { field: 'a', message: 'a is bad' },
      { field: 'b', message: 'b is bad' },
    ]);
  });

  it('gives a limited request the seconds to wait that the REST API names', () => {
    const error = normalizeRestError(429, JSON.stringify({ message: 'Too many login attempts' }), '42');
    expect(error.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 42 });
    expect(normalizeRestError(429, '', undefined).extensions.retryAfter).toBeUndefined();
  });
});
