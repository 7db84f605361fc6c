import { plainText } from './plain-text';

describe('plainText', () => {
  it('keeps words of separate elements apart and decodes entities', () => {
    expect(plainText('<p>Goa</p><p>Beach &amp; <b>forts</b></p>')).toBe('Goa Beach & forts');
    expect(plainText('Rs&nbsp;5,000 &lt;per person&gt; &#39;all in&#39;')).toBe(
      "Rs 5,000 <per person> 'all in'",
    );
  });

  it('reads plain text as it is, and nothing as nothing', () => {
    expect(plainText('Just  words\nhere')).toBe('Just words here');
    expect(plainText('')).toBe('');
    expect(plainText('<script>alert(1)</script><p>Visible</p>')).toContain('Visible');
  });
});
