import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { CustomerSortField } from '@backoffice/schema/generated/enums';
import { CUSTOMER_TYPES } from '@backoffice/schema/rules/customer';

import { AddLinkButton } from '../../ui/AddLinkButton';
import { CITY_TYPE_LABELS, cityLabel } from '../../ui/cityLabel';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CUSTOMER_TYPE_CHOICES, customerTypeLabels } from '../../ui/customerTypes';
import { type Column, DataTable } from '../../ui/DataTable';
import { FilterSelect } from '../../ui/FilterSelect';
import { PageHeader } from '../../ui/PageHeader';
import { phoneColumn } from '../../ui/phoneColumn';
import { PhoneField } from '../../ui/PhoneField';
import { matchesPhone } from '../../ui/phoneFilter';
import { DeleteRowButton, EditRowButton, withoutEmptyActions } from '../../ui/RowActions';
import { SearchField } from '../../ui/SearchField';
import { useStaffAccess } from '../../ui/staffAccess';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { useListParams } from '../../ui/useListParams';
import { CustomerCityFilter } from './CustomerCityFilter';
import { customerMessages } from './customerMessages';
import { type CustomerRowFragment, useCustomersQuery, useDeleteCustomerMutation } from './customers.generated';
import { customerUrls } from './urls';

/** An old address's REST spelling (`?customer_type=Online Retailer`) is read by the labels. */
const CUSTOMER_ENUM_FILTERS = { customer_type: { labels: customerTypeLabels } };

/**
 * Spec 000 §2: search on Enter (customer), Customer Type (customer_type, spelt as the spec's list)
 * and Customer City (cityId) in the address; the phone filter works on the loaded rows only.
 */
export function CustomerListPage() {
  const { canMutate } = useStaffAccess();
  const canEdit = canMutate('updateCustomer');
  const canDelete = canMutate('deleteCustomer');
  const list = useListParams({ sortFields: CustomerSortField, orderBy: 'NAME', enumFilters: CUSTOMER_ENUM_FILTERS });
  const search = list.filter('customer');
  const type = list.enumFilter('customer_type', CUSTOMER_TYPES);
  const cityId = list.filter('cityId');
  // No query key for the phone filter: it narrows the rows already loaded, so it stays on the page.
  const [phone, setPhone] = useState('');
  const query = useCustomersQuery({
    variables: {
      search: search || null,
      type,
      cityId: cityId || null,
      page: list.page,
      perPage: list.perPage,
      sortBy: list.orderBy,
      desc: list.desc,
    },
  });
  const shown = (query.data ?? query.previousData)?.customers;
  const page = shown && { ...shown, rows: shown.rows.filter((customer) => matchesPhone(customer.phoneNumber, phone)) };
  const [deleteCustomer] = useDeleteCustomerMutation();
  const deletion = useConfirmedAction<CustomerRowFragment>({
    question: (customer) => customerMessages.confirmDelete(customer.fullName),
    perform: async (customer) => {
      const result = await deleteCustomer({ variables: { id: customer.id } });
      return customerMessages.deleted(result.data!.deleteCustomer.firstName);
    },
    after: query.refetch,
  });

  const columns: Column<CustomerRowFragment, CustomerSortField>[] = [
    { key: 'name', label: 'Name', exportPath: 'fullName', sortKey: 'NAME', render: (c) => c.fullName },
    { key: 'email', label: 'Email', exportPath: 'email', render: (c) => c.email },
    phoneColumn('phone', 'Phone Number', 'phoneNumber'),
    {
      key: 'city',
      label: 'City',
      exportPath: ['city.type', 'city.name'],
      exportValues: CITY_TYPE_LABELS,
      exportFormat: 'words',
      sortKey: 'CITY',
      render: (c) => cityLabel(c.city),
    },
    {
      key: 'actions',
      label: 'Action',
      kind: 'actions',
      render: (c) => (
        <>
          {canEdit && <EditRowButton to={customerUrls.edit(c.id)} rowName={c.fullName} />}
          {canDelete && <DeleteRowButton onClick={() => deletion.ask(c)} rowName={c.fullName} />}
        </>
      ),
    },
  ];

  const filtered = search || type || cityId || phone;
  return (
    <>
      <PageHeader title="Customers">
        {canMutate('createCustomer') && <AddLinkButton to={customerUrls.add}>Add Customer</AddLinkButton>}
      </PageHeader>
      <Stack direction="row" gap={2} flexWrap="wrap" sx={{ mb: 2 }}>
        <SearchField
          label="Search customer"
          value={search}
          onSearch={(value) => list.update({ filters: { customer: value } })}
        />
        <FilterSelect
          label="Customer Type"
          value={type ?? ''}
          options={CUSTOMER_TYPE_CHOICES}
          onChange={(value) => list.update({ filters: { customer_type: value } })}
          width={200}
        />
        <PhoneField
          label="Phone Number"
          type="search"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          helperText="Filters the rows shown"
        />
        <CustomerCityFilter value={cityId} onChange={(value) => list.update({ filters: { cityId: value } })} />
      </Stack>
      <DataTable
        aria-label="Customers"
        columns={withoutEmptyActions(columns, canEdit || canDelete)}
        page={page}
        query={query}
        list={list}
        emptyText={filtered ? 'No customer matches these filters' : 'No customers yet'}
      />
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}
