/** The exact texts of spec 001 §8 that staff know. */
export const orderMessages = {
  created: (id: string) => `berhasil menambahkan Order ${id}`,
  updated: (id: string) => `Berhasil mengubah Order ${id}`,
  /**
   * The detail dialog's Save shows the REST API's answer to PUT /orders/{id}; updateOrderShipping returns
   * the saved order rather than that text, so the same words are written here.
   */
  shippingSaved: (id: string) => `Order ${id} berhasil diperbarui`,
};
