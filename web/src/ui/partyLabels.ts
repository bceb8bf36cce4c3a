import type { Gender, TaxStatus } from '@backoffice/schema/generated/enums';

/** Spec 000 §5: tax status options are PKP and Non PKP (customers' and vendors' forms, and their history). */
export const taxStatusLabels: Record<TaxStatus, string> = { PKP: 'PKP', NON_PKP: 'Non PKP' };

/** The contact person's gender (vendors' and customers' forms, and their history). */
export const genderLabels: Record<Gender, string> = { MALE: 'Male', FEMALE: 'Female' };
