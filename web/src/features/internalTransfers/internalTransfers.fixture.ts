// Transfers and warehouses as the gateway answers them, for the area's component tests.

export const warehouseRows = [
  { __typename: 'Warehouse', id: '3', name: 'Gudang Muara Baru', active: true },
  { __typename: 'Warehouse', id: '4', name: 'Gudang Cikarang', active: true },
  { __typename: 'Warehouse', id: '5', name: 'Gudang Lama Cakung', active: false },
];

export const warehousesAnswer = { data: { warehouses: { __typename: 'WarehouseList', rows: warehouseRows } } };

const warehouse = (id: string) => {
  const { __typename, name } = warehouseRows.find((row) => row.id === id)!;
  return { __typename, id, name };
};
export const laut = { __typename: 'Vendor', id: '7', companyName: 'PT Laut Segar' };

const line = (id: string, productName: string, quantity: number) => ({
  __typename: 'InternalTransferLine',
  id,
  productName,
  quantity,
});

/** A purchase of five products from PT Laut Segar into Muara Baru. */
export const purchase = {
  __typename: 'InternalTransfer',
  id: '12',
  type: 'PURCHASES',
  unknownType: null,
  receivedDate: '2026-11-05',
  memo: 'Kiriman pagi',
  fromWarehouse: null,
  toWarehouse: warehouse('3'),
  vendor: laut,
  toVendor: null,
  lines: [
    line('1', 'Udang Vaname Beku 1 kg', 10),
    line('2', 'Cumi Ring 500 gr', 5),
    line('3', 'Kakap Fillet', 4),
    line('4', 'Tuna Loin', 2),
    line('5', 'Bandeng Presto', 1),
  ],
};

/** A purchase return from Cikarang to PT Laut Segar. */
export const giveBack = {
  __typename: 'InternalTransfer',
  id: '13',
  type: 'PURCHASE_RETURN',
  unknownType: null,
  receivedDate: '2026-11-06',
  memo: null,
  fromWarehouse: warehouse('4'),
  toWarehouse: null,
  vendor: null,
  toVendor: laut,
  lines: [line('6', 'Cumi Ring 500 gr', 2)],
};

/** An adjustment at Muara Baru. */
export const adjustment = {
  __typename: 'InternalTransfer',
  id: '14',
  type: 'ADJUSTMENT',
  unknownType: null,
  receivedDate: '2026-11-07',
  memo: null,
  fromWarehouse: warehouse('3'),
  toWarehouse: null,
  vendor: null,
  toVendor: null,
  lines: [line('7', 'Tuna Loin', -3)],
};
