/**
 * Markdown (the content files' long texts) → the HTML the database stores. The database
 * sanitises it on write (db/rich-text.ts), so raw HTML in a file cannot slip through.
 */
import { Marked } from 'marked';
import { sanitiseHtml } from '../content/sanitise-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Quotes and apostrophes in text as the characters themselves, as hand-written HTML has them:
 * marked writes `&#39;` and `&quot;`, which text between tags does not need (attribute values,
 * inside tags, keep theirs).
 */
function plainQuotes(html: string): string {
  return html.replace(
    /(^|>)([^<]*)/g,
    (_, end: string, text: string) => end + text.replace(/&#39;/g, "'").replace(/&quot;/g, '"'),
  );
}

/** Block HTML: paragraphs, headings and lists, one element per line, no trailing newline. */
export function markdownToHtml(markdown: string): string {
  return plainQuotes((marked.parse(markdown) as string).trim());
}

/**
 * As markdownToHtml, except that a text of a single paragraph gives that paragraph's inline
 * HTML without the `<p>` around it: package information has always been stored that way.
 */
export function markdownToHtmlUnwrapped(markdown: string): string {
  const blocks = marked.lexer(markdown).filter((token) => token.type !== 'space');
  const only = blocks.length === 1 ? blocks[0] : undefined;
  if (only?.type === 'paragraph')
    return plainQuotes((marked.parseInline(only.text) as string).trim());
  return markdownToHtml(markdown);
}

/**
 * Markdown as the HTML the site shows, sanitised here: for site documents, which are stored as
 * JSON and so not cleaned by the database on the way in as the catalogue's rich text is.
 */
export function markdownHtml(markdown: string): string {
  return sanitiseHtml(markdownToHtml(markdown));
}

/** "---\n<yaml>\n---\n<markdown>" → its parts (a post's or a page's file). */
export function splitFrontMatter(source: string): {
  frontMatter: string | undefined;
  body: string;
} {
  const match = /^---\n([\s\S]*?\n)?---(?:\n|$)/.exec(source);
  if (!match) return { frontMatter: undefined, body: source };
  return { frontMatter: match[1] ?? '', body: source.slice(match[0].length) };
}
