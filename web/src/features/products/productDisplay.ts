import type { ProductStatus } from '../../generated/graphql';
import { productStatusLabels } from './productMessages';

/** Spec 000 §2: the list filter offers All, Active, Inactive and Draft; the address holds the lower-case word. */
export const STATUS_FILTERS: Array<{ value: string; label: string; status: ProductStatus | null }> = [
  { value: '', label: 'All', status: null },
  { value: 'active', label: 'Active', status: 'ACTIVE' },
  { value: 'inactive', label: 'Inactive', status: 'INACTIVE' },
  { value: 'draft', label: 'Draft', status: 'DRAFT' },
];

/** The status a `status` address value filters by; anything unknown lists all. */
export const statusFilterOf = (value: string): ProductStatus | null => STATUS_FILTERS.find((filter) => filter.value === value)?.status ?? null;

/** Spec 000 §9: weights are kept in kg and shown in gr in lists ("1.100 gr"). */
export function gramsLabel(kilograms: number | null | undefined): string | null {
  if (kilograms === null || kilograms === undefined) return null;
  return `${Math.round(kilograms * 1000).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')} gr`;
}

/** The line under a product's name: weight, stock, and the status when it is neither Active nor Inactive. */
export function productSummary(product: { grossWeight?: number | null; stock: number; status: ProductStatus }): string {
  const parts = [gramsLabel(product.grossWeight), `Stock ${product.stock}`];
  if (product.status === 'DRAFT' || product.status === 'PENDING') parts.push(productStatusLabels[product.status]);
  return parts.filter(Boolean).join(' · ');
}
