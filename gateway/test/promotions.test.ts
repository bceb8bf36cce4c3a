import { describe, expect, it } from 'vitest';

import { promotionInput } from './fixtures';
import { testStack, type UploadFile } from './harness';

const stack = testStack();
const { query } = stack;

/** The file as `variables.image`. */
const withImage = (text: string, variables: Record<string, unknown>, image: UploadFile) =>
  stack.upload(text, { ...variables, image: null }, { image });

const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const FIELDS = `id platform name code type value maxDiscount active isDefault validFrom validUntil description termsAndConditions
  terms condition amount maxAmount minTransaction quota usedQuota imageUrl`;
const CREATE = `mutation($input: PromotionInput!, $image: Upload) { createPromotion(input: $input, image: $image) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: PromotionInput!, $image: Upload) { updatePromotion(id: $id, input: $input, image: $image) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deletePromotion(id: $id) { id name } }`;

const input = promotionInput();

describe('promotions', () => {
  it('lists a page with the total, searched by name or code and filtered by status', async () => {
    const { body } = await query(
      `{ promotions(page: 1, perPage: 15) { totalCount rows { name code validFrom validUntil quota usedQuota active } } }`,
    );
    expect(body.data.promotions.rows).toHaveLength(15);
    expect(body.data.promotions.totalCount).toBe(22);
    expect(body.data.promotions.rows[0].validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const found = await query(`{ promotions(search: "ONGKIR", status: ACTIVE) { totalCount rows { code active } } }`);
    expect(found.body.data.promotions.rows).toEqual([
      { code: 'ONGKIRJKT', active: true },
      { code: 'ONGKIRSBY', active: true },
      { code: 'NEWMEMBER', active: true },
    ]);
    const inactive = await query(`{ promotions(status: INACTIVE, perPage: -1) { totalCount rows { active } } }`);
    expect(inactive.body.data.promotions.totalCount).toBe(6);
    expect(inactive.body.data.promotions.rows.every((row: any) => row.active === false)).toBe(true);
  });

  it('maps the REST names and fixed lists to the schema', async () => {
    const { body } = await query(`{ promotions(search: "SEAFOOD10") { rows { ${FIELDS} } } }`);
    expect(body.data.promotions.rows[0]).toMatchObject({
      name: 'Diskon Seafood 10%',
      code: 'SEAFOOD10',
      type: 'PERCENT',
      value: 10,
      maxDiscount: 50000,
      isDefault: true,
      terms: 'MIN_TRANSACTION',
      condition: null,
      minTransaction: 200000,
      quota: 500,
      usedQuota: 132,
      imageUrl: null,
    });
  });

  it('creates with an image (served back through the gateway), reads, updates, switches and deletes a promotion', async () => {
    const created = await withImage(CREATE, { input }, { bytes: png, type: 'image/png', name: 'banner.png' });
    const promotion = created.body.data.createPromotion;
    expect(promotion).toMatchObject({ ...input, maxAmount: null, minTransaction: null });
    expect(promotion.imageUrl).toMatch(/^\/media\/promotions\/[0-9a-f-]{36}\.png$/);
    const image = await fetch(stack.gateway.url + promotion.imageUrl);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);

    const read = await query(`query($id: ID!) { promotion(id: $id) { ${FIELDS} } }`, { id: promotion.id });
    expect(read.body.data.promotion).toEqual(promotion);

    // A rounded promotion under '<' keeps neither the max promo nor the amount typed for '>'.
    const updated = await query(UPDATE, {
      id: promotion.id,
      input: {
        ...input,
        name: 'Promo Gateway 2',
        type: 'ROUNDED',
        value: 20000,
        condition: 'LESS_THAN',
        maxAmount: 90000,
      },
    });
    expect(updated.body.data.updatePromotion).toMatchObject({
      name: 'Promo Gateway 2',
      type: 'ROUNDED',
      value: 20000,
      maxDiscount: null,
      condition: 'LESS_THAN',
      amount: null,
      maxAmount: 90000,
      imageUrl: promotion.imageUrl,
    });

    const switched = await query(`mutation($id: ID!) { setPromotionActive(id: $id, active: false) { ${FIELDS} } }`, {
      id: promotion.id,
    });
    // The switch keeps everything else of the promotion as it was, its image included.
    expect(switched.body.data.setPromotionActive).toEqual({ ...updated.body.data.updatePromotion, active: false });

    const deleted = await query(DELETE, { id: promotion.id });
    expect(deleted.body.data.deletePromotion).toEqual({ id: promotion.id, name: 'Promo Gateway 2' });
    expect((await fetch(stack.gateway.url + promotion.imageUrl)).status).toBe(404);
    const gone = await query(`query($id: ID!) { promotion(id: $id) { id } }`, { id: promotion.id });
    expect(gone.body.errors![0]).toMatchObject({
      message: `Promotion ${promotion.id} not found`,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it("answers a promo code in use with CONFLICT and the server's message, naming the code field", async () => {
    const { body } = await query(CREATE, { input: { ...input, code: 'seafood10' } });
    expect(body.errors![0]).toMatchObject({
      message: 'Promo code seafood10 is already used by the promotion Diskon Seafood 10%',
      extensions: { code: 'CONFLICT', field: 'code' },
    });
  });

  // Spec 000 §8 records a defect of the old client: "Promotion update and delete read the message from the
  // wrong place, so the message may not appear". Every failure goes through the one normalizer instead.
  it('carries the REST message of a failed update and a failed delete (the old client lost them)', async () => {
    const own = (await query(CREATE, { input: { ...input, code: 'GATEWAY-OWN' } })).body.data.createPromotion;
    const taken = await query(UPDATE, { id: own.id, input: { ...input, code: 'ONGKIRJKT' } });
    expect(taken.body.errors![0]).toMatchObject({
      message: 'Promo code ONGKIRJKT is already used by the promotion Gratis Ongkir Jabodetabek',
      extensions: { code: 'CONFLICT', field: 'code' },
    });
    const missing = await query(UPDATE, { id: '99999', input });
    expect(missing.body.errors![0]).toMatchObject({
      message: 'Promotion 99999 not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const notDeleted = await query(DELETE, { id: '99999' });
    expect(notDeleted.body.errors![0]).toMatchObject({
      message: 'Promotion 99999 not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const notSwitched = await query(`mutation { setPromotionActive(id: "99999", active: true) { id } }`);
    expect(notSwitched.body.errors![0]).toMatchObject({
      message: 'Promotion 99999 not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses bad input and a wrong file in the gateway, naming the fields, without calling the REST API', async () => {
    const before = stack.callsTo('POST /promotion');
    const { body } = await query(CREATE, {
      input: { ...input, name: ' ', value: null, condition: 'LESS_THAN', usedQuota: 51, validUntil: '2025-05-31' },
    });
    expect(body.errors![0]).toMatchObject({
      message: 'Promo name is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
    expect(body.errors![0]!.extensions!.fields).toEqual([
      { field: 'name', message: 'Promo name is required' },
      { field: 'value', message: 'Promo value is required' },
      { field: 'maxAmount', message: 'Max amount is required' },
      { field: 'validUntil', message: 'Valid until must not be before valid from' },
      { field: 'usedQuota', message: 'Used quota must not be more than the quota' },
    ]);
    const wrongFile = await withImage(
      CREATE,
      { input: { ...input, code: 'GATEWAY-PDF' } },
      { bytes: png, type: 'application/pdf', name: 'x.pdf' },
    );
    expect(wrongFile.body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'image' } });
    expect(stack.callsTo('POST /promotion')).toBe(before);
  });

  it('fetches one promotion once however often a query names it', async () => {
    const before = stack.upstreamCalls.length;
    const { body } = await query(
      `{ a: promotion(id: "1") { name } b: promotion(id: "1") { code } c: promotion(id: "2") { id } }`,
    );
    expect(body.data.a.name).toBe('Diskon Seafood 10%');
    expect(stack.upstreamCalls.slice(before).sort()).toEqual(['GET /promotion/1', 'GET /promotion/2']);
  });
});
