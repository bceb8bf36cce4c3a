import { Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { HttpError } from '../core/errors';
import { ErrorList } from '../core/schemas';
import { dummyPasswordHash, verifyPassword } from './password';
import { LoginBody, LoginReply, User } from './schemas';
import { createSession, endSession } from './sessions';
import { findUserByEmail } from './store';

export function authRoutes(app: App) {
  app.post(
    '/login',
    {
      config: {
        public: true,
        // Per e-mail, after the body is parsed: the gateway sends every staff login from one address.
        rateLimit: {
          max: app.settings.loginAttemptsPerMinute,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `login:${String((request.body as { email?: string }).email).toLowerCase()}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Exchange e-mail and password for a token (send it in the `token` header)',
        body: LoginBody,
        response: { 200: LoginReply, 401: ErrorList },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      // An unknown e-mail still runs the hash, against a dummy: its answer then takes as long as a wrong password's.
      const matches = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || !matches) {
        throw new HttpError(401, 'E-mail atau password salah');
      }
      const session = await createSession(app.db, user.id, app.settings.tokenTtlHours);
      return {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        User: { id: user.id, email: user.email, name: user.name },
      };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of the token sent',
        response: { 200: Type.Object({ message: Type.String() }) },
      },
    },
    async (request) => {
      await endSession(app.db, String(request.headers.token));
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/me',
    { schema: { tags: ['auth'], summary: 'The user of the token sent', response: { 200: Type.Object({ User }) } } },
    async (request) => ({ User: request.user! }),
  );
}
