/**
 * The order's customer. The order form edits its customer with it (spec 001 §7): a new customer is created
 * with the order, a chosen one (or the edited order's own) is brought up to date in place. The REST API
 * writes the customer and the order in two calls with no transaction between them (POST /orders takes a
 * CustomerId: spec 001 §8), so an order that was not written undoes what was written to its customer.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';

import { GraphQLError } from 'graphql';

import { splitCustomerName } from '@backoffice/schema/rules/customerName';
import type { OrderInputValues } from '@backoffice/schema/rules/order';

import type { GatewayContext } from '../core/context';
import { hasCode, knownOrBadInput } from '../core/errors';
import { nothingWritten } from '../core/idempotency';
import { inInputTerms } from '../core/inputFieldNames';
import {
  createIdentifiedCustomer,
  deleteCustomer,
  fetchCustomer,
  replaceCustomer,
  type RestCustomer,
  type RestCustomerBody,
} from '../customers/rest';
import { orderInputFields } from './map';
import { listOrders, type RestOrder } from './rest';

type OrderCustomer = OrderInputValues['customer'];

/** Names compared as staff read them: the same words, whatever the spacing. */
const sameName = (a: string, b: string) => a.trim().split(/\s+/).join(' ') === b.trim().split(/\s+/).join(' ');

/**
 * What the order form says about its customer (spec 001 §7: the name split into first, middle and last).
 * When the name is the existing customer's full name, its own parts are kept: splitting "Budi Santoso"
 * again would make Santoso a middle name, and a name of four words would lose one.
 */
function orderCustomerFields(
  customer: OrderCustomer,
  existing?: Pick<RestCustomer, 'firstName' | 'middleName' | 'lastName' | 'fullName'>,
) {
  const name =
    existing && sameName(existing.fullName, customer.name)
      ? { firstName: existing.firstName, middleName: existing.middleName, lastName: existing.lastName }
      : splitCustomerName(customer.name);
  return {
    ...name,
    contactNo: customer.phoneNumber || null,
    addressLine1: customer.address,
    province_id: Number(customer.provinceId),
    city_id: Number(customer.cityId),
    postal_code: customer.postalCode || null,
  } satisfies Partial<RestCustomerBody>;
}

/** A customer created by an order: names, phone and ship-to place only, as the old client sent it. */
const newCustomerBody = (customer: OrderCustomer): RestCustomerBody => ({
  company_name: null,
  taxStatus: null,
  type: null,
  gender: null,
  email: null,
  invoice_address: null,
  invoice_province: null,
  invoice_city: null,
  ...orderCustomerFields(customer),
});

/** The customer as it is, as a PUT body (PUT replaces the whole customer): the base of an edit and its undo. */
const customerBodyOf = (customer: RestCustomer): RestCustomerBody => ({
  company_name: customer.company_name,
  firstName: customer.firstName,
  middleName: customer.middleName,
  lastName: customer.lastName,
  taxStatus: customer.taxStatus,
  type: customer.type,
  gender: customer.CustomerContact.gender,
  email: customer.CustomerContact.email,
  contactNo: customer.CustomerContact.contactNo,
  addressLine1: customer.addressLine1,
  province_id: customer.province_id,
  city_id: customer.city_id,
  postal_code: customer.postal_code,
  invoice_address: customer.invoice_address,
  invoice_province: customer.invoice_province,
  invoice_city: customer.invoice_city,
});

/**
 * Whether the order's call surely wrote nothing: refused, never sent, or answered 503, the REST API's word that it
 * could not reach its database, so the order's transaction was rolled back (rest-api/src/orders/routes.ts). Any other
 * failure (a time-out, a 500, an answer lost or unreadable) may follow a saved order.
 */
const orderNotWritten = (error: unknown) =>
  error instanceof GraphQLError && (nothingWritten(error) || error.extensions.upstreamStatus === 503);

/**
 * How long the steps after a failed order keep trying while the REST API is unavailable: past the 10 s a database
 * restart may take before writes succeed again (issue 36), where a single try left customers without their order.
 */
const PATIENCE_MS = 15_000;

/** `step`, tried again while the REST API is unavailable, for PATIENCE_MS at most. */
async function whileUnavailable<T>(step: () => Promise<T>): Promise<T> {
  const giveUpAt = Date.now() + PATIENCE_MS;
  for (let pause = 100; ; pause = Math.min(pause * 2, 2_000)) {
    try {
      return await step();
    } catch (error) {
      if (!hasCode(error, 'UPSTREAM_UNAVAILABLE') || Date.now() + pause > giveUpAt) throw error;
      await sleep(pause);
    }
  }
}

/**
 * The order made for the new customer `created`, if it was saved after all: the customer is new, so an order naming
 * it is that one (GET /orders by the customer's name, newest first, as spec 001 §2 filters the list).
 */
async function savedOrderOf(context: GatewayContext, created: RestCustomer): Promise<RestOrder | undefined> {
  const { rows } = await listOrders(context, {
    customer: created.fullName,
    page: 1,
    per_page: 100,
    orderby: 'id',
    desc: true,
  });
  return rows.find((order) => order.CustomerId === created.id);
}

/** An undo that fails is logged by record id; the error the user sees stays the order's. */
async function undo(context: GatewayContext, what: string, step: () => Promise<unknown>) {
  try {
    await whileUnavailable(step);
  } catch (error) {
    context.logger.error({ err: (error as Error).message }, `could not undo ${what}`);
  }
}

/**
 * Writes an order (`write`, given its customer's id) with its customer, in two REST calls with no
 * transaction between them. With `existingId` (a customer chosen on the form, or an edited order's own)
 * that customer is changed in place — PUT replaces it whole, so what the form does not hold is kept from
 * what was read, and nothing is written when nothing changes — and put back as it was if the order is
 * surely not written; it is never deleted, as other orders may refer to it. An id nobody has is the input's fault.
 * Without, a new customer is created; if the order's call fails, the customer is deleted again once the order is
 * known not to be saved (a refusal, a 503, or no order of that customer found), so a retry starts from the same
 * state, and an order found saved after all is the answer. The order's own error is what the client gets otherwise.
 * The steps after a failure try again while the REST API is unavailable (its database restarting: issue 36).
 */
export async function withOrderCustomer<Written extends RestOrder | null>(
  context: GatewayContext,
  customer: OrderCustomer,
  existingId: string | number | null,
  write: (customerId: number) => Promise<Written>,
) {
  if (existingId === null) {
    const created = await inInputTerms(orderInputFields, createIdentifiedCustomer(context, newCustomerBody(customer)));
    try {
      return await write(created.id);
    } catch (error) {
      let saved: RestOrder | undefined;
      // Deleted only once the order is known not to be saved: a lookup that fails keeps the customer.
      await undo(context, `customer ${created.id}, created for the order`, async () => {
        saved = orderNotWritten(error) ? undefined : await savedOrderOf(context, created);
        if (!saved) await deleteCustomer(context, String(created.id), created);
      });
      // Saved after all: reported as saved (ARCHITECTURE.md principle 13), so a retry does not make it twice.
      if (saved) return saved as Written;
      throw error;
    }
  }
  const before = await knownOrBadInput(
    fetchCustomer(context, Number(existingId)),
    'customer.customerId',
    `Customer ${existingId} is not a known customer`,
  );
  const asBefore = customerBodyOf(before);
  const changed = { ...asBefore, ...orderCustomerFields(customer, before) };
  if (isDeepStrictEqual(changed, asBefore)) return write(before.id);
  await inInputTerms(orderInputFields, replaceCustomer(context, String(before.id), changed));
  try {
    return await write(before.id);
  } catch (error) {
    // An order that may have been saved keeps its customer as it was saved with.
    if (orderNotWritten(error)) {
      await undo(context, `the change of customer ${before.id} for the order`, () =>
        replaceCustomer(context, String(before.id), asBefore),
      );
    }
    throw error;
  }
}
