/** The exact texts of spec 000 §8 that staff know; "updated" and the status confirmation are ours (the spec has none). */
export const productMessages = {
  created: (name: string) => `Berhasil Menambahkan Product ${name}`,
  updated: (name: string) => `Berhasil Memperbarui Product ${name}`,
  deleted: (name: string) => `Berhasil menghapus Products ${name}`,
  /** Issue 39: what Finance, who changes a product's prices only, reads above the form. */
  pricesOnly:
    "Your role changes a product's prices only (gross, discount, retail, reseller, wholesaler and cost): what you change elsewhere in this form is not saved.",
  statusChanged: (name: string, active: boolean) =>
    `Updated Products ${name} status menjadi ${active ? 'Active' : 'Inactive'}`,
  confirmDelete: (name: string) => `Remove Products ${name} ?`,
  confirmStatus: (name: string, active: boolean) =>
    `Change Products ${name} status to ${active ? 'Active' : 'Inactive'} ?`,
};

// Kept in ui/, where a record's history reads them too.
export { productStatusLabels, productTypeLabels } from '../../ui/productLabels';
