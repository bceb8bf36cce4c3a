import { type Static, Type } from '@sinclair/typebox';

import { Id, Nullable, orNull, PhoneNumber, timestamps } from '../core/schemas';

/**
 * Spec 002 §3: a retailer location, in the REST names the old client read (`operasionalHour`, `longtitude`
 * keep their spelling; the gateway maps them). `media` is the image's address under /media/.
 */
export const RetailerLocation = Type.Object({
  id: Type.Integer(),
  customerId: Type.Integer(),
  retailType: Type.String(),
  displayName: Type.String(),
  website: Nullable(Type.String()),
  media: Nullable(Type.String({ description: 'address of the image under /media/' })),
  whatsappLink: Nullable(Type.String()),
  operasionalHour: Nullable(Type.String()),
  displayPhone: Nullable(Type.String()),
  address: Nullable(Type.String()),
  longtitude: Nullable(Type.Number()),
  latitude: Nullable(Type.Number()),
  Customer: Type.Object({ id: Type.Integer(), fullName: Type.String(), companyName: Nullable(Type.String()) }),
  ...timestamps,
});
export type RetailerLocation = Static<typeof RetailerLocation>;

/** POST, PUT and DELETE answer `{ Retailer }` (spec 002 §7 "reads Retailer"). */
export const RetailerReply = Type.Object({ Retailer: RetailerLocation });

/** GET /retailer_locations/all/customers (spec 002 §3: "Customers with firstName and id"). */
export const RetailerCustomers = Type.Object({
  Customers: Type.Array(
    Type.Object({
      id: Type.Integer(),
      firstName: Type.String(),
      fullName: Type.String(),
      companyName: Nullable(Type.String()),
    }),
  ),
});

const text = (maxLength: number, description?: string) => orNull(Type.String({ maxLength, description }));
const coordinate = (limit: number) => orNull(Type.Number({ minimum: -limit, maximum: limit }));

/**
 * The multipart form of POST /retailer_locations and PUT /retailer_locations/{id} (read by form.ts), with the image
 * file `media`; on PUT, none keeps the current image. Each refusal is 400 naming the REST field; nothing is stored then.
 */
export const RetailerLocationForm = Type.Object({
  customerId: Id({ description: 'a customer', errorMessage: "must be a customer's id" }),
  retailType: Type.String({ maxLength: 60 }),
  displayName: Type.String({ maxLength: 120 }),
  website: text(500, 'an absolute http(s) address'),
  whatsappLink: text(500, 'an absolute http(s) address'),
  operasionalHour: text(200),
  displayPhone: orNull(
    Type.String({ pattern: PhoneNumber.pattern, errorMessage: 'must be a phone number of 6 to 15 digits' }),
  ),
  address: text(500),
  latitude: coordinate(90),
  longtitude: coordinate(180),
});

export type RetailerLocationFields = Static<typeof RetailerLocationForm>;
