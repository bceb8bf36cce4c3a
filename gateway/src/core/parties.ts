import type { CustomerType, Gender, TaxStatus } from '../generated/graphql';
import { enumMap } from './enumMap';

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
