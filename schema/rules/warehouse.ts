import { z } from 'zod';
import { internationalPhoneRule, nationalPhoneRule, toInternationalNumber } from './phone';

const name = z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters');
const latitude = z.number({ error: 'Latitude must be a number' }).min(-90, 'Latitude must be between -90 and 90').max(90, 'Latitude must be between -90 and 90');
const longitude = z.number({ error: 'Longitude must be a number' }).min(-180, 'Longitude must be between -180 and 180').max(180, 'Longitude must be between -180 and 180');
const address = z.string().trim().max(500, 'Address must be at most 500 characters');
const cityId = z.string({ error: 'City is required' }).min(1, 'City is required');

/** What the gateway accepts as WarehouseInput. */
export const warehouseInputRules = z.object({
  name,
  latitude: latitude.nullish(),
  longitude: longitude.nullish(),
  address: address.nullish(),
  cityId,
  phoneNumber: internationalPhoneRule.nullish(),
  active: z.boolean(),
});

export type WarehouseInputValues = z.output<typeof warehouseInputRules>;

/** Text typed in a number field: empty means none; anything else must read as a number. */
const numberText = (rule: z.ZodNumber) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : Number(text.replace(',', '.'))))
    .pipe(rule.nullable());

/** The warehouse form: the same rules, applied to what the fields hold, giving a WarehouseInput. */
export const warehouseFormRules = z
  .object({
    name,
    latitude: numberText(latitude),
    longitude: numberText(longitude),
    address,
    provinceId: z.string(),
    cityId,
    phone: nationalPhoneRule,
    active: z.boolean(),
  })
  .transform(({ provinceId: _province, phone, address, ...rest }) => ({
    ...rest,
    address: address || null,
    phoneNumber: toInternationalNumber(phone),
  }));

export type WarehouseFormValues = z.input<typeof warehouseFormRules>;
