import RefreshIcon from '@mui/icons-material/Refresh';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

import { ProductSortField } from '@backoffice/schema/generated/enums';
import { formatRupiah } from '@backoffice/schema/rules/money';

import { AddLinkButton } from '../../ui/AddLinkButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { enumLabel } from '../../ui/enumLabel';
import { FilterSelect } from '../../ui/FilterSelect';
import { PageHeader } from '../../ui/PageHeader';
import { DeleteRowButton, EditRowButton, RowStatusSwitch } from '../../ui/RowActions';
import { SearchField } from '../../ui/SearchField';
import { useStaffAccess } from '../../ui/staffAccess';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { useListParams } from '../../ui/useListParams';
import { FILTER_STATUSES, productSummary, STATUS_FILTER_CHOICES } from './productDisplay';
import { productMessages, productStatusLabels } from './productMessages';
import {
  type ProductRowFragment,
  useDeleteProductMutation,
  useProductsQuery,
  useSetProductStatusMutation,
} from './products.generated';
import { useRememberedListQuery } from './rememberedListQuery';
import { productUrls } from './urls';

type Product = ProductRowFragment;

/** Inventory list (spec 000 §2): search by name, status filter, paging and sorting in the address, remembered for the session. */
export function ProductListPage() {
  const { canMutate } = useStaffAccess();
  const canEdit = canMutate('updateProduct');
  const canDelete = canMutate('deleteProduct');
  // The status switch shows the status to everyone; it moves for who may change it.
  const canSwitch = canMutate('setProductStatus');
  const { restoring } = useRememberedListQuery('inventory.list');
  const list = useListParams({ sortFields: ProductSortField, orderBy: 'NAME' });
  const search = list.filter('search');
  const statusFilter = list.enumFilter('status', FILTER_STATUSES);
  const query = useProductsQuery({
    variables: {
      search: search || null,
      status: statusFilter,
      page: list.page,
      perPage: list.perPage,
      sortBy: list.orderBy,
      desc: list.desc,
    },
    skip: restoring,
    notifyOnNetworkStatusChange: true,
  });
  const shown = (query.data ?? query.previousData)?.products;
  const [setStatus] = useSetProductStatusMutation();
  const [deleteProduct] = useDeleteProductMutation();

  const statusChange = useConfirmedAction<{ product: Product; active: boolean }>({
    question: ({ product, active }) => productMessages.confirmStatus(product.name, active),
    perform: async ({ product, active }) => {
      await setStatus({ variables: { id: product.id, status: active ? 'ACTIVE' : 'INACTIVE' } });
      return productMessages.statusChanged(product.name, active);
    },
    after: async () => {
      // A status filter may no longer match the product.
      if (statusFilter) await query.refetch();
    },
  });
  const deletion = useConfirmedAction<Product>({
    question: (product) => productMessages.confirmDelete(product.name),
    perform: async (product) => {
      await deleteProduct({ variables: { id: product.id } });
      return productMessages.deleted(product.name);
    },
    after: query.refetch,
  });

  const columns: Column<Product, ProductSortField>[] = [
    { key: 'sku', label: 'SKU', exportPath: 'sku', sortKey: 'SKU', render: (p) => p.sku },
    {
      key: 'name',
      label: 'Product Name',
      exportPath: 'name',
      sortKey: 'NAME',
      render: (p) => (
        <>
          {p.name}
          <Typography variant="body2" color="text.secondary">
            {productSummary(p)}
          </Typography>
        </>
      ),
    },
    {
      key: 'category',
      label: 'Category',
      exportPath: 'category.name',
      sortKey: 'CATEGORY',
      render: (p) => p.category?.name,
    },
    { key: 'bpom', label: 'BPOM', exportPath: 'bpomNumber', sortKey: 'BPOM_NUMBER', render: (p) => p.bpomNumber },
    {
      key: 'grossPrice',
      label: 'Gross Price',
      exportPath: 'grossPrice',
      sortKey: 'GROSS_PRICE',
      kind: 'money',
      render: (p) => formatRupiah(p.grossPrice),
    },
    {
      key: 'retailPrice',
      label: 'Retail Price',
      exportPath: 'retailPrice',
      sortKey: 'RETAIL_PRICE',
      kind: 'money',
      render: (p) => formatRupiah(p.retailPrice),
    },
    {
      key: 'actions',
      label: 'Actions',
      kind: 'actions',
      render: (p) => (
        <Stack direction="row" justifyContent="flex-end" alignItems="center" sx={{ whiteSpace: 'nowrap' }}>
          {canEdit && <EditRowButton to={productUrls.edit(p.id)} rowName={p.name} />}
          <Tooltip title={enumLabel(productStatusLabels, p.status, p.unknownStatus)}>
            <RowStatusSwitch
              rowName={p.name}
              checked={p.status === 'ACTIVE'}
              disabled={!canSwitch}
              onSwitch={(active) => statusChange.ask({ product: p, active })}
            />
          </Tooltip>
          {canDelete && <DeleteRowButton onClick={() => deletion.ask(p)} rowName={p.name} />}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Inventory">
        <SearchField
          label="Search product name"
          value={search}
          onSearch={(value) => list.update({ filters: { search: value } })}
        />
        <FilterSelect
          label="Status"
          value={statusFilter ?? ''}
          options={STATUS_FILTER_CHOICES}
          onChange={(value) => list.update({ filters: { status: value } })}
          width={140}
        />
        <Tooltip title="Refresh">
          <span>
            <IconButton aria-label="Refresh" onClick={() => query.refetch()} disabled={query.loading}>
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
        {canMutate('createProduct') && <AddLinkButton to={productUrls.add}>Add Product</AddLinkButton>}
      </PageHeader>
      <DataTable
        aria-label="Products"
        columns={columns}
        page={shown}
        query={query}
        list={list}
        emptyText={search ? `No product matches "${search}"` : 'No products found'}
      />
      <ConfirmDialog {...statusChange.dialog} confirmLabel="Change" />
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}
