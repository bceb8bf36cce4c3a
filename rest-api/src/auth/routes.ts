import { Type } from '@sinclair/typebox';
import type { App } from '../app';
import { HttpError } from '../core/errors';
import { ErrorList } from '../core/schemas';
import { verifyPassword } from './password';
import { createSession, endSession } from './sessions';

const User = Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String() });

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
        body: Type.Object({ email: Type.String({ minLength: 1 }), password: Type.String({ minLength: 1 }) }),
        response: {
          200: Type.Object({ token: Type.String(), expiresAt: Type.String({ format: 'date-time' }), User }),
          401: ErrorList,
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const [user] = await app.db.query<{ id: number; email: string; name: string; password_hash: string }>(
        'SELECT id, email, name, password_hash FROM users WHERE lower(email) = lower($1)',
        [email],
      );
      if (!user || !(await verifyPassword(password, user.password_hash))) {
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
    { schema: { tags: ['auth'], summary: 'End the session of the token sent', response: { 200: Type.Object({ message: Type.String() }) } } },
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
