/** The exact texts of spec 002 §8. The spec gives no delete question: it follows the other lists' style. */
export const faqMessages = {
  created: (title: string) => `Success add data faq ${title}`,
  updated: (title: string) => `Success edit data faq ${title}`,
  deleted: (title: string) => `Berhasil Menghapus Faq ${title}`,
  confirmDelete: (title: string) => `Remove Faq ${title} ?`,
};
