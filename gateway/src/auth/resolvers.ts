import type { Resolvers } from '../generated/graphql';
import { fetchMe, login, logout } from './rest';

export const authResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, { rest }) => fetchMe(rest),
  },
  Mutation: {
    async login(_parent, { email, password }, { rest, session }) {
      const result = await login(rest, email.trim(), password);
      session.set(result.token, new Date(result.expiresAt));
      return result;
    },
    async logout(_parent, _args, { rest, session }) {
      // The cookie goes even when the REST session had already expired.
      session.clear();
      await logout(rest).catch(() => undefined);
      return true;
    },
  },
  User: {
    id: (user) => String(user.id),
  },
  Session: {
    user: (session) => session.User,
  },
};
