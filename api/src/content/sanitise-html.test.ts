import { sanitiseHtml } from './sanitise-html';

describe('sanitiseHtml', () => {
  it('keeps the site’s own pictures and drops every remote or relative one, with its element', () => {
    expect(
      sanitiseHtml(
        '<p>A</p><img src="/images/goa.svg" alt="Goa"><img src="https://tracker.example/p.gif"><img src="//cdn.example/x.png"><img src="x.png"><img>',
      ),
    ).toBe('<p>A</p><img src="/images/goa.svg" alt="Goa">');
  });

  it('drops media players, embeds and source sets', () => {
    expect(
      sanitiseHtml(
        '<video src="https://x.example/v.mp4" poster="https://x.example/p.png"><source src="https://x.example/v.webm"></video><audio src="/a.mp3"></audio><iframe src="https://x.example"></iframe><object data="https://x.example/f.swf"></object><embed src="https://x.example/e"><img src="/images/a.svg" srcset="https://x.example/big.png 2x"><p>Text</p>',
      ),
    ).toBe('<img src="/images/a.svg"><p>Text</p>');
  });

  it('leaves links, lists and headings as they are', () => {
    const html = '<h2>Day 1</h2><ul><li><a href="/goa-tour-packages">Goa</a></li></ul>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it('turns plain text into paragraphs, one per non-empty line, escaped', () => {
    expect(sanitiseHtml('First line\r\n\n  Second & last <3 \n')).toBe(
      '<p>First line</p><p>Second &amp; last &lt;3</p>',
    );
    expect(sanitiseHtml('Tea at 5 > coffee at 6')).toBe('<p>Tea at 5 &gt; coffee at 6</p>');
  });

  it.each([
    '',
    '   \n ',
    '<p></p>',
    '<p><br></p>',
    '<p> </p>\n<p>&nbsp;</p>',
    '<div><span>\u200b</span><br/></div>',
    '<h2></h2><ul><li> </li></ul>',
    '\u200b\n\ufeff',
    '<p><img src="https://tracker.example/p.gif"></p>',
    '<script>alert(1)</script>',
  ])('stores %j, which shows nothing, as nothing', (html) => {
    expect(sanitiseHtml(html)).toBe('');
  });

  it.each([
    ['Hi', '<p>Hi</p>'],
    ['<p>Hi</p>', '<p>Hi</p>'],
    ['<p><img src="/images/map.svg" alt=""></p>', '<p><img src="/images/map.svg" alt=""></p>'],
    ['<p>&nbsp;.</p>', '<p>&nbsp;.</p>'],
  ])('keeps %j, which shows something', (html, stored) => {
    expect(sanitiseHtml(html)).toBe(stored);
  });

  it('stores markup that cleans down to bare text as paragraphs of that text', () => {
    expect(sanitiseHtml('<x-note>Fish &amp; chips</x-note>')).toBe('<p>Fish &amp; chips</p>');
    expect(sanitiseHtml('<x-note>&lt;b&gt;not bold&lt;/b&gt;</x-note>')).toBe(
      '<p>&lt;b&gt;not bold&lt;/b&gt;</p>',
    );
  });

  it('changes nothing the second time', () => {
    for (const text of [
      'Plain & simple\nTwo',
      '<x-note>a &amp; b\nc</x-note>',
      '<p title="a > b &amp; &quot;c&quot;">x&nbsp;y</p><script>1</script>',
      '<ul><li>One</li></ul>\n<p>Two</p>',
      '<p><br></p>',
    ]) {
      const stored = sanitiseHtml(text);
      expect(sanitiseHtml(stored)).toBe(stored);
    }
  });
});
