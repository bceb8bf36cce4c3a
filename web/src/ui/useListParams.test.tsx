import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { paymentStatusLabels, shipmentStatusLabels } from './shippingStatuses';
import { useListParams } from './useListParams';

const at =
  (path: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]} future={{ v7_relativeSplatPath: true, v7_startTransition: false }}>
      {children}
    </MemoryRouter>
  );
const enumFilters = { status: { labels: paymentStatusLabels }, shipment_status: { labels: shipmentStatusLabels } };
const sortFields = { ORDER_DATE: 'ORDER_DATE' } as const;

describe("useListParams and an old dashboard's bookmark", () => {
  it('reads the REST spelling at once and writes the GraphQL one back in place of the old address', async () => {
    const { result } = renderHook(
      () => ({
        list: useListParams({ sortFields, orderBy: 'ORDER_DATE', enumFilters }),
        location: useLocation(),
        navigation: useNavigationType(),
      }),
      { wrapper: at('/orders?status=payment_success&shipment_status=Out_for_delivery&page=2') },
    );
    expect(result.current.list.enumFilter('status', Object.keys(paymentStatusLabels))).toBe('PAYMENT_SUCCESS');
    await waitFor(() =>
      expect(result.current.location.search).toBe('?status=PAYMENT_SUCCESS&shipment_status=OUT_FOR_DELIVERY&page=2'),
    );
    expect(result.current.navigation).toBe('REPLACE');
    expect(result.current.list.page).toBe(2);
  });
});
