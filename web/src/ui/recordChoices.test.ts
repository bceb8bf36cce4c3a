import { describe, expect, it } from 'vitest';

import { courierChoices, warehouseChoices } from './recordChoices';

describe('record choices', () => {
  const warehouses = [
    { id: '1', name: 'Gudang Muara Baru', active: true },
    { id: '2', name: 'Gudang Lama Cakung', active: false },
  ];

  it('leaves inactive warehouses out, unless the record already has one', () => {
    expect(warehouseChoices(warehouses)).toEqual([{ value: '1', label: 'Gudang Muara Baru' }]);
    expect(warehouseChoices(warehouses, '2').map((choice) => choice.value)).toEqual(['1', '2']);
  });

  it('offers couriers by company name, valued by id', () => {
    expect(courierChoices([{ id: '8', company: 'Gojek' }])).toEqual([{ value: '8', label: 'Gojek' }]);
  });
});
