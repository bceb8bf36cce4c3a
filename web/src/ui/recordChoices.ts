import type { Choice } from './choices';

/**
 * The warehouses a form offers: closed ones take no new orders, stock or returns, except the one the record
 * already has (an order of a warehouse closed since), so it still shows.
 */
export function warehouseChoices(
  warehouses: ReadonlyArray<{ id: string; name: string; active: boolean }>,
  currentId = '',
): Choice[] {
  return warehouses
    .filter((warehouse) => warehouse.active || warehouse.id === currentId)
    .map((warehouse) => ({ value: warehouse.id, label: warehouse.name }));
}

/** Couriers by company name; the value is the id (spec 001 §2). */
export const courierChoices = (couriers: ReadonlyArray<{ id: string; company: string }>): Choice[] =>
  couriers.map((courier) => ({ value: courier.id, label: courier.company }));
