import { excerpt, publishedLabel, readingTimeLabel, wordCount } from './blogFormat';

describe('blog formatting', () => {
  it('cuts a rich-text body to whole words', () => {
    expect(excerpt('<p>Hello <b>there</b> traveller</p>', 12)).toBe('Hello there…');
    expect(excerpt('<p>Short</p>')).toBe('Short');
    expect(excerpt('<p>Fish &amp; chips</p>')).toBe('Fish & chips');
    // A `>` inside an attribute value does not end the tag.
    expect(excerpt('<p><a href="/blogs" title="1 > 0">Goa</a> in May</p>')).toBe('Goa in May');
  });

  it('shows the blog’s own date as a day in India', () => {
    expect(publishedLabel({ publishedAt: '2025-01-18' })).toBe('18 January 2025');
    expect(publishedLabel({ publishedAt: '2025-01-18T20:00:00Z' })).toBe('19 January 2025');
    expect(publishedLabel({ publishedAt: '2025-09-03' }, true)).toBe('3 Sept 2025');
    expect(publishedLabel({ publishedAt: 'not a date' })).toBe('');
  });

  it('counts words of the text, not the markup, and reads at about 200 a minute', () => {
    expect(wordCount('<p>One <em>two</em></p><ul><li>three</li></ul>')).toBe(3);
    expect(wordCount('')).toBe(0);
    expect(readingTimeLabel('<p>short</p>')).toBe('1 min read');
    expect(readingTimeLabel(`<p>${'word '.repeat(1000)}</p>`)).toBe('5 min read');
    expect(readingTimeLabel(`<p>${'word '.repeat(1340)}</p>`)).toBe('7 min read');
  });
});
