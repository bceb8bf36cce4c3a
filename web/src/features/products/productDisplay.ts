import type { ProductStatus } from '../../generated/graphql';
import { choicesOf } from '../../ui/choices';
import { productStatusLabels } from './productMessages';

/** Spec 000 §2: the list filter offers All, Active, Inactive and Draft. */
export const FILTER_STATUSES: readonly ProductStatus[] = ['ACTIVE', 'INACTIVE', 'DRAFT'];
export const STATUS_FILTER_CHOICES = choicesOf(productStatusLabels, FILTER_STATUSES);

/** Spec 000 §9: weights are kept in kg and shown in gr in lists ("1.100 gr"). */
export function gramsLabel(kilograms: number | null | undefined): string | null {
  if (kilograms === null || kilograms === undefined) return null;
  return `${Math.round(kilograms * 1000)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')} gr`;
}

/** The line under a product's name: weight, stock, and the status when it is neither Active nor Inactive. */
export function productSummary(product: { grossWeight?: number | null; stock: number; status: ProductStatus }): string {
  const parts = [gramsLabel(product.grossWeight), `Stock ${product.stock}`];
  if (product.status === 'DRAFT' || product.status === 'PENDING') parts.push(productStatusLabels[product.status]);
  return parts.filter(Boolean).join(' · ');
}
