import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import {
  emptyRetailerLocationForm,
  parseCoordinate,
  retailerLocationFormRules,
  type RetailerLocationFormValues,
} from '../rules/retailerLocationForm';

const filled: RetailerLocationFormValues = {
  ...emptyRetailerLocationForm,
  customerId: '12',
  retailType: ' Supermarket ',
  displayName: 'Toko Sumber Rejeki',
  website: 'https://sumber-rejeki.co.id',
  displayPhone: '0812345678',
  latitude: '-6,2',
  longitude: ' 106.8166 ',
};

const problems = (values: RetailerLocationFormValues) => {
  const result = z.safeParse(retailerLocationFormRules, values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('retailer location form rules', () => {
  it('sends what the fields hold as a RetailerLocationInput: empty text as none, the phone with +62, coordinates as numbers', () => {
    expect(z.parse(retailerLocationFormRules, filled)).toEqual({
      customerId: '12',
      retailType: 'Supermarket',
      displayName: 'Toko Sumber Rejeki',
      website: 'https://sumber-rejeki.co.id',
      whatsappLink: null,
      operationalHours: null,
      displayPhone: '+62812345678',
      address: null,
      latitude: -6.2,
      longitude: 106.8166,
    });
  });

  it("names each refused field in the gateway's words", () => {
    expect(problems({ ...emptyRetailerLocationForm })).toEqual([
      ['customerId', 'Customer is required'],
      ['retailType', 'Retail type is required'],
      ['displayName', 'Display name is required'],
    ]);
    expect(
      problems({
        ...filled,
        website: 'ftp://x',
        whatsappLink: 'wa.me/62812',
        displayPhone: 'abcdef',
        latitude: '95',
        longitude: '106.8.1',
      }),
    ).toEqual([
      ['website', 'Website must be an http(s) address'],
      ['whatsappLink', 'WhatsApp link must be an http(s) address'],
      ['displayPhone', 'Phone number must be 6 to 13 digits after +62'],
      ['latitude', 'Latitude must be between -90 and 90'],
      ['longitude', 'Longitude must be a number'],
    ]);
  });

  it('reads a coordinate with a decimal dot or comma, never as thousands', () => {
    expect(parseCoordinate('')).toBeNull();
    expect(parseCoordinate('106.812')).toBe(106.812);
    expect(parseCoordinate('-6,25')).toBe(-6.25);
    expect(parseCoordinate('6°S')).toBeNaN();
  });
});
