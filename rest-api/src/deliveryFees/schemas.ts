import { Type } from '@sinclair/typebox';

/** A courier company as every route shows it (orders, samples and fees name theirs this way). */
export const DeliveryMethod = Type.Object({ id: Type.Integer(), CourierCompany: Type.String() });
