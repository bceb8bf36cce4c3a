import { describe, expect, it } from 'vitest';

import { gatewayError } from './errors';
import { ABOUT_THE_RECORD, inInputTerms, type InputFieldTable } from './inputFieldNames';
import { normalizeRestError } from './normalizeRestError';

const table: InputFieldTable = {
  city_id: { field: 'cityId', label: 'City' },
  province_id: { field: 'provinceId', label: 'Province' },
  invoice_city: { field: 'invoiceCityId', label: 'Invoice city' },
  sku: { field: 'sku', label: 'SKU' },
  name: { field: 'name', label: 'Name' },
  vendor: { field: 'vendorId', label: 'Vendor' },
  'items.#.ItemId': { field: 'lines.#.productId', label: 'Product' },
};

const failing = (error: unknown) => inInputTerms(table, Promise.reject(error));
const restError = (status: number, body: unknown) => normalizeRestError(status, JSON.stringify(body));

describe('inInputTerms', () => {
  it('names every listed field as the GraphQL input does and speaks of it in words', async () => {
    const error = restError(400, {
      errors: [
        { message: 'city_id 9999 is not a known city', field: 'city_id' },
        { message: 'invoice_city 3578 is not in province_id 31', field: 'invoice_city' },
      ],
    });
    await expect(failing(error)).rejects.toMatchObject({
      message: 'City 9999 is not a known city',
      extensions: {
        code: 'BAD_USER_INPUT',
        upstreamStatus: 400,
        field: 'cityId',
        fields: [
          { field: 'cityId', message: 'City 9999 is not a known city' },
          { field: 'invoiceCityId', message: 'Invoice city 3578 is not in Province 31' },
        ],
      },
    });
  });

  it('finds the field of a message-only answer by the name it begins with', async () => {
    await expect(
      failing(restError(400, { errors: { message: 'city_id 9999 is not a known city' } })),
    ).rejects.toMatchObject({
      message: 'City 9999 is not a known city',
      extensions: { field: 'cityId', fields: [{ field: 'cityId', message: 'City 9999 is not a known city' }] },
    });
    await expect(
      failing(restError(409, { errors: { message: 'sku cms-ring-500 is already used by Cumi Ring 500 gr' } })),
    ).rejects.toMatchObject({
      message: 'SKU cms-ring-500 is already used by Cumi Ring 500 gr',
      extensions: { code: 'CONFLICT', field: 'sku' },
    });
  });

  it('keeps the index of a list entry', async () => {
    const error = restError(400, {
      errors: [{ message: 'items[2].ItemId 99999 is not a known product', field: 'items.2.ItemId' }],
    });
    await expect(failing(error)).rejects.toMatchObject({
      message: 'Product 99999 is not a known product',
      extensions: { field: 'lines.2.productId' },
    });
  });

  it('replaces a plain-word name only where it is the field concerned', async () => {
    const error = restError(400, { errors: [{ message: 'sku must keep the product name', field: 'sku' }] });
    await expect(failing(error)).rejects.toMatchObject({ message: 'SKU must keep the product name' });
  });

  it('names a plain-word field once: the same word later in the sentence is just a word', async () => {
    const error = restError(400, { errors: [{ message: 'vendor 9 is not a known vendor', field: 'vendor' }] });
    await expect(failing(error)).rejects.toMatchObject({
      message: 'Vendor 9 is not a known vendor',
      extensions: { field: 'vendorId' },
    });
  });

  it('keeps names the table does not know', async () => {
    const error = restError(400, { errors: [{ message: 'colour is not allowed', field: 'colour' }] });
    await expect(failing(error)).rejects.toMatchObject({
      message: 'colour is not allowed',
      extensions: { field: 'colour' },
    });
  });

  it('names the conflict field when a CONFLICT names none', async () => {
    const call = inInputTerms(table, Promise.reject(restError(409, { message: 'Promo code X is already used' })), {
      conflictField: 'code',
    });
    await expect(call).rejects.toMatchObject({
      extensions: {
        code: 'CONFLICT',
        field: 'code',
        fields: [{ field: 'code', message: 'Promo code X is already used' }],
      },
    });
  });

  it('names the record (id) when a mutation of the record alone is refused without a field', async () => {
    const inUse = inInputTerms(
      table,
      Promise.reject(restError(409, { message: 'This record is still used elsewhere' })),
      ABOUT_THE_RECORD,
    );
    await expect(inUse).rejects.toMatchObject({ extensions: { code: 'CONFLICT', field: 'id' } });
    const refused = inInputTerms(
      table,
      Promise.reject(restError(400, { message: 'order berstatus canceled tidak dapat disinkronkan' })),
      ABOUT_THE_RECORD,
    );
    await expect(refused).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'id' } });
  });

  it('passes other errors and answers on untouched', async () => {
    const notFound = gatewayError('NOT_FOUND', 'city_id 9 not found');
    await expect(failing(notFound)).rejects.toBe(notFound);
    const statusText = restError(400, 'Bad Request');
    await expect(failing(statusText)).rejects.toBe(statusText);
    const plain = new Error('boom');
    await expect(failing(plain)).rejects.toBe(plain);
    await expect(inInputTerms(table, Promise.resolve(1))).resolves.toBe(1);
  });
});
