import { JSDOM } from 'jsdom';

/**
 * Stored rich text as plain words, for search: the text of every node in document order, a
 * space between them (so "<p>Goa</p><p>Beach</p>" stays two words) and entities decoded by the
 * HTML parser, not by a list of our own.
 */
export function plainText(html: string): string {
  const texts: string[] = [];
  const collect = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === child.TEXT_NODE) texts.push(child.nodeValue ?? '');
      else collect(child);
    }
  };
  collect(JSDOM.fragment(html));
  return texts.join(' ').replace(/\s+/g, ' ').trim();
}
