import { describe, expect, it } from 'vitest';

import { sanitizeRichText } from './richText';

describe('sanitizeRichText', () => {
  it('keeps the editor tags: headings 2-6, bold, italic, underline, lists, paragraphs', () => {
    const html =
      '<h2>Bahan</h2><p><strong>Udang</strong> <em>segar</em> <u>500 g</u><br></p><ol><li>Cuci</li></ol><ul><li>Goreng</li></ul><h6>Catatan</h6>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('removes scripts with their content, event handlers, styles and links', () => {
    expect(sanitizeRichText('<p onclick="steal()" style="color:red">Aduk<script>alert(1)</script></p>')).toBe(
      '<p>Aduk</p>',
    );
    expect(
      sanitizeRichText(
        '<h1>Judul</h1><a href="javascript:x()">klik</a><img src=x onerror=alert(1)><iframe src="//x"></iframe>',
      ),
    ).toBe('Judulklik');
  });

  it('stores no text as none', () => {
    expect(sanitizeRichText(null)).toBeNull();
    expect(sanitizeRichText('<p><br></p><script>x</script>')).toBeNull();
  });
});
