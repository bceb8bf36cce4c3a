import { workQueueList } from '@backoffice/schema/rules/overview';

import type { WorkQueueCountResolvers } from '../generated/graphql';
import { countWorkQueue } from './rest';

export const WorkQueueCount: WorkQueueCountResolvers = {
  count: ({ queue, today }, _args, context, { schema }) =>
    countWorkQueue({ schema, context }, workQueueList(queue, today)),
};
