import * as z from 'zod/mini';
import { requiredId } from './id';
import { nullishText, requiredText } from './party';
import { internationalPhoneRule } from './phone';

/** An absolute http(s) address: what a browser can open from the website (no javascript:, no relative path). */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const webAddress = (label: string) =>
  z.nullish(z.string().check(z.trim(), z.maxLength(500, `${label} must be at most 500 characters`), z.refine(isWebAddress, `${label} must be an http(s) address`)));

const coordinate = (label: string, limit: number) =>
  z.nullish(
    z.number({ error: `${label} must be a number` }).check(
      z.gte(-limit, `${label} must be between -${limit} and ${limit}`),
      z.lte(limit, `${label} must be between -${limit} and ${limit}`),
    ),
  );

/** What the gateway accepts as RetailerLocationInput (the REST API checks the same again). */
export const retailerLocationInputRules = z.object({
  customerId: requiredId('Customer'),
  retailType: requiredText('Retail type', 60),
  displayName: requiredText('Display name', 120),
  website: webAddress('Website'),
  whatsappLink: webAddress('WhatsApp link'),
  operationalHours: nullishText('Operational hours', 200),
  displayPhone: z.nullish(internationalPhoneRule),
  address: nullishText('Address', 500),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
});
export type RetailerLocationInputValues = z.output<typeof retailerLocationInputRules>;

/** Spec 002 §2: the delete confirmation. */
export const deleteRetailerLocationQuestion = (displayName: string) => `Remove Retailer Location ${displayName} ?`;
