import { lowStockThresholdRules, periodStartDate } from '@backoffice/schema/rules/overview';

import { currentStaff } from '../auth/identity';
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
    overview: (_parent, { period }) => {
      const readAt = new Date();
      const today = todayInJakarta(readAt);
      return {
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
      return saveLowStockThreshold(context.store, (await currentStaff(context)).id, threshold);
    },
  },
};
