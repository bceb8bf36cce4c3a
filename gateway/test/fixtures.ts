/** A valid OrderInput (customer in Jakarta Utara, two lines), changed by `overrides`: the orders and ids tests start from it. */
export const orderInput = (overrides: Record<string, unknown> = {}) => ({
  customer: {
    name: 'Siti Nur Aisyah Putri',
    phoneNumber: '+6281234567890',
    address: 'Jl. Pluit Raya No. 5',
    provinceId: '31',
    cityId: '3175',
    postalCode: '14450',
  },
  orderDate: '2026-11-21',
  shipmentDate: null,
  shipFromId: '1',
  courierId: '2',
  salesChannel: 'TOKOPEDIA',
  customerType: 'INDIVIDUAL',
  paymentStatus: 'PAYMENT_PENDING',
  shipmentStatus: 'PROCESSED',
  taxPercent: 11,
  deliveryFee: 15000,
  invoiceNumber: null,
  memo: null,
  lines: [
    { productId: '1', quantity: 2, unitPrice: 50000 },
    { productId: '2', quantity: 1 },
  ],
  ...overrides,
});
