import Chip from '@mui/material/Chip';
import { useSearchParams } from 'react-router-dom';

import { SampleSortField } from '@backoffice/schema/generated/enums';

import { AddLinkButton } from '../../ui/AddLinkButton';
import { type Column, DataTable } from '../../ui/DataTable';
import { enumLabel } from '../../ui/enumLabel';
import { PageHeader } from '../../ui/PageHeader';
import type { SampleRowFragment } from '../../ui/samples.generated';
import { sampleActionColumn, sampleColumns } from '../../ui/SampleSummary';
import { SearchField } from '../../ui/SearchField';
import { sampleStatusColor, shipmentStatusLabels } from '../../ui/shippingStatuses';
import { useStaffAccess } from '../../ui/staffAccess';
import { useDialogParam } from '../../ui/urlParams';
import { useListParams } from '../../ui/useListParams';
import { SampleDetailDialog } from './SampleDetailDialog';
import { SAMPLE_ENUM_FILTERS, sampleFilterFromParams, sampleSearch } from './sampleFilter';
import { SampleListFilters } from './SampleListFilters';
import { useSampleListChoicesQuery, useSamplesQuery } from './samples.generated';
import { DETAIL_PARAM, parseSampleId, SAMPLE_FILTER_KEYS, sampleUrls } from './urls';

/**
 * Spec 001 §2: every filter, the sort and the page live in the address under the spec's keys, and the
 * detail dialog too (under `detail`), so Back closes it and a link can open it.
 */
export function SampleListPage() {
  const { canMutate } = useStaffAccess();
  const list = useListParams({
    sortFields: SampleSortField,
    orderBy: 'CREATED_AT',
    desc: true,
    enumFilters: SAMPLE_ENUM_FILTERS,
  });
  const [search] = useSearchParams();
  const filter = sampleFilterFromParams(search);
  const query = useSamplesQuery({
    variables: { filter, page: list.page, perPage: list.perPage, sortBy: list.orderBy, desc: list.desc },
    // Back from the form, the list shows at once and then picks up the sample just saved.
    fetchPolicy: 'cache-and-network',
  });
  const shown = (query.data ?? query.previousData)?.samples;
  const choices = useSampleListChoicesQuery();
  const detail = useDialogParam(DETAIL_PARAM, parseSampleId);

  const columns: Column<SampleRowFragment, SampleSortField>[] = [
    ...sampleColumns(),
    // Spec 001 §2's Status: the shipment status, which the Ship Status filter filters by, so a filtered list shows
    // what it was filtered on.
    {
      key: 'shipStatus',
      label: 'Status',
      exportPath: 'shipmentStatus',
      exportValues: shipmentStatusLabels,
      render: (sample) => (
        <Chip
          size="small"
          label={enumLabel(shipmentStatusLabels, sample.shipmentStatus, sample.unknownShipmentStatus)}
          color={sampleStatusColor(sample.shipmentStatus)}
        />
      ),
    },
    sampleActionColumn('sample', detail.open),
  ];

  const filtered = Object.keys(filter).length > 0;
  return (
    <>
      <PageHeader title="Samples">
        <SearchField
          label="Search sample or company"
          value={list.filter(SAMPLE_FILTER_KEYS.search)}
          onSearch={(value) => list.update({ filters: { [SAMPLE_FILTER_KEYS.search]: sampleSearch(value) } })}
        />
        {canMutate('createSample') && <AddLinkButton to={sampleUrls.add}>Add New Sample</AddLinkButton>}
      </PageHeader>
      <SampleListFilters list={list} warehouses={choices.data?.warehouses.rows ?? []} />
      <DataTable
        aria-label="Samples"
        columns={columns}
        page={shown}
        query={query}
        list={list}
        emptyText={filtered ? 'No sample matches these filters' : 'No samples yet'}
      />
      <SampleDetailDialog sampleId={detail.value} onClose={detail.close} onSampleChanged={() => void query.refetch()} />
    </>
  );
}
