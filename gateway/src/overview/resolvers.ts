import { lowStockThresholdRules, periodStartDate } from '@backoffice/schema/rules/overview';

import { todayInJakarta } from '../core/today';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { Overview } from './Overview.resolvers';
import { saveLowStockThreshold } from './store';
import { WorkQueueCount } from './WorkQueueCount.resolvers';

export const overviewResolvers: Resolvers = {
  Overview,
  WorkQueueCount,
  Query: {
    overview: async (_parent, { period }, context) => {
      // The role is known before any part resolves, so each part's check is synchronous (figures.ts counts on it).
      const { role } = await context.staff();
      const readAt = new Date();
      const today = todayInJakarta(readAt);
      return {
        role,
        today,
        period,
        startDate: periodStartDate(today, period),
        readAt: readAt.toISOString(),
        figureReads: [],
      };
    },
  },
  Mutation: {
    async setLowStockThreshold(_parent, args, context) {
      const { threshold } = validateInput(lowStockThresholdRules, args);
      return saveLowStockThreshold(context.store, (await context.staff()).id, threshold);
    },
  },
};
