/** The exact texts of spec 001 §8 that staff know. */
export const orderMessages = {
  /** Spec 001 §8; without an id when the API saved the order without naming it. */
  created: (id: string | null) => (id === null ? 'berhasil menambahkan Order' : `berhasil menambahkan Order ${id}`),
  updated: (id: string) => `Berhasil mengubah Order ${id}`,
  /**
   * The detail dialog's Save shows the REST API's answer to PUT /orders/{id}; updateOrderShipping returns
   * the saved order rather than that text, so the same words are written here.
   */
  shippingSaved: (id: string) => `Order ${id} berhasil diperbarui`,
  /**
   * Generating a label saves the new status (spec 001 §4) through the same PUT, whose answer the spec
   * gives no text of its own for: the PUT's words, and the status it now has.
   */
  labelStatusSaved: (id: string, status: string) => `Order ${id} berhasil diperbarui: ${status}`,
  /** The QB Status button's answer; the spec gives none, so the field's label and what QuickBooks said now. */
  quickbooksStatus: (text: string) => `QuickBooks Status: ${text}`,
};
