import { describe, expect, it } from 'vitest';

import { failure } from '../../test/answers';
import { readAnswer } from '../core/restAnswer';
import { LOGIN_ANSWER, ME_ANSWER } from './rest';

const quiet = { answerProblem: () => undefined };
const readLogin = (answer: unknown) => readAnswer('POST /login', LOGIN_ANSWER, answer, quiet);

describe("POST /login's answer (spec 000 §7: the token; other parts not shown)", () => {
  it('works with the token alone', () => {
    expect(readLogin({ token: 'abc' })).toEqual({ token: 'abc', expiresAt: null, User: null });
  });

  it('reads when the session ends and whose it is where the API says them, and drops what it cannot read', () => {
    expect(
      readLogin({ token: 'abc', expiresAt: '2030-01-01T00:00:00.000Z', User: { id: 1, email: 'a@b.c', name: 'A' } }),
    ).toEqual({ token: 'abc', expiresAt: '2030-01-01T00:00:00.000Z', User: { email: 'a@b.c', name: 'A' } });
    for (const odd of [
      { token: 'abc', expiresAt: { at: 1 }, User: 'admin' },
      { token: 'abc', expiresAt: null, User: { name: 'No e-mail' } },
      { token: 'abc', User: { email: '', name: null } },
    ])
      expect(readLogin(odd)).toEqual({ token: 'abc', expiresAt: null, User: null });
    expect(readLogin({ token: 12345 }).token).toBe('12345');
  });

  it('refuses an answer without a token as UPSTREAM_ERROR naming the call and the field', () => {
    for (const answer of [{}, { token: '' }, { data: { token: 'abc' } }]) {
      const error = failure(() => readLogin(answer));
      expect(error.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstreamCall: 'POST /login' });
      expect(error.message).toMatch(/^POST \/login answered .*token/);
    }
  });
});

describe("GET /me's answer (the stand-in's extension)", () => {
  it('needs the e-mail; the name may be missing', () => {
    const read = (answer: unknown) => readAnswer('GET /me', ME_ANSWER, answer, quiet);
    expect(read({ User: { id: 1, email: 'a@b.c' } })).toEqual({ email: 'a@b.c', name: null });
    expect(failure(() => read({ User: { id: 1, name: 'A' } })).extensions).toMatchObject({ code: 'UPSTREAM_ERROR' });
  });
});
