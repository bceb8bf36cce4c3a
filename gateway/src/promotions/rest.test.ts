import { describe, expect, it } from 'vitest';

import { fakeRestContext } from '../../test/answers';
import { createPromotion, listPromotions, promotionStatusMap, promotionTypeMap, replacePromotion } from './rest';

const promotion = {
  id: 4,
  platform: 'crystal web',
  promoName: 'Lebaran',
  promoCode: 'LEBARAN10',
  promoType: 'percent',
  promoValue: 10,
  promoStatus: 1,
  promotionDefault: 0,
  valid_from: '2025-03-01',
  valid_until: '2025-04-30',
  terms: 'minTransaction',
  promoCondition: null,
  minTransaction: 200000,
  Quota: 100,
  usedQuota: 3,
};
const page = { page: 1, per_page: 15, orderby: 'promoName', desc: false } as const;
const list = (...rows: unknown[]) => ({ 'GET /promotion': { Promotions: { rows, count: rows.length } } });
const fields = {
  platform: 'crystal web',
  promoName: 'Baru',
  promoCode: 'BARU',
  promoType: 'rounded',
  promoValue: 5000,
  maxPromo: null,
  promoStatus: 1,
  promotionDefault: 0,
  valid_from: '2025-03-01',
  valid_until: '2025-04-30',
  description: null,
  rule: null,
  terms: 'qty',
  promoCondition: '>',
  amount: 2,
  maxAmount: null,
  minTransaction: null,
  Quota: 10,
  usedQuota: 0,
} as const;

describe('promotion answers', () => {
  it('reads promoStatus and promotionDefault sent as text or booleans, and amounts as numeric strings', async () => {
    const { context } = fakeRestContext(
      list({ ...promotion, promoStatus: '1', promotionDefault: true, minTransaction: '200000.00', Quota: '100' }),
    );
    const [row] = (await listPromotions(context, page)).rows;
    expect(row).toMatchObject({ promoStatus: 1, promotionDefault: 1, minTransaction: 200000, Quota: 100 });
  });

  it("keeps a promotion whose type or status it does not know, with the API's text", async () => {
    const { context } = fakeRestContext(
      list(promotion, { ...promotion, id: 5, promoType: 'cashback', promoStatus: 2 }),
    );
    const { rows } = await listPromotions(context, page);
    expect(rows).toHaveLength(2);
    expect(promotionTypeMap.unknownText(rows[1]!.promoType)).toBe('cashback');
    expect(promotionStatusMap.unknownText(rows[1]!.promoStatus)).toBe('2');
    expect(promotionStatusMap.fromRest(rows[0]!.promoStatus)).toBe('ACTIVE');
  });

  it('refuses a promotion without the code it shows, naming the call and the field', async () => {
    const { promoCode: _code, ...codeless } = promotion;
    const { context } = fakeRestContext(list(codeless));
    await expect(listPromotions(context, page)).rejects.toMatchObject({
      message: 'GET /promotion answered without rows[].promoCode.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});

describe('promotion writes the API accepted', () => {
  it("reports a create answered with the spec's Promotion.promoName only as saved: null with a warning", async () => {
    const { context, warnings } = fakeRestContext({ 'POST /promotion': { Promotion: { promoName: 'Baru' } } });
    expect(await createPromotion(context, fields)).toBeNull();
    expect(warnings).toHaveLength(1);
  });

  it("answers an update answered with the spec's Promotion.promoStatus with the promotion read back", async () => {
    const { context } = fakeRestContext({
      'PUT /promotion/4': { Promotion: { promoStatus: 0 } },
      'GET /promotion/4': { Promotion: { ...promotion, promoStatus: 0 } },
    });
    expect(await replacePromotion(context, '4', { ...fields, promoStatus: 0 })).toMatchObject({
      id: 4,
      promoStatus: 0,
    });
  });
});
