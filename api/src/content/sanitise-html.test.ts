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
});
