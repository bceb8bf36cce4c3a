import { type Static, Type } from '@sinclair/typebox';

import {
  CityWithProvince,
  customerNames,
  CustomerType,
  Gender,
  Id,
  locationProperties,
  Nullable,
  optional,
  OptionalProvince,
  PhoneNumber,
  PostalCode,
  TaxStatus,
  timestamps,
} from '../core/schemas';

const CustomerContact = Type.Object({
  email: Nullable(Type.String()),
  contactNo: Nullable(Type.String()),
  gender: Nullable(Gender),
});

export const Customer = Type.Object({
  id: Type.Integer(),
  company_name: Nullable(Type.String()),
  firstName: Type.String(),
  middleName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  fullName: Type.String({ description: 'First, middle and last name joined' }),
  taxStatus: Nullable(TaxStatus),
  type: Nullable(CustomerType),
  CustomerContact,
  addressLine1: Nullable(Type.String({ description: 'Ship-to address' })),
  ...locationProperties,
  postal_code: Nullable(Type.String()),
  invoice_address: Nullable(Type.String()),
  invoice_province: Nullable(Type.Integer()),
  InvoiceProvince: OptionalProvince,
  invoice_city: Nullable(Type.Integer()),
  InvoiceCity: CityWithProvince,
  ...timestamps,
});
export type Customer = Static<typeof Customer>;

/**
 * Spec 000 §7: the flat body of POST /customers (PUT takes the same; extra properties are dropped).
 * Orders create customers with names, phone and ship-to location only (spec 001 §7), so the rest is optional.
 */
export const CustomerBody = Type.Object(
  {
    company_name: optional(Type.String({ maxLength: 120 })),
    firstName: Type.String({ minLength: 1, maxLength: 60 }),
    middleName: optional(Type.String({ maxLength: 60 })),
    lastName: optional(Type.String({ maxLength: 60 })),
    taxStatus: optional(TaxStatus),
    type: optional(CustomerType),
    email: optional(Type.String({ format: 'email', maxLength: 254 })),
    contactNo: optional(PhoneNumber),
    gender: optional(Gender),
    addressLine1: optional(Type.String({ maxLength: 500 })),
    province_id: optional(Id()),
    // Required: the ship-to city is where orders go (province is the city's when left out).
    city_id: Id(),
    postal_code: optional(PostalCode),
    invoice_address: optional(Type.String({ maxLength: 500 })),
    invoice_province: optional(Id()),
    invoice_city: optional(Id()),
  },
  { additionalProperties: false },
);
export type CustomerBody = Static<typeof CustomerBody>;

export const CustomerLite = Type.Object({
  ...customerNames,
  type: Nullable(CustomerType),
  CustomerContact: Type.Object({ contactNo: Nullable(Type.String()) }),
});
export type CustomerLite = Static<typeof CustomerLite>;
