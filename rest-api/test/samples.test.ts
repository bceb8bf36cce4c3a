import { describe, expect, it } from 'vitest';

import { restApiSession } from './restApiSession';

const rest = restApiSession();
const { call } = rest;

/** A valid sample body (to vendor 1, one line), changed by `overrides`. */
const newSample = (overrides: object = {}) => ({
  VendorId: 1,
  contactNo: '+6281234567890',
  ShipFromLocationId: 1,
  ShiptoAddress1: 'Jl. Pluit Raya No. 5',
  purpose: 'review',
  items: [
    { ItemId: 1, qty: 2 },
    { ItemId: 3, qty: 1 },
  ],
  province_id: 31,
  city_id: 3175,
  postal_code: '14450',
  shipment_date: '2026-11-21',
  ShipStatus: 'Processed',
  memo: 'Untuk ulasan',
  ...overrides,
});

const sampleCount = async () =>
  (await rest.api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM samples'))[0]!.n;

describe('the samples list', () => {
  it('answers a page with lines, recipient, warehouse, courier and city joined, counted', async () => {
    const { status, json } = await call('GET', '/samples?per_page=5&page=2&orderby=id');
    expect(status).toBe(200);
    const { rows, count } = json.Samples;
    expect(count).toBeGreaterThanOrEqual(12);
    expect(rows.map((sample: any) => sample.id)).toEqual([6, 7, 8, 9, 10]);
    for (const sample of rows) {
      expect(sample.SampleLine.items.length).toBeGreaterThan(0);
      expect(sample.SampleLine.items.every((line: any) => line.price === 0 && line.Item.name)).toBe(true);
      expect(sample.ShipFromLocation.LocationName).toEqual(expect.any(String));
      expect(sample.DeliveryMethod.CourierCompany).toEqual(expect.any(String));
      // Exactly one recipient, with its contact.
      expect(Boolean(sample.Customer) !== Boolean(sample.Vendor)).toBe(true);
      expect(sample.Customer?.CustomerContact ?? sample.Vendor?.VendorContact).toBeTruthy();
    }
    const all = (await call('GET', '/samples?per_page=-1&desc=true')).json.Samples.rows;
    expect(all).toHaveLength(count);
    const created = all.map((sample: any) => sample.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filters by each key of the Samples screen', async () => {
    const all = (await call('GET', '/samples?per_page=-1')).json.Samples.rows;
    const filtered = async (query: string): Promise<any[]> => {
      const { Samples } = (await call('GET', `/samples?per_page=-1&${query}`)).json;
      expect(Samples.count, query).toBeGreaterThan(0);
      expect(Samples.rows).toHaveLength(Samples.count);
      return Samples.rows;
    };
    expect((await filtered('purpose=tester')).every((s) => s.purpose === 'tester')).toBe(true);
    expect((await filtered('ship_status=Shipped')).every((s) => s.ShipStatus === 'Shipped')).toBe(true);
    const some = all.find((s: any) => s.Vendor);
    expect(
      (await filtered(`ship_from=${some.ShipFromLocationId}`)).every(
        (s) => s.ShipFromLocationId === some.ShipFromLocationId,
      ),
    ).toBe(true);
    const range = await filtered('start_date=2026-10-10&end_date=2026-10-31');
    expect(range.every((s) => s.shipment_date >= '2026-10-10' && s.shipment_date <= '2026-10-31')).toBe(true);
    expect((await filtered(`sample=${some.id}`)).map((s) => s.id)).toContain(some.id);
    // Words of the company name, in any case and order.
    const words = some.Vendor.company_name.toUpperCase().split(' ').reverse().join(' ');
    expect((await filtered(`sample=${encodeURIComponent(words)}`)).map((s) => s.id)).toContain(some.id);
    expect((await call('GET', '/samples?sample=tidak-ada-perusahaan-ini')).json.Samples).toEqual({
      rows: [],
      count: 0,
    });
  });

  it('refuses an unknown filter value, naming it', async () => {
    const answer = await call('GET', '/samples?purpose=bribe');
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0].field).toBe('purpose');
  });
});

describe('a sample', () => {
  it('is created for a vendor as payment_success with its shipment status apart, and read back by id', async () => {
    const created = await call('POST', '/samples', newSample());
    expect(created.status).toBe(201);
    const sample = created.json.Sample;
    expect(sample).toMatchObject({
      status: 'payment_success',
      ShipStatus: 'Processed',
      VendorId: 1,
      CustomerId: null,
      Customer: null,
      contactNo: '+6281234567890',
      City: { name: 'Jakarta Utara', Province: { province_id: 31 } },
      DeliveryMethodId: 1,
      shipment_date: '2026-11-21',
      memo: 'Untuk ulasan',
    });
    // Spec 001 §3: a sample answers no review status of its own (a tester's is its `status` on /tester).
    expect(sample).not.toHaveProperty('tester_status');
    expect(sample.SampleLine.items.map((line: any) => [line.ItemId, line.qty, line.price])).toEqual([
      [1, 2, 0],
      [3, 1, 0],
    ]);
    expect((await call('GET', `/samples/${sample.id}`)).json.Sample).toEqual(sample);
    expect((await call('GET', '/samples/999999')).status).toBe(404);
  });

  it('changes part of itself from the detail dialog, and all of itself from the edit form', async () => {
    const { id } = (await call('POST', '/samples', newSample({ VendorId: undefined, CustomerId: 2 }))).json.Sample;
    // The detail dialog's body as spec 001 §7 names it: ShiptoAddress, OrderStatus (the sample's status).
    const dialog = await call('PUT', `/samples/${id}`, {
      ShipStatus: 'Shipped',
      tracking_code: ' JNE777 ',
      DeliveryMethodId: 2,
      ShiptoAddress: 'Jl. Pluit Raya No. 7',
      OrderStatus: 'payment_expired',
    });
    expect(dialog.status).toBe(200);
    expect(dialog.json.message).toBe(`Sample ${id} berhasil diperbarui`);
    expect(dialog.json.Sample).toMatchObject({
      ShipStatus: 'Shipped',
      tracking_code: 'JNE777',
      DeliveryMethodId: 2,
      CustomerId: 2,
      ShiptoAddress1: 'Jl. Pluit Raya No. 7',
      status: 'payment_expired',
    });

    const form = await call(
      'PUT',
      `/samples/${id}`,
      newSample({ VendorId: 3, status: 'Delivered', ShipStatus: 'Delivered', items: [{ ItemId: 4, qty: 5 }] }),
    );
    expect(form.json.Sample).toMatchObject({
      VendorId: 3,
      CustomerId: null,
      Customer: null,
      status: 'Delivered',
      ShipStatus: 'Delivered',
    });
    expect(form.json.Sample.SampleLine.items.map((line: any) => [line.ItemId, line.qty])).toEqual([[4, 5]]);
    expect((await call('PUT', '/samples/999999', { memo: 'x' })).status).toBe(404);
  });

  it('is a Pending tester whenever its purpose is or becomes tester, and no tester otherwise', async () => {
    const tester = (await call('POST', '/samples', newSample({ purpose: 'tester' }))).json.Sample;
    const review = async () => (await call('GET', `/tester/${tester.id}`)).json.Tester?.status;
    expect(tester).toMatchObject({ purpose: 'tester' });
    expect(await review()).toBe('Pending');
    await call('PUT', `/samples/${tester.id}`, { purpose: 'giveaway' });
    expect((await call('GET', `/tester/${tester.id}`)).status).toBe(404);
    await call('PUT', `/samples/${tester.id}`, { purpose: 'tester' });
    expect(await review()).toBe('Pending');
    // Saving a tester's other fields keeps its review.
    await call('PUT', `/tester/${tester.id}`, { status: 'Accepted' });
    await call('PUT', `/samples/${tester.id}`, { purpose: 'tester', memo: 'diulas' });
    expect(await review()).toBe('Accepted');
  });

  it.each([
    ['both recipients', { CustomerId: 1 }, 'VendorId'],
    ['no recipient', { VendorId: null }, 'CustomerId'],
    ['an unknown customer', { VendorId: undefined, CustomerId: 999999 }, 'CustomerId'],
    ['an unknown vendor', { VendorId: 999999 }, 'VendorId'],
    ['an unknown warehouse', { ShipFromLocationId: 999999 }, 'ShipFromLocationId'],
    ['an unknown courier', { DeliveryMethodId: 999999 }, 'DeliveryMethodId'],
    ['a city outside the province', { city_id: 3273 }, 'city_id'],
    ['an unknown province', { province_id: 99, city_id: null }, 'province_id'],
    [
      'an unknown product',
      {
        items: [
          { ItemId: 1, qty: 1 },
          { ItemId: 999999, qty: 1 },
        ],
      },
      'items.1.ItemId',
    ],
    ['no lines', { items: [] }, 'items'],
    ['a zero quantity', { items: [{ ItemId: 1, qty: 0 }] }, 'items.0.qty'],
    ['a phone not in international form', { contactNo: '0812345' }, 'contactNo'],
    ['an unknown purpose', { purpose: 'bribe' }, 'purpose'],
    ['a blank address', { ShiptoAddress1: '   ' }, 'ShiptoAddress1'],
  ])('refuses %s on create as errors.message naming the field, and writes nothing', async (_case, overrides, field) => {
    const before = await sampleCount();
    const answer = await call('POST', '/samples', newSample(overrides));
    expect(answer.status).toBe(400);
    expect(answer.json.errors.message.startsWith(field)).toBe(true);
    expect(await sampleCount()).toBe(before);
  });

  it('refuses a wrong change as a list naming the field, and keeps the sample as it was', async () => {
    const sample = (await call('POST', '/samples', newSample())).json.Sample;
    const answers = await Promise.all([
      call('PUT', `/samples/${sample.id}`, { VendorId: null }),
      call('PUT', `/samples/${sample.id}`, { city_id: 3273 }),
      call('PUT', `/samples/${sample.id}`, { items: [{ ItemId: 999999, qty: 1 }] }),
    ]);
    expect(answers.map((answer) => [answer.status, answer.json.errors[0].field])).toEqual([
      [400, 'CustomerId'],
      [400, 'city_id'],
      [400, 'items.0.ItemId'],
    ]);
    expect((await call('GET', `/samples/${sample.id}`)).json.Sample).toEqual(sample);
  });
});

describe('testers', () => {
  it('lists the samples whose purpose is tester, by review status, paged', async () => {
    const all = (await call('GET', '/tester?per_page=-1')).json.Testers;
    expect(all.count).toBeGreaterThanOrEqual(4);
    expect(all.rows.every((tester: any) => tester.purpose === 'tester')).toBe(true);
    const pending = (await call('GET', '/tester?per_page=-1&status=Pending')).json.Testers;
    expect(pending.count).toBeGreaterThanOrEqual(2);
    expect(pending.rows.every((tester: any) => tester.status === 'Pending')).toBe(true);
    // Spec 001 §3: a tester's lines are TesterLine (items with Item, qty).
    expect(all.rows.every((tester: any) => tester.TesterLine.items.length > 0 && !('SampleLine' in tester))).toBe(true);
    const page = (await call('GET', '/tester?per_page=2&page=2&orderby=id&desc=true')).json.Testers;
    expect(page.rows.map((tester: any) => tester.id)).toEqual(
      all.rows
        .map((tester: any) => tester.id)
        .sort((a: number, b: number) => b - a)
        .slice(2, 4),
    );
    expect(page.count).toBe(all.count);
  });

  it('records the review of a Pending tester once; a decided one answers 409', async () => {
    const { id } = (await call('POST', '/samples', newSample({ purpose: 'tester' }))).json.Sample;
    expect((await call('GET', `/tester/${id}`)).json.Tester).toMatchObject({ id, status: 'Pending' });
    const accepted = await call('PUT', `/tester/${id}`, { status: 'Accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({
      message: `Tester ${id} berhasil diperbarui`,
      Tester: { id, status: 'Accepted' },
    });
    const again = await call('PUT', `/tester/${id}`, { status: 'Rejected' });
    expect(again.status).toBe(409);
    expect(again.json.errors[0].message).toBe(`Tester ${id} is Accepted: only a Pending tester can change`);
    expect((await call('GET', `/tester/${id}`)).json.Tester.status).toBe('Accepted');
  });

  it('takes the body of spec 001 §7 (ShiptoAddress, OrderStatus, tracking_code…) with the review, in one write', async () => {
    const { id } = (await call('POST', '/samples', newSample({ purpose: 'tester' }))).json.Sample;
    const put = await call('PUT', `/tester/${id}`, {
      status: 'Accepted',
      ShipFromLocationId: 2,
      DeliveryMethodId: 1,
      ShiptoAddress: 'Jl. Ulasan 5',
      OrderStatus: 'payment_pending',
      tracking_code: 'JNE-77',
      items: [{ ItemId: 2, qty: 3 }],
    });
    expect(put.status).toBe(200);
    expect((await call('GET', `/samples/${id}`)).json.Sample).toMatchObject({
      ShipFromLocationId: 2,
      ShiptoAddress1: 'Jl. Ulasan 5',
      status: 'payment_pending',
      tracking_code: 'JNE-77',
      SampleLine: { items: [{ ItemId: 2, qty: 3 }] },
    });
    // A decided tester refuses the whole body: nothing of it is written.
    const again = await call('PUT', `/tester/${id}`, { status: 'Rejected', ShiptoAddress: 'Jl. Lain 1' });
    expect(again.status).toBe(409);
    expect((await call('GET', `/samples/${id}`)).json.Sample.ShiptoAddress1).toBe('Jl. Ulasan 5');
  });

  it('lets one of two decisions at once through', { tags: ['postgres'] }, async () => {
    const { id } = (await call('POST', '/samples', newSample({ purpose: 'tester' }))).json.Sample;
    const answers = await Promise.all([
      call('PUT', `/tester/${id}`, { status: 'Accepted' }),
      call('PUT', `/tester/${id}`, { status: 'Rejected' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.json.Tester.status;
    expect((await call('GET', `/tester/${id}`)).json.Tester.status).toBe(winner);
  });

  it('answers 404 for a sample that is not a tester, and refuses an unknown status', async () => {
    const { id } = (await call('POST', '/samples', newSample())).json.Sample;
    expect((await call('GET', `/tester/${id}`)).status).toBe(404);
    const put = await call('PUT', `/tester/${id}`, { status: 'Accepted' });
    expect(put.status).toBe(404);
    expect(put.json.errors[0].message).toBe(`Tester ${id} not found`);
    expect((await call('PUT', `/tester/${id}`, { status: 'Maybe' })).json.errors[0].field).toBe('status');
  });
});

describe('the samples contract', () => {
  it('is in /openapi.json, and every route wants the token', async () => {
    const { paths } = (await call('GET', '/openapi.json')).json;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/samples', '/samples/{id}', '/tester', '/tester/{id}']),
    );
    expect(paths['/samples'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['ShipFromLocationId', 'purpose', 'items']),
    );
    expect(paths['/tester/{id}'].put.responses).toHaveProperty('409');
    const anonymous = await Promise.all([
      call('GET', '/samples', undefined, {}),
      call('POST', '/samples', newSample(), {}),
      call('PUT', '/samples/1', { memo: 'x' }, {}),
      call('GET', '/tester', undefined, {}),
      call('PUT', '/tester/2', { status: 'Accepted' }, {}),
    ]);
    expect(anonymous.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
  });
});
