/** Kept out of @tour/shared's main entry so only the remotes that render rich text load DOMPurify. */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

type DomWindow = Window & typeof globalThis;
let serverWindow: DomWindow | undefined;
let purifier: Purifier | undefined;

/**
 * The render server gives rich text a DOM of its own (a jsdom window), so the server's HTML says
 * exactly what the browser's render says. This module is a federation singleton
 * (scripts/sharedSingletons.mjs), so every remote's rich text uses the window given here.
 */
export function provideServerWindow(window: unknown): void {
  serverWindow = window as DomWindow;
}

/** The DOM that rich text is sanitised and measured in: the page's, or the server's. */
function domWindow(): DomWindow {
  if (typeof window !== 'undefined') return window;
  if (serverWindow) return serverWindow;
  throw new Error('rich text needs a DOM: the render server provides one (provideServerWindow)');
}

function purify(): Purifier {
  purifier ??= DOMPurify(domWindow());
  return purifier;
}

const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Rich text from the API (destination descriptions, package information, blog bodies), safe to
 * render whatever the server sent: plain text becomes paragraphs (one per line), and anything
 * HTML goes through DOMPurify (no scripts, handlers, forms, frames or inline styles).
 */
export function sanitizeRichText(text: string | null | undefined): string {
  if (!text?.trim()) return '';
  const html = LOOKS_LIKE_HTML.test(text)
    ? text
    : text
        .split(/\n+/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('');
  const clean = purify().sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
    FORBID_ATTR: ['style'],
  });
  // Editors save an emptied field as `<p></p>` or `<p><br></p>`: that is no text, and every
  // caller's "nothing to show" branch ('No description available') should see it as such.
  return isEmptyRichText(clean) ? '' : clean;
}

function parse(html: string): DocumentFragment {
  const template = domWindow().document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function textNodes(root: Node): Text[] {
  const { document, NodeFilter } = domWindow();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  return nodes;
}

/** Whitespace between block tags is markup, not text. */
function countable(node: Text): number {
  return node.data.trim() ? node.data.length : 0;
}

/** Elements that show something without any text of their own. */
const MEDIA_SELECTOR = 'img, svg, video, audio, picture, canvas';

/** Spaces, no-break spaces and the zero-width characters editors leave behind. */
const INVISIBLE = /[\s\u200b-\u200d\u2060\ufeff]/g;

/**
 * True when rich text shows nothing: no markup at all, or only empty blocks, line breaks,
 * whitespace and `&nbsp;` (`<p></p>`, `<p><br></p>`, `<div> </div>`). An image alone is content.
 */
export function isEmptyRichText(html: string | null | undefined): boolean {
  if (!html?.trim()) return true;
  const root = parse(html);
  if (root.querySelector(MEDIA_SELECTOR)) return false;
  return (root.textContent ?? '').replace(INVISIBLE, '') === '';
}

/** How many characters of text (not markup) sanitised HTML holds. */
export function richTextLength(cleanHtml: string): number {
  return textNodes(parse(cleanHtml)).reduce((sum, node) => sum + countable(node), 0);
}

/** The text alone, e.g. for a meta description. */
export function richTextPlain(cleanHtml: string): string {
  return (parse(cleanHtml).textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Cuts sanitised HTML after `limit` characters of text, keeping the markup around what stays
 * (paragraphs, bold, links) and appending `suffix`. Shorter text comes back unchanged.
 */
export function truncateRichText(cleanHtml: string, limit: number, suffix = '...'): string {
  const root = parse(cleanHtml);
  let remaining = limit;
  for (const node of textNodes(root)) {
    const length = countable(node);
    if (length <= remaining) {
      remaining -= length;
      continue;
    }
    node.data = `${node.data.slice(0, remaining).trimEnd()}${suffix}`;
    // Drop everything after the cut, at every level up to the root.
    for (
      let current: Node | null = node;
      current && current !== root;
      current = current.parentNode
    ) {
      while (current.nextSibling) current.nextSibling.remove();
    }
    const holder = domWindow().document.createElement('div');
    holder.append(root);
    return holder.innerHTML;
  }
  return cleanHtml;
}
