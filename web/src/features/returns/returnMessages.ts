/** The exact texts of spec 001 §2 and §8 that staff know. */
export const returnMessages = {
  created: (id: string) => `Berhasil menambahkan Return ${id}`,
  deleted: (id: string) => `Berhasil menghapus Return ${id}`,
  confirmDelete: (id: string) => `Remove Return ${id} ?`,
};
