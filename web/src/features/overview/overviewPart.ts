import { errorMessageAt } from '../../ui/errorMessage';
import type { OverviewQuery } from './overview.generated';
import { overviewMessages } from './overviewMessages';

type Overview = OverviewQuery['overview'];

/** The parts of the overview that each card shows. */
export type OverviewField = 'workQueues' | 'lowStock' | 'paidSales' | 'topProducts' | 'ordersByShipmentStatus';

/** One card's part of the answer: still coming, failed with its own message, or there. */
export type Part<Value> =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: Value };

/** What the overview query answered so far (errorPolicy 'all': the parts that failed are null, each with its error). */
export interface OverviewAnswer {
  data?: OverviewQuery;
  error?: unknown;
  loading: boolean;
}

/** The card's part: shown while there (through a refetch too), else loading, else failed with the error at its path. */
export function overviewPart<Field extends OverviewField>(
  answer: OverviewAnswer,
  field: Field,
): Part<NonNullable<Overview[Field]>> {
  const value = answer.data?.overview?.[field];
  if (value !== null && value !== undefined) return { state: 'ready', value };
  if (answer.loading) return { state: 'loading' };
  return {
    state: 'failed',
    message: errorMessageAt(answer.error, ['overview', field]) ?? overviewMessages.partFailed,
  };
}

/** Why queue `index`'s count is missing: the error at its path (`overview.workQueues.<index>.count`). */
export const queueErrorMessage = (error: unknown, index: number) =>
  errorMessageAt(error, ['overview', 'workQueues', index]) ?? overviewMessages.queueFailed;
