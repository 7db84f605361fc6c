import fc from 'fast-check';
import { richTextPlain } from './richText';

describe('richTextPlain', () => {
  it('keeps the text of inline markup together and parts blocks and line breaks', () => {
    expect(
      richTextPlain(
        '<h2>Plan</h2>\n<p>Day <strong>1</strong>: <a href="/goa-tour-packages">Goa</a>,<br>then <em>rest</em>.</p><ul><li>One</li><li>Two</li></ul><p>End</p>',
      ),
    ).toBe('Plan Day 1: Goa, then rest. One Two End');
  });

  it('reads the references the serialiser writes, each once', () => {
    expect(richTextPlain('<p>Fish &amp; chips &lt;3 &gt; &quot;q&quot;&nbsp;x &amp;lt;</p>')).toBe(
      'Fish & chips <3 > "q" x &lt;',
    );
  });

  it('does not end a tag at a > inside a quoted attribute value', () => {
    expect(
      richTextPlain(
        '<p><a href="/x?a=1&amp;b=2" title="1 > 0 and &quot;2 > 1&quot;">link</a> after<img src="/images/a.svg" alt="x > y"></p>',
      ),
    ).toBe('link after');
  });

  it('collapses whitespace and gives nothing for nothing', () => {
    expect(richTextPlain('<p>  a\n\n b\t</p>\n<p>c </p>')).toBe('a b c');
    expect(richTextPlain('')).toBe('');
    expect(richTextPlain('<p><img src="/images/map.svg" alt="Map"></p>')).toBe('');
  });

  describe('on anything the HTML serialiser writes', () => {
    // jsdom's serialiser is the one the API's DOMPurify writes stored rich text with.
    const chars = fc.constantFrom('a', 'é', ' ', '\n', '\u00a0', '&', ';', '<', '>', '"', "'", '=');
    const text = fc.string({ unit: chars });
    const words = (value: string) => value.replace(/\s+/g, ' ').trim();
    const serialised = (
      parent: string,
      children: { tag: string; title: string; text: string }[],
    ) => {
      const root = document.createElement(parent);
      for (const { tag, title, text } of children) {
        const element = document.createElement(tag);
        element.setAttribute('title', title);
        element.textContent = text;
        root.append(element);
      }
      return root.outerHTML;
    };

    it('parts the texts of blocks', () => {
      const block = fc.record({ tag: fc.constantFrom('p', 'li', 'h2'), title: text, text });
      fc.assert(
        fc.property(fc.array(block), (blocks) => {
          expect(richTextPlain(serialised('div', blocks))).toBe(
            words(blocks.map((b) => b.text).join(' ')),
          );
        }),
      );
    });

    it('runs the texts of inline elements together', () => {
      const inline = fc.record({ tag: fc.constantFrom('a', 'strong', 'em'), title: text, text });
      fc.assert(
        fc.property(fc.array(inline), (inlines) => {
          expect(richTextPlain(serialised('p', inlines))).toBe(
            words(inlines.map((i) => i.text).join('')),
          );
        }),
      );
    });
  });
});
