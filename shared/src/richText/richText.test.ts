import { isEmptyRichText, sanitizeRichText } from './richText';

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

describe('empty rich text', () => {
  const empties = [
    '',
    '   ',
    '<p></p>',
    '<p><br></p>',
    '<p> </p>\n<p>&nbsp;</p>',
    '<div><span>\u200b</span><br/></div>',
    '<h2></h2><ul><li> </li></ul>',
  ];

  it.each(empties)('%j is empty, and sanitises to nothing', (html) => {
    expect(isEmptyRichText(html)).toBe(true);
    expect(sanitizeRichText(html)).toBe('');
  });

  it.each(['Hi', '<p>Hi</p>', '<p><img src="/images/map.svg" alt=""></p>', '<p>&nbsp;.</p>'])(
    '%j is not empty',
    (html) => {
      expect(isEmptyRichText(html)).toBe(false);
      expect(sanitizeRichText(html)).not.toBe('');
    },
  );
});
