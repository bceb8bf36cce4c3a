import { fullName } from '@backoffice/schema/rules/party';

import { customerTypeMap, genderMap, taxStatusMap } from '../core/parties';
import type { CustomerResolvers } from '../generated/graphql';
import { cityById, provinceById } from './rest';

export const Customer: CustomerResolvers = {
  id: (customer) => String(customer.id),
  companyName: (customer) => customer.company_name,
  // Spec 001 §4 has fullName as the screen's join of the name parts; only a summary without them (a retailer
  // location's customer) gives the REST API's own.
  fullName: (customer) =>
    customer.firstName === undefined
      ? customer.fullName
      : fullName(customer.firstName, customer.middleName, customer.lastName),
  type: (customer) => customerTypeMap.fromRest(customer.type),
  unknownType: (customer) => customerTypeMap.unknownText(customer.type),
  taxStatus: (customer) => taxStatusMap.fromRest(customer.taxStatus),
  unknownTaxStatus: (customer) => taxStatusMap.unknownText(customer.taxStatus),
  gender: (customer) => genderMap.fromRest(customer.CustomerContact.gender),
  unknownGender: (customer) => genderMap.unknownText(customer.CustomerContact.gender),
  email: (customer) => customer.CustomerContact.email,
  phoneNumber: (customer) => customer.CustomerContact.contactNo,
  shippingAddress: (customer) => customer.addressLine1,
  province: (customer, _args, context) => provinceById(context, customer.Province, customer.province_id),
  city: (customer, _args, context) => cityById(context, customer.City, customer.city_id),
  postalCode: (customer) => customer.postal_code,
  invoiceAddress: (customer) => customer.invoice_address,
  invoiceProvince: (customer, _args, context) =>
    provinceById(context, customer.InvoiceProvince, customer.invoice_province),
  invoiceCity: (customer, _args, context) => cityById(context, customer.InvoiceCity, customer.invoice_city),
};
