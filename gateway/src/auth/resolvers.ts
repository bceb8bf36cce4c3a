import { issueSession } from '../core/session';
import type { Resolvers } from '../generated/graphql';
import { recordLogin } from './identity';
import { toUser } from './map';
import { login, logout } from './rest';

export const authResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, context) => toUser(await context.staff()),
  },
  Mutation: {
    async login(_parent, { email, password }, context) {
      const typed = email.trim();
      const answer = await context.loginLimiter.attempt(context.clientAddress, email, () =>
        login(context, typed, password),
      );
      // A session of the gateway's own, even when the REST API hands out a token it gave before (issue 35 §3).
      const issued = issueSession(answer.token);
      const { staff, expiresAt } = await recordLogin(context, typed, answer, issued.key);
      // A sign-in may rename its member, or make them Admin (ADMIN_EMAILS while none is left).
      context.liveSessions.staffChanged();
      context.session.set(issued.cookie, expiresAt);
      return { user: toUser(staff), expiresAt: expiresAt.toISOString() };
    },
    async logout(_parent, _args, context) {
      // The cookie goes, and the gateway's store ends this session, even when the REST session had already ended.
      // Only this session: the REST API may hand the same token to the next login. The REST session ends too where
      // the REST API can, even when the store could not record the end (the logout then answers UPSTREAM_UNAVAILABLE).
      try {
        await context.session.clear();
      } finally {
        if (context.upstream.offers('logout')) await logout(context).catch(() => undefined);
      }
      return true;
    },
  },
};
