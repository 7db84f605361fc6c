import { sanitizeRichText } from './richText';

describe('sanitizeRichText', () => {
  it('keeps the reading markup', () => {
    const html = '<h2>Plan</h2><ul><li><strong>Day 1</strong>: <a href="/blogs">go</a></li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, handlers, javascript: links, frames and inline styles', () => {
    const clean = sanitizeRichText(
      '<p style="color:red">Hi</p><script>alert(1)</script><img src="x" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).not.toMatch(/script|onerror|javascript:|iframe|style=/);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('turns plain text into paragraphs, escaped', () => {
    expect(sanitizeRichText('First line\nSecond & last')).toBe(
      '<p>First line</p><p>Second &amp; last</p>',
    );
    expect(sanitizeRichText('  ')).toBe('');
  });
});
