/**
 * DOMPurify over a server-side DOM: the one place rich text (HTML the site renders as markup)
 * is cleaned of scripts, event handlers, javascript: links, inline styles and remote media.
 * It runs where rich text is written (db/rich-text.ts, the catalogue import, migration 0009), so
 * what the database holds is what the front end renders, as is: the site's render server and the
 * browsers need no DOM and no sanitiser of their own.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { escapeHtml } from './escape-html';

const purify = createDOMPurify(new JSDOM('').window);

const CONFIG = {
  USE_PROFILES: { html: true },
  // Styles could restyle the page around the text (overlays, hidden text); the site has its own.
  // Media players and embeds would load from elsewhere.
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'audio',
    'video',
    'source',
    'track',
    'picture',
    'iframe',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['style', 'srcset', 'poster', 'background'],
};

/** A picture of the site's own (`/images/…`): nothing a visitor's browser fetches elsewhere. */
const SITE_PATH = /^\/(?!\/)/;

// Remote pictures would tell another server who reads the page (a tracking pixel), so an <img>
// must point at the site's own files; anything else goes, the element with it.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG' && !SITE_PATH.test(node.getAttribute('src') ?? '')) node.remove();
});

const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;

/** Spaces, no-break spaces and the zero-width characters editors leave behind. */
const INVISIBLE = /[\s\u200b-\u200d\u2060\ufeff]/g;

/** Plain text as HTML: one paragraph per non-empty line. */
function paragraphs(text: string): string {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** The cleaned <body>: the tree DOMPurify serialises for its string answer, parsed once. */
function purified(html: string): Element {
  return purify.sanitize(html, { ...CONFIG, RETURN_DOM: true }) as Element;
}

/**
 * True when cleaned HTML shows nothing: only empty blocks, line breaks, whitespace, `&nbsp;` and
 * zero-width characters. A picture (the only media the config lets through) is content.
 */
function showsNothing(body: Element): boolean {
  if (body.querySelector('img')) return false;
  return (body.textContent ?? '').replace(INVISIBLE, '') === '';
}

/**
 * Rich text as the site stores it: plain text (no tags) becomes paragraphs, one per line; HTML is
 * cleaned; and text that shows nothing (an editor's emptied field, `<p><br></p>`) becomes '', so
 * every reader's "nothing to show" branch sees it as such. Cleaning its own answer again changes
 * nothing, which the catalogue import's change detection and migration 0009 rely on.
 */
export function sanitiseHtml(text: string): string {
  let body = purified(LOOKS_LIKE_HTML.test(text) ? text : paragraphs(text));
  // Markup that cleans down to bare text (`<x-note>a &amp; b</x-note>`) is stored as that text's
  // paragraphs: bare text would be read as plain text, and so escaped once more, next time.
  if (!body.firstElementChild) body = purified(paragraphs(body.textContent ?? ''));
  return showsNothing(body) ? '' : body.innerHTML;
}
