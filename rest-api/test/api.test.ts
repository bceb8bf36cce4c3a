import { describe, expect, it } from 'vitest';

import { demoAdmin } from '../src/testing';
import { restApiSession } from './restApiSession';

const rest = restApiSession({ loginAttemptsPerMinute: 5 });
const { call } = rest;

describe('auth', () => {
  it('answers 401 with a message in errors for a wrong password', async () => {
    const { status, json } = await call('POST', '/login', { email: demoAdmin.email, password: 'wrong' }, {});
    expect(status).toBe(401);
    expect(json.errors[0].message).toBe('E-mail atau password salah');
  });

  it('requires the token header on every other route', async () => {
    for (const path of ['/warehouse', '/provinces', '/cities', '/delivery/method', '/me']) {
      const { status, json } = await call('GET', path, undefined, {});
      expect(status, path).toBe(401);
      expect(json.errors[0].message).toMatch(/login/);
    }
    expect((await call('GET', '/me', undefined, { token: 'not-a-token' })).status).toBe(401);
  });

  it('stores only a hash of the token and a slow hash of the password', async () => {
    const [user] = await rest.api.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(user!.password_hash).toMatch(/^scrypt\$16384\$/);
    const sessions = await rest.api.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(sessions.map((s) => s.token_hash)).not.toContain(rest.token);
  });

  it('ends the session on logout', async () => {
    const other = (await call('POST', '/login', demoAdmin, {})).json.token;
    expect((await call('GET', '/me', undefined, { token: other })).json.User.email).toBe(demoAdmin.email);
    await call('POST', '/logout', undefined, { token: other });
    expect((await call('GET', '/me', undefined, { token: other })).status).toBe(401);
  });

  it('limits login attempts per e-mail', async () => {
    const email = 'someone@example.com';
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await call('POST', '/login', { email, password: 'x' }, {})).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[6]).toBe(429);
  });

  it('names the missing field when the body is incomplete', async () => {
    const { status, json } = await call('POST', '/login', { email: 'a@b.c' }, {});
    expect(status).toBe(400);
    expect(json.errors[0]).toMatchObject({ field: 'password', message: 'password is required' });
  });
});

describe('reference lists', () => {
  it('lists provinces and the cities of one province with their type', async () => {
    const provinces = (await call('GET', '/provinces')).json.Provinces;
    expect(provinces).toHaveLength(38);
    const cities = (await call('GET', '/cities?province_id=31')).json.Cities;
    expect(cities.every((c: any) => c.province_id === 31)).toBe(true);
    expect(cities).toContainEqual({ city_id: 3175, province_id: 31, name: 'Jakarta Utara', type: 'Kota' });
  });

  it('lists couriers with 1 as the default and 8 as Gojek', async () => {
    const methods = (await call('GET', '/delivery/method')).json.DeliveryMethods;
    expect(methods[0]).toEqual({ id: 1, CourierCompany: 'Kurir Internal' });
    expect(methods.find((m: any) => m.id === 8).CourierCompany).toBe('Gojek');
  });
});

describe('warehouses', () => {
  const body = {
    LocationName: 'Gudang Uji',
    latitude: -6.2,
    longitude: 106.8,
    addressLine1: 'Jl. Uji No. 1',
    city_id: 3171,
    phone_number: '+62215550101',
    status: true,
  };

  it('pages, counts and searches case-insensitively', async () => {
    const first = (await call('GET', '/warehouse?page=1&per_page=15')).json.Warehouses;
    expect(first.rows).toHaveLength(15);
    expect(first.count).toBeGreaterThanOrEqual(20);
    const second = (await call('GET', '/warehouse?page=2&per_page=15')).json.Warehouses;
    expect(second.rows.length).toBe(first.count - 15);
    // The old client matched case-sensitively on lowercase text, so "muara" never found "Gudang Muara Baru".
    const found = (await call('GET', '/warehouse?search=muara')).json.Warehouses;
    expect(found.rows.map((w: any) => w.LocationName)).toEqual(['Gudang Muara Baru']);
    expect(found.rows[0].City).toMatchObject({ name: 'Jakarta Utara', type: 'Kota', Province: { province_id: 31 } });
    const all = (await call('GET', '/warehouse?per_page=-1&orderby=LocationName&desc=true')).json.Warehouses;
    expect(all.rows).toHaveLength(all.count);
    expect(all.rows[0].LocationName >= all.rows[1].LocationName).toBe(true);
  });

  it('creates, reads, replaces and deletes a warehouse', async () => {
    const created = await call('POST', '/warehouse', body);
    expect(created.status).toBe(201);
    const id = created.json.Warehouse.id;
    expect((await call('GET', `/warehouse/${id}`)).json.Warehouse).toMatchObject({
      ...body,
      City: { name: 'Jakarta Selatan' },
    });

    const whole = { ...created.json.Warehouse, status: false };
    const updated = await call('PUT', `/warehouse/${id}`, whole);
    expect(updated.status).toBe(200);
    expect(updated.json.Warehouse.status).toBe(false);

    const deleted = await call('DELETE', `/warehouse/${id}`);
    expect(deleted.json.Warehouse.LocationName).toBe('Gudang Uji');
    const gone = await call('GET', `/warehouse/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.json.errors[0].message).toBe(`Warehouse ${id} not found`);
  });

  it('keeps a missing coordinate missing (JSON bodies are not coerced: null never becomes 0)', async () => {
    const created = await call('POST', '/warehouse', {
      ...body,
      LocationName: 'Gudang Tanpa Koordinat',
      latitude: null,
      longitude: null,
    });
    expect(created.json.Warehouse).toMatchObject({ latitude: null, longitude: null });
    expect((await call('POST', '/warehouse', { ...body, latitude: '-6.2' })).json.errors.message).toBe(
      'latitude must be number',
    );
    await call('DELETE', `/warehouse/${created.json.Warehouse.id}`);
  });

  it('answers create errors as errors.message and update errors as a list, naming the field', async () => {
    const create = await call('POST', '/warehouse', { ...body, latitude: 'north' });
    expect(create.status).toBe(400);
    expect(create.json.errors.message).toBe('latitude must be number');
    const unknownCity = await call('POST', '/warehouse', { ...body, city_id: 9999 });
    expect(unknownCity.json.errors.message).toBe('city_id 9999 is not a known city');
    const update = await call('PUT', '/warehouse/1', { ...body, LocationName: '' });
    expect(update.json.errors[0]).toMatchObject({ field: 'LocationName' });
    const [count] = await rest.api.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM warehouses WHERE location_name = 'Gudang Uji'",
    );
    expect(count!.count).toBe(0);
  });

  it('publishes its contract as OpenAPI without a token', async () => {
    const { status, json } = await call('GET', '/openapi.json', undefined, {});
    expect(status).toBe(200);
    expect(Object.keys(json.paths)).toEqual(
      expect.arrayContaining(['/login', '/warehouse', '/warehouse/{id}', '/cities']),
    );
    expect(json.paths['/warehouse'].post.requestBody.content['application/json'].schema.required).toContain(
      'LocationName',
    );
  });
});
