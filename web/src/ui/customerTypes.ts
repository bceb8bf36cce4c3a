import { CustomerType } from '@backoffice/schema/generated/enums';

import { choicesOf } from './choices';

/** Spec 002 §9: how staff read each customer type; customers and orders both offer the list. */
export const customerTypeLabels: Record<CustomerType, string> = {
  INDIVIDUAL: 'Individual',
  RETAILER: 'Retailer',
  ONLINE_RETAILER: 'Online Retailer',
  RESELLER: 'Reseller',
  WHOLESALER: 'Wholesaler',
  STOCKIST: 'Stockist',
};

export const CUSTOMER_TYPE_CHOICES = choicesOf(customerTypeLabels);
