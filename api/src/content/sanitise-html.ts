/**
 * DOMPurify over a server-side DOM: the one place rich text (HTML the site renders as markup)
 * is cleaned of scripts, event handlers, javascript: links, inline styles and remote media.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

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

export function sanitiseHtml(html: string): string {
  return purify.sanitize(html, CONFIG);
}
