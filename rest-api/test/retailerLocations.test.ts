import { describe, expect, it } from 'vitest';

import { multipartForm, png, restApiSession } from './restApiSession';

const rest = restApiSession();
const { call, send } = rest;

const mediaFiles = () => rest.mediaFiles('retailers');

/** The demo customer Lautku Online (seed/customers.ts): a location's customer in these tests. */
let customerId = 0;
const fields = () => ({
  customerId: String(customerId),
  retailType: 'Supermarket',
  displayName: 'Lautku Pluit',
  website: 'https://lautku.id/pluit',
  whatsappLink: 'https://wa.me/6281188870099',
  operasionalHour: 'Senin–Sabtu 08.00–21.00',
  displayPhone: '+6281188870099',
  address: 'Jl. Pluit Raya No. 5, Penjaringan, Jakarta Utara',
  latitude: '-6.1170',
  longtitude: '106.7850',
});

/** A new customer of its own, so deleting it touches no other test's data. */
async function newCustomer(firstName: string): Promise<number> {
  const body = {
    gender: 0,
    company_name: `Toko ${firstName}`,
    firstName,
    middleName: null,
    lastName: null,
    contactNo: '+6281398765400',
    email: null,
    taxStatus: 'Non PKP',
    type: 'retailer',
    addressLine1: 'Jl. Kirim No. 9',
    city_id: 3273,
    postal_code: '40115',
    province_id: 32,
    invoice_address: null,
    invoice_city: null,
    invoice_province: null,
  };
  const created = await call('POST', '/customers', body);
  expect(created.status, created.text).toBe(201);
  return created.json.Customer.id;
}

const pngFile = { media: { bytes: png, type: 'image/png', name: 'toko.png' } };
const count = async () => (await send('GET', '/retailer_locations?per_page=-1')).json.RetailerLocations.count;

describe('retailer locations', () => {
  it('requires the token on every route', async () => {
    for (const path of ['/retailer_locations', '/retailer_locations/1', '/retailer_locations/all/customers']) {
      expect((await send('GET', path, undefined, {})).status).toBe(401);
    }
    expect((await send('POST', '/retailer_locations', multipartForm({}), {})).status).toBe(401);
    expect((await send('PUT', '/retailer_locations/1', multipartForm({}), {})).status).toBe(401);
    expect((await send('DELETE', '/retailer_locations/1', undefined, {})).status).toBe(401);
  });

  it('looks customers up by every word of the name or company, at most 50', async () => {
    const all = (await send('GET', '/retailer_locations/all/customers')).json.Customers;
    expect(all).toHaveLength(45);
    expect(Object.keys(all[0]).sort()).toEqual(['companyName', 'firstName', 'fullName', 'id']);
    const names = all.map((row: any) => row.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());

    const found = (await send('GET', '/retailer_locations/all/customers?search=lautku%20ONLINE')).json.Customers;
    expect(found).toEqual([
      {
        id: expect.any(Number),
        firstName: expect.any(String),
        fullName: expect.any(String),
        companyName: 'Lautku Online',
      },
    ]);
    customerId = found[0].id;
    expect((await send('GET', '/retailer_locations/all/customers?search=zzzz')).json.Customers).toEqual([]);
  });

  it('lists the demo shops newest first, searched by display or customer name, paged and sorted', async () => {
    const first = (await send('GET', '/retailer_locations?per_page=5&desc=true')).json.RetailerLocations;
    expect(first.rows).toHaveLength(5);
    expect(first.count).toBe(13);
    expect(first.rows[0]).toMatchObject({
      displayName: 'Bahari Mart Jogja',
      retailType: 'Online',
      Customer: { companyName: 'Bahari Mart Online' },
    });
    const created = first.rows.map((row: any) => row.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const third = (await send('GET', '/retailer_locations?per_page=5&page=3&desc=true')).json.RetailerLocations;
    expect(third.rows).toHaveLength(3);

    // Words match across the display name and the customer's name, in any case and order.
    const byDisplay = (await send('GET', '/retailer_locations?search=MITRA%20dago')).json.RetailerLocations;
    expect(byDisplay.rows.map((row: any) => row.displayName)).toEqual(['Swalayan Mitra Dago']);
    const owner = byDisplay.rows[0].Customer;
    const byCustomer = (
      await send('GET', `/retailer_locations?per_page=-1&search=${encodeURIComponent(owner.fullName.toUpperCase())}`)
    ).json.RetailerLocations;
    expect(byCustomer.rows.map((row: any) => row.displayName).sort()).toEqual([
      'Swalayan Mitra Dago',
      'Swalayan Mitra Kelapa Gading',
    ]);
    expect(byCustomer.count).toBe(2);

    const byName = (
      await send('GET', '/retailer_locations?per_page=-1&orderby=displayName')
    ).json.RetailerLocations.rows.map((row: any) => row.displayName.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const byOwner = (
      await send('GET', '/retailer_locations?per_page=-1&orderby=customer&desc=true')
    ).json.RetailerLocations.rows.map((row: any) => row.Customer.fullName.toLowerCase());
    expect(byOwner).toEqual([...byOwner].sort().reverse());
    expect((await send('GET', '/retailer_locations?orderby=website')).status).toBe(400);
  });

  it('creates with an image, reads it back, keeps the image on a PUT without one, replaces it with one, and deletes it with its file', async () => {
    const created = await send('POST', '/retailer_locations', multipartForm(fields(), pngFile));
    expect(created.status).toBe(201);
    const location = created.json.Retailer;
    expect(location).toMatchObject({
      customerId,
      displayName: 'Lautku Pluit',
      website: 'https://lautku.id/pluit',
      operasionalHour: 'Senin–Sabtu 08.00–21.00',
      latitude: -6.117,
      longtitude: 106.785,
      Customer: { id: customerId, companyName: 'Lautku Online' },
    });
    expect(location.media).toMatch(/^\/media\/retailers\/[0-9a-f-]{36}\.png$/);
    expect((await fetch(rest.api.url + location.media)).headers.get('content-type')).toBe('image/png');
    expect((await send('GET', `/retailer_locations/${location.id}`)).json.Retailer).toEqual(location);

    const edited = await send(
      'PUT',
      `/retailer_locations/${location.id}`,
      multipartForm({ ...fields(), displayName: 'Lautku Muara Karang', website: '', latitude: '' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.json.Retailer).toMatchObject({
      id: location.id,
      displayName: 'Lautku Muara Karang',
      website: null,
      latitude: null,
      media: location.media,
    });
    expect((await fetch(rest.api.url + location.media)).status).toBe(200);

    const newImage = (await send('PUT', `/retailer_locations/${location.id}`, multipartForm(fields(), pngFile))).json
      .Retailer;
    expect(newImage.media).not.toBe(location.media);
    expect((await fetch(rest.api.url + location.media)).status).toBe(404);

    const deleted = await send('DELETE', `/retailer_locations/${location.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.Retailer).toMatchObject({ id: location.id, media: newImage.media });
    expect((await fetch(rest.api.url + newImage.media)).status).toBe(404);
    expect(await send('GET', `/retailer_locations/${location.id}`)).toEqual({
      status: 404,
      json: { errors: [{ message: `Retailer location ${location.id} not found` }] },
    });
    expect((await send('DELETE', `/retailer_locations/${location.id}`)).status).toBe(404);
    expect((await send('PUT', `/retailer_locations/${location.id}`, multipartForm(fields()))).status).toBe(404);
  });

  it('refuses a text file renamed .png by its bytes, keeping no file and storing nothing', async () => {
    const before = { files: mediaFiles(), count: await count() };
    const text = { media: { bytes: Buffer.from('bukan gambar, hanya teks'), type: 'image/png', name: 'toko.png' } };
    const refused = await send('POST', '/retailer_locations', multipartForm(fields(), text));
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0].field).toBe('media');
    expect(mediaFiles()).toEqual(before.files);
    expect(await count()).toBe(before.count);
  });

  it('stores a link as WHATWG writes it, so quotes and angle brackets reach no page unencoded', async () => {
    const created = await send(
      'POST',
      '/retailer_locations',
      multipartForm({
        ...fields(),
        website: 'https://X.example/"><script>alert(1)</script>',
        whatsappLink: 'https://wa.me/62811?text=Halo kak',
      }),
    );
    expect(created.status).toBe(201);
    expect(created.json.Retailer).toMatchObject({
      website: 'https://x.example/%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
      whatsappLink: 'https://wa.me/62811?text=Halo%20kak',
    });
  });

  it.each([
    [{ website: 'javascript:alert(1)' }, 'website must be an http(s) address', 'website'],
    [{ website: '/toko' }, 'website must be an http(s) address', 'website'],
    [{ whatsappLink: 'wa.me/62811' }, 'whatsappLink must be an http(s) address', 'whatsappLink'],
    [{ website: 'https://user:pass@host.example' }, 'website must not contain a user name or password', 'website'],
    [{ website: 'https://host.example\\@evil.example/' }, 'website must not contain a backslash', 'website'],
    [{ website: 'http://192.168.1.1/admin' }, 'website must name a website, not an IP address', 'website'],
    [{ whatsappLink: 'http://[::1]:8080/' }, 'whatsappLink must name a website, not an IP address', 'whatsappLink'],
    [{ latitude: '91' }, 'latitude must be between -90 and 90', 'latitude'],
    [{ longtitude: '-180.5' }, 'longtitude must be between -180 and 180', 'longtitude'],
    [{ longtitude: '1e2' }, 'longtitude must be a decimal number', 'longtitude'],
    [{ displayName: ' ' }, 'displayName is required', 'displayName'],
    [{ retailType: 'x'.repeat(61) }, 'retailType must be at most 60 characters', 'retailType'],
    [{ displayPhone: '0812-abc' }, 'displayPhone must be a phone number of 6 to 15 digits', 'displayPhone'],
    [{ customerId: '999999' }, 'customerId 999999 is not a known customer', 'customerId'],
    [{ customerId: 'Budi' }, "customerId must be a customer's id", 'customerId'],
    [{ customerId: '2147483648' }, "customerId must be a customer's id", 'customerId'],
    [{ longitude: '106.785' }, 'longitude is not a field of this form', 'longitude'],
  ])('refuses %o naming the REST field, storing nothing and keeping no file', async (change, message, field) => {
    const before = { files: mediaFiles(), count: await count() };
    const refused = await send('POST', '/retailer_locations', multipartForm({ ...fields(), ...change }, pngFile));
    expect(refused).toEqual({ status: 400, json: { errors: [{ message, field }] } });
    expect(mediaFiles()).toEqual(before.files);
    expect(await count()).toBe(before.count);
  });

  it('refuses a bad PUT without changing the location', async () => {
    const location = (await send('POST', '/retailer_locations', multipartForm(fields()))).json.Retailer;
    const refused = await send(
      'PUT',
      `/retailer_locations/${location.id}`,
      multipartForm({ ...fields(), displayName: 'Diubah', latitude: '-95' }),
    );
    expect(refused).toEqual({
      status: 400,
      json: { errors: [{ message: 'latitude must be between -90 and 90', field: 'latitude' }] },
    });
    expect((await send('GET', `/retailer_locations/${location.id}`)).json.Retailer).toEqual(location);
    await send('DELETE', `/retailer_locations/${location.id}`);
  });

  it('refuses to delete a customer while retailer locations list it, naming how many', async () => {
    const customer = { id: await newCustomer('Hartono') };
    const shops = [];
    for (const displayName of ['Toko Hartono Pusat', 'Toko Hartono Cabang']) {
      shops.push(
        (
          await send(
            'POST',
            '/retailer_locations',
            multipartForm({ ...fields(), customerId: String(customer.id), displayName }),
          )
        ).json.Retailer,
      );
    }
    const twice = await send('DELETE', `/customers/${customer.id}`);
    expect(twice).toEqual({
      status: 409,
      json: { errors: [{ message: 'This customer still has 2 retailer locations: delete them first' }] },
    });
    await send('DELETE', `/retailer_locations/${shops[0].id}`);
    expect((await send('DELETE', `/customers/${customer.id}`)).json.errors[0].message).toBe(
      'This customer still has 1 retailer location: delete it first',
    );
    expect((await send('GET', `/customers/${customer.id}`)).status).toBe(200);
    await send('DELETE', `/retailer_locations/${shops[1].id}`);
    expect((await send('DELETE', `/customers/${customer.id}`)).status).toBe(200);
  });

  it('never deletes a customer whose location is being saved at the same moment', { tags: ['postgres'] }, async () => {
    const customer = { id: await newCustomer('Serentak') };
    const [saved, deleted] = await Promise.all([
      send(
        'POST',
        '/retailer_locations',
        multipartForm({ ...fields(), customerId: String(customer.id), displayName: 'Toko Serentak' }),
      ),
      send('DELETE', `/customers/${customer.id}`),
    ]);
    // Either the shop came first (the delete is refused) or the delete did (the shop is refused): never both saved.
    const outcome = [saved.status, deleted.status];
    expect([
      [201, 409],
      [400, 200],
    ]).toContainEqual(outcome);
    // A delete that lost the race still says why, not only that something refers to the customer.
    if (deleted.status === 409)
      expect(deleted.json.errors[0].message).toBe('This customer still has 1 retailer location: delete it first');
    const [orphans] = await rest.api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM retailer_locations r WHERE NOT EXISTS (SELECT 1 FROM customers c WHERE c.id = r.customer_id)',
    );
    expect(orphans?.count).toBe(0);
  });
});
