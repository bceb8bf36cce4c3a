/** Test support: orders as the gateway answers them, with totals that add up. */
import type {
  OrderDetailFragment,
  OrderDetailQuery,
  OrderFormOrderFragment,
  OrderRowFragment,
} from './orders.generated';

export const detailOrder: OrderDetailFragment = {
  __typename: 'Order',
  id: '42',
  orderDate: '2026-11-05',
  shipmentDate: '2026-11-06',
  paymentStatus: 'PAYMENT_SUCCESS',
  shipmentStatus: 'PROCESSED',
  salesChannel: 'CRYSTAL_WEB',
  customerType: 'RETAILER',
  customer: {
    __typename: 'Customer',
    id: '7',
    fullName: 'Siti Nur Aisyah',
    companyName: 'Toko Sumber Rejeki',
    phoneNumber: '+6281234567890',
  },
  shipFrom: {
    __typename: 'Warehouse',
    id: '3',
    name: 'Gudang Muara Baru',
    city: {
      __typename: 'City',
      id: '3172',
      name: 'Jakarta Utara',
      type: 'KOTA',
      province: { __typename: 'Province', id: '31', name: 'DKI Jakarta' },
    },
  },
  courier: { __typename: 'Courier', id: '2', company: 'JNE' },
  shippingAddress: {
    __typename: 'ShippingAddress',
    address: 'Jl. Cihampelas No. 160',
    postalCode: '40131',
    city: { __typename: 'City', id: '3273', name: 'Bandung', type: 'KOTA' },
    province: { __typename: 'Province', id: '32', name: 'Jawa Barat' },
  },
  lines: [
    {
      __typename: 'OrderLine',
      id: '101',
      productId: '11',
      productName: 'Udang Vaname Beku 1 kg',
      sku: 'UDG-001',
      quantity: 2,
      unitPrice: 125_000,
      linePrice: 250_000,
      grossWeight: 1.1,
      product: { __typename: 'Product', id: '11', grossPrice: 130_000 },
    },
    {
      __typename: 'OrderLine',
      id: '102',
      productId: '12',
      productName: 'Cumi Ring 500 gr',
      sku: 'CUM-002',
      quantity: 3,
      unitPrice: 40_000,
      linePrice: 120_000,
      grossWeight: null,
      product: { __typename: 'Product', id: '12', grossPrice: null },
    },
  ],
  totals: {
    __typename: 'OrderTotals',
    totalQuantity: 5,
    subTotal: 370_000,
    taxPercent: 11,
    tax: 40_700,
    deliveryFee: 15_000,
    total: 425_700,
  },
  memo: 'Kirim pagi',
  invoiceNumber: 'TKP/2026/11/0042',
  trackingCode: null,
  paymentMethod: 'Bank Transfer',
  quickbooksStatus: {
    __typename: 'QuickbooksStatus',
    state: 'PAID',
    text: '07/11/2026 Bank BCA 5425 - Operasional Rp 425.700',
  },
  canOrderGojek: false,
};

export const detailQueryData = (order: OrderDetailFragment = detailOrder): OrderDetailQuery => ({
  order,
  warehouses: {
    __typename: 'WarehouseList',
    rows: [
      { __typename: 'Warehouse', id: '3', name: 'Gudang Muara Baru', active: true },
      { __typename: 'Warehouse', id: '4', name: 'Cold Storage Surabaya Perak', active: true },
      { __typename: 'Warehouse', id: '5', name: 'Gudang Lama Cakung', active: false },
    ],
  },
  couriers: [
    { __typename: 'Courier', id: '1', company: 'Internal' },
    { __typename: 'Courier', id: '2', company: 'JNE' },
    { __typename: 'Courier', id: '8', company: 'Gojek' },
  ],
});

export const formOrder: OrderFormOrderFragment = {
  __typename: 'Order',
  id: detailOrder.id,
  orderDate: detailOrder.orderDate,
  shipmentDate: detailOrder.shipmentDate,
  paymentStatus: detailOrder.paymentStatus,
  shipmentStatus: detailOrder.shipmentStatus,
  salesChannel: detailOrder.salesChannel,
  customerType: detailOrder.customerType,
  customer: { __typename: 'Customer', id: '7', fullName: 'Siti Nur Aisyah', phoneNumber: '+6281234567890' },
  shipFrom: { __typename: 'Warehouse', id: '3' },
  courier: { __typename: 'Courier', id: '2' },
  shippingAddress: {
    __typename: 'ShippingAddress',
    address: 'Jl. Cihampelas No. 160',
    postalCode: '40131',
    city: { __typename: 'City', id: '3273', provinceId: '32' },
    province: { __typename: 'Province', id: '32' },
  },
  lines: [
    { __typename: 'OrderLine', id: '101', productId: '11', quantity: 2, unitPrice: 125_000 },
    { __typename: 'OrderLine', id: '102', productId: '12', quantity: 3, unitPrice: 40_000 },
  ],
  totals: { __typename: 'OrderTotals', taxPercent: 11, deliveryFee: 15_000 },
  invoiceNumber: 'TKP/2026/11/0042',
  memo: 'Kirim pagi',
};

export function rowOrder(id: string, lineCount: number, overrides: Partial<OrderRowFragment> = {}): OrderRowFragment {
  return {
    __typename: 'Order',
    id,
    orderDate: '2026-11-05',
    salesChannel: 'SHOPEE',
    customer: { __typename: 'Customer', id: '7', fullName: 'Siti Nur Aisyah' },
    lines: Array.from({ length: lineCount }, (_, index) => ({
      __typename: 'OrderLine' as const,
      id: `${id}-${index}`,
      productName: `Produk ${index + 1}`,
      quantity: index + 1,
    })),
    shipFrom: { __typename: 'Warehouse', id: '3', name: 'Gudang Muara Baru' },
    shippingAddress: { __typename: 'ShippingAddress', address: 'Jl. Cihampelas No. 160', postalCode: '40131' },
    totals: { __typename: 'OrderTotals', total: 425_700 },
    shipmentStatus: 'LABEL_PRINTED',
    paymentStatus: 'PAYMENT_PENDING',
    ...overrides,
  };
}
