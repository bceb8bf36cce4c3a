/** The exact texts of spec 000 §8 that staff know (the update message is ours: the spec has none). */
export const vendorMessages = {
  created: (company: string) => `Berhasil menambahkan Vendor ${company}`,
  updated: (company: string) => `Berhasil Memperbarui Vendor ${company}`,
  deleted: (company: string) => `Berhasil menghapus Vendors ${company}`,
  confirmDelete: (company: string) => `Remove Vendor ${company} ?`,
};
