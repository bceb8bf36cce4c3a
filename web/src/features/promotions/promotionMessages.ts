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

// Kept in ui/, where a record's history reads them too.
export { promotionConditionLabels, promotionTermsLabels, promotionTypeLabels } from '../../ui/promotionLabels';
