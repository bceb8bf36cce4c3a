import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LAST_ADMIN_ACTIVE_MESSAGE, LAST_ADMIN_ROLE_MESSAGE } from '@backoffice/schema/rules/staff';

import { createLogger } from '../src/core/logger';
import { type Gateway, startGateway } from '../src/server';
import { orderInput } from './fixtures';
import {
  demoAdmin,
  graphql,
  LOGIN,
  loginCookie,
  SET_STAFF_ROLE,
  staffSession,
  startStack,
  testGatewayConfig,
  testStack,
} from './harness';

/** Issue 39: staff, their roles, and what each role is shown and refused beyond the matrix (test/access.test.ts). */
const stack = testStack();

const ME = '{ me { email role } }';
const STAFF = `query Staff($search: String) {
  staffMembers(search: $search) { totalCount rows { id email name role active lastSignInAt } }
}`;
const firstError = (body: { errors?: Array<{ message: string; extensions?: Record<string, any> }> }) =>
  body.errors?.[0];
const ask = (cookie: string, text: string, variables: Record<string, unknown> = {}) =>
  graphql(stack.gateway.url, text, variables, { cookie });
const setRole = (cookie: string, id: string, role: string | null, active = true) =>
  ask(cookie, SET_STAFF_ROLE, { id, input: { role, active } });

describe('staff and their roles', () => {
  it('makes the demo login an admin (ADMIN_EMAILS) and gives anyone else no role, which refuses everything with a way out', async () => {
    expect((await ask(stack.cookie, ME)).body.data.me).toEqual({ email: demoAdmin.email, role: 'ADMIN' });
    const newcomer = await stack.staffSession(null);
    expect((await ask(newcomer.cookie, ME)).body.data.me).toEqual({ email: newcomer.email, role: null });
    const refused = firstError((await ask(newcomer.cookie, '{ warehouses { totalCount } }')).body);
    expect(refused).toMatchObject({
      message: 'You have no role in the back office yet: ask an admin to give you one.',
      extensions: { code: 'FORBIDDEN' },
    });
    // Logging out needs no role.
    expect((await ask(newcomer.cookie, 'mutation { logout }')).body.data.logout).toBe(true);
  });

  it('gives a first sign-in DEFAULT_STAFF_ROLE when set', async () => {
    const withDefault = await startStack({ defaultStaffRole: 'SALES' });
    try {
      const admin = await loginCookie(withDefault.gateway.url);
      const clerk = await staffSession(withDefault.gateway.url, withDefault.api, admin, null);
      const { body } = await graphql(withDefault.gateway.url, ME, {}, { cookie: clerk.cookie });
      expect(body.data.me.role).toBe('SALES');
    } finally {
      await withDefault.close();
    }
  });

  it('lists everyone who signed in, with role, state and last sign-in, for admins only', async () => {
    const clerk = await stack.staffSession('WAREHOUSE', 'gudang-list@example.com');
    const { body } = await ask(stack.cookie, STAFF, { search: 'GUDANG-LIST' });
    expect(body.data.staffMembers).toEqual({
      totalCount: 1,
      rows: [
        {
          id: clerk.id,
          email: 'gudang-list@example.com',
          name: expect.any(String),
          role: 'WAREHOUSE',
          active: true,
          lastSignInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
    });
    const refused = firstError((await ask(clerk.cookie, STAFF)).body);
    expect(refused).toMatchObject({
      message: 'staffMembers needs the role Admin or Developer (you are Warehouse): ask an admin if you need it.',
      extensions: { code: 'FORBIDDEN', roles: ['ADMIN', 'DEVELOPER'] },
    });
  });

  it('keeps one active admin: the last cannot give up the role nor disable themselves, even two at once', async () => {
    const adminId = (await ask(stack.cookie, STAFF, { search: demoAdmin.email })).body.data.staffMembers.rows[0].id;
    // Other admins of earlier tests step down first, so the demo admin is the last.
    const admins = (await ask(stack.cookie, STAFF)).body.data.staffMembers.rows.filter(
      (row: any) => row.role === 'ADMIN' && row.id !== adminId,
    );
    for (const other of admins) await setRole(stack.cookie, other.id, 'SALES');

    expect(firstError((await setRole(stack.cookie, adminId, 'SALES')).body)).toMatchObject({
      message: LAST_ADMIN_ROLE_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', field: 'role' },
    });
    expect(firstError((await setRole(stack.cookie, adminId, 'ADMIN', false)).body)).toMatchObject({
      message: LAST_ADMIN_ACTIVE_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', field: 'active' },
    });

    // A second admin; both then take the other's role away at the same moment: one of them stays admin.
    const second = await stack.staffSession('ADMIN');
    const [one, two] = await Promise.all([
      setRole(stack.cookie, second.id, 'SALES'),
      setRole(second.cookie, adminId, 'SALES'),
    ]);
    const refusals = [one, two].filter((answer) => answer.body.errors);
    expect(refusals).toHaveLength(1);
    const roles =
      (await ask(stack.cookie, STAFF)).body.data?.staffMembers.rows ??
      (await ask(second.cookie, STAFF)).body.data.staffMembers.rows;
    expect(roles.filter((row: any) => row.role === 'ADMIN' && row.active)).toHaveLength(1);
    // The demo admin is admin again for the tests after this one.
    const stillAdmin = two.body.errors ? stack.cookie : second.cookie;
    expect((await setRole(stillAdmin, adminId, 'ADMIN')).body.errors).toBeUndefined();
  });

  it('ends a disabled member’s sessions at once and refuses their next sign-in', async () => {
    const clerk = await stack.staffSession('SALES');
    expect((await ask(clerk.cookie, '{ orders { totalCount } }')).body.errors).toBeUndefined();
    expect((await setRole(stack.cookie, clerk.id, 'SALES', false)).body.data.updateStaffMember.active).toBe(false);
    const after = await ask(clerk.cookie, '{ orders { totalCount } }');
    expect(after.status).toBe(401);
    expect(firstError(after.body)!.extensions!.code).toBe('UNAUTHENTICATED');
    const again = await graphql(stack.gateway.url, LOGIN, { email: clerk.email, password: 'staff12345' });
    expect(firstError(again.body)).toMatchObject({
      message: 'Your access to the back office has been disabled: ask an admin.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(again.setCookie).toEqual([]);
    // Enabled again, they sign in as before.
    await setRole(stack.cookie, clerk.id, 'SALES', true);
    const back = await graphql(stack.gateway.url, LOGIN, { email: clerk.email, password: 'staff12345' });
    expect(back.body.errors).toBeUndefined();
  });
});

describe('what each role is shown beyond the root fields', () => {
  const OVERVIEW = '{ overview { workQueues { queue } } }';

  it('shows the overview only the queues of the areas the role reads, and refuses its other parts', async () => {
    const queues = async (role: 'WAREHOUSE' | 'CONTENT' | 'FINANCE') =>
      (await ask((await stack.staffSession(role)).cookie, OVERVIEW)).body.data.overview.workQueues.map(
        (row: any) => row.queue,
      );
    expect(await queues('WAREHOUSE')).toEqual([
      'ORDERS_PAID_NOT_LABELLED',
      'ORDERS_LABELLED_WITHOUT_TRACKING',
      'ORDERS_PAYMENT_OVERDUE',
      'SAMPLES_PROCESSED',
      'SAMPLES_LABEL_PRINTED',
    ]);
    expect(await queues('CONTENT')).toEqual([]);
    expect(await queues('FINANCE')).toContain('STOCKIST_ORDERS_NOT_INVOICED');

    const content = await stack.staffSession('CONTENT');
    const { body } = await ask(content.cookie, '{ overview { lowStock { count } paidSales { total } } }');
    expect(body.data.overview).toEqual({ lowStock: null, paidSales: null });
    expect(body.errors!.map((error) => [error.path, error.extensions!.code])).toEqual([
      [['overview', 'lowStock'], 'FORBIDDEN'],
      [['overview', 'paidSales'], 'FORBIDDEN'],
    ]);
  });

  it('keeps presets and CSV exports to the lists the role may read', async () => {
    const content = await stack.staffSession('CONTENT');
    const presets = 'query($list: String!) { listPresets(list: $list) { name } }';
    expect(
      firstError((await ask(content.cookie, presets, { list: '/dashboard/orders' })).body)!.extensions,
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect((await ask(content.cookie, presets, { list: '/dashboard/faq' })).body.data.listPresets).toEqual([]);
    const save = `mutation($input: ListPresetInput!) { createListPreset(input: $input) { id } }`;
    const saved = await ask(content.cookie, save, { input: { list: '/dashboard/orders', name: 'Lunas', params: '' } });
    expect(firstError(saved.body)!.extensions!.code).toBe('FORBIDDEN');

    const columns = JSON.stringify([{ label: 'Id', path: 'id' }]);
    const exportOf = (list: string) =>
      fetch(`${stack.gateway.url}/export/${list}.csv?${new URLSearchParams({ args: '{}', columns })}`, {
        headers: { cookie: content.cookie },
      });
    const orders = await exportOf('orders');
    expect(orders.status).toBe(403);
    expect(((await orders.json()) as any).errors[0].extensions.code).toBe('FORBIDDEN');
    const faqs = await exportOf('faqs');
    expect(faqs.status).toBe(200);
    await faqs.body?.cancel();
  });
});

describe("orders: shipping for Warehouse, payment for the orders' writers", () => {
  const CREATE = `mutation($input: OrderInput!) { createOrder(input: $input) { id paymentStatus } }`;
  const SAVE_SHIPPING = `mutation($id: ID!, $input: OrderShippingInput!) {
    updateOrderShipping(id: $id, input: $input) { shipmentStatus paymentStatus trackingCode }
  }`;
  const SET_STATUS = `mutation($ids: [ID!]!, $shipmentStatus: ShipmentStatus, $paymentStatus: PaymentStatus) {
    setOrdersStatus(ids: $ids, shipmentStatus: $shipmentStatus, paymentStatus: $paymentStatus) { results { ok } }
  }`;

  it('lets Warehouse save shipping and set shipment statuses, but not change a payment status', async () => {
    const order = (
      await ask(stack.cookie, CREATE, {
        input: orderInput({ lines: [{ productId: '1', quantity: 1, unitPrice: 10000 }] }),
      })
    ).body.data.createOrder;
    const warehouse = await stack.staffSession('WAREHOUSE');
    const shipping = (paymentStatus: string) => ({
      shipFromId: '1',
      shipmentStatus: 'PROCESSED',
      courierId: '2',
      trackingCode: 'JNE-ROLE-1',
      paymentStatus,
    });
    const saved = await ask(warehouse.cookie, SAVE_SHIPPING, { id: order.id, input: shipping(order.paymentStatus) });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.updateOrderShipping.trackingCode).toBe('JNE-ROLE-1');
    const otherPayment = order.paymentStatus === 'PAYMENT_SUCCESS' ? 'PAYMENT_PENDING' : 'PAYMENT_SUCCESS';
    const refused = firstError(
      (await ask(warehouse.cookie, SAVE_SHIPPING, { id: order.id, input: shipping(otherPayment) })).body,
    );
    expect(refused).toMatchObject({
      message: 'paymentStatus needs the role Admin or Sales (you are Warehouse): ask an admin if you need it.',
      extensions: { code: 'FORBIDDEN', field: 'paymentStatus' },
    });

    const bulk = await ask(warehouse.cookie, SET_STATUS, { ids: [order.id], shipmentStatus: 'SHIPPED' });
    expect(bulk.body.errors).toBeUndefined();
    const paid = await ask(warehouse.cookie, SET_STATUS, { ids: [order.id], paymentStatus: otherPayment });
    expect(firstError(paid.body)!.extensions).toMatchObject({ code: 'FORBIDDEN', field: 'paymentStatus' });
    const sales = await stack.staffSession('SALES');
    expect((await ask(sales.cookie, SET_STATUS, { ids: [order.id], paymentStatus: otherPayment })).body.errors).toBe(
      undefined,
    );
  });
});

describe('prices (Finance)', () => {
  const PRODUCT = 'query($id: ID!) { product(id: $id) { name sku retailPrice costPrice } }';
  const UPDATE = `mutation($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) { name retailPrice costPrice }
  }`;
  const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`;
  const product = {
    type: 'SINGLE',
    status: 'DRAFT',
    name: 'Cumi Harga 500 g',
    slug: 'cumi-harga-500-g',
    sku: 'FIN-CUMI-500',
    grossPrice: 50000,
    retailPrice: 48000,
  };

  it('changes only the prices of a product, whatever else the form sent', async () => {
    const id = (await ask(stack.cookie, CREATE, { input: product })).body.data.createProduct.id;
    const finance = await stack.staffSession('FINANCE');
    const { body } = await ask(finance.cookie, UPDATE, {
      id,
      input: { ...product, name: 'Renamed by Finance', retailPrice: 45000, costPrice: 30000 },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateProduct).toEqual({ name: product.name, retailPrice: 45000, costPrice: 30000 });
    expect((await ask(stack.cookie, PRODUCT, { id })).body.data.product).toEqual({
      name: product.name,
      sku: product.sku,
      retailPrice: 45000,
      costPrice: 30000,
    });
    // Creating a product is the products' writers' only.
    const refused = firstError((await ask(finance.cookie, CREATE, { input: { ...product, sku: 'FIN-2' } })).body);
    expect(refused!.extensions).toMatchObject({ code: 'FORBIDDEN', roles: ['ADMIN', 'CONTENT'] });
  });
});

describe('exploring the schema in production (Apollo Sandbox, introspection, suggestions)', () => {
  let production: Gateway;
  let admin = '';
  let developer = '';
  let sales = '';
  beforeAll(async () => {
    production = await startGateway(
      testGatewayConfig({ restApiUrl: stack.api.url, cookieSecure: false }, { NODE_ENV: 'production' }),
      createLogger('silent'),
    );
    admin = await loginCookie(production.url);
    developer = (await staffSession(production.url, stack.api, admin, 'DEVELOPER')).cookie;
    sales = (await staffSession(production.url, stack.api, admin, 'SALES')).cookie;
  });
  afterAll(() => production?.close());

  const INTROSPECTION = '{ __schema { queryType { name } } }';
  const TYPO = '{ warehouses { totalCount } me { emai } }';

  it('answers introspection to signed-in Admin and Developer only', async () => {
    for (const cookie of [admin, developer]) {
      const { body } = await graphql(production.url, INTROSPECTION, {}, { cookie });
      expect(body.data.__schema.queryType.name).toBe('Query');
    }
    expect(firstError((await graphql(production.url, INTROSPECTION, {}, { cookie: sales })).body)).toMatchObject({
      message: 'Introspection is open to signed-in Admin and Developer staff only.',
      extensions: { code: 'FORBIDDEN' },
    });
    const anonymous = await graphql(production.url, INTROSPECTION);
    expect(anonymous.status).toBe(401);
  });

  it('serves Apollo Sandbox to them only', async () => {
    const page = (cookie?: string) =>
      fetch(`${production.url}/graphql`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    for (const cookie of [admin, developer]) {
      const response = await page(cookie);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('embeddable-sandbox');
    }
    for (const cookie of [sales, undefined]) {
      const response = await page(cookie);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Apollo Sandbox is open to signed-in Admin and Developer staff.');
    }
  });

  it('suggests field names to them only', async () => {
    const message = async (cookie?: string) =>
      firstError((await graphql(production.url, TYPO, {}, cookie ? { cookie } : {})).body)!.message;
    expect(await message(developer)).toBe('Cannot query field "emai" on type "User". Did you mean "email"?');
    for (const cookie of [sales, undefined])
      expect(await message(cookie)).toBe('Cannot query field "emai" on type "User".');
  });
});
