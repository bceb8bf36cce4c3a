import { Type } from '@sinclair/typebox';
import { optional } from '../core/schemas';

/** What vendors and customers share: tax status, gender, phone and postal code. */

/** Spec 000 §5 and §9: the two tax statuses. */
export const TaxStatus = Type.Union([Type.Literal('PKP'), Type.Literal('Non PKP')]);

/** Spec 000 §3: 0 male, 1 female. */
export const Gender = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 male, 1 female' });

/** Gender in a body, null when unknown. */
export const GenderOrNone = optional(Gender);

/** Indonesian numbers in international form, as warehouses store them. */
export const PhoneNumber = Type.String({ pattern: '^\\+?[0-9]{6,15}$' });

export const PostalCode = Type.String({ pattern: '^([0-9]{5})?$', description: 'Indonesian postal codes have 5 digits; empty for none' });
