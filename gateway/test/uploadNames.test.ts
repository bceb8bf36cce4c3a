import { describe, expect, it } from 'vitest';

import { SESSION_CHECK_CALL } from '../src/core/session';
import { testStack } from './harness';

/*
 * A file whose name holds a NUL character cannot be read by the multipart parser (busboy: "Malformed part header"):
 * the request is the client's fault, so it is a 400 naming the upload's field, never an internal error in the log.
 */
const stack = testStack();
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const nulNamed = { bytes: png, type: 'image/png', name: 'udang\u0000.png' };

const PRODUCT = `mutation($input: ProductInput!, $media: ProductMediaInput) { createProduct(input: $input, media: $media) { id } }`;
const product = {
  type: 'SINGLE',
  status: 'DRAFT',
  name: 'Udang Nama Rusak 1 kg',
  slug: 'udang-nama-rusak-1-kg',
  sku: 'NUL-NAME-1',
  categoryId: '1',
  grossWeight: 1.1,
  netWeight: 1,
  grossPrice: 100000,
  discountPercent: 0,
  retailPrice: 90000,
  resellerPrice: 85000,
  contentBox: '',
  faqs: [],
};
const RETAILER = `mutation($input: RetailerLocationInput!, $image: Upload) { createRetailerLocation(input: $input, image: $image) { id } }`;
const retailer = { customerId: '1', retailType: 'Toko', displayName: 'Toko Nama Rusak' };

const errorLogs = () => stack.logLines.filter((line) => JSON.parse(line).level >= 50);

describe('an uploaded file whose name holds a NUL character', () => {
  it("answers 400 BAD_USER_INPUT naming the product's image slot, logs no error and stores nothing", async () => {
    const logged = errorLogs().length;
    const { result, calls } = await stack.upstreamDuring(() =>
      stack.upload(PRODUCT, { input: product, media: { images: [null, null] } }, { 'media.images.1': nulNamed }),
    );
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual([
      expect.objectContaining({
        message: 'Image 2 could not be read: its file name or headers are malformed',
        extensions: expect.objectContaining({
          code: 'BAD_USER_INPUT',
          field: 'media.images.1',
          fields: [
            { field: 'media.images.1', message: 'Image 2 could not be read: its file name or headers are malformed' },
          ],
        }),
      }),
    ]);
    expect(calls.filter((call) => call !== SESSION_CHECK_CALL)).toEqual([]);
    expect(errorLogs()).toHaveLength(logged);
  });

  it("names a single image's variable the same way", async () => {
    const { status, body } = await stack.upload(RETAILER, { input: retailer, image: null }, { image: nulNamed });
    expect(status).toBe(400);
    expect(body.errors![0]).toMatchObject({
      message: 'Retailer image could not be read: its file name or headers are malformed',
      extensions: { code: 'BAD_USER_INPUT', field: 'image' },
    });
  });
});
