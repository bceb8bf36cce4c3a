import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { sampleRow } from '../../testing/samples.fixture';
import { SampleListPage } from './SampleListPage';
import { detailQueryData } from './samples.fixture';
import { SampleDetailDocument, SampleListChoicesDocument, SamplesDocument } from './samples.generated';

const samplesMock = (
  variables: Record<string, unknown>,
  rows = [sampleRow('5', 4)],
  totalCount = 16,
): MockedResponse => ({
  request: {
    query: SamplesDocument,
    variables: { page: 1, perPage: 15, sortBy: 'CREATED_AT', desc: true, ...variables },
  },
  result: { data: { samples: { __typename: 'SampleList', totalCount, rows } } },
});

const choicesMock: MockedResponse = {
  request: { query: SampleListChoicesDocument },
  result: {
    data: {
      warehouses: {
        __typename: 'WarehouseList',
        rows: [{ __typename: 'Warehouse', id: '3', name: 'Gudang Muara Baru' }],
      },
    },
  },
};

describe('samples list', () => {
  it('reads its filters from the address, shows the spec columns, and refetches when a filter changes', async () => {
    const user = userEvent.setup();
    const router = renderAt(
      '/dashboard/samples?sample=Laut&start_date=2026-11-01&ship_from=3&per_page=25',
      <SampleListPage />,
      [
        choicesMock,
        samplesMock({ perPage: 25, filter: { search: 'Laut', startDate: '2026-11-01', shipFromId: '3' } }),
        samplesMock(
          { perPage: 25, filter: { search: 'Laut', startDate: '2026-11-01', shipFromId: '3', purpose: 'TESTER' } },
          [sampleRow('6', 1, { purpose: 'TESTER', shipmentStatus: 'LABEL_PRINTED' })],
          1,
        ),
      ],
    );
    expect(await screen.findByRole('heading', { name: 'Samples' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Sample' })).toHaveAttribute('href', '/dashboard/add/sample');
    const table = await screen.findByRole('table', { name: 'Samples' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Recipient', 'Product', 'Contact', 'Ship From', 'Ship By', 'Purpose', 'Status', 'Action']);
    const row = await within(table).findByRole('row', { name: /CV Laut Biru/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '05/11/2026',
      'CV Laut Biru (Vendor)',
      'Udang Vaname Beku 1 kg (x1)Cumi Ring 500 gr (x2)Kerupuk Udang 250 gr (x3)...1 more',
      '081298765432',
      'Gudang Muara Baru',
      'JNE',
      'Review',
      // The shipment status, as the Ship Status filter filters: not the sample's own status (Payment Success).
      'Processed',
      '',
    ]);

    await user.click(screen.getByRole('combobox', { name: 'Purpose' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Tester' }));
    expect(router.state.location.search).toBe(
      '?sample=Laut&start_date=2026-11-01&ship_from=3&per_page=25&purpose=TESTER',
    );
    expect(await within(table).findByText('Label Printed')).toBeInTheDocument();
  });

  it('filters by shipment status under ship_status, the status its Status column shows, searches on Enter, and opens the detail dialog in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/samples', <SampleListPage />, [
      choicesMock,
      samplesMock({ filter: {} }),
      samplesMock({ filter: { shipmentStatus: 'SHIPPED' } }),
      samplesMock({ filter: { shipmentStatus: 'SHIPPED', search: '5' } }, [sampleRow('5', 2)], 1),
      { request: { query: SampleDetailDocument, variables: { id: '5' } }, result: { data: detailQueryData() } },
    ]);
    await screen.findByRole('row', { name: /CV Laut Biru/ });
    await user.click(screen.getByRole('combobox', { name: 'Ship Status' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Shipped' }));
    expect(router.state.location.search).toBe('?ship_status=SHIPPED');
    await user.type(screen.getByLabelText('Search sample or company'), '#5{Enter}');
    expect(router.state.location.search).toBe('?ship_status=SHIPPED&sample=5');
    await user.click(await screen.findByRole('button', { name: 'Open sample 5' }));
    expect(router.state.location.search).toBe('?ship_status=SHIPPED&sample=5&detail=5');
    const dialog = await screen.findByRole('dialog', { name: 'Sample 5' });
    expect(
      await within(dialog).findByText('Jl. Cihampelas No. 160, Kota Bandung, Jawa Barat, 40131'),
    ).toBeInTheDocument();
  });
});
