import type { HistoryRecordType } from '@backoffice/schema/generated/enums';
import { MUTATION_RULES } from '@backoffice/schema/rules/access';
import { isRecordId } from '@backoffice/schema/rules/id';

import type { Choice } from '../../ui/choices';
import { dateRangeFromParams } from '../../ui/dateRange';
import { HISTORY_RECORD_TYPE_LABELS, OPERATION_LABELS, operationLabel } from '../../ui/historyLabels';
import { type EnumFilterSpec, enumOf } from '../../ui/listParams';
import type { ActivityQueryVariables } from './activity.generated';
import { ACTIVITY_FILTER_KEYS } from './urls';

/** Every mutation the gateway records, in the declaration's order. */
export const OPERATIONS = Object.keys(MUTATION_RULES);

/**
 * The record type and the mutation, read by their labels too, so a value that names nothing (a hand-edited link) is
 * ignored and the list says so.
 */
export const ACTIVITY_ENUM_FILTERS: Readonly<Record<string, EnumFilterSpec>> = {
  [ACTIVITY_FILTER_KEYS.recordType]: { labels: HISTORY_RECORD_TYPE_LABELS },
  [ACTIVITY_FILTER_KEYS.operation]: { labels: OPERATION_LABELS },
};

export type ActivityFilter = Omit<ActivityQueryVariables, 'page' | 'perPage'>;

/**
 * The query's filters from the address; what the address cannot mean is left out (null) rather than failing the
 * list. The staff filter is an admin's only: anyone else sees their own changes, whatever the address says (the
 * gateway would refuse another's).
 */
export function activityFilterFromParams(params: URLSearchParams, { admin }: { admin: boolean }): ActivityFilter {
  const read = (key: string) => params.get(key)?.trim() ?? '';
  const staffId = read(ACTIVITY_FILTER_KEYS.staffId);
  const { startDate, endDate } = dateRangeFromParams(params, ACTIVITY_FILTER_KEYS);
  return {
    staffId: admin && isRecordId(staffId) ? staffId : null,
    recordType: enumOf(HISTORY_RECORD_TYPE_LABELS, read(ACTIVITY_FILTER_KEYS.recordType)),
    operation: enumOf(OPERATION_LABELS, read(ACTIVITY_FILTER_KEYS.operation)),
    startDate: startDate ?? null,
    endDate: endDate ?? null,
  };
}

/** The mutations that change records of `recordType` (all of them for none). */
export const operationsOf = (recordType: HistoryRecordType | null | undefined): string[] =>
  recordType ? OPERATIONS.filter((operation) => MUTATION_RULES[operation]!.record === recordType) : OPERATIONS;

/**
 * The Operation filter's choices: the mutations of the chosen kind of record in its words, or every mutation with
 * the kind it changes first ("Product — Changed the status"), as several kinds share words.
 */
export function operationChoices(recordType: HistoryRecordType | null | undefined): Choice[] {
  return operationsOf(recordType).map((operation) => ({
    value: operation,
    label: recordType
      ? operationLabel(operation)
      : `${HISTORY_RECORD_TYPE_LABELS[MUTATION_RULES[operation]!.record]} — ${operationLabel(operation)}`,
  }));
}

/**
 * The words the export writes for the operations the filters can select: those of the chosen mutation or kind of
 * record, else every mutation's (schema/test/access.test.ts keeps them within the export's EXPORT_MAX_VALUES).
 */
export function operationExportValues(filter: ActivityFilter): Record<string, string> {
  const operations = filter.operation ? [filter.operation] : operationsOf(filter.recordType);
  return Object.fromEntries(operations.map((operation) => [operation, operationLabel(operation)]));
}
