import { workQueueList } from '@backoffice/schema/rules/overview';

import type { WorkQueueCountResolvers } from '../generated/graphql';
import { keptFigure } from './figures';
import { countWorkQueue } from './rest';

export const WorkQueueCount: WorkQueueCountResolvers = {
  count: ({ queue, today, figureReads }, _args, context, { schema }) =>
    keptFigure(
      figureReads,
      context.overviewFigures.get(`queue:${today}:${queue}`, () =>
        countWorkQueue({ schema, context }, workQueueList(queue, today)),
      ),
    ),
};
