import type { ProductStatus, ProductType } from '@backoffice/schema/generated/enums';

/** A product's status as the inventory screens show it; its history (ui/historyFields.ts) too. */
export const productStatusLabels: Record<ProductStatus, string> = {
  INACTIVE: 'Inactive',
  ACTIVE: 'Active',
  DRAFT: 'Draft',
  PENDING: 'Pending',
};

export const productTypeLabels: Record<ProductType, string> = {
  SINGLE: 'Single',
  BUNDLE: 'Bundle',
  SPECIAL: 'Special',
};
