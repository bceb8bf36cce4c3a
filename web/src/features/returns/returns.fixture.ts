// Returns, orders and choices as the gateway answers them, for the area's component tests.

const line = (id: string, productName: string, quantity: number) => ({
  __typename: 'ReturnLine',
  id,
  productName,
  quantity,
});
const muaraBaru = { __typename: 'Warehouse', id: '3', name: 'Gudang Muara Baru' };

/** A return of four products of order 12, back at Muara Baru. */
export const budiReturn = {
  __typename: 'Return',
  id: '30',
  status: 'RECEIVED',
  unknownStatus: null,
  returnDate: '2026-11-20',
  orderId: '12',
  customerName: 'Budi Santoso',
  returnTo: muaraBaru,
  lines: [
    line('1', 'Kerupuk Udang', 2),
    line('2', 'Cumi Ring 500 gr', 1),
    line('3', 'Kakap Fillet', 4),
    line('4', 'Tuna Loin', 1),
  ],
};

/** A return of one product of order 14. */
export const sitiReturn = {
  __typename: 'Return',
  id: '31',
  status: 'RECEIVED',
  unknownStatus: null,
  returnDate: '2026-11-21',
  orderId: '14',
  customerName: 'Siti Aminah',
  returnTo: { __typename: 'Warehouse', id: '4', name: 'Gudang Cikarang' },
  lines: [line('5', 'Bandeng Presto', 3)],
};

/** budiReturn as the detail dialog reads it. */
export const budiReturnDetail = {
  ...budiReturn,
  action: 'REFUND',
  unknownAction: null,
  phoneNumber: '+6281234567890',
  moneyReturned: 150_000,
  memo: 'Kemasan rusak',
  shipBy: { __typename: 'Courier', id: '2', company: 'JNE' },
  lines: budiReturn.lines.map((returned, index) => {
    const unitPrice = [25_000, 65_000, 1_250_000, 90_000][index]!;
    return { ...returned, productId: String(20 + index), unitPrice, linePrice: unitPrice * returned.quantity };
  }),
};

export const formChoicesAnswer = {
  data: {
    warehouses: {
      __typename: 'WarehouseList',
      rows: [
        { ...muaraBaru, active: true },
        { __typename: 'Warehouse', id: '5', name: 'Gudang Lama Cakung', active: false },
      ],
    },
    couriers: [
      { __typename: 'Courier', id: '1', company: 'Internal' },
      { __typename: 'Courier', id: '2', company: 'JNE' },
    ],
  },
};

const returnable = (productId: string, productName: string, orderedQuantity: number, returnedQuantity: number) => ({
  __typename: 'ReturnableProduct',
  productId,
  productName,
  orderedQuantity,
  returnedQuantity,
  returnableQuantity: orderedQuantity - returnedQuantity,
  unitPrice: 25_000,
});

/** Order 12 of Budi Santoso: 5 Kerupuk Udang (2 already back), 3 Cumi Ring, and Kakap Fillet all returned before. */
export const order12 = {
  __typename: 'Order',
  id: '12',
  customer: { __typename: 'Customer', id: '8', fullName: 'Budi Santoso' },
  shipFrom: { __typename: 'Warehouse', id: '3' },
  returnableProducts: [
    returnable('20', 'Kerupuk Udang', 5, 2),
    returnable('21', 'Cumi Ring 500 gr', 3, 0),
    returnable('22', 'Kakap Fillet', 1, 1),
  ],
};
