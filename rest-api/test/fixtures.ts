/** A valid order body (customer 1, two lines), changed by `overrides`: the orders and bad-input tests start from it. */
export const newOrder = (overrides: object = {}) => ({
  CustomerId: 1,
  ShipFromLocationId: 1,
  DeliveryMethodId: 2,
  ShiptoAddress: 'Jl. Pluit Raya No. 5',
  items: [
    { ItemId: 1, qty: 2, price: 50000 },
    { ItemId: 2, qty: 1 },
  ],
  sales_type: 'tokopedia',
  customer_type: 'individual',
  city_id: 3175,
  province_id: 31,
  postal_code: '14450',
  order_date: '2026-11-20',
  tax: 11,
  delivery_fee: 15000,
  grand_total: 0,
  shipping_method: 'manual',
  ...overrides,
});

/** A valid internal transfer body (a purchase of product 1 into warehouse 1), changed by `overrides`. */
export const newTransfer = (overrides: object = {}, lines: unknown[] = [{ ItemId: 1, qty: 10 }]) => ({
  type: 'purchases',
  from_date: '2026-11-20',
  to_date: '2026-11-20',
  ShipToLocationId: 1,
  DeliveryMethodId: 1,
  status: 1,
  memo: 'PO test',
  items: JSON.stringify(lines),
  ...overrides,
});
