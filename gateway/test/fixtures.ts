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

/** A valid SampleInput (a vendor in Jakarta Utara, two lines), changed by `overrides`. */
export const sampleInput = (overrides: Record<string, unknown> = {}) => ({
  recipientType: 'VENDOR',
  recipientId: '1',
  phoneNumber: '+6281299990001',
  address: 'Jl. Pluit Raya No. 5',
  provinceId: '31',
  cityId: '3175',
  postalCode: '14450',
  shipmentStatus: 'PROCESSED',
  shipFromId: '1',
  shipmentDate: null,
  purpose: 'REVIEW',
  courierId: null,
  memo: 'Untuk review',
  lines: [
    { productId: '1', quantity: 2 },
    { productId: '2', quantity: 3 },
  ],
  ...overrides,
});

/** A valid PromotionInput (15 % off orders over Rp 150.000 in June 2025), changed by `overrides`. */
export const promotionInput = (overrides: Record<string, unknown> = {}) => ({
  platform: 'crystal web',
  name: 'Promo Gateway',
  code: 'GATEWAY15',
  type: 'PERCENT',
  value: 15,
  maxDiscount: 40000,
  active: true,
  isDefault: false,
  validFrom: '2025-06-01',
  validUntil: '2025-06-30',
  description: 'Diskon uji gateway',
  termsAndConditions: 'Satu kali per pelanggan',
  terms: 'PRICE',
  condition: 'GREATER_THAN',
  amount: 150000,
  maxAmount: null,
  minTransaction: null,
  quota: 50,
  usedQuota: 2,
  ...overrides,
});
