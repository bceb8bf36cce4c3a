import type { ProductStatus } from '../../generated/graphql';
import { choicesOf } from '../../ui/choices';
import { enumLabel } from '../../ui/enumLabel';
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

/**
 * The line under a product's name: weight, stock, and the status when it is neither Active nor Inactive (a status
 * the gateway does not know is shown as the company's API sent it).
 */
export function productSummary(product: {
  grossWeight?: number | null;
  stock: number;
  status?: ProductStatus | null;
  unknownStatus?: string | null;
}): string {
  const parts = [gramsLabel(product.grossWeight), `Stock ${product.stock}`];
  if (product.status !== 'ACTIVE' && product.status !== 'INACTIVE')
    parts.push(enumLabel(productStatusLabels, product.status, product.unknownStatus));
  return parts.filter(Boolean).join(' · ');
}
