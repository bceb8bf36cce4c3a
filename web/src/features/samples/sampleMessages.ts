/** The exact texts of spec 001 §8 that staff know. */
export const sampleMessages = {
  created: (id: string | null) => (id === null ? 'berhasil menambahkan Sample' : `berhasil menambahkan Sample ${id}`),
  updated: 'berhasil mengubah Sample',
  /**
   * Generating a label saves the new status (spec 001 §4); the spec gives that no text of its own, so it
   * reads like the REST API's answer to a save, with the status it now has (as orders say it).
   */
  labelStatusSaved: (id: string, status: string) => `Sample ${id} berhasil diperbarui: ${status}`,
};
