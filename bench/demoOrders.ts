/** Orders a benchmark adds to the demo data through the REST API, as the order form would. */

/** Creates an order of one line per product id (a repeated id is a second line of it); resolves to its id. */
export async function createOrder(
  restUrl: string,
  token: string,
  {
    productIds,
    customerId = 1,
    warehouseId = 1,
    orderDate = '2026-11-20',
  }: { productIds: number[]; customerId?: number; warehouseId?: number; orderDate?: string },
): Promise<number> {
  const response = await fetch(`${restUrl}/orders`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify({
      CustomerId: customerId,
      ShipFromLocationId: warehouseId,
      DeliveryMethodId: 2,
      ShiptoAddress: 'Jl. Bench No. 1',
      city_id: 3175,
      province_id: 31,
      sales_type: 'tokopedia',
      customer_type: 'individual',
      order_date: orderDate,
      tax: 11,
      delivery_fee: 15000,
      grand_total: 0,
      items: productIds.map((ItemId) => ({ ItemId, qty: 2 })),
    }),
  });
  if (!response.ok) throw new Error(`POST /orders: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { Order: { id: number } }).Order.id;
}

/**
 * Adds orders until the REST API holds `count`, spread over the demo's customers, active warehouses and products
 * (1 to 8 lines each) and the last 90 days; resolves to the ids of the newest `count` orders.
 */
export async function atLeastOrders(restUrl: string, token: string, count: number): Promise<number[]> {
  const get = async <T>(path: string) => (await (await fetch(`${restUrl}${path}`, { headers: { token } })).json()) as T;
  const newest = () =>
    get<{ Orders: { count: number; rows: Array<{ id: number }> } }>(
      `/orders?page=1&per_page=${count}&orderby=order_date&desc=true`,
    );
  const { Orders } = await newest();
  const missing = count - Orders.count;
  if (missing <= 0) return Orders.rows.map((row) => row.id);
  const ids = async (path: string, key: string) =>
    ((await get<Record<string, { rows: Array<{ id: number; status?: boolean }> }>>(path))[key]!.rows ?? [])
      .filter((row) => row.status !== false)
      .map((row) => row.id);
  const [customers, warehouses, products] = await Promise.all([
    ids('/customers?page=1&per_page=1000', 'Customers'),
    ids('/warehouse?page=1&per_page=1000', 'Warehouses'),
    ids('/products?page=1&per_page=1000', 'Products'),
  ]);
  for (let n = 0; n < missing; n++) {
    await createOrder(restUrl, token, {
      customerId: customers[n % customers.length],
      warehouseId: warehouses[n % warehouses.length],
      productIds: Array.from({ length: 1 + (n % 8) }, (_, line) => products[(n * 7 + line * 3) % products.length]!),
      orderDate: new Date(Date.now() - (n % 90) * 86_400_000).toISOString().slice(0, 10),
    });
  }
  return (await newest()).Orders.rows.map((row) => row.id);
}
