import * as z from 'zod/mini';

import { orNull } from './party';
import { typedPhoneNumber } from './phone';
import { retailerLocationInputRules } from './retailerLocation';

/** What the retailer location form's fields hold; names follow RetailerLocationInput, so refused fields land on their field. */
export interface RetailerLocationFormValues {
  customerId: string;
  retailType: string;
  displayName: string;
  website: string;
  whatsappLink: string;
  operationalHours: string;
  /** The digits typed after the +62 prefix. */
  displayPhone: string;
  address: string;
  latitude: string;
  longitude: string;
}

export const emptyRetailerLocationForm: RetailerLocationFormValues = {
  customerId: '',
  retailType: '',
  displayName: '',
  website: '',
  whatsappLink: '',
  operationalHours: '',
  displayPhone: '',
  address: '',
  latitude: '',
  longitude: '',
};

/**
 * A coordinate as typed: empty is none, "-6.2" and "-6,2" are -6.2, and anything else NaN, so the rules say
 * it must be a number. (Dots are decimals here, never thousands as in rupiah.)
 */
export function parseCoordinate(text: string): number | null {
  const typed = text.trim();
  if (typed === '') return null;
  return /^[-+]?(\d+|\d*[.,]\d+)$/.test(typed) ? Number(typed.replace(',', '.')) : Number.NaN;
}

/** The fields as a RetailerLocationInput, before the shared rules check it: empty text is none. */
function toRetailerLocationInput(values: RetailerLocationFormValues) {
  const text = (value: string) => orNull(value.trim());
  return {
    customerId: values.customerId,
    retailType: values.retailType,
    displayName: values.displayName,
    website: text(values.website),
    whatsappLink: text(values.whatsappLink),
    operationalHours: text(values.operationalHours),
    displayPhone: typedPhoneNumber(values.displayPhone),
    address: text(values.address),
    latitude: parseCoordinate(values.latitude),
    longitude: parseCoordinate(values.longitude),
  };
}

/** The retailer location form's rules: the gateway's RetailerLocationInput rules applied to what the fields hold. */
export const retailerLocationFormRules = z.pipe(
  z.transform((values: RetailerLocationFormValues): unknown => toRetailerLocationInput(values)),
  retailerLocationInputRules,
);
