/** The exact texts of spec 000 §8 and 001 §8 that staff know. */
export const internalTransferMessages = {
  /** Without the id when the company's API saved the transfer without saying which it is. */
  created: (id: string | null | undefined) =>
    id ? `Berhasil Menambahkan Internal Transfer Baru #${id}` : 'Berhasil Menambahkan Internal Transfer Baru',
  /** The old client showed this and the server's errors; here the form stays open with everything typed. */
  createFailed: (errors: readonly string[]) => `[ERROR] ${errors.join(', ')}`,
  deleted: (id: string) => `Berhasil menghapus Internal Transfer ${id}`,
  confirmDelete: (id: string) => `Remove Internal Transfer ${id} ?`,
};
