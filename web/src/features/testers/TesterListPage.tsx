import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

import { SampleSortField } from '@backoffice/schema/generated/enums';
import { TESTER_STATUS_LABELS } from '@backoffice/schema/rules/sample';

import { choicesOf } from '../../ui/choices';
import { type Column, DataTable } from '../../ui/DataTable';
import { enumLabel } from '../../ui/enumLabel';
import { FilterSelect } from '../../ui/FilterSelect';
import { PageHeader } from '../../ui/PageHeader';
import type { SampleRowFragment } from '../../ui/samples.generated';
import { sampleActionColumn, sampleColumns } from '../../ui/SampleSummary';
import { useDialogParam } from '../../ui/urlParams';
import { useListParams } from '../../ui/useListParams';
import { TesterDetailDialog } from './TesterDetailDialog';
import { useTestersQuery } from './testers.generated';
import { TESTER_STATUSES, testerStatusColor } from './testerStatuses';
import { DETAIL_PARAM, parseTesterId, TESTER_STATUS_PARAM } from './urls';

const statusChoices = choicesOf(TESTER_STATUS_LABELS);
/** The old dashboard's bookmarks hold the REST spelling (`?status=pending`), read by the labels. */
const TESTER_ENUM_FILTERS = { [TESTER_STATUS_PARAM]: { labels: TESTER_STATUS_LABELS } };

/** Spec 001 §2: the testers (samples sent as testers), filtered by their review status in the address. */
export function TesterListPage() {
  const list = useListParams({
    sortFields: SampleSortField,
    orderBy: 'CREATED_AT',
    desc: true,
    enumFilters: TESTER_ENUM_FILTERS,
  });
  const status = list.enumFilter(TESTER_STATUS_PARAM, TESTER_STATUSES);
  const query = useTestersQuery({
    variables: {
      filter: status ? { status } : {},
      page: list.page,
      perPage: list.perPage,
      sortBy: list.orderBy,
      desc: list.desc,
    },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (query.data ?? query.previousData)?.testers;
  const detail = useDialogParam(DETAIL_PARAM, parseTesterId);

  const columns: Column<SampleRowFragment, SampleSortField>[] = [
    ...sampleColumns(),
    {
      key: 'status',
      label: 'Status',
      exportPath: 'testerStatus',
      exportValues: TESTER_STATUS_LABELS,
      // A status the gateway does not know shows as the API's text, on a neutral chip.
      render: (tester) =>
        (tester.testerStatus || tester.unknownTesterStatus) && (
          <Chip
            size="small"
            label={enumLabel(TESTER_STATUS_LABELS, tester.testerStatus, tester.unknownTesterStatus)}
            color={testerStatusColor(tester.testerStatus)}
          />
        ),
    },
    sampleActionColumn('tester', detail.open),
  ];

  return (
    <>
      <PageHeader title="Tester" />
      <Stack direction="row" gap={2} flexWrap="wrap" sx={{ mb: 2 }}>
        <FilterSelect
          label="Status"
          value={status ?? ''}
          options={statusChoices}
          onChange={(value) => list.update({ filters: { [TESTER_STATUS_PARAM]: value } })}
        />
      </Stack>
      <DataTable
        aria-label="Testers"
        columns={columns}
        page={shown}
        query={query}
        list={list}
        emptyText={status ? 'No tester has this status' : 'No testers yet'}
      />
      <TesterDetailDialog testerId={detail.value} onClose={detail.close} onTesterChanged={() => void query.refetch()} />
    </>
  );
}
