import type { Gender, TaxStatus } from '../generated/graphql';

/** What vendors and customers share in the REST API: gender as 0/1 and tax status as 'PKP'/'Non PKP'. */

export type RestGender = 0 | 1;
export type RestTaxStatus = 'PKP' | 'Non PKP';

const GENDER_TO_REST: Record<Gender, RestGender> = { MALE: 0, FEMALE: 1 };
const GENDER_FROM_REST: Record<RestGender, Gender> = { 0: 'MALE', 1: 'FEMALE' };
export const TAX_STATUS_TO_REST: Record<TaxStatus, RestTaxStatus> = { PKP: 'PKP', NON_PKP: 'Non PKP' };
export const TAX_STATUS_FROM_REST: Record<RestTaxStatus, TaxStatus> = { PKP: 'PKP', 'Non PKP': 'NON_PKP' };

export const toRestGender = (gender: Gender | null | undefined) => (gender ? GENDER_TO_REST[gender] : null);
export const fromRestGender = (gender: RestGender | null) => (gender === null ? null : GENDER_FROM_REST[gender]);

/** A GraphQL ID the REST API takes as a number; none stays none. */
export const toRestId = (id: string | null | undefined) => (id ? Number(id) : null);
