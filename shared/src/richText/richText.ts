/**
 * Rich text from the API (destination descriptions, package information, blog bodies) is
 * sanitised once, where it is written (api/src/content/sanitise-html.ts; the API documents it as
 * such in shared/src/contracts/responseSchemas/fields.ts), so pages render it as is. What pages
 * still need is its text alone (meta descriptions, how long it is), read here without a DOM: the
 * render server has none, and browsers need no HTML parser or sanitiser shipped for it.
 *
 * No library: the input is one known serialisation, DOMPurify's (the HTML serialiser's): a `<` in
 * text is always `&lt;`, attribute values are always double-quoted (a `"` in them is `&quot;`,
 * while `>` may stand unescaped), and the only character references are `&amp; &lt; &gt; &quot;
 * &nbsp;`. One quote-aware pattern reads that exactly; a general HTML parser would add kilobytes
 * to every page that shows rich text for markup that cannot reach it.
 */

/** A start or end tag: its name, then attributes, whose double-quoted values may hold `>`. */
const TAG = /<\/?([a-z][^\s/>]*)(?:[^>"]|"[^"]*")*>/gi;

/** Elements that end a line or a block: their tags part words, where inline ones (`<b>`) do not. */
const BREAKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

const REFERENCES = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' } as const;

/**
 * The text alone of the API's rich text, whitespace collapsed: for a meta description, or to
 * measure how much there is to read.
 * `<p>Day <b>1</b></p><p>Goa &amp; more</p>` → `Day 1 Goa & more`.
 */
export function richTextPlain(safeHtml: string): string {
  return (
    safeHtml
      .replace(TAG, (_, name: string) => (BREAKS.has(name.toLowerCase()) ? ' ' : ''))
      // One pass, so `&amp;lt;` reads `&lt;` and not `<`.
      .replace(/&(amp|lt|gt|quot|nbsp);/g, (_, name: keyof typeof REFERENCES) => REFERENCES[name])
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The reading speed every reading time on the site assumes (cards, the post's page). */
const WORDS_PER_MINUTE = 200;

/** How many words the text of a post's (sanitised) HTML has. */
export function richTextWordCount(safeHtml: string): number {
  const text = richTextPlain(safeHtml);
  return text ? text.split(' ').length : 0;
}

/** Minutes to read a post's (sanitised) HTML at about 200 words a minute, never less than 1. */
export function readingMinutes(safeHtml: string): number {
  return Math.max(1, Math.round(richTextWordCount(safeHtml) / WORDS_PER_MINUTE));
}
