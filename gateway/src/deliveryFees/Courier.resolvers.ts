import type { CourierResolvers } from '../generated/graphql';

export const Courier: CourierResolvers = {
  id: (courier) => String(courier.id),
  company: (courier) => courier.CourierCompany,
};
