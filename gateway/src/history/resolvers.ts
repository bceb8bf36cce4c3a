import { StaffRole } from '@backoffice/schema/generated/enums';
import { MUTATION_RULES, RECORD_AREAS, STAFF_ROLE_LABELS } from '@backoffice/schema/rules/access';

import { requireRead } from '../core/access';
import type { GatewayContext } from '../core/context';
import { gatewayError } from '../core/errors';
import { listPage } from '../core/paging';
import { ALL_ROWS_ESTIMATE } from '../core/queryCost';
import type { HistoryRecordType, Resolvers } from '../generated/graphql';
import { isHistoryRecordId, toHistoryEntry } from './map';
import { activity, type ActivityFilter, type HistoryPage, recordHistory } from './store';

const DAY_MS = 86_400_000;

/** A refusal about one argument, named as forms and lists mark it. */
const badInput = (field: string, message: string) =>
  gatewayError('BAD_USER_INPUT', message, { field, fields: [{ field, message }] });

/** The page and its size as listPage takes them: a page from 1, 1 to 1,000 rows or -1 ("All"). */
function checkedPaging(page: number, perPage: number) {
  if (page < 1) throw badInput('page', 'Page must be 1 or more');
  if (perPage !== -1 && (perPage < 1 || perPage > ALL_ROWS_ESTIMATE))
    throw badInput('perPage', `Rows per page must be from 1 to ${ALL_ROWS_ESTIMATE}, or -1 for all`);
  return { page, perPage };
}

/** The start of a Jakarta day (UTC+7 all year, schema/rules/businessDay.ts) as an instant. */
const jakartaMidnight = (day: string) => new Date(`${day}T00:00:00+07:00`);

const toList = ({ rows, count, exact }: HistoryPage) => ({
  rows: rows.map(toHistoryEntry),
  totalCount: count,
  totalCountExact: exact,
});

/**
 * Who may read a record's history: whoever may read its kind of record (RECORD_AREAS); presets and sign-ins belong to
 * no area, and only an admin reads theirs here (everyone sees their own on the Activity screen).
 */
async function requireHistoryReader(context: GatewayContext, recordType: HistoryRecordType) {
  const area = RECORD_AREAS[recordType];
  if (area) return requireRead(context, 'history', area);
  const { role } = await context.staff();
  if (role === StaffRole.Admin) return;
  const yours = role ? ` (you are ${STAFF_ROLE_LABELS[role]})` : '';
  throw gatewayError(
    'FORBIDDEN',
    `The history of ${recordType} records needs the role Admin${yours}: your own are on the Activity screen.`,
    { roles: [StaffRole.Admin] },
  );
}

/**
 * The Activity screen's staff filter: an admin sees everyone's (or the one asked for), anyone else their own only;
 * asking for someone else's is FORBIDDEN.
 */
async function activityStaff(context: GatewayContext, asked: string | null | undefined): Promise<number | undefined> {
  const { id, role } = await context.staff();
  if (role === StaffRole.Admin) return asked ? Number(asked) : undefined;
  if (asked && Number(asked) !== id)
    throw gatewayError(
      'FORBIDDEN',
      "Only an admin sees other staff members' activity: leave the staff filter out to see your own.",
      { field: 'staffId', roles: [StaffRole.Admin] },
    );
  return id;
}

// The gateway's own record of what was changed through it (issue 39): history/record.ts writes it.
export const historyResolvers: Resolvers = {
  Query: {
    async history(_parent, { recordType, recordId, page, perPage }, context) {
      await requireHistoryReader(context, recordType);
      // Not checked as other ids are (core/idArguments.ts): a stock count's is `<productId>:<warehouseId>`.
      if (!isHistoryRecordId(recordId))
        throw badInput(
          'recordId',
          'Record id must be a positive whole number, or productId:warehouseId for a stock count',
        );
      const paging = checkedPaging(page, perPage);
      return toList(
        await listPage('history', paging, (asked) => recordHistory(context.store, recordType, recordId, asked)),
      );
    },
    async activity(_parent, { staffId, recordType, operation, startDate, endDate, page, perPage }, context) {
      const filter: ActivityFilter = { staffId: await activityStaff(context, staffId) };
      const paging = checkedPaging(page, perPage);
      if (recordType) filter.recordType = recordType;
      if (operation) {
        if (!Object.hasOwn(MUTATION_RULES, operation))
          throw badInput('operation', `${operation.slice(0, 60)} is not an operation the gateway records`);
        filter.operation = operation;
      }
      if (startDate) filter.from = jakartaMidnight(startDate);
      if (endDate) filter.until = new Date(jakartaMidnight(endDate).getTime() + DAY_MS);
      return toList(await listPage('activity list', paging, (asked) => activity(context.store, filter, asked)));
    },
  },
};
