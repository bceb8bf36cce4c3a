import Typography from '@mui/material/Typography';

import { PromotionSortField, PromotionStatus } from '@backoffice/schema/generated/enums';

import { AddLinkButton } from '../../ui/AddLinkButton';
import { choicesOf } from '../../ui/choices';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { formatDate } from '../../ui/dates';
import { FilterSelect } from '../../ui/FilterSelect';
import { ACTIVE_EXPORT_VALUES } from '../../ui/listExport';
import { PageHeader } from '../../ui/PageHeader';
import { DeleteRowButton, EditRowButton, RowStatusSwitch, withoutEmptyActions } from '../../ui/RowActions';
import { SearchField } from '../../ui/SearchField';
import { useStaffAccess } from '../../ui/staffAccess';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { useListParams } from '../../ui/useListParams';
import { useRowAction } from '../../ui/useRowAction';
import { ExpiredChip } from './ExpiredChip';
import { promotionMessages } from './promotionMessages';
import {
  type PromotionRowFragment,
  useDeletePromotionMutation,
  usePromotionsQuery,
  useSetPromotionActiveMutation,
} from './promotions.generated';
import { promotionUrls } from './urls';

/** Spec 000 §2 and §9: the promotion table shows 15 rows a page. */
const PAGE_SIZES = [15];

const promotionStatusLabels: Record<PromotionStatus, string> = { ACTIVE: 'Active', INACTIVE: 'Inactive' };
const STATUS_CHOICES = choicesOf(promotionStatusLabels);

/** Promotions (spec 000 §2): search, status filter, and a status switch that saves at once. */
export function PromotionListPage() {
  const { canMutate } = useStaffAccess();
  // Without the right to switch it, the status shows as a switch that does not move.
  const canSwitch = canMutate('setPromotionActive');
  const canEdit = canMutate('updatePromotion');
  const canDelete = canMutate('deletePromotion');
  const list = useListParams({ sortFields: PromotionSortField, orderBy: 'NAME', pageSizes: PAGE_SIZES });
  const search = list.filter('search');
  const statusFilter = list.enumFilter('status', Object.values(PromotionStatus));
  const query = usePromotionsQuery({
    variables: {
      search: search || null,
      status: statusFilter,
      page: list.page,
      perPage: list.perPage,
      sortBy: list.orderBy,
      desc: list.desc,
    },
  });
  const shown = (query.data ?? query.previousData)?.promotions;
  const [setActive] = useSetPromotionActiveMutation();
  const [deletePromotion] = useDeletePromotionMutation();

  const statusSwitch = useRowAction<PromotionRowFragment, boolean>({
    perform: async (promotion, active) => {
      await setActive({ variables: { id: promotion.id, active } });
      return promotionMessages.statusChanged(active);
    },
    after: async () => {
      // Under a status filter the switched promotion no longer belongs to the list.
      if (statusFilter) await query.refetch();
    },
  });
  const deletion = useConfirmedAction<PromotionRowFragment>({
    question: (promotion) => promotionMessages.confirmDelete(promotion.name),
    perform: async (promotion) => {
      const result = await deletePromotion({ variables: { id: promotion.id } });
      return promotionMessages.deleted(result.data!.deletePromotion.name);
    },
    after: async () => {
      // The last row of a later page is gone: show the page before it rather than an empty one.
      if (shown?.rows.length === 1 && list.page > 1) list.update({ page: list.page - 1 });
      else await query.refetch();
    },
  });

  const columns: Column<PromotionRowFragment, PromotionSortField>[] = [
    { key: 'name', label: 'Name', exportPath: 'name', sortKey: 'NAME', render: (p) => p.name },
    { key: 'code', label: 'Coupon Code', exportPath: 'code', sortKey: 'CODE', render: (p) => p.code },
    {
      key: 'validity',
      label: 'Valid Period',
      exportPath: ['validFrom', 'validUntil'],
      exportFormat: 'day',
      sortKey: 'VALID_FROM',
      render: (p) => `${formatDate(p.validFrom)} – ${formatDate(p.validUntil)}`,
    },
    {
      key: 'quota',
      label: 'Quota',
      exportPath: 'quota',
      sortKey: 'QUOTA',
      align: 'right',
      render: (p) => (
        <>
          {p.quota}
          <Typography variant="caption" color="text.secondary" display="block">
            {p.usedQuota} used
          </Typography>
        </>
      ),
    },
    {
      key: 'status',
      label: 'Status',
      exportPath: 'active',
      exportValues: ACTIVE_EXPORT_VALUES,
      sortKey: 'STATUS',
      // A status other than on or off is shown as the company's API sent it, beside the switch (off); so is expiry.
      render: (p) => (
        <>
          <RowStatusSwitch
            rowName={p.name}
            checked={p.active}
            disabled={!canSwitch || statusSwitch.isBusy(p)}
            onSwitch={(active) => statusSwitch.run(p, active)}
          />
          <ExpiredChip validUntil={p.validUntil} />
          {p.unknownStatus && (
            <Typography component="span" variant="body2" color="text.secondary">
              {p.unknownStatus}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      label: 'Action',
      kind: 'actions',
      render: (p) => (
        <>
          {canEdit && <EditRowButton to={promotionUrls.edit(p.id)} rowName={p.name} />}
          {canDelete && <DeleteRowButton onClick={() => deletion.ask(p)} rowName={p.name} />}
        </>
      ),
    },
  ];

  const filtered = search || statusFilter;
  return (
    <>
      <PageHeader title="Promotions">
        <SearchField
          label="Search promotion"
          value={search}
          onSearch={(value) => list.update({ filters: { search: value } })}
        />
        <FilterSelect
          label="Status"
          value={statusFilter ?? ''}
          options={STATUS_CHOICES}
          onChange={(value) => list.update({ filters: { status: value } })}
          width={140}
        />
        {canMutate('createPromotion') && <AddLinkButton to={promotionUrls.add}>Add Promotion</AddLinkButton>}
      </PageHeader>
      <DataTable
        aria-label="Promotions"
        columns={withoutEmptyActions(columns, canEdit || canDelete)}
        page={shown}
        query={query}
        list={list}
        emptyText={filtered ? 'No promotion matches the search and filter' : 'No promotions yet'}
      />
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}
