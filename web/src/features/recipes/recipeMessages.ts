/**
 * The exact texts of spec 002 §8 ('{title}' is the recipe's name). The spec gives no delete question: it
 * follows the other lists' 'Remove {Area} {name} ?'.
 */
export const recipeMessages = {
  created: (title: string) => `Success add data recipe ${title}`,
  updated: 'Success edit data recipe',
  deleted: 'Berhasil Menghapus Recipe',
  confirmDelete: (name: string) => `Remove Recipe ${name} ?`,
};
