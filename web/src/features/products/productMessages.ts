import type { ProductStatus, ProductType } from '../../generated/graphql';

/** The exact texts of spec 000 §8 that staff know; "updated" and the status confirmation are ours (the spec has none). */
export const productMessages = {
  created: (name: string) => `Berhasil Menambahkan Product ${name}`,
  updated: (name: string) => `Berhasil Memperbarui Product ${name}`,
  deleted: (name: string) => `Berhasil menghapus Products ${name}`,
  statusChanged: (name: string, active: boolean) =>
    `Updated Products ${name} status menjadi ${active ? 'Active' : 'Inactive'}`,
  confirmDelete: (name: string) => `Remove Products ${name} ?`,
  confirmStatus: (name: string, active: boolean) =>
    `Change Products ${name} status to ${active ? 'Active' : 'Inactive'} ?`,
};

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
