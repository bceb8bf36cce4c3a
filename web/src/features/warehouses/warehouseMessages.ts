/** The exact texts of spec 002 §4 and §8 that staff know. */
export const warehouseMessages = {
  created: (name: string) => `berhasil menambahkan Warehouse ${name}`,
  updated: (name: string) => `Berhasil Memperbarui Warehouse ${name}`,
  deleted: (name: string) => `Berhasil menghapus Warehouse ${name}`,
  statusChanged: (name: string, active: boolean) =>
    `Updated Warehouse ${name} status menjadi ${active ? 'Active' : 'Inactive'}`,
  confirmDelete: (name: string) => `Remove Warehouse ${name} ?`,
};
