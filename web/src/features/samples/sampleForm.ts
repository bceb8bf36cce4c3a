import { toNationalNumber } from '@backoffice/schema/rules/phone';
import { newSampleFormValues, type SampleFormValues } from '@backoffice/schema/rules/sampleForm';

import type { SampleFormQuery } from './samples.generated';

/** A loaded sample as the form's fields hold it. */
export function sampleToFormValues(sample: SampleFormQuery['sample']): SampleFormValues {
  const to = sample.shippingAddress;
  // What the company's API left out or sent unknown starts as on a new sample: staff choose it again.
  const fresh = newSampleFormValues('');
  return {
    recipientType: sample.recipient?.type ?? fresh.recipientType,
    recipientId: sample.recipient?.id ?? '',
    phoneNumber: toNationalNumber(sample.phoneNumber),
    address: to.address ?? '',
    provinceId: to.province?.id ?? to.city?.provinceId ?? '',
    cityId: to.city?.id ?? '',
    postalCode: to.postalCode ?? '',
    shipmentStatus: sample.shipmentStatus ?? fresh.shipmentStatus,
    shipFromId: sample.shipFrom?.id ?? '',
    shipmentDate: sample.shipmentDate ?? '',
    purpose: sample.purpose ?? '',
    courierId: sample.courier?.id ?? fresh.courierId,
    memo: sample.memo ?? '',
    lines: sample.lines.map((line) => ({ productId: line.productId, quantity: String(line.quantity) })),
  };
}

/** What a customer or vendor record holds of where to reach it. */
export interface RecipientContact {
  phoneNumber?: string | null;
  address?: string | null;
  postalCode?: string | null;
  province?: { id: string } | null;
  city?: { id: string; provinceId: string } | null;
}

type ContactFields = Pick<SampleFormValues, 'phoneNumber' | 'address' | 'provinceId' | 'cityId' | 'postalCode'>;

/**
 * The fields a chosen recipient fills in (decision 3: the phone is prefilled from the recipient, and so is
 * the address): only what the record holds, so what it lacks keeps what was typed.
 */
export function recipientContactFields(contact: RecipientContact): Partial<ContactFields> {
  const fields: Partial<ContactFields> = {};
  const phone = toNationalNumber(contact.phoneNumber);
  if (phone) fields.phoneNumber = phone;
  if (contact.address) fields.address = contact.address;
  const provinceId = contact.province?.id ?? contact.city?.provinceId;
  if (provinceId) {
    fields.provinceId = provinceId;
    fields.cityId = contact.city?.id ?? '';
  }
  if (contact.postalCode) fields.postalCode = contact.postalCode;
  return fields;
}
