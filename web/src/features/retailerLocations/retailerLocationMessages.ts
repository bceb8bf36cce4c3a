import { deleteRetailerLocationQuestion } from '@backoffice/schema/rules/retailerLocation';

/** The exact texts of spec 002 §8 ('Reatiler' as staff know it). */
export const retailerLocationMessages = {
  created: (displayName: string) => `Success add data location retail ${displayName}`,
  updated: (displayName: string) => `Success Update data location retail ${displayName}`,
  deleted: (displayName: string) => `Berhasil Menghapus Reatiler Location ${displayName}`,
  confirmDelete: deleteRetailerLocationQuestion,
};
