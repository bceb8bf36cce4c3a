/**
 * The order's customer. The order form edits its customer with it (spec 001 §7): a new customer is created
 * with the order, a chosen one (or the edited order's own) is brought up to date in place. The REST API
 * writes the customer and the order in two calls with no transaction between them, so a refused order
 * undoes what was written to its customer.
 */
import { isDeepStrictEqual } from 'node:util';

import { splitCustomerName } from '@backoffice/schema/rules/customerName';
import type { OrderInputValues } from '@backoffice/schema/rules/order';

import type { GatewayContext } from '../core/context';
import { knownOrBadInput } from '../core/errors';
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
import type { RestOrder } from './rest';

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

/** An undo step that fails is logged; the error the user sees stays the one that made the undo necessary. */
async function undo(context: GatewayContext, what: string, step: () => Promise<unknown>) {
  try {
    await step();
  } catch (error) {
    context.logger.error({ err: (error as Error).message }, `could not ${what}`);
  }
}

/**
 * Writes an order (`write`, given its customer's id) with its customer, in two REST calls with no
 * transaction between them. With `existingId` (a customer chosen on the form, or an edited order's own)
 * that customer is changed in place — PUT replaces it whole, so what the form does not hold is kept from
 * what was read, and nothing is written when nothing changes — and put back as it was if the order is
 * refused; it is never deleted, as other orders may refer to it. An id nobody has is the input's fault.
 * Without, a new customer is created and deleted again if the order is refused, so a retry starts from the
 * same state. The order's own error is what the client gets.
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
      await undo(context, `delete customer ${created.id} after a refused order`, () =>
        deleteCustomer(context, String(created.id)),
      );
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
    await undo(context, `restore customer ${before.id} after a refused order`, () =>
      replaceCustomer(context, String(before.id), asBefore),
    );
    throw error;
  }
}
