import { type Static, Type } from '@sinclair/typebox';

import { Nullable, timestamps } from '../core/schemas';

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

/**
 * The multipart form of POST /retailer_locations and PUT /retailer_locations/{id}, read and checked by
 * `form.ts` (a TypeBox body cannot check multipart): every value is text, an empty one is none.
 * - customerId: required, a customer's id (400 naming it when none has it)
 * - retailType (≤ 60), displayName (≤ 120): required
 * - website, whatsappLink: an absolute http(s) URL (≤ 500) or empty
 * - operasionalHour (≤ 200), displayPhone (`+?[0-9]{6,15}`), address (≤ 500): optional
 * - latitude (−90…90), longtitude (−180…180): decimal numbers or empty
 * - media: the image file (PNG, JPEG, WebP or GIF by its bytes, ≤ 5 MB); on PUT, none keeps the current one
 * Each refusal is 400 `{ errors: [{ message, field }] }` naming the REST field; nothing is stored then.
 */
export const RETAILER_FORM_FIELDS =
  'customerId, retailType, displayName, website, whatsappLink, operasionalHour, displayPhone, address, latitude, longtitude and the image file in media';

export interface RetailerLocationFields {
  customerId: number;
  retailType: string;
  displayName: string;
  website: string | null;
  whatsappLink: string | null;
  operasionalHour: string | null;
  displayPhone: string | null;
  address: string | null;
  latitude: number | null;
  longtitude: number | null;
}
