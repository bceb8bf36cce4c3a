import { describe, expect, it } from 'vitest';

import { newOrder } from './fixtures';
import { restApiSession } from './restApiSession';

const rest = restApiSession();
const { call } = rest;

describe('orders', () => {
  it('lists orders, newest first on request, with their lines in one page answer, counted', async () => {
    const { json } = await call('GET', '/orders?page=1&per_page=15&desc=true');
    expect(json.Orders.rows).toHaveLength(15);
    expect(json.Orders.count).toBeGreaterThanOrEqual(70);
    const first = json.Orders.rows[0];
    expect(first.OrderLine.items.length).toBeGreaterThan(0);
    expect(first.OrderLine.items[0].Item).toEqual(
      expect.objectContaining({ name: expect.any(String), sku: expect.any(String) }),
    );
    expect(json.Orders.rows.map((o: any) => o.order_date)).toEqual(
      [...json.Orders.rows.map((o: any) => o.order_date)].sort().reverse(),
    );
  });

  it('pages through the ids chosen first (late row lookup) exactly as through the whole sorted list, filtered or not', async () => {
    for (const query of [
      'desc=true',
      'desc=false',
      'orderby=grand_total&desc=true',
      'desc=true&sales_type=shopee,tokopedia,whatsapp',
    ]) {
      const all = (await call('GET', `/orders?per_page=-1&${query}`)).json.Orders;
      const pages = await Promise.all(
        [1, 2, 3].map(async (page) => (await call('GET', `/orders?per_page=7&page=${page}&${query}`)).json.Orders),
      );
      expect(
        pages.flatMap((page) => page.rows.map((o: any) => o.id)),
        query,
      ).toEqual(all.rows.slice(0, 21).map((o: any) => o.id));
      expect(pages.every((page) => page.count === all.count)).toBe(true);
      expect(pages[0].rows[0]).toEqual(all.rows[0]);
    }
    const past = (await call('GET', '/orders?per_page=15&page=500')).json.Orders;
    expect(past.rows).toEqual([]);
    expect(past.count).toBeGreaterThan(0);
  });

  it('finds orders by every word of the customer name, in any case and order', async () => {
    const all = (await call('GET', '/orders?per_page=-1')).json.Orders.rows;
    const named = all.find((o: any) => o.Customer?.lastName);
    const words = `${named.Customer.lastName.toUpperCase()} ${named.Customer.firstName.toLowerCase()}`;
    const found = (await call('GET', `/orders?per_page=-1&customer=${encodeURIComponent(words)}`)).json.Orders.rows;
    const hasEveryWord = (o: any) =>
      words
        .toLowerCase()
        .split(' ')
        .every((word) => o.Customer?.fullName.toLowerCase().includes(word));
    expect(found.map((o: any) => o.id)).toContain(named.id);
    expect(found.map((o: any) => o.id).sort()).toEqual(
      all
        .filter(hasEveryWord)
        .map((o: any) => o.id)
        .sort(),
    );
  });

  it('matches each word as ILIKE does: fragments, however spaced, with % and _ as wildcards, short words too', async () => {
    const all = (await call('GET', '/orders?per_page=-1')).json.Orders.rows;
    const { firstName, middleName, lastName } = all.find(
      (o: any) => o.Customer?.middleName && o.Customer.lastName,
    ).Customer;
    /** ILIKE '%word%' for every word: % is any run of characters, _ any one, case aside. */
    const likeEveryWord = (name: string, search: string) =>
      search
        .trim()
        .split(/\s+/)
        .every((word) =>
          new RegExp(
            word
              .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
              .replace(/%/g, '.*')
              .replace(/_/g, '.'),
            'is',
          ).test(name),
        );
    for (const search of [
      `  ${lastName.slice(1, 4)}\t ${firstName.slice(0, 3).toUpperCase()}  `,
      `${firstName}_${middleName}`,
      `${firstName.slice(0, 2)}%${lastName.slice(-2)}`,
      firstName.slice(0, 1),
    ]) {
      const found = (await call('GET', `/orders?per_page=-1&customer=${encodeURIComponent(search)}`)).json.Orders;
      const expected = all.filter((o: any) => o.Customer && likeEveryWord(o.Customer.fullName, search));
      expect(expected.length, search).toBeGreaterThan(0);
      expect(found.rows.map((o: any) => o.id).sort(), search).toEqual(expected.map((o: any) => o.id).sort());
      expect(found.count, search).toBe(expected.length);
    }
  });

  it('filters by each key of the orders screen', async () => {
    const all = (await call('GET', '/orders?per_page=-1')).json.Orders.rows;
    const some = all[5];
    /** The orders one filter lets through; a filter that lets none through would prove nothing. */
    const filtered = async (query: string): Promise<any[]> => {
      const { Orders } = (await call('GET', `/orders?per_page=-1&${query}`)).json;
      expect(Orders.count, query).toBeGreaterThan(0);
      expect(Orders.rows).toHaveLength(Orders.count);
      return Orders.rows;
    };
    expect((await filtered(`order=${some.id}`)).map((o) => o.id)).toEqual([some.id]);
    const channels = await filtered('sales_type=shopee,tiktok');
    expect(channels).toHaveLength(all.filter((o: any) => ['shopee', 'tiktok'].includes(o.sales_type)).length);
    const paid = await filtered('status=payment_success&shipment_status=Shipped');
    expect(paid.every((o) => o.OrderStatus === 'payment_success' && o.ShipStatus === 'Shipped')).toBe(true);
    const range = await filtered('start_date=2026-10-01&end_date=2026-10-31');
    expect(range.every((o) => o.order_date >= '2026-10-01' && o.order_date <= '2026-10-31')).toBe(true);
    expect((await filtered(`customer=${encodeURIComponent(some.Customer.firstName)}`)).map((o) => o.id)).toContain(
      some.id,
    );
    const fromWarehouse = await filtered(`ship_from=${some.ShipFromLocationId}`);
    expect(fromWarehouse.every((o) => o.ShipFromLocationId === some.ShipFromLocationId)).toBe(true);
    const wholesale = await filtered('customer_type=wholesaler');
    expect(wholesale.every((o) => o.customer_type === 'wholesaler')).toBe(true);
  });

  it('creates an order and changes part of it', async () => {
    const created = await call('POST', '/orders', newOrder());
    expect(created.status).toBe(201);
    const order = created.json.Order;
    expect(order).toMatchObject({
      OrderStatus: 'payment_pending',
      ShipStatus: 'Processed',
      City: { name: 'Jakarta Utara' },
      ShipFromLocation: { id: 1 },
    });
    expect(order.OrderLine.items.map((line: any) => [line.ItemId, line.qty, line.price])).toEqual([
      [1, 2, 50000],
      [2, 1, null],
    ]);
    const changed = await call('PUT', `/orders/${order.id}`, { ShipStatus: 'Shipped', tracking_code: ' JNE123 ' });
    expect(changed.json.message).toBe(`Order ${order.id} berhasil diperbarui`);
    expect(changed.json.Order).toMatchObject({
      ShipStatus: 'Shipped',
      tracking_code: 'JNE123',
      ShiptoAddress: 'Jl. Pluit Raya No. 5',
    });
  });

  it.each([
    [{ items: [] }, 'items must NOT have fewer than 1 items'],
    [{ city_id: 3273 }, 'city_id 3273 is not in province_id 31'],
    [{ items: [{ ItemId: 99999, qty: 1 }] }, 'items.0.ItemId 99999 is not a known product'],
    [{ DeliveryMethodId: 99 }, 'DeliveryMethodId 99 is not a known courier'],
    [{ items: [{ ItemId: 1, qty: 'two' }] }, 'items.0.qty must be integer'],
  ])('refuses %j with errors.message, saving nothing', async (change, message) => {
    const before = (await call('GET', '/orders?per_page=1')).json.Orders.count;
    const { status, json } = await call('POST', '/orders', newOrder(change));
    expect(status).toBe(400);
    expect(json.errors.message).toBe(message);
    expect((await call('GET', '/orders?per_page=1')).json.Orders.count).toBe(before);
  });
});

describe('outside services (deterministic stand-ins)', () => {
  it('answers QuickBooks: not imported, unpaid, paid, and a failing lookup', async () => {
    const notImported = await call('GET', '/quickbooks/orderInvoice/3');
    expect(notImported.json).toEqual({ invoice: 'No QB Id', payment: [], paymentAmount: 0 });
    const failing = await call('GET', '/quickbooks/orderInvoice/11');
    expect(failing.status).toBe(502);
    const order = (await call('POST', '/orders', newOrder({ OrderStatus: 'payment_success', grand_total: 127000 })))
      .json.Order;
    const id = order.id % 3 === 0 || order.id % 11 === 0 ? null : order.id;
    if (id !== null) {
      expect((await call('GET', `/quickbooks/orderInvoice/${id}`)).json).toEqual({
        invoice: `QB-${100000 + id}`,
        payment: [{ TxnDate: '2026-11-22', DepositToAccountRefFullName: 'Bank BCA 5425 - Operasional' }],
        paymentAmount: 127000,
      });
    }
  });

  it('syncs to Jubelio, refusing canceled orders', async () => {
    const order = (await call('POST', '/orders', newOrder())).json.Order;
    expect((await call('POST', `/jubelios/${order.id}`)).json).toEqual({
      message: `Order ${order.id} berhasil disinkronkan ke Jubelio`,
    });
    await call('PUT', `/orders/${order.id}`, { OrderStatus: 'canceled' });
    const refused = await call('POST', `/jubelios/${order.id}`);
    expect(refused.status).toBe(422);
    expect(refused.json.errors[0].message).toBe(
      `Jubelio menolak order ${order.id}: order berstatus canceled tidak dapat disinkronkan`,
    );
  });

  it('books Gojek only for Gojek orders within the warehouse province', async () => {
    const other = (await call('POST', '/orders', newOrder())).json.Order;
    expect((await call('POST', '/gojek/order', { order_id: other.id })).json).toEqual({
      message: `Order ${other.id} tidak menggunakan kurir Gojek`,
    });
    const far = (await call('POST', '/orders', newOrder({ DeliveryMethodId: 8, city_id: 3578, province_id: 35 }))).json
      .Order;
    const refused = await call('POST', '/gojek/order', { order_id: far.id });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toMatch(/^Gojek menolak order/);
    const near = (await call('POST', '/orders', newOrder({ DeliveryMethodId: 8 }))).json.Order;
    const booked = await call('POST', '/gojek/order', { order_id: near.id });
    expect(booked.json.message).toBe(`Gojek order GK-${near.id}-20261120 dibuat untuk order ${near.id}`);
    expect((await call('GET', `/orders/${near.id}`)).json.Order).toMatchObject({
      ShipStatus: 'Booked',
      tracking_code: `GK-${near.id}-20261120`,
    });
  });
});
