import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_TAGS } from './schemas';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  // No attribute is kept: the editor writes none the website needs, and each could carry a script or a style.
  allowedAttributes: {},
  allowedSchemes: [],
};

/** Instructions or notes as stored: only the rich text editor's tags, without attributes; none when nothing is left. */
export function sanitizeRichText(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean.replace(/<[^>]*>|\s|&nbsp;/g, '') === '' ? null : clean;
}
