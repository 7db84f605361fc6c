/**
 * Text put into HTML we write ourselves (a page, a placeholder's link): the five characters that
 * could end a text node or a quoted attribute value, as character references. One function for
 * text and attributes alike, so no caller has to know which escaping its spot needs.
 */
const REFERENCES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => REFERENCES[char]!);
}
