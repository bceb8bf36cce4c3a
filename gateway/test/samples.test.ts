import { describe, expect, it } from 'vitest';

import { testerLockedMessage } from '@backoffice/schema/rules/sample';

import { sampleInput } from './fixtures';
import { restLoginToken, testStack } from './harness';

const stack = testStack();
const { query, rest, upstreamDuring } = stack;

const SAMPLE = `id createdAt purpose status shipmentStatus testerStatus phoneNumber trackingCode shipmentDate memo totalQuantity
  recipient { type id fullName companyName phoneNumber }
  shippingAddress { address postalCode city { id name } province { id name } }
  shipFrom { id name } courier { id company }
  lines { id productId productName sku quantity grossWeight }`;
const CREATE = `mutation ($input: SampleInput!) { createSample(input: $input) { ${SAMPLE} } }`;
const UPDATE = `mutation ($id: ID!, $input: SampleInput!) { updateSample(id: $id, input: $input) { message sample { ${SAMPLE} } } }`;
const SHIPPING = `mutation ($id: ID!, $input: SampleShippingInput!) { updateSampleShipping(id: $id, input: $input) { message sample { ${SAMPLE} } } }`;
const LABEL = `mutation ($id: ID!) { generateSampleShippingLabel(id: $id) { ${SAMPLE} } }`;
const SET_TESTER = `mutation ($id: ID!, $status: TesterStatus!) { setTesterStatus(id: $id, status: $status) { message sample { id testerStatus } } }`;
const LIST = `query ($filter: SampleFilter, $page: Int!, $perPage: Int!) {
  samples(filter: $filter, page: $page, perPage: $perPage) {
    totalCount
    rows { id createdAt purpose status shipmentStatus phoneNumber totalQuantity
      recipient { type id fullName companyName phoneNumber } shipFrom { id name } courier { id company }
      lines { productId productName quantity } }
  }
}`;

async function createSample(overrides: Record<string, unknown> = {}) {
  const { body } = await query(CREATE, { input: sampleInput(overrides) });
  expect(body.errors).toBeUndefined();
  return body.data.createSample;
}

describe('samples', () => {
  it('creates a sample as PAYMENT_SUCCESS with its own shipment status, courier 1 by default', async () => {
    const created = await createSample();
    expect(created).toMatchObject({
      purpose: 'REVIEW',
      status: 'PAYMENT_SUCCESS',
      shipmentStatus: 'PROCESSED',
      testerStatus: null,
      phoneNumber: '+6281299990001',
      totalQuantity: 5,
      recipient: { type: 'VENDOR', id: '1' },
      shippingAddress: {
        address: 'Jl. Pluit Raya No. 5',
        postalCode: '14450',
        city: { id: '3175' },
        province: { id: '31' },
      },
      shipFrom: { id: '1' },
      courier: { id: '1' },
      lines: [
        { productId: '1', quantity: 2 },
        { productId: '2', quantity: 3 },
      ],
    });
    expect(created.recipient.companyName).toBeTruthy();
    const stored = (await rest('GET', `/samples/${created.id}`)).Sample;
    expect(stored).toMatchObject({
      status: 'payment_success',
      ShipStatus: 'Processed',
      VendorId: 1,
      CustomerId: null,
      DeliveryMethodId: 1,
    });
  });

  it("shows the recipient's phone when none was typed on the sample", async () => {
    const created = await createSample({ recipientType: 'CUSTOMER', recipientId: '1', phoneNumber: null });
    expect(created.recipient.type).toBe('CUSTOMER');
    expect(created.phoneNumber).toBe(created.recipient.phoneNumber);
  });

  it('makes the status the shipment status when the edit form saves (spec 001 §4)', async () => {
    const created = await createSample();
    const { body } = await query(UPDATE, {
      id: created.id,
      input: sampleInput({
        recipientType: 'CUSTOMER',
        recipientId: '2',
        shipmentStatus: 'BOOKED',
        courierId: '2',
        lines: [{ productId: '3', quantity: 1 }],
      }),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateSample.message).toBe(`Sample ${created.id} berhasil diperbarui`);
    expect(body.data.updateSample.sample).toMatchObject({
      status: 'BOOKED',
      shipmentStatus: 'BOOKED',
      recipient: { type: 'CUSTOMER', id: '2' },
      courier: { id: '2' },
      lines: [{ productId: '3', quantity: 1 }],
    });
    expect((await rest('GET', `/samples/${created.id}`)).Sample).toMatchObject({
      status: 'Booked',
      CustomerId: 2,
      VendorId: null,
    });
  });

  it('writes a CANCELED shipment status in the shipment spelling and reads it back as CANCELED', async () => {
    const created = await createSample();
    const { body } = await query(UPDATE, { id: created.id, input: sampleInput({ shipmentStatus: 'CANCELED' }) });
    expect(body.data.updateSample.sample.status).toBe('CANCELED');
    expect((await rest('GET', `/samples/${created.id}`)).Sample.status).toBe('Canceled');
  });

  it('saves the detail dialog: a tracking code on a Processed sample makes it SHIPPED, the status is the payment status chosen', async () => {
    const created = await createSample();
    const { body } = await query(SHIPPING, {
      id: created.id,
      input: {
        shipmentStatus: 'PROCESSED',
        courierId: '3',
        trackingCode: 'JNE0012345',
        paymentStatus: 'PAYMENT_PENDING',
      },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateSampleShipping.message).toBe(`Sample ${created.id} berhasil diperbarui`);
    expect(body.data.updateSampleShipping.sample).toMatchObject({
      shipmentStatus: 'SHIPPED',
      status: 'PAYMENT_PENDING',
      trackingCode: 'JNE0012345',
      courier: { id: '3' },
    });
  });

  it('marks a Processed sample LABEL_PRINTED when its label is generated, and leaves a Shipped one', async () => {
    const created = await createSample();
    const { body } = await query(LABEL, { id: created.id });
    expect(body.errors).toBeUndefined();
    expect(body.data.generateSampleShippingLabel.shipmentStatus).toBe('LABEL_PRINTED');
    const shipped = await createSample({ shipmentStatus: 'SHIPPED' });
    const { result, calls } = await upstreamDuring(() => query(LABEL, { id: shipped.id }));
    expect(result.body.data.generateSampleShippingLabel.shipmentStatus).toBe('SHIPPED');
    expect(calls).toEqual([`GET /samples/${shipped.id}`]);
  });

  it.each([
    ['recipientId', { recipientId: '' }],
    ['lines.0.quantity', { lines: [{ productId: '1', quantity: 0 }] }],
    ['lines', { lines: [] }],
  ])('refuses a bad %s before calling the REST API', async (field, overrides) => {
    const { result, calls } = await upstreamDuring(() => query(CREATE, { input: sampleInput(overrides) }));
    const [error] = result.body.errors!;
    expect(error!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(calls).toEqual([]);
  });

  it("says 'Anda belum menambahkan item' for a sample without lines", async () => {
    const { body } = await query(CREATE, { input: sampleInput({ lines: [] }) });
    expect(body.errors![0]!.message).toBe('Anda belum menambahkan item');
  });

  it.each([
    ['recipientId', { recipientId: '99999' }, /Recipient/],
    ['cityId', { cityId: '3273' }, /City/],
    [
      'lines.1.productId',
      {
        lines: [
          { productId: '1', quantity: 1 },
          { productId: '99999', quantity: 1 },
        ],
      },
      /Product/,
    ],
    ['shipFromId', { shipFromId: '99999' }, /warehouse/i],
  ])('names %s, in GraphQL terms, when the REST API refuses it', async (field, overrides, words) => {
    const { body } = await query(CREATE, { input: sampleInput(overrides) });
    const [error] = body.errors!;
    expect(error!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(error!.message).toMatch(words);
    expect(error!.message).not.toMatch(/CustomerId|VendorId|city_id|ItemId|ShipFromLocationId|\bitems\b/);
  });

  it('answers NOT_FOUND for an unknown sample', async () => {
    const { body } = await query(`{ sample(id: "999999") { id } }`);
    expect(body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('lists a 15-row page with recipients, warehouses, couriers and lines in one upstream call', async () => {
    for (let i = 0; i < 15; i++) {
      await createSample({
        recipientType: i % 2 ? 'CUSTOMER' : 'VENDOR',
        recipientId: String(1 + (i % 5)),
        shipFromId: String(1 + (i % 3)),
        courierId: String(1 + (i % 4)),
      });
    }
    const { result, calls } = await upstreamDuring(() => query(LIST, { page: 1, perPage: 15 }));
    expect(result.body.errors).toBeUndefined();
    const { rows, totalCount } = result.body.data.samples;
    expect(rows).toHaveLength(15);
    expect(totalCount).toBeGreaterThanOrEqual(15);
    expect(new Set(rows.map((row: any) => row.shipFrom.id)).size).toBe(3);
    for (const row of rows) {
      expect(row.recipient.fullName).toBeTruthy();
      expect(row.shipFrom.name).toBeTruthy();
      expect(row.courier.company).toBeTruthy();
      expect(row.lines.length).toBeGreaterThan(0);
    }
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^GET \/samples\?/);
  });

  it('fetches each distinct recipient once when a page asks for the whole customer or vendor', async () => {
    const { result, calls } = await upstreamDuring(() =>
      query(`{ samples(perPage: 15) { rows { recipient { customer { id email } vendor { id email } } } } }`),
    );
    expect(result.body.errors).toBeUndefined();
    const recipients = calls.filter((call) => /^GET \/(customers|vendors)\//.test(call));
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(recipients.length).toBeGreaterThan(0);
  });

  it("searches by words of the recipient's name and filters by ship-from, purpose and shipment status", async () => {
    const vendor = (await rest('GET', '/vendors/1')).Vendor;
    const word = String(vendor.company_name).split(' ')[0]!.toLowerCase();
    const { body } = await query(LIST, {
      page: 1,
      perPage: -1,
      filter: { search: word, shipFromId: '1', purpose: 'REVIEW', shipmentStatus: 'PROCESSED' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.samples.rows.length).toBeGreaterThan(0);
    for (const row of body.data.samples.rows) {
      expect(`${row.recipient.companyName ?? ''} ${row.recipient.fullName}`.toLowerCase()).toContain(word);
      expect(row).toMatchObject({ purpose: 'REVIEW', shipFrom: { id: '1' }, shipmentStatus: 'PROCESSED' });
    }
  });
});

describe('testers', () => {
  const createTester = () => createSample({ purpose: 'TESTER' });

  it('starts a tester Pending and lists it under the Pending filter', async () => {
    const tester = await createTester();
    // A sample answers no review status (spec 001 §3); the tester routes do, as the tester's `status`.
    expect(tester.testerStatus).toBeNull();
    const read = await query(`query($id: ID!) { tester(id: $id) { testerStatus } }`, { id: tester.id });
    expect(read.body.data.tester.testerStatus).toBe('PENDING');
    const { body } = await query(
      `{ testers(filter: { status: PENDING }, perPage: -1) { totalCount rows { id testerStatus purpose } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.testers.rows.map((row: any) => row.id)).toContain(tester.id);
    for (const row of body.data.testers.rows) expect(row).toMatchObject({ testerStatus: 'PENDING', purpose: 'TESTER' });
  });

  it('records the decision on a Pending tester', async () => {
    const tester = await createTester();
    const { body } = await query(SET_TESTER, { id: tester.id, status: 'ACCEPTED' });
    expect(body.errors).toBeUndefined();
    expect(body.data.setTesterStatus).toEqual({
      message: `Tester ${tester.id} berhasil diperbarui`,
      sample: { id: tester.id, testerStatus: 'ACCEPTED' },
    });
  });

  it('refuses any change to an Accepted tester with CONFLICT, before writing', async () => {
    const tester = await createTester();
    await query(SET_TESTER, { id: tester.id, status: 'ACCEPTED' });
    const { result, calls } = await upstreamDuring(() => query(SET_TESTER, { id: tester.id, status: 'PENDING' }));
    const [error] = result.body.errors!;
    expect(error!.message).toBe(testerLockedMessage(tester.id, 'ACCEPTED'));
    expect(error!.message).toBe(`Tester ${tester.id} is Accepted: only a Pending tester can change`);
    expect(error!.extensions).toMatchObject({ code: 'CONFLICT', field: 'status' });
    expect(calls).toEqual([`GET /tester/${tester.id}`]);
    expect((await rest('GET', `/tester/${tester.id}`)).Tester.status).toBe('Accepted');
  });

  it("words a refusal as the REST API's own check does, so a lost race reads the same", async () => {
    const tester = await createTester();
    await rest('PUT', `/tester/${tester.id}`, { status: 'Rejected' });
    const again = await fetch(`${stack.api.url}/tester/${tester.id}`, {
      method: 'PUT',
      headers: { token: await restLoginToken(stack.api.url), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'Accepted' }),
    });
    expect(again.status).toBe(409);
    const { body } = await query(SET_TESTER, { id: tester.id, status: 'ACCEPTED' });
    expect(body.errors![0]!.message).toBe(testerLockedMessage(tester.id, 'REJECTED'));
    expect(JSON.stringify(await again.json())).toContain(testerLockedMessage(tester.id, 'REJECTED'));
  });

  it('refuses in the same words when another clerk decides between the read and the write', async () => {
    const tester = await createTester();
    // The other clerk's Reject lands as the gateway's write reaches the REST API, after it read Pending.
    stack.beforeUpstream(async (call) => {
      if (call === `PUT /tester/${tester.id}`)
        await stack.api.db.query(`UPDATE samples SET tester_status = 'Rejected' WHERE id = $1`, [Number(tester.id)]);
    });
    try {
      const { result, calls } = await upstreamDuring(() => query(SET_TESTER, { id: tester.id, status: 'ACCEPTED' }));
      expect(calls).toEqual([`GET /tester/${tester.id}`, `PUT /tester/${tester.id}`]);
      expect(result.body.errors![0]).toMatchObject({
        message: testerLockedMessage(tester.id, 'REJECTED'),
        extensions: { code: 'CONFLICT', field: 'status' },
      });
    } finally {
      stack.beforeUpstream(undefined);
    }
    expect((await rest('GET', `/tester/${tester.id}`)).Tester.status).toBe('Rejected');
  });

  it('answers NOT_FOUND for a sample that is no tester', async () => {
    const sample = await createSample({ purpose: 'REVIEW' });
    const { body } = await query(SET_TESTER, { id: sample.id, status: 'ACCEPTED' });
    expect(body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });
});
