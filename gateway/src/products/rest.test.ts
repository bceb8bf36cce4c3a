import { FormData } from 'undici';
import { describe, expect, it } from 'vitest';

import { fakeRestContext } from '../../test/answers';
import { createProduct, deleteProduct, listProducts, productStatusMap, productTypeMap, replaceProduct } from './rest';

const product = {
  id: 5,
  product_type: 'single',
  status: 1,
  name: 'Udang Vaname 500 gr',
  slug: 'udang-vaname-500-gr',
  sku: 'UV-500',
  category_id: 2,
  item_category: { id: 2, name: 'Udang' },
  gross_price: 65000,
  retail_price: 60000,
  discount_product: 8,
  bundle_items: [],
  faqs: [],
  ItemCatalogs: [],
  ItemAssemblyLines: [{ qty: 4 }],
};
const page = { page: 1, per_page: 15, orderby: 'name', desc: false } as const;
const list = (...rows: unknown[]) => ({ 'GET /products': { Products: { rows, count: rows.length } } });

describe('product answers', () => {
  it('reads decimal-string money and numeric-string ids as the same numbers', async () => {
    const { context } = fakeRestContext(
      list({ ...product, id: '5', gross_price: '65000.00', retail_price: '60000', ItemAssemblyLines: [{ qty: '4' }] }),
    );
    const [row] = (await listProducts(context, page)).rows;
    expect(row).toMatchObject({ id: 5, gross_price: 65000, retail_price: 60000, ItemAssemblyLines: [{ qty: 4 }] });
  });

  it("keeps a product whose type or status it does not know, with the API's text", async () => {
    const { context, problems } = fakeRestContext(
      list(product, { ...product, id: 6, product_type: 'hamper', status: 9 }),
    );
    const { rows } = await listProducts(context, page);
    expect(rows).toHaveLength(2);
    expect(productTypeMap.fromRest(rows[1]!.product_type)).toBeNull();
    expect(productTypeMap.unknownText(rows[1]!.product_type)).toBe('hamper');
    expect(productStatusMap.unknownText(rows[1]!.status)).toBe('9');
    expect(productStatusMap.fromRest(rows[0]!.status)).toBe('ACTIVE');
    expect(problems.sort()).toEqual(['unknown product status', 'unknown product type']);
  });

  it('reads what the spec leaves out as none or empty: lists, discount, prices', async () => {
    const { context } = fakeRestContext(list({ id: 7, name: 'Bumbu', slug: 'bumbu', sku: 'B-1', status: 0 }));
    const [row] = (await listProducts(context, page)).rows;
    expect(row).toMatchObject({
      discount_product: 0,
      bundle_items: [],
      faqs: [],
      ItemAssemblyLines: [],
      gross_price: null,
    });
  });

  it('refuses a product without the name it shows, naming the call and the field', async () => {
    const { name: _name, ...nameless } = product;
    const { context } = fakeRestContext(list(nameless));
    await expect(listProducts(context, page)).rejects.toMatchObject({
      message: 'GET /products answered without rows[].name.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});

describe('product writes the API accepted', () => {
  const fields = { name: 'Baru', slug: 'baru', sku: 'BR-1', status: 1, product_type: 'single', faqs: '[]' };

  it("reports a create answered with the spec's Product.name only as saved: null with a warning", async () => {
    const { context, warnings } = fakeRestContext({ 'POST /products': { Product: { name: 'Baru' } } });
    expect(await createProduct(context, fields, new FormData())).toBeNull();
    expect(warnings).toHaveLength(1);
  });

  it("answers an update answered with the spec's Product.name and Product.status with the product read back", async () => {
    const { context } = fakeRestContext({
      'PUT /products/5': { Product: { name: product.name, status: 0 } },
      'GET /products/5': { Product: { ...product, status: 0 } },
    });
    expect(await replaceProduct(context, '5', fields, new FormData())).toMatchObject({ id: 5, status: 0 });
  });

  it("answers a delete answered with the spec's Product.name with the product as it was", async () => {
    const { context } = fakeRestContext({
      'GET /products/5': { Product: product },
      'DELETE /products/5': { Product: { name: product.name } },
    });
    expect(await deleteProduct(context, '5')).toMatchObject({ id: 5, sku: 'UV-500' });
  });
});
