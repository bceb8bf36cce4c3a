import * as z from 'zod/mini';

import { requiredId } from './id';
import { internationalPhoneRule, nationalPhoneRule, toInternationalNumber } from './phone';

const name = z
  .string()
  .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(120, 'Name must be at most 120 characters'));
const latitude = z
  .number({ error: 'Latitude must be a number' })
  .check(z.gte(-90, 'Latitude must be between -90 and 90'), z.lte(90, 'Latitude must be between -90 and 90'));
const longitude = z
  .number({ error: 'Longitude must be a number' })
  .check(z.gte(-180, 'Longitude must be between -180 and 180'), z.lte(180, 'Longitude must be between -180 and 180'));
const address = z.string().check(z.trim(), z.maxLength(500, 'Address must be at most 500 characters'));
const cityId = requiredId('City');

/** What the gateway accepts as WarehouseInput. */
export const warehouseInputRules = z.object({
  name,
  latitude: z.nullish(latitude),
  longitude: z.nullish(longitude),
  address: z.nullish(address),
  cityId,
  phoneNumber: z.nullish(internationalPhoneRule),
  active: z.boolean(),
});

export type WarehouseInputValues = z.output<typeof warehouseInputRules>;

/** Text typed in a number field: empty means none; anything else must read as a number. */
const numberText = (rule: typeof latitude) =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((text) => (text === '' ? null : Number(text.replace(',', '.')))),
    ),
    z.nullable(rule),
  );

/** The warehouse form: the same rules, applied to what the fields hold, giving a WarehouseInput. */
export const warehouseFormRules = z.pipe(
  z.object({
    name,
    latitude: numberText(latitude),
    longitude: numberText(longitude),
    address,
    provinceId: z.string(),
    cityId,
    phoneNumber: nationalPhoneRule,
    active: z.boolean(),
  }),
  z.transform(({ provinceId: _province, phoneNumber, address, ...rest }) => ({
    ...rest,
    address: address || null,
    phoneNumber: toInternationalNumber(phoneNumber),
  })),
);

export type WarehouseFormValues = z.input<typeof warehouseFormRules>;
