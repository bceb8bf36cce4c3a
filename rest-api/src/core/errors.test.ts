import { expect, it } from 'vitest';

import { isDatabaseUnavailable } from './errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

it('takes a lost or refused database connection for unavailability (503), and nothing else', () => {
  const unavailable = [
    withCode('57P01', 'terminating connection due to administrator command'),
    withCode('57P02'),
    withCode('57P03', 'the database system is starting up'),
    withCode('08006'),
    withCode('ECONNREFUSED'),
    withCode('ECONNRESET'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
  ];
  expect(unavailable.filter((error) => !isDatabaseUnavailable(error))).toEqual([]);
  // A refused write, a cancelled statement (the statement time-out), a bug: not the database's absence.
  const others = [withCode('23505'), withCode('57014'), new TypeError('x is undefined'), 'text', null];
  expect(others.filter(isDatabaseUnavailable)).toEqual([]);
});
