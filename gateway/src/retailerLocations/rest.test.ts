import { describe, expect, it } from 'vitest';

import { failure, fakeRestContext } from '../../test/answers';
import { readAnswer } from '../core/restAnswer';
import { createRetailerLocation, type RestRetailerLocationFields, RETAILER_LOCATIONS } from './rest';

const sink = { answerProblem: () => undefined };

const location = {
  id: 1,
  customerId: 7,
  retailType: 'Toko',
  displayName: 'Toko Sehat',
  website: null,
  media: null,
  whatsappLink: null,
  operasionalHour: null,
  displayPhone: '+62811',
  address: null,
  longtitude: 106.8,
  latitude: -6.2,
  Customer: { fullName: 'Budi', companyName: null },
};
const fields: RestRetailerLocationFields = {
  customerId: 7,
  retailType: 'Toko',
  displayName: 'Toko Baru',
  website: null,
  whatsappLink: null,
  operasionalHour: null,
  displayPhone: null,
  address: null,
  longtitude: null,
  latitude: null,
};

describe('GET /retailer_locations (its answer is not shown: 002 §7)', () => {
  it('reads coordinates and ids sent as digits as numbers, and a phone sent as a number as text', () => {
    const read = readAnswer(
      'GET /retailer_locations',
      RETAILER_LOCATIONS,
      {
        RetailerLocations: {
          rows: [{ ...location, customerId: '7', longtitude: '106.80', latitude: '-6.2', displayPhone: 62811 }],
          count: 1,
        },
      },
      sink,
    );
    expect(read.rows[0]).toMatchObject({ customerId: 7, longtitude: 106.8, latitude: -6.2, displayPhone: '62811' });
  });

  it('reads a location without the customer it carries (loaded by customerId then) or its optional fields', () => {
    const { Customer: _customer, website: _website, media: _media, ...bare } = location;
    const read = readAnswer('GET /retailer_locations', RETAILER_LOCATIONS, [bare], sink);
    expect(read).toMatchObject({ count: 1, rows: [{ Customer: null, website: null, media: null, customerId: 7 }] });
  });

  it('fails naming the field when the customer id is missing', () => {
    const { customerId: _id, ...unowned } = location;
    expect(failure(() => readAnswer('GET /retailer_locations', RETAILER_LOCATIONS, [unowned], sink)).message).toBe(
      'GET /retailer_locations answered without rows[].customerId.',
    );
  });
});

describe('a retailer write the API accepted is reported as saved ("reads Retailer": 002 §7)', () => {
  it('reads a new location back by the id when its Retailer does not read, and answers none without an id', async () => {
    const answers: Record<string, unknown> = {
      'POST /retailer_locations': { Retailer: { id: '12' } },
      'GET /retailer_locations/12': { Retailer: { ...location, id: 12, displayName: 'Toko Baru' } },
    };
    const { context, calls, warnings } = fakeRestContext(answers);
    expect(await createRetailerLocation(context, fields)).toMatchObject({ id: 12, displayName: 'Toko Baru' });
    expect(calls).toEqual(['POST /retailer_locations', 'GET /retailer_locations/12']);
    answers['POST /retailer_locations'] = { message: 'Success add data location retail Toko Baru' };
    expect(await createRetailerLocation(context, fields)).toBeNull();
    expect(warnings).toHaveLength(1);
  });
});
