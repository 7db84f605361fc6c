import DOMPurify from 'dompurify';

const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A blog body, safe to render whatever the server sent: scripts, event handlers, `javascript:`
 * links, frames, forms and inline styles go; headings, lists, links, images and emphasis stay.
 * Plain text becomes one paragraph per line.
 */
export function sanitizeBlogHtml(body: string | null | undefined): string {
  if (!body?.trim()) return '';
  const html = LOOKS_LIKE_HTML.test(body)
    ? body
    : body
        .split(/\n+/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('');
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
    FORBID_ATTR: ['style'],
  });
}
