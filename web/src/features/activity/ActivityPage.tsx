import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import type { HistoryRecordType } from '@backoffice/schema/generated/enums';
import { RECORD_AREAS } from '@backoffice/schema/rules/access';

import { choicesOf } from '../../ui/choices';
import { type Column, DataTable } from '../../ui/DataTable';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { FilterSelect } from '../../ui/FilterSelect';
import type { HistoryEntryRowFragment } from '../../ui/history.generated';
import { HistoryChanges, HistoryOutcome, HistoryTime } from '../../ui/HistoryChanges';
import { HISTORY_RECORD_TYPE_LABELS, HISTORY_SCOPE_NOTE, operationLabel, recordText } from '../../ui/historyLabels';
import { PageHeader } from '../../ui/PageHeader';
import { useStaffAccess } from '../../ui/staffAccess';
import { useListParams } from '../../ui/useListParams';
import { useActivityQuery, useActivityStaffQuery } from './activity.generated';
import {
  ACTIVITY_ENUM_FILTERS,
  type ActivityFilter,
  activityFilterFromParams,
  operationChoices,
  operationExportValues,
  operationsOf,
} from './activityFilter';
import { recordUrl } from './recordLinks';
import { ACTIVITY_FILTER_KEYS } from './urls';

/** The list is newest first and sorts by nothing else: its one sort, for the shared list state. */
const ACTIVITY_SORT = { At: 'AT' } as const;

const recordTypeChoices = choicesOf(HISTORY_RECORD_TYPE_LABELS);

/** How many changes a row shows; the rest are counted ("…2 more"). */
const CHANGES_SHOWN = 2;

/**
 * The columns; `mayOpen` says whether the signed-in person may open a kind of record's screen (a refused attempt of
 * theirs may name one they cannot read).
 */
function activityColumns(
  filter: ActivityFilter,
  mayOpen: (recordType: HistoryRecordType) => boolean,
): Column<HistoryEntryRowFragment>[] {
  return [
    {
      key: 'at',
      label: 'Time',
      exportPath: 'at',
      exportFormat: 'dateTime',
      noWrap: true,
      render: (entry) => <HistoryTime at={entry.at} />,
    },
    { key: 'staff', label: 'Staff', exportPath: 'staffName', render: (entry) => entry.staffName },
    {
      key: 'operation',
      label: 'Operation',
      exportPath: 'operation',
      exportValues: operationExportValues(filter),
      render: (entry) => operationLabel(entry.operation),
    },
    {
      key: 'record',
      label: 'Record',
      exportPath: ['recordType', 'recordId'],
      exportValues: HISTORY_RECORD_TYPE_LABELS,
      exportFormat: 'words',
      render: (entry) => {
        const text = recordText(entry.recordType, entry.recordId);
        const url = mayOpen(entry.recordType) ? recordUrl(entry) : undefined;
        return url ? (
          <Link component={RouterLink} to={url}>
            {text}
          </Link>
        ) : (
          text
        );
      },
    },
    {
      key: 'outcome',
      label: 'Outcome',
      exportPath: 'outcome',
      noWrap: true,
      render: (entry) => (entry.outcome === 'OK' ? 'OK' : <HistoryOutcome outcome={entry.outcome} />),
    },
    {
      key: 'changes',
      label: 'Changes',
      exportPath: ['changes.field', 'changes.before', 'changes.after'],
      // A readable measure: long values wrap rather than widen the table past the screen.
      render: (entry) => (
        <Box sx={{ minWidth: '14em', maxWidth: '28em' }}>
          <HistoryChanges
            recordType={entry.recordType}
            operation={entry.operation}
            changes={entry.changes}
            max={CHANGES_SHOWN}
          />
        </Box>
      ),
    },
  ];
}

/**
 * Issue 39: every change made through this dashboard, newest first — an admin's of everyone, anyone else's of their
 * own (the gateway decides). Filters by staff member (admins), kind of record, operation and days, all in the
 * address, with the presets and the CSV export of every list.
 */
export function ActivityPage() {
  const access = useStaffAccess();
  const admin = access.role === 'ADMIN';
  const list = useListParams({
    sortFields: ACTIVITY_SORT,
    orderBy: 'AT',
    desc: true,
    enumFilters: ACTIVITY_ENUM_FILTERS,
  });
  const [search] = useSearchParams();
  const filter = useMemo(() => activityFilterFromParams(search, { admin }), [search, admin]);
  const query = useActivityQuery({
    variables: { ...filter, page: list.page, perPage: list.perPage },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (query.data ?? query.previousData)?.activity;
  const staff = useActivityStaffQuery({ skip: !admin });
  const staffRows = staff.data?.staffMembers.rows ?? [];
  const columns = useMemo(
    () =>
      activityColumns(filter, (recordType) => {
        const area = RECORD_AREAS[recordType];
        return area === null || access.canRead(area);
      }),
    [filter, access],
  );

  const set = (key: string, value: string) => list.update({ filters: { [key]: value } });
  // Another kind of record drops an operation that is not one of its own.
  const setRecordType = (value: string) => {
    const { operation } = filter;
    const drops = operation && value && !operationsOf(value as HistoryRecordType).includes(operation);
    list.update({
      filters: {
        [ACTIVITY_FILTER_KEYS.recordType]: value,
        ...(drops ? { [ACTIVITY_FILTER_KEYS.operation]: null } : {}),
      },
    });
  };
  const filtered = Object.values(filter).some((value) => value !== null && value !== undefined);

  return (
    <>
      <PageHeader title="Activity" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {admin
          ? `Every change staff made, newest first. ${HISTORY_SCOPE_NOTE}`
          : `Your own changes, newest first. ${HISTORY_SCOPE_NOTE}`}
      </Typography>
      <Stack direction="row" gap={2} flexWrap="wrap" sx={{ mb: 2 }}>
        <DateRangeFilter list={list} keys={ACTIVITY_FILTER_KEYS} />
        {admin && (
          <FilterSelect
            label="Staff"
            // A value the options do not (yet) hold shows as All rather than making MUI's select complain.
            value={staffRows.some((member) => member.id === filter.staffId) ? (filter.staffId ?? '') : ''}
            options={staffRows.map((member) => ({ value: member.id, label: member.name || member.email }))}
            onChange={(value) => set(ACTIVITY_FILTER_KEYS.staffId, value)}
            width={220}
          />
        )}
        <FilterSelect
          label="Record Type"
          value={filter.recordType ?? ''}
          options={recordTypeChoices}
          onChange={setRecordType}
          width={220}
        />
        <FilterSelect
          label="Operation"
          value={filter.operation ?? ''}
          options={operationChoices(filter.recordType)}
          onChange={(value) => set(ACTIVITY_FILTER_KEYS.operation, value)}
          width={300}
        />
      </Stack>
      <DataTable
        aria-label="Activity"
        columns={columns}
        page={shown}
        query={query}
        list={list}
        approximateCount={shown ? !shown.totalCountExact : false}
        emptyText={filtered ? 'No change matches these filters' : 'No changes recorded yet'}
      />
    </>
  );
}
