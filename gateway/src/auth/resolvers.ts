import type { Resolvers } from '../generated/graphql';
import { authTypeResolvers } from './map';
import { fetchMe, login, logout } from './rest';

export const authResolvers: Resolvers = {
  ...authTypeResolvers,
  Query: {
    me: (_parent, _args, context) => fetchMe(context),
  },
  Mutation: {
    async login(_parent, { email, password }, context) {
      const result = await context.loginLimiter.attempt(context.clientAddress, email, () =>
        login(context, email.trim(), password),
      );
      context.session.set(result.token, new Date(result.expiresAt));
      return result;
    },
    async logout(_parent, _args, context) {
      // The cookie goes even when the REST session had already expired.
      context.session.clear();
      await logout(context).catch(() => undefined);
      return true;
    },
  },
};
