/**
 * DOMPurify over a server-side DOM: the one place rich text (HTML the site renders as markup)
 * is cleaned of scripts, event handlers, javascript: links and inline styles.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const purify = createDOMPurify(new JSDOM('').window);

const CONFIG = {
  USE_PROFILES: { html: true },
  // Styles could restyle the page around the text (overlays, hidden text); the site has its own.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
};

export function sanitiseHtml(html: string): string {
  return purify.sanitize(html, CONFIG);
}
