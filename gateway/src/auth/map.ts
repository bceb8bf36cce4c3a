import type { Resolvers } from '../generated/graphql';

export const authTypeResolvers: Resolvers = {
  User: {
    id: (user) => String(user.id),
  },
  Session: {
    user: (session) => session.User,
  },
};
