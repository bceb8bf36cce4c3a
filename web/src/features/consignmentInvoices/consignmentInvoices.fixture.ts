// Stockist orders, invoices and what remains, as the gateway answers them, for the area's component tests.

const orderLine = (id: string, productName: string, quantity: number) => ({
  __typename: 'OrderLine',
  id,
  productName,
  quantity,
});

/** A stockist order of four products, not invoiced yet. */
export const pendingOrder = {
  __typename: 'Order',
  id: '12',
  orderDate: '2026-11-20',
  customer: { __typename: 'Customer', id: '8', fullName: 'Toko Sumber Rejeki' },
  lines: [
    orderLine('1', 'Kerupuk Udang', 5),
    orderLine('2', 'Cumi Ring 500 gr', 3),
    orderLine('3', 'Kakap Fillet', 2),
    orderLine('4', 'Tuna Loin', 1),
  ],
  consignmentStatus: 'PENDING',
  unknownConsignmentStatus: null,
};

export const item = (productId: string, productName: string, quantity: number, unitPrice: number) => ({
  __typename: 'ConsignmentItem',
  productId,
  productName,
  quantity,
  unitPrice,
});

export const invoiceRow = {
  __typename: 'ConsignmentInvoice',
  id: '40',
  invoiceNumber: 'CI/2026/0007',
  memo: 'Titipan minggu 1',
  type: 'PAYMENT',
  unknownType: null,
};

/** Order 12 with one invoice: 2 Kerupuk Udang taken, 3 left; the Cumi Ring all left. */
export const order12Consignment = {
  __typename: 'Order',
  id: '12',
  consignment: {
    __typename: 'OrderConsignment',
    status: 'ON_PROCESS',
    unknownStatus: null,
    customerName: 'Toko Sumber Rejeki',
    invoices: [invoiceRow],
    originalItems: [item('20', 'Kerupuk Udang', 5, 25_000), item('21', 'Cumi Ring 500 gr', 3, 65_000)],
    remainingItems: [item('20', 'Kerupuk Udang', 3, 25_000), item('21', 'Cumi Ring 500 gr', 3, 65_000)],
  },
};

/** The invoice of order 12 as the dialog and the edit form read it. */
export const invoiceDetail = {
  ...invoiceRow,
  orderId: '12',
  orderDate: '2026-11-20',
  orderTotal: 320_000,
  invoiceDate: '2026-11-21',
  total: 50_000,
  customer: {
    __typename: 'InvoiceCustomer',
    id: '8',
    fullName: 'Budi Santoso',
    companyName: 'Toko Sumber Rejeki',
    email: 'budi@sumberrejeki.co.id',
    address: 'Jl. Pasar Baru 12, Bandung',
  },
  lines: [
    {
      __typename: 'ConsignmentInvoiceLine',
      id: '1',
      productId: '20',
      productName: 'Kerupuk Udang',
      sku: 'KRP-250',
      quantity: 2,
      unitPrice: 25_000,
      linePrice: 50_000,
    },
  ],
};
