/** Search boxes: what counts as a search, and matching every typed word. */

/** A search box's text, or null when there is nothing to search for. */
export const searchTerm = (value: string | undefined) => value?.trim() || null;

/**
 * SQL true when every word of the search text (parameter `param`) occurs in `text`, in any case and
 * order: "budi santoso" finds Budi Adi Santoso.
 */
export const everyWordIn = (text: string, param: string) =>
  `(SELECT bool_and(${text} ILIKE '%' || word || '%') FROM unnest(regexp_split_to_array(${param}, '\\s+')) AS word)`;
