import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { isStoreUnreachable } from './database';

/** An error as PostgreSQL answers one: pg's DatabaseError with its severity and SQLSTATE. */
const answered = (code: string, message = 'from the server') =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { severity: 'ERROR', code });

/** A socket's error as Node raises it. */
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111 });

// The real outages (a restart, a kill -9 of the postmaster) are in test/gatewayStoreOutage.test.ts.
describe('isStoreUnreachable', () => {
  it('is true of a server going away, starting up, overloaded or not there', () => {
    for (const error of [
      answered('57P01', 'terminating connection due to administrator command'),
      answered('57P03', 'the database system is starting up'),
      answered('57014', 'canceling statement due to statement timeout'),
      answered('53300', 'sorry, too many clients already'),
      answered('08006'),
      socketError('ECONNREFUSED'),
      socketError('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated due to connection timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
    ])
      expect(isStoreUnreachable(error), error.message).toBe(true);
  });

  it("is false of a statement's own failure, a protocol bug, the store's set-up and anything not the driver's", () => {
    for (const error of [
      answered('23505', 'duplicate key value violates unique constraint'),
      answered('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
      answered('08P01', 'bind message supplies 1 parameters, but prepared statement "" requires 2'),
      answered('3D000', 'database "gateway" does not exist'),
      answered('28P01', 'password authentication failed for user "gateway"'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'Connection terminated unexpectedly',
      undefined,
    ])
      expect(isStoreUnreachable(error), String(error)).toBe(false);
  });
});
