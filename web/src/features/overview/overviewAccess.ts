import type { AccessArea } from '@backoffice/schema/rules/access';
import { OVERVIEW_PART_AREAS, WORK_QUEUE_AREAS } from '@backoffice/schema/rules/access';

import type { OverviewQueryVariables } from './overview.generated';
import type { OverviewField } from './overviewPart';

/** Which parts of the overview a role sees (issue 39): each part's area from the one declaration of roles. */
export type OverviewParts = Record<OverviewField, boolean>;

export function overviewParts(canRead: (area: AccessArea) => boolean): OverviewParts {
  return {
    // The gateway answers only the role's own queues; the card is for a role that has any.
    workQueues: Object.values(WORK_QUEUE_AREAS).some(canRead),
    lowStock: canRead(OVERVIEW_PART_AREAS.lowStock),
    paidSales: canRead(OVERVIEW_PART_AREAS.paidSales),
    topProducts: canRead(OVERVIEW_PART_AREAS.topProducts),
    ordersByShipmentStatus: canRead(OVERVIEW_PART_AREAS.ordersByShipmentStatus),
  };
}

/** The query's variables that leave out the parts the role does not see: the gateway would refuse them. */
export const partVariables = (parts: OverviewParts): Omit<OverviewQueryVariables, 'period'> => ({
  withLowStock: parts.lowStock,
  withPaidSales: parts.paidSales,
  withTopProducts: parts.topProducts,
  withShipmentStatuses: parts.ordersByShipmentStatus,
});
