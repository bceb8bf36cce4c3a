import { describe, expect, it } from 'vitest';

import { testStack, type UploadFile } from './harness';

const stack = testStack();
const { query } = stack;

/** The file as `variables.image`. */
const withImage = (text: string, variables: Record<string, unknown>, image: UploadFile) =>
  stack.upload(text, { ...variables, image: null }, { image });

const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const FIELDS = `id customer { id fullName companyName } retailType displayName website imageUrl whatsappLink operationalHours displayPhone
  address latitude longitude`;
const CREATE = `mutation($input: RetailerLocationInput!, $image: Upload) { createRetailerLocation(input: $input, image: $image) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: RetailerLocationInput!, $image: Upload) { updateRetailerLocation(id: $id, input: $input, image: $image) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteRetailerLocation(id: $id) { id displayName } }`;

/** The demo customer Frozenmart.id, found through the gateway. */
let customer = { id: '', fullName: '' };
const input = () => ({
  customerId: customer.id,
  retailType: 'Online',
  displayName: 'Frozenmart Tangerang',
  website: 'https://frozenmart.id/tangerang',
  whatsappLink: 'https://wa.me/6287788120046',
  operationalHours: 'Senin–Sabtu 08.00–21.00',
  displayPhone: '+6287788120046',
  address: 'Jl. Jenderal Sudirman No. 3, Tangerang',
  latitude: -6.1783,
  longitude: 106.6319,
});

/** No message the gateway answers may speak the REST API's spellings. */
const REST_NAMES = /operasionalHour|longtitude|\bmedia\b/;

describe('retailer locations', () => {
  it('lists the demo shops, searched by the customer name, with the customer from its summary (no customer call)', async () => {
    customer = (await query(`{ customers(search: "Frozenmart") { rows { id fullName } } }`)).body.data.customers
      .rows[0];

    const { result, calls } = await stack.upstreamDuring(() =>
      query(
        `query($search: String) { retailerLocations(search: $search, perPage: -1) { totalCount rows { displayName customer { id fullName companyName } } } }`,
        {
          search: customer.fullName.toUpperCase(),
        },
      ),
    );
    expect(result.body.data.retailerLocations).toEqual({
      totalCount: 1,
      rows: [
        {
          displayName: 'Frozenmart.id',
          customer: { id: customer.id, fullName: customer.fullName, companyName: 'Frozenmart.id' },
        },
      ],
    });
    expect(calls).toEqual([expect.stringMatching(/^GET \/retailer_locations\?/)]);

    const page = (
      await query(
        `{ retailerLocations { totalCount rows { displayName operationalHours longitude latitude imageUrl } } }`,
      )
    ).body.data.retailerLocations;
    expect(page.totalCount).toBe(13);
    // The screen's defaults: 5 rows, newest first.
    expect(page.rows).toHaveLength(5);
    expect(page.rows[0]).toEqual({
      displayName: 'Bahari Mart Jogja',
      operationalHours: 'Senin–Minggu 09.00–21.00',
      longitude: 110.3658,
      latitude: -7.7926,
      imageUrl: null,
    });
    const byName = (
      await query(`{ retailerLocations(perPage: -1, sortBy: DISPLAY_NAME, desc: false) { rows { displayName } } }`)
    ).body.data.retailerLocations.rows.map((row: any) => row.displayName.toLowerCase());
    expect(byName).toEqual([...byName].sort());
  });

  it('loads the whole customer when the query asks more than the summary holds', async () => {
    const { result, calls } = await stack.upstreamDuring(() =>
      query(`{ retailerLocations(search: "Frozenmart.id") { rows { customer { fullName email type } } } }`),
    );
    expect(result.body.data.retailerLocations.rows[0].customer).toMatchObject({
      fullName: customer.fullName,
      type: 'ONLINE_RETAILER',
    });
    expect(calls).toContain(`GET /customers/${customer.id}`);
  });

  it('creates with an image served back through the gateway, keeps it on an update without one, and deletes the location with it', async () => {
    const created = await withImage(CREATE, { input: input() }, { bytes: png, type: 'image/png', name: 'toko.png' });
    const location = created.body.data.createRetailerLocation;
    const { customerId: _customerId, ...fields } = input();
    expect(location).toMatchObject({
      ...fields,
      customer: { id: customer.id, fullName: customer.fullName, companyName: 'Frozenmart.id' },
    });
    expect(location.imageUrl).toMatch(/^\/media\/retailers\/[0-9a-f-]{36}\.png$/);
    const image = await fetch(stack.gateway.url + location.imageUrl);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    expect(
      (await query(`query($id: ID!) { retailerLocation(id: $id) { ${FIELDS} } }`, { id: location.id })).body.data
        .retailerLocation,
    ).toEqual(location);

    const updated = await query(UPDATE, {
      id: location.id,
      input: { ...input(), displayName: 'Frozenmart BSD', website: null, latitude: null },
    });
    expect(updated.body.data.updateRetailerLocation).toEqual({
      ...location,
      displayName: 'Frozenmart BSD',
      website: null,
      latitude: null,
    });

    const deleted = await query(DELETE, { id: location.id });
    expect(deleted.body.data.deleteRetailerLocation).toEqual({ id: location.id, displayName: 'Frozenmart BSD' });
    expect((await fetch(stack.gateway.url + location.imageUrl)).status).toBe(404);
    const gone = await query(`query($id: ID!) { retailerLocation(id: $id) { id } }`, { id: location.id });
    expect(gone.body.errors![0]).toMatchObject({
      message: `Retailer location ${location.id} not found`,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses a bad website and coordinates in the gateway, naming the input fields, without calling the REST API', async () => {
    const before = stack.callsTo('POST /retailer_locations');
    const { body } = await query(CREATE, { input: { ...input(), website: 'javascript:alert(1)', longitude: 126509 } });
    expect(body.errors![0]).toMatchObject({
      message: 'Website must be an http(s) address',
      extensions: { code: 'BAD_USER_INPUT', field: 'website' },
    });
    expect(body.errors![0]!.extensions!.fields).toEqual([
      { field: 'website', message: 'Website must be an http(s) address' },
      { field: 'longitude', message: 'Longitude must be between -180 and 180' },
    ]);
    expect(stack.callsTo('POST /retailer_locations')).toBe(before);
  });

  it('refuses credentials, backslashes and bare IP hosts in a link before the REST API, naming the field', async () => {
    const before = stack.callsTo('POST /retailer_locations');
    for (const [website, message] of [
      ['https://user:pass@host.example', 'Website must not contain a user name or password'],
      ['https://host.example\\@evil.example', 'Website must not contain a backslash'],
      ['http://10.0.0.1/', 'Website must name a website, not an IP address'],
      ['http://[fe80::1]/', 'Website must name a website, not an IP address'],
    ]) {
      const { body } = await query(CREATE, { input: { ...input(), website } });
      expect(body.errors![0], website).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field: 'website' },
      });
    }
    expect(stack.callsTo('POST /retailer_locations')).toBe(before);
  });

  it('stores a link normalised, with quotes and angle brackets percent-encoded', async () => {
    const { body } = await query(CREATE, {
      input: {
        ...input(),
        website: 'https://Frozenmart.ID/"><script>',
        whatsappLink: 'https://wa.me/6287788120046?text=Halo kak',
      },
    });
    expect(body.data.createRetailerLocation).toMatchObject({
      website: 'https://frozenmart.id/%22%3E%3Cscript%3E',
      whatsappLink: 'https://wa.me/6287788120046?text=Halo%20kak',
    });
    const path = `/retailer_locations/${body.data.createRetailerLocation.id}`;
    expect((await stack.rest('GET', path)).Retailer.website).toBe('https://frozenmart.id/%22%3E%3Cscript%3E');
    await stack.rest('DELETE', path);
  });

  it("states the REST API's refusals in input terms: an unknown customer, a text file called .png", async () => {
    const unknown = await query(CREATE, { input: { ...input(), customerId: '999999' } });
    expect(unknown.body.errors![0]).toMatchObject({
      message: 'Customer 999999 is not a known customer',
      extensions: { code: 'BAD_USER_INPUT', field: 'customerId' },
    });
    const text = await withImage(
      CREATE,
      { input: input() },
      { bytes: Buffer.from('bukan gambar'), type: 'image/png', name: 'toko.png' },
    );
    expect(text.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'image' });
    expect(text.body.errors![0]!.message).toMatch(/^Image must be/);
    for (const error of [unknown, text].flatMap((answer) => answer.body.errors!))
      expect(error.message).not.toMatch(REST_NAMES);
  });

  it('refuses to delete a customer whose shop is listed, saying how many', async () => {
    const location = (await query(CREATE, { input: input() })).body.data.createRetailerLocation;
    const refused = await query(`mutation($id: ID!) { deleteCustomer(id: $id) { id } }`, { id: customer.id });
    expect(refused.body.errors![0]).toMatchObject({
      message: 'This customer still has 2 retailer locations: delete them first',
      extensions: { code: 'CONFLICT', field: 'id' },
    });
    await query(DELETE, { id: location.id });
  });
});
