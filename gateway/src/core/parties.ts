import type { CustomerType, Gender, TaxStatus } from '@backoffice/schema/generated/enums';

import { enumMap } from './enumMap';
import { isUnknownValue, type UnknownValue } from './restAnswer';

/**
 * What customers, vendors and orders share of the REST API's spellings: gender as 0/1, tax status as
 * 'PKP'/'Non PKP' and the customer types. Shared by several domains, so it lives here, not in one of them.
 */

export type RestGender = 0 | 1;
export type RestTaxStatus = 'PKP' | 'Non PKP';
/** Spec 002 §9: the customer types as the REST API spells them (not named Rest…: no GraphQL type maps to it). */
export type CustomerTypeKey = 'individual' | 'retailer' | 'online_retailer' | 'reseller' | 'wholesaler' | 'stockist';

export const genderMap = enumMap('gender', { MALE: 0, FEMALE: 1 } as const satisfies Record<Gender, RestGender>);

export const taxStatusMap = enumMap('tax status', { PKP: 'PKP', NON_PKP: 'Non PKP' } as const satisfies Record<
  TaxStatus,
  RestTaxStatus
>);

export const customerTypeMap = enumMap('customer type', {
  INDIVIDUAL: 'individual',
  RETAILER: 'retailer',
  ONLINE_RETAILER: 'online_retailer',
  RESELLER: 'reseller',
  WHOLESALER: 'wholesaler',
  STOCKIST: 'stockist',
} as const satisfies Record<CustomerType, CustomerTypeKey>);

/** A GraphQL ID the REST API takes as a number; none stays none. */
export const toRestId = (id: string | null | undefined) => (id ? Number(id) : null);

/**
 * A fixed-list value as the API sent it, for a PUT that sends a record back as read: a value the gateway does not
 * know (core/restAnswer.ts `UnknownValue`) goes back as the API's own text, so it is kept, not lost.
 */
export const asSent = <T extends string | number>(value: T | UnknownValue): T | string =>
  isUnknownValue(value) ? value.unknown : value;
