/** The exact texts of spec 002 §8. The spec gives no delete question: it follows the other lists' style. */
export const faqCategoryMessages = {
  created: (name: string) => `Success add data faq category ${name}`,
  updated: (name: string) => `Success edit data faq category ${name}`,
  deleted: (name: string) => `Berhasil Menghapus Faq Category ${name}`,
  confirmDelete: (name: string) => `Remove Faq Category ${name} ?`,
};
