import type { PromotionCondition, PromotionTerms, PromotionType } from '../../generated/graphql';

/**
 * The exact texts of spec 000 §8 that staff know. The spec gives none for an update: it follows the
 * same style (as the warehouse texts of spec 002 do).
 */
export const promotionMessages = {
  created: (name: string) => `Berhasil Menambahkan promotion ${name}`,
  updated: (name: string) => `Berhasil Memperbarui promotion ${name}`,
  deleted: (name: string) => `Berhasil Menghapus Promotion ${name}`,
  statusChanged: (active: boolean) => `Updated promotion status menjadi ${active ? 'Active' : 'Inactive'}`,
  confirmDelete: (name: string) => `Remove Promotion ${name} ?`,
  /** Issue 36: the hint beside the switch of a promotion whose last day has passed (no spec text). */
  expired: 'Expired',
};

/** Spec 000 §9: percent, rounded (amount) and freeshipping. */
export const promotionTypeLabels: Record<PromotionType, string> = {
  PERCENT: 'Percent',
  ROUNDED: 'Rounded (amount)',
  FREE_SHIPPING: 'Free shipping',
};

/** Spec 000 §9: qty, price, minTransaction. */
export const promotionTermsLabels: Record<PromotionTerms, string> = {
  QTY: 'Qty',
  PRICE: 'Price',
  MIN_TRANSACTION: 'Min transaction',
};

/** Spec 000 §5: the conditions read '<' and '>'. */
export const promotionConditionLabels: Record<PromotionCondition, string> = { LESS_THAN: '<', GREATER_THAN: '>' };
