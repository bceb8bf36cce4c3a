import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { VendorSortField } from '@backoffice/schema/generated/enums';

import { AddLinkButton } from '../../ui/AddLinkButton';
import { CITY_TYPE_LABELS, cityLabel } from '../../ui/cityLabel';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { phoneColumn } from '../../ui/phoneColumn';
import { PhoneField } from '../../ui/PhoneField';
import { matchesPhone } from '../../ui/phoneFilter';
import { DeleteRowButton, EditRowButton, withoutEmptyActions } from '../../ui/RowActions';
import { SearchField } from '../../ui/SearchField';
import { useStaffAccess } from '../../ui/staffAccess';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { useListParams } from '../../ui/useListParams';
import { vendorUrls } from './urls';
import { vendorMessages } from './vendorMessages';
import { useDeleteVendorMutation, useVendorsQuery, type VendorRowFragment } from './vendors.generated';

/** Spec 000 §2: search by name or id (vendor) and by company name (company_name), each on Enter. */
export function VendorListPage() {
  const { canMutate } = useStaffAccess();
  const canEdit = canMutate('updateVendor');
  const canDelete = canMutate('deleteVendor');
  const list = useListParams({ sortFields: VendorSortField, orderBy: 'NAME' });
  const search = list.filter('vendor');
  const companyName = list.filter('company_name');
  // The spec's phone filter works on the loaded rows only; it has no query key, so it stays on the page.
  const [phone, setPhone] = useState('');
  const query = useVendorsQuery({
    variables: {
      search: search || null,
      companyName: companyName || null,
      page: list.page,
      perPage: list.perPage,
      sortBy: list.orderBy,
      desc: list.desc,
    },
  });
  const shown = (query.data ?? query.previousData)?.vendors;
  const page = shown && { ...shown, rows: shown.rows.filter((vendor) => matchesPhone(vendor.phoneNumber, phone)) };
  const [deleteVendor] = useDeleteVendorMutation();
  const deletion = useConfirmedAction<VendorRowFragment>({
    question: (vendor) => vendorMessages.confirmDelete(vendor.companyName),
    perform: async (vendor) => {
      await deleteVendor({ variables: { id: vendor.id } });
      return vendorMessages.deleted(vendor.companyName);
    },
    after: query.refetch,
  });

  const columns: Column<VendorRowFragment, VendorSortField>[] = [
    { key: 'name', label: 'Name', exportPath: 'fullName', sortKey: 'NAME', render: (v) => v.fullName },
    {
      key: 'company',
      label: 'Company Name',
      exportPath: 'companyName',
      sortKey: 'COMPANY_NAME',
      render: (v) => v.companyName,
    },
    { key: 'email', label: 'Email', exportPath: 'email', render: (v) => v.email },
    phoneColumn('phone', 'Phone Number', 'phoneNumber'),
    {
      key: 'city',
      label: 'City',
      exportPath: ['city.type', 'city.name'],
      exportValues: CITY_TYPE_LABELS,
      exportFormat: 'words',
      sortKey: 'CITY',
      render: (v) => cityLabel(v.city),
    },
    {
      key: 'actions',
      label: 'Action',
      kind: 'actions',
      render: (v) => (
        <>
          {canEdit && <EditRowButton to={vendorUrls.edit(v.id)} rowName={v.companyName} />}
          {canDelete && <DeleteRowButton onClick={() => deletion.ask(v)} rowName={v.companyName} />}
        </>
      ),
    },
  ];

  const filtered = search || companyName || phone;
  return (
    <>
      <PageHeader title="Vendors">
        {canMutate('createVendor') && <AddLinkButton to={vendorUrls.add}>Add Vendor</AddLinkButton>}
      </PageHeader>
      <Stack direction="row" gap={2} flexWrap="wrap" sx={{ mb: 2 }}>
        <SearchField
          label="Search vendor name or id"
          value={search}
          onSearch={(value) => list.update({ filters: { vendor: value } })}
        />
        <SearchField
          label="Search company name"
          value={companyName}
          onSearch={(value) => list.update({ filters: { company_name: value } })}
        />
        <PhoneField
          label="Phone Number"
          type="search"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          helperText="Filters the rows shown"
        />
      </Stack>
      <DataTable
        aria-label="Vendors"
        columns={withoutEmptyActions(columns, canEdit || canDelete)}
        page={page}
        query={query}
        list={list}
        emptyText={filtered ? 'No vendor matches these filters' : 'No vendors yet'}
      />
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}
