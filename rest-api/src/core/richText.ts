import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a rich text field may hold (the dashboard's editor writes these: spec 002 §2): a recipe's instructions
 * and notes, a product's content box. The rest is removed before it is stored, since the website shows it as HTML.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ol',
  'ul',
  'li',
] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  // No attribute is kept: the editor writes none the website needs, and each could carry a script or a style.
  allowedAttributes: {},
  allowedSchemes: [],
};

/** Rich text as stored: only the editor's tags, without attributes; none when nothing is left. */
export function sanitizeRichText(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean.replace(/<[^>]*>|\s|&nbsp;/g, '') === '' ? null : clean;
}
