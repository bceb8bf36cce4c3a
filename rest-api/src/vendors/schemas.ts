import { type Static, Type } from '@sinclair/typebox';

import {
  Gender,
  Id,
  locationProperties,
  Nullable,
  optional,
  PhoneNumber,
  PostalCode,
  TaxStatus,
  timestamps,
} from '../core/schemas';

const VendorContact = Type.Object({
  email: Nullable(Type.String()),
  phone_number: Nullable(Type.String()),
  address: Nullable(Type.String()),
  account_name: Nullable(Type.String()),
  account_number: Nullable(Type.String()),
  bank_branch: Nullable(Type.String()),
  bank_name: Nullable(Type.String()),
});

/** Who a vendor is, as the vendor and pickers show it. */
const vendorNames = {
  id: Type.Integer(),
  company_name: Type.String(),
  first_name: Type.String(),
  middle_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
};

export const Vendor = Type.Object({
  ...vendorNames,
  gender: Nullable(Gender),
  VendorContact,
  ...locationProperties,
  postal_code: Nullable(Type.String()),
  tax_status: TaxStatus,
  ...timestamps,
});
export type Vendor = Static<typeof Vendor>;

/** Spec 000 §7: the flat body of POST /vendors (PUT takes the same; extra properties are dropped). */
export const VendorBody = Type.Object(
  {
    company_name: Type.String({ minLength: 1, maxLength: 120 }),
    first_name: Type.String({ minLength: 1, maxLength: 60 }),
    middle_name: optional(Type.String({ maxLength: 60 })),
    last_name: optional(Type.String({ maxLength: 60 })),
    gender: optional(Gender),
    email: optional(Type.String({ format: 'email', maxLength: 254 })),
    phone_number: optional(PhoneNumber),
    address: optional(Type.String({ maxLength: 500 })),
    account_name: optional(Type.String({ maxLength: 120 })),
    account_number: optional(Type.String({ maxLength: 34 })),
    bank_branch: optional(Type.String({ maxLength: 120 })),
    bank_name: optional(Type.String({ maxLength: 120 })),
    province_id: optional(Id()),
    // Required: a vendor without a city cannot be shown or shipped from (province is the city's when left out).
    city_id: Id(),
    postal_code: optional(PostalCode),
    tax_status: TaxStatus,
  },
  { additionalProperties: false },
);
export type VendorBody = Static<typeof VendorBody>;

export const VendorLite = Type.Object({
  ...vendorNames,
  VendorContact: Type.Object({ phone_number: Nullable(Type.String()) }),
});
