/** The exact texts of spec 001 §2 and §8 that staff know. */
export const returnMessages = {
  created: (id: string | null) => (id === null ? 'Berhasil menambahkan Return' : `Berhasil menambahkan Return ${id}`),
  deleted: (id: string) => `Berhasil menghapus Return ${id}`,
  confirmDelete: (id: string) => `Remove Return ${id} ?`,
};
