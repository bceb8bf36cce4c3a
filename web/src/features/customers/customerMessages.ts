/**
 * The exact texts of spec 000 §8 that staff know; {name} is the first name, as the old client read
 * Customer.firstName. The update message is ours: the spec has none.
 */
export const customerMessages = {
  created: (name: string) => `Berhasil Menambahkan Customer dengan Name ${name}`,
  updated: (name: string) => `Berhasil Memperbarui Customer ${name}`,
  deleted: (name: string) => `Berhasil menghapus Customer ${name}`,
  confirmDelete: (name: string) => `Remove Customer ${name} ?`,
};
